"""What a store knows about each document, for the pipelines that answer from harvested fields.

Types, fields (raw and normalized), page text, the documents that are no evidence
(harness.pipelines.evidence.untrusted), the issuer of each document, which
documents a correction supersedes (a W-2c, or a form whose text says it corrects an
earlier one, from the same issuer), and how well a document matches the names, ids,
years and dates a question mentions (harness.pipelines.evidence.question_mentions).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from harness.contract.field_descriptions import description
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.general_type import is_form
from harness.harvest.rules import load_rules
from harness.harvest.values import DATE, printed_values
from harness.pipelines.evidence.letterhead import printed_issuer
from harness.pipelines.evidence.question_mentions import Mentions, date_shapes, name_forms, squash
from harness.pipelines.evidence.untrusted import ISSUER_FIELDS, untrusted_files  # one list of issuer fields
from harness.store.database import Store

# a correction says so: a short line of its own that opens with the word ("CORRECTED", "Corrected
# statement", "CORRECTION"), or a sentence ("This statement corrects ..."); an official form's
# checkbox caption, "CORRECTED (if checked)", is printed on every copy, the original's too
_CORRECTS = re.compile(r"^[ \t]*correct(?:ed|ion)\b(?![ \t]*\(if checked\))(?:[ \t]+\S+){0,2}[ \t]*$"
                       r"|\bthis (?:statement|form) corrects\b", re.M | re.I)


_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
# the fields that hold an issuer's own id (its EIN, a payer's TIN); ID_DIGITS characters at least to compare
ISSUER_ID_FIELDS = ("employer_ein", "payer_tin")
ID_DIGITS = 9


def label_words(label: str) -> str:
    """A printed label, or the words of a regex label ("re:Lease\\s+begins\\s+on" -> "Lease begins on")."""
    if not label.startswith("re:"):
        return label
    text = re.sub(r"\\[sSwWdDb][+*?]?|\\.|[\[\](){}^$|?*+]", " ", label[3:])
    return " ".join(w for w in text.split() if any(ch.isalpha() for ch in w))


def field_label(name: str) -> str:
    """A field name as a label: "box1_wages" -> "box 1 wages"."""
    return re.sub(r"\bbox(\d)", r"box \1", name.replace("_", " "))


class DocFacts:
    def __init__(self, store: Store) -> None:
        self.types = {f: t.doc_type for f, t in store.doctypes().items()}
        self.fields: dict[str, dict[str, tuple[str, str | None]]] = {}
        for row in store.fields():
            self.fields.setdefault(row.file, {})[row.field] = (row.value, row.normalized)
        texts: dict[str, list[str]] = {}
        for page in store.pages():
            texts.setdefault(page.file, []).append(page.text)
        self.texts = {f: "\n".join(t) for f, t in texts.items()}
        self.lower = {f: t.lower() for f, t in self.texts.items()}
        # letters and digits only: names survive OCR's stray spaces and lost commas
        self.squashed = {f: squash(t) for f, t in self.texts.items()}
        self.labels: dict[str, dict[str, list[str]]] = {}
        for rule in load_rules():
            self.labels[rule.doc_type] = {
                fr.name: [label_words(a.text) for a in fr.labels] for fr in rule.fields}
        self._dates: dict[str, frozenset[str]] = {}
        # the household's names: every harvested person or party field but an issuer's (`named_issuer`)
        self._parties = {squash(v[0]) for fl in self.fields.values() for k, v in fl.items()
                         if k not in ISSUER_FIELDS and (k.endswith("_name") or k == "named_insured")}
        self.superseded = self._supersessions()
        # documents that are no evidence, and why (harness.pipelines.evidence.untrusted)
        self.untrusted = untrusted_files(self.types, {f: {k: v[0] for k, v in fl.items()}
                                                      for f, fl in self.fields.items()}, self.texts)

    def issuer(self, file: str) -> str | None:
        fs = self.fields.get(file, {})
        return next((fs[k][0] for k in ISSUER_FIELDS if k in fs), None)

    def named_issuer(self, file: str) -> str | None:
        """The issuer as harvested, else the name printed over its mailing address at the top of the
        document (harness.pipelines.evidence.letterhead), unless another document names it as a party (the
        tenant whose name heads a lease, the employee): the household's name is no issuer's."""
        found = self.issuer(file)
        if found:
            return found
        printed = printed_issuer(self.texts.get(file, ""))
        if printed is None:
            return None
        return None if squash(printed) in self._parties else printed

    def issued_by(self, file: str, names: Sequence[str]) -> bool:
        """The document's harvested issuer is one of `names` (equal letters and digits, or one
        holding the other): its issuer's, not a document that only prints the name (a bank
        statement's row paying a card)."""
        issuer = squash(self.issuer(file) or "")
        return bool(issuer) and any(w == issuer or w in issuer or issuer in w for w in map(squash, names) if w)

    def value(self, file: str, field: str) -> str | None:
        got = self.fields.get(file, {}).get(field)
        return got[0] if got else None

    def normalized(self, file: str, field: str) -> str | None:
        got = self.fields.get(file, {}).get(field)
        return (got[1] if got[1] is not None else got[0]) if got else None

    def is_correction(self, file: str) -> bool:
        t = self.types.get(file) or ""
        return t.endswith("c") or bool(_CORRECTS.search(self.texts.get(file, "")))

    def _supersessions(self) -> dict[str, str]:
        """original file -> the file that corrects it: a document of the correction's base type from
        the same issuer (`same_issuer`)."""
        out: dict[str, str] = {}
        for fix in sorted(self.types):
            if self.types[fix] is None or not self.is_correction(fix):
                continue
            base = str(self.types[fix]).removesuffix("c")
            for orig in sorted(self.types):
                if orig == fix or self.types[orig] != base or self.is_correction(orig):
                    continue
                if self.same_issuer(orig, fix):
                    out[orig] = fix
        return out

    def same_issuer(self, a: str, b: str) -> bool:
        """Two documents come from one issuer: their issuers' names (harvested, else printed: `named_issuer`)
        are equal up to spacing and punctuation; or one of them is unknown (a scan's lost letterhead) and the
        other's name is printed in its text; or an issuer's id (an EIN, a payer's TIN) harvested from one is
        printed in the other (a correction prints its issuer's id as its original does; OCR may misread a name)."""
        ia, ib = self.named_issuer(a), self.named_issuer(b)
        if ia and ib and squash(ia) == squash(ib):
            return True
        if bool(ia) != bool(ib):
            named, other = (ia, b) if ia else (ib, a)
            if squash(named or "") in self.squashed.get(other, ""):
                return True
        return any(len(i) >= ID_DIGITS and i in self.squashed.get(y, "")
                   for x, y in ((a, b), (b, a)) for i in self.issuer_ids(x))

    def issuer_ids(self, file: str) -> list[str]:
        """The issuer's ids harvested from the document (`ISSUER_ID_FIELDS`), letters and digits only."""
        fs = self.fields.get(file, {})
        return [squash(fs[k][0]) for k in ISSUER_ID_FIELDS if k in fs]

    def field_descriptions(self, doc_type: str) -> dict[str, str]:
        names = list(DOC_TYPES.get(doc_type, {})) or sorted({f for fl in self.fields.values() for f in fl})
        labels = self.labels.get(doc_type, {})
        return {n: " ".join([n.replace("_", " "), description(doc_type, n) or "", *labels.get(n, [])]) for n in names}

    def type_matches(self, file: str, doc_type: str | None) -> bool:
        """The document is of `doc_type` (its correction type included; "1099": any 1099-)."""
        t = self.types.get(file)
        if t is None or doc_type is None:
            return t is not None
        if doc_type == "1099":
            return t.startswith("1099-")
        return t == doc_type or t == f"{doc_type}c"

    def holds(self, m: Mentions, file: str, any_name: bool = False) -> bool:
        """Every name (or, with `any_name`, at least one), id, year, date and month of a year the
        question mentions is in the document (a month: a date in it, printed or harvested)."""
        text = self.lower.get(file, "")
        values = {v for _, v in self.fields.get(file, {}).values() if v}
        found = [self.holds_name(file, name) for name in m.names]
        if m.names and not (any(found) if any_name else all(found)):
            return False
        for ident in m.ids:
            if ident.lower() not in text:
                return False
        for year in m.years:
            # OCR spaces digits out now and then ("2 0 2 5")
            if year not in text and not re.search(r"(?<!\d)" + r" ?".join(year) + r"(?!\d)", text):
                return False
        for iso in m.dates:
            if iso not in values and not any(s.lower() in text for s in date_shapes(iso)) \
                    and iso not in self.dates_printed(file):
                return False
        # a month of a year ("my statement for October 2025", "last April's statement"): the document's
        # own dates (harvested, a due date aside: September's card statement is due in October) fall in
        # it, else (none harvested) it prints a date in it; a tax form reports a year, so a month said in
        # the question is another document's
        if not m.months or is_form(self.types.get(file) or ""):
            return True
        own = {v for k, (_, v) in self.fields.get(file, {}).items() if v and _ISO.fullmatch(v) and "due" not in k}
        dated = own or self.dates_printed(file) | {v for v in values if _ISO.fullmatch(v)}
        return all(any(in_month(d, month) for d in dated) for month in m.months)

    def holds_name(self, file: str, name: str) -> bool:
        """The document prints the name: as written in any case, or in one of its squashed forms
        (question_mentions.name_forms: its last name first too)."""
        squashed = self.squashed.get(file, "")
        return name.lower() in self.lower.get(file, "") or any(form in squashed for form in name_forms(name))

    def dates_printed(self, file: str) -> frozenset[str]:
        """The dates (ISO) the document prints, in any style the harvest's value recognizers read
        (harness.harvest.values: `04.12.2025`, `DEC 04 2025`, `20251204`), read once."""
        if file not in self._dates:
            self._dates[file] = frozenset(f[2] for line in self.texts.get(file, "").splitlines()
                                          for f in printed_values(line) if f[0] == DATE)
        return self._dates[file]


def in_month(iso: str, month: str) -> bool:
    """ISO date `iso` is in `month` (`YYYY-MM`, or `-MM` of any year)."""
    return iso[4:7] == month if month.startswith("-") else iso.startswith(month)
