"""`crossdoc`: checks a careful reader makes across documents. Does box 1 of the W-2 equal the
last pay stub's year-to-date gross less its pre-tax deductions? Does the 1098's box 10 equal
the property tax bill? Did the paycheck that the stub shows reach the bank?

Each check compares two sums of printed amounts (harness/contract/derive.py `compare`).
The question never says which way it comes out. When the two agree the key asks for the
amount and bans saying they differ; when they differ it asks for the difference and bans
saying they agree.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from itertools import pairwise
from random import Random

from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import money_needles
from generator.questions.pool import spread
from generator.questions.table import rows_of
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from harness.contract.derive import MARK
from harness.contract.shapes import money_comma, month_name

# What a key bans, by how the check comes out: the words of the other verdict.
SAYS_DIFFERENT = ("do not agree", "does not agree", "don't agree", "doesn't agree", "disagree",
                  "do not match", "does not match", "don't match", "doesn't match", "mismatch", "differ by")
SAYS_SAME = ("they agree", "they match", "both agree", "do agree", "does agree", "they are the same",
             "agree exactly", "match exactly")
VERDICT = ("Do they agree, and if not, by how much do they differ?",
           "Do the two match? If they don't, what is the difference?",
           "Are they the same amount, and if not, how far apart are they?")


@dataclass(frozen=True)
class Check:
    """Two sums of printed amounts that should agree, and how to ask about them."""

    question: str  # without its verdict sentence
    left: tuple[tuple[str, Fact], ...]  # (field, document) terms; the first adds, the rest subtract
    right: tuple[tuple[str, Fact], ...]
    how: str
    subtract: bool = True  # the right side's later terms subtract (False: they add)
    family: str = ""  # which kind of check: w2, home, interest, paid, card

    def rule(self) -> str:
        def terms(side: tuple[tuple[str, Fact], ...], minus: bool) -> str:
            sign = " - " if minus else " + "
            return sign.join(f"{name}@{fact.file}" for name, fact in side)
        return f"compare {terms(self.left, False)} with {terms(self.right, self.subtract)}"

    def facts(self) -> list[Fact]:
        return list({id(f): f for _, f in (*self.left, *self.right)}.values())


def _last_stub(view: CorpusView, employer: str) -> Fact | None:
    stubs = [f for f in view.of_type("pay-stub") if f.entity == employer and isinstance(f.instance, date)]
    return max(stubs, key=lambda f: f.instance, default=None)  # type: ignore[arg-type, return-value]


W2_CHECKS = (  # (W-2 field, stub fields subtracted from ytd_gross, what the box is, in people's words)
    ("box1_wages", ("ytd_401k", "ytd_health"), ("box 1 wages", "the taxable wages"),
     "year-to-date gross pay less the 401(k) and health deductions"),
    ("box16_state_wages", ("ytd_401k", "ytd_health"), ("box 16 state wages", "the pay counted for state tax"),
     "year-to-date gross pay less the 401(k) and health deductions"),
    ("box5_medicare_wages", ("ytd_health",), ("box 5 Medicare wages", "the pay counted for Medicare"),
     "year-to-date gross pay less the health deduction"),
    ("box3_social_security_wages", ("ytd_health",), ("box 3 Social Security wages", "the pay counted for Social "
                                                                                      "Security"),
     "year-to-date gross pay less the health deduction"),
)
W2_ASK = (
    "Check {box} on {w2} against {stub}: its {what}.",
    "On {w2}, {box} should equal the {what} on {stub}.",
    "I want to compare {box} from {w2} with the {what} on {stub}.",
)


def _w2_checks(view: CorpusView, rng: Random) -> Iterator[Check]:
    for w2 in [f for f in view.facts if f.doc_type in ("W-2", "W-2c") and f.entity]:
        stub = _last_stub(view, str(w2.entity))
        if stub is None or stub.amount("ytd_gross") is None:
            continue
        for name, less, boxes, what in W2_CHECKS:
            if w2.amount(name) is None or any(stub.amount(n) is None for n in less):
                continue
            kind = "corrected W-2 (W-2c)" if w2.doc_type == "W-2c" else (
                "original W-2" if not w2.current else "W-2")
            w2_doc = f"the {view.year} {kind} from {w2.entity}"
            text = pick(rng, W2_ASK).format(box=pick(rng, boxes), w2=w2_doc, what=what,
                                            stub=pick_doc(rng, view.phrases(stub)).replace("the pay stub", "the stub"))
            yield Check(text, ((name, w2),), (("ytd_gross", stub), *((n, stub) for n in less)),
                        f"{name} of the {kind} against ytd_gross less {' and '.join(less)} of the last pay stub",
                        family="w2")


TAX_ASK = (
    "Box 10 of {f1098} says how much property tax the lender paid; {bill} says what was billed.",
    "I want to check the property tax on {f1098} (box 10) against {bill}.",
    "Does what {lender} paid toward our property taxes, per {f1098}, line up with {bill}?",
)
MORTGAGE_ASK = (
    "The interest on {f1098} (box 1) should equal the year-to-date interest on {statement}.",
    "I want to check the mortgage interest on {f1098} against the year-to-date interest on {statement}.",
)


def _home_checks(view: CorpusView, rng: Random) -> Iterator[Check]:
    for f1098 in view.of_type("1098"):
        f_doc = pick_doc(rng, view.phrases(f1098))
        for bill in view.of_type("property-tax-bill"):
            if f1098.amount("box10_property_tax") is not None and bill.amount("total_tax") is not None:
                text = pick(rng, TAX_ASK).format(f1098=f_doc, bill=pick_doc(rng, view.phrases(bill)),
                                                 lender=f1098.entity)
                yield Check(text, (("box10_property_tax", f1098),), (("total_tax", bill),),
                            "box10_property_tax of the 1098 against total_tax of the property tax bill", family="home")
        for st in view.facts:
            due = st.when("payment_date")
            if st.template == "mortgage-statement" and st.current and due and due.month == 12 \
                    and due.year == view.year and st.amount("ytd_interest") is not None:
                statement = pick_doc(rng, view.phrases(st))
                text = pick(rng, MORTGAGE_ASK).format(f1098=f_doc, statement=statement)
                yield Check(text, (("box1_mortgage_interest", f1098),), (("ytd_interest", st),),
                            "box1_mortgage_interest of the 1098 against the December statement's ytd_interest",
                            family="home")


INTEREST_ASK = (
    "Add up the interest on every {bank} statement of {year} and compare it with box 1 of {form}.",
    "Does the interest on {form} equal what the twelve {bank} statements of {year} credited?",
    "I want to check {form} against the interest credited on my {bank} statements, all of {year}.",
)
FIX_ASK = (
    "The corrected 1099-INT from {bank} went up from the original. Does December's interest on {statement} "
    "account for the change?",
    "Check the original 1099-INT from {bank} plus the interest on {statement} against the corrected 1099-INT.",
)


def _interest_checks(view: CorpusView, rng: Random) -> Iterator[Check]:
    for form in [f for f in view.facts if f.doc_type == "1099-INT" and f.entity]:
        statements = sorted((f for f in view.of_type("bank-statement") if f.entity == form.entity
                             and isinstance(f.instance, date) and f.instance.year == view.year),
                            key=lambda f: f.instance)  # type: ignore[arg-type, return-value]
        months = {f.instance.month for f in statements if isinstance(f.instance, date)}
        if months == set(range(1, 13)) and form.amount("box1_interest_income") is not None:
            kind = "the original, since corrected, " if not form.current else "the "
            text = pick(rng, INTEREST_ASK).format(bank=form.entity, year=view.year,
                                                  form=f"{kind}{view.year} 1099-INT from {form.entity}")
            yield Check(text, (("box1_interest_income", form),), tuple(("interest_paid", s) for s in statements),
                        "box1_interest_income of the 1099-INT against interest_paid of all twelve statements",
                        subtract=False, family="interest")
        fix = next((f for f in view.facts if f.supersedes in form.files), None)
        december = [s for s in statements if isinstance(s.instance, date) and s.instance.month == 12]
        if fix is not None and december and fix.amount("box1_interest_income") is not None:
            text = pick(rng, FIX_ASK).format(bank=form.entity, statement=pick_doc(rng, view.phrases(december[0])))
            yield Check(text, (("box1_interest_income", fix),),
                        (("box1_interest_income", form), ("interest_paid", december[0])),
                        "the corrected 1099-INT's box 1 against the original's plus December's interest_paid",
                        subtract=False, family="interest")


def _rows(view: CorpusView) -> list[tuple[Fact, date, str, str]]:
    """(statement, day, description, row key) of every row of every addressable bank statement."""
    return [(f, r.day, r.text, r.key) for f, _ in view.addressable() if f.doc_type and _ledger(f)
            for r in rows_of(f) if r.day is not None]


def _ledger(fact: Fact) -> bool:
    """The document's table is an account's ledger: the rows where money moved in and out."""
    return fact.kind.table is not None and fact.kind.table.rows == "ledger"


PAID_ASK = (
    "{source} says {what}. Check it against the matching entry on {statement}.",
    "Does {what}, per {source}, match what {statement} shows for it?",
    "I want to check {what} on {source} against {statement}.",
)


def _paid_checks(view: CorpusView, rng: Random) -> Iterator[Check]:
    """Money a document says moved, against the bank row where it moved: a paycheck's net pay, a
    card payment, a utility autopay, a check to a vendor."""
    rows = _rows(view)

    def row_for(day: date | None, *words: str) -> tuple[Fact, str] | None:
        found = [(f, key) for f, d, text, key in rows if d == day and all(w in text for w in words)]
        return found[0] if len(found) == 1 else None

    for stub in view.of_type("pay-stub"):
        hit = row_for(stub.instance if isinstance(stub.instance, date) else None, "PAYROLL",
                      str(stub.entity).upper()[:12])
        if hit and stub.amount("net_pay") is not None:
            yield _paid(rng, view, stub, "net_pay", hit, "the paycheck's take-home pay", "net_pay against the deposit")
    for card in view.of_type("credit-card-statement"):
        day = _payment_day(card)
        hit = row_for(day, "CARD PMT") if day else None
        if hit and card.amount("payments") is not None:
            yield _paid(rng, view, card, "payments", hit, "the payment made on the card", "payments against the debit")
    for bill in view.of_type("utility-bill"):
        hit = row_for(bill.when("due_date"), "AUTOPAY", str(bill.entity).upper()[:10])
        if hit and bill.amount("amount_due") is not None:
            yield _paid(rng, view, bill, "amount_due", hit, "the amount the bill asked for",
                        "amount_due against the autopay")
    for inv in view.of_type("invoice"):
        hit = row_for(inv.when("payment_due_date"), "CHECK PAYMENT", str(inv.entity).upper()[:12])
        if hit and inv.amount("total_due") is not None:
            yield _paid(rng, view, inv, "total_due", hit, "the invoice's total", "total_due against the check")


def _payment_day(card: Fact) -> date | None:
    from harness.contract.derive import parse_printed_date

    for r in rows_of(card):
        if r.amount is not None and r.amount < 0:
            return parse_printed_date(card.printed[f"{r.key}_date"])
    return None


def _paid(rng: Random, view: CorpusView, source: Fact, name: str, hit: tuple[Fact, str], what: str,
          how: str) -> Check:
    statement, key = hit
    text = pick(rng, PAID_ASK).format(source=pick_doc(rng, view.phrases(source)), what=what,
                                      statement=pick_doc(rng, view.phrases(statement)))
    return Check(text, ((name, source),), ((f"{key}_amount", statement),), f"{how} ({key} of {statement.file})",
                 family="paid")


CARD_ASK = (
    "{first} says what I owed; {second} says what I paid. Check one against the other.",
    "Did the payment on {second} cover what {first} said I owed?",
)


def _card_checks(view: CorpusView, rng: Random) -> Iterator[Check]:
    cards = sorted((f for f in view.of_type("credit-card-statement") if isinstance(f.instance, date)),
                   key=lambda f: f.instance)  # type: ignore[arg-type, return-value]
    for a, b in pairwise(cards):
        if a.entity != b.entity or not isinstance(a.instance, date) or not isinstance(b.instance, date):
            continue
        if (b.instance.year * 12 + b.instance.month) - (a.instance.year * 12 + a.instance.month) != 1:
            continue
        if a.amount("new_balance") is not None and b.amount("payments") is not None:
            text = _capital(pick(rng, CARD_ASK).format(first=pick_doc(rng, view.phrases(a)),
                                                       second=pick_doc(rng, view.phrases(b))))
            yield Check(text, (("new_balance", a),), (("payments", b),),
                        f"new_balance of the {month_name(a.instance.month)} statement against payments of the next",
                        family="card")


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _draft(view: CorpusView, rng: Random, check: Check) -> Draft | None:
    left = [f.amount(n) for n, f in check.left]
    right = [f.amount(n) for n, f in check.right]
    if any(v is None for v in (*left, *right)):
        return None
    a = sum((abs(v) for v in left if v is not None), Decimal("0.00"))
    rest = sum((abs(v) for v in right[1:] if v is not None), Decimal("0.00"))
    b = abs(right[0] or Decimal("0.00")) + (-rest if check.subtract else rest)
    diff = abs(a - b)
    question = f"{_capital(check.question)} {pick(rng, VERDICT)}"
    files = ", ".join(f.file for f in check.facts())
    if diff == 0:
        return Draft("crossdoc", question,
                     notes=f"{check.how}: both {money_comma(a)}, so they agree; the amount is required and saying "
                           f"they differ is banned ({files}). {MARK}{check.rule()}",
                     must_contain_any=money_needles(a), must_not_contain=list(SAYS_DIFFERENT),
                     must_cite_any=cite(*check.facts()), spans=len(check.facts()))
    return Draft("crossdoc", question,
                 notes=f"{check.how}: {money_comma(a)} against {money_comma(b)}, a difference of {money_comma(diff)}; "
                       f"the difference is required and saying they agree is banned ({files}). {MARK}{check.rule()}",
                 must_contain_any=money_needles(diff), must_not_contain=list(SAYS_SAME),
                 must_cite_any=cite(*check.facts()), spans=len(check.facts()))


def _all(view: CorpusView, rng: Random) -> list[tuple[str, Draft]]:
    checks = [*_w2_checks(view, rng), *_home_checks(view, rng), *_interest_checks(view, rng),
              *_paid_checks(view, rng), *_card_checks(view, rng)]
    return [(c.family, d) for c in checks if (d := _draft(view, rng, c)) is not None]


def crossdocs(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    """One check of each family first (W-2 against pay stub, 1098 against the tax bill, ...),
    within a family the ones that differ first."""
    drafts = _all(view, rng)
    rng.shuffle(drafts)
    drafts.sort(key=lambda c: SAYS_SAME[0] not in c[1].must_not_contain)  # stable: differing ones first
    return [d for _, d in spread(drafts, lambda c: c[0])][:want]


def more_crossdocs(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every other check (for `--questions N`)."""
    rules = {(d.notes or "").rsplit(MARK, 1)[-1] for d in taken}
    drafts = [c for c in _all(view, rng) if (c[1].notes or "").rsplit(MARK, 1)[-1] not in rules]
    rng.shuffle(drafts)
    return [d for _, d in spread(drafts, lambda c: c[0])]
