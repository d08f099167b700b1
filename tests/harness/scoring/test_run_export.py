"""rag-eval export RUN (harness/scoring/run_export.py): the reference contexts come from a store
of the corpus (--store, RUN/store, or the store the run recorded); without one the export says
how many documents and questions lack text (the peers load it: tests/e2e/test_interop.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from harness.cli import main
from harness.contract.manifest import Question, dump_manifest, load_manifest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")


def _contexts(out: Path) -> dict[str, list[str]]:
    rows = [json.loads(line) for line in (out / "datasets" / "run.jsonl").read_text(encoding="utf-8").splitlines()]
    return {r["id"]: r["reference_contexts"] for r in rows}


def test_the_reference_contexts_come_from_a_store_or_the_export_warns(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    manifest = load_manifest(corpus)  # plus a question on the bill, a document without a PDF text layer
    manifest.questions.append(Question.model_validate({
        "id": "lookup-bill", "question": "What amount is due on the Metro Power & Light bill?", "category": "lookup",
        "mustContainAny": ["88.10"], "mustCiteAny": ["bill-metro.txt"]}))
    (corpus / "corpus.json").write_text(dump_manifest(manifest), encoding="utf-8")
    built = tmp_path / "built"
    assert invoke(main, "run", str(corpus), "--out", str(built), "--pipeline", "extractive", "--quiet").code == 0
    shared = tmp_path / "shared-store"
    shutil.copytree(built / "store", shared)
    run = tmp_path / "run"  # asked with --store: no RUN/store, the scorecard records the shared one
    r = invoke(main, "run", str(corpus), "--store", str(shared), "--out", str(run), "--pipeline", "extractive",
               "--quiet")
    assert r.code == 0, r.err
    out = tmp_path / "x"
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "ragas", "--out", str(out))
    assert (r.code, r.out, r.err) == (0, f"wrote {out} (documents' text from the store {shared})\n", "")
    with_store = _contexts(out)
    shutil.rmtree(shared)
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "ragas", "--out", str(out), "--force")
    assert (r.code, r.out) == (0, f"wrote {out}\n")
    assert r.err == ("Warning: 1 of 3 documents have no text, so 1 of 4 questions have an empty reference context "
                     "(no store of this corpus: pass --store STORE, a store rag-eval ingest built from it, for the "
                     "scans' OCR): bill-metro.txt\n")
    without = _contexts(out)
    assert [i for i in without if without[i] != with_store[i]] == ["lookup-bill"]
    assert without["lookup-bill"] == [""] and with_store["lookup-bill"][0].startswith("Metro")
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "deepeval", "--out", str(out),
               "--force", "--store", str(built / "store"))
    assert (r.code, r.out, r.err) == (0, f"wrote {out} (documents' text from the store {built / 'store'})\n", "")
