"""Named scan profiles: which steps, in which phase, with which ranges, at which resolution."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

from generator.scan.base import PHASES, ScanError, Step
from generator.scan.capture import (
    Blur,
    DownUpSample,
    GaussianNoise,
    PerspectiveWarp,
    Rotation,
    UnevenLighting,
)
from generator.scan.ink import MarginNote, Stamp
from generator.scan.paper import FoldCrease
from generator.scan.post import Binarize, BrightnessContrastGamma, JpegRecompression, SaltPepperSpeckle

ColorMode = Literal["L", "RGB", "1"]


@dataclass(frozen=True)
class Profile:
    """A way a document gets scanned: steps grouped paper -> ink -> capture -> post.

    `dpi` is the resolution the page is rasterized at and delivered in; `capture_dpi` the
    resolution the device really resolved (fax: 200x100); `color` the delivered colour
    mode ("1" is black and white); `formats` the files this kind of scan arrives as.
    """

    name: str
    summary: str
    dpi: int
    capture_dpi: tuple[int, int]
    color: ColorMode
    formats: tuple[str, ...]
    paper: tuple[Step, ...] = ()
    ink: tuple[Step, ...] = ()
    capture: tuple[Step, ...] = ()
    post: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        for phase in PHASES:
            for step in getattr(self, phase):
                if step.phase != phase:
                    raise ScanError(f"profile {self.name}: step {step.name} belongs to phase {step.phase}, not {phase}")

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.paper + self.ink + self.capture + self.post

    @property
    def working_mode(self) -> str:
        return "RGB" if self.color == "RGB" else "L"

    def describe(self) -> dict[str, Any]:
        """The profile as JSON-ready data: what `rag-gen profiles --json` prints."""
        return {
            "name": self.name,
            "summary": self.summary,
            "dpi": self.dpi,
            "captureDpi": list(self.capture_dpi),
            "color": self.color,
            "formats": list(self.formats),
            "steps": [{"step": s.name, "phase": s.phase, "class": type(s).__name__, **s.settings()}
                      for s in self.steps],
        }


PROFILES: Final[dict[str, Profile]] = {
    p.name: p
    for p in (
        Profile(
            name="clean",
            summary="a perfect 300 dpi gray scan: rasterized, nothing else",
            dpi=300,
            capture_dpi=(300, 300),
            color="L",
            formats=("pdf", "png", "tiff"),
        ),
        Profile(
            name="office-scan",
            summary="a flatbed or sheet-fed office scanner: 300 dpi gray, slight skew, mild noise, a pen note",
            dpi=300,
            capture_dpi=(300, 300),
            color="L",
            formats=("pdf", "tiff", "png", "jpeg"),
            ink=(MarginNote(),),
            capture=(Rotation(angle_range=(-0.8, 0.8)), Blur(radius_range=(0.3, 0.6)),
                     GaussianNoise(sigma_range=(2.0, 5.0))),
            post=(
                BrightnessContrastGamma(
                    brightness_range=(-6.0, 6.0),
                    contrast_range=(1.0, 1.15),
                    gamma_range=(0.9, 1.1),
                    white_point_range=(225.0, 240.0),
                ),
            ),
        ),
        Profile(
            name="fax",
            summary="a received fax: 200x100 dpi, black and white with dithering, speckle, a RECEIVED stamp",
            dpi=200,
            capture_dpi=(200, 100),
            color="1",
            formats=("tiff", "pdf", "png"),
            ink=(Stamp(texts=("RECEIVED",), color=(90, 90, 90)),),
            capture=(
                Rotation(angle_range=(-1.5, 1.5)),
                DownUpSample(scale_x_range=(1.0, 1.0), scale_y_range=(0.5, 0.5), restore="nearest"),
            ),
            post=(
                Binarize(threshold_range=(115.0, 145.0), dither=True),
                SaltPepperSpeckle(amount_range=(0.0008, 0.002), salt_ratio_range=(0.1, 0.3), dot_range=(1, 2)),
            ),
        ),
        Profile(
            name="phone-photo",
            summary="a phone photo of a folded page: perspective, uneven light and shadow, blur, JPEG",
            dpi=200,
            capture_dpi=(200, 200),
            color="RGB",
            formats=("jpeg", "pdf"),
            paper=(FoldCrease(),),
            capture=(
                PerspectiveWarp(),
                UnevenLighting(),
                Blur(radius_range=(0.5, 1.0)),
                GaussianNoise(sigma_range=(3.0, 7.0)),
            ),
            post=(
                BrightnessContrastGamma(
                    brightness_range=(-10.0, 5.0), contrast_range=(0.85, 1.0), gamma_range=(0.9, 1.2)
                ),
                JpegRecompression(quality_range=(55, 75)),
            ),
        ),
        Profile(
            name="photocopy",
            summary="a photocopy: a crease, a COPY stamp, hard contrast, toner specks, slight blur",
            dpi=300,
            capture_dpi=(300, 300),
            color="L",
            formats=("pdf", "png", "jpeg", "tiff"),
            paper=(FoldCrease(darkness_range=(0.2, 0.4)),),
            ink=(Stamp(texts=("COPY",)),),
            capture=(Rotation(angle_range=(-0.6, 0.6)), Blur(radius_range=(0.6, 1.0))),
            post=(
                BrightnessContrastGamma(
                    brightness_range=(-15.0, -5.0),
                    contrast_range=(1.3, 1.6),
                    gamma_range=(1.1, 1.4),
                    white_point_range=(215.0, 235.0),
                ),
                SaltPepperSpeckle(amount_range=(0.0003, 0.001), salt_ratio_range=(0.0, 0.1), dot_range=(1, 3)),
            ),
        ),
    )
}
PROFILE_NAMES: Final[tuple[str, ...]] = tuple(PROFILES)


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise ScanError(f"unknown scan profile {name!r}: choose one of {', '.join(PROFILE_NAMES)}") from None


_COLOR_WORDS: Final[dict[str, str]] = {"L": "gray", "RGB": "colour", "1": "black and white"}


def format_profiles(names: list[str] | None = None) -> str:
    """The profiles as text: a header line each, then one line per step with its repr."""
    lines = []
    for name in names or list(PROFILE_NAMES):
        p = get_profile(name)
        cx, cy = p.capture_dpi
        lines.append(f"{p.name}: {p.summary}")
        lines.append(
            f"  {p.dpi} dpi (captured at {cx}x{cy}), {_COLOR_WORDS[p.color]}, delivered as {', '.join(p.formats)}"
        )
        if not p.steps:
            lines.append("  (no degradation steps)")
        for step in p.steps:
            lines.append(f"  {step.phase:<8} {step!r}")
        lines.append("")
    return "\n".join(lines)
