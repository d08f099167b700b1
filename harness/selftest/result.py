"""selftest.json: what a selftest found, as a record: grades by pipeline, the category
matrix, the expectations and whether each held, the answers and notes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.contract.manifest import CorpusManifest
from harness.runtime.records import Record, read_record, record_schema_text
from harness.scoring.scorecard import UNCATEGORIZED, CorpusId
from harness.selftest.expectations import Expectation, Grades

SELFTEST_NAME = "selftest.json"


class MatrixCell(Record):
    """How many questions of one category one pipeline answered correctly."""

    correct: int
    total: int


class SelftestResult(Record):
    corpus: CorpusId
    matrix: dict[str, dict[str, MatrixCell]]  # pipeline -> category -> cell
    expectations: list[Expectation]
    informational: list[Expectation]  # the reference pipeline's, which a small local model makes noisy
    grades: dict[str, dict[str, Grade]]  # pipeline -> question id -> grade
    answers: dict[str, dict[str, str]]  # pipeline -> question id -> answer text
    notes: dict[str, Any]

    @property
    def failed(self) -> list[Expectation]:
        return [e for e in self.expectations if not e.ok]


def _matrix(m: CorpusManifest, grades: Grades) -> dict[str, dict[str, MatrixCell]]:
    cats = sorted({q.category or UNCATEGORIZED for q in m.questions})
    out: dict[str, dict[str, MatrixCell]] = {}
    for name, g in grades.items():
        out[name] = {}
        for c in cats:
            ids = [q.id for q in m.questions if (q.category or UNCATEGORIZED) == c]
            out[name][c] = MatrixCell(correct=sum(g[i] == Grade.CORRECT for i in ids), total=len(ids))
    return out


def selftest_result(manifest: CorpusManifest, corpus_sha256: str, grades: Grades,
                    answers: dict[str, dict[str, str]], expectations: list[Expectation],
                    informational: list[Expectation] | None = None,
                    notes: dict[str, Any] | None = None) -> SelftestResult:
    """The one place a SelftestResult is made."""
    return SelftestResult(corpus=CorpusId(name=manifest.name, sha256=corpus_sha256),
                          matrix=_matrix(manifest, grades), expectations=expectations,
                          informational=informational or [], grades=grades, answers=answers,
                          notes=notes or {})


def read_selftest(path: Path) -> SelftestResult:
    """A selftest.json read back through its model (RecordError names the file and the JSON path)."""
    result: SelftestResult = read_record(path, SelftestResult)
    return result


def selftest_schema_text() -> str:
    """The JSON Schema of selftest.json (`rag-eval schema selftest`)."""
    return record_schema_text(SelftestResult, SELFTEST_NAME)
