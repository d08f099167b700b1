"""`rag-gen export`: a corpus in the shapes other tools load (BEIR, promptfoo, RAGAS/DeepEval).

Every export is a folder written atomically: built in a temporary sibling, then renamed.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from harness.contract.grade import DECLINE
from harness.contract.manifest import CorpusManifest, Question
from harness.contract.oracle import oracle_answer
from harness.runtime.errors import RagError
from harness.runtime.fsutil import dumps_json, ensure_parent

FORMATS = ("beir", "promptfoo", "jsonl")


class ExportError(RagError):
    pass


def _jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)


def document_text(entry_notes: str | None, ground_truth: dict[str, str]) -> str:
    """A document's text from its ground truth: one `field: value` line per generated field."""
    lines = [f"{k}: {v}" for k, v in sorted(ground_truth.items())]
    if entry_notes:
        lines.insert(0, entry_notes)
    return "\n".join(lines)


def _beir(m: CorpusManifest, out: Path) -> None:
    docs = [
        {"_id": d.file, "title": d.doc_type or d.template or "", "text": document_text(d.notes, d.ground_truth)}
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


def _promptfoo(m: CorpusManifest, out: Path) -> None:
    suite = {
        "description": f"{m.name}: {m.description}",
        "prompts": ["{{question}}"],
        "tests": [
            {"description": q.id, "vars": {"question": q.question},
             "metadata": {"category": q.category or "", "negative": q.negative},
             "assert": _promptfoo_asserts(q)}
            for q in m.questions
        ],
    }
    # JSON is valid YAML: promptfoo loads the file as its config as it is.
    (out / "promptfooconfig.yaml").write_text(dumps_json(suite), encoding="utf-8")


def _testset(m: CorpusManifest, out: Path) -> None:
    rows = []
    for q in m.questions:
        answer = oracle_answer(q)
        rows.append({
            "id": q.id, "question": q.question, "user_input": q.question, "input": q.question,
            "reference": answer, "expected_output": answer, "category": q.category or "",
            "cited_files": q.must_cite_any, "negative": q.negative,
        })
    (out / "testset.jsonl").write_text(_jsonl(rows), encoding="utf-8")


WRITERS: dict[str, Callable[[CorpusManifest, Path], None]] = {
    "beir": _beir, "promptfoo": _promptfoo, "jsonl": _testset,
}


def export(manifest: CorpusManifest, fmt: str, out: Path, force: bool = False) -> Path:
    """Write `manifest` in `fmt` into the folder `out`; refuse an existing folder unless `force`."""
    if fmt not in WRITERS:
        raise ExportError(f"unknown export format {fmt!r} (known: {', '.join(FORMATS)})")
    if out.exists() and not force:
        raise ExportError(f"{out} exists: pass --force to replace it")
    if (out.exists() or out.is_symlink()) and not out.is_dir():
        raise ExportError(f"--out {out} is a file, not a folder")
    ensure_parent(out)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        WRITERS[fmt](manifest, tmp)
        if out.exists():
            shutil.rmtree(out)
        tmp.rename(out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out
