"""Numbers the README, docs/ and examples/ quote cannot drift from the corpora they describe.

Three kinds of number:
- **Counts** (questions, documents, scans) are computed here from the plans the generator makes
  now (no page is drawn) and must be what the prose says: CLAIMS.
- **Measured numbers** (scores, recall) come from a benchmark that records them in
  docs/measured.json with the plan fingerprint of every corpus it ran on; the prose must quote
  the recorded values, and the recorded corpora must still be what the generator makes: when the
  generator moves, the test names the benchmark to re-run.
- Every other "N questions" in the prose is a measurement of a past corpus, an example command
  or a rule, and says so: PAST, with the reason. A new "N questions" that is none of these fails.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from generator.corpus.fingerprint import moved_corpora, stale_note
from generator.corpus.writer import Settings, build_corpus, corpus_questions, planned_entries
from harness.contract.suite import NAMED_SUITES
from tests.support.paths import REPO

PROSE = sorted([REPO / "README.md", *(REPO / "docs").glob("*.md"), *(REPO / "examples").glob("*.md")])
MEASURED = REPO / "docs" / "measured.json"


def text_of(path: Path) -> str:
    """The file's text with every run of white space one space (a number may wrap)."""
    return " ".join(path.read_text(encoding="utf-8").split())


@cache
def household(seed: int, size: str, layouts: str = "all") -> tuple[int, int, int]:
    """(documents, scans, questions) of a household as planned now."""
    corpus = build_corpus(Settings(seed=seed, size=size, layouts=layouts))  # type: ignore[arg-type]
    documents, probes = planned_entries(corpus)
    scans = sum(d.rendering != "born-digital" for d in corpus.documents)
    return len(documents), scans, len(corpus_questions(corpus, documents, probes))


def one(values: set[int], what: str) -> int:
    assert len(values) == 1, f"{what} differ: {sorted(values)}"
    return values.pop()


def questions_of_gap_households() -> int:
    return one({household(s, "default", lay)[2] for s in range(42, 52) for lay in ("seen", "unseen")},
               "the question counts of seeds 42-51 (default size)")


def small42_export_gaps() -> tuple[int, int, int, int]:
    """`rag-gen export` of seed 42 small without a store: (scans, documents, questions citing a
    scan, questions citing a document)."""
    corpus = build_corpus(Settings(seed=42, size="small"))
    documents, probes = planned_entries(corpus)
    scans = {d.file for d in corpus.documents if d.rendering != "born-digital"}
    citing = [q for q in corpus_questions(corpus, documents, probes) if q.must_cite_any]
    return len(scans), len(documents), sum(any(f in scans for f in q.must_cite_any) for q in citing), len(citing)


def small_range() -> str:
    counts = [household(s, "small")[0] for s in range(0, 200)]
    return f"{min(counts)}-{max(counts)}"


def suite_questions(name: str) -> int:
    return NAMED_SUITES[name].questions


# (file, the words around the number with {} for it, what the number is now)
CLAIMS: list[tuple[str, str, Callable[[], object]]] = [
    ("README.md", "({}-question households)", questions_of_gap_households),
    ("examples/README.md", "the seed-42 small corpus ({} questions)", lambda: household(42, "small")[2]),
    ("docs/evaluate.md", "On seed 42 (small, {} questions", lambda: household(42, "small")[2]),
    ("docs/evaluate.md", "Seed 42, small household ({} questions)", lambda: household(42, "small")[2]),
    ("docs/evaluate.md", "now {} of {})", lambda: household(42, "small")[1::-1]),
    ("docs/exports.md", "small seed-42 corpus ({} documents, {} of them scans", lambda: household(42, "small")[:2]),
    ("docs/exports.md", "since the 1099-G of issue 24; {} questions", lambda: household(42, "small")[2]),
    ("docs/evaluate.md", "Wilson interval over the {} questions of one household) floor",
     lambda: household(42, "default")[2]),
    ("docs/exports.md", "Warning: {} of {} documents have no text, so {} of {} questions have an empty",
     small42_export_gaps),
    ("docs/generalization-gap.md", "({} questions a household, in people's words", questions_of_gap_households),
    ("docs/suites.md", "seeds 100..111, small, {} questions each", lambda: suite_questions("dev")),
    ("docs/suites.md", "seeds 1000..1011, small, {} questions each", lambda: suite_questions("test")),
    ("docs/suites.md", "households and {} questions each)", lambda: 12 * suite_questions("dev")),
    ("docs/generalization-gap.md", "seeds 100-111, {} questions each", lambda: suite_questions("dev")),
    ("docs/generalization-gap.md", "(seeds 100-111, small, {} questions each)", lambda: suite_questions("dev")),
    ("docs/pipelines.md", "12 small households, {} questions in people's words",
     lambda: 12 * suite_questions("dev")),
    ("docs/benchmarks.md", "(12 households of {} questions overall", lambda: suite_questions("dev")),
    ("docs/evaluate.md", "first household (seed 100, {} questions, 14 cited", lambda: suite_questions("dev")),
    ("docs/evaluate.md", "so a {}-question suite report", lambda: 12 * suite_questions("dev")),
    ("docs/cli.md", "small: {} documents (tests)", small_range),
    ("docs/adding-a-document-kind.md", "`--size small` is now {} documents", small_range),
]

