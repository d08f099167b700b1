"""`rag-gen export`: a corpus in the shapes other tools load as they are.

- beir: corpus.jsonl (each document's text), queries.jsonl, qrels/test.tsv;
- ragas: datasets/testset.jsonl, RAGAS's sample fields (harness.contract.interop);
- deepeval: goldens.json, DeepEval's golden fields;
- promptfoo: promptfooconfig.yaml with the questions' needles as assertions and a provider
  (rag_eval_provider.py) that asks a cmd: pipeline, with the store when one is given;
- jsonl: testset.jsonl, one generic line per question.

A document's text is its PDF text layer, the store's pages (text layer and OCR) with a
store, or its ground truth with text="truth". Without a store a scan has no text: the
report names the documents without text and the questions citing one (`TextGaps`), for
the CLI to warn. Every export is a folder written atomically: built in a temporary sibling,
then renamed; its last file, rag-export.json, marks it as an export, which is all `--force`
replaces (harness.contract.outputs).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from harness.contract.grade import DECLINE
from harness.contract.interop import (
    TextGaps,
    check_store,
    deepeval_golden,
    document_texts,
    ragas_row,
    store_texts,
    text_gaps,
)
from harness.contract.manifest import CorpusManifest, Question
from harness.contract.oracle import oracle_answer
from harness.contract.outputs import Input, check_out, write_export
from harness.runtime.errors import RagError
from harness.runtime.fsutil import dumps_json
from harness.runtime.versions import VERSION

FORMATS = ("beir", "ragas", "deepeval", "promptfoo", "jsonl")
TEXT_FORMATS = ("beir", "ragas", "deepeval")  # the ones that carry the documents' text
DEFAULT_COMMAND = "python3 my_rag.py"


class ExportError(RagError):
    pass


@dataclass
class ExportSource:
    """What an export reads besides corpus.json: the folder, a store, the text wanted, a command."""

    corpus_dir: Path
    corpus_sha256: str = ""
    store: Path | None = None
    text: str = "pages"
    command: str = DEFAULT_COMMAND
    texts: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ExportReport:
    out: Path
    gaps: TextGaps | None  # the documents without text (scans, when no store was given); None: no text exported


def _jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)


def _beir(m: CorpusManifest, out: Path, src: ExportSource) -> None:
    docs = [
        {"_id": d.file, "title": d.doc_type or d.template or "", "text": src.texts[d.file]}
        for d in m.documents or []
    ]
    queries = [{"_id": q.id, "text": q.question, "metadata": {"category": q.category or ""}} for q in m.questions]
    qrels = ["query-id\tcorpus-id\tscore"]
    for q in m.questions:
        qrels += [f"{q.id}\t{f}\t1" for f in q.must_cite_any]
    (out / "corpus.jsonl").write_text(_jsonl(docs), encoding="utf-8")
    (out / "queries.jsonl").write_text(_jsonl(queries), encoding="utf-8")
    (out / "qrels").mkdir()
    (out / "qrels" / "test.tsv").write_text("\n".join(qrels) + "\n", encoding="utf-8")


def _promptfoo_asserts(q: Question) -> list[dict]:
    asserts: list[dict] = []
    if q.negative:
        asserts.append({"type": "icontains-any", "value": [DECLINE, "no information", "could not find"]})
    if q.must_contain_all and not q.negative:
        asserts.append({"type": "icontains-all", "value": q.must_contain_all})
    if q.must_contain_any and not q.negative:
        asserts.append({"type": "icontains-any", "value": q.must_contain_any})
    if q.must_cite_any and not q.negative:
        asserts.append({"type": "icontains-any", "value": q.must_cite_any, "metric": "citation"})
    asserts += [{"type": "not-icontains", "value": n} for n in q.must_not_contain]
    return asserts


def _provider_config(src: ExportSource) -> dict[str, object]:
    """What rag_eval_provider.py passes the pipeline: RAG_EVAL_CORPUS, and RAG_EVAL_STORE with a store."""
    config: dict[str, object] = {"command": src.command, "corpus": str(Path(src.corpus_dir).resolve()),
                                 "timeout_s": 120}
    if src.store is not None:
        config["store"] = str(Path(src.store).resolve())
    return config


def _promptfoo(m: CorpusManifest, out: Path, src: ExportSource) -> None:
    suite = {
        "description": f"{m.name}: {m.description} (promptfoo 0.123.1 needs Node >= 22.22)",
        "prompts": ["{{question}}"],
        # promptfoo's python provider runs rag_eval_provider.py, which asks the cmd: pipeline
        # in config.command one question at a time, as rag-eval run --pipeline cmd:... does.
        "providers": [{"id": "file://rag_eval_provider.py", "label": f"cmd:{src.command}",
                       "config": _provider_config(src)}],
        "tests": [
            {"description": q.id, "vars": {"question": q.question, "id": q.id},
             "metadata": {"category": q.category or "", "negative": q.negative},
             "assert": _promptfoo_asserts(q)}
            for q in m.questions
        ],
    }
    # JSON is valid YAML: promptfoo loads the file as its config as it is.
    (out / "promptfooconfig.yaml").write_text(dumps_json(suite), encoding="utf-8")
    provider = resources.files("generator.exports").joinpath("promptfoo_provider.py").read_text(encoding="utf-8")
    (out / "rag_eval_provider.py").write_text(provider, encoding="utf-8")


def _ragas(m: CorpusManifest, out: Path, src: ExportSource) -> None:
    # ragas.Dataset.load("testset", "local/jsonl", root_dir=OUT) reads OUT/datasets/testset.jsonl.
    (out / "datasets").mkdir()
    (out / "datasets" / "testset.jsonl").write_text(_jsonl([ragas_row(q, src.texts) for q in m.questions]),
                                                     encoding="utf-8")


def _deepeval(m: CorpusManifest, out: Path, src: ExportSource) -> None:
    (out / "goldens.json").write_text(dumps_json([deepeval_golden(q, src.texts) for q in m.questions]),
                                      encoding="utf-8")


def _testset(m: CorpusManifest, out: Path, src: ExportSource) -> None:
    rows = []
    for q in m.questions:
        answer = oracle_answer(q)
        rows.append({
            "id": q.id, "question": q.question, "user_input": q.question, "input": q.question,
            "reference": answer, "expected_output": answer, "category": q.category or "",
            "cited_files": q.must_cite_any, "negative": q.negative,
        })
    (out / "testset.jsonl").write_text(_jsonl(rows), encoding="utf-8")


WRITERS: dict[str, Callable[[CorpusManifest, Path, ExportSource], None]] = {
    "beir": _beir, "ragas": _ragas, "deepeval": _deepeval, "promptfoo": _promptfoo, "jsonl": _testset,
}


def _texts(manifest: CorpusManifest, src: ExportSource) -> dict[str, str]:
    missing = [d.file for d in manifest.documents or []
               if src.text == "pages" and src.store is None and d.file.lower().endswith(".pdf")
               and not (Path(src.corpus_dir) / d.file).is_file()]
    if missing:
        raise ExportError(f"{missing[0]}: no such file in {src.corpus_dir} (--text truth exports the ground "
                          "truth instead)")
    from_store = store_texts(src.store, manifest, src.corpus_sha256) if src.store is not None else None
    return document_texts(src.corpus_dir, manifest, src.text, from_store)


def export(manifest: CorpusManifest, fmt: str, out: Path, force: bool = False,
           source: ExportSource | None = None) -> ExportReport:
    """Write `manifest` in `fmt` into the folder `out`; refuse an existing folder unless `force`, and
    then unless it is an export (harness.contract.outputs.check_out); never the corpus or the store."""
    if fmt not in WRITERS:
        raise ExportError(f"unknown export format {fmt!r} (known: {', '.join(FORMATS)})")
    inputs = [] if source is None else [Input("corpus", Path(source.corpus_dir))]
    if source is not None and source.store is not None:
        inputs.append(Input("store", Path(source.store)))
    check_out(out, "export", force=force, inputs=inputs, error=ExportError)
    src = source or ExportSource(Path("."), text="truth")
    if fmt in TEXT_FORMATS:
        src.texts = _texts(manifest, src)
    elif fmt == "promptfoo" and src.store is not None:
        check_store(src.store, src.corpus_sha256)
    write_export(out, f"rag-gen {VERSION}", fmt, lambda tmp: WRITERS[fmt](manifest, tmp, src))
    return ExportReport(out, text_gaps(manifest, src.texts) if fmt in TEXT_FORMATS else None)
