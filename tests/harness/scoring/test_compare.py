"""compare: exact flips, category deltas and the exact McNemar p-value on crafted runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.contract.grade import Grade
from harness.runtime.settings import SettingError
from harness.scoring.blame import Cause
from harness.scoring.compare import CompareError, compare_cards, compare_markdown, mcnemar_exact
from harness.scoring.scorecard import CardCorpus, QuestionResult, Scorecard, build_scorecard, write_scorecard
from tests.support.clirunner import invoke


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


SCORE_FLIPS = [
    {"id": "q1", "category": "lookup", "from": "correct", "to": "wrong"},
    {"id": "q2", "category": "lookup", "from": "wrong", "to": "correct"},
    {"id": "q3", "category": "lookup", "from": "partial", "to": "correct"},
    {"id": "q4", "category": "aggregation", "from": "wrong", "to": "correct"},
    {"id": "q5", "category": "aggregation", "from": "wrong", "to": "correct"},
]


def test_exact_flips_and_p_value() -> None:
    r = compare_cards(_card(A), _card(B))
    # by default only the flips that change the score: q8 (wrong -> partial) is counted, not listed
    assert (r["flips"], r["flipsShown"], r["otherFlips"]) == (SCORE_FLIPS, "score-changing", 1)
    every = compare_cards(_card(A), _card(B), all_flips=True)
    assert (every["flips"], every["flipsShown"], every["otherFlips"]) == (
        [*SCORE_FLIPS, {"id": "q8", "category": "lookup", "from": "wrong", "to": "partial"}], "all", 0)
    assert r["transitions"] == {"correct->wrong": 1, "partial->correct": 1, "wrong->correct": 3,
                                "wrong->partial": 1}
    # b = 1 (correct only in A), c = 4: p = 2 * (1 + 5) / 32 = 0.375
    assert r["mcnemar"] == {"correctOnlyA": 1, "correctOnlyB": 4, "pValue": 0.375}
    # a category's delta is a share, as its interval is (and as the overall delta is)
    assert r["byCategory"] == {
        "aggregation": {"total": 2, "correctA": 0, "correctB": 2, "delta": 1.0, "deltaCi95": [1.0, 1.0]},
        "lookup": {"total": 4, "correctA": 1, "correctB": 2, "delta": 0.25, "deltaCi95": [-0.5, 1.0]},
        "negative": {"total": 2, "correctA": 2, "correctB": 2, "delta": 0.0, "deltaCi95": [0.0, 0.0]},
    }
    assert (r["a"]["correct"], r["b"]["correct"], r["paired"], r["households"]) == (3, 6, 8, 1)
    # one household: the paired bootstrap resamples questions
    assert (r["delta"], r["deltaCi95"]) == (0.375, [-0.125, 0.875])
    # 5 of 8 questions correct in one run only; 8 questions cannot detect anything at 80% power
    assert (r["flipShare"], r["mde80"], r["effect"], r["householdsNeeded"]) == (0.625, None, 0.03, 690)
    # p = 0.375 and an interval that holds 0: not a win
    assert r["verdict"] == ("No detectable difference (B - A = +37.5 points, 95% CI -12.5 to +87.5, McNemar "
                            "p = 0.38); this corpus has too few questions to detect any difference at 80% power. "
                            "Detecting 3.0 points would take 690 households of this size.")


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
    assert md == """# Compare: runA -> runB

A = runA, B = runB. No detectable difference (B - A = +37.5 points, 95% CI -12.5 to +87.5, McNemar p = 0.38); \
this corpus has too few questions to detect any difference at 80% power. Detecting 3.0 points would take 690 \
households of this size.

8 paired questions; correct 3 -> 6 (+3)

Exact McNemar: 1 correct only in runA, 4 correct only in runB, p = 0.375

| category | total | correct A | correct B | B - A (points) | 95% CI (points) |
| --- | ---: | ---: | ---: | ---: | --- |
| aggregation | 2 | 0 | 2 | +100.0 | +100.0 to +100.0 |
| lookup | 4 | 1 | 2 | +25.0 | -50.0 to +100.0 |
| negative | 2 | 2 | 2 | 0.0 | 0.0 to 0.0 |

## Flips that change the score (5)

1 more flip between partial and wrong (no change to the score): --all-flips lists it.

partial = some of the answer's checks passed, not all (e.g. the right value, the wrong citation).

