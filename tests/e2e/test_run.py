"""rag-eval run with the reference pipeline on the real model, on the hand-made run corpus: every
answer a shown line or a decline, repeat-identical, its JUnit and report."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.cli import main
from harness.contract.grade import Grade
from harness.scoring.scorecard import Repeat, read_scorecard
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_run_corpus(tmp_path_factory.mktemp("run") / "corpus")


@pytest.fixture(scope="module")
def extractive_run(corpus: Path) -> Path:
    out = corpus.parent / "extractive"
    r = invoke(main, "run", str(corpus), "--out", str(out), "--pipeline", "extractive", "--quiet")
    assert r.code == 0, r.err
    return out


class _Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.rows = 0
        self.svg = 0
        self.external: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(str(a["id"]))
        if tag == "tbody" and a.get("class") == "q":
            self.rows += 1
        if tag == "svg":
            self.svg += 1
        # the page's own script is inline; nothing is loaded from elsewhere
        if (tag in ("script", "img") and a.get("src")) or tag == "link" or (
                tag == "a" and str(a.get("href", "")).startswith("http")):
            self.external.append(tag)


def _check_junit(path: Path, ids: list[str], failing: int) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites"
    (suite,) = root.findall("testsuite")
    assert suite.get("tests") == str(len(ids)) and suite.get("failures") == str(failing)
    assert suite.get("errors") == "0" and suite.get("skipped") == "0"
    cases = suite.findall("testcase")
    assert [c.get("name") for c in cases] == ids
    for c in cases:
        assert set(c.attrib) == {"classname", "name", "time"}
        assert c.get("classname", "").startswith("rag-eval.")
        float(c.get("time", "x"))
        for f in c.findall("failure"):
            assert f.get("type") in ("partial", "wrong") and f.get("message")
    assert sum(len(c.findall("failure")) for c in cases) == failing


@pytest.mark.slow
def test_reference_run_on_the_real_model_is_repeat_identical(extractive_run: Path, corpus: Path) -> None:
    out = corpus.parent / "reference"
    r = invoke(main, "run", str(corpus), "--out", str(out), "--store", str(extractive_run / "store"),
               "--repeat", "2", "--quiet")
    assert r.code == 0, r.err
    card = read_scorecard(out / "scorecard.json")
    assert card.pipeline == "reference"
    assert card.repeat == Repeat(runs=2, differing=[])
    assert card.versions is not None
    assert card.versions["model"].startswith("smollm2 (SmolLM2-135M-Instruct.Q4_1.gguf")
    s = card.summary
    assert s.total == 4 and sum(s.by_grade.values()) == 4
    for q in card.questions:
        # the model only chooses a shown line with its file (a ledger line: with every file it sums), or declines
        assert q.answer == "Not found in the documents." or q.answer.endswith(
            " ".join(f"[{c}]" for c in q.citations or [""]))
        assert "42" not in q.answer.split("[")[0]
    failing = sum(1 for q in card.questions if q.grade != Grade.CORRECT)
    _check_junit(out / "junit.xml", [q.id for q in card.questions], failing)
    html = _Collect()
    html.feed((out / "report.html").read_text())
    # the causes table appears when a question failed (stage blame)
    sections = ["summary", "scale", "partial", *(["causes"] if failing else []), "probe", "explorer", "questions"]
    assert [i for i in html.ids if not i.startswith(("filter-", "search", "shown"))] == sections
    assert html.rows == 4 and html.svg == 2 and html.external == []
    assert r.out.splitlines()[-1] == f"report: {out / 'report.html'}"
