"""The exports load as they are in the real peer tools (BEIR, RAGAS, DeepEval), with every
field kept, and promptfoo's provider asks a cmd: pipeline. The peers live in their own venv,
.venv/interop (make test builds it: their pins clash with ours), and run in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from generator.cli import main as rag_gen
from generator.exports.promptfoo_provider import call_api
from harness.cli import main as rag_eval
from tests.support.clirunner import invoke
from tests.support.curated import CURATED_ARGS
from tests.support.paths import REPO as ROOT

PEERS = ROOT / ".venv" / "interop" / "bin" / "python"
pytestmark = pytest.mark.xdist_group("interop")
# Each load imports a peer in a fresh interpreter (5-10 s), so those tests are slow; `make test` builds the venv.
PEERS_MISSING = (f"{PEERS} is missing: `make test` builds the peers' venv (beir, ragas, deepeval: pyproject's "
                 "interop extra)")
PAYSTUB = "paystub_chang-johnston-and-burke_2025-01-17.pdf"
SCANS = ["1098_pioneer-home-loans_2025.jpg", "1099-g_massachusetts-department-of-revenue_2025.jpg",
         "credit-card-statement_redwood-card-services_2025-12.jpg", "invoice_robinson-landscaping_INV-2545001.jpg",
         "property-tax-bill_morris-county-treasurer_2025_scan.pdf", "w2_chang-johnston-and-burke_2025.png",
         "w2c_chang-johnston-and-burke_2025.pdf", "wage-statement_donovan-shannon-and-thomas_2025.png"]
PROBE_ROWS = 107  # the seed-42 small household's probeGroundTruth rows
QUESTION_KEYS = ["accepted_answers", "category", "id", "must_contain_all", "must_not_contain", "negative"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("interop") / "seed-42"
    r = invoke(rag_gen, "--seed", "42", "--size", "small", *CURATED_ARGS, "--out", str(out), "--quiet")
    assert r.code == 0, r.err
    return out


@pytest.fixture(scope="module")
def run(corpus: Path) -> Path:
    """A run without a store: the pypdf example, so the reference contexts come from the text layer."""
    out = corpus.parent / "run"
    cwd = Path.cwd()
    os.chdir(ROOT)
    sys.path.insert(0, "")
    try:
        r = invoke(rag_eval, "run", str(corpus), "--quiet", "--out", str(out),
                   "--pipeline", "python:examples.pypdf_bm25:PdfBm25")
    finally:
        sys.path.remove("")
        os.chdir(cwd)
    assert r.code == 0, r.err
    return out


def load(tmp_path: Path, *args: str) -> dict[str, Any]:
    env = {**os.environ, "DEEPEVAL_TELEMETRY_OPT_OUT": "YES", "HF_HUB_OFFLINE": "1", "PYTHONPATH": ""}
    done = subprocess.run([str(PEERS), str(ROOT / "tests" / "e2e" / "interop_load.py"), *args], capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_beir_text_is_the_documents_own(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "beir"
    r = invoke(rag_gen, "export", str(corpus), "--format", "beir", "--out", str(out))
    assert (r.code, r.out) == (0, f"wrote {out}\n")
    assert r.err == ("Warning: 8 of 18 documents have no text (pass --store STORE, a store rag-eval ingest built "
                     f"from this corpus, for the scans' OCR; or --text truth): {', '.join(SCANS)}\n")
    ragas = invoke(rag_gen, "export", str(corpus), "--format", "ragas", "--out", str(tmp_path / "ragas"))
    assert ragas.err.startswith("Warning: 8 of 18 documents have no text, so 14 of 29 questions have an empty "
                                "reference context (pass --store STORE")
    docs = {d["_id"]: d for d in map(json.loads, (out / "corpus.jsonl").read_text().splitlines())}
    assert docs[PAYSTUB]["title"] == "pay-stub"
    assert docs[PAYSTUB]["text"].startswith("SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\nSYNTHETIC SPECIMEN - NOT A "
                                            "REAL DOCUMENT - page 1\nPay advice Chang, Johnston")
    assert [d for d, doc in docs.items() if not doc["text"]] == sorted(SCANS, key=list(docs).index)
    truth = tmp_path / "truth"
    assert invoke(rag_gen, "export", str(corpus), "--format", "beir", "--text", "truth", "--out", str(truth)).code == 0
    truth_docs = {d["_id"]: d for d in map(json.loads, (truth / "corpus.jsonl").read_text().splitlines())}
    assert "net_pay: $3,447.23" in truth_docs[PAYSTUB]["text"]


@pytest.mark.slow
@pytest.mark.skipif(not PEERS.exists(), reason=PEERS_MISSING)
def test_beir_loads_and_evaluates(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "beir"
    assert invoke(rag_gen, "export", str(corpus), "--format", "beir", "--out", str(out)).code == 0
    # Negative questions cite nothing, so BEIR keeps the 29 queries that have qrels.
    assert load(tmp_path, "beir", str(out)) == {"documents": 18, "queries": 29, "qrels": 46, "empty_texts": 8,
                                               "ndcg@10_tfidf": 0.5699}


@pytest.mark.slow
@pytest.mark.skipif(not PEERS.exists(), reason=PEERS_MISSING)
def test_ragas_keeps_every_field(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "ragas"
    assert invoke(rag_gen, "export", str(corpus), "--format", "ragas", "--out", str(out)).code == 0
    assert load(tmp_path, "ragas", str(out), "testset") == {
        "samples": 33, "sample_keys": ["reference", "reference_context_ids", "reference_contexts", "user_input"],
        "dataset_rows": 33,
        "dataset_keys": sorted([*QUESTION_KEYS, "reference", "reference_context_ids", "reference_contexts",
                                "user_input"]),
        "first": {"id": "lookup-001", "category": "lookup", "reference": "3447.23"}}


@pytest.mark.slow
@pytest.mark.skipif(not PEERS.exists(), reason=PEERS_MISSING)
def test_deepeval_goldens_carry_context_text(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "deepeval"
    assert invoke(rag_gen, "export", str(corpus), "--format", "deepeval", "--out", str(out)).code == 0
    assert load(tmp_path, "deepeval", str(out)) == {
        "goldens": 33, "name": "lookup-001",
        "input": ("How much was Tyler Smith's take-home on my paycheck from Chang, Johnston and Burke on "
                  "January 17, 2025?"),
        "expected_output": "3447.23", "context_items": 1, "context_chars": 1008,
        "metadata_keys": sorted([*QUESTION_KEYS, "cited_files"]), "actual_output": None,
        "retrieval_context_items": 0}


@pytest.mark.slow
@pytest.mark.skipif(not PEERS.exists(), reason=PEERS_MISSING)
def test_a_runs_answers_join_the_questions(corpus: Path, run: Path, tmp_path: Path) -> None:
    ragas = tmp_path / "run-ragas"
    r = invoke(rag_eval, "export", str(run), "--corpus", str(corpus), "--format", "ragas", "--out", str(ragas))
    assert (r.code, r.out) == (0, f"wrote {ragas}\n")
    assert r.err.startswith("Warning: 8 of 18 documents have no text, so 14 of 29 questions have an empty reference "
                            "context (no store of this corpus: pass --store STORE")
    got = load(tmp_path, "ragas", str(ragas), "run")
    assert got["samples"] == 33 and got["sample_keys"] == [
        "reference", "reference_context_ids", "reference_contexts", "response", "retrieved_context_ids",
        "retrieved_contexts", "user_input"]
    assert got["dataset_keys"] == sorted([*QUESTION_KEYS, "citations", "failed", "grade", "reference",
                                          "reference_context_ids", "reference_contexts", "response",
                                          "retrieved_context_ids", "retrieved_contexts", "user_input"])
    assert got["id_context_recall"] == 0.5546
    deepeval = tmp_path / "run-deepeval"
    assert invoke(rag_eval, "export", str(run), "--corpus", str(corpus), "--format", "deepeval",
                  "--out", str(deepeval)).code == 0
    got = load(tmp_path, "deepeval", str(deepeval))
    assert got["actual_output"] == f"Chang, Johnston and Burke 28548 John Summit [{PAYSTUB}]"
    assert (got["retrieval_context_items"], got["metadata_keys"]) == (3, sorted(
        [*QUESTION_KEYS, "cited_files", "citations", "failed", "grade", "retrieved_files"]))


def test_run_export_refuses_another_corpus(run: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    assert invoke(rag_gen, "--seed", "43", "--size", "small", "--scan-ratio", "0", "--out", str(other),
                  "--quiet").code == 0
    r = invoke(rag_eval, "export", str(run), "--corpus", str(other), "--format", "ragas", "--out", str(tmp_path / "x"))
    assert r.code == 1 and r.err.startswith(f"Error: {run} was run on another corpus.json (sha256 ")
    assert not (tmp_path / "x").exists()


def test_promptfoo_config_declares_a_provider_that_asks_a_cmd_pipeline(corpus: Path, tmp_path: Path) -> None:
    program = tmp_path / "echo_rag.py"
    program.write_text(textwrap.dedent('''
        import json, os, sys
        for line in sys.stdin:
            req = json.loads(line)
            print(json.dumps({"answer": req["id"] + " " + os.path.basename(os.environ["RAG_EVAL_CORPUS"])}), flush=True)
    '''), encoding="utf-8")
    out = tmp_path / "pf"
    command = f"{sys.executable} {program}"
    assert invoke(rag_gen, "export", str(corpus), "--format", "promptfoo", "--command", command,
                  "--out", str(out)).code == 0
    config = json.loads((out / "promptfooconfig.yaml").read_text(encoding="utf-8"))
    assert config["description"].endswith("(promptfoo 0.123.1 needs Node >= 22.22)")
    assert config["providers"] == [{"id": "file://rag_eval_provider.py", "label": f"cmd:{command}",
                                    "config": {"command": command, "corpus": str(corpus.resolve()),
                                               "timeout_s": 120}}]
    test = config["tests"][0]
    assert test["vars"] == {"id": "lookup-001", "question": test["vars"]["question"]}
    # promptfoo calls call_api(prompt, options, context) in the file it copies beside the config.
    provider = ROOT / "generator" / "exports" / "promptfoo_provider.py"
    assert (out / "rag_eval_provider.py").read_bytes() == provider.read_bytes()
    reply = call_api(test["vars"]["question"], {"config": config["providers"][0]["config"]}, {"vars": test["vars"]})
    assert reply == {"output": "lookup-001 seed-42"}
    broken = call_api("q", {"config": {"command": f"{sys.executable} -c pass"}}, {"vars": {"id": "x-1"}})
    assert broken == {"error": f"cmd:{sys.executable} -c pass: no answer to question x-1 (exit code 0)"}


@pytest.mark.slow
@pytest.mark.skipif(not PEERS.exists(), reason=PEERS_MISSING)
def test_a_release_loads_in_the_datasets_library(tmp_path: Path) -> None:
    suite, out = tmp_path / "suite", tmp_path / "release"
    assert invoke(rag_gen, "suite", "--seeds", "42..42", "--size", "small", "--out", str(suite), "--quiet").code == 0
    r = invoke(rag_gen, "release", str(suite), "--out", str(out))
    assert (r.code, r.err) == (0, "")
    loaded = load(tmp_path, "release", str(out), "test")
    assert loaded["configs"] == ["questions", "probe", "documents"]
    assert {c: loaded[c]["rows"] for c in loaded["configs"]} == {"questions": 33, "probe": PROBE_ROWS, "documents": 18}
    assert loaded["questions"]["columns"] == ["household", "seed", "id", "category", "question", "answer", "negative",
                                              "mustContainAll", "mustContainAny", "mustCiteAny", "mustNotContain",
                                              "notes"]
    first = loaded["questions"]["first"]
    assert (first["household"], first["seed"], first["id"], first["category"]) == ("seed-42", 42, "lookup-001",
                                                                                   "lookup")
    assert loaded["documents"]["first"]["path"].startswith("suite/seed-42/")
