"""The extractive pipeline: no LLM. Retrieval plus harvested fields, answered with citations.

- the question names a field (its words, e.g. "box 1 wages", "federal income tax withheld")
  and maybe a docType ("W-2", "1099-INT");
- "total", "add up", "in total", "combined": the sum of that field over every document of
  the type (a corrected form replaces the original from the same issuer), citing each;
- "how many": the count of documents of the type, citing each;
- otherwise a lookup: the best-retrieved document that has the field; its value as printed;
- it declines ("Not found in the documents.") when no field matches, retrieval finds no
  document with the field, or a name or year the question asks about is not in that document.
A fast, honest baseline: what structure harvest alone can answer.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from harness.pipelines.base import Answer, PipelineError
from harness.pipelines.spec import PipelineContext
from harness.prompt import DECLINE
from harness.retrieve import HybridRetriever, open_retriever
from harness.vocabulary import DOC_TYPES

_WORD = re.compile(r"[a-z0-9]+")
_GENERIC = frozenset({"name", "number", "date", "amount", "total", "tax", "year"})
_AGGREGATE = re.compile(r"\b(total|add up|sum|combined|altogether|across (?:all|every))\b", re.I)
_COUNT = re.compile(r"\bhow many\b", re.I)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_NAME = re.compile(r"\b[A-Z][A-Za-z&'.-]+(?:\s+[A-Z][A-Za-z&'.-]+)*")
_ISSUER_FIELDS = ("employer_name", "payer_name", "lender_name", "issuer_name", "bank_name",
                  "utility_name", "insurer_name", "vendor_name", "jurisdiction_name", "landlord_name")


def _words(text: str) -> list[str]:
    text = re.sub(r"\bbox\s+(\d+[a-z]?)\b", r"box\1", text.lower())
    return _WORD.findall(text)


def _doc_type_key(doc_type: str) -> str:
    return re.sub(r"[^a-z0-9]", "", doc_type.lower())


def _money(value: str) -> Decimal | None:
    try:
        return Decimal(value.replace(",", "").replace("$", "").strip())
    except InvalidOperation:
        return None


class ExtractivePipeline:
    def __init__(self, retriever: HybridRetriever, top_k: int) -> None:
        self.retriever = retriever
        self.top_k = top_k
        store = retriever.store
        self.types = {f: t.doc_type for f, t in store.doctypes().items()}
        self.fields: dict[str, dict[str, tuple[str, str | None]]] = {}
        for row in store.fields():
            self.fields.setdefault(row.file, {})[row.field] = (row.value, row.normalized)
        self.texts: dict[str, str] = {}
        for page in store.pages():
            self.texts[page.file] = self.texts.get(page.file, "") + "\n" + page.text
        self.known_fields = sorted({f for fs in self.fields.values() for f in fs}
                                   | {f for fs in DOC_TYPES.values() for f in fs})

    def _field(self, question: str) -> str | None:
        q = set(_words(question))
        best, best_score = None, 0.0
        for name in self.known_fields:
            parts = [p for p in name.split("_") if p]
            hits = [p for p in parts if p in q]
            if not any(p not in _GENERIC and not p.startswith("box") for p in hits):
                continue
            score = len(hits) / len(parts)
            if score > best_score:
                best, best_score = name, score
        return best if best_score >= 0.5 else None

    def _doc_type(self, question: str) -> str | None:
        squashed = _doc_type_key(question)
        named = [t for t in DOC_TYPES if _doc_type_key(t) in squashed]
        # the longest name wins: "W-2c" over "W-2"
        return max(named, key=len) if named else None

    def _mentions_hold(self, question: str, file: str) -> bool:
        text = self.texts.get(file, "").lower()
        for year in _YEAR.findall(question):
            if year not in text:
                return False
        for name in _NAME.findall(question)[1:] if question[:1].isupper() else _NAME.findall(question):
            words = [w for w in name.split() if w.lower() not in ("form", "forms", "box")]
            if len(words) >= 2 and " ".join(words).lower() not in text:
                return False
        return True

    def _typed_files(self, doc_type: str | None, field: str) -> list[str]:
        files = [f for f, fs in sorted(self.fields.items()) if field in fs
                 and (doc_type is None or self.types.get(f) == doc_type)]
        # a corrected form (W-2c) replaces the original from the same issuer
        originals = []
        for f in files:
            t = self.types.get(f)
            if t is None:
                continue
            issuer = next((self.fields[f][k][0] for k in _ISSUER_FIELDS if k in self.fields[f]), None)
            for g, gt in self.types.items():
                if gt == f"{t}c" and issuer and any(self.fields.get(g, {}).get(k, ("",))[0] == issuer
                                                   for k in _ISSUER_FIELDS):
                    originals.append((f, g))
        replaced = dict(originals)
        return [replaced.get(f, f) for f in files]

    def answer(self, question: str) -> Answer:
        hits = self.retriever.search(question, self.top_k)
        retrieved = list(dict.fromkeys(h.file for h in hits))
        contexts = [h.text for h in hits]
        field = self._field(question)
        doc_type = self._doc_type(question)
        if field is None or not hits:
            return Answer(DECLINE, [], contexts, retrieved)
        if _COUNT.search(question) and doc_type is not None:
            files = sorted(f for f, t in self.types.items() if t == doc_type)
            if files:
                cites = " ".join(f"[{f}]" for f in files)
                return Answer(f"{len(files)} {doc_type} documents {cites}", files, contexts, retrieved)
        if _AGGREGATE.search(question):
            files = self._typed_files(doc_type, field)
            amounts = [_money(self.fields[f][field][1] or self.fields[f][field][0]) for f in files]
            if files and all(a is not None for a in amounts):
                total = sum((a for a in amounts if a is not None), Decimal("0"))
                cites = " ".join(f"[{f}]" for f in files)
                return Answer(f"{total:,.2f} {cites}", files, contexts, retrieved)
        for file in retrieved:
            if field in self.fields.get(file, {}) and (doc_type is None or self.types.get(file) == doc_type):
                if not self._mentions_hold(question, file):
                    continue
                value = self.fields[file][field][0]
                return Answer(f"{value} [{file}]", [file], contexts, retrieved)
        return Answer(DECLINE, [], contexts, retrieved)

    def close(self) -> None:
        self.retriever.close()


def extractive_pipeline(context: PipelineContext) -> ExtractivePipeline:
    if context.store is None:
        raise PipelineError("the extractive pipeline needs a store (rag-eval run ingests one, or give --store)")
    return ExtractivePipeline(open_retriever(context.store, context.config, context.corpus), context.config.top_k)
