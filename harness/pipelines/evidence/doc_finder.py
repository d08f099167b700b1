"""Finding what a question points at in a store's harvested facts.

The docType a question names, the fields of a docType closest to the question (the same
sentence-embedding model as retrieval, plus a bonus for the kind of value asked for, the role its
words ask (a due date, a span's start), a "box N" the question names and the words it shares with a
field's plain description, less for a year-to-date field the question does not ask so), the
documents of a type that hold every name, id, year and date the question mentions (a correction
standing in for its original), and whether a field's value is what the question asks or what it uses
to pick the document.
"""

from __future__ import annotations

import re

import numpy as np

from harness.contract.doctype_descriptions import DOC_DESCRIPTIONS
from harness.contract.field_descriptions import DESCRIPTIONS
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.question_mentions import DATE_PATTERNS, MONTH_PATTERN, Mentions, mentions, squash

# What kind of value a question asks for: a bonus to fields of that kind ("what the account held": money).
_KIND_HINTS = {
    "money": re.compile(r"\b(?:how much|how big|how large|amount|balance|total|larger|smaller|more|less|paid|"
                        r"wages|premium|rent|deposit|pay|held)\b", re.I),
    "date": re.compile(r"\b(?:date|when|day|deadline|begins?|ends?|starts?)\b", re.I),
}
# a full date after the words that pick a statement by the day its period ends ("for the period ending")
_DATE_SELECTOR = re.compile(r"(?:\b(?:for|of|in) the (?:\w+ )?period (?:ending|ended|closing)"
                            r"|\b(?:closing|ending|ended))\s+(?:" + "|".join(DATE_PATTERNS) + r")"
                            r"|\b(?:for|of|in|from) " + MONTH_PATTERN  # "my statement for December 2025"
                            + r"|\byear-end(?= statement)")  # "the year-end statement": the December one
KIND_BONUS = 0.15
BOX_BONUS = 0.2
# Words that ask a field's role, whatever its printed label says: each earns its fields (by name) ROLE_BONUS.
# A deadline for money is a due date ("when the money was owed by", "when it must be settled"); where a span
# starts is its start ("where the covered stretch starts"); what went to the IRS its federal tax withheld.
_ROLES = (
    (re.compile(r"\b(?:deadline|owed|must be (?:paid|settled)|settled by|pay by)\b", re.I), re.compile(r"due_date$")),
    (re.compile(r"\b(?:starts?|begins?|covers from)\b", re.I), re.compile(r"(?:^|_)start(?:_|$)")),
    # what went to the IRS is the federal tax withheld ("how much went to the IRS from the paychecks", "kept
    # back for the IRS"); what was reported to the IRS is what the tax is on (box 1's wages)
    (re.compile(r"(?<!reported to the )\bIRS\b"), re.compile(r"federal_tax_withheld$")),
    # what was given back is a refund ("the refund from the state", "what the state gave back")
    (re.compile(r"\b(?:refund(?:s|ed)?|gave back|give back|paid back)\b", re.I), re.compile(r"refund$")),
    # dividends taxed at the lower capital-gain rates are the qualified ones
    (re.compile(r"\blower[- ]tax|\bcapital[- ]gains? rates?\b", re.I), re.compile(r"qualified_dividends$")),
)
ROLE_BONUS = 0.15
# A party's name asked in the field's own words ("the employee's name", "the name of the recipient"): the
# field `<role>_name` whose role word the question says beside "name" earns NAMED_BONUS, is tried first
# whatever kind of value the rest of the question hints at ("the employee's name on the pay stub paid on
# March 5" asks no amount), and is answered even when the question names that party to pick the document
# ("the recipient's name on Noor Szabo's 1099-INT" is Noor Szabo). The embedding alone puts "employer" and
# "employee" (their plain descriptions share their words) a hair apart, either way round.
NAMED_BONUS = 0.3
# With no type named, the type whose plain description (what the document is, who sends it) is closest
# to the question weighs in beside its money field: "what did the IRS get from our paychecks, every
# employer together" adds up the W-2s' federal tax, not the 1099-INTs' box 4.
TYPE_WEIGHT = 0.5
# A running total for the year (a field named `ytd_...`) answers a question that says so ("so far",
# "to date", "the year", "running total", "through/up to that paycheck"); one that names a paycheck
# and asks what it paid asks the period's amount: the year-to-date fields lose YTD_PENALTY.
_YEAR_TO_DATE = re.compile(r"\b(?:ytd|year|so far|to date|running|through|up to)\b", re.I)
YTD_PENALTY = 0.15
# and one that says it outright ("the running total of pay", "year-to-date", "so far this year") asks the
# year-to-date field: those earn YTD_PENALTY (the embedding puts "gross pay" over "year-to-date gross")
_RUNNING_TOTAL = re.compile(r"\b(?:ytd|year-to-date|year to date|so far|running total)\b", re.I)
# Each word the question shares with a field's plain description (not a function word, nor a word of the
# names, ids and period it mentions or of the docType's name) earns this much:
# "federal tax taken out of our pay" is the W-2's box 2 ("federal income tax taken out of the employee's pay")
# more than the 1099-INT's box 4, which the embedding alone put 0.012 ahead.
OVERLAP_BONUS = 0.02
_FUNCTION_WORDS = frozenset("a an and the of or to for on in by at is was this that its it from as with be how much "
                            "what did does our my me i tell".split())


