"""rag-gen release: its summary line, --force, and a refusal in one line."""

from __future__ import annotations

from pathlib import Path

from generator.cli import main
from tests.support.clirunner import invoke
from tests.support.suite_helpers import write_tiny_suite


def test_release_of_a_suite_folder(tmp_path: Path) -> None:
    tiny = write_tiny_suite(tmp_path / "tiny", seeds=(1, 2))
    out = tmp_path / "rel"
    r = invoke(main, "release", str(tiny), "--out", str(out))
    assert (r.code, r.err, r.out) == (
        0, "", f"wrote {out}: suite tiny (2 households), split test: 8 questions, 8 probe, 6 documents\n")
    again = invoke(main, "release", str(tiny), "--out", str(out))
    assert (again.code, again.err) == (1, f"Error: {out} already exists (use --force to replace it)\n")
    assert invoke(main, "release", str(tiny), "--out", str(out), "--force", "--quiet").code == 0


def test_a_corpus_is_refused(tmp_path: Path) -> None:
    tiny = write_tiny_suite(tmp_path / "tiny", seeds=(1,))
    r = invoke(main, "release", str(tiny / "seed-1"), "--out", str(tmp_path / "rel"))
    assert (r.code, r.out) == (1, "")
    assert r.err == (f"Error: {tiny / 'seed-1'} is a corpus, not a suite: a release is of a suite (rag-gen suite "
                     "--seeds N..N writes a suite of one household)\n")
