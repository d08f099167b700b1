"""What peer evaluation tools receive: the documents' text, and each question (and a run's
answer to it) under the tools' own field names.

- RAGAS (`SingleTurnSample`): user_input, reference, reference_contexts,
  reference_context_ids, and from a run response, retrieved_contexts, retrieved_context_ids.
  `EvaluationDataset.from_jsonl` keeps only those; `ragas.Dataset` ("local/jsonl") keeps
  every key, so the rest (id, category, the accepted answers) rides along in snake_case.
- DeepEval (`Golden`): name (the question id), input, expected_output, context (the cited
  documents' text), additional_metadata (everything else), and from a run actual_output,
  retrieval_context.

`reference` / `expected_output` is one plain answer, without the `[file]` the grader wants:
the grader's accepted shapes are kept beside it (`accepted_answers`, `must_contain_all`,
`must_not_contain`). The text of a document is its PDF text layer, the store's pages (text
layer and OCR) when a store is given, or the ground-truth dump when asked for.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.contract.grade import DECLINE
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question
from harness.contract.store_file import check_marker_version, check_store_file
from harness.runtime.errors import RagError
from harness.runtime.jsonread import JsonProblem, parse_json

TEXT_SOURCES = ("pages", "truth")


class InteropError(RagError):
    """A store or run that cannot feed an export."""


def reference_answer(question: Question) -> str:
    """One plain answer: the needles that must all appear and the first accepted shape, no file."""
    if question.negative:
        return DECLINE
    parts = list(question.must_contain_all)
    if question.must_contain_any:
        parts.append(question.must_contain_any[0])
    return "; ".join(parts)


def truth_text(entry: DocumentEntry) -> str:
    """A document's ground truth as `field: value` lines (what the generator knows, not what a reader sees)."""
    lines = [f"{k}: {v}" for k, v in sorted(entry.ground_truth.items())]
    if entry.notes:
        lines.insert(0, entry.notes)
    return "\n".join(lines)


def _text_layer(path: Path) -> str:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        pages = []
        for i in range(len(pdf)):
            textpage = pdf[i].get_textpage()
            pages.append(textpage.get_text_range().replace("\r\n", "\n").strip())
        return "\n\n".join(p for p in pages if p)
    finally:
        pdf.close()


@dataclass(frozen=True)
class TextGaps:
    """What an export's documents lack: the documents whose text is empty, and the questions
    citing one of them (their reference contexts hold an empty text)."""

    documents: int
    empty: list[str]  # files, sorted
    questions: int  # questions that cite a document
    questions_empty: list[str]  # ids of the questions citing a document without text

    def describe(self, with_questions: bool) -> str:
        """`8 of 18 documents have no text[, so 12 of 29 questions have an empty reference context]`."""
        out = f"{len(self.empty)} of {self.documents} documents have no text"
        if with_questions and self.questions_empty:
            out += f", so {len(self.questions_empty)} of {self.questions} questions have an empty reference context"
        return out


def text_gaps(manifest: CorpusManifest, texts: dict[str, str], asked: list[Question] | None = None) -> TextGaps:
    """The documents of `texts` without text and the questions (`asked`, default all) citing one."""
    empty = sorted(f for f, text in texts.items() if not text.strip())
    citing = [q for q in (manifest.questions if asked is None else asked) if q.must_cite_any]
    hollow = [q.id for q in citing if any(not texts.get(f, "").strip() for f in q.must_cite_any)]
    return TextGaps(len(texts), empty, len(citing), hollow)


def _marker(store: Path) -> dict:
    """The store's marker.json, a JSON object (refuses a folder that is not a store)."""
    marker_path, db_path = Path(store) / "marker.json", Path(store) / "store.sqlite"
    if not marker_path.is_file() or not db_path.is_file():
        raise InteropError(f"{store} is not a store (no marker.json and store.sqlite): build one with rag-eval ingest")
    try:
        marker = parse_json(marker_path.read_bytes())
    except JsonProblem as exc:
        raise InteropError(f"{marker_path}: {exc}") from None
    if not isinstance(marker, dict):
        raise InteropError(f"{marker_path}: not a store's marker (expected a JSON object)")
    return marker


def _marker_corpus(marker: dict) -> str | None:
    """The sha256 of the corpus.json the store's marker says it was built from."""
    corpus = marker.get("corpus")
    built_from = corpus.get("sha256") if isinstance(corpus, dict) else None
    return built_from if isinstance(built_from, str) else None


def is_store_of(store: Path, corpus_sha256: str) -> bool:
    """Whether `store` is a store built from this corpus.json (False for anything else)."""
    try:
        return _marker_corpus(_marker(store)) == corpus_sha256
    except InteropError:
        return False


