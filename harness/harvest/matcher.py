"""The general matcher: fields the label rules did not find, by what their printed label means.

After the rules pass (harness.harvest.extract), each vocabulary field of the document's type
that was not found is looked for among the page's key-value pairs (harness.harvest.pairs):
a pair's label is scored against each field's plain description
(harness.contract.field_descriptions) by the cosine of their embeddings (the encoder is
passed in: the store's sentence-transformers model in the ingest, anything that maps texts
to unit vectors in a test), plus cheap lexical cues: a box number printed with the word
"box" that is the field's (+BOX_BONUS) or another's (-BOX_PENALTY), a number opening the label
that is the field's box (+OPENING_BONUS), words shared with the description or the field's name
in words (+OVERLAP_WEIGHT times the share of the label's words), and a value shaped as a number's last four digits
(four digits alone, or behind a mask: "****1289") for a field that holds them (+LAST4_BONUS).
An acronym of the label that is no word of the type's descriptions is first spelled out by the
descriptions' words whose initials it is ("TIN": "taxpayer identification number"), and a word
cut short with a full stop by the one word of them it abbreviates ("Acct." of "account": the
word it opens, else the one word with its first and last letters holding its letters in order).

Only a value of the field's kind can be the field's (a year alone is no identifier, save an
account's last four digits). The labels are assigned to the type's fields one to one, found
fields too (a label of a found field is not taken for a missing one), so that their scores
over UNASSIGNED add up to the most. A pair's runner-up is its score less what that
assignment loses when the field may not take the pair's value (UNASSIGNED when it loses all):
so a label that reads as two fields is clear when another label takes the other one (the
labels of a period's two days may both read as its start and its end), and a field's two values are
told apart by their labels. A pair keeps its field when its score reaches THRESHOLD (BOX_THRESHOLD
with the field's printed box number) and beats its runner-up by MARGIN; the floor falls by half
the margin, down to CLEAR_FLOOR (a label that clearly prefers one field). A label that reads at
least as much like one of the type's decoys (what a page labels that is no field: an account's
type, a telephone number, the recipient's own TIN; field_descriptions.others) goes to none, and
so does a field printed twice under one label with two values (a corrected and a former amount:
the label cannot tell which; a date range's two ends are one label's two values, told apart by
their order). Among a line's pairs (label left or right of its values) and a run of label lines
and value lines (label above or below) one orientation is kept, the one whose pairs score more;
a pair counts in that vote when its label reads, whatever its value, best as a field its value
could be ("Pay period to" over an amount does not) and scores CLEAR_FLOOR at least. A rules
label of a found field owns a printed label it names (a word of it at least) when the value could
be that field's. Fields and printed values are then matched
one to one, best score first. The issuer's name, when missing, is the letterhead's
(LETTERHEAD_SCORE: the first page that prints an amount or a date, past a cover letter and a blank sheet
mailed before the form); once the issuer is known, the type's one other party (employee, recipient,
insured, owner, ...) is the only name left under or after a caption that no field took and no
decoy reads as, or the one name heading a mailing address (harness.harvest.party).
Two fields whose values come in an order by what they are (field_descriptions.ordered: a period
starts before it ends, a bill is issued before it is due) take, when the labels that read as
either print exactly two values, the earlier and the later one (ORDER_BONUS), and a value printed
twice under one label is one field's.
The twelfth round (labels): a label naming another field of the field's kind by a word of that field's
name and none of the field's own is not the field (NAMED_PENALTY); a label about the current period is
no value brought forward from a previous one; a decoy that says the state's needs a label that says
so; a label naming the doer reads as the issuer, and one naming the issuer's other side as the type's
one other party (DOER_BONUS); a form's title line ends with the tax year it reports (TITLE).
The fifteenth session: a printed label is read against exemplars too (labels issuers were seen printing the
field with: _exemplar_cosines); a label saying its value is a change between two others is no field's (CHANGE);
the first of two names stacked over a mailing address is the party (joint holders), and a party's name printed
after its caption with no colon is read without it (harness.harvest.party.uncaptioned).
The eighteenth session: a line of captions in capitals throughout over (or under) a row of values is cut
every way into as many captions as values (harness.harvest.pairs._row_readings); the cut kept is the one
whose captions read most clearly as one field or decoy each (_clarity), before the orientation's vote.
A wrong value is worse than none: the thresholds were set for precision, on `seen` corpora only
(benchmarks/bench_harvest_ablation.py, seeds 100..107; the last rounds on the `seen:fit` fold only).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from scipy.optimize import linear_sum_assignment

from harness.contract.doctype_descriptions import DOC_DESCRIPTIONS
from harness.contract.field_descriptions import DESCRIPTIONS, ISSUER, bounded, ordered, others
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.exemplars import EXEMPLARS
from harness.harvest.guard import (
    WEAK_FLOOR,
    broken,
    magnitude,
    only_candidate,
    unclaimed,
)
from harness.harvest.ocr_head import head_text
from harness.harvest.pairs import (
    ABOVE,
    BELOW,
    LEFT,
    LETTERHEAD,
    LETTERHEAD_LINES,
    RIGHT,
    Pair,
    Value,
    bare_ranges,
    letterhead,
    line_values,
    page_pairs,
    says_former,
)
from harness.harvest.party import PARTY_DECOY, PARTY_SCORE, names_a_person, other_party, party_field

Encoder = Callable[[Sequence[str]], Any]  # texts -> an array of unit-length rows
# per field: its texts' words, their qualifiers, its name's words, the qualifiers telling it from a twin, former
_FieldTexts = tuple[list[set[str]], list[frozenset[str]], list[set[str]], list[frozenset[str]], list[bool]]

# the thresholds, bonuses and penalties below were set on seen corpora only, for precision
THRESHOLD = 0.55
BOX_THRESHOLD = 0.3  # a label whose printed "box N" is the field's box needs less of the model
MARGIN = 0.02
# a label scoring under this takes no field in the assignment, and a pair whose field nothing
# else could take has this runner-up (set on seen corpora, as every threshold here)
UNASSIGNED = 0.2
# a label that clearly prefers one field over the runner-up of its value's kind needs less of the
# model: the floor falls by half the margin (a margin of 0.1: 0.5), down to CLEAR_FLOOR
CLEAR_FLOOR = 0.4
BOX_BONUS = 0.15
BOX_PENALTY = 0.3
OPENING_BONUS = 0.05
OVERLAP_WEIGHT = 0.1
LAST4_BONUS = 0.15
ORDER_BONUS = 0.1
ORDER_FLOOR = 0.3  # a label reads as one of two ordered fields when it scores this much for one of them
CUE_PENALTY = {RIGHT: 0.02, BELOW: 0.02}
LETTERHEAD_SCORE = 0.55
TITLE, TITLE_SCORE, TAX_YEAR = "title", 0.55, "tax_year"  # a form's title line's year: the tax year it reports
# "Form 1099-XX <its title> 2025": the word "Form", a form's number, words, and a year alone ending the line
_TITLE_YEAR = re.compile(r"Form\s+[A-Z0-9]+(?:-[A-Z0-9]+)?\b(?![^()]*\))[^()\d]*?\s((?:19|20)\d\d)$")
# "2025 Form 1099-R", "2025 Consolidated Form 1099": the year opening the title, a word or two, "Form" and a
# form's number, then words only
_YEAR_TITLE = re.compile(r"((?:19|20)\d\d)\s+(?:[A-Za-z]+\s+){0,2}Form\s+[A-Z0-9]+(?:-[A-Z0-9]+)?\b[^\d]*$")
# a year alone in a line of words ("Mortgage Interest Statement 2024", "FORM 1098 (2024)"): no digit, point, slash
# or dash next to it (no date, no range, no number), not a revision's date ("Rev. April 2024", "(Rev. 2024)")
_LONE_YEAR = re.compile(r"(?<![\d./\-])(?<!\d[ ,])\b((?:19|20)\d\d)\b(?![./\-]?\d)(?!-)")
_REVISION = re.compile(r"\bRev\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+$", re.IGNORECASE)
_YEAR_ALONE = re.compile(r"\(?((?:19|20)\d\d)\)?")  # a year printed alone on its line, "(2024)" too
_FORM_WORD = re.compile(r"\b(?:form|W-2c?|10\d\d(?:-[A-Z]+)?)\b", re.IGNORECASE)
ONLY = "only"  # the cue of the guard's weak readings: a field's only candidate (below)
# a label naming the doer (its last word "by") read as the issuer's name, and a label naming the issuer's
# other side read as the type's one other party
DOER_BONUS = 0.1
# a date range's end ("Pay period 07/01/2025 to 07/15/2025") read as a date field whose texts say neither a
# start nor an end (a pay date, a due date): a period's ends are no lone day; and a range's earlier end read
# as a field whose texts say an end and no start (a card's closing date), its later end as one saying a start
# and no end: "Opening/Closing Date 09/15/25 - 10/14/25" closes on its later day (_range_sides)
RANGE_PENALTY = 0.1
# the document's one date range under a label naming a span: the type's start and end twins (_only_span)
SPAN, SPAN_SCORE = "span", 0.5
# a label printed on two lines, each a date then an amount: a period's opening and closing (_dated_twins)
TWINS = "twins"
# the document's one date range printed with no label (pairs.bare_ranges): its start and end twins (_bare_span)
BARE = "bare"
_SPAN = re.compile(r"\b(?:term|period|dates)\b", re.IGNORECASE)
METHOD = "matched"
LABEL_CACHE = 50_000  # label vectors kept between documents

# Short forms issuers print, spelled out before a label is embedded: written from public knowledge of
# forms, statements, stubs and bills (the IRS's box captions, bank, card, payroll and utility house
# styles), never from the generator's wording lists. A key ending in "." is a short form only with
# its full stop ("No."); a key in capitals only in capitals ("SS", "FIT": "ss" and "fit" are words).
ABBREVIATIONS: dict[str, str] = {
    "fed": "federal", "w/h": "withheld", "w/held": "withheld", "whld": "withheld", "wthld": "withheld",
    "ytd": "year to date", "y-t-d": "year to date", "y.t.d": "year to date", "acct": "account",
    "stmt": "statement", "bal": "balance", "pmt": "payment", "pymt": "payment", "pmts": "payments",
    "int": "interest", "div": "dividends", "divs": "dividends", "dist": "distribution",
    "distr": "distribution", "distrib": "distribution", "comp": "compensation", "soc sec": "social security",
    "soc. sec": "social security", "med": "medicare", "prev": "previous", "orig": "original", "corr": "corrected",
    "beg": "beginning", "min": "minimum", "qual": "qualified", "ord": "ordinary", "cap": "capital",
    "st.": "state", "mtg": "mortgage", "mtge": "mortgage", "princ": "principal", "pol": "policy",
    "eff": "effective", "exp": "expiration", "prem": "premium", "dep": "deposit", "inv": "invoice",
    "mo.": "month", "no.": "number", "yr": "year", "chk": "check", "dt": "date", "curr": "current", "cur": "current",
    "tot": "total", "nbr": "number", "num": "number", "#": "number", "&": "and",
    "chg": "charge", "chgs": "charges", "svc": "service", "ref": "reference",
    "recip": "recipient", "pd": "paid", "ann": "annual", "avg": "average", "accum": "accumulated",
    "govt": "government", "dept": "department", "ins": "insurance", "insd": "insured",
    "SS": "social security", "OASDI": "social security", "FIT": "federal income tax", "SIT": "state income tax",
    "UI": "unemployment insurance", "NEC": "nonemployee compensation",
}
# A kind of issuer's own words for what a type's descriptions call otherwise, read as that (per docType: the
# issuers' words, then the descriptions' word): a member-owned cooperative's share account earns dividends
# where a bank's deposit account earns interest. Written from public knowledge of such statements.
HOUSE_WORDS: dict[str, tuple[tuple[str, ...], str]] = {
    "bank-statement": (("dividend", "dividends", "div", "divs"), "interest"),
}
_HOUSE_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]+(?![A-Za-z])")
# Phrases a sentence prints for a word of the descriptions, read as that word: "please pay at least $35.00"
# asks for the minimum payment. Written from public knowledge of statements' and bills' sentences.
PHRASES: dict[str, str] = {"at least": "minimum", "no less than": "minimum", "not less than": "minimum"}
_SHORT_WORD = {k: v for k, v in (ABBREVIATIONS | PHRASES).items() if not k.isupper() and not k.endswith(".")}
_SHORT_DOT = {k[:-1]: v for k, v in ABBREVIATIONS.items() if k.endswith(".")}
_SHORT_CAPS = {k: v for k, v in ABBREVIATIONS.items() if k.isupper()}


def _alternation(keys: list[str]) -> str:
    return "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True))


_SHORT = re.compile(r"(?<![A-Za-z0-9'])(?:(" + _alternation(list(_SHORT_DOT)) + r")\.|(?-i:("
                    + _alternation(list(_SHORT_CAPS)) + r"))|(" + _alternation(list(_SHORT_WORD))
                    + r")\.?)(?![A-Za-z0-9])", re.IGNORECASE)
# The qualifiers that tell a field from its twin (which end of a period, this period or the year so
# far, the amount before a correction) and the federal tax from the state's: a label and a field's
# texts that share the qualifier that tells the field from its twin (a field of its kind whose texts
# say the opposite) agree (+QUALIFIER_WEIGHT); a label whose qualifier's opposite the field's texts say
# does not (-QUALIFIER_WEIGHT: "State W/H" is not the federal tax); a label that says "year to date",
# "previous" or "exempt" is no field whose texts do not (-MARKED_PENALTY), and a field whose texts say
# "year to date" needs a label that says so (-QUALIFIER_WEIGHT).
QUALIFIER_WEIGHT = 0.1
MARKED_PENALTY = 0.3
# a label naming another field of the field's kind by a word of that field's name and none of the field's own
NAMED_PENALTY = 0.2
START, END, YEAR, CURRENT, PREVIOUS, CORRECTED = "start", "end", "year", "current", "previous", "corrected"
FEDERAL, STATE, EXEMPT, CHANGE = "federal", "state", "exempt", "change"
_QUALIFIERS = {
    START: re.compile(r"\b(?:begin\w*|beg|opening|opened|start\w*|commenc\w*|inception|effective)\b"),
    END: re.compile(r"\b(?:end|ends|ended|ending|closing|closed|close|closes|expir\w*|expires|termination|"
                    r"terminates|new)\b"),
    YEAR: re.compile(r"\byear[- ]to[- ]date\b|\bso far this (?:calendar )?year\b"),
    CURRENT: re.compile(r"\b(?:current|this (?:pay )?period|this statement|this cycle|this (?:bill|month))\b"),
    PREVIOUS: re.compile(r"\b(?:previous|previously|prior|original|originally|former|formerly|earlier|"
                         r"last (?:bill|statement|period|month|cycle))\b"),
    CORRECTED: re.compile(r"\b(?:corrected|correct|correction|amended|revised)\b"),
    FEDERAL: re.compile(r"\bfederal\b"),
    STATE: re.compile(r"\bstate\b"),
    EXEMPT: re.compile(r"\b(?:exempt|nontaxable|non-taxable)\b"),
    # a difference between two values ("Previously reported / Correct information / Change")
    CHANGE: re.compile(r"\b(?:change|changes|difference|increase|decrease)\b"),
}
# a label's last word that says which end of a period it names ("Policy period from", "Lease term to")
_LAST_END = {"from": START, "to": END, "through": END, "thru": END, "until": END}
_OPPOSITE = {START: END, END: START, YEAR: CURRENT, CURRENT: YEAR, PREVIOUS: CORRECTED, CORRECTED: PREVIOUS,
             FEDERAL: STATE, STATE: FEDERAL, EXEMPT: EXEMPT, CHANGE: CHANGE}
# a label's qualifier that a field's texts contradict without being its twin's: a label about the current
# period or statement is no value brought forward from a previous one (-QUALIFIER_WEIGHT)
_CONTRARY = {CURRENT: PREVIOUS}
_ENDS = frozenset({START, END})
_TWINS = frozenset({START, END, YEAR, CURRENT, PREVIOUS, CORRECTED})  # shared, these tell a field from its twin
_MARKED_LABEL = frozenset({YEAR, PREVIOUS, EXEMPT, CHANGE})  # a label saying these is no field whose texts do not
_MARKED_FIELD = frozenset({YEAR})  # a field whose texts say these needs a label that does
_MARKED_DECOY = frozenset({STATE})  # a decoy whose text says these needs a label that does
_RUNNING = frozenset({YEAR, CURRENT})  # say which total of a subject: they count for a label of the subject
# a decoy naming a number (a telephone number, the recipient's TIN, a state's identification number): the only
# decoys a bare number (digits and a mask, no letter: "****2208", "58-1184420") may be; the others (a name, an
# account's type, deposits or checks) are printed in words or as amounts
_NUMBER_DECOY = re.compile(r"\b(?:numbers?|identification|id|tin|codes?)\b", re.IGNORECASE)
_LETTERS = re.compile(r"[A-Za-z]")
_MASK = re.compile(r"(?<![A-Za-z])[Xx]{2,}(?![A-Za-z])")  # "XXXX-XXXX-2208": a mask's letters are no words
_ACRONYM = re.compile(r"\b[A-Z]{3,5}\b")  # "TIN", "YTD": initials of the words a description spells out
_ABBREVIATION = re.compile(r"\b([A-Za-z]{2,5})\.(?=\s|$)")  # a word cut short: "Acct.", "Fed."
_FIELD_BOX = re.compile(r"^box(\d{1,2}[a-z]?)_")
_BOX_WORD = re.compile(r"\d{1,2}[a-z]?")  # a box number among a label's words ("1", "2a")
_LAST4 = re.compile(r"(?:[*#Xx•.\s-]*[*#Xx•][*#Xx•.\s-]*)?\d{4}")  # "1289", "****1289", "XXXX-1289"
_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("a an and the of or to for on in by at is was this that its it from as with be".split())
# the words that say which end or side a label names ("period from", "period to"): two labels that
# differ by one of them say different things
_DIRECTIONS = frozenset("to for on in by at from".split())


@dataclass(frozen=True)
class _Exemplars:
    """A docType's exemplars as the matcher reads them (FieldMatcher._exemplars_of)."""

    vectors: np.ndarray  # one row an exemplar, its label spelled out
    owner: np.ndarray  # each exemplar's field (its index in the vocabulary's order)
    said: list[frozenset[str]]  # each exemplar's qualifiers
    own: list[set[str]]  # each field's words: its description's, its name's, its exemplars'


