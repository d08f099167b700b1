"""General typing: a document that no rule's anchors typed, by what its title lines say,
kept only when its fields confirm it. Failing closed, like the anchors.

The first TITLE_LINES short lines of page 1 (at most MAX_WORDS words: a title, a letterhead,
a caption, not a sentence; the lines every rule ignores, a specimen banner, left out) are
read first without the lines that label a value or print one (the titles proper: a label over
its date says what a field is), and all of them when no title proper reaches THRESHOLD. They
are scored against the plain
description of each docType and of each decoy (harness.contract.doctype_descriptions) by the
cosine of their embeddings (the encoder is passed in: the store's model in the ingest); a
type's score is its best line's, a decoy's its best line's among those that print no value
and end in no colon (a label says what a field is, not what the document is, and a decoy's
verdict has no fields to confirm it).

A docType whose name is an IRS form number (W-2, W-2c, 1099-INT, 1098: FORM_NUMBER) names
itself: every such form prints its number, so it is a candidate only when a line of page 1
of at most FORM_WORDS words, no sentence (any of them, not only the first TITLE_LINES: the
IRS grid prints its number at the foot), prints that number as a whole token (a W-2c's
"W-2c" is not a W-2's "W-2"; its hyphen may be left out, "W2", or a hyphen follow it,
"W-2- Wage"), and then it is a contender whatever its title score, ahead of the others (named
in title order). The other contenders are the candidates within MARGIN of
the best candidate's score, when it reaches THRESHOLD. When the page names no form and a form
reads ahead of every candidate (by MARGIN, or by FORM_LEAD reaching STRONG), there is no
contender: the title speaks of a form the page does not name; but a form whose title is strong (strong:
STRONG, leading every other type and decoy by LEAD) is the one contender, read from its caption alone (an IRS
form's title printed without its number, "Dividends and Distributions"), confirmed by its fields as a strong
title's are. When the first contender was read from a
line that labels a value (the titles proper reaching no THRESHOLD) and the page's body reads as another
type or a decoy more (body_disowns), the label has not typed it: the document goes to its fields alone. A
decoy among the contenders
leaves the document untyped (a decoy printing no amounts of its own, EMPTY, only when no contender's fields
confirm it strictly: filled_candidates); a contender whose rule's exclusions hit is out.

Each remaining contender is confirmed by its fields: the rules and the general matcher
(harness.harvest.matcher) must find, each with a value of the field's kind, at least
MIN_SHARE of its vocabulary's fields (MIN_FIELDS at least) and MIN_SHARE of its own fields,
those no other type has (every 1099 has a payer's name; only a 1099-R has a gross
distribution). A strong title (its score reaches STRONG and leads every other candidate's,
decoys' too, by LEAD) needs only STRONG_FIELDS of its own fields, or STRONG_FIELDS fields of
which KIND_OWN of its own when the pages print at least as many amounts, dates and identifiers
as the type has fields of each kind (kinds_fit: the document's shape, whatever its labels); on
a page of that shape a form named by its printed number needs none of its own fields. The type is the first
contender when it is confirmed and no other is, or when the others confirmed found a share of
their fields at least SHARE_LEAD under its share; otherwise (the first one excluded or not
confirmed, several confirmed alike) the title has not typed it. Then, unless a decoy reads within
MARGIN of the best candidate or the best is a form, the UNTITLED best-read types that are no form
may be confirmed by their fields alone, strictly (UNTITLED_SHARE of their fields and of their own:
a page that prints most of one type's fields is that type, whatever its title says or lacks); the
first so confirmed that prevails over the others so confirmed is the type. When none prevails (a
bill's amount due, dates and issuer read as an invoice's too), the page's body decides: each distinct
line of its pages votes for the type or decoy it reads best as (TypeGuesser.votes, reaching
BODY_FLOOR: a meter's reading, therms, a gas leak's warning say a utility bill; a form whose number
the pages do not print is none it may read as), and the type
confirmed that leads every other one so confirmed, and every decoy, by BODY_LEAD lines is the type
(body_leader). When none of the UNTITLED is so chosen, every type that is no form is tried alike (a
page with no title at all, a wordmark over its labels, reads its type's name worse than its
labels'); else the document stays untyped. A value is an amount with cents or a date in digits; a
line of SENTENCE_WORDS words or more ending in a full stop after a word in lower case, or in a full
stop with most of its words in lower case, is a sentence, no title line. The thresholds were set on `seen` corpora only.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from harness.contract.doctype_descriptions import DECOYS, DOC_DESCRIPTIONS, EMPTY, MORE_DESCRIPTIONS
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.matcher import Encoder
from harness.harvest.pairs import ABOVE, BELOW, Pair, page_pairs
from harness.harvest.party import heads_address, names_a_person
from harness.harvest.rules import Anchor
from harness.harvest.spacing import unspaced

THRESHOLD = 0.42  # the lowest title score of a right typing by its title on seen corpora: 0.444
MARGIN = 0.05
MIN_SHARE = 0.5
MIN_FIELDS = 3
# a strong title: its type's score reaches STRONG and leads every other candidate by LEAD; it is
# confirmed by STRONG_FIELDS of its own fields (set on seen corpora: the strong titles there
# scored 0.56 to 0.71 and led by 0.10 to 0.30; no lookalike's title came near)
STRONG = 0.55
LEAD = 0.1
STRONG_FIELDS = 2
# a form the page does not name, read strongly (STRONG) and ahead of every candidate by FORM_LEAD,
# leaves it untyped (unnamed_form_leads; on seen corpora and the block gallery a pay stub's title
# read a W-2 0.004 ahead of it, a table header 0.020 ahead at 0.456, under STRONG)
FORM_LEAD = 0.025
# a strong title on a page of its type's shape (kinds_fit): that many of its own fields suffice
KIND_OWN = 1
COUNTED = ("money", "date", "id")  # the value kinds kinds_fit counts (a name is too common to tell)
# several contenders confirmed: the first still wins when the share of its fields found leads
# every other confirmed one's by SHARE_LEAD (seen corpora: 5/6 against 3/6 on a pay stub)
SHARE_LEAD = 0.25
UNTITLED = 3  # with no title confirmed: the best-read types confirmed by their fields alone first (then every one)
# with no title confirmed, a type confirmed by its fields alone needs this share of its fields, and of its own
UNTITLED_SHARE = 0.75  # (MIN_SHARE's half again)
# several types confirmed by their fields alone, none prevailing by its share: the page's body lines vote
# (TypeGuesser.votes), a line for what it reads best as when its cosine reaches BODY_FLOOR; the type most
# lines read as wins when it leads every other so confirmed, and every decoy, by BODY_LEAD lines
BODY_FLOOR = 0.4
BODY_LEAD = 2
TITLE_LINES = 12
MAX_WORDS = 8
# a line printing a form's number may be as long as the form's caption: its number and its
# title (the longest IRS title among the types, the 1099-R's, has 10 words)
FORM_WORDS = 12
PREFIX = "general:"

_LETTER = re.compile(r"[A-Za-z]{2}")
# a request to the reader, a line opening with "please", "kindly" or "detach": what a remittance stub or a coupon
# asks of its reader, no title
_REQUEST = re.compile(r"^\W*(?:please|kindly|detach)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[a-z]{3}\.$")  # a full stop after a word in lower case ("records."; not "Co.")
SENTENCE_WORDS = 4  # a line of that many words ending so is a sentence, not a title
# a value printed on a line: an amount with cents, a date in digits
_VALUE = re.compile(r"\d[.,]\d\d(?!\d)|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b")
# what an IRS form's number looks like: W-2, W-2c, 1099-INT, 1098 (a docType named so is a form)
FORM_NUMBER = re.compile(r"W-\d+c?|\d{4}(?:-[A-Z]+)?")
# what a title line prints beside its title that names no type: a page number, a revision date, a
# copy's letter and whom it is for, a period between two dates, a date, an amount (title_text)
_DATE = r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b"
_COPY = r"\bcopy\s+[a-d12]\b(?:\s+[-\u2013\u2014]?\s*for\s+\S+(?:\s+records\b)?)?"  # "Copy B For Recipient"
_PERIOD = rf"(?:\bfrom\s+)?{_DATE}\s*(?:\bthrough\b|\bthru\b|\bto\b|\buntil\b|[-\u2013\u2014])\s*{_DATE}"
_FURNITURE = re.compile(rf"\bpage\s+\d+(?:\s+of\s+\d+)?\b|\((?:rev\.?|revised)\b[^)]*\)|{_COPY}|{_PERIOD}|{_DATE}"
                        r"|\$?\d[\d,]*\.\d\d\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d{3}|\d[\d-]*-\d")  # three digits, or digits joined by hyphens: a number, no word
# a form's number as printed: its hyphen may be left out ("W2", "1099R") or be a dash, and a hyphen may
# follow it before a space ("W-2- Wage"), never a word ("1098-T" is no 1098)
_HYPHEN = "[-\u2010-\u2013]"
_FORM_END = rf"(?!\w|{_HYPHEN}\w)"
_FORM_TOKEN = re.compile(rf"(?<![\w-])(?:W{_HYPHEN}?\d+c?|\d{{4}}{_HYPHEN}?[A-Z]{{1,4}}|1098){_FORM_END}",
                         re.IGNORECASE)
_OCR_DIGITS = re.compile(r"[A-Za-z]*[01][A-Za-z01]*[A-Za-z][A-Za-z01]*|[A-Za-z]+[01][A-Za-z01]*")
_LETTER_ONLY = re.compile(r"[A-Za-z]")
_DIGIT_LETTERS = str.maketrans("01", "oi")
_LN = re.compile(r"^l(?=n)")  # no word begins "ln": OCR's I
_SEPARATOR = re.compile(r"\s+[-\u2013\u2014|]\s+")
# a business's legal form, which ends its name: what follows it on the line is no part of the name
_LEGAL_FORM = re.compile(r"(?<=\S\s)(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|llp"
                         r"|l\.p|lp|plc|p\.c|pc|n\.a)\b\.?,?(?=\s)", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z0-9]")


@dataclass(frozen=True)
class Contender:
    name: str  # a docType, or a decoy's name
    score: float
    line: str  # the title line that scored it (for a form named by its number: the line printing it)
    named: bool = False  # a form whose number a short line prints

    @property
    def decoy(self) -> bool:
        return self.name not in DOC_DESCRIPTIONS


def has_value(line: str) -> bool:
    """Whether a line prints a value: an amount with cents or a date in digits."""
    return _VALUE.search(line) is not None


def names_field(line: str) -> bool:
    """Whether a line says what a field is: it prints a value (has_value) or ends in a colon (a
    label whose value follows it elsewhere: a table's column, the next line)."""
    return has_value(line) or line.rstrip().endswith(":")


def is_form(name: str) -> bool:
    """Whether a docType is an IRS form, named by its number."""
    return FORM_NUMBER.fullmatch(name) is not None


@functools.cache
def _number(name: str) -> re.Pattern[str]:
    """A form's number printed as a whole token, any case, its hyphen left out or a dash ("W2",
    "1099R", "W\u20132"), a hyphen after it before no word ("W-2-"): not another form's number ("W-2c" is
    no W-2, "1098-T" no 1098)."""
    body = f"{_HYPHEN}?".join(re.escape(part) for part in name.split("-"))
    return re.compile(r"(?<![\w-])" + body + _FORM_END, re.IGNORECASE)


def printed_forms(lines: Sequence[str], names: Sequence[str] = tuple(DOC_DESCRIPTIONS)) -> dict[str, str]:
    """The forms among `names` whose number a line prints as a whole token (any case), each with
    the first line printing it."""
    found: dict[str, str] = {}
    for name in names:
        if not is_form(name):
            continue
        number = _number(name)
        line = next((ln for ln in lines if number.search(ln)), None)
        if line is not None:
            found[name] = line
    return found


def banner_lines(ignores: Sequence[Sequence[Anchor]]) -> list[re.Pattern[str]]:
    """The lines every type's rule ignores (each rule's `ignore` anchors, `ignores` one list a
    rule): a specimen banner says nothing of what a document is. A line one rule alone ignores
    stays a title line: a pay stub's rule skips its own title to find the employer's name, and
    that title is what the general typing reads."""
    if not ignores:
        return []
    shared = set.intersection(*({a.text for a in group} for group in ignores))
    return [a.regex for a in ignores[0] if a.text in shared]


def title_text(line: str) -> str:
    """A title line as the typing reads it: without what it prints beside its title that says
    nothing of a type (FURNITURE: a page number, a revision date, a copy's letter and whom the
    copy is for, a period between two dates, a date, an amount, a number of three digits or
    more but a form's: an account's, a parcel's, a year),
    OCR's digits inside a word read as the letters they stand for ("F0rm"), a lowercase l
    inside a word in capitals or starting one before an n as an I."""
    kept = [w for w in _FURNITURE.sub(" ", line).split() if _FORM_TOKEN.search(w) or not _NUMBER.search(w)]
    return " ".join(_letters(w) for w in kept)


def _letters(word: str) -> str:
    """A word whose digits stand for letters (OCR: 0 for o, 1 for i), and whose lowercase l
    stands for an I, read as it was printed."""
    if _OCR_DIGITS.fullmatch(word) and len(_LETTER_ONLY.findall(word)) >= 2:
        word = word.translate(_DIGIT_LETTERS)
    if word.upper() == word.replace("l", "L").upper() and "l" in word and word.replace("l", "").isupper():
        word = word.replace("l", "I")
    return _LN.sub("I", word)


def pieces(line: str) -> list[str]:
    """What of a title line is scored: its title_text, and each part of it between separators
    (a dash or a bar standing alone: an issuer's name, a place beside the title) or after a
    business's legal form (Inc., LLC, Co., N.A., ...: the end of an issuer's name printed before
    the title) when there are several; a line is as close to a type as its closest piece."""
    text = title_text(line)
    parts = [p.strip() for part in _SEPARATOR.split(text) for p in _LEGAL_FORM.sub(_end_name, part).split("\n")]
    parts = [p for p in parts if _LETTER.search(p)]
    return [text] + (parts if len(parts) > 1 else [])


def _end_name(m: re.Match[str]) -> str:
    """A legal form, and a break after it: the name it ends is one piece, what follows another."""
    return m[0] + "\n"


def _sentence(line: str) -> bool:
    """A line ending in a full stop after a word in lower case ("records."; not "Co."), or ending in a
    full stop with most of its words in lower case (prose naming another form: "boxes are wrong, ask
    your employer for a Form W-2c.")."""
    if _SENTENCE.search(line):
        return True
    words = [w for w in line.split() if _WORD.search(w)]
    lower = [w for w in words if w[0].islower()]
    return line.endswith(".") and 2 * len(lower) > len(words)


def _labels_value(line: str) -> bool:
    """A label and its value (a label, a colon, then digits after it). Its value is furniture to a
    title, so without this its label would read as one."""
    _, colon, tail = line.partition(":")
    return bool(colon) and any(c.isdigit() for c in tail)


def title_lines(text: str, ignore: Sequence[re.Pattern[str]] = (), limit: int | None = TITLE_LINES,
                max_words: int = MAX_WORDS, by_piece: bool = False) -> list[str]:
    """The first `limit` short lines of a page (all, with None), of at most `max_words` words
    (counted in its title_text, separators left out): titles, names, captions; not sentences, nor a
    request to the reader (_REQUEST: what a stub asks). With
    `by_piece`, each part of a line between separators (a dash or a bar standing alone) is counted
    apart: a form's title and the copy's caption printed beside it on its line ("Form W-2 Wage and Tax
    Statement 2025 Copy B - To Be Filed With ...") are two."""
    out: list[str] = []
    for raw in text.split("\n"):
        line = " ".join(unspaced(raw).split())
        parts = _SEPARATOR.split(line) if by_piece else [line]
        words = max(len([w for w in title_text(part).split() if _WORD.search(w)]) for part in parts)
        if not _LETTER.search(line) or words > max_words or (words >= SENTENCE_WORDS and _sentence(line)) \
                or any(rx.search(line) for rx in ignore) or _labels_value(line) or _REQUEST.search(line):
            continue
        out.append(line)
        if len(out) == limit:
            break
    return out


def label_lines(text: str, pairs: Sequence[Pair] | None = None) -> set[str]:
    """The lines of a page that label a value or print one (harness.harvest.pairs): a label over
    or under its value, a line holding a value and the words beside it. They say what a field
    is; a title says what the document is. A line over a name heading a mailing address (party.heads_address:
    the addressee in an envelope's window) is no caption of it: a statement prints its title there. `pairs`: the
    page's pairs when already read (page_pairs of `text`, no line ignored)."""
    lines = text.split("\n")
    flat = [" ".join(x.split()) for x in lines]
    out: set[str] = set()
    for p in page_pairs(1, text) if pairs is None else pairs:
        at = p.line - 1 if p.cue == ABOVE else p.line + 1 if p.cue == BELOW else p.line
        if p.cue != ABOVE or names_field(flat[at]) or names_a_person(flat[at]) or not heads_address(flat, p.line):
            out.add(" ".join(lines[at].split()))
        out.add(" ".join(lines[p.line].split()))
    return out


class TypeGuesser:
    """Ranks docTypes (and decoys) by how well a page's title lines read as their descriptions
    (a type or decoy with more descriptions, `more`, reads as the closest of them)."""

    def __init__(self, encode: Encoder, descriptions: dict[str, str] = DOC_DESCRIPTIONS,
                 decoys: dict[str, str] = DECOYS, more: dict[str, tuple[str, ...]] = MORE_DESCRIPTIONS) -> None:
        self._encode = encode
        self._names = list(descriptions) + list(decoys)
        self._decoys = len(decoys)
        order = list(descriptions) + list(decoys)
        extra = [(n, t) for n in order for t in more.get(n, ())]
        self._texts = [*descriptions.values(), *decoys.values(), *(t for _, t in extra)]
        self._owner = np.array([*range(len(order)), *(order.index(n) for n, _ in extra)])
        self._vectors: np.ndarray | None = None

    def rank(self, lines: Sequence[str]) -> list[Contender]:
        """Every type and decoy with its best line's cosine, best first (ties: the listed order); a
        line's cosine is its closest piece's (pieces) to the closest of a type's descriptions. A
        decoy is read only from the lines that name no field (names_field: no value, no colon at the
        end): a label says what a field is, not what the document is, and a decoy's verdict has no
        fields to confirm it (0.0 when every line names one)."""
        if not lines:
            return []
        cosine = self._cosines(lines)
        valued = np.array([names_field(ln) for ln in lines])
        first_decoy = len(self._names) - self._decoys
        cosine[:, first_decoy:][valued] = 0.0
        best = np.argmax(cosine, axis=0)
        found = [Contender(n, round(float(cosine[best[j], j]), 3), lines[int(best[j])])
                 for j, n in enumerate(self._names)]
        return sorted(found, key=lambda c: -c.score)

    def _cosines(self, lines: Sequence[str]) -> np.ndarray:
        """(line, type or decoy): a line's closest piece's cosine to the closest of the name's descriptions."""
        if self._vectors is None:
            self._vectors = np.asarray(self._encode(self._texts), dtype=np.float32)
        split = [pieces(ln) for ln in lines]
        flat = [p for ps in split for p in ps]
        per_piece = np.asarray(self._encode(flat), dtype=np.float32) @ self._vectors.T
        per_line = np.full((len(lines), len(self._texts)), -np.inf, dtype=np.float32)
        np.maximum.at(per_line, np.repeat(np.arange(len(lines)), [len(ps) for ps in split]), per_piece)
        cosine = np.full((len(self._names), len(lines)), -np.inf, dtype=np.float32)
        np.maximum.at(cosine, self._owner, per_line.T)
        return cosine.T

    def votes(self, lines: Sequence[str]) -> Counter[str]:
        """How many of `lines` (a page's body: body_lines) read best as each type or decoy, each line
        counted for the one it reads best as when its cosine reaches BODY_FLOOR (a meter's reading, a
        table of therms, a warning to leave if one smells gas say a utility bill; an address says nothing).
        A form none of the lines prints the number of is no type they may read as (a form names itself:
        a bank's name, "Interest Paid", read as a 1099-INT on a statement printing no "1099-INT" say
        what the page's own type does, its next best)."""
        printed = printed_forms(lines, self._names)
        lines = [ln for ln in lines if _LETTER.search(title_text(ln))]
        if not lines:
            return Counter()
        cosine = self._cosines(lines)
        cosine[:, [j for j, n in enumerate(self._names) if is_form(n) and n not in printed]] = -np.inf
        best = np.argmax(cosine, axis=1)
        return Counter(self._names[int(j)] for i, j in enumerate(best) if cosine[i, j] >= BODY_FLOOR)

    def contenders(self, lines: Sequence[str], short: Sequence[str] | None = None) -> tuple[list[Contender],
                                                                                             list[Contender]]:
        """(the contenders, the candidates' ranking by the title `lines`): the forms whose number
        one of the `short` lines prints (the title lines when None), in title order, then the
        other candidates within MARGIN of the best one when it reaches THRESHOLD. The candidates
        are the decoys, the types that are no form and the forms printed. When no form is printed
        and a form reads ahead of every candidate by MARGIN, reaching THRESHOLD, there is no
        contender: the title speaks of a form the page does not name (the ranking returned is then
        every type's; a form read strongly needs only FORM_LEAD: unnamed_form_leads; a form barely
        ahead, "Employee Pay Statement", leaves the candidates be). A form no line names whose title is
        strong (strong: it reaches STRONG and leads every type and decoy by LEAD) is the one contender: its
        caption says which form it is as its number would ("Dividends and Distributions", 0.556 against a
        1099-R's 0.232); its fields must still confirm it.
        With no title line, the lines printing a form's number are read as the title lines."""
        printed = printed_forms(lines if short is None else short, [n for n in self._names if n in DOC_DESCRIPTIONS])
        every = self.rank(lines or list(dict.fromkeys(printed.values())))
        ranked = [c for c in every if not is_form(c.name) or c.name in printed]
        named = [replace(c, line=printed[c.name], named=True) for c in ranked if c.name in printed]
        if not printed and every and every[0] not in ranked:
            if strong(every[0], every):
                return [every[0]], every
            if not ranked or unnamed_form_leads(every[0], ranked[0]):
                return [], every
        if not ranked or ranked[0].score < THRESHOLD:
            return named, ranked
        return named + [c for c in ranked if c.score >= ranked[0].score - MARGIN and c.name not in printed], ranked

    def read(self, text: str, ignore: Sequence[re.Pattern[str]] = (),
             pairs: Sequence[Pair] | None = None) -> tuple[list[Contender], list[Contender]]:
        """contenders() of a page: read first by its title lines that label no value and print
        none (label_lines, given the page's `pairs` when already read), the page's titles proper;
        when none of them reaches THRESHOLD (a page whose only words of its kind are its labels),
        by all its title lines."""
        lines = title_lines(text, ignore)
        short = title_lines(text, ignore, None, FORM_WORDS, by_piece=True)
        labels = label_lines(text, pairs)
        proper = [ln for ln in lines if ln not in labels]
        if proper and proper != lines:
            contenders, ranked = self.contenders(proper, short)
            if ranked and ranked[0].score >= THRESHOLD:
                return contenders, ranked
        return self.contenders(lines, short)


def unnamed_form_leads(form: Contender, best: Contender) -> bool:
    """Whether a form the page does not name, read ahead of the best candidate, says what the
    title is: it reaches THRESHOLD and leads by MARGIN, or it reaches STRONG and leads by
    FORM_LEAD (a form read strongly, ahead by more than a tie)."""
    lead = round(form.score - best.score, 3)
    return (form.score >= THRESHOLD and lead >= MARGIN) or (form.score >= STRONG and lead >= FORM_LEAD)


def own_fields(doc_type: str) -> frozenset[str]:
    """The fields of a type that no other type's vocabulary has (a 1099-R's gross distribution,
    not the payer's name every 1099 prints)."""
    others = {f for t, fields in DOC_TYPES.items() if t != doc_type for f in fields}
    return frozenset(f for f in DOC_TYPES[doc_type] if f not in others)


def strong(contender: Contender, ranked: Sequence[Contender]) -> bool:
    """Whether a contender's title is strong: it reaches STRONG, leading every other candidate
    (decoys too) by LEAD."""
    others = [c.score for c in ranked if c.name != contender.name]
    return contender.score >= STRONG and all(round(contender.score - o, 3) >= LEAD for o in others)  # scores: 3 places


def needed(doc_type: str, strong_title: bool = False) -> tuple[int, int]:
    """How many of a type's fields, and of its own fields, must be found to confirm it (with a
    strong title: STRONG_FIELDS of its own)."""
    own = len(own_fields(doc_type))
    if strong_title:
        return STRONG_FIELDS, min(STRONG_FIELDS, own)
    return max(MIN_FIELDS, math.ceil(MIN_SHARE * len(DOC_TYPES[doc_type]))), math.ceil(MIN_SHARE * own)


def document_pairs(pages: Sequence[str]) -> list[list[Pair]]:
    """Each page's pairs (page_pairs, pages numbered from 1, no line ignored): read once, for
    label_lines and value_counts both."""
    return [page_pairs(n, text) for n, text in enumerate(pages, 1)]


def value_counts(pages: Sequence[Sequence[Pair]]) -> Counter[str]:
    """How many values of each kind the pages print, given each page's pairs (document_pairs:
    a value read once wherever labels may sit around it; a year alone counts as a year, not an
    identifier, and a form's printed number, "1099-INT", as nothing)."""
    forms = {n.casefold() for n in DOC_DESCRIPTIONS if is_form(n)}
    seen: dict[tuple[int, int, int], frozenset[str]] = {}
    for pairs in pages:
        for p in pairs:
            if p.value.raw.casefold() not in forms:  # a form's own number is no value of its fields
                seen[p.where] = p.value.kinds - {"id"} if "year" in p.value.kinds else p.value.kinds
    return Counter(k for kinds in seen.values() for k in kinds)


def kinds_fit(doc_type: str, counts: Counter[str]) -> bool:
    """Whether the pages print at least as many values of each COUNTED kind as the type has
    fields of that kind (a pay stub's four amounts, a property tax bill's identifier, amount
    and date): the shape of a document of the type, whatever its labels say."""
    need = Counter(str(k) for k in DOC_TYPES[doc_type].values() if str(k) in COUNTED)
    return all(counts[k] >= n for k, n in need.items())


def confirms(doc_type: str, found: set[str], strong_title: bool = False, counts: Counter[str] | None = None,
             named: bool = False) -> bool:
    """Whether the fields found confirm the type: enough of its fields, enough of its own. When the
    pages print values of its fields' kinds in their counts (`counts`, kinds_fit), the page's
    shape stands for the own fields whose labels the matcher did not read: a strong title needs
    STRONG_FIELDS fields of which KIND_OWN of its own, and a form whose number a line prints
    (`named`: the number is its own) its share of fields and none of its own."""
    total, own = needed(doc_type, strong_title)
    if counts is not None and kinds_fit(doc_type, counts):
        own = 0 if named else min(own, KIND_OWN) if strong_title else own
    return len(found) >= total and len(found & own_fields(doc_type)) >= own


def share(doc_type: str, found: set[str]) -> float:
    """The share of a type's fields found."""
    return len(found) / len(DOC_TYPES[doc_type])


def prevails(first: tuple[str, set[str]], others: Sequence[tuple[str, set[str]]]) -> bool:
    """Whether the first contender, confirmed beside others, still wins: the share of its fields
    found leads each other's by SHARE_LEAD."""
    return all(round(share(*first) - share(*o), 3) >= SHARE_LEAD for o in others)


def untitled_candidates(ranked: Sequence[Contender]) -> list[Contender]:
    """With no title read as a confirmed type: every type that is no form, which may still be
    confirmed by their fields alone (untitled_confirms), none when a decoy reads within MARGIN of
    the best candidate (a lookalike stays untyped) or the best is a form (a form names itself: one
    the page does not name is not read by fields). Types that are no form, best first."""
    if not ranked or is_form(ranked[0].name):
        return []
    if any(c.decoy and round(ranked[0].score - c.score, 3) < MARGIN for c in ranked):
        return []
    return [c for c in ranked if c.name in DOC_DESCRIPTIONS and not is_form(c.name)]


def filled_candidates(contenders: Sequence[Contender], decoy: Contender,
                      its_line: Sequence[Contender] = ()) -> list[Contender]:
    """A page whose title reads as a decoy that prints no amounts of its own (EMPTY: a notice, a blank
    specimen), or as a decoy whose own best line reads first as a type (`its_line`: that line's
    ranking alone; a box's heading a type shares with its lookalike, "Payment Summary" read a card
    statement's 0.603, a loan bill's 0.580: the line saying the decoy best says a type more): the
    contenders that are types, which its fields may still confirm strictly (untitled_confirms: a page
    printing most of a type's fields with their values is no empty notice, nor the lookalike); none
    for any other decoy (a loan's bill, its title read first as one, prints a 1098's fields and is no
    1098)."""
    leads = not its_line or its_line[0].decoy
    return [c for c in contenders if not c.decoy] if decoy.name in EMPTY or not leads else []


def body_lines(pages: Sequence[str]) -> list[str]:
    """Every distinct line of the pages, its runs of white space as one: what the body votes with (a line
    printed again, a coupon's account number, is one piece of evidence)."""
    return list(dict.fromkeys(" ".join(ln.split()) for text in pages for ln in text.split("\n") if ln.strip()))


def body_disowns(contender: Contender, votes: Counter[str]) -> bool:
    """Whether the page's body (`votes`: TypeGuesser.votes) reads as another type or a decoy more than as
    the type a label line read as (a label beside its value is printed by many types alike: the lines of
    a bill's meter readings and charges say which)."""
    return any(n > votes[contender.name] for t, n in votes.items() if t != contender.name)


def outvoting(contender: Contender, votes: Counter[str]) -> list[str]:
    """The types the page's body (`votes`: TypeGuesser.votes) reads as by BODY_LEAD lines more than as the
    type a weak title read as (body_outvotes), most votes first."""
    return [t for t, n in votes.most_common() if t != contender.name and t in DOC_DESCRIPTIONS
            and n - votes[contender.name] >= BODY_LEAD]


def body_outvotes(contender: Contender, votes: Counter[str]) -> bool:
    """Whether the page's body (`votes`: TypeGuesser.votes) reads as another type by BODY_LEAD lines more
    than as the type a weak title read as (a box's caption, "Account Summary", reads as a bank statement
    first; the lines of a bill's charges in kWh and gallons say a utility bill). Decoys are no such type:
    a body reading as a lookalike says nothing of which type it is."""
    return bool(outvoting(contender, votes))


def body_leader(confirmed: Sequence[str], votes: Counter[str]) -> str | None:
    """Of the types confirmed by their fields alone, the one the page's body reads as (`votes`:
    TypeGuesser.votes): it leads every other one confirmed, and every decoy, by BODY_LEAD lines; else
    None (a body reading as much as a lookalike, or as two types alike, says nothing)."""
    if not confirmed:
        return None
    best = max(confirmed, key=lambda t: (votes[t], -confirmed.index(t)))
    rivals = [votes[t] for t in confirmed if t != best] + [n for t, n in votes.items() if t not in DOC_DESCRIPTIONS]
    return best if all(votes[best] - n >= BODY_LEAD for n in rivals) and votes[best] >= BODY_LEAD else None


def untitled_confirms(doc_type: str, found: set[str]) -> bool:
    """Whether fields alone confirm a type no title named: UNTITLED_SHARE of its fields and of its
    own fields found, each with a value of the field's kind."""
    own = own_fields(doc_type)
    return share(doc_type, found) >= UNTITLED_SHARE and len(found & own) >= math.ceil(UNTITLED_SHARE * len(own))


def evidence(chosen: Contender, ranked: Sequence[Contender], found: set[str]) -> str:
    """The readable reason a document got its type from the general typing."""
    runner = next((c for c in ranked if c.name != chosen.name), None)
    versus = f" over {runner.name} {runner.score:.3f}" if runner else ""
    own = own_fields(chosen.name)
    how = "its form number in" if chosen.named else "title line"
    return (f"{PREFIX} {chosen.name} {chosen.score:.3f}{versus} by {how} {chosen.line!r}; "
            f"fields {len(found)}/{len(DOC_TYPES[chosen.name])}, its own {len(found & own)}/{len(own)}")


def untitled_evidence(chosen: Contender, found: set[str], why: str) -> str:
    """The readable reason a document got its type from its fields alone (`why`: its title did not
    type it)."""
    own = own_fields(chosen.name)
    return (f"{PREFIX} {chosen.name} by its fields alone ({why}; its title read {chosen.score:.3f}); "
            f"fields {len(found)}/{len(DOC_TYPES[chosen.name])}, its own {len(found & own)}/{len(own)}")


def refusal(reason: str, ranked: Sequence[Contender]) -> str:
    """The readable reason the general typing left a document untyped."""
    best = f" (best {ranked[0].name} {ranked[0].score:.3f})" if ranked else ""
    return f"{PREFIX} untyped: {reason}{best}"


