"""A ledger of what the harvested fields add up to: lines the model may choose, not an answer.

A small model can copy a value it reads but cannot add, count or compare. So beside the
documents, the reference pipeline shows it a ledger computed from the harvested fields of
the documents the question is about (those of the type it names that hold every name, id,
year and date it mentions, a correction in place of the original it replaces):
- how many there are, and who sent them;
- the total of each money field over them (when two or more have it);
- for a question with two sides ("A ... or B ..."), the larger and the smaller of each
  money field the two sides' documents share, with the sender's name;
- for a corrected form, how much each money field changed.
Each line is one more answer the model may choose (citing the documents it was computed
from), among every line of every document shown and the decline. Nothing here looks at
what the question asks for beyond the type and the names, ids, years and dates it
mentions: the model decides which line, if any, answers it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.evidence.doc_facts import ISSUER_FIELDS, DocFacts, field_label
from harness.pipelines.evidence.question_mentions import named_type, question_sides


@dataclass(frozen=True)
class LedgerLine:
    label: str
    value: str
    files: tuple[str, ...]
    # what it answers: count, issuers, total, compare-larger, compare-smaller, change
    shape: str = field(default="", compare=False)

    def answer(self) -> str:
        return f"{self.label}: {self.value} " + " ".join(f"[{f}]" for f in self.files)

    def amounts(self) -> list[str]:
        """The value's parts that may be an amount or a date (for the asked-kind filter)."""
        return [p.strip("();,") for p in self.value.replace(": ", " ").split()]


def _money_fields(facts: DocFacts, files: list[str]) -> list[str]:
    names: dict[str, None] = {}
    for f in files:
        kinds = DOC_TYPES.get(str(facts.types.get(f)), {})
        for name in facts.fields.get(f, {}):
            if kinds.get(name) == "money":
                names.setdefault(name, None)
    return sorted(names)


def _amount(facts: DocFacts, file: str, field: str) -> Decimal | None:
    return parse_amount(facts.normalized(file, field))


def _money(amount: Decimal) -> str:
    return f"{amount:,.2f}"


def _count(n: int, words: str) -> str:
    if words == "1099" or words[:1].isdigit() or words.startswith("W-"):
        return f"{n} Form {words}" if n == 1 else f"{n} Forms {words}"
    noun = words.replace("-", " ")
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def group_files(question: str, facts: DocFacts) -> tuple[str | None, str | None, list[str]]:
    """(docType, the words naming it, its documents that hold the question's mentions on
    either side), a correction in place of its original, in file order."""
    doc_type, words = named_type(question)
    if doc_type is None:
        return None, None, []
    sides = question_sides(question)
    out: list[str] = []
    for f in sorted(facts.types):
        if not facts.type_matches(f, doc_type):
            continue
        f = facts.superseded.get(f, f)
        if f not in out and any(facts.holds(m, f) for m in sides):
            out.append(f)
    return doc_type, words, out


def ledger_lines(question: str, facts: DocFacts, shown: list[str]) -> list[LedgerLine]:
    """The ledger for a question (see the module's docstring); `shown`: the documents shown,
    best first, whose corrections also count."""
    doc_type, words, group = group_files(question, facts)
    lines: list[LedgerLine] = []
    if doc_type is not None and words is not None and group:
        # a correction's original is cited beside it: both are documents of the count
        cite = tuple(dict.fromkeys([*group, *(o for o, fix in sorted(facts.superseded.items()) if fix in group)]))
        lines.append(LedgerLine(f"number of {words} documents", _count(len(group), words), cite, "count"))
        issuers: dict[str, str] = {}
        for f in group:
            name = facts.issuer(f)
            if name:
                issuers.setdefault(" ".join(name.split()), f)
        field = next((k for k in ISSUER_FIELDS if any(k in facts.fields.get(f, {}) for f in group)), None)
        if issuers and field:
            lines.append(LedgerLine(f"{field_label(field)}s", "; ".join(sorted(issuers)), cite, "issuers"))
        for name in _money_fields(facts, group):
            amounts = [_amount(facts, f, name) for f in group if facts.value(f, name) is not None]
            if len(amounts) > 1 and all(a is not None for a in amounts):
                total = sum((a for a in amounts if a is not None), Decimal("0"))
                lines.append(LedgerLine(f"total {field_label(name)} of {len(amounts)} documents", _money(total), cite,
                                        "total"))
    sides = question_sides(question)
    if len(sides) == 2:
        picks = []
        for m in sides:
            pool = [f for f in [*shown, *group]
                    if facts.holds(m, f) and (doc_type is None or facts.type_matches(f, doc_type))]
            if pool:
                picks.append(facts.superseded.get(pool[0], pool[0]))
        if len(picks) == 2 and picks[0] != picks[1]:
            a, b = picks
            for name in _money_fields(facts, picks):
                va, vb = _amount(facts, a, name), _amount(facts, b, name)
                if va is None or vb is None:
                    continue
                big, small = (a, b) if va >= vb else (b, a)
                for which, f in (("larger", big), ("smaller", small)):
                    orig = next((o for o, fix in facts.superseded.items() if fix == f), f)
                    who = " ".join((facts.issuer(f) or facts.issuer(orig) or f).split())
                    amount = _amount(facts, f, name)
                    shown_amount = _money(amount) if amount is not None else facts.value(f, name)
                    lines.append(LedgerLine(f"{which} {field_label(name)}", f"{who}: {shown_amount}", (a, b),
                                            f"compare-{which}"))
    originals = {o: fix for o, fix in facts.superseded.items() if fix in group or fix in shown or o in shown}
    for orig, fix in sorted(originals.items()):
        for name in _money_fields(facts, [orig, fix]):
            old, new = _amount(facts, orig, name), _amount(facts, fix, name)
            if old is None or new is None or old == new:
                continue
            lines.append(LedgerLine(f"change in {field_label(name)} from the correction",
                                    f"{_money(abs(new - old))} (from {_money(old)} to {_money(new)})",
                                    (fix, orig), "change"))
    return lines

