"""rag-gen's generation options (generator/cli/generate.py): help without a seed, bad settings and
choices are one-line usage errors before anything is written; rag-gen templates."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.cli.generate import LayoutsChoice
from generator.documents.house_style import LAYOUT_CHOICES
from generator.documents.templates import discover_templates
from tests.support.clirunner import invoke


def test_cli_without_seed_prints_help() -> None:
    r = invoke(rag_gen)
    assert r.code == 0
    assert "rag-gen --seed N" in r.out
    r = invoke(rag_gen, "--size", "small", "--out", "x")
    assert (r.code, r.err) == (2, "Error: --seed is required to generate a corpus (see rag-gen --help)\n")


def test_cli_layouts_choice_is_checked(tmp_path: Path) -> None:
    r = invoke(rag_gen, "--seed", "1", "--layouts", "hidden", "--out", str(tmp_path / "x"), "--quiet")
    assert r.code == 2
    assert "Invalid value for '--layouts': 'hidden' is not one of 'all', 'seen', 'unseen'." in r.err
    assert list(tmp_path.iterdir()) == []


def test_cli_layouts_takes_the_folds_of_seen_without_showing_them() -> None:
    # the folds (generator/documents/folds.py) are for benches: accepted, never in --help or an error
    choice = LayoutsChoice(LAYOUT_CHOICES)
    assert [choice.convert(v, None, None) for v in ("seen:fit", "seen:check", "seen")] == ["seen:fit", "seen:check",
                                                                                           "seen"]
    help_text = " ".join(invoke(rag_gen, "--help").out.split())
    assert "--layouts [all|seen|unseen]" in help_text and "seen:fit" not in help_text
    r = invoke(rag_gen, "--seed", "1", "--layouts", "seen:all", "--out", "x", "--quiet")
    assert r.code == 2
    assert "Invalid value for '--layouts': 'seen:all' is not one of 'all', 'seen', 'unseen'." in r.err


def test_cli_layout_source_choice_is_checked_and_documented(tmp_path: Path) -> None:
    r = invoke(rag_gen, "--seed", "1", "--layout-source", "drawn", "--out", str(tmp_path / "x"), "--quiet")
    assert r.code == 2
    assert "Invalid value for '--layout-source': 'drawn' is not one of 'curated', 'procedural'." in r.err
    assert list(tmp_path.iterdir()) == []
    help_text = " ".join(invoke(rag_gen, "--help").out.split())
    assert "--layout-source [curated|procedural]" in help_text
    assert "[default: procedural]" in help_text.split("--layout-source", 1)[1]


@pytest.mark.parametrize(("args", "message"), [
    (["--seed", "-1"], "Error: --seed must be at least 0, got -1\n"),
    (["--seed", "1", "--workers", "0"], "Error: --workers must be at least 1, got 0\n"),
    (["--seed", "1", "--year", "1800"], "Error: --year must be between 1900 and 2100, got 1800\n"),
])
def test_cli_rejects_bad_settings(tmp_path: Path, args: list[str], message: str) -> None:
    r = invoke(rag_gen, *args, "--out", str(tmp_path / "x"), "--quiet")
    assert (r.code, r.err) == (2, message)
    assert list(tmp_path.iterdir()) == []


def test_cli_templates_lists_every_template_and_its_families_with_their_split() -> None:
    r = invoke(rag_gen, "templates")
    assert r.code == 0
    lines = r.out.splitlines()
    templates = discover_templates()
    heads = [line for line in lines if not line.startswith(" ")]
    assert len(heads) == len(templates) >= 16
    assert len(lines) - len(heads) == sum(len(t.families) for t in templates.values())
    w2 = templates["w2"]
    at = lines.index(f"{'w2':26} {'W-2':24} {'typed':9} {w2.hash}")
    assert lines[at + 1:at + 4] == [
        f"  {'w2/irs-copy-b':44} seen    The IRS Copy B grid: identification boxes a-f on the left, boxes 1-14 "
        "on the right, state and local boxes 15-20 below",
        f"  {'w2/employee-summary':44} seen    A payroll provider's summary page: identification as key-value "
        "lines, every box as a row of one table",
        f"  {'w2/multi-copy':44} unseen  A payroll provider's sheet: Copy B, Copy C and Copy 2 side by side on "
        "one page, the same values printed three times, and the notice",
    ]
    assert f"{'cover-letter':26} {'-':24} {'lookalike':9} {templates['cover-letter'].hash}" in lines


def test_cli_scan_ratio_is_checked(tmp_path: Path) -> None:
    r = invoke(rag_gen, "--seed", "1", "--size", "small", "--scan-ratio", "1.5", "--out", str(tmp_path / "x"))
    assert (r.code, r.err) == (2, "Error: --scan-ratio must be between 0 and 1, got 1.5\n")
    r = invoke(rag_gen, "--seed", "1", "--rasterizer", "ghostscript", "--out", str(tmp_path / "x"))
    assert r.code == 2
    assert "'ghostscript' is not one of 'pdfium', 'poppler'" in r.err
    assert list(tmp_path.iterdir()) == []


def test_force_never_replaces_a_folder_that_is_not_a_corpus(tmp_path: Path) -> None:
    """Before: `rag-gen --force --out photos` deleted the photos and put a corpus there."""
    photos = tmp_path / "photos"
    photos.mkdir()
    (photos / "holiday.jpg").write_bytes(b"jpg")
    r = invoke(rag_gen, "--seed", "7", "--size", "small", "--out", str(photos), "--force", "--quiet")
    assert (r.code, r.out, r.err) == (1, "", f"Error: --out {photos} is not a corpus rag-gen wrote (no corpus.json): "
                                             "--force replaces only that, never other files\n")
    assert [p.name for p in photos.iterdir()] == ["holiday.jpg"]
    assert [p.name for p in tmp_path.iterdir()] == ["photos"]


def test_an_out_under_proc_is_one_line() -> None:
    r = invoke(rag_gen, "--seed", "1", "--size", "small", "--out", "/proc/x")
    assert (r.code, r.out, r.err) == (1, "", "Error: --out /proc/x: cannot create a folder beside it: "
                                             "No such file or directory\n")
