"""A choice between two documents' amounts ("which ... larger: A or B?"), computed: the extractive
pipeline answers with it, the reference pipeline offers it as a line the model may choose."""

from __future__ import annotations

from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.evidence.doc_finder import DocFinder, one_side, side_text
from harness.pipelines.evidence.question_mentions import named_type
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import DECLINED, Reply, cite
from harness.pipelines.evidence.unharvested import side_amount


def comparison(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A choice between two ("which ... larger: A or B?"): each side's best-retrieved document's
    amount (one the harvest did not read there: the amount printed under the label closest to the
    side's words, harness.pipelines.evidence.unharvested); the larger (or, asked for the smaller, the
    smaller) named with its value as printed."""
    if "compare" not in q.shapes or len(q.mentions.names) < 2:
        return None
    names = q.mentions.names[:2]
    side_types = [named_type(side_text(q.text, name))[0] for name in names]
    apart = side_types[0] != side_types[1] and all(t in DOC_TYPES for t in side_types)
    shared = None if apart or q.doc_type is not None else _shared_type(finder, q, names)
    picks = []
    for name, side_type in zip(names, side_types, strict=True):
        m = one_side(q.text, name, q.mentions)
        doc_type: str | None
        amount_field: str | None
        if apart and side_type:
            doc_type, amount_field = side_type, finder.money_field(side_text(q.text, name), side_type, m)
        else:
            doc_type, amount_field = shared or (q.doc_type, q.amount_field)
        files = q.by_rank(finder.candidates(doc_type, m, amount_field))
        amount = parse_amount(finder.facts.normalized(files[0], amount_field)) if files and amount_field else None
        if amount is not None and amount_field is not None:
            picks.append((amount, name, files[0], finder.facts.value(files[0], amount_field) or ""))
            continue
        printed = side_amount(finder, q, doc_type, m, amount_field, side_text(q.text, name)) if amount_field else None
        if printed is None:
            return DECLINED
        picks.append((printed[2], name, printed[0], printed[1]))
    (va, na, fa, ra), (vb, nb, fb, rb) = picks
    smaller = "compare-smaller" in q.shapes
    name, file, raw = (na, fa, ra) if (va < vb if smaller else va > vb) else (nb, fb, rb)
    return Reply(f"{name}: {raw} {cite([file, fa, fb])}", (fa, fb))


def types_by_rank(finder: DocFinder, q: ParsedQuestion, files: list[str]) -> list[str]:
    """The docTypes of `files`, best-retrieved first."""
    return list(dict.fromkeys(t for f in q.by_rank(files) if (t := finder.facts.types.get(f))))


def _shared_type(finder: DocFinder, q: ParsedQuestion, names: tuple[str, ...]) -> tuple[str, str] | None:
    """With no type named, (docType, money field) for both sides of a comparison: of the types that
    documents holding each side's name share, the one whose money field is closest to the question."""
    held = [set(types_by_rank(finder, q, [f for f in finder.facts.types
                                           if finder.facts.holds(one_side(q.text, n, q.mentions), f)]))
            for n in names]
    shared = [t for t in types_by_rank(finder, q, list(finder.facts.types)) if all(t in h for h in held)]
    return finder.best_money_field(q.text, shared, q.mentions)