# Every other "N questions" / "N-question" in the prose: (file, the words around it) -> why it is not a count
# of a corpus made now.
PAST = {
    ("docs/benchmarks.md", "seed 42 small, 15 questions"): "the reference bench's --limit 15",
    ("docs/benchmarks.md", "out of 9 questions"): "the injection bench's questions per variant (3 seeds x 3)",
    ("docs/benchmarks.md", "these 27 questions per variant"): "the injection bench's questions on the default size",
    ("docs/benchmarks.md", "on 15 questions"): "the same bench's --limit 15",
    ("docs/generalization-gap.md", "(42-question households)"): "the households when the layout families landed",
    ("docs/benchmarks.md", "(49 documents, 55 questions)"): "recorded at commit 08032b8, before the 1099-G",
    ("docs/benchmarks.md", "all 55 questions, back to back"): "the same recording at commit 08032b8",
    ("docs/benchmarks.md", "on 31 of the 43 questions"): "the same recording: questions that reach the model",
    ("docs/benchmarks.md", "households of about 5 questions"): "a category's share of a suite household",
    ("docs/evaluate.md", "(With 24 questions, before those categories"): "the household before issue 21",
    ("docs/evaluate.md", "(With the 24 questions the household had before"): "the household before issue 21",
    ("docs/exports.md", "With the 24 questions it had before"): "the household before issue 21",
    ("docs/generate.md", "--questions 150 # 150 questions over the household"): "an example command",
    ("docs/generate.md", "fewer than 3 questions"): "the lint rule's threshold",
    ("docs/questions.md", "at least 4 questions each in a default corpus, 3 in a small one"): "the makers' minimums",
    ("docs/questions.md", "N + 1 questions are N questions"): "the apportionment rule, not a count",
}

NUMBER_OF_QUESTIONS = re.compile(r"\b\d+[- ]questions?\b")


@pytest.mark.parametrize(("file", "words", "value"), CLAIMS, ids=[f"{f}: {w}" for f, w, _ in CLAIMS])
def test_a_count_the_prose_quotes_is_the_corpus_as_made_now(file: str, words: str,
                                                            value: Callable[[], object]) -> None:
    text = text_of(REPO / file)
    pattern = r"([\d-]+)".join(re.escape(part) for part in words.split("{}"))
    quoted = [m.groups() for m in re.finditer(pattern, text)]
    assert quoted, f"{file} no longer says {words!r}: update CLAIMS"
    now = value()
    expected = tuple(str(v) for v in now) if isinstance(now, tuple) else (str(now),)
    assert quoted == [expected] * len(quoted), (
        f"{file} says {words.format(*quoted[0])!r}; now {words.format(*expected)!r}")


