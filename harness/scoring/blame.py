"""Stage blame: why a question was not graded correct, decided mechanically.

Every question not graded correct gets one cause; the first rule that holds decides:

1. `not-ingested`: a document the question needs failed to ingest, or is not in the store
   at all (every copy of it: a scanned twin that did ingest still holds the value).
2. `not-recognized`: the text the store recovered (text layer or OCR) lacks a value the
   answer needs, in every accepted shape, in every copy of the document that prints it.
3. `unknown`: the pipeline reported nothing about retrieval (no `retrieved` file names), so
   rules 4 and 5 cannot be told apart.
4. `not-retrieved`: a document the question needs (a scanned twin counts as the same
   document) is not among the files the pipeline reports it retrieved.
5. The answer stage: `hallucinated` for a negative question (it answered, or stated a
   banned value, where it should decline); `false-decline` for a positive question whose
   answer declines; `wrong-answer` otherwise (retrieved, recognized, and still missed).

A negative question needs no document: it is always `hallucinated`. The documents a
question needs are the files of `mustCiteAny` that corpus.json lists, twins merged
(same template, type and ground truth). The values an answer needs come from the
needles and the ground truth of those documents, never from the pipeline:
- a needle group (each `mustContainAll` needle; `mustContainAny` as one group) that a
  needed document prints as a ground-truth value is needed as printed: some copy of some
  document printing it must show the value or one of the group's shapes;
- an amount no needed document prints is derived: the first field (by name) whose amounts
  over the needed documents sum to it, or whose two amounts differ by it, gives one needed
  value per document (each must be recognized in its own document);
- anything else (a count such as "3 forms") needs the documents themselves: each needed
  document must show at least one of its ground-truth values (a blank or illegible page
  shows none);
- a document with no ground truth gives nothing to check: rule 2 passes for it.
Text is matched as the grader matches: NFKC, case-folded, whitespace runs collapsed.
Money values also count in every money shape (`1,548.50`, `1548.50`, `1.548,50`, ...).
The store is opened read-only by the caller; this module only reads what it is given.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from pathlib import PurePosixPath

from harness.contract.grade import fold, looks_like_not_found
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question
from harness.contract.oracle import twin_key
from harness.contract.shapes import money_shapes, parse_amount
from harness.store.database import Store


class Cause(StrEnum):
    NOT_INGESTED = "not-ingested"
    NOT_RECOGNIZED = "not-recognized"
    NOT_RETRIEVED = "not-retrieved"
    WRONG_ANSWER = "wrong-answer"
    HALLUCINATED = "hallucinated"
    FALSE_DECLINE = "false-decline"
    UNKNOWN = "unknown"


_AMOUNT = re.compile(r"^\$?-?[\d,]*\d\.\d{2}$")


def _amount(text: str) -> Decimal | None:
    """Only values printed as money (cents shown): ids, years and counts are not amounts."""
    text = text.strip()
    return parse_amount(text) if _AMOUNT.match(text) else None


@dataclass(frozen=True)
class Recovered:
    """What the store holds per file: whether it ingested, and its recovered text, folded."""

    ok: frozenset[str]
    failed: frozenset[str]
    texts: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_store(cls, store: Store) -> Recovered:
        docs = store.documents()
        pages: dict[str, list[str]] = {}
        for p in store.pages():
            pages.setdefault(p.file, []).append(p.text)
        return cls(ok=frozenset(d.file for d in docs if d.status == "ok"),
                   failed=frozenset(d.file for d in docs if d.status != "ok"),
                   texts={f: fold("\n".join(t)) for f, t in pages.items()})

    @classmethod
    def from_texts(cls, texts: dict[str, str], failed: Iterable[str] = ()) -> Recovered:
        """Built from plain texts by file (every file ingested unless it is in `failed`)."""
        bad = frozenset(failed)
        return cls(ok=frozenset(texts) - bad, failed=bad,
                   texts={f: fold(t) for f, t in texts.items() if f not in bad})

    def shows(self, file: str, shapes: Iterable[str]) -> bool:
        text = self.texts.get(file, "")
        return any(s and fold(s) in text for s in shapes)


@dataclass(frozen=True)
class Needed:
    """One value an answer needs, the copies of the documents that print it, and its shapes."""

    files: tuple[str, ...]
    shapes: tuple[str, ...]


@dataclass(frozen=True)
class Evidence:
    """What one question needs: its documents (each a tuple of copies) and its values."""

    documents: tuple[tuple[str, ...], ...]
    values: tuple[Needed, ...]


def _value_shapes(value: str) -> list[str]:
    amount = _amount(value)
    return [value, *(money_shapes(amount) if amount is not None else [])]


def _matches(value: str, group: Sequence[str]) -> bool:
    amount = _amount(value)
    for needle in group:
        if fold(needle) == fold(value):
            return True
        other = _amount(needle)
        if amount is not None and other is not None and other == amount:
            return True
    return False


def _derived(target: Decimal, docs: list[DocumentEntry]) -> list[tuple[DocumentEntry, str]]:
    """(document, printed value) per document for the first field whose amounts sum to the
    target, or whose two amounts differ by it; [] when none does."""
    names = sorted({k for d in docs for k in d.ground_truth})
    for name in names:
        held = [(d, d.ground_truth[name]) for d in docs if name in d.ground_truth]
        amounts = [_amount(v) for _, v in held]
        if len(held) < 2 or any(a is None for a in amounts):
            continue
        values = [a for a in amounts if a is not None]
        if sum(values) == target or (len(values) == 2 and abs(values[0] - values[1]) == target):
            return held
    return []


def question_evidence(question: Question, manifest: CorpusManifest) -> Evidence:
    """The documents and values a question's answer needs (see the module's rules)."""
    entries = manifest.documents or []
    by_file = {d.file: d for d in entries}
    copies: dict[tuple, list[str]] = {}
    for d in entries:
        copies.setdefault(twin_key(d), []).append(d.file)
    needed: dict[tuple, DocumentEntry] = {}
    for f in question.must_cite_any:
        if f in by_file:
            needed.setdefault(twin_key(by_file[f]), by_file[f])
    docs = list(needed.values())
    documents = tuple(tuple(copies[k]) for k in needed)

    def copies_of(d: DocumentEntry) -> tuple[str, ...]:
        return tuple(copies[twin_key(d)])

    groups = [[n] for n in question.must_contain_all]
    if question.must_contain_any:
        groups.append(list(question.must_contain_any))
    values: list[Needed] = []
    whole: list[DocumentEntry] = []
    for group in groups:
        printing = [(d, v) for d in docs for v in d.ground_truth.values() if _matches(v, group)]
        if printing:
            files = tuple(dict.fromkeys(f for d, _ in printing for f in copies_of(d)))
            shapes = tuple(dict.fromkeys([*group, *(s for _, v in printing for s in _value_shapes(v))]))
            values.append(Needed(files, shapes))
            continue
        target = next((a for a in (_amount(n) for n in group) if a is not None), None)
        parts = _derived(target, docs) if target is not None else []
        if parts:
            values += [Needed(copies_of(d), tuple(_value_shapes(v))) for d, v in parts]
        else:
            whole += [d for d in docs if d not in whole]
    for d in whole:
        if d.ground_truth:
            shapes = tuple(dict.fromkeys(s for v in d.ground_truth.values() for s in _value_shapes(v)))
            values.append(Needed(copies_of(d), shapes))
    return Evidence(documents, tuple(values))


def _same_file(reported: str, file: str) -> bool:
    """A reported name is the file when equal, or when it is a path that ends with the file."""
    r = PurePosixPath(reported.replace("\\", "/")).as_posix()
    return r == file or r.endswith("/" + file)


def blame(question: Question, answer: str, retrieved: Sequence[str] | None, evidence: Evidence,
          recovered: Recovered) -> Cause:
    """The cause of one question's failure (call it only for a question not graded correct)."""
    if question.negative:
        return Cause.HALLUCINATED
    for copies in evidence.documents:
        if not any(f in recovered.ok for f in copies):
            return Cause.NOT_INGESTED
    for value in evidence.values:
        if not any(recovered.shows(f, value.shapes) for f in value.files if f in recovered.ok):
            return Cause.NOT_RECOGNIZED
    if evidence.documents:
        if not retrieved:
            return Cause.UNKNOWN
        for copies in evidence.documents:
            if not any(_same_file(r, f) for r in retrieved for f in copies):
                return Cause.NOT_RETRIEVED
    return Cause.FALSE_DECLINE if looks_like_not_found(answer) else Cause.WRONG_ANSWER


def cause_counts(causes: Iterable[Cause | None]) -> dict[Cause, int]:
    """How many questions each cause holds, every cause listed (in rule order)."""
    listed = list(causes)
    return {c: sum(1 for x in listed if x == c) for c in Cause}
