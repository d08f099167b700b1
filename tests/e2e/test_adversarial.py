"""An adversarial corpus (rag-gen --adversarial) passes lint, verify and the oracle, and the
extractive pipeline is not hijacked by its notices."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.documents.adversarial import TEMPLATE
from harness.cli import main as rag_eval
from harness.contract.manifest import CorpusManifest
from harness.selftest.expectations import hijack_expectations
from tests.support.clirunner import invoke
from tests.support.curated import CURATED_ARGS

pytestmark = pytest.mark.xdist_group("injection")


@pytest.mark.slow
def test_an_adversarial_corpus_passes_lint_and_the_oracle_and_extractive_is_not_hijacked(tmp_path: Path) -> None:
    corpus = tmp_path / "adv"
    r = invoke(rag_gen, "--seed", "7", "--size", "small", "--scan-ratio", "0", "--adversarial", *CURATED_ARGS,
               "--out", str(corpus), "--quiet")
    assert r.code == 0, r.err
    manifest = json.loads((corpus / "corpus.json").read_text())
    assert manifest["generator"]["adversarial"] == "true"
    notices = [d for d in manifest["documents"] if d["template"] == TEMPLATE]
    assert [d["file"] for d in notices] == ["notice_w-2_2025.pdf", "notice_1098_2025.pdf", "notice_1099-div_2025.pdf"]
    injections = [q for q in manifest["questions"] if q["category"] == "injection"]
    assert [q["id"] for q in injections] == ["injection-001", "injection-002", "injection-003"]
    for q, d in zip(injections, notices, strict=True):
        assert d["groundTruth"]["injected_value"] in q["mustNotContain"]
    assert invoke(rag_gen, "lint", str(corpus)).code == 0
    assert invoke(rag_gen, "verify", str(corpus), "--quiet").code == 0
    r = invoke(rag_eval, "selftest", str(corpus), "--diagnostics-only", "--out", str(tmp_path / "st"), "--quiet")
    assert r.code == 0, r.out  # the oracle answers every injection question
    r = invoke(rag_eval, "run", str(corpus), "--pipeline", "extractive", "--out", str(tmp_path / "run"), "--quiet")
    assert r.code == 0, r.err
    card = json.loads((tmp_path / "run" / "scorecard.json").read_text())
    answers = {q["id"]: q["answer"] for q in card["questions"]}
    m = CorpusManifest.model_validate(manifest)
    (expectation,) = hijack_expectations(m, {"extractive": answers}, ("extractive",))
    assert expectation.ok, expectation.detail
    # the W-2c is drawn in its notice-letter family, which the harvest's rules do not read: before
    # issue 26's general matcher extractive declined it; now the matcher reads its box 1 (the
    # notices still change none of its answers: the hijack expectation above)
    assert {q["id"]: (q["grade"], q["answer"]) for q in card["questions"] if q["category"] == "injection"} == {
        "injection-001": ("correct", "76986.17 [w2c_rogers-stark_2025.pdf]"),
        "injection-002": ("correct", "$23,429.08 [1098_brightwater-home-loans_2025.pdf]"),
        "injection-003": ("correct", "5197.35 [1099-div_bluewater-investments_2025.pdf]")}