def test_every_question_count_in_the_prose_is_checked_or_says_why_not() -> None:
    unexplained = []
    for path in PROSE:
        file, text = str(path.relative_to(REPO)), text_of(path)
        spans = [(m.start(), m.end()) for m in NUMBER_OF_QUESTIONS.finditer(text)]
        covered = []
        for f, words in [(f, w) for f, w, _ in CLAIMS] + list(PAST):
            if f != file:
                continue
            pattern = r"[\d-]+".join(re.escape(part) for part in words.split("{}"))
            covered += [(m.start(), m.end()) for m in re.finditer(pattern, text)]
        unexplained += [f"{file}: ...{text[max(0, s - 40):e + 10]}..." for s, e in spans
                        if not any(a <= s and e <= b for a, b in covered)]
    assert unexplained == [], "check these counts in CLAIMS, or say in PAST why they are of another corpus"


def test_every_past_count_is_still_in_the_prose() -> None:
    missing = [(f, w) for f, w in PAST if w not in text_of(REPO / f)]
    assert missing == []


# --- measured numbers -------------------------------------------------------------------------

def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%"


def gap_row(label: str, seen: dict, other: dict, gap: dict) -> str:
    """A row of docs/generalization-gap.md's gap tables: seen, the other split, the gap and its interval."""
    low, high = (f"{x:.1f}" for x in gap["ci95"])
    return (f"| {label} | {percent(seen['passed'], seen['total'])} ({seen['passed']}/{seen['total']}) | "
            f"{percent(other['passed'], other['total'])} ({other['passed']}/{other['total']}) | "
            f"{gap['points']:.1f} ({low} to {high}) |")


def measured() -> dict[str, dict]:
    return json.loads(MEASURED.read_text(encoding="utf-8"))


# where each record's numbers are quoted: a stale record says so there
QUOTED_IN = {"dev-suite": "README.md", "generalization-gap": "README.md", "quick-start": "README.md",
             "layout-gap-dev-curated": "docs/generalization-gap.md",
             "layout-gap-dev-procedural": "docs/generalization-gap.md", "producers": "docs/producers.md",
             "layout-gap-procedural": "docs/generalization-gap.md",
             "layout-gap-dev-procedural-reference": "docs/generalization-gap.md"}


def test_the_measured_corpora_are_the_corpora_made_now() -> None:
    """A measured number stands while its corpora do: their plans' fingerprints are recorded. A record
    may be marked stale (`python benchmarks/measured.py --stale`): then exactly the corpora it names
    have moved, and the prose quoting it says so."""
    for key, entry in sorted(measured().items()):
        moved = moved_corpora(entry["corpora"])
        recorded = entry.get("stale", {}).get("corpora", [])
        assert moved == recorded, (f"{key}: the corpora moved since it was measured: run `{entry['command']}`"
                                   if set(moved) - set(recorded) else
                                   f"{key}: its stale corpora are not the ones that moved: run `python "
                                   f"benchmarks/measured.py --stale ...` or `{entry['command']}`")
        if recorded:
            assert stale_note(key, entry) in text_of(REPO / QUOTED_IN[key]), f"{QUOTED_IN[key]} quotes {key}"


def test_the_readme_quotes_the_measured_generalization_gap() -> None:
    """The README's table is the default layouts' (procedural) record of seeds 42-51; its sentence on the
    hand-drawn families quotes theirs, born-digital."""
    cells = measured()["layout-gap-procedural"]["cells"]
    readme = text_of(REPO / "README.md")

    def pair(split: str, key: str) -> str:
        return " / ".join(percent(cells[f"procedural, {split}, {route}"][key]["passed"],
                                  cells[f"procedural, {split}, {route}"][key]["total"])
                          for route in ("born-digital", "scans"))

    assert f"| probe fields recovered, born-digital / with scans | {pair('seen', 'fields')} | " \
           f"{pair('unseen', 'fields')} |" in readme
    households = questions_of_gap_households()
    assert f"| extractive answers, born-digital / with scans ({households}-question households) | " \
           f"{pair('seen', 'extractive')} | {pair('unseen', 'extractive')} |" in readme
    curated = measured()["generalization-gap"]["cells"]

    def born_digital(part: str, whole: str) -> str:
        return " / ".join(percent(curated[f"{split}, born-digital"][part], curated[f"{split}, born-digital"][whole])
                          for split in ("seen", "unseen"))

    assert (f"fields {born_digital('fields', 'fieldsTotal')} born-digital, the extractive "
            f"{born_digital('correct', 'questions')}") in " ".join(readme.split())