@dataclass(frozen=True)
class Match:
    """A field the general matcher found: its value, where, and why (label, cue, score)."""

    field: str
    value: str
    normalized: str
    page: int
    label: str
    cue: str
    score: float


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def _boxes(words: set[str]) -> set[str]:
    """The box numbers among a text's words ("1", "2a")."""
    return {w for w in words if _BOX_WORD.fullmatch(w)}


def _abbreviated(short: str, vocabulary: frozenset[str]) -> str | None:
    """The one word of `vocabulary` that `short` abbreviates: the word it opens ("fed" of
    "federal"), else the word with its first and last letters holding its letters in order
    ("acct" of "account"); None when none or several are."""
    cut = short.lower()
    if cut in vocabulary:
        return None  # a word of its own ("Inc.", "No." when "no" is a word)
    opened = {w for w in vocabulary if w.startswith(cut) and len(w) > len(cut)}
    if not opened:
        opened = {w for w in vocabulary if len(w) > len(cut) and w[0] == cut[0] and w[-1] == cut[-1]
                  and _in_order(cut, w)}
    return next(iter(opened)) if len(opened) == 1 else None


# the ligatures a font draws as one glyph ("ﬀ", "ﬁ", "ﬂ", "ﬃ", "ﬄ"): a text layer with no letters mapped
# for the glyph drops them ("Eﬀective" reads "Eective", "Beneﬁt" "Benet")
_LIGATURES = ("ffi", "ffl", "ff", "fi", "fl")
_WORD_OF_LETTERS = re.compile(r"[A-Za-z]{3,}")


