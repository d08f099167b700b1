"""rag-eval selftest SUITE_DIR: the selftest of every household, judged over the whole suite.

Each household runs the single-corpus selftest (`runner.run_selftest`) into
OUT/households/<household>/. Their grades are then pooled, every question and document
named `<household>/<name>` so they stay apart, and the same expectations are checked on the
pool (a defect must show over the suite, not in each small household). A suite adds one
expectation per injected defect: paired by (household, question id), the defect must lose
to its plain baseline under the exact McNemar test with p < `ALPHA_DEFECT`, the test that
`rag-eval compare` runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.contract.manifest import CorpusManifest, load_manifest
from harness.contract.outputs import Input, check_apart
from harness.contract.suite import SUITE_NAME, load_suite
from harness.contract.suite_check import check_households
from harness.runtime.fsutil import sha256_file
from harness.runtime.settings import WORKERS
from harness.scoring.stats import mcnemar_exact, paired_delta
from harness.selftest.expectations import (
    Expectation,
    Grades,
    Reach,
    defect_expectations,
    diagnostic_expectations,
    inconclusive,
    reach_of,
    unreached_defects,
)
from harness.selftest.report import write_selftest
from harness.selftest.result import SelftestResult, selftest_result
from harness.selftest.runner import run_selftest
from harness.store.reuse import reusable_store

ALPHA_DEFECT = 0.01
Stage = Callable[[str, int, int], None]


def _name(household: str, value: str) -> str:
    return f"{household}/{value}"


def pooled_manifest(name: str, manifests: dict[str, CorpusManifest]) -> CorpusManifest:
    """One manifest holding every household's questions and documents, named <household>/<name>."""
    questions, documents = [], []
    for h, m in manifests.items():
        questions += [q.model_copy(update={"id": _name(h, q.id),
                                           "must_cite_any": [_name(h, f) for f in q.must_cite_any]})
                      for q in m.questions]
        documents += [d.model_copy(update={"file": _name(h, d.file),
                                           "supersedes": _name(h, d.supersedes) if d.supersedes else None})
                      for d in m.documents or []]
    return CorpusManifest(name=name, description=f"{len(manifests)} households pooled", questions=questions,
                          documents=documents)


def pooled_grades(results: dict[str, SelftestResult]) -> Grades:
    pipelines = next(iter(results.values())).grades
    return {p: {_name(h, qid): g for h, r in results.items() for qid, g in r.grades[p].items()} for p in pipelines}


def pooled_reach(results: dict[str, SelftestResult]) -> Reach:
    """Every household's defect changes (reach_of its notes), documents named <household>/<name>."""
    out: Reach = {}
    for h, r in results.items():
        for note, changed in reach_of(r.notes).items():
            out.setdefault(note, {}).update({_name(h, f): t for f, t in changed.items()})
    return out


def min_discordant(alpha: float = ALPHA_DEFECT) -> int:
    """The fewest discordant questions with which the exact McNemar test can reach p < alpha
    (8 for 0.01: every one of them lost by the defect gives p = 0.0078)."""
    n = 1
    while mcnemar_exact(n, 0) >= alpha:
        n += 1
    return n


def paired_expectations(grades: Grades, baseline: str, unreached: dict[str, str] | None = None) -> list[Expectation]:
    """Each `<baseline>:<defect>` must be worse than the baseline with exact McNemar p < ALPHA_DEFECT.
    Inconclusive instead: a defect in `unreached` (defect -> why), which changed nothing any
    question cites; and a defect that loses more questions than it wins but on fewer than
    min_discordant() questions in all, which no test at that level can detect (the drop
    expectations' MIN_SHOWN, for the paired test). A defect that loses no more than it wins fails."""
    out = []
    for defect in (p for p in grades if p.startswith(f"{baseline}:")):
        name = f"{defect}: detected by paired testing against {baseline} (p < {ALPHA_DEFECT})"
        if unreached and defect in unreached:
            out.append(inconclusive(name, unreached[defect]))
            continue
        by_household: dict[str, list[tuple[bool, bool]]] = {}
        for key, g in grades[baseline].items():
            pair = (g == Grade.CORRECT, grades[defect][key] == Grade.CORRECT)
            by_household.setdefault(key.split("/", 1)[0], []).append(pair)
        pairs = [p for ps in by_household.values() for p in ps]
        only_base = sum(a and not b for a, b in pairs)
        only_defect = sum(b and not a for a, b in pairs)
        p = mcnemar_exact(only_base, only_defect)
        delta, (low, high) = paired_delta(list(by_household.values()))
        counted = (f"{only_base} correct only with {baseline}, {only_defect} only with {defect}, p = {p:.2g}; "
                   f"delta {delta * 100:+.1f} points (95% CI {low * 100:.1f} to {high * 100:.1f})")
        if only_base > only_defect and only_base + only_defect < min_discordant():
            out.append(inconclusive(name, f"{counted}; p < {ALPHA_DEFECT} needs at least {min_discordant()} "
                                          "questions answered differently"))
            continue
        out.append(Expectation(
            name=name,
            ok=only_base > only_defect and p < ALPHA_DEFECT, detail=counted))
    return out


def run_suite_selftest(suite_dir: Path, out: Path, *, stores: Path | None = None, with_llm: bool = False,
                       diagnostics_only: bool = False, workers: int = WORKERS, config: HarnessConfig | None = None,
                       stage: Stage | None = None) -> SelftestResult:
    """The selftest of every household, then the expectations over the pooled suite.

    `stores` is a folder of stores per household (`<household>/`, as `rag-eval run SUITE`
    writes them); one built from the household with this chunking is reused.
    """
    config = config or HarnessConfig()
    suite = load_suite(suite_dir)
    check_households(suite_dir, suite)
    check_apart(out, [Input("suite", suite_dir), *([Input("stores", stores, may_hold=True)] if stores else [])])
    out.mkdir(parents=True, exist_ok=True)
    results: dict[str, SelftestResult] = {}
    manifests: dict[str, CorpusManifest] = {}
    answers: dict[str, dict[str, str]] = {}
    for n, c in enumerate(suite.corpora):
        if stage:
            stage("households", n, len(suite.corpora))
        corpus = suite_dir / c.name
        store = stores / c.name if stores else None
        if store is not None and not reusable_store(store, corpus, config.chunk_size, config.chunk_overlap,
                                                      config.ocr_engine):
            store = None
        results[c.name] = run_selftest(corpus, out / "households" / c.name, store=store, with_llm=with_llm,
                                       diagnostics_only=diagnostics_only, workers=workers, config=config,
                                       stage=stage)
        manifests[c.name] = load_manifest(corpus)
    if stage:
        stage("households", len(suite.corpora), len(suite.corpora))
    pooled = pooled_manifest(suite.name, manifests)
    grades = pooled_grades(results)
    expectations = diagnostic_expectations(pooled, grades)
    informational: list[Expectation] = []
    if not diagnostics_only:
        reach = pooled_reach(results)
        expectations += (defect_expectations(pooled, grades, reach=reach)
                         + paired_expectations(grades, "extractive", unreached_defects(pooled, reach)))
        if with_llm:
            informational = defect_expectations(pooled, grades, "reference") + paired_expectations(grades, "reference")
    notes = {h: r.notes for h, r in results.items() if r.notes}
    for h, r in results.items():
        for p, by_id in r.answers.items():
            answers.setdefault(p, {}).update({_name(h, qid): text for qid, text in by_id.items()})
    result = selftest_result(pooled, sha256_file(suite_dir / SUITE_NAME), grades, answers, expectations,
                             informational, notes)
    write_selftest(out, result)
    return result
