"""Each scan step: deterministic for a seed, changes the page, keeps its size, records what it did."""

from __future__ import annotations

import json
import random
from functools import cache

import numpy as np
import pytest
from PIL import Image

from generator.render.raster import rasterize
from generator.scan import PROFILES, ScanError, degrade_page, step_rng
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
from generator.scan.specimen import specimen_pdf

STEPS = [
    FoldCrease(),
    Stamp(),
    MarginNote(),
    Rotation(),
    PerspectiveWarp(),
    UnevenLighting(),
    Blur(),
    Blur(radius_range=(1.2, 1.5)),
    DownUpSample(),
    GaussianNoise(),
    BrightnessContrastGamma(),
    SaltPepperSpeckle(),
    Binarize(),
    Binarize(dither=False),
    JpegRecompression(),
]

KEYS = {
    "fold-crease": {"position", "angle", "darkness", "width"},
    "stamp": {"text", "x", "y", "fontPx", "angle", "opacity", "inkOverlap"},
    "margin-note": {"margin", "x", "baseline", "words", "letters", "xHeight", "pen", "slant", "angle", "underline"},
    "rotation": {"angle"},
    "perspective-warp": {"corners"},
    "uneven-lighting": {"direction", "strength", "shadowEdge", "shadowDarkness", "shadowDepth"},
    "blur": {"radius", "kernel"},
    "down-up-sample": {"scaleX", "scaleY", "lowSize", "restore"},
    "gaussian-noise": {"sigma"},
    "brightness-contrast-gamma": {"brightness", "contrast", "gamma", "whitePoint"},
    "salt-pepper-speckle": {"amount", "saltRatio", "dot", "count"},
    "binarize": {"threshold", "dither"},
    "jpeg-recompression": {"quality"},
}


@cache
def page(mode: str) -> Image.Image:
    pdf, _ = specimen_pdf(3)
    return rasterize(pdf, 100)[0].convert(mode)


def _run(step, mode="L", seed=42, doc=0, pg=0, pos=0):
    return step.apply(page(mode).copy(), step_rng(seed, doc, pg, pos, "test", step.name))


@pytest.mark.parametrize("mode", ["L", "RGB"])
@pytest.mark.parametrize("step", STEPS, ids=repr)
def test_step_is_deterministic_changes_the_page_and_keeps_its_size(step, mode):
    first, params = _run(step, mode)
    again, params_again = _run(step, mode)
    assert first.tobytes() == again.tobytes()
    assert params == params_again
    assert first.size == page(mode).size
    assert first.mode == ("L" if step.name == "binarize" else mode)
    assert first.tobytes() != page(mode).convert(first.mode).tobytes()
    assert set(params) == KEYS[step.name]
    assert json.loads(json.dumps(params)) == params
    for value in params.values():
        if isinstance(value, float):
            assert value == round(value, 4)


@pytest.mark.parametrize("step", [s for s in STEPS if s.name != "down-up-sample"], ids=repr)
def test_another_seed_document_or_page_draws_differently(step):
    base = _run(step)[1]
    assert _run(step, seed=43)[1] != base
    assert _run(step, doc=1)[1] != base
    assert _run(step, pg=1)[1] != base


def test_repr_shows_the_explicit_ranges():
    assert repr(Rotation(angle_range=(-1.0, 1.0))) == "Rotation(angle_range=(-1.0, 1.0), fill=(255, 255, 255))"
    assert repr(JpegRecompression()) == "JpegRecompression(quality_range=(55, 80))"
    assert Blur().settings() == {"radius_range": [0.4, 0.9], "kernel_limit": 0.8}


def test_a_reversed_range_is_refused():
    with pytest.raises(ScanError) as err:
        Rotation(angle_range=(2.0, 1.0))
    assert str(err.value) == "Rotation.angle_range must be (lo, hi) with lo <= hi, got (2.0, 1.0)"
    with pytest.raises(ScanError) as err:
        DownUpSample(scale_y_range=(0.0, 0.5))
    assert str(err.value) == "DownUpSample scales must lie in (0, 1]"


def test_rotation_draws_inside_its_range():
    angles = [_run(Rotation(angle_range=(-0.5, 0.25)), seed=s)[1]["angle"] for s in range(20)]
    assert all(-0.5 <= a <= 0.25 for a in angles)
    assert len(set(angles)) == 20


def test_binarize_leaves_black_and_white_only():
    out, params = _run(Binarize(threshold_range=(130.0, 130.0)), "RGB")
    assert params == {"threshold": 130, "dither": True}
    assert set(np.unique(np.asarray(out)).tolist()) == {0, 255}