def _ligature_dropped(word: str, vocabulary: frozenset[str]) -> str | None:
    """The one word of `vocabulary` that `word` is with a ligature's letters dropped at one place
    (_LIGATURES), in `word`'s case; None when `word` is a word of its own, or none or several are."""
    cut = word.lower()
    if cut in vocabulary:
        return None
    found = {cut[:k] + lig + cut[k:] for k in range(1, len(cut)) for lig in _LIGATURES} & vocabulary
    if len(found) != 1:
        return None
    whole = next(iter(found))
    return whole.upper() if word.isupper() else whole.capitalize() if word[0].isupper() else whole


def _in_order(letters: str, word: str) -> bool:
    rest = iter(word)
    return all(c in rest for c in letters)


# "No" ending a label after a word, no full stop ("ACCOUNT NO", "Policy No"): what it numbers, then its number
_ENDING_NO = re.compile(r"(?<=[A-Za-z])\s+no$", re.IGNORECASE)


def expanded(label: str) -> str:
    """The label with the short forms issuers print spelled out (ABBREVIATIONS): "Fed W/H" ->
    "federal withheld", "YTD gross" -> "year to date gross"; "No" without its full stop only ending a
    label after a word ("ACCOUNT NO": the account's number; "No refunds" says no)."""
    def spell(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return _SHORT_DOT[m.group(1).lower()]
        if m.group(2) is not None:
            return _SHORT_CAPS[m.group(2)]
        return _SHORT_WORD[m.group(3).lower()]
    return _ENDING_NO.sub(" number", _SHORT.sub(spell, label))


def qualifiers(text: str, label: bool = False) -> frozenset[str]:
    """The qualifiers a text says (_QUALIFIERS); a label's last word may say which end of a period
    it names ("Policy period from")."""
    lower = text.lower()
    found = {q for q, rx in _QUALIFIERS.items() if rx.search(lower)}
    words = _WORD.findall(lower)
    if label and words and words[-1] in _LAST_END:
        found.add(_LAST_END[words[-1]])
    return frozenset(found)


def _qualified(said: frozenset[str], meant: frozenset[str], twinned: frozenset[str] = _TWINS) -> float:
    """What a label's qualifiers add to its score against a field (or decoy) whose texts say `meant`
    (`twinned`: the qualifiers that tell the field from a twin, whose agreement counts)."""
    s = 0.0
    for q in said:
        if q in meant:
            s += QUALIFIER_WEIGHT if q in twinned else 0.0
        elif q in _MARKED_LABEL:
            s -= MARKED_PENALTY
        elif _OPPOSITE[q] in meant or _CONTRARY.get(q) in meant:
            s -= QUALIFIER_WEIGHT
    s -= QUALIFIER_WEIGHT * len((meant & _MARKED_FIELD) - said)
    return s


def _subject(label: str) -> set[str]:
    """A label's words besides its qualifiers (_QUALIFIERS): what it is about ("gross" of "Gross
    year to date")."""
    lower = label.lower()
    for rx in _QUALIFIERS.values():
        lower = rx.sub(" ", lower)
    return _words(lower)


def _role(word: str, agent: bool = False) -> tuple[str, str] | None:
    """A party's word as (stem, side): the one employed, paid, covered, let to (a word ending in "-ee",
    or in "-ed": "ee") or the one who employs, pays, covers, lets (a word ending in "-er" or "-or": "er");
    a word ending in "-ed" names the one who did it when `agent` (followed by the word "by")."""
    if len(word) > 4 and word.endswith("ee"):
        return word[:-2], "ee"
    if len(word) > 4 and word.endswith(("er", "or")):
        return word[:-2], "er"
    if len(word) > 5 and word.endswith("ed"):
        return word[:-2], "er" if agent else "ee"
    return None


def _sides(label: str) -> set[tuple[str, str]]:
    """The parties a label's words name, as _role's (stem, side); a word ending in "-ed" just before
    the word "by" names the one who did it, else the one it was done to."""
    words = _WORD.findall(label.lower())
    return {r for k, w in enumerate(words)
            if (r := _role(w, agent=k + 1 < len(words) and words[k + 1] == "by")) is not None}


def _role_clash(label: str, name_words: set[str]) -> bool:
    """A label naming one side of two parties read against a field named for the other (the one
    employed against the employer's name): the words share their stem and differ by their side."""
    sides = {r for w in name_words if (r := _role(w)) is not None}
    return any((stem, "er" if side == "ee" else "ee") in sides and (stem, side) not in sides
               for stem, side in _sides(label))


def _says(words: set[str], of: set[str]) -> bool:
    """Whether a label's words say one of `of`: the word itself, or a word of three letters at least that
    opens it (a word cut short); a longer word that it opens is another word."""
    return any(w == x or (len(w) >= 3 and x.startswith(w)) for w in words for x in of)


def _named_for_another(words: set[str], j: int, apart: Sequence[Sequence[set[str]]]) -> bool:
    """A label naming another field of field j's kind by a word of that field's name that j's name lacks,
    and no word of j's own name that the other's lacks (`apart[k][j]`: the words of field k's name that
    are not field j's, for two fields of a kind)."""
    return any(k != j and apart[k][j] and _says(words, apart[k][j]) and not _says(words, apart[j][k])
               for k in range(len(apart)))


def _names_the_doer(label: str) -> bool:
    """A label whose last word is "by" names who did it (paid, issued, levied): the issuer."""
    words = _WORD.findall(label.lower())
    return len(words) >= 2 and words[-1] == "by"


def field_name_text(field: str) -> str:
    """A field's identifier in words, its box number last: "box1_gross_distribution" -> "gross
    distribution (box 1)", "ytd_gross" -> "year to date gross": what the vocabulary calls the field,
    whose words, qualifiers and party words count beside its description's (it is not embedded: two twins'
    names differ by one word, and read as near to a label as each other)."""
    box = _FIELD_BOX.match(field)
    words = re.sub(r"(?<=[a-z])(?=\d)", " ", field[box.end():] if box else field).replace("_", " ")
    words = expanded(words)
    return f"{words} (box {box.group(1)})" if box else words


def _fits(kind: str, field: str, kinds: frozenset[str], normalized: str) -> str | None:
    """The value's normalized form as this field's, or None when the value is not of its kind."""
    if kind not in kinds:
        return None
    if kind == "id" and "year" in kinds and not field.endswith("_last4"):
        return None  # a year alone is no identifier, but it may be an account's last four digits
    return as_field(field, normalized)


def as_field(field: str, normalized: str) -> str | None:
    """A fitting value as the field's: an account's last four digits of a longer number, else itself."""
    if field.endswith("_last4"):
        digits = re.sub(r"\D", "", normalized)
        return digits[-4:] if len(digits) >= 4 else None
    return normalized


class FieldMatcher:
    """Scores printed labels against the fields' descriptions with an injected encoder."""

    def __init__(self, encode: Encoder, descriptions: dict[str, dict[str, str]] = DESCRIPTIONS,
                 decoys: Callable[[str], Sequence[str]] = others,
                 order: Callable[[str], Sequence[tuple[str, str]]] = ordered,
                 bounds: Callable[[str], Sequence[tuple[str, str]]] = bounded,
                 exemplars: dict[str, dict[str, list[str]]] = EXEMPLARS) -> None:
        self._encode = encode
        self._descriptions = descriptions
        self._exemplars = exemplars  # docType -> field -> labels seen printing it (harvest/exemplars.py)
        self._exemplar_tables: dict[str, _Exemplars] = {}  # doc type -> its exemplars, read once
        self._decoys = decoys
        self._vectors: dict[str, np.ndarray] = {}
        self._aparts: dict[str, list[list[set[str]]]] = {}  # doc type -> _apart's table
        self._texts: dict[str, _FieldTexts] = {}  # doc type -> what scores reads of its fields' texts
        self._decoy_vectors: dict[str, np.ndarray] = {}
        self._labels: dict[str, np.ndarray] = {}  # label -> vector: issuers repeat their labels
        self._initials: dict[str, dict[str, str]] = {}  # doc type -> initials -> the words they stand for
        self._vocabulary: dict[str, frozenset[str]] = {}  # doc type -> the words of its descriptions and decoys
        self._order = order
        self._bounds = bounds

    def _spelled(self, doc_type: str, label: str) -> str:
        """The label with a kind of issuer's own words read as the type's (HOUSE_WORDS: a cooperative's
        "dividends" on a statement are interest) and its acronyms spelled out by the words of the type's
        descriptions and decoys whose initials they are ("Payer TIN": "Payer taxpayer identification number"); a
        word of those texts ("TAX" in a label in capitals) is no acronym. A word that is one of those
        words with a ligature's letters dropped by the text layer ("Eective") is that word
        (_ligature_dropped)."""
        if doc_type not in self._initials:
            runs: dict[str, str] = {}
            vocabulary: set[str] = set()
            for text in [*self._descriptions[doc_type].values(), *self._decoys(doc_type)]:
                words = re.findall(r"[a-z][a-z']*", text.lower())
                vocabulary.update(words)
                for n in range(3, 6):
                    for k in range(len(words) - n + 1):
                        run = words[k:k + n]
                        if run[0] not in _STOP and run[-1] not in _STOP:
                            runs.setdefault("".join(w[0] for w in run), " ".join(run))
            self._initials[doc_type] = {k: v for k, v in runs.items() if k not in vocabulary}
            self._vocabulary[doc_type] = frozenset(vocabulary)
        if doc_type in HOUSE_WORDS:
            theirs, ours = HOUSE_WORDS[doc_type]
            label = _HOUSE_WORD.sub(lambda m: ours if m.group(0).lower() in theirs else m.group(0), label)
        label = expanded(label)
        label = _WORD_OF_LETTERS.sub(lambda m: _ligature_dropped(m.group(0), self._vocabulary[doc_type]) or m.group(0),
                                     label)
        label = _ABBREVIATION.sub(lambda m: _abbreviated(m.group(1), self._vocabulary[doc_type]) or m.group(0), label)
        return _ACRONYM.sub(lambda m: self._initials[doc_type].get(m.group(0).lower(), m.group(0)), label)

    def _field_texts(self, doc_type: str) -> _FieldTexts:
        """What `scores` reads of each field's texts (its description, its name in words), in the
        vocabulary's order, once per docType: their words, their qualifiers, the name's words, the
        qualifiers that tell each field from a twin, and whether the description says the value is a
        former one."""
        if doc_type not in self._texts:
            fields = list(DOC_TYPES[doc_type])
            texts = [(self._descriptions[doc_type][f], field_name_text(f)) for f in fields]
            meant = [qualifiers(d) | qualifiers(n) for d, n in texts]
            kinds = DOC_TYPES[doc_type]
            # a field's qualifiers that tell it from a twin: a field of its kind whose texts say the opposite
            twinned = [frozenset(q for q in meant[j] & _TWINS if any(
                k != j and kinds[g] == kinds[f] and _OPPOSITE[q] in meant[k] for k, g in enumerate(fields)))
                for j, f in enumerate(fields)]
            # a label saying its value is a former one reads only as a field described so (pairs.says_former)
            self._texts[doc_type] = ([_words(d) for d, _ in texts], meant, [_words(n) for _, n in texts], twinned,
                                     [says_former(d) for d, _ in texts])
        return self._texts[doc_type]

    def _apart(self, doc_type: str) -> list[list[set[str]]]:
        """For two fields of one kind, [k][j]: the words of field k's name (field_name_text, its box
        number aside) that field j's name lacks; empty for two fields of different kinds."""
        if doc_type not in self._aparts:
            kinds = DOC_TYPES[doc_type]
            fields = list(kinds)
            names = [_words(_FIELD_BOX.sub("", f).replace("_", " ")) for f in fields]
            names = [_words(expanded(" ".join(sorted(n)))) for n in names]
            self._aparts[doc_type] = [[names[k] - names[j] if kinds[f] == kinds[g] and k != j else set()
                                       for j, g in enumerate(fields)] for k, f in enumerate(fields)]
        return self._aparts[doc_type]

    def _field_vectors(self, doc_type: str) -> np.ndarray:
        if doc_type not in self._vectors:
            texts = [self._descriptions[doc_type][f] for f in DOC_TYPES[doc_type]]
            self._vectors[doc_type] = np.asarray(self._encode(texts), dtype=np.float32)
        return self._vectors[doc_type]

    def _exemplars_of(self, doc_type: str) -> _Exemplars:
        """The type's exemplars, read once: spelled out as a label is, encoded, each with its field and its
        qualifiers, and each field's words (its description's, its name's, its exemplars')."""
        if doc_type not in self._exemplar_tables:
            fields = list(DOC_TYPES[doc_type])
            table = self._exemplars.get(doc_type, {})
            owned = [(self._spelled(doc_type, text), j) for j, f in enumerate(fields) for text in table.get(f, ())]
            vectors = np.asarray(self._encode([t for t, _ in owned]), dtype=np.float32) if owned else np.zeros((0, 1))
            desc_words, _, named, _, _ = self._field_texts(doc_type)
            own = [desc_words[j] | named[j] for j in range(len(fields))]
            for text, j in owned:
                own[j] |= _words(text)
            self._exemplar_tables[doc_type] = _Exemplars(vectors, np.asarray([j for _, j in owned], dtype=np.int64),
                                                         [qualifiers(t, label=True) for t, _ in owned], own)
        return self._exemplar_tables[doc_type]

    def _exemplar_cosines(self, doc_type: str, pairs: Sequence[Pair], spelled: Sequence[str],
                          words_of: Sequence[set[str]]) -> np.ndarray:
        """(pair, field): the label's best cosine with the field's exemplars (their acronyms spelled out
        as a label's are) that say the label's qualifiers, no more, no fewer (_QUALIFIERS: "Balance this
        statement" is not the balance worded "Balance last statement"); -inf for a field with none, and for
        a label saying a word, box numbers aside, that no text of the field says (its description, its
        name, its exemplars): an exemplar vouches for its own words in another order, cut, spelled out or
        in capitals, not for a label that adds one ("Local wages, tips" is not the field worded "Wages,
        tips, other compensation"). `spelled`, `words_of`: the pairs' labels spelled out and their words
        (scores has them)."""
        fields = list(DOC_TYPES[doc_type])
        ex = self._exemplars_of(doc_type)
        out = np.full((len(pairs), len(fields)), -np.inf, dtype=np.float32)
        if not len(ex.owner):
            return out
        _, cosine = self._label_cosines(doc_type, pairs, ex.vectors, spelled)
        told = [qualifiers(t, label=True) for t in spelled]
        cosine = np.where([[q == e for e in ex.said] for q in told], cosine, -np.inf)
        said = [words - _boxes(words) for words in words_of]
        for j in sorted(set(ex.owner.tolist())):
            out[:, j] = np.where([bool(words - ex.own[j]) for words in said], -np.inf,
                                 cosine[:, ex.owner == j].max(axis=1))
        return out

    def _label_vectors(self, labels: Sequence[str]) -> np.ndarray:
        new = [t for t in labels if t not in self._labels]
        if len(self._labels) + len(new) > LABEL_CACHE:
            self._labels.clear()
            new = list(labels)
        if new:
            self._labels.update(zip(new, np.asarray(self._encode(new), dtype=np.float32), strict=True))
        return np.stack([self._labels[t] for t in labels])

    def decoy_scores(self, doc_type: str, pairs: Sequence[Pair], bare_numbers: bool = True) -> np.ndarray:
        """Each pair's best score against the type's decoys (what a page labels that is no field:
        harness.contract.field_descriptions.others), -inf when it has none; with `bare_numbers`, a value
        of digits and a mask alone only against the decoys naming a number (_NUMBER_DECOY)."""
        out = np.full(len(pairs), -np.inf, dtype=np.float32)
        texts = list(self._decoys(doc_type))
        if not pairs or not texts:
            return out
        if doc_type not in self._decoy_vectors:
            self._decoy_vectors[doc_type] = np.asarray(self._encode(texts), dtype=np.float32)
        words_of, cosine = self._label_cosines(doc_type, pairs, self._decoy_vectors[doc_type])
        desc_words = [_words(t) for t in texts]
        meant = [qualifiers(t) for t in texts]
        numbered = [_NUMBER_DECOY.search(t) is not None for t in texts]
        for i, p in enumerate(pairs):
            label_words = words_of[i]
            said = qualifiers(self._spelled(doc_type, p.label), label=True)
            bare = bare_numbers and p.value.kinds <= {"id"} and not _LETTERS.search(_MASK.sub("", p.value.raw))
            for j, words in enumerate(desc_words):
                if bare and not numbered[j]:
                    continue  # "Checking account ****2208": a decoy naming no number (checks, a type) is no number's
                s = float(cosine[i, j]) - CUE_PENALTY.get(p.cue, 0.0) + _qualified(said, meant[j])
                s -= QUALIFIER_WEIGHT * len((meant[j] & _MARKED_DECOY) - said)  # the state's, unsaid
                if label_words:
                    s += OVERLAP_WEIGHT * len(label_words & words) / len(label_words)
                out[i] = max(out[i], s)
        return out

    def _label_cosines(self, doc_type: str, pairs: Sequence[Pair], targets: np.ndarray,
                       spelled: Sequence[str] | None = None) -> tuple[list[set[str]], np.ndarray]:
        """Each pair's label, its acronyms spelled out (_spelled, or `spelled` when already done): its
        words, and its cosine with each row of `targets` (a row per pair; a label printed twice is
        encoded once)."""
        spelled = [self._spelled(doc_type, p.label) for p in pairs] if spelled is None else spelled
        labels = sorted(set(spelled))
        row = {text: i for i, text in enumerate(labels)}
        cosine = self._label_vectors(labels) @ targets.T
        return [_words(t) for t in spelled], cosine[[row[t] for t in spelled]]

    def scores(self, doc_type: str, pairs: Sequence[Pair],
               fitted: Sequence[Sequence[str | None]] | None = None) -> np.ndarray:
        """(pair, field) scores, fields in the vocabulary's order; -inf where the value does not fit
        (`fitted`: _fitted's table, computed here when not given)."""
        fields = list(DOC_TYPES[doc_type])
        out = np.full((len(pairs), len(fields)), -np.inf, dtype=np.float32)
        if not pairs:
            return out
        fitted = _fitted(doc_type, pairs) if fitted is None else fitted
        labels = [self._spelled(doc_type, p.label) for p in pairs]
        words_of, cosine = self._label_cosines(doc_type, pairs, self._field_vectors(doc_type), labels)
        # worded as issuers were seen to word it
        cosine = np.maximum(cosine, self._exemplar_cosines(doc_type, pairs, labels, words_of))
        desc_words, meant, named, twinned, former = self._field_texts(doc_type)
        # the type's parties other than its issuer: what a label naming the doer is not
        kinds, issuer = DOC_TYPES[doc_type], ISSUER.get(doc_type)
        parties = {j for j, f in enumerate(fields) if kinds[f] == "text" and f != issuer}
        apart = self._apart(doc_type)
        issuer_words = named[fields.index(issuer)] if issuer in fields else None
        sides = _range_sides(pairs)
        for i, p in enumerate(pairs):
            label_words, was, spelled = words_of[i], says_former(p.label), labels[i]
            said, subject = qualifiers(spelled, label=True), _subject(spelled)
            doer = _names_the_doer(spelled)
            for j, f in enumerate(fields):
                if fitted[i][j] is None or (was and not former[j]):
                    continue
                # "year to date" tells a field from its twin for a label about the field's own subject
                # (a gross pay label for the year's gross; "401(k) deferral YTD" is about no field's subject)
                told = twinned[j] if not subject or subject & (desc_words[j] | named[j]) else twinned[j] - _RUNNING
                s = float(cosine[i, j]) - CUE_PENALTY.get(p.cue, 0.0) + _qualified(said, meant[j], told)
                if p.ranged and kinds[f] == "date" and not meant[j] & _ENDS:
                    s -= RANGE_PENALTY  # a period's ends are no lone day ("Pay period 07/01 to 07/15": no pay date)
                elif i in sides and kinds[f] == "date" and meant[j] & _ENDS == {_OPPOSITE[sides[i]]}:
                    s -= RANGE_PENALTY  # a range's first day closes nothing, its last opens nothing
                if _role_clash(spelled, named[j]):
                    s -= MARKED_PENALTY  # the employee is not the employer
                if not doer and _named_for_another(label_words, j, apart):
                    s -= NAMED_PENALTY  # a label naming the other field of its kind by that one's name
                if doer and j in parties:
                    s -= MARKED_PENALTY  # the one who paid is not the one paid
                elif doer and fields[j] == issuer:
                    s += DOER_BONUS  # the one who paid, issued, billed: the issuer
                elif j in parties and len(parties) == 1 and issuer_words is not None \
                        and _role_clash(spelled, issuer_words):
                    s += DOER_BONUS  # the issuer's other side (the one paid by a payer): the one other party
                if label_words:
                    s += OVERLAP_WEIGHT * len(label_words & (desc_words[j] | named[j])) / len(label_words)
                box = _FIELD_BOX.match(f)
                if p.box is not None and box is not None:
                    if p.box_printed:
                        s += BOX_BONUS if p.box == box.group(1) else -BOX_PENALTY
                    elif p.box == box.group(1):
                        s += OPENING_BONUS
                elif p.box_printed and p.box is not None:
                    s -= BOX_PENALTY  # a box number names a box, not this field
                if f.endswith("_last4") and _LAST4.fullmatch(p.value.raw):
                    s += LAST4_BONUS  # a value shaped as a number's last four digits
                out[i, j] = s
        return out

    def match(self, doc_type: str, pages: Sequence[tuple[int, str]], found: dict[str, str],
              ignore: Sequence[re.Pattern[str]] = (), known: Sequence[tuple[str, re.Pattern[str]]] = (),
              ocr_first_page: bool = False, weak: bool = True,
              ocr_words: Mapping[int, Sequence[Sequence[object]]] | None = None) -> list[Match]:
        """The missing fields of a document of `doc_type` (found: the fields already harvested,
        with their normalized values; known: the rules' labels, (field, pattern): a pair whose
        label holds one of a found field is that field's, not a missing one's). An OCR'd first
        page has no letterhead cue from its text (OCR's first line need not be the page's top left): given the
        pages' OCR words (`ocr_words`, by page), the letterhead is read from the top page's rows of cells
        (harness.harvest.ocr_head.head_text). `weak`: take
        the guard's weak readings (the only candidates), not while a type is guessed: a field read
        weakly confirms no type."""
        if doc_type not in self._descriptions:
            return []
        fields = list(DOC_TYPES[doc_type])
        missing = [f for f in fields if f not in found]
        if not missing:
            return []
        pairs = [p for page, text in pages for p in page_pairs(page, text, ignore)]
        # only the groups that hold a value a missing field could take are scored
        kinds = {DOC_TYPES[doc_type][f] for f in missing}
        wanted = {p.group for p in pairs if p.value.kinds & kinds}
        pairs = [p for p in pairs if p.group in wanted]
        # a label the rules know for a found field is that field's, when its value could be that field's
        # ("Payer" of the payer's name does not own "Payer's federal identification number 84-4130073")
        # (a label saying what no found field's texts say, "Gross pay YTD" of the gross pay, is not that field's:
        # a label saying a year to date or a former value is no field whose texts do not, _MARKED_LABEL)
        types = DOC_TYPES[doc_type]
        meant = dict(zip(fields, self._field_texts(doc_type)[1], strict=True))
        owned = {i for i, p in enumerate(pairs)
                 if any(f in found and _fits(types.get(f, ""), f, p.value.kinds, p.value.normalized) is not None
                        and _names(rx, p.label) and not says_unmeant(self._spelled(doc_type, p.label),
                                                                       meant.get(f, frozenset()))
                        for f, rx in known)}
        fitted = _fitted(doc_type, pairs)  # each pair's value as each field's, None where it does not fit
        # each label against every field whatever its value, scored once; a field its value cannot be is -inf
        every = self.scores(doc_type, pairs, [[""] * len(fields) for _ in pairs])
        fits = np.array([[v is not None for v in row] for row in fitted], dtype=bool).reshape(every.shape)
        scores = np.where(fits, every, np.float32(-np.inf))
        # a number read past a decoy that names no number confirms no type (not while a type is guessed)
        decoys = self.decoy_scores(doc_type, pairs, bare_numbers=weak)
        best = np.max(scores, axis=1, initial=-np.inf) if len(pairs) else np.zeros(0)
        # in the vote, a pair counts when its label reads as a field its value could be, clearly enough to
        # be taken (a label that reads as no field, or as a field of another kind, counts for nothing)
        keep = _orientations(pairs, np.where(_own_kind(every, fits) & (best >= CLEAR_FLOOR), best, 0.0),
                             _clarity(every, decoys))
        # two ordered fields both missing (a found one's value is not among the labels read)
        order = [(a, b) for a, b in self._order(doc_type) if a in missing and b in missing]
        if _ordered(doc_type, order, scores, fitted, [i for i in keep if i not in owned]):
            best = np.max(scores, axis=1, initial=-np.inf)
        # the labels a field may take: kept, owned by no found field, not read as a decoy
        rows = [i for i in range(len(pairs)) if i in keep and i not in owned and np.isfinite(best[i])
                and decoys[i] < best[i] - MARGIN]
        proposals: list[tuple[float, int, int]] = []
        for i, j, second in _assigned(scores, rows, fitted):
            box = _FIELD_BOX.match(fields[j])
            floor = BOX_THRESHOLD if pairs[i].box_printed and box is not None and box.group(1) == pairs[i].box \
                else THRESHOLD
            score = float(scores[i, j])
            floor = min(floor, max(CLEAR_FLOOR, THRESHOLD - (score - second) / 2))
            # the field it takes must beat the decoys too, not only its best field (a state box that reads
            # best as a field another label took is no reading of the next field it reads as)
            if fields[j] in missing and score >= floor and score - second >= MARGIN and decoys[i] < score - MARGIN:
                proposals.append((score, i, j))
        # a field printed twice under one label with two values (a corrected and a former amount):
        # the label cannot tell which is the field's
        # (a date range's two ends share their label: the order of the period's two fields tells them apart)
        proposals = [(score, i, j) for score, i, j in proposals
                     if not any(k != i and fitted[k][j] is not None and _same_label(pairs[i], pairs[k])
                                and fitted[k][j] != fitted[i][j] and not _one_range(pairs[i], pairs[k]) for k in rows)]
        issuer = ISSUER.get(doc_type)
        top = next((pg for pg in pages if _prints_values(pg[1])), pages[0]) if pages else None
        head = letterhead(top[0], top[1], ignore) if top and not ocr_first_page else None
        if top and ocr_first_page and ocr_words and ocr_words.get(top[0]):  # an OCR page: its rows of cells
            title = re.compile(r"\b" + r"\W+".join(map(re.escape, re.split(r"[-\s]+", doc_type))) + r"\b", re.I)
            head = letterhead(top[0], head_text(ocr_words[top[0]], ignore, [title]), ignore)
        out: list[Match] = []
        taken: set[tuple[int, int, int]] = set()
        assigned: set[str] = set()
        names = {v for f, v in found.items() if DOC_TYPES[doc_type].get(f) == "text"}
        if issuer in missing and head is not None and head.value.normalized not in names:
            # the issuer prints its own name at the top; a label naming a party is someone else's
            out.append(Match(issuer, head.value.raw, head.value.normalized, head.page, "", LETTERHEAD,
                             LETTERHEAD_SCORE))
            assigned.add(issuer)
            names.add(head.value.normalized)
        year = _title_year(top[1], doc_type) if top is not None and TAX_YEAR in missing else None
        if top is not None and year is not None and not any(fields[j] == TAX_YEAR for _, _, j in proposals):
            # a form's title line ends with the year it reports, when no label reads as the tax year
            out.append(Match(TAX_YEAR, year, year, top[0], "", TITLE, TITLE_SCORE))
            assigned.add(TAX_YEAR)
            taken.update(p.where for p in pairs if p.page == top[0] and p.value.normalized == year
                         and "year" in p.value.kinds)
        chosen: list[Pair] = []
        for score, i, j in sorted(proposals, key=lambda t: (-t[0], t[1], t[2])):
            p, f = pairs[i], fields[j]
            if f in assigned or p.where in taken or ("text" in p.value.kinds and p.value.normalized in names):
                continue  # one field a value, one value a field, one party a name
            if any(c.value.normalized == p.value.normalized and _same_label(c, p) for c in chosen):
                continue  # a value printed twice under one label is one field's, printed twice
            chosen.append(p)
            normalized = fitted[i][j]
            assert normalized is not None
            out.append(Match(f, p.value.raw, normalized, p.page, p.label, p.cue, round(score, 3)))
            assigned.add(f)
            taken.add(p.where)
            if "text" in p.value.kinds:
                names.add(p.value.normalized)
        for f, i in _range_other_ends(self._order(doc_type), fields, pairs, fitted, scores, found, missing):
            if f not in assigned and pairs[i].where not in taken:
                normalized = fitted[i][fields.index(f)]
                assert normalized is not None
                out.append(Match(f, pairs[i].value.raw, normalized, pairs[i].page, pairs[i].label, pairs[i].cue,
                                 round(float(scores[i, fields.index(f)]), 3)))
                assigned.add(f)
                taken.add(pairs[i].where)
        for f, i in _only_span(self._order(doc_type), fields, meant, pairs, fitted, scores, decoys, missing):
            if f not in assigned and pairs[i].where not in taken:
                normalized = fitted[i][fields.index(f)]
                assert normalized is not None
                out.append(Match(f, pairs[i].value.raw, normalized, pairs[i].page, pairs[i].label, SPAN, SPAN_SCORE))
                assigned.add(f)
                taken.add(pairs[i].where)
        for f, i in _dated_twins(fields, types, meant, pairs, fitted, scores, decoys, missing):
            if f not in assigned and pairs[i].where not in taken:
                normalized = fitted[i][fields.index(f)]
                assert normalized is not None
                out.append(Match(f, pairs[i].value.raw, normalized, pairs[i].page, pairs[i].label, TWINS,
                                 round(float(scores[i, fields.index(f)]), 3)))
                assigned.add(f)
                taken.add(pairs[i].where)
        if weak:  # a range bare of any label is read for a type already chosen, never to confirm one
            have = {**found, **{m.field: m.normalized for m in out}}
            ranges = [r for page, text in pages for r in bare_ranges(page, text, ignore)]
            for f, (page, line, v) in _bare_span(self._order(doc_type), meant, ranges, have):
                if f not in assigned and (page, line, v.start) not in taken:
                    out.append(Match(f, v.raw, v.normalized, page, "", BARE, SPAN_SCORE))
                    assigned.add(f)
                    taken.add((page, line, v.start))
            out += self._only_candidates(doc_type, pairs, rows, scores, decoys, fitted, missing, assigned, taken,
                                         {*found.values(), *(m.normalized for m in out)}, pages)
        party = party_field(doc_type, issuer)
        # the issuer known, or no letterhead at all (a title line opening the page): the one name left is the party's
        if party in missing and party not in assigned and (issuer in found or issuer in assigned or (
                issuer in missing and head is None and not ocr_first_page)):
            candidates = [pairs[i] for i in sorted(keep)
                          if "text" in pairs[i].value.kinds and i not in owned and pairs[i].cue in (LEFT, ABOVE)
                          and pairs[i].value.normalized not in names
                          and (decoys[i] < PARTY_DECOY or names_a_person(pairs[i].label))
                          and pairs[i].where not in taken]
            reading = other_party(candidates, pages, top, names, self._caption_words(doc_type, party))
            if reading is not None:
                v, page, label, cue = reading
                out.append(Match(party, v.raw, v.normalized, page, label, cue, PARTY_SCORE))
        if party is not None:  # the party's name read with its caption's word before it, whatever read it
            words = self._caption_words(doc_type, party)
            out = [_uncaptioned(m, words) if m.field == party else m for m in out]
        out = _within_bounds(self._bounds(doc_type), found, out)
        return sorted(out, key=lambda m: fields.index(m.field))

    def _caption_words(self, doc_type: str, field: str) -> set[str]:
        """The words a caption of `field` may print before its name (its description's, its name's)."""
        desc_words, _, named, _, _ = self._field_texts(doc_type)
        j = list(DOC_TYPES[doc_type]).index(field)
        return desc_words[j] | named[j]

    def _only_candidates(self, doc_type: str, pairs: Sequence[Pair], rows: Sequence[int], scores: np.ndarray,
                         decoys: np.ndarray, fitted: Sequence[Sequence[str | None]], missing: Sequence[str],
                         assigned: set[str], taken: set[tuple[int, int, int]], values: set[str],
                         pages: Sequence[tuple[int, str]]) -> list[Match]:
        """The guard's weak readings (harness.harvest.guard.only_candidate, unclaimed): a field still
        missing, the only one of its value's kind, whose labels that read best as it (WEAK_FLOOR at
        least, clear of the decoys by MARGIN, their values free) print one value, no other field's,
        and the only value of the kind among the values the document's `pages` print that no field
        holds (read only when a field has such a candidate: most documents have none)."""
        kinds = DOC_TYPES[doc_type]
        printed: list[Value] | None = None
        fields = list(kinds)
        left = [f for f in missing if f not in assigned and kinds[f] != "text"]  # a name: the letterhead, the party
        out = []
        for f in left:
            j = fields.index(f)
            candidates = sorted((i for i in rows if pairs[i].where not in taken and fitted[i][j] is not None
                                 and int(np.argmax(scores[i])) == j and scores[i, j] >= WEAK_FLOOR
                                 and decoys[i] < scores[i, j] - MARGIN), key=lambda i: (-float(scores[i, j]), i))
            value = only_candidate(f, kinds, left, [str(fitted[i][j]) for i in candidates])
            if value is None or value in values:
                continue
            if printed is None:  # every value the document prints, once
                printed = [v for _, text in pages for line in text.split("\n") for v in line_values(line)]
            of_kind = {n for v in printed if (n := _fits(kinds[f], f, v.kinds, v.normalized)) is not None}
            if not unclaimed(value, of_kind, values):
                continue  # the page prints another value of the kind that nothing read: no evidence which
            p = pairs[candidates[0]]
            out.append(Match(f, p.value.raw, value, p.page, p.label, ONLY, round(float(scores[candidates[0], j]), 3)))
            taken.add(p.where)
            values.add(value)
        return out


def _uncaptioned(m: Match, caption_words: set[str]) -> Match:
    """A party's name read with a caption's word before it and no colon ("INSURED Ezekiel Szabo" under the
    title, "EMPLOYEE EZEKIEL OKONKWO"): without that word, when it is one of the field's `caption_words`
    (its description's, its name's) and a name of two words or more, capitalized, is left."""
    first, _, rest = m.value.partition(" ")
    if first.lower() not in caption_words or len(rest.split()) < 2 or not rest[:1].isupper():
        return m
    return replace(m, value=rest.strip(), normalized=" ".join(rest.split()))


def _ordered(doc_type: str, order: Sequence[tuple[str, str]], scores: np.ndarray,
             fitted: Sequence[Sequence[str | None]], rows: Sequence[int]) -> bool:
    """Two fields whose values come in an order (`order`, field_descriptions.ordered: a period's
    start and end, a bill's issue and due dates, a period's and the year's gross pay): when the
    labels that read as either (their best field is one of them, scoring ORDER_FLOOR at least)
    print exactly two values, the earlier (smaller) is the first field's (+ORDER_BONUS, and
    -ORDER_BONUS for the other field), the later (larger) the second's. Both fields are missing
    (the caller's: a found field's label is owned, its value not among those read).
    Changes `scores` in place; whether it changed any."""
    fields = list(DOC_TYPES[doc_type])
    changed = False
    for early, late in order:
        a, b = fields.index(early), fields.index(late)
        reading = [i for i in rows if np.isfinite(scores[i]).any() and int(np.argmax(scores[i])) in (a, b)
                   and max(scores[i, a], scores[i, b]) >= ORDER_FLOOR
                   and fitted[i][a] is not None and fitted[i][b] is not None]
        values = sorted({str(fitted[i][a]) for i in reading}, key=magnitude)
        if len(values) != 2:
            continue
        for i in reading:
            sign = 1.0 if fitted[i][a] == values[0] else -1.0
            scores[i, a] += sign * ORDER_BONUS
            scores[i, b] -= sign * ORDER_BONUS
        changed = True
    return changed


def _within_bounds(bounds: Sequence[tuple[str, str]], found: dict[str, str], matches: list[Match]) -> list[Match]:
    """The guard's bounds (harness.harvest.guard.broken): two readings of the matcher's that break
    a bound are swapped (each label keeps its value, the fields trade them); a reading that breaks
    one with a field the rules found is dropped."""
    mine = {m.field: m for m in matches}
    for low, high in broken(bounds, {**found, **{m.field: m.normalized for m in matches}}):
        a, b = mine.get(low), mine.get(high)
        if a is not None and b is not None:
            mine[low], mine[high] = replace(b, field=low), replace(a, field=high)
        else:
            mine.pop(low, None)
            mine.pop(high, None)
    return list(mine.values())


def _fitted(doc_type: str, pairs: Sequence[Pair]) -> list[list[str | None]]:
    """Each pair's value as each field of the type's (vocabulary order), None where it does not fit."""
    types = DOC_TYPES[doc_type]
    return [[_fits(types[f], f, p.value.kinds, p.value.normalized) for f in types] for p in pairs]


def _assigned(scores: np.ndarray, rows: Sequence[int],
              fitted: Sequence[Sequence[str | None]]) -> list[tuple[int, int, float]]:
    """The labels' one-to-one assignment to fields that scores most (a label scoring under
    UNASSIGNED takes none), each (pair, field, runner-up): the runner-up is the pair's score less
    what the assignment loses when that field may not take that value, so a label as close to
    two fields is clear when another label is closer to the other one (the labels of a period's
    two days may both read as its start and its end)."""
    if not rows:
        return []
    sub = scores[list(rows)]
    utility = np.where(np.isfinite(sub), sub - UNASSIGNED, 0.0).clip(min=0.0)
    total, picked = _best_assignment(utility)
    out = []
    for r, j in picked.items():
        i = rows[r]
        without = utility.copy()
        for k, row in enumerate(rows):  # the field takes no printing of this value
            if fitted[row][j] == fitted[i][j]:
                without[k, j] = 0.0
        loss = total - _best_assignment(without)[0]
        out.append((i, j, max(UNASSIGNED, float(scores[i, j]) - loss)))  # no runner-up: UNASSIGNED
    return sorted(out)


def _best_assignment(utility: np.ndarray) -> tuple[float, dict[int, int]]:
    rows, cols = linear_sum_assignment(utility, maximize=True)
    picked = {int(r): int(c) for r, c in zip(rows, cols, strict=True) if utility[r, c] > 0}
    return float(np.add.reduce([utility[r, c] for r, c in picked.items()], initial=0.0)), picked


def _own_kind(every: np.ndarray, fits: np.ndarray) -> np.ndarray:
    """Whether each pair's label reads best, whatever its value, as a field its value could be (a
    date's label, "Pay period to", over an amount does not): a pair whose label is of another kind
    than its value counts for nothing in its orientation's vote."""
    return fits[np.arange(len(every)), np.argmax(every, axis=1)] if len(every) else np.zeros(0, dtype=bool)


def _range_other_ends(order: Sequence[tuple[str, str]], fields: Sequence[str], pairs: Sequence[Pair],
                      fitted: Sequence[Sequence[str | None]], scores: np.ndarray, found: dict[str, str],
                      missing: Sequence[str]) -> list[tuple[str, int]]:
    """A printed date range one end of which a found field of an ordered twin pair holds ("For the period
    02/01/2025 through 02/28/2025", its end read by the rules): its other end, on the side the twins' order
    says, is the missing twin's, when its label reads as that twin clearly enough (CLEAR_FLOOR)."""
    out: list[tuple[str, int]] = []
    for first, second in order:
        for known, other, before in ((second, first, True), (first, second, False)):
            if known not in found or other not in missing:
                continue
            j, jk = fields.index(other), fields.index(known)
            for i, p in enumerate(pairs):
                if fitted[i][j] is None or not p.ranged or float(scores[i, j]) < CLEAR_FLOOR:
                    continue
                if any(k != i and _one_range(p, q) and fitted[k][jk] == found[known]
                       and fitted[k][jk] != fitted[i][j] and (p.value.start < q.value.start) == before
                       for k, q in enumerate(pairs)):
                    out.append((other, i))
                    break
    return out


def _only_span(order: Sequence[tuple[str, str]], fields: Sequence[str], meant: dict[str, frozenset[str]],
               pairs: Sequence[Pair], fitted: Sequence[Sequence[str | None]], scores: np.ndarray,
               decoys: np.ndarray, missing: Sequence[str]) -> list[tuple[str, int]]:
    """The document's one span ("Term: 08/01/2025 through 07/31/2026" on a lease): a type's twins that start
    and end a period (a start and an end field, ordered), both missing, are the two ends of the one date range
    the pages print (printed again with the same ends, it is still one) when its label names a span (_SPAN:
    term, period, dates) and reads as no decoy and as no other field (CLEAR_FLOOR): its earlier end the
    start's, its later the end's."""
    ranges: dict[tuple[str, ...], list[int]] = {}
    for i, p in enumerate(pairs):
        if p.ranged and "date" in p.value.kinds:
            ranges.setdefault((str(p.page), str(p.line), p.label), []).append(i)
    ends = {tuple(sorted({pairs[i].value.normalized for i in r})) for r in ranges.values()}
    if len(ends) != 1:
        return []
    out: list[tuple[str, int]] = []
    for first, second in order:
        if first not in missing or second not in missing or START not in meant.get(first, frozenset()) \
                or END not in meant.get(second, frozenset()):
            continue
        j0, j1 = fields.index(first), fields.index(second)
        others = [j for j in range(len(fields)) if j not in (j0, j1)]
        for r in ranges.values():
            span = sorted(r, key=lambda i: pairs[i].value.start)
            if len(span) != 2 or not _SPAN.search(pairs[span[0]].label) or any(
                    decoys[i] >= CLEAR_FLOOR or any(float(scores[i, j]) >= CLEAR_FLOOR for j in others) for i in span):
                continue
            a, b = span
            start, end = fitted[a][j0], fitted[b][j1]
            if start is not None and end is not None and start < end:
                out += [(first, a), (second, b)]
            break
    return out


def _bare_span(order: Sequence[tuple[str, str]], meant: dict[str, frozenset[str]],
               ranges: Sequence[tuple[int, int, Value, Value]], have: dict[str, str]
               ) -> list[tuple[str, tuple[int, int, Value]]]:
    """The document's one date range printed with no label (pairs.bare_ranges: printed again with the same
    ends, it is still one; two different ones say nothing) read as a type's twins that start and end a period
    (a start and an end field, ordered): its earlier end the start's, its later the end's, both when both are
    missing, else the missing one when the other holds its own end already."""
    ends = {(a.normalized, b.normalized) for _, _, a, b in ranges}
    if len(ends) != 1:
        return []
    page, line, a, b = ranges[0]
    if not a.normalized < b.normalized:
        return []
    for first, second in order:
        if START not in meant.get(first, frozenset()) or END not in meant.get(second, frozenset()):
            continue
        start, end = have.get(first), have.get(second)
        if start is None and end is None:
            return [(first, (page, line, a)), (second, (page, line, b))]
        if start is None and end == b.normalized:
            return [(first, (page, line, a))]
        if end is None and start == a.normalized:
            return [(second, (page, line, b))]
    return []


def _dated_twins(fields: Sequence[str], kinds: Mapping[str, str], meant: dict[str, frozenset[str]],
                 pairs: Sequence[Pair], fitted: Sequence[Sequence[str | None]], scores: np.ndarray,
                 decoys: np.ndarray, missing: Sequence[str]) -> list[tuple[str, int]]:
    """"Balance on March 1, 2025 ... $2,315.40" and "Balance on March 31, 2025 ... $2,877.12": one label printed
    on exactly two lines, each a date then an amount, that reads as the type's amounts that start and end a
    period (a field of the amount's kind whose texts say a start, one whose texts say an end) at CLEAR_FLOOR
    and more than as a decoy: the earlier date's amount is the start's, the later's the end's; and the dates are
    the period's own twins' (the date fields saying a start and an end) when those are missing too."""
    def twins(kind: str) -> tuple[int, int] | None:
        starts = [j for j, f in enumerate(fields) if kinds[f] == kind and START in meant.get(f, frozenset())]
        ends = [j for j, f in enumerate(fields) if kinds[f] == kind and END in meant.get(f, frozenset())]
        return (starts[0], ends[0]) if len(starts) == 1 and len(ends) == 1 else None

    amounts, days = twins("money"), twins("date")
    if amounts is None or any(fields[j] not in missing for j in amounts):
        return []
    rows: dict[str, list[tuple[int, int]]] = {}
    for i, p in enumerate(pairs):
        if p.cue != LEFT or "money" not in p.value.kinds:
            continue
        day_of = [k for k, q in enumerate(pairs) if q.page == p.page and q.line == p.line and q.label == p.label
                 and q.cue == LEFT and "date" in q.value.kinds and q.value.end <= p.value.start]
        if len(day_of) == 1:
            rows.setdefault(p.label.lower(), []).append((day_of[0], i))
    out: list[tuple[str, int]] = []
    for twin_rows in rows.values():
        if len(twin_rows) != 2:
            continue
        (d0, a0), (d1, a1) = sorted(twin_rows, key=lambda r: pairs[r[0]].value.normalized)  # ISO dates: by day
        read = min(float(max(scores[a, amounts[0]], scores[a, amounts[1]])) for a in (a0, a1))
        if read < CLEAR_FLOOR or max(float(decoys[a0]), float(decoys[a1])) >= read:
            continue
        when = [pairs[d].value.normalized for d in (d0, d1)]
        if when[0] >= when[1] or fitted[a0][amounts[0]] is None or fitted[a1][amounts[1]] is None:
            continue
        out += [(fields[amounts[0]], a0), (fields[amounts[1]], a1)]
        if days is not None and all(fields[j] in missing for j in days) \
                and fitted[d0][days[0]] is not None and fitted[d1][days[1]] is not None:
            out += [(fields[days[0]], d0), (fields[days[1]], d1)]
        break
    return out


def _range_sides(pairs: Sequence[Pair]) -> dict[int, str]:
    """Which end of its printed date range each ranged pair is (START: the earlier, END: the later), for the
    pairs of a line printing one range (two distinct places: a line of two ranges says nothing)."""
    places: dict[tuple[int, int], list[int]] = {}
    for i, p in enumerate(pairs):
        if p.ranged:
            places.setdefault((p.page, p.line), []).append(i)
    out: dict[int, str] = {}
    for at in places.values():
        starts = sorted({pairs[i].value.start for i in at})
        if len(starts) == 2:
            out.update({i: START if pairs[i].value.start == starts[0] else END for i in at})
    return out


def _one_range(a: Pair, b: Pair) -> bool:
    """Two pairs that are the two ends of one printed date range."""
    return a.ranged and b.ranged and a.page == b.page and a.line == b.line


def _title_year(text: str, doc_type: str = "") -> str | None:
    """The year a form's title line ends with: among the page's first lines (LETTERHEAD_LINES, or all the
    lines over the first that prints an amount or a date: a cover note may come first), the one line that
    opens with the word "Form" and a form's number and ends with a year alone (not a revision's date in
    parentheses), or opens with a year alone before "Form" and a form's number (a word or two between:
    "2025 Consolidated Form 1099") and prints no digit after it; or a title line of words printing one year
    alone (_title_line: "Mortgage Interest Statement 2024", "FORM 1099-NEC (2024)"); None when no line or
    several lines give a year."""
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if _prints_values(line)), len(lines))
    region = lines[:max(LETTERHEAD_LINES, first)]
    years = {m.group(1) for line in region
             if (m := _TITLE_YEAR.match(line.strip()) or _YEAR_TITLE.match(line.strip())
                 or _title_line(line.strip(), doc_type))}
    # a year alone on its line next to a title line that says the form ("Mortgage Interest Statement" over "2024")
    years |= {m.group(1) for i, line in enumerate(region) if (m := _YEAR_ALONE.fullmatch(line.strip()))
              and any(_says_form(region[j], doc_type) for j in (i - 1, i + 1) if 0 <= j < len(region))}
    return next(iter(years)) if len(years) == 1 else None