def check_store(store: Path, corpus_sha256: str) -> None:
    """Refuse a folder that is not a store, a store built from another corpus.json, a marker of
    another version, and a store.sqlite that is not the one its marker records or not a store's
    database (harness.contract.store_file, the check every reader runs)."""
    marker = _marker(store)
    built_from = _marker_corpus(marker)
    if built_from != corpus_sha256:
        raise InteropError(f"{store} was built from another corpus.json (sha256 {str(built_from)[:12]}, "
                           f"this corpus {corpus_sha256[:12]})")
    marker_path = Path(store) / "marker.json"
    version, recorded = marker.get("markerVersion"), marker.get("store")
    check_marker_version(marker_path, version, InteropError)
    if not (isinstance(recorded, dict) and isinstance(recorded.get("bytes"), int)
            and isinstance(recorded.get("sha256"), str)):
        raise InteropError(f"{marker_path}: no store.bytes and store.sha256: not a store's marker")
    check_store_file(Path(store), recorded["bytes"], recorded["sha256"], True, InteropError)


def store_texts(store: Path, manifest: CorpusManifest, corpus_sha256: str) -> dict[str, str]:
    """Every document's pages as the store has them (text layer and OCR), joined by a blank line.

    Reads the store's documented tables read-only; refuses what check_store refuses."""
    check_store(store, corpus_sha256)
    db_path = Path(store) / "store.sqlite"
    db = sqlite3.connect(f"file:{db_path.resolve()}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT d.file, p.text FROM pages p JOIN documents d ON d.id = p.document_id "
                          "ORDER BY d.file, p.page").fetchall()
    finally:
        db.close()
    texts: dict[str, list[str]] = {}
    for file, text in rows:
        texts.setdefault(file, []).append(text.strip())
    return {file: "\n\n".join(t for t in pages if t) for file, pages in texts.items()}


def document_texts(corpus_dir: Path, manifest: CorpusManifest, source: str = "pages",
                   store_text: dict[str, str] | None = None) -> dict[str, str]:
    """file -> text for every document: `truth` (the ground-truth dump), or `pages`: the store's
    pages when `store_text` is given, else the PDF text layer ("" for an image or a scan)."""
    if source not in TEXT_SOURCES:
        raise InteropError(f"document text must be one of {', '.join(TEXT_SOURCES)}, not {source!r}")
    out = {}
    for entry in manifest.documents or []:
        if source == "truth":
            out[entry.file] = truth_text(entry)
        elif store_text is not None:
            out[entry.file] = store_text.get(entry.file, "")
        elif entry.file.lower().endswith(".pdf"):
            out[entry.file] = _text_layer(Path(corpus_dir) / entry.file)
        else:
            out[entry.file] = ""
    return out


def _contexts(question: Question, texts: dict[str, str]) -> list[str]:
    return [texts.get(f, "") for f in question.must_cite_any]


def _keys(question: Question) -> dict[str, Any]:
    return {"id": question.id, "category": question.category or "", "negative": question.negative,
            "accepted_answers": list(question.must_contain_any), "must_contain_all": list(question.must_contain_all),
            "must_not_contain": list(question.must_not_contain)}


def ragas_row(question: Question, texts: dict[str, str], answer: dict[str, Any] | None = None) -> dict[str, Any]:
    """One RAGAS sample; with a run's `answer` (an answers.jsonl line, plus its grade) the response side too."""
    row: dict[str, Any] = {
        "user_input": question.question,
        "reference": reference_answer(question),
        "reference_contexts": _contexts(question, texts),
        "reference_context_ids": list(question.must_cite_any),
        **_keys(question),
    }
    if answer is not None:
        row.update(response=answer.get("answer", ""), retrieved_contexts=list(answer.get("contexts") or []),
                   retrieved_context_ids=list(answer.get("retrieved") or []),
                   citations=list(answer.get("citations") or []), grade=answer.get("grade"),
                   failed=list(answer.get("failed") or []))
    return row


def deepeval_golden(question: Question, texts: dict[str, str], answer: dict[str, Any] | None = None) -> dict[str, Any]:
    """One DeepEval golden; with a run's `answer`, actual_output and retrieval_context too."""
    metadata = {**_keys(question), "cited_files": list(question.must_cite_any)}
    golden: dict[str, Any] = {
        "name": question.id,
        "input": question.question,
        "expected_output": reference_answer(question),
        "context": _contexts(question, texts),
        "additional_metadata": metadata,
    }
    if answer is not None:
        golden.update(actual_output=answer.get("answer", ""), retrieval_context=list(answer.get("contexts") or []))
        metadata.update(retrieved_files=list(answer.get("retrieved") or []),
                        citations=list(answer.get("citations") or []), grade=answer.get("grade"),
                        failed=list(answer.get("failed") or []))
    return golden