def content_words(text: str) -> set[str]:
    """The words of `text` that carry meaning: lower case, two letters or more, no function word."""
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 1 and w not in _FUNCTION_WORDS}


# "money" asks an amount too unless a word asks a date outright: "the money in the account at the start"
# may be a balance ("start" hints a date too); "when the money was owed by" asks a date. What an account
# "earned" or its "earnings" are money as well ("what the account earned that month": its interest)
_MONEY_WORD = re.compile(r"\b(?:money|earn(?:s|ed|ings)?)\b", re.I)
_ASKS_DATE = re.compile(r"\b(?:date|when|day|deadline)\b", re.I)


def named_party(question: str, field: str) -> bool:
    """The question asks the party's name field `field` (`<role>_name`) in its own words: it says "name"
    and the role word ("employee's name", "name of the recipient")."""
    role, sep, rest = field.rpartition("_")
    if not sep or rest != "name" or not role or "_" in role:
        return False
    words = set(re.findall(r"[a-z]+", re.sub(r"['’]s\b", "", question.lower())))
    return "name" in words and role in words


def asked_kinds(question: str) -> list[str]:
    """The kinds of value ("money", "date") the question's words hint at, each earning a bonus."""
    kinds = [kind for kind, hint in _KIND_HINTS.items() if hint.search(question)]
    if "money" not in kinds and _MONEY_WORD.search(question) and not _ASKS_DATE.search(question):
        kinds.insert(0, "money")
    return kinds


def side_text(question: str, name: str) -> str:
    """The side of "A ... or B ..." (split at the last " or ") that names `name`: the tail when only it
    does, else the head; the whole question when it has no " or "."""
    head, sep, tail = question.rpartition(" or ")
    if not sep:
        return question
    return tail if name in tail and name not in head else head


def one_side(question: str, name: str, m: Mentions) -> Mentions:
    """The mentions that go with one side of "A ... or B ...": `name`, with the ids and dates
    mentioned in the same side of the last " or " as `name` (all of them when the question has
    no such split), and every year."""
    if " or " not in question:
        return Mentions((name,), m.ids, m.years, m.dates)
    side = mentions(side_text(question, name))
    return Mentions((name,), tuple(i for i in m.ids if i in side.ids), m.years,
                    tuple(d for d in m.dates if d in side.dates))


def without_mentions(question: str, m: Mentions) -> str:
    """The question with its names and ids blanked, and a statement's period end with the words that
    pick the statement by it ("for the period ending December 31, 2025", "closing 12/21/2025", "for
    December 2025", "the year-end statement": they say which document, not which field, and "ending" is
    no ending balance): what is left says which field it asks."""
    plain = _DATE_SELECTOR.sub(" ", question)
    for name in (*m.names, *m.ids):
        plain = plain.replace(name, " ")
    return plain