def _title_line(line: str, doc_type: str) -> re.Match[str] | None:
    """The one year alone a title line prints: a line printing no amount and no date, that names a form
    ("Form", a form's number) or says a word of its docType's plain description ("mortgage", "dividends"),
    and prints one year alone (_LONE_YEAR), no revision's date."""
    years = list(_LONE_YEAR.finditer(line))
    if len(years) != 1 or _prints_values(line) or _REVISION.search(line[:years[0].start()]):
        return None
    return years[0] if _says_form(line, doc_type) else None


def _says_form(line: str, doc_type: str) -> bool:
    """Whether a line names a form ("Form", a form's number) or says a word of its docType's plain description."""
    described = {w for w in re.findall(r"[a-z]{5,}", DOC_DESCRIPTIONS.get(doc_type, "").lower())}
    return _FORM_WORD.search(line) is not None or bool(described & set(re.findall(r"[a-z]+", line.lower())))


def _prints_values(text: str) -> bool:
    """Whether a page prints an amount or a date: a cover letter or a blank sheet mailed before a
    form does not (a form's number, "1099-INT", is no amount), so the issuer's letterhead is read on
    the first page that does."""
    return any({"money", "date"} & v.kinds for line in text.split("\n") for v in line_values(line))


def _same_label(a: Pair, b: Pair) -> bool:
    """Two printed labels say the same: each word of one is a word of the other or its
    abbreviation ("comp." of "compensation"), stop words aside but for the words of a direction
    ("from", "to": the ends of a period), and no two box numbers printed with the word "box"
    tell them apart."""
    if a.box_printed and b.box_printed and a.box != b.box:
        return False
    if _directions(a.label) != _directions(b.label):
        return False  # a period's two ends, labelled alike but for "from" and "to", are two labels
    wa, wb = _words(a.label), _words(b.label)

    def covered(xs: set[str], ys: set[str]) -> bool:
        return all(any(x == y or (min(len(x), len(y)) >= 3 and (x.startswith(y) or y.startswith(x))) for y in ys)
                   for x in xs)

    return bool(wa) and bool(wb) and covered(wa, wb) and covered(wb, wa)


