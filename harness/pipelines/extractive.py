"""The extractive pipeline: no LLM. Retrieval plus harvested fields, answered with citations.

For each question it finds the docType the question names (or the best-retrieved typed
document's), the field whose name and printed labels are closest to the question (the
same sentence-embedding model as retrieval), and the documents that hold every name,
id, year and date the question mentions. Then, by the shape of the question:
- "how many": the count of such documents (a corrected form and its original count once);
- "which ... sent ... / name every": the issuers of such documents;
- "which ... larger/more ... A or B": the two values compared, the larger named;
- "by how much ... correction": the difference between a corrected form and its original;
- "total", "add up", "in total": the sum of the field over such documents (corrections
  replace their originals);
- otherwise a lookup: the value of the field in the best-retrieved such document (its
  correction when it was corrected), as printed.
Every answer cites the files it used; it declines ("Not found in the documents.") when
no field or no document fits. A fast, honest baseline: what structure harvest answers.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

import numpy as np

from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.base import Answer, PipelineError
from harness.pipelines.context import PipelineContext
from harness.pipelines.doc_facts import DocFacts, Mentions, mentions
from harness.pipelines.prompt import DECLINE
from harness.pipelines.retrieve import HybridRetriever, open_retriever

_COUNT = re.compile(r"\bhow many\b", re.I)
_LIST = re.compile(r"\bname (?:every|each|all)\b|\bwhich \w+ (?:sent|issued|mailed)\b", re.I)
_COMPARE = re.compile(r"\b(?:larger|largest|more|higher|greater|bigger|smaller|less|lower)\b.*\bor\b", re.I)
_CHANGE = re.compile(r"\bby how much\b|\bdifference\b|\bchange[ds]?\b.*\bcorrect", re.I)
_AGGREGATE = re.compile(r"\b(?:total|add(?:ing)? up|sum|combined|altogether|in all)\b", re.I)
_SMALLER = re.compile(r"\b(?:smaller|less|lower)\b", re.I)
_EXCLUDED = re.compile(r"\((?:not counting|excluding|other than|except)[^)]*\)|\b(?:not counting|excluding|other "
                       r"than|except) (?:any |the )?\S+", re.I)
# What kind of value a question asks for: a bonus to fields of that kind.
_KIND_HINTS = {
    "money": re.compile(r"\b(?:how much|amount|balance|total|larger|smaller|more|less|paid|wages|premium|rent|"
                        r"deposit|pay)\b", re.I),
    "date": re.compile(r"\b(?:date|when|day|begins?|ends?|starts?)\b", re.I),
}
RANK_POOL = 20


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _cite(files: list[str]) -> str:
    return " ".join(f"[{f}]" for f in dict.fromkeys(files))


class ExtractivePipeline:
    def __init__(self, retriever: HybridRetriever, top_k: int) -> None:
        self.retriever = retriever
        self.top_k = top_k
        self.facts = DocFacts(retriever.store)
        self._desc_cache: dict[str, tuple[list[str], Any]] = {}

    # --- understanding the question ------------------------------------------------
    def named_type(self, question: str) -> tuple[str | None, str | None]:
        """(docType, the words that named it); "1099" alone names the family."""
        squashed = _key(_EXCLUDED.sub(" ", question))
        named = [t for t in DOC_TYPES if _key(t) in squashed]
        if named:
            best = max(named, key=len)
            return best, best
        if re.search(r"\b1099s?\b", _EXCLUDED.sub(" ", question)):
            return "1099", "1099"
        return None, None

    def _embed(self, texts: list[str]) -> np.ndarray:
        from harness.ingest.embed import embed_texts

        return embed_texts(texts)

    def field_ranking(self, question: str, doc_type: str, qv: np.ndarray) -> list[str]:
        """The fields of a docType, closest to the question first (embedding similarity of the
        field's name and printed labels, plus a bonus for the kind of value asked for)."""
        if doc_type not in self._desc_cache:
            desc = self.facts.field_descriptions(doc_type)
            names = list(desc)
            self._desc_cache[doc_type] = (names, self._embed([desc[n] for n in names]) if names else None)
        names, matrix = self._desc_cache[doc_type]
        if not names or matrix is None:
            return []
        sims = (matrix @ qv).copy()
        kinds = DOC_TYPES.get(doc_type, {})
        for kind, hint in _KIND_HINTS.items():
            if hint.search(question):
                for i, n in enumerate(names):
                    if kinds.get(n) == kind:
                        sims[i] += 0.15
        words = set(re.findall(r"[a-z0-9]+", re.sub(r"\bbox\s+(\d+[a-z]?)", r"box\1", question.lower())))
        for i, n in enumerate(names):
            box = n.split("_")[0]
            if box.startswith("box") and box in words:
                sims[i] += 0.2  # "box 10" names the field outright
        order = sorted(range(len(names)), key=lambda i: (-float(sims[i]), names[i]))
        return [names[i] for i in order]

    @staticmethod
    def _near(question: str, name: str, m: Mentions) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """The ids, years and dates that go with one side of "A ... or B ...": those mentioned
        in the same side of the last " or " as `name` (all of them when the question has no such split)."""
        head, sep, tail = question.rpartition(" or ")
        if not sep:
            return m.ids, m.years, m.dates
        side = mentions(tail if name in tail and name not in head else head)
        return (tuple(i for i in m.ids if i in side.ids) or (), m.years,
                tuple(d for d in m.dates if d in side.dates))

    def is_key(self, file: str, field: str, m: Mentions) -> bool:
        """The question uses this field's value to pick the document: it is not what it asks."""
        raw, norm = self.facts.value(file, field), self.facts.normalized(file, field)
        mentioned = {*(n.lower() for n in m.names), *(i.lower() for i in m.ids), *m.dates}
        return any(v is not None and v.lower() in mentioned for v in (raw, norm))

    def _type_matches(self, file: str, doc_type: str | None) -> bool:
        t = self.facts.types.get(file)
        if t is None:
            return False
        if doc_type is None:
            return True
        if doc_type == "1099":
            return t.startswith("1099-")
        return t == doc_type or t == f"{doc_type}c"

    def candidates(self, doc_type: str | None, m: Mentions, field: str | None) -> list[str]:
        """Documents of the type holding every mention (and the field), corrections for originals."""
        out = []
        for f in sorted(self.facts.types):
            if not self._type_matches(f, doc_type):
                continue
            f = self.facts.superseded.get(f, f)
            if field is not None and self.facts.value(f, field) is None:
                continue
            if self.facts.holds(m, f) and f not in out:
                out.append(f)
        return out

    # --- answering -------------------------------------------------------------------
    def answer(self, question: str) -> Answer:
        hits = self.retriever.search(question, max(self.top_k, RANK_POOL))
        ranked = list(dict.fromkeys(h.file for h in hits))
        shown = hits[: self.top_k]
        contexts = [h.text for h in shown]
        retrieved = list(dict.fromkeys(h.file for h in shown))

        def done(text: str, files: list[str]) -> Answer:
            return Answer(text, list(dict.fromkeys(files)), contexts, retrieved)

        if not hits:
            return done(DECLINE, [])
        m = mentions(question)
        doc_type, type_words = self.named_type(question)
        rank = {f: i for i, f in enumerate(ranked)}

        def by_rank(files: list[str]) -> list[str]:
            return sorted(files, key=lambda f: (rank.get(f, len(rank)), f))

        if _COUNT.search(question) and doc_type is not None:
            corrections = set(self.facts.superseded.values())
            files = [f for f in sorted(self.facts.types) if self._type_matches(f, doc_type)
                     and (doc_type == "1099" or self.facts.types.get(f) == doc_type)
                     and f not in corrections and self.facts.holds(m, f)]
            if not files:
                return done(DECLINE, [])
            return done(f"{len(files)} Forms {type_words} {_cite(files)}", files)

        if _LIST.search(question) and doc_type is not None:
            files = self.candidates(doc_type, m, None)
            issuers: dict[str, str] = {}
            for f in files:
                issuer = self.facts.issuer(f)
                if issuer:
                    issuers.setdefault(issuer, f)
            if not issuers:
                return done(DECLINE, [])
            names = sorted(issuers)
            return done("; ".join(names) + " " + _cite([issuers[n] for n in names]), list(issuers.values()))

        typed = doc_type if doc_type not in (None, "1099") else next(
            (self.facts.types[f] for f in ranked if self.facts.types.get(f)), None)
        if typed is None:
            return done(DECLINE, [])
        plain = question
        for name in (*m.names, *m.ids):
            plain = plain.replace(name, " ")
        qv = self._embed([plain])[0]
        ranking = self.field_ranking(question, typed, qv)
        if not ranking:
            return done(DECLINE, [])
        field = ranking[0]
        money = [f for f in ranking if DOC_TYPES.get(typed, {}).get(f) == "money"]
        if (_COMPARE.search(question) or _CHANGE.search(question) or _AGGREGATE.search(question)) and money:
            field = money[0]

        if _COMPARE.search(question) and len(m.names) >= 2:
            picks = []
            for name in m.names[:2]:
                one = Mentions((name,), *self._near(question, name, m))
                files = by_rank(self.candidates(doc_type, one, field))
                amount = parse_amount(self.facts.normalized(files[0], field)) if files else None
                if amount is None:
                    return done(DECLINE, [])
                picks.append((amount, name, files[0]))
            (va, na, fa), (vb, nb, fb) = picks
            smaller = bool(_SMALLER.search(question))
            win = (na, fa) if (va < vb if smaller else va > vb) else (nb, fb)
            return done(f"{win[0]}: {self.facts.value(win[1], field)} {_cite([win[1], fa, fb])}", [fa, fb])

        if _CHANGE.search(question):
            for orig, fix in sorted(self.facts.superseded.items()):
                if self._type_matches(fix, doc_type) and self.facts.holds(m, fix):
                    old = parse_amount(self.facts.normalized(orig, field))
                    new = parse_amount(self.facts.normalized(fix, field))
                    if old is not None and new is not None:
                        return done(f"{abs(new - old):,.2f} (from {self.facts.value(orig, field)} to "
                                    f"{self.facts.value(fix, field)}) {_cite([fix, orig])}", [fix, orig])

        if _AGGREGATE.search(question) and doc_type is not None:
            files = self.candidates(doc_type, m, field)
            amounts = [parse_amount(self.facts.normalized(f, field)) for f in files]
            if files and all(a is not None for a in amounts):
                total = sum((a for a in amounts if a is not None), Decimal("0"))
                return done(f"{total:,.2f} {_cite(files)}", files)
            return done(DECLINE, [])

        for field in ranking[:3]:
            files = by_rank(self.candidates(doc_type, m, field))
            if files and not self.is_key(files[0], field, m):
                return done(f"{self.facts.value(files[0], field)} [{files[0]}]", [files[0]])
        return done(DECLINE, [])

    def close(self) -> None:
        self.retriever.close()


def extractive_pipeline(context: PipelineContext) -> ExtractivePipeline:
    if context.store is None:
        raise PipelineError("the extractive pipeline needs a store (rag-eval run ingests one, or give --store)")
    return ExtractivePipeline(open_retriever(context.store, context.config, context.corpus), context.config.top_k)