class DocFinder:
    """Documents and fields a question points at, over one store's `DocFacts`."""

    def __init__(self, facts: DocFacts) -> None:
        self.facts = facts
        self._desc_cache: dict[str, tuple[list[str], np.ndarray | None]] = {}
        self._text_cache: dict[str, np.ndarray] = {}
        self._plain_words: dict[str, list[set[str]]] = {}  # per docType, each field's plain description's words

    def embed(self, texts: list[str]) -> np.ndarray:
        """The sentence embeddings of `texts` (the retrieval model's), one row each."""
        from harness.ingest.embed import embed_texts

        return embed_texts(texts)

    def embed_known(self, texts: list[str]) -> np.ndarray:
        """`embed`, each distinct text embedded once per finder (labels recur from question to question)."""
        missing = [t for t in dict.fromkeys(texts) if t not in self._text_cache]
        if missing:
            self._text_cache.update(zip(missing, self.embed(missing), strict=True))
        return np.stack([self._text_cache[t] for t in texts])

    def field_scores(self, question: str, doc_type: str, qv: np.ndarray) -> dict[str, float]:
        """Each field of a docType: the embedding similarity of its name and printed labels to
        the question, plus a bonus for the kind of value asked for, for a party's name asked in the field's
        own words (NAMED_BONUS), for a "box N" it names and for each
        word it shares with the field's plain description (OVERLAP_BONUS), less YTD_PENALTY for a
        year-to-date field when the question says nothing of a running total."""
        if doc_type not in self._desc_cache:
            desc = self.facts.field_descriptions(doc_type)
            names = list(desc)
            self._desc_cache[doc_type] = (names, self.embed([desc[n] for n in names]) if names else None)
        names, matrix = self._desc_cache[doc_type]
        if not names or matrix is None:
            return {}
        sims = (matrix @ qv).copy()
        kinds = DOC_TYPES.get(doc_type, {})
        for kind in asked_kinds(question):
            for i, n in enumerate(names):
                if kinds.get(n) == kind:
                    sims[i] += KIND_BONUS
        for i, n in enumerate(names):
            if named_party(question, n):
                sims[i] += NAMED_BONUS
        for asks, named in _ROLES:
            if asks.search(question):
                for i, n in enumerate(names):
                    if named.search(n):
                        sims[i] += ROLE_BONUS
        if not _YEAR_TO_DATE.search(question):
            for i, n in enumerate(names):
                if n.startswith("ytd_"):
                    sims[i] -= YTD_PENALTY
        elif _RUNNING_TOTAL.search(question):
            for i, n in enumerate(names):
                if n.startswith("ytd_"):
                    sims[i] += YTD_PENALTY
        words = set(re.findall(r"[a-z0-9]+", re.sub(r"\bbox\s+(\d+[a-z]?)", r"box\1", question.lower())))
        # the words that pick the document (its names, ids, period, type) say nothing of the field
        asked = content_words(without_mentions(question, mentions(question)))
        asked -= content_words(doc_type.replace("-", " "))
        if doc_type not in self._plain_words:
            plain = DESCRIPTIONS.get(doc_type, {})
            self._plain_words[doc_type] = [content_words(plain.get(n, "")) for n in names]
        for i, (n, described) in enumerate(zip(names, self._plain_words[doc_type], strict=True)):
            box = n.split("_")[0]
            if box.startswith("box") and box in words:
                sims[i] += BOX_BONUS  # "box 10" names the field outright
            sims[i] += OVERLAP_BONUS * len(asked & described)
        return {n: float(sims[i]) for i, n in enumerate(names)}

    def field_ranking(self, question: str, doc_type: str, qv: np.ndarray) -> list[str]:
        """The fields of a docType, closest to the question first (`field_scores`; by name on ties)."""
        scores = self.field_scores(question, doc_type, qv)
        return sorted(scores, key=lambda n: (-scores[n], n))

    def fields_asked(self, question: str, doc_type: str, m: Mentions) -> list[str]:
        """`field_ranking` for the question with its names and ids blanked."""
        qv = self.embed([without_mentions(question, m)])[0]
        return self.field_ranking(question, doc_type, qv)

    def money_field(self, text: str, doc_type: str, m: Mentions) -> str | None:
        """The money field of `doc_type` closest to `text` (one side of a comparison or a check of
        two documents), None when the type has none."""
        best = self.best_money_field(text, [doc_type], m)
        return best[1] if best else None

    def best_money_field(self, question: str, doc_types: list[str], m: Mentions) -> tuple[str, str] | None:
        """(docType, field): of the types given, the money field closest to the question (each type's
        first money field in `field_ranking`, the best of them, its score plus TYPE_WEIGHT times the
        question's cosine with the type's plain description); None when none of them has a money
        field. Ties go to the earlier type."""
        qv = self.embed([without_mentions(question, m)])[0]
        best: tuple[float, str, str] | None = None
        for t in doc_types:
            kinds, scores = DOC_TYPES.get(t, {}), self.field_scores(question, t, qv)
            ranked = sorted(scores, key=lambda n: (-scores[n], n))  # field_ranking's order
            name = next((n for n in ranked if kinds.get(n) == "money"), None)
            if name is None:
                continue
            said = DOC_DESCRIPTIONS.get(t)
            score = scores[name] + (TYPE_WEIGHT * float(self.embed_known([said])[0] @ qv) if said else 0.0)
            if best is None or score > best[0]:
                best = (score, t, name)
        return (best[1], best[2]) if best else None

    def is_key(self, file: str, field: str, m: Mentions) -> bool:
        """The question uses this field's value to pick the document (a name, an id, a date or a
        year it mentions: "the W-2 ... sent for 2025" is no question of its tax year): it is not what
        it asks."""
        raw, norm = self.facts.value(file, field), self.facts.normalized(file, field)
        # letters and digits only: "Eastmarch Software Corp." is the "Eastmarch Software Corp" a question names
        mentioned = {squash(x) for x in (*m.names, *m.ids, *m.dates, *m.years)}
        return any(v is not None and squash(v) in mentioned for v in (raw, norm))

    def candidates(self, doc_type: str | None, m: Mentions, field: str | None, corrected: bool = True) -> list[str]:
        """Documents of the type holding every mention (and the field), corrections for originals
        (with `corrected`; without it, each document as it is, those of the type itself first); only
        the trusted ones when there are any (harness.pipelines.evidence.untrusted)."""
        out = []
        files = sorted(self.facts.types, key=lambda f: (self.facts.types.get(f) != doc_type, f)) \
            if not corrected else sorted(self.facts.types)
        for f in files:
            if not self.facts.type_matches(f, doc_type):
                continue
            f = self.facts.superseded.get(f, f) if corrected else f
            if field is not None and self.facts.value(f, field) is None:
                continue
            if self.facts.holds(m, f) and f not in out:
                out.append(f)
        return [f for f in out if f not in self.facts.untrusted] or out
