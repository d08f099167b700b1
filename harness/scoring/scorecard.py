"""Scorecards: grade a set of answers against a manifest and write the record."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from harness.runtime.fsutil import atomic_write_text, write_json
from harness.scoring.answers import AnswerSet

UNCATEGORIZED = "uncategorized"


@dataclass
class QuestionResult:
    id: str
    category: str
    grade: str
    failed: list[str]
    answer: str
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        row = asdict(self)
        row.update(row.pop("extra"))
        return row


def grade_all(manifest: CorpusManifest, answers: dict[str, str]) -> list[QuestionResult]:
    """Grade every question of the manifest; a missing answer grades as the empty answer."""
    results = []
    for q in manifest.questions:
        text = answers.get(q.id, "")
        result = grade(q, text)
        results.append(
            QuestionResult(q.id, q.category or UNCATEGORIZED, result.grade.value, result.failed, text)
        )
    return results


def summarize(results: list[QuestionResult]) -> dict[str, Any]:
    by_grade = Counter(r.grade for r in results)
    categories = sorted({r.category for r in results})
    by_category = {
        c: {g.value: sum(1 for r in results if r.category == c and r.grade == g.value) for g in Grade}
        for c in categories
    }
    total = len(results)
    correct = by_grade.get(Grade.CORRECT.value, 0)
    return {
        "total": total,
        "byGrade": {g.value: by_grade.get(g.value, 0) for g in Grade},
        "byCategory": by_category,
        "accuracy": round(correct / total, 4) if total else 0.0,
    }


def answers_scorecard(
    manifest: CorpusManifest, corpus_sha256: str, answer_set: AnswerSet
) -> dict[str, Any]:
    """The scorecard of `rag-eval grade`: bring-your-own answers against a corpus."""
    ids = [q.id for q in manifest.questions]
    known = set(ids)
    results = grade_all(manifest, answer_set.answers)
    summary = summarize(results)
    timed = [answer_set.latencies[i] for i in ids if i in answer_set.latencies]
    for r in results:
        if r.id in answer_set.latencies:
            r.extra["latencyS"] = answer_set.latencies[r.id]
    answered = [i for i in ids if i in answer_set.answers]
    if answered and len(timed) == len(answered):  # a mean over some answers only would mislead
        summary["secondsPerQuestion"] = round(sum(timed) / len(timed), 3)
    return {
        "corpus": {"name": manifest.name, "sha256": corpus_sha256},
        "pipeline": "answers-file",
        "questions": [r.to_json() for r in results],
        "summary": summary,
        "problems": {
            "unknownIds": sorted(i for i in answer_set.answers if i not in known),
            "duplicateIds": sorted(answer_set.duplicate_ids),
            "missingAnswers": [i for i in ids if i not in answer_set.answers],
        },
    }


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def scorecard_markdown(card: dict[str, Any]) -> str:
    s = card["summary"]
    g = s["byGrade"]
    lines = [
        f"# Scorecard: {card['corpus']['name']}",
        "",
        f"Pipeline: `{card['pipeline']}`  ",
        f"Corpus sha256: `{card['corpus']['sha256']}`",
        "",
        f"**{g['correct']}/{s['total']} correct** ({g['partial']} partial, {g['wrong']} wrong)"
        + (f", {s['secondsPerQuestion']} s per question" if "secondsPerQuestion" in s else ""),
        "",
        "| category | correct | partial | wrong |",
        "| --- | ---: | ---: | ---: |",
    ]
    for cat, counts in s["byCategory"].items():
        lines.append(f"| {cat} | {counts['correct']} | {counts['partial']} | {counts['wrong']} |")
    incomplete = card.get("incomplete")
    if incomplete:
        unanswered = ", ".join(q["id"] for q in incomplete.get("unanswered") or [])
        lines += ["", f"**Incomplete run**: {_md_escape(str(incomplete.get('error')))}. Not answered: {unanswered}"]
    failed_docs = (card.get("store") or {}).get("failedDocuments") or []
    if failed_docs:
        lines += ["", f"**{len(failed_docs)} documents failed to ingest**: "
                  + "; ".join(_md_escape(f"{d.get('file')}: {d.get('error')}") for d in failed_docs)]
    problems = card.get("problems") or {}
    labels = {
        "unknownIds": "Answers for unknown question ids",
        "duplicateIds": "Duplicate answer ids (the first answer counted)",
        "missingAnswers": "Questions without an answer (graded as empty)",
    }
    for key, label in labels.items():
        if problems.get(key):
            lines += ["", f"{label}: {', '.join(problems[key])}"]
    lines += ["", "| id | category | grade | failed |", "| --- | --- | --- | --- |"]
    for q in card["questions"]:
        failed = "; ".join(q["failed"])
        lines.append(f"| {q['id']} | {q['category']} | {q['grade']} | {_md_escape(failed)} |")
    return "\n".join(lines) + "\n"


def write_scorecard(run_dir: Path, card: dict[str, Any]) -> None:
    """Write scorecard.json and scorecard.md, each atomically."""
    run_dir.mkdir(parents=True, exist_ok=True)
    write_json(run_dir / "scorecard.json", card)
    atomic_write_text(run_dir / "scorecard.md", scorecard_markdown(card))
