"""compare: exact flips, category deltas and the exact McNemar p-value on crafted runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.contract.grade import Grade
from harness.scoring.compare import CompareError, compare_cards, compare_markdown, mcnemar_exact
from harness.scoring.scorecard import CardCorpus, QuestionResult, Scorecard, build_scorecard, write_scorecard
from tests.clirunner import invoke


def _card(grades: dict[str, tuple[str, str]], sha: str = "abc") -> Scorecard:
    results = [QuestionResult(id=q, category=cat, grade=Grade(g), failed=[], answer="")
               for q, (cat, g) in grades.items()]
    return build_scorecard(CardCorpus(name="c", sha256=sha), "p", results)


A = {"q1": ("lookup", "correct"), "q2": ("lookup", "wrong"), "q3": ("lookup", "partial"),
     "q4": ("aggregation", "wrong"), "q5": ("aggregation", "wrong"), "q6": ("negative", "correct"),
     "q7": ("negative", "correct"), "q8": ("lookup", "wrong")}
B = {"q1": ("lookup", "wrong"), "q2": ("lookup", "correct"), "q3": ("lookup", "correct"),
     "q4": ("aggregation", "correct"), "q5": ("aggregation", "correct"), "q6": ("negative", "correct"),
     "q7": ("negative", "correct"), "q8": ("lookup", "partial")}


def test_exact_flips_and_p_value() -> None:
    r = compare_cards(_card(A), _card(B))
    assert r["flips"] == [
        {"id": "q1", "category": "lookup", "from": "correct", "to": "wrong"},
        {"id": "q2", "category": "lookup", "from": "wrong", "to": "correct"},
        {"id": "q3", "category": "lookup", "from": "partial", "to": "correct"},
        {"id": "q4", "category": "aggregation", "from": "wrong", "to": "correct"},
        {"id": "q5", "category": "aggregation", "from": "wrong", "to": "correct"},
        {"id": "q8", "category": "lookup", "from": "wrong", "to": "partial"},
    ]
    assert r["transitions"] == {"correct->wrong": 1, "partial->correct": 1, "wrong->correct": 3,
                                "wrong->partial": 1}
    # b = 1 (correct only in A), c = 4: p = 2 * (1 + 5) / 32 = 0.375
    assert r["mcnemar"] == {"correctOnlyA": 1, "correctOnlyB": 4, "pValue": 0.375}
    assert r["byCategory"] == {
        "aggregation": {"total": 2, "correctA": 0, "correctB": 2, "delta": 2},
        "lookup": {"total": 4, "correctA": 1, "correctB": 2, "delta": 1},
        "negative": {"total": 2, "correctA": 2, "correctB": 2, "delta": 0},
    }
    assert (r["a"]["correct"], r["b"]["correct"], r["paired"]) == (3, 6, 8)


@pytest.mark.parametrize(("b", "c", "p"), [(0, 0, 1.0), (1, 6, 0.125), (0, 5, 0.0625), (3, 3, 1.0),
                                            (0, 10, 0.001953125), (2, 8, 0.109375)])
def test_mcnemar_exact(b: int, c: int, p: float) -> None:
    assert mcnemar_exact(b, c) == p


def test_refuses_different_corpora_unless_forced() -> None:
    with pytest.raises(CompareError) as err:
        compare_cards(_card(A, "aaaa1111bbbb2222"), _card(B, "cccc3333dddd4444"))
    assert str(err.value) == ("the runs are on different corpora (sha256 aaaa1111bbbb vs cccc3333dddd); "
                              "pass --force to compare anyway")
    forced = compare_cards(_card(A, "x"), _card(B, "y"), force=True)
    assert forced["sameCorpus"] is False
    assert "**Warning: the runs are on different corpora (--force).**" in compare_markdown(forced)


def test_unpaired_questions_are_listed() -> None:
    r = compare_cards(_card({"q1": ("x", "correct"), "q9": ("x", "wrong")}), _card({"q1": ("x", "correct")}))
    assert (r["onlyInA"], r["onlyInB"], r["paired"], r["flips"]) == (["q9"], [], 1, [])


def test_markdown() -> None:
    md = compare_markdown(compare_cards(_card(A), _card(B)), "runA", "runB")
    assert md.startswith("# Compare: runA -> runB\n\n8 paired questions; correct 3 -> 6 (+3)\n\n"
                         "Exact McNemar: 1 correct only in runA, 4 correct only in runB, p = 0.375\n")
    assert "| lookup | 4 | 1 | 2 | +1 |" in md
    assert "| q8 | lookup | wrong | partial |" in md


def test_compare_cli(tmp_path: Path) -> None:
    write_scorecard(tmp_path / "a", _card(A))
    write_scorecard(tmp_path / "b", _card(B))
    write_scorecard(tmp_path / "c", _card(B, sha="other"))
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--json")
    assert r.code == 0
    assert json.loads(r.out)["mcnemar"]["pValue"] == 0.375
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"))
    assert (r.code, r.out.splitlines()[0]) == (0, f"# Compare: {tmp_path / 'a'} -> {tmp_path / 'b'}")
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "c"))
    assert (r.code, r.err) == (1, "Error: the runs are on different corpora (sha256 abc vs other); "
                                  "pass --force to compare anyway\n")
    assert invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "c"), "--force").code == 0
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "missing"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'missing'}: no scorecard.json (give a run folder or a "
                                  "scorecard.json)\n")
    # a scorecard that is not one: the file and the JSON path, one line
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "scorecard.json").write_text('{"corpus": {"name": "c", "sha256": "abc"}}')
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "d"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'd' / 'scorecard.json'}: $.pipeline: missing required "
                                  "key (and 2 more)\n")
