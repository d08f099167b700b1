"""The web fonts the `html` producer's pages load: IBM Plex, from pinned Python packages.

An HTML engine takes its fonts from the page's `@font-face` rules or, failing that, from the
system (fontconfig), which differs between machines. Every face here is a file that a pinned
package ships (pyproject.toml: fontpkg-ibm-plex-sans, -serif, -mono; SIL OFL 1.1), so the pages
name no system font. IBM Plex is a web family in its own right: neither reportlab's Type 1 faces
(Arial-, Times- and Courier-metric) nor Bitstream Vera and its DejaVu descendants (the unseen
procedural layouts' fonts, issue 26).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Final

from harness.runtime.versions import dist_version


@dataclass(frozen=True)
class Face:
    family: str  # the CSS family name the page uses
    package: str  # the Python package that ships the file
    file: str
    weight: str
    style: str = "normal"


SANS, SERIF, MONO = "Plex Sans", "Plex Serif", "Plex Mono"
FACES: Final[tuple[Face, ...]] = (
    # a variable font: one rule per weight used (WeasyPrint takes no weight range), instantiated at it
    Face(SANS, "fontpkg_ibm_plex_sans", "IBMPlexSans[wdth,wght].ttf", "400"),
    Face(SANS, "fontpkg_ibm_plex_sans", "IBMPlexSans[wdth,wght].ttf", "700"),
    Face(SANS, "fontpkg_ibm_plex_sans", "IBMPlexSans-Italic[wdth,wght].ttf", "400", "italic"),
    Face(SERIF, "fontpkg_ibm_plex_serif", "IBMPlexSerif-Regular.ttf", "400"),
    Face(SERIF, "fontpkg_ibm_plex_serif", "IBMPlexSerif-Bold.ttf", "700"),
    Face(SERIF, "fontpkg_ibm_plex_serif", "IBMPlexSerif-Italic.ttf", "400", "italic"),
    Face(MONO, "fontpkg_ibm_plex_mono", "IBMPlexMono-Regular.ttf", "400"),
    Face(MONO, "fontpkg_ibm_plex_mono", "IBMPlexMono-Bold.ttf", "700"),
)


def face_path(face: Face) -> Path:
    return Path(str(resources.files(face.package) / "files" / face.file))


@cache
def font_face_css() -> str:
    """One `@font-face` rule per face, each loading its file from the package that ships it."""
    rules = []
    for face in FACES:
        rules.append(f'@font-face {{ font-family: "{face.family}"; src: url("{face_path(face).as_uri()}"); '
                     f"font-weight: {face.weight}; font-style: {face.style}; font-stretch: normal; }}")
    return "\n".join(rules)


@cache
def font_versions() -> dict[str, str]:
    """Each family's package and version, as the producer records them."""
    return {face.family: f"{face.package.replace('_', '-')} {dist_version(face.package.replace('_', '-'))}"
            for face in FACES}
