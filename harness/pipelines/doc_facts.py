"""What a store knows about each document, for pipelines that answer from harvested fields.

Types, fields (raw and normalized), page text, the issuer of each document, which
documents a correction supersedes (a W-2c, or a form whose text says it corrects an
earlier one, from the same issuer), and how well a document matches the names, ids,
years and dates a question mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.rules import load_rules
from harness.store.database import Store

ISSUER_FIELDS = ("employer_name", "payer_name", "lender_name", "issuer_name", "bank_name", "utility_name",
                 "insurer_name", "vendor_name", "jurisdiction_name", "landlord_name")
_MONTHS = ("january february march april may june july august september october november december").split()
_LONG_DATE = re.compile(r"\b(" + "|".join(m.capitalize() for m in _MONTHS) + r")\s+(\d{1,2}),\s+(\d{4})\b")
_SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_ID = re.compile(r"\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b")
_NAME = re.compile(r"[A-Z][\w&'.-]*(?:(?:,? (?:and|&) |, | & | )[A-Z][\w&'.-]*)*")
_HYPHENATED = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+")
_SKIP_WORDS = {"Form", "Forms", "Box", "The", "What", "Which", "How", "Look", "Give", "According", "After",
               "Adding", "Add", "Across", "Counting", "By", "Name", "Is", "Was", "Does", "Did",
               # how people's questions begin ("My ... statement", "Tell me", "Last December's ...")
               "My", "Our", "I", "Tell", "Can", "From", "On", "Check", "Looking", "Now", "Going", "List", "In",
               "When", "Do", "Where", "Who", "Please", "Last", "Over", "Taking", "All", "Every", "Before",
               *(m.capitalize() for m in _MONTHS), *(f"{m.capitalize()}'s" for m in _MONTHS)}
_EXCLUDED = re.compile(r"\((?:not counting|excluding|other than|except)[^)]*\)|\b(?:not counting|excluding|other "
                       r"than|except) (?:any |the )?\S+", re.I)
_CORRECTS = re.compile(r"^CORRECTED$|\bthis (?:statement|form) corrects\b", re.M | re.I)


def squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _label_words(label: str) -> str:
    """A printed label, or the words of a regex label ("re:Lease\\s+begins\\s+on" -> "Lease begins on")."""
    if not label.startswith("re:"):
        return label
    text = re.sub(r"\\[sSwWdDb][+*?]?|\\.|[\[\](){}^$|?*+]", " ", label[3:])
    return " ".join(w for w in text.split() if any(ch.isalpha() for ch in w))


@dataclass(frozen=True)
class Mentions:
    names: tuple[str, ...]
    ids: tuple[str, ...]
    years: tuple[str, ...]
    dates: tuple[str, ...]  # ISO


def _iso(y: int, m: int, d: int) -> str | None:
    try:
        return date(y, m, d).isoformat()
    except ValueError:
        return None


def date_shapes(iso: str) -> list[str]:
    y, m, d = (int(p) for p in iso.split("-"))
    return [iso, f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{_MONTHS[m - 1].capitalize()} {d}, {y}"]


def mentions(question: str) -> Mentions:
    dates = [_iso(int(y), _MONTHS.index(mo.lower()) + 1, int(d)) for mo, d, y in _LONG_DATE.findall(question)]
    dates += [_iso(int(y), int(m), int(d)) for m, d, y in _SLASH_DATE.findall(question)]
    rest = _SLASH_DATE.sub(" ", _LONG_DATE.sub(" ", question))
    names = []
    sentences = re.split(r"(?<=[.?!:;])\s+", rest)
    for raw in (n.rstrip(".") for sentence in sentences for n in _NAME.findall(sentence)):
        words = raw.replace(",", " ").split()
        while words and words[0] in _SKIP_WORDS:
            words = words[1:]
        hyphenated = len(words) == 1 and _HYPHENATED.fullmatch(words[0])  # "Leonard-Knox"
        if (len(words) >= 2 or hyphenated) and not any(ch.isdigit() for ch in "".join(words)):
            names.append(raw[raw.index(words[0]):])
    return Mentions(tuple(dict.fromkeys(names)), tuple(dict.fromkeys(_ID.findall(rest))),
                    tuple(dict.fromkeys(_YEAR.findall(rest))), tuple(d for d in dict.fromkeys(dates) if d))


def named_type(question: str) -> tuple[str | None, str | None]:
    """(docType, the words that named it) of a question; "1099" alone names the family; a
    type named only in an exclusion ("not counting any W-2c") does not count."""
    squashed = squash(_EXCLUDED.sub(" ", question))
    named = [t for t in DOC_TYPES if squash(t) in squashed]
    if named:
        best = max(named, key=len)
        return best, best
    if re.search(r"\b1099s?\b", _EXCLUDED.sub(" ", question)):
        return "1099", "1099"
    return None, None


def question_sides(question: str) -> list[Mentions]:
    """The mentions of each side of "A ... or B ..." when both sides name someone: each side's
    names; its ids and dates when both sides have some (else the whole question's, which
    then apply to both); the question's years. Otherwise the question's own mentions."""
    whole = mentions(question)
    head, sep, tail = question.rpartition(" or ")
    if sep:
        a, b = mentions(head), mentions(tail)
        if a.names and b.names:
            split_ids, split_dates = bool(a.ids and b.ids), bool(a.dates and b.dates)
            return [Mentions(side.names, side.ids if split_ids else whole.ids, whole.years,
                             side.dates if split_dates else whole.dates) for side in (a, b)]
    return [whole]


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
                fr.name: [_label_words(a.text) for a in fr.labels] for fr in rule.fields}
        self.superseded = self._supersessions()

    def issuer(self, file: str) -> str | None:
        fs = self.fields.get(file, {})
        return next((fs[k][0] for k in ISSUER_FIELDS if k in fs), None)

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
        """original file -> the file that corrects it."""
        out: dict[str, str] = {}
        for fix in sorted(self.types):
            if self.types[fix] is None or not self.is_correction(fix):
                continue
            base = str(self.types[fix]).removesuffix("c")
            fix_issuer = self.issuer(fix)
            for orig in sorted(self.types):
                issuer = self.issuer(orig)
                if orig == fix or self.types[orig] != base or self.is_correction(orig) or not issuer:
                    continue
                # the same issuer: equal names up to spacing and punctuation, or (when the
                # correction's issuer was not harvested) the original's issuer in its text
                same = (squash(issuer) == squash(fix_issuer) if fix_issuer
                        else squash(issuer) in self.squashed.get(fix, ""))
                if same:
                    out[orig] = fix
        return out

    def field_descriptions(self, doc_type: str) -> dict[str, str]:
        names = list(DOC_TYPES.get(doc_type, {})) or sorted({f for fl in self.fields.values() for f in fl})
        labels = self.labels.get(doc_type, {})
        return {n: " ".join([n.replace("_", " "), *labels.get(n, [])]) for n in names}

    def type_matches(self, file: str, doc_type: str | None) -> bool:
        """The document is of `doc_type` (its correction type included; "1099": any 1099-)."""
        t = self.types.get(file)
        if t is None or doc_type is None:
            return t is not None
        if doc_type == "1099":
            return t.startswith("1099-")
        return t == doc_type or t == f"{doc_type}c"

    def holds(self, m: Mentions, file: str, any_name: bool = False) -> bool:
        """Every name (or, with `any_name`, at least one), id, year and date the question
        mentions is in the document."""
        text = self.lower.get(file, "")
        values = {v for _, v in self.fields.get(file, {}).values() if v}
        squashed = self.squashed.get(file, "")
        found = [name.lower() in text or squash(name) in squashed for name in m.names]
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
            if iso not in values and not any(s.lower() in text for s in date_shapes(iso)):
                return False
        return True