def test_the_readme_quotes_the_measured_quick_start() -> None:
    s = measured()["quick-start"]["score"]
    readme = text_of(REPO / "README.md")
    assert f"on seed 42 it gets {percent(s['correct'], s['questions'])} ({s['correct']}/{s['questions']})" in readme
    side = "above" if s["correct"] > s["floor"] else "at" if s["correct"] == s["floor"] else "below"
    assert f"{side} the floor, {percent(s['floor'], s['questions'])}" in readme
    assert f"below the ceiling, {100 * s['ceiling'] / s['questions']:.3g}%" in readme  # "100%", "98.2%"


def test_the_readme_quotes_the_measured_dev_suite() -> None:
    s = measured()["dev-suite"]["scores"]
    extractive, model = (percent(s[p]["correct"], s[p]["questions"]) for p in ("extractive", "reference"))
    assert f"Dev suite: the extractive {extractive}, the model {model}." in text_of(REPO / "README.md")


@pytest.mark.parametrize("source", ["curated", "procedural"])
def test_the_generalization_doc_quotes_the_measured_dev_suite_gap(source: str) -> None:
    """Issue 26's after rows of docs/generalization-gap.md are the cells `bench_layout_gap.py --suite dev` recorded."""
    entry = measured()[f"layout-gap-dev-{source}"]
    doc = text_of(REPO / "docs" / "generalization-gap.md")
    for route, measures in (("born-digital", (("probe fields", "fields"), ("docTypes", "docTypes"),
                                              ("extractive", "extractive"))),
                            ("scans", (("probe fields", "fields"), ("extractive", "extractive")))):
        for words, key in measures:
            seen, unseen = (entry["cells"][f"{source}, {split}, {route}"][key] for split in ("seen", "unseen"))
            assert gap_row(f"after, {source}: {words}", seen, unseen, entry["gaps"][f"{route}, {key}"]) in doc


def test_the_generalization_doc_quotes_the_reference_pipelines_dev_suite_gap() -> None:
    """The reference pipeline's row of the dev suite's born-digital table is its own record's (the local
    model's record is kept apart from the extractive's: `-reference`)."""
    entry = measured()["layout-gap-dev-procedural-reference"]
    seen, unseen = (entry["cells"][f"procedural, {split}, born-digital"]["reference"] for split in ("seen", "unseen"))
    row = gap_row("reference pipeline, procedural", seen, unseen, entry["gaps"]["born-digital, reference"])
    assert row in text_of(REPO / "docs" / "generalization-gap.md")
    assert "--pipelines extractive,reference" in entry["command"]


def test_the_generalization_doc_quotes_the_measured_gap_of_seeds_42_to_51() -> None:
    """Issue 26's table of seeds 42-51, default size, procedural (`bench_layout_gap.py --source procedural
    --seeds 42..51`) is the recorded cells."""
    entry = measured()["layout-gap-procedural"]
    doc = text_of(REPO / "docs" / "generalization-gap.md")
    for route in ("born-digital", "scans"):
        for words, key in (("probe fields", "fields"), ("docTypes", "docTypes"), ("extractive", "extractive")):
            seen, unseen = (entry["cells"][f"procedural, {split}, {route}"][key] for split in ("seen", "unseen"))
            assert gap_row(f"seeds 42-51, {route}: {words}", seen, unseen, entry["gaps"][f"{route}, {key}"]) in doc


def test_the_generalization_doc_quotes_the_measured_crossings_of_unseen() -> None:
    """The crossings' rows of docs/generalization-gap.md (`bench_layout_gap.py --suite dev --splits
    seen,unseen:voice,unseen:structure`: which half of `unseen` a pipeline misses) are the recorded cells."""
    entry = measured()["layout-gap-dev-procedural-crossed"]
    doc = text_of(REPO / "docs" / "generalization-gap.md")
    for split in ("unseen:voice", "unseen:structure"):
        for words, key in (("probe fields", "fields"), ("docTypes", "docTypes"), ("extractive", "extractive")):
            seen, other = (entry["cells"][f"procedural, {s}, born-digital"][key] for s in ("seen", split))
            gap = entry["gaps"][f"{split}, born-digital, {key}"]
            assert gap_row(f"after, {split}: {words}", seen, other, gap) in doc