| id | category | from | to |
| --- | --- | --- | --- |
| q1 | lookup | correct | wrong |
| q2 | lookup | wrong | correct |
| q3 | lookup | partial | correct |
| q4 | aggregation | wrong | correct |
| q5 | aggregation | wrong | correct |
"""
    every = compare_markdown(compare_cards(_card(A), _card(B), all_flips=True), "runA", "runB")
    assert every.endswith("## Flips (6)\n\npartial = some of the answer's checks passed, not all (e.g. the right "
                          "value, the wrong citation).\n\n| id | category | from | to |\n| --- | --- | --- | --- |\n"
                          "| q1 | lookup | correct | wrong |\n| q2 | lookup | wrong | correct |\n"
                          "| q3 | lookup | partial | correct |\n| q4 | aggregation | wrong | correct |\n"
                          "| q5 | aggregation | wrong | correct |\n| q8 | lookup | wrong | partial |\n")


def test_only_partial_wrong_flips_change_no_score() -> None:
    a = _card({"q1": ("lookup", "wrong"), "q2": ("lookup", "partial"), "q3": ("lookup", "wrong")})
    b = _card({"q1": ("lookup", "partial"), "q2": ("lookup", "wrong"), "q3": ("lookup", "partial")})
    r = compare_cards(a, b)
    assert (r["flips"], r["otherFlips"], r["transitions"]) == ([], 3, {"partial->wrong": 1, "wrong->partial": 2})
    assert compare_markdown(r).endswith("## Flips that change the score (0)\n\n3 more flips between partial and "
                                        "wrong (no change to the score): --all-flips lists them.\n\n"
                                        "No question changed its score.\n")


def test_a_detected_difference_is_named_first() -> None:
    a = _card({f"q{i}": ("lookup", "wrong") for i in range(30)})
    b = _card({f"q{i}": ("lookup", "correct" if i < 20 else "wrong") for i in range(30)})
    r = compare_cards(a, b)
    assert (r["mcnemar"]["pValue"], r["delta"], r["deltaCi95"]) == (1.9073486328125e-06, 0.6667, [0.5, 0.8333])
    assert r["verdict"] == ("B is better by 66.7 points (95% CI +50.0 to +83.3, McNemar p = 1.9e-06); this corpus "
                            "detects differences of 42.1 points or more (80% power). Detecting 3.0 points would take "
                            "196 households of this size.")


def test_compare_cli(tmp_path: Path) -> None:
    write_scorecard(tmp_path / "a", _card(A))
    write_scorecard(tmp_path / "b", _card(B))
    write_scorecard(tmp_path / "c", _card(B, sha="other"))
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--json")
    assert r.code == 0
    assert json.loads(r.out)["mcnemar"]["pValue"] == 0.375
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--json", "--effect", "0.1")
    assert (json.loads(r.out)["effect"], json.loads(r.out)["householdsNeeded"]) == (0.1, 64)
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


def _suite_card(grades: dict[str, dict[str, str]], sha: str = "suite") -> Scorecard:
    """A suite run's scorecard: household -> question id -> grade (every id in category by its prefix)."""
    results = [QuestionResult(id=q, household=h, category=q.split("-")[0], grade=Grade(g), failed=[], answer="")
               for h, qs in grades.items() for q, g in qs.items()]
    return build_scorecard(CardCorpus(name="s", sha256=sha), "p", results)


def _household(correct_lookups: int, correct_negatives: int) -> dict[str, str]:
    """20 questions: 16 lookups and 4 negatives, the first ones correct."""
    out = {f"lookup-{i:03d}": "correct" if i < correct_lookups else "wrong" for i in range(16)}
    out.update({f"negative-{i:03d}": "correct" if i < correct_negatives else "wrong" for i in range(4)})
    return out


GOOD = {f"seed-{s}": _household(n, 4) for s, n in ((1, 14), (2, 12), (3, 15))}
DECLINE = {f"seed-{s}": _household(0, 4) for s in (1, 2, 3)}


def test_a_suite_pairs_by_household_and_question_id() -> None:
    a = _suite_card({"seed-1": {"lookup-001": "correct"}, "seed-2": {"lookup-001": "wrong"}})
    b = _suite_card({"seed-1": {"lookup-001": "correct"}, "seed-2": {"lookup-001": "correct"},
                     "seed-3": {"lookup-001": "wrong"}})
    r = compare_cards(a, b)
    assert (r["paired"], r["households"], r["onlyInA"], r["onlyInB"]) == (2, 2, [], ["seed-3/lookup-001"])
    assert r["flips"] == [{"household": "seed-2", "id": "lookup-001", "category": "lookup", "from": "wrong",
                           "to": "correct"}]
    assert "| seed-2/lookup-001 | lookup | wrong | correct |" in compare_markdown(r)


