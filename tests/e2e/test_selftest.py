"""rag-eval selftest on the generated seed-42 small corpus: the benchmark discriminates, and a
broken key is named."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.selftest import run_selftest
from tests.support.clirunner import invoke


def test_diagnostics_pass_on_a_generated_corpus(small42: Path, tmp_path: Path) -> None:
    n = len(json.loads((small42 / "corpus.json").read_text())["questions"])
    result = invoke(rag_eval, "selftest", str(small42), "--diagnostics-only", "--out", str(tmp_path / "st"), "--quiet")
    assert (result.code, result.err) == (0, "")
    assert f"- PASS oracle is correct on every question: {n}/{n}\n" in result.out
    assert "- PASS garbage is near 0 (at most 5% correct): 0/" in result.out
    assert result.out.endswith(f"report: {tmp_path / 'st' / 'report.html'}\n")
    assert {p.name for p in (tmp_path / "st").iterdir()} == {"selftest.json", "selftest.md", "report.html"}


def test_a_broken_key_fails_the_oracle_and_is_named(small42: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    shutil.copytree(small42, broken)
    data = json.loads((broken / "corpus.json").read_text())
    lookup = next(q for q in data["questions"] if q["id"] == "lookup-002")
    lookup["mustContainAny"] = ["99,999.99"]  # a value no document prints
    (broken / "corpus.json").write_text(json.dumps(data))
    result = invoke(rag_eval, "selftest", str(broken), "--diagnostics-only", "--out", str(tmp_path / "st"), "--quiet")
    assert result.code == 1
    assert "- FAIL oracle is correct on every question: broken keys: lookup-002\n" in result.out
    assert result.err == "selftest failed: oracle is correct on every question\n"


# the twelfth session: the extractive answered enough aggregations over corrected forms that their drop
# showed, all but the doctype drop (1/1 correct: too few to show a drop); since the scans read better
# (tesseract reads a page as lines across it: harness/ingest/ocr_tesseract.py) that one shows too: no
# expectation is inconclusive on this household
INCONCLUSIVE_42: dict[str, str] = {}


@pytest.mark.slow
def test_full_selftest_meets_every_expectation(small42: Path, tmp_path: Path) -> None:
    result = run_selftest(small42, tmp_path / "st", workers=2)
    # One defect cannot show on this one household (issue 25): `extractive` answers too few of the
    # questions it reaches, so that expectation is inconclusive, which is not a failure
    assert [e.name for e in result.failed] == []
    assert {e.name: e.detail for e in result.expectations if e.inconclusive} == INCONCLUSIVE_42
    assert list(result.matrix) == ["oracle", "decline", "garbage", "extractive", "extractive:ocr-off",
                                   "extractive:corrections-ignored", "extractive:fail-open", "extractive:top-1",
                                   "extractive:rows-hidden"]
    assert [e.name for e in result.expectations] == [
        "oracle is correct on every question",
        "decline is correct on every negative question",
        "decline is wrong on every positive question",
        "garbage is near 0 (at most 5% correct)",
        "extractive:ocr-off: questions whose only evidence is a scan drop to 0",
        "extractive:ocr-off: born-digital questions hold",
        "extractive:corrections-ignored: supersede drops",
        "extractive:corrections-ignored: aggregations over corrected forms drop",
        "extractive:corrections-ignored: lookups hold",
        "extractive:fail-open: doctype drops",
        "extractive:top-1: aggregation drops",
        "extractive:rows-hidden: table drops",
        "extractive:rows-hidden: lookups hold",
        "extractive:ocr-off: the scan-evidence failures it adds are blamed on not-recognized",
        "extractive:top-1: the aggregation failures it adds are blamed on not-retrieved",
    ]
    details = {e.name: e.detail for e in result.expectations}
    # 1/3 until the scans read better (harness/ingest/ocr_tesseract.py: lines across the page)
    assert details["extractive:rows-hidden: table drops"] == ("table: 3/3 correct -> 0/3 with "
                                                              "extractive:rows-hidden")
    assert "W-2" in result.notes["fail-open typed"].values()  # the foreign wage statement
    tally = {name: dict(sorted(Counter(c.value for c in by_id.values()).items()))
             for name, by_id in result.causes.items()}
    assert tally == {
        "extractive": {"false-decline": 1},
        "extractive:ocr-off": {"false-decline": 2, "not-recognized": 12},
        "extractive:corrections-ignored": {"false-decline": 2, "wrong-answer": 6},
        "extractive:fail-open": {"false-decline": 1, "wrong-answer": 1},
        "extractive:top-1": {"not-retrieved": 11},
        "extractive:rows-hidden": {"false-decline": 6, "not-recognized": 1},
    }  # the twenty-eighth session (scans11: a dark band's ink between its reversed letters is no rule,
    # harness/ingest/page_marks.py FILL_SHARE, and a card issuer's banner reads again): the extractive's false
    # declines 5 -> 1, corrections-ignored 6 -> 2, fail-open 5 -> 1, rows-hidden 7 -> 6, top-1's false decline and
    # 3 not-retrieved gone; ocr-off unchanged; before it:
    # the twenty-seventh session (the tenth blind round: a scan's rules, leaders and specks erased before OCR, and
    # two captions no names; measured on c377aca, before the extractive's mend, the same): the extractive's false
    # declines 1 -> 5, in every variant but ocr-off (open: why, on this `seen` corpus); before it:
    # the twenty-fifth session (scans read better: tesseract's lines across the page, page segmentation 6,
    # harness/ingest/ocr_tesseract.py): the extractive's failures 10 -> 1 (its not-recognized scans read now), and
    # fewer in every variant but ocr-off; before it:
    # the twelfth session: the extractive answers more shapes (lists of a statement's charges, checks of one
    # document against another, comparisons of two types, a type chosen by its fields): 17 -> 12 failing, no
    # wrong answer left; the thirteenth (the twelfth harvest round): top-1 false declines 6 -> 5; the seventeenth:
    # the interest check ("the original 1099-INT plus December's interest against the corrected one") is answered,
    # one false decline fewer in each run that reads corrections (a wrong answer where corrections are ignored);
    # the eighteenth: a possessive is no part of a name ("Tyler Smith's take-home on my paycheck"), one false
    # decline fewer in each run

    class Cells(HTMLParser):
        cells = 0

        def handle_starttag(self, tag: str, attrs: list) -> None:
            self.cells += tag == "td"

    parser = Cells()
    parser.feed((tmp_path / "st" / "report.html").read_text())
    assert parser.cells == len(result.matrix) * len(result.matrix["oracle"])