def _directions(label: str) -> set[str]:
    return {w for w in _WORD.findall(label.lower()) if w in _DIRECTIONS}


def says_unmeant(label: str, meant: frozenset[str]) -> bool:
    """Whether a label says a qualifier that marks what it labels (_MARKED_LABEL: a year to date, a
    former value) and a field's texts (`meant`) do not: the label is not that field's."""
    return bool((qualifiers(label, label=True) & _MARKED_LABEL) - meant)


def _names(label_rx: re.Pattern[str], label: str) -> bool:
    """A rules label names a printed label when it matches a word of it at least (a rule's
    catch-all anchor, `\\A.`, names none)."""
    m = label_rx.search(label)
    return m is not None and len(m.group(0).strip()) >= 3


def _clarity(every: np.ndarray, decoys: np.ndarray) -> np.ndarray:
    """How clearly each label reads as one thing: its score for the field (or the decoys) it reads best
    as, less its score for the next best (a score that is not finite counts as -1)."""
    if not len(every):
        return np.zeros(0)
    both = np.column_stack([every.reshape(len(decoys), -1), decoys])
    both = np.where(np.isfinite(both), both, -1.0)
    top2 = -np.sort(-both, axis=1)[:, :2]
    return top2[:, 0] - top2[:, 1]


def _orientations(pairs: Sequence[Pair], best: np.ndarray, clear: np.ndarray) -> set[int]:
    """The pairs kept: in each group, those of the orientation whose pairs score more. A line of captions
    cut several ways (harness.harvest.pairs._row_readings) is first read the way whose captions read most
    clearly as one field each (`clear`: a label's best field's score less its second's, summed): a caption
    cut short ("Balance", "Ending") reads as several fields alike."""
    clarity: dict[tuple[tuple[int, int], str, int], float] = {}
    totals: dict[tuple[tuple[int, int], str, int], float] = {}
    for i, p in enumerate(pairs):
        key = (p.group, p.cue, p.reading)
        clarity[key] = clarity.get(key, 0.0) + max(0.0, float(clear[i]))
        totals[key] = totals.get(key, 0.0) + (max(0.0, float(best[i])) if np.isfinite(best[i]) else 0.0)
    reading: dict[tuple[tuple[int, int], str], tuple[float, int]] = {}
    for (group, cue, r), c in sorted(clarity.items()):
        if (group, cue) not in reading or c > reading[(group, cue)][0]:
            reading[(group, cue)] = (c, r)
    winner: dict[tuple[int, int], tuple[float, str, int]] = {}
    for (group, cue), (_, r) in sorted(reading.items()):
        total = totals[(group, cue, r)]
        if group not in winner or total > winner[group][0]:
            winner[group] = (total, cue, r)
    return {i for i, p in enumerate(pairs) if winner[p.group][1:] == (p.cue, p.reading)}
