"""The rows of a release's three configs, read from a suite folder's households.

- `questions`: one row per question: its household and seed, id, category, the question, one
  readable reference answer (harness/contract/oracle.py), whether it is negative, and the key
  that grades it (`mustContainAll`, `mustContainAny`, `mustCiteAny`, `mustNotContain`, `notes`);
- `probe`: one row per probeGroundTruth row: the document, its docType, the field, the expected
  value and the other accepted spellings;
- `documents`: one row per document: its file, its path in the release (`suite/<household>/<file>`),
  docType, template, layout family, rendering, pages, SHA-256, whether it is a scan, the file a
  corrected form supersedes, and the producer that wrote it (null: reportlab).

Each config has a fixed column schema (names, Arrow types), so a Parquet file never infers a
type from the values, and the rows keep the suite's order (households, then corpus.json's).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.contract.manifest import CorpusManifest, load_manifest
from harness.contract.oracle import oracle_answer
from harness.contract.suite import SuiteManifest

SUITE_FOLDER = "suite"  # where a release holds the suite's own files

STRING, INT, BOOL, STRINGS = "string", "int64", "bool", "list<string>"


@dataclass(frozen=True)
class Table:
    """One config: its name, its columns (name, type), and its rows (dicts in column order)."""

    name: str
    columns: tuple[tuple[str, str], ...]
    rows: list[dict[str, Any]]


QUESTION_COLUMNS = (("household", STRING), ("seed", INT), ("id", STRING), ("category", STRING),
                    ("question", STRING), ("answer", STRING), ("negative", BOOL), ("mustContainAll", STRINGS),
                    ("mustContainAny", STRINGS), ("mustCiteAny", STRINGS), ("mustNotContain", STRINGS),
                    ("notes", STRING))
PROBE_COLUMNS = (("household", STRING), ("seed", INT), ("document", STRING), ("docType", STRING),
                 ("field", STRING), ("expected", STRING), ("accept", STRINGS))
DOCUMENT_COLUMNS = (("household", STRING), ("seed", INT), ("file", STRING), ("path", STRING), ("docType", STRING),
                    ("template", STRING), ("layout", STRING), ("rendering", STRING), ("pages", INT),
                    ("sha256", STRING), ("scan", BOOL), ("supersedes", STRING), ("producer", STRING))


def _questions(household: str, seed: int, m: CorpusManifest) -> list[dict[str, Any]]:
    return [{"household": household, "seed": seed, "id": q.id, "category": q.category, "question": q.question,
             "answer": oracle_answer(q), "negative": q.negative, "mustContainAll": list(q.must_contain_all),
             "mustContainAny": list(q.must_contain_any), "mustCiteAny": list(q.must_cite_any),
             "mustNotContain": list(q.must_not_contain), "notes": q.notes} for q in m.questions]


def _probe(household: str, seed: int, m: CorpusManifest) -> list[dict[str, Any]]:
    types = {d.file: d.doc_type for d in m.documents or []}
    return [{"household": household, "seed": seed, "document": r.document, "docType": types.get(r.document),
             "field": r.field, "expected": r.expected, "accept": list(r.accept)}
            for r in m.probe_ground_truth or []]


def _documents(household: str, seed: int, m: CorpusManifest) -> list[dict[str, Any]]:
    return [{"household": household, "seed": seed, "file": d.file, "path": f"{SUITE_FOLDER}/{household}/{d.file}",
             "docType": d.doc_type, "template": d.template, "layout": d.layout, "rendering": d.rendering,
             "pages": d.pages, "sha256": d.sha256, "scan": d.scan is not None, "supersedes": d.supersedes,
             "producer": (d.producer or {}).get("name")} for d in m.documents or []]


def suite_tables(folder: Path, suite: SuiteManifest) -> list[Table]:
    """The three configs of the suite in `folder`, in the order the card lists them."""
    manifests = [(c.name, c.seed, load_manifest(folder / c.name)) for c in suite.corpora]
    return [Table("questions", QUESTION_COLUMNS, [r for h, s, m in manifests for r in _questions(h, s, m)]),
            Table("probe", PROBE_COLUMNS, [r for h, s, m in manifests for r in _probe(h, s, m)]),
            Table("documents", DOCUMENT_COLUMNS, [r for h, s, m in manifests for r in _documents(h, s, m)])]
