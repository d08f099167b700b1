"""Scan severity: one number scales every profile; 0.5 is the profiles as written, byte for byte
(a corpus's record of it: tests/e2e/test_scan_severity.py)."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from generator.cli import main as rag_gen
from generator.corpus.writer import Settings, build_corpus
from generator.scan import PROFILES, degrade_page
from generator.scan.base import Strength
from generator.scan.capture import Blur, DownUpSample, Rotation
from generator.scan.post import JpegRecompression
from generator.scan.severity import DEFAULT_SEVERITY, check_severity, gain
from harness.runtime.settings import SettingError
from tests.support.clirunner import invoke


def test_gain_is_piecewise_linear_through_a_quarter_one_and_three() -> None:
    assert [gain(s) for s in (0, 0.25, 0.5, 0.75, 1)] == [0.25, 0.625, 1.0, 2.0, 3.0]
    assert DEFAULT_SEVERITY == 0.5
    for bad in (-0.1, 1.5, True, "1"):
        with pytest.raises(SettingError) as exc:
            check_severity(bad)  # type: ignore[arg-type]
        assert str(exc.value) == f"--scan-severity must be between 0 and 1, got {bad!r}"


def test_the_default_severity_is_every_profile_itself() -> None:
    for profile in PROFILES.values():
        assert profile.at_severity(0.5) is profile
        assert all(s.at_gain(1.0) is s for s in profile.steps)


def test_strength_moves_both_ends_away_from_identity_within_bounds() -> None:
    assert Strength(0.0, (-10.0, 10.0)).scale((-0.8, 0.8), 3.0) == (-2.4, 2.4)
    assert Strength(255.0, (150.0, 255.0)).scale((215.0, 235.0), 3.0) == (150.0, 195.0)
    assert Strength(100.0, (5, 100), integer=True).scale((55, 75), 3.0) == (5, 25)
    assert Strength(100.0, (5, 100), integer=True).scale((55, 75), 0.25) == (89, 94)
    assert Rotation(angle_range=(-1.5, 1.5)).at_gain(0.25) == Rotation(angle_range=(-0.375, 0.375))
    assert JpegRecompression(quality_range=(55, 75)).at_gain(2.0) == JpegRecompression(quality_range=(10, 50))


def test_profiles_at_the_ends_of_the_scale() -> None:
    office = PROFILES["office-scan"]
    assert office.at_severity(1.0).capture == (Rotation(angle_range=(-2.4, 2.4)), Blur(radius_range=(0.9, 1.8)),
                                               office.capture[2].at_gain(3.0))
    assert office.at_severity(1.0).capture[2].settings() == {"sigma_range": [6.0, 15.0]}
    assert office.at_severity(0.0).capture[1] == Blur(radius_range=(0.075, 0.15))
    fax = PROFILES["fax"]
    # the fax's capture resolution follows its down-sampling
    assert (fax.capture_dpi, fax.at_severity(0.0).capture_dpi, fax.at_severity(1.0).capture_dpi) == (
        (200, 100), (200, 175), (200, 70))
    assert fax.at_severity(1.0).capture[1] == DownUpSample(scale_x_range=(1.0, 1.0), scale_y_range=(0.35, 0.35))
    assert PROFILES["clean"].at_severity(1.0) == PROFILES["clean"]


def test_a_page_keeps_its_draws_and_each_parameter_scales_by_the_gain() -> None:
    page = Image.new("L", (300, 400), 255)
    _, at_default = degrade_page(page, PROFILES["office-scan"], 42, 3, 0)
    _, at_one = degrade_page(page, PROFILES["office-scan"].at_severity(1.0), 42, 3, 0)
    angle = {r["step"]: r for r in at_default["steps"]}["rotation"]["angle"]
    assert {r["step"]: r for r in at_one["steps"]}["rotation"]["angle"] == pytest.approx(3 * angle, abs=1e-4)
    assert angle != 0


def test_profiles_shows_the_ranges_at_a_severity() -> None:
    r = invoke(rag_gen, "profiles", "office-scan", "--severity", "1")
    assert r.code == 0
    assert r.out.startswith("at scan severity 1.0 (the ranges below are scaled; 0.5 is the default)\n\n")
    assert "  capture  Rotation(angle_range=(-2.4, 2.4), fill=(255, 255, 255))\n" in r.out
    data = json.loads(invoke(rag_gen, "profiles", "fax", "--json", "--severity", "0").out)
    assert data[0]["severity"] == 0.0 and data[0]["captureDpi"] == [200, 175]
    assert "severity" not in json.loads(invoke(rag_gen, "profiles", "fax", "--json").out)[0]
    bad = invoke(rag_gen, "profiles", "--severity", "2")
    assert (bad.code, bad.err) == (2, "Error: --severity must be between 0 and 1, got 2.0\n")


def test_severity_changes_no_choice_of_which_documents_are_scans() -> None:
    def plan(s: float) -> list[tuple[str, str]]:
        return [(d.file, d.rendering) for d in build_corpus(Settings(42, 2025, "small", scan_severity=s)).documents]

    assert plan(0.0) == plan(0.5) == plan(1.0)
