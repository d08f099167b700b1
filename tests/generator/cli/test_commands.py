"""rag-gen's small commands (generator/cli/commands.py): `profiles`, the scan profiles as text
and as JSON; `schema`."""

from __future__ import annotations

import json

from generator.cli import main
from generator.cli import main as rag_gen
from generator.scan import PROFILES
from tests.support.clirunner import invoke


def test_profiles_lists_every_profile_with_its_steps():
    result = invoke(main, "profiles")
    assert result.code == 0
    headers = [line.split(":")[0] for line in result.out.splitlines() if line and not line.startswith(" ")]
    assert headers == ["clean", "office-scan", "fax", "phone-photo", "photocopy"]
    assert "  200 dpi (captured at 200x100), black and white, delivered as tiff, pdf, png" in result.out
    assert "  capture  Rotation(angle_range=(-1.5, 1.5), fill=(255, 255, 255))" in result.out
    assert "  (no degradation steps)" in result.out


def test_profiles_json_for_one_profile():
    result = invoke(main, "profiles", "photocopy", "--json")
    assert result.code == 0
    data = json.loads(result.out)
    assert data == [PROFILES["photocopy"].describe()]
    assert [s["step"] for s in data[0]["steps"]] == [
        "fold-crease", "stamp", "rotation", "blur", "brightness-contrast-gamma", "salt-pepper-speckle"
    ]
    assert data[0]["steps"][1]["texts"] == ["COPY"]
    assert data[0]["steps"][3] == {"step": "blur", "phase": "capture", "class": "Blur", "radius_range": [0.6, 1.0],
                                   "kernel_limit": 0.8}


def test_unknown_profile_is_a_usage_error():
    result = invoke(main, "profiles", "polaroid")
    assert result.code == 2
    assert "'polaroid' is not one of 'clean', 'office-scan', 'fax', 'phone-photo', 'photocopy'" in result.err


def test_schema_still_works() -> None:
    r = invoke(rag_gen, "schema")
    assert r.code == 0
    assert json.loads(r.out)["title"] == "corpus.json"