def test_down_up_sample_records_the_low_resolution():
    out, params = _run(DownUpSample(scale_y_range=(0.5, 0.5), restore="nearest"))
    assert params == {"scaleX": 1.0, "scaleY": 0.5, "lowSize": [850, 550], "restore": "nearest"}
    rows = np.asarray(out)
    assert np.array_equal(rows[0::2], rows[1::2])  # each low-resolution row shown twice


def test_gaussian_noise_has_the_recorded_sigma():
    flat = Image.new("L", (400, 400), 128)
    out, params = GaussianNoise(sigma_range=(6.0, 6.0)).apply(flat, step_rng(1, 2, 3, 4, "t", "gaussian-noise"))
    diff = np.asarray(out, dtype=np.float64) - 128
    assert params == {"sigma": 6.0}
    assert abs(diff.mean()) < 0.1
    assert 5.7 < diff.std() < 6.3


def test_speckle_count_matches_the_amount():
    out, params = _run(SaltPepperSpeckle(amount_range=(0.001, 0.001), dot_range=(1, 1)))
    assert params["count"] == round(0.001 * 850 * 1100) == 935
    assert (np.asarray(out) != np.asarray(page("L"))).sum() <= 935


def test_tone_curve_white_point_clears_the_background():
    gray = Image.new("L", (4, 1))
    gray.putdata([0, 100, 231, 250])
    step = BrightnessContrastGamma(
        brightness_range=(0.0, 0.0), contrast_range=(1.0, 1.0), gamma_range=(1.0, 1.0), white_point_range=(230.0, 230.0)
    )
    out, params = step.apply(gray, step_rng(0, 0, 0, 0, "t", step.name))
    assert list(out.tobytes()) == [0, 111, 255, 255]
    assert params == {"brightness": 0.0, "contrast": 1.0, "gamma": 1.0, "whitePoint": 230.0}


def test_perspective_shows_the_table_in_the_corners():
    out, params = _run(PerspectiveWarp(shift_range=(0.04, 0.04)), "RGB")
    assert params == {"corners": [[34, 44], [816, 44], [816, 1056], [34, 1056]]}
    assert out.getpixel((0, 0)) == (72, 66, 60)
    assert out.getpixel((425, 550)) != (72, 66, 60)


def test_stamp_and_note_avoid_the_printed_values():
    stamped, stamp = _run(Stamp(texts=("COPY",)))
    assert stamp["text"] == "COPY"
    assert stamp["inkOverlap"] == 0.0
    ys, xs = np.nonzero(np.asarray(stamped) != np.asarray(page("L")))
    assert (xs.min(), ys.min()) >= (stamp["x"], stamp["y"])
    noted, note = _run(MarginNote())
    changed_rows = np.flatnonzero((np.asarray(noted) != np.asarray(page("L"))).any(axis=1))
    printed_rows = np.flatnonzero((np.asarray(page("L")) < 160).any(axis=1))
    assert note["margin"] in ("top", "bottom")
    if note["margin"] == "bottom":
        assert changed_rows.min() > printed_rows.max()
    else:
        assert changed_rows.max() < printed_rows.min()


def test_fold_changes_only_a_band_and_lighting_darkens():
    out, params = _run(FoldCrease(angle_range=(0.0, 0.0)))
    rows = np.flatnonzero((np.asarray(out) != np.asarray(page("L"))).any(axis=1))
    centre = params["position"] * 1100
    assert rows.min() >= centre - 8 * params["width"] - 2
    assert rows.max() <= centre + 8 * params["width"] + 2
    lit, _ = _run(UnevenLighting())
    assert np.asarray(lit, dtype=np.float64).mean() < np.asarray(page("L"), dtype=np.float64).mean()


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_profiles_touch_no_global_rng_and_no_working_directory(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    np_state, py_state = np.random.get_state(), random.getstate()
    out, record = degrade_page(page("RGB"), PROFILES[name], 42, 5, 0)
    again, record_again = degrade_page(page("RGB"), PROFILES[name], 42, 5, 0)
    assert out.tobytes() == again.tobytes()
    assert record == record_again
    assert [s["step"] for s in record["steps"]] == [s.name for s in PROFILES[name].steps]
    assert [s["phase"] for s in record["steps"]] == [s.phase for s in PROFILES[name].steps]
    assert np.array_equal(np_state[1], np.random.get_state()[1])
    assert py_state == random.getstate()
    assert list(tmp_path.iterdir()) == []


def test_negative_seed_is_refused():
    with pytest.raises(ScanError) as err:
        degrade_page(page("L"), PROFILES["fax"], -1, 0, 0)
    assert str(err.value) == "seed must be a non-negative integer, got -1"
