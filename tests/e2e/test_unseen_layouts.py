"""A corpus of the unseen layout families only (rag-gen --layouts unseen): recorded, shown on its
card, verified; a bad recorded split is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.verify import verify_corpus
from generator.corpus.writer import Settings, write_corpus
from generator.documents.templates import discover_templates
from harness.contract.manifest import load_manifest
from harness.runtime.fsutil import dumps_json
from tests.support.clirunner import invoke
from tests.support.curated import CURATED

TEMPLATES = discover_templates()


@pytest.fixture(scope="module")
def unseen(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("unseen") / "seed-3"
    write_corpus(Settings(3, 2025, "small", scan_ratio=0.0, layouts="unseen", **CURATED), out)
    return out


def test_an_unseen_corpus_records_its_split_and_verifies(unseen: Path) -> None:
    m = load_manifest(unseen)
    assert (m.generator or {})["layouts"] == "unseen"
    families = {(f"{name}/{f.id}"): f.split for name, t in TEMPLATES.items() for f in t.families}
    assert {families[d.layout or ""] for d in m.documents or []} == {"unseen"}
    assert "    rag-gen --seed 3 --size small --year 2025 --layouts unseen --layout-source curated --producers " \
        "reportlab --out DIR" in \
        (unseen / "README.md").read_text()
    assert verify_corpus(unseen).problems == []


def test_a_bad_recorded_split_is_refused(unseen: Path, tmp_path: Path) -> None:
    copy = tmp_path / "c"
    copy.mkdir()
    data = json.loads((unseen / "corpus.json").read_text())
    data["generator"]["layouts"] = "hidden"
    (copy / "corpus.json").write_text(dumps_json(data))
    r = invoke(rag_gen, "verify", str(copy), "--quiet")
    assert (r.code, r.err) == (1, f"Error: {copy}: generator.layouts 'hidden' is not one of all, seen, unseen\n")