def test_a_run_against_itself_is_level_with_p_one() -> None:
    r = compare_cards(_suite_card(GOOD), _suite_card(GOOD))
    assert (r["delta"], r["deltaCi95"], r["mcnemar"]["pValue"]) == (0.0, [0.0, 0.0], 1.0)
    assert (r["flipShare"], r["mde80"], r["householdsNeeded"], r["flips"]) == (0.0, None, None, [])
    assert {c: row["deltaCi95"] for c, row in r["byCategory"].items()} == {"lookup": [0.0, 0.0],
                                                                          "negative": [0.0, 0.0]}
    assert r["verdict"] == ("No detectable difference (B - A = 0.0 points, 95% CI 0.0 to 0.0, McNemar p = 1); no "
                            "question is correct in one run only, so what this suite can detect cannot be estimated.")


def test_against_an_always_declining_run_the_difference_is_certain() -> None:
    r = compare_cards(_suite_card(GOOD), _suite_card(DECLINE))
    # 41 lookups correct only in A, none only in B: p = 2 / 2**41
    assert r["mcnemar"] == {"correctOnlyA": 41, "correctOnlyB": 0, "pValue": 9.094947017729282e-13}
    assert (r["delta"], r["deltaCi95"]) == (-0.6833, [-0.75, -0.6])
    assert r["byCategory"]["lookup"]["deltaCi95"] == [-0.9375, -0.75]
    assert r["byCategory"]["negative"]["deltaCi95"] == [0.0, 0.0]
    assert (r["flipShare"], r["mde80"], r["householdsNeeded"]) == (0.6833, 0.306, 302)
    assert r["verdict"] == ("B is worse by 68.3 points (95% CI -75.0 to -60.0, McNemar p = 9.1e-13); this suite "
                            "detects differences of 30.6 points or more (80% power). Detecting 3.0 points would "
                            "take 302 households of this size.")


def test_effect_is_a_share(tmp_path: Path) -> None:
    with pytest.raises(SettingError) as err:
        compare_cards(_card(A), _card(B), effect=3)
    assert str(err.value) == "--effect must be a share between 0 and 1 (0.03 is 3 points), got 3"
    write_scorecard(tmp_path / "a", _card(A))
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "a"), "--effect", "0")
    assert (r.code, r.err) == (2, "Error: --effect must be a share between 0 and 1 (0.03 is 3 points), got 0.0\n")


def _blamed(retrieved: list[str] | None, cause: Cause) -> Scorecard:
    results = [QuestionResult(id="q1", category="lookup", grade=Grade.WRONG, failed=[], answer="", cause=cause,
                              retrieved=retrieved),
               QuestionResult(id="q2", category="lookup", grade=Grade.CORRECT, failed=[], answer="",
                              retrieved=retrieved)]
    return build_scorecard(CardCorpus(name="c", sha256="abc"), "p", results, blamed=True)


def test_causes_of_a_run_that_reports_no_retrieval_are_not_comparable() -> None:
    reports = _blamed(["w2.pdf"], Cause.NOT_RETRIEVED)
    silent = _blamed(None, Cause.UNKNOWN)
    # a run records [] for a pipeline that reports nothing: the same as no key
    assert compare_cards(reports, _blamed([], Cause.UNKNOWN))["causesComparable"] is False
    r = compare_cards(reports, silent)
    assert (r["retrievedReported"], r["causesComparable"]) == ({"a": True, "b": False}, False)
    md = compare_markdown(r, "runA", "runB")
    warning = ("**Warning: the causes are not comparable: runA reports what it retrieved, runB does not, so "
               "runB's misses past recognition are all `unknown`.**")
    assert md.splitlines()[4] == warning
    assert md.endswith("## Causes\n\nNot comparable: see the warning at the top.\n\n- not-retrieved 1 -> 0 (-1)\n"
                       "- unknown 0 -> 1 (+1)\n")
    same = compare_cards(reports, _blamed(["w2.pdf"], Cause.WRONG_ANSWER))
    assert (same["retrievedReported"], same["causesComparable"]) == ({"a": True, "b": True}, True)
    assert "Warning" not in compare_markdown(same)


def test_compare_cli_all_flips(tmp_path: Path) -> None:
    write_scorecard(tmp_path / "a", _card(A))
    write_scorecard(tmp_path / "b", _card(B))
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--json")
    assert (len(json.loads(r.out)["flips"]), json.loads(r.out)["otherFlips"]) == (5, 1)
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--json", "--all-flips")
    assert (len(json.loads(r.out)["flips"]), json.loads(r.out)["flipsShown"]) == (6, "all")
    r = invoke(main, "compare", str(tmp_path / "a"), str(tmp_path / "b"), "--all-flips")
    assert (r.code, "| q8 | lookup | wrong | partial |" in r.out) == (0, True)
