"""One record for a suite run, from the records of its households.

Each household of a suite is run like a single corpus (its own scorecard.json, probe.json
and answers.jsonl); `merge_households` joins those records into the suite's: every question,
probe row and answer carries its `household`, and the scorecard is made by the one builder
(`scorecard.build_scorecard`), so the summary is recomputed over all questions with its
intervals over households, and its bounds add up the households'. The probe's rows are
re-tallied by `probe.probe_report`. Pure:
records in, records out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from harness.scoring.bounds import merge_bounds
from harness.scoring.probe import ProbeReport, probe_report
from harness.scoring.scorecard import CardCorpus, Repeat, RunCorpus, Scorecard, StoreUsed, build_scorecard
from harness.store.marker import FailedDocument


@dataclass
class HouseholdRecord:
    """What one household's run wrote: scorecard.json, probe.json and answers.jsonl (parsed)."""

    name: str
    card: Scorecard
    probe: ProbeReport
    answers: list[dict[str, Any]] = field(default_factory=list)


def _pages(households: list[HouseholdRecord]) -> dict[str, int] | None:
    """The households' pages by path added up (None when no household's probe counted them)."""
    total: dict[str, int] = {}
    for h in households:
        for path, n in (h.probe.summary.pages or {}).items():
            total[path] = total.get(path, 0) + n
    return dict(sorted(total.items())) or None


def merge_households(suite_name: str, suite_sha256: str, households: list[HouseholdRecord],
                     stores: str) -> tuple[Scorecard, ProbeReport, list[dict[str, Any]]]:
    """(scorecard, probe, answers) of the whole suite."""
    first = households[0].card
    questions = [q.model_copy(update={"household": h.name}) for h in households for q in h.card.questions]
    latencies = [q.latency_s for q in questions if q.latency_s is not None]
    seconds = round(sum(latencies) / len(latencies), 3) if questions and len(latencies) == len(questions) else None
    corpus = CardCorpus(
        name=suite_name, sha256=suite_sha256, documents=sum(h.card.corpus.documents or 0 for h in households),
        households=[RunCorpus(name=h.name, sha256=h.card.corpus.sha256, documents_sha256=h.card.corpus.documents_sha256,
                              documents=h.card.corpus.documents) for h in households])
    stored = {h.name: h.card.store for h in households if h.card.store is not None}
    failed = [FailedDocument(file=f"{name}/{d.file}", error=d.error) for name, s in stored.items()
              for d in s.failed_documents]
    store = StoreUsed(path=stores, ingest=None, steps=None, failed_documents=failed, households=stored)
    probe = probe_report(
        [r.model_copy(update={"household": h.name}) for h in households for r in h.probe.fields],
        [r.model_copy(update={"household": h.name}) for h in households for r in h.probe.doc_types],
        [r.model_copy(update={"household": h.name}) for h in households for r in h.probe.aggregations],
        _pages(households))
    repeat = Repeat(runs=first.repeat.runs if first.repeat else 1,
                    differing=[f"{h.name}/{qid}" for h in households for qid in (h.card.repeat.differing
                                                                                  if h.card.repeat else [])])
    card = build_scorecard(corpus, first.pipeline, questions, seconds_per_question=seconds, config=first.config,
                           store=store, versions=first.versions, probe=probe.summary, repeat=repeat,
                           blamed=all(h.card.summary.by_cause is not None for h in households),
                           bounds=merge_bounds(h.card.bounds for h in households if h.card.bounds is not None)
                           if all(h.card.bounds is not None for h in households) else None)
    answers = [{**a, "household": h.name} for h in households for a in h.answers]
    return card, probe, answers
