"""Oracle answers: what a perfect pipeline would say.

- `oracle_answer`: assembled from the question's own key, with a citation: the clean
  reference answer that exports carry.
- `ground_truth_answer`: assembled from the ground truth of the documents the question
  cites, independent of its needles: selftest's oracle, which catches a broken key. A
  question whose notes end in a derivation (`derive: ...`, harness/contract/derive.py) is
  answered by evaluating it.
"""

from __future__ import annotations

from decimal import Decimal

from harness.contract.derive import DerivationError, derivation, evaluate, money_reader
from harness.contract.grade import DECLINE
from harness.contract.interop import reference_answer
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question


def oracle_answer(question: Question) -> str:
    """The reference answer (needles, first accepted shape) citing the first acceptable file."""
    if question.negative:
        return DECLINE
    text = reference_answer(question)
    if question.must_cite_any:
        text = f"{text} [{question.must_cite_any[0]}]".strip()
    return text


def twin_key(d: DocumentEntry) -> tuple:
    """What twins share: a scanned copy has the same template, type and ground truth.

    A document without ground truth is its own: files of unknown content are never merged."""
    if not d.ground_truth:
        return ("file", d.file)
    return (d.template, d.doc_type, tuple(sorted(d.ground_truth.items())))


def _distinct(entries: list[DocumentEntry]) -> list[DocumentEntry]:
    """One entry per generated document: a scanned twin (same template and ground truth) counts once."""
    seen: dict[tuple, DocumentEntry] = {}
    for d in entries:
        seen.setdefault(twin_key(d), d)
    return list(seen.values())


def ground_truth_answer(question: Question, manifest: CorpusManifest) -> str:
    """What the ground truth says about the documents a question cites, with arithmetic.

    Independent of the question's needles: every value the cited documents print, the sum
    of each amount over them, the differences between them, and how many there are. A key
    that this answer fails is a key that the ground truth does not support (a broken key).
    Without ground truth to go on it falls back to the key-assembled oracle answer.
    """
    if question.negative:
        return DECLINE
    rule = derivation(question)
    if rule is not None:
        try:
            return evaluate(rule, manifest).text
        except DerivationError as exc:
            return f"the derivation fails: {exc}"
    by_file = {d.file: d for d in manifest.documents or []}
    cited = [by_file[f] for f in question.must_cite_any if f in by_file]
    docs = _distinct(cited)
    if not any(d.ground_truth for d in docs):
        return oracle_answer(question)
    parts = []
    for d in docs:
        printed = "; ".join(f"{k} {v}" for k, v in sorted(d.ground_truth.items()))
        parts.append(f"{d.doc_type or 'document'} [{d.file}]: {printed}")
    amounts: dict[str, list[Decimal]] = {}
    for d in docs:
        read = money_reader(d.ground_truth)  # only values printed as money (cents shown): not ids, years, counts
        for k, v in sorted(d.ground_truth.items()):
            a = read(v)
            if a is not None:
                amounts.setdefault(k, []).append(a)
    for k, values in sorted(amounts.items()):
        if len(values) > 1:
            diffs = sorted({abs(x - y) for i, x in enumerate(values) for y in values[i + 1:]})
            parts.append(f"sum of {k}: {sum(values):,.2f}; differences: " + ", ".join(f"{x:,.2f}" for x in diffs))
    n = len(docs)
    kinds = sorted({d.doc_type for d in docs if d.doc_type})
    families = sorted({k.split("-")[0] for k in kinds if k.startswith("1099")})
    nouns = [f"Forms {k}" for k in [*kinds, *families]] + ["forms", "documents"]
    parts.append("count: " + ", ".join(f"{n} {noun}" for noun in nouns))
    return " | ".join(parts) + " " + " ".join(f"[{f}]" for f in question.must_cite_any)
