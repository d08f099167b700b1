"""A generated corpus records its scan severity only when it is not the default."""

from __future__ import annotations

import json
from pathlib import Path

from generator.cli import main as rag_gen
from tests.support.clirunner import invoke


def test_a_corpus_records_a_severity_only_when_not_the_default(tmp_path: Path) -> None:
    out = tmp_path / "c"
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--scan-severity", "1", "--out", str(out), "--quiet",
               "--workers", "2")
    assert (r.code, r.err) == (0, "")
    manifest = json.loads((out / "corpus.json").read_text())
    assert manifest["generator"]["scanSeverity"] == "1.0"
    scans = [d["scan"] for d in manifest["documents"] if d.get("scan")]
    assert scans and {s["severity"] for s in scans} == {"1.0"}
    v = invoke(rag_gen, "verify", str(out), "--quiet", "--workers", "2")
    assert (v.code, v.out) == (0, f"{out}: all {len(manifest['documents']) + 2} files identical\n")
    bad = invoke(rag_gen, "--seed", "1", "--scan-severity", "-1", "--out", str(tmp_path / "d"))
    assert (bad.code, bad.err) == (2, "Error: --scan-severity must be between 0 and 1, got -1.0\n")
