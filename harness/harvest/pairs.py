"""Key-value pairs by geometry, whatever the label says: where a page prints a value, the text
that labels it.

A value is recognized by its shape in the styles issuers print (harness.harvest.values): money
with its marks, a date, a year (not a part of a dashed id), an id (digits, capitals, dashes and
masks with at least three digits; a telephone number or a rate is none), a code (one or two
characters alone after a label), a person's or company's name (capitalized words, accented
capitals too, joined by "and", "of", "&" or lower-case particles, or one hyphenated pair of
them, alone after a label). Its label candidates, in a page's text lines:
- `left`: the text before it on its line, back to the previous value ("Label: value",
  "Label ..... value", "Label    value", a sentence "... your balance is $1,713.43": the last
  words before the value, from its last clause; when the line runs on from the line over it
  (it opens in lower case), the words that line's sentence ends with too);
- `right`: the text after it up to the next value ("$1,825.00 Monthly rent"), unless it opens
  with punctuation (a sentence's next clause) or, on a line that opens with a label, is one
  label ending in a colon (the next value's); a line's left and right pairs are one group, of
  which the matcher keeps one orientation;
- `above` / `below`: a line holding only the value takes the line over it or under it that
  holds only label text (a label over its value in a column or a boxed cell, a caption under
  it); a run of such lines is one group likewise. A name alone on its line takes only the
  caption over it, and capitalized words over a value alone are that value's caption, no name.
Blocks (the eighth round; tests/support/block_gallery.py): a line of values that opens with label
text and ends with none prints each label left of its value (no `right` pairs; the reverse for a
line that opens with a value and ends with labels); a date range's two ends share its label; a
table's row (a label, then amounts only) under a header of as many titles reads its column's
title after its label; a line of values alone under a line of labels takes them in order, cut at
box numbers or colons, else at capitals, only when the pieces are as many as the values; two
boxes' labels side by side (a word printed twice) over capitalized words give no name; a name
after leaders, or before its caption in lower case.
The ninth round: a short number inside a label's words ("Section 125 medical") is the label's,
no value; the words after a value that open the next clause ("and your box 5 ...") are no label
of it; a date range's two ends are marked (`Pair.ranged`); a code alone among a row of values
under a row of labels is one of them; a letter's salutation is no name, its sign-off captions
none; a sentence's label starts after the full stop before it.
The tenth round: a line's first value keeps the words before its box number (cut at a colon only); a
letter alone after a number opens the next box's label, so the number is a value; a box's own number
before a label naming another box is its box ("3 Box 2 amount is for tax year"); a clause ending the line
over a value is counted without its comma and box number; `says_former`: a label that says its value is
a former one (the matcher reads it only as a field described so).
The twelfth round: a box printed after a word pointing at it is another box the label refers to; the
caption of a name's address after the name's is dropped; a number sign after a label's word is kept;
a caption, its name and the next label before the line's first value give the caption its name.
The pairs round (h19): a header's title opened by a word pointing at the next is one title ("This Period");
a column's qualifier printed on each row before its amount takes the row's subject ("Gross Pay ... Year to
Date 30,015.00": "Gross Pay Year to Date"); a value a sentence's verb follows is a group of its own, read by
its subject, its verb's words, or both ("Your payment of $84.20 is due by": "payment due"), a preposition
before the next value being that value's; captions printed under their values (`captions_under_values`, the
rules' cue); a stamp over the letterhead ("NON-NEGOTIABLE") is no caption of it.
Where a gap between two values holds two labels ("ending: Interest Checking 2 Account type:"),
it is cut at a colon or an enumeration number: the value before it takes the first piece, the
value after it the last. Pages are read as text lines, an OCR page's too (its word boxes are
the rules' cue, harness.harvest.cells, not yet this one's).
A label's enumeration number ("5 ") and leaders are dropped; a printed box number ("Box 2a",
"(box 2a)", "2a " opening a label) is kept apart as a cue. Names of the document's issuer have
one more cue: the letterhead, the first capitalized-words line at the top of the first page
(under initials, or after the document's title on the title's line).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.normalize import normalize_id
from harness.harvest.spacing import known_words
from harness.harvest.values import caption_words, printed_values

LEFT, RIGHT, ABOVE, BELOW, LETTERHEAD = "left", "right", "above", "below", "letterhead"
BESIDE = "beside"  # a caption beside the name heading a mailing address, no colon: read only by what it says
MAX_LABEL_WORDS = 8  # a label is at most this many words before its value (a sentence's last words)
LETTERHEAD_LINES = 4  # the issuer's name is among the first lines of the first page

_CODE = re.compile(r"[0-9A-Z]{1,2}")
_CAP = "[A-ZÀ-ÖØ-Þ]"  # a capital, accented ones too ("Ángel")
# a name's words open with a capital; joined by "and", "&", "of", or one or two lower-case particles ("van der")
_PARTICLE = r"(?:de|del|della|da|di|du|van|von|der|den|la|le)\s+"
_NAME = re.compile(rf"{_CAP}[\w&.,'’-]*(?:\s+(?:(?:and|of|the|&)\s+|(?:{_PARTICLE}){{1,2}})?{_CAP}[\w&.,'’-]*)+"
                   rf"|{_CAP}[a-z]+-{_CAP}[a-z]+")
_LETTER = re.compile(r"[A-Za-z]")
# a leader: dots or rules run together ("......"), or three dots at least each after a space (". . . .")
_DOT_RUN = r"[.·…_]{2,}|(?:[.·…_]\s){2,}[.·…_]"
_LEADERS = re.compile(rf"{_DOT_RUN}|\s[|:;]\s|[:=]\s*$|^\s*[:=|]")
_ENUM = re.compile(r"^\s*(?:\d{1,2}[a-z]?|[a-h])[.)]?\s+(?=[A-Za-z(])")
_BOX = re.compile(r"\(?\bbox\s+(\d{1,2}[a-z]?)\)?", re.IGNORECASE)
_OPENING_BOX = re.compile(r"^\s*(\d{1,2}[a-z]?)\s+(?=[A-Za-z])")
# a box's own number before a label that names another box (the last of the numbers opening it: a list's
# number may come first, "5 3 Box 2 amount is for tax year")
_REFERENCE = re.compile(r"^\s*(?:\d{1,2}[a-z]?[.)]?\s+)*(\d{1,2}[a-z]?)[.)]?\s+(?=box\s+\d)", re.IGNORECASE)
# the caption of a name's address after the name's ("name, street address, city or town, state, ZIP"): a
# name is printed above its address, so the label names the name (the words from the address on are dropped)
_ADDRESS_TAIL = re.compile(r"(?<=\bname)(?:\s*[,/&]\s*|\s+)(?:and\s+)?(?:(?:street|mailing|full)\s+)?address\b.*$",
                           re.IGNORECASE)
_WORDS_BEFORE_NAME = re.compile(r"[A-Za-z]\S*\s+name$", re.IGNORECASE)
# a numbered box's label, then its code beside it and no colon ("7 Sluice class G", "7 Sluice class 1 8 Other"): the
# box's number, label words (three letters in lower case in a row at least: "Page 1 of 1" is none), a code of one or
# two capitals or digits ending the line or before the next box's number and label
_BOX_CODE = re.compile(r"(?:^|(?<=\s))(\d{1,2}[a-z]?\s+[A-Za-z][^\d$:]*?[a-z]{3}[^\d$:]*?)\s+([0-9A-Z]{1,2})"
                       r"(?=\s+\d{1,2}[a-z]?\s+[A-Za-z]|\s*$)")


def _box_codes(line: str) -> list[tuple[str, Value]]:
    """The codes a line prints beside numbered boxes' labels (_BOX_CODE), each with its box's label."""
    return [(c.group(1), Value(frozenset({"code"}), c.group(2), c.group(2), c.start(2), c.end(2)))
            for c in _BOX_CODE.finditer(line)]


# a word pointing at a box the label refers to, just before it ("(included in box 2a)", "see box 12")
_POINTED = re.compile(r"\b(?:in|see|from|on|to|of|than|with|plus|minus|less)\s*$", re.IGNORECASE)
# the words joining a sentence to its value, at a label's edges (a lone "to" at the end stays: "Period to")
_EDGE_WORDS = re.compile(r"^(?:(?:and|or|your|the|is|was|of|to|a|an|amounts to|are|were|for)\s+)+|"
                         r"(?:\s+(?:is|was|are|were|will be|of|amounts to|at|on|as|shown as|reads|comes to|totals))+$",
                         re.IGNORECASE)
# a sentence's clause before its label: "As our records show, your balance is ...": cut at a comma
# a "that" or a sentence's full stop a determiner follows (a list of label words, "Wages, tips, other pay",
# has none)
_CLAUSE = re.compile(r".*(?:,|\bthat|[a-z]\.)\s+(?=(?:your|the|our|this|its|his|her|their|my)\s)", re.IGNORECASE)
# a sentence's words, what a wrapped line's end must hold to run on ("... your taxes are" / "shown as $5")
# text after a value that opens with punctuation or a joining word ("176100.00 and your box 5 ...") is
# the next clause, no label of it
_NEXT_CLAUSE = re.compile(r"\s*(?:[,;.]|(?:and|or|but|while|which|whereas)\s)", re.IGNORECASE)
_NEXT_LABEL = re.compile(r"\A[^:]*:\s*\Z")  # one label and its colon between two values: the second's
_SENTENCE_END = re.compile(r"(?<=[a-z]{3}[.!?])\s+(?=[A-Z])")  # a sentence's end inside a label's text
_CONTINUED = re.compile(r"\s*[a-z(]")  # a line that opens in lower case runs on from the line over it
_SENTENCE = re.compile(r"\b(?:is|are|was|were|your|the|and|of)\b", re.IGNORECASE)
_SALUTATION = re.compile(r"(?:Dear|Hello|Hi)\b")  # a letter's greeting ("Dear Mr. Haddad,"), no name
# a possessive opening capitalized words ("Your Agent", "Our Office"): a heading over someone's block, no name
_POSSESSIVE = re.compile(r"(?:your|our|my|their|his|her|its)\b", re.IGNORECASE)
# a letter's sign-off: the name under it is the sender's, it captions no value
# a time of day printed with a date ("12:01 a.m.", "12:01 AM standard time", "noon")
_TIME_OF_DAY = re.compile(r"\b\d{1,2}:\d{2}\s*(?:[ap]\.?\s?m\.?)?(?:\s+(?:standard|local)\s+time)?(?!\w)",
                          re.IGNORECASE)
_SIGN_OFF = re.compile(r"(?:sincerely|regards|best regards|kind regards|respectfully|yours truly|truly yours|"
                       r"cordially)[,.]?", re.IGNORECASE)
_WORDMARK = re.compile(r"[A-Z&]{1,6}")  # initials printed over the issuer's name
_TITLE = re.compile(r"\b(?:statements?|invoice|bill|declarations?|notice|summary|report|receipt|advice|earnings|"
                    r"account|policy|form|copy|page|information|specimen|document|agreement)\b", re.IGNORECASE)
_ROLE_WORD = re.compile(r"[A-Z][a-z]{2,}(?:er|or)")  # an office named by its role: "Treasurer", "Collector"
# a stamp printed over a letterhead (a pay advice's "NON-NEGOTIABLE", "VOID", "DUPLICATE"): no caption of the name
_STAMP = re.compile(r"\W*(?:non-?negotiable|not negotiable|void|duplicate|confidential|this is not a check)\W*",
                    re.IGNORECASE)


@dataclass(frozen=True)
class Value:
    """A value printed on a line: its kinds (a token may be read as more than one), as
    printed, normalized, and its span in the line."""

    kinds: frozenset[str]
    raw: str
    normalized: str
    start: int
    end: int


@dataclass(frozen=True)
class Pair:
    """One label candidate for one printed value."""

    label: str  # the label's words, enumeration, leaders and box number dropped
    box: str | None  # a box number ("2a"), lower case
    box_printed: bool  # "Box 2a" / "(box 2a)"; else a number opening the label
    value: Value
    page: int
    line: int
    cue: str
    group: tuple[int, int]  # the pairs among which one orientation (left/right, above/below) is kept
    ranged: bool = False  # an end of a date range that shares its label with the other end
    reading: int = 0  # which cut of a line of captions it is of (_row_readings); one reading a group is kept

    @property
    def where(self) -> tuple[int, int, int]:
        """The value's place: one printed value is one field at most."""
        return self.page, self.line, self.value.start


# a word saying a value is a former one, superseded since ("Originally reported box 2 federal tax"):
# previous(ly), prior, original(ly), former(ly), earlier
_FORMER = re.compile(r"\b(?:previous(?:ly)?|prior|original(?:ly)?|former(?:ly)?|earlier)\b", re.IGNORECASE)


def says_former(text: str) -> bool:
    """Whether a label (or a field's description) says its value is a former one: as previously or
    originally reported, a prior or earlier one. Such a label reads only as a field whose
    description says so too (a statement's balance carried over from the previous one, a refund's
    earlier tax year), never as the current amount a corrected form prints beside it."""
    return _FORMER.search(text) is not None


def line_values(line: str) -> list[Value]:
    """The values on a line, left to right, none overlapping (harness.harvest.values: dates
    first, then amounts, years, identifiers)."""
    return [Value(kinds, raw, normalized, start, end) for kinds, raw, normalized, start, end in printed_values(line)]


_LABEL_EDGE = " \t:;,|-–=$"  # what edges a label's words: punctuation, a leader's dash, a money sign


_COUNTING = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
             r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
             r"thousand|million)")
# an amount written out in words, as a check or a legal notice prints it beside its figure ("One thousand two
# hundred and 38/100 dollars", "FIVE HUNDRED DOLLARS AND NO CENTS"): words that restate the value, no label's
_AMOUNT_IN_WORDS = re.compile(
    rf"\b{_COUNTING}(?:[\s-]+(?:and\s+)?{_COUNTING})*(?:\s+(?:and\s+)?(?:\d{{1,2}}|xx|no)/100)?(?:\s+dollars?"
    rf"(?:\s+and\s+(?:\d{{1,2}}|no)\s+cents?)?|(?<=/100))[\s*-]*", re.IGNORECASE)


def clean_label(text: str) -> tuple[str, str | None, bool]:
    """A label's words, its box number and whether the word "box" printed it (else a number
    opening the label, which may be a box's or a list's): enumeration, leaders, the caption of a
    name's address after the name's (_ADDRESS_TAIL) and the words that join a sentence to its value
    ("your ... is") dropped. A box printed after a word that
    points at it (_POINTED: "included in", "see") is another box the label refers to: the label's
    own is the number opening it, if any, and its words keep the reference."""
    box, printed = None, False
    m = _BOX.search(text)
    ref = _REFERENCE.match(text)
    if m is not None and _POINTED.search(text[:m.start()]):
        opening = _OPENING_BOX.match(text)
        box = opening.group(1).lower() if opening is not None else None
    elif ref is not None and m is not None and ref.group(1).lower() != m.group(1).lower():
        # "3 Box 2 amount is for tax year": box 3's label names box 2; its words keep the reference
        box = ref.group(1).lower()
        text = text[ref.end():]
    elif m is not None:
        box, printed = m.group(1).lower(), True
        text = text[:m.start()] + " " + text[m.end():]
    else:
        opening = _OPENING_BOX.match(text)
        if opening is not None:
            box = opening.group(1).lower()
    text = _AMOUNT_IN_WORDS.sub(" ", text)  # "PAY One hundred twelve and 38/100 dollars $112.38": the figure's words
    text = _ENUM.sub("", text)
    text = _LEADERS.sub(" ", text)
    text = _TIME_OF_DAY.sub(" ", text)  # "Policy period 12:01 a.m. 01/15/2026": the hour is the date's
    tail = _ADDRESS_TAIL.search(text)
    if tail is not None and _WORDS_BEFORE_NAME.search(text[:tail.start()]):
        text = text[:tail.start()]  # whose name it is comes before it ("Name and address of ..." keeps its words)
    text = _SENTENCE_END.split(text)[-1].lstrip(" .!?")  # "... each month. The security deposit": the last sentence's
    # a "#" after a word says "number": kept; one opening the label is no word
    text = re.sub(r"\s+", " ", text).strip(_LABEL_EDGE).lstrip("#").strip(_LABEL_EDGE)
    if text.endswith("#") and not re.search(r"[A-Za-z]\s*#$", text):
        text = text.rstrip(" #").strip(_LABEL_EDGE)
    words = text.split()
    if len(words) > MAX_LABEL_WORDS:
        text = " ".join(words[-MAX_LABEL_WORDS:])
    text = _CLAUSE.sub("", text)
    text = _EDGE_WORDS.sub("", text).strip(" ,;:")
    return text, box, printed


def _labelish(text: str) -> bool:
    return _LETTER.search(text) is not None


# a letter alone and a comma, or a preposition, opening the words: a form's copy ("Copy C, For Employee's
# Records"), its purpose ("For Employee's Records"), no name
_NO_NAME_OPENING = re.compile(r"(?:[A-Z],|(?i:for|to|from)\b)\s")
# a preposition in capitals inside the words or ending them: a caption's ("ISSUED TO Priya H. Okonkwo", "PREPARED FOR"
# over the name it captions), no name's
_CAPTION_PREPOSITION = re.compile(r"\s(?:TO|FOR|FROM|BY)(?=\s|$)")


# the words for a party's role among the names of the vocabulary's name fields ("owner" of owner_name, "named
# insured", "tenant"; a word ending as a role does: "-er", "-or", "-ee", "-ed", "-ent", "-ant"): a caption's words,
# never a person's name ("PROPERTY OWNER", "Named Insured" over the name heading an address)
ROLE_WORDS = frozenset(w for fields in DOC_TYPES.values() for f, kind in fields.items() if kind == "text"
                       for w in f.split("_") if re.search(r"(?:er|or|ee|ed|ent|ant)$", w))
_ROLE = re.compile(r"(?:" + "|".join(sorted(ROLE_WORDS)) + r")(?:['’]s)?", re.IGNORECASE)


def _names_a_role(words: str) -> bool:
    """Whether capitalized words say a party's role (ROLE_WORDS): a caption ("PROPERTY OWNER", "Named Insured"),
    unless the role's one word opens a name of two words or more (the caption printed before its name with no
    colon, "INSURED Ezekiel Szabo", which the matcher reads without it; "Employee Benefits Trust", a payer)."""
    split = words.split()
    roles = [i for i, w in enumerate(split) if _ROLE.fullmatch(w)]
    return bool(roles) and not (roles == [0] and len(split) >= 3)


def _name_value(text: str, start: int) -> Value | None:
    """Capitalized words alone (a person's or a company's name), no digits, not a title, no greeting, not opened
    by a possessive (_POSSESSIVE: "Your Agent" heads the agent's block) nor by a letter alone and a comma or a
    preposition (_NO_NAME_OPENING: "C, For Employee's Records" after "Copy"), no preposition in capitals inside
    it (_CAPTION_PREPOSITION: "ISSUED TO Priya H. Okonkwo"), no caption's words ("NAME AND ADDRESS":
    values.caption_words), no word for a party's role (ROLE_WORDS: "PROPERTY OWNER")."""
    stripped = text.strip(" \t:;,|")
    if not stripped or any(c.isdigit() for c in stripped) or _NAME.fullmatch(stripped) is None \
            or _NO_NAME_OPENING.match(stripped) or _CAPTION_PREPOSITION.search(stripped) \
            or _TITLE.search(stripped) or len(stripped.split()) > 6 or _SALUTATION.match(stripped) \
            or _POSSESSIVE.match(stripped) or caption_words(stripped) or _names_a_role(stripped):
        return None
    at = text.find(stripped)
    return Value(frozenset({"text"}), stripped, re.sub(r"\s+", " ", stripped), start + at, start + at + len(stripped))


def _code_value(text: str, start: int) -> Value | None:
    stripped = text.strip(" \t:;,|")
    if _CODE.fullmatch(stripped) is None:
        return None
    at = text.find(stripped)
    return Value(frozenset({"code"}), stripped, stripped, start + at, start + at + len(stripped))


# a number inside a label's words ("Section 125 medical", "Plan 401 match"): a word before it, a word in
# lower case after it that is no sentence's joining word
_WORD_BEFORE = re.compile(r"(?:^|\s)[A-Za-z][A-Za-z'’]+\.?\s$")
# (a letter alone after it opens the next box's label: "Year corrected 2025 b Employer's EIN")
_LABEL_WORD_AFTER = re.compile(r"\s(?!(?:and|or|is|was|are|were|has|had|will|with|for|to|on|at|as|the|in|of)\b)"
                               r"(?![a-z][.)]?\s)[a-z]")


def _inside_label(line: str, v: Value) -> bool:
    """A short number printed inside a label's words: part of the label, no value."""
    return v.raw.isdigit() and len(v.raw) <= 4 and _WORD_BEFORE.search(line[:v.start]) is not None \
        and _LABEL_WORD_AFTER.match(line[v.end:]) is not None


def _split(line: str) -> tuple[list[Value], list[str]]:
    """The line's values and the texts between them (len(values) + 1 gaps); a number inside a label's
    words is the label's."""
    values = [v for v in line_values(line) if not _inside_label(line, v)]
    gaps, at = [], 0
    for v in values:
        gaps.append(line[at:v.start])
        at = v.end
    gaps.append(line[at:])
    return values, gaps


# Where one gap holds two labels ("ending: Interest Checking 2 Account type:"): at a colon inside
# it, or before an enumeration number that opens the next label.
_PIECES = re.compile(r":\s+(?=\S)|\s(?=\d{1,2}[a-z]?\s+[A-Z])")
_DOTS = re.compile(_DOT_RUN)  # leaders, dropped before the gap is cut ("Rent: ...... $900", "Rent . . . $900")


def _last_piece(gap: str) -> str:
    return _PIECES.split(_DOTS.sub(" ", gap).strip())[-1]


def _opening_piece(gap: str) -> str:
    """The label of a line's first value: the text before it, cut at a colon only. No value before it
    holds a label there, so an enumeration number inside it is its own box's, and the words before
    that number qualify it ("a Previously reported 2 Federal income tax withheld": the amount as
    previously reported, not the corrected box 2)."""
    return re.split(r":\s+(?=\S)", _DOTS.sub(" ", gap).strip())[-1]


# a name printed surname first: the surname, its comma, one given name and an initial at most
# ("DESJARDINS, ELOISE", "OYELARAN, TOBIAS J.")
_LAST_FIRST = re.compile(r"\s*([A-Z][\w'’-]*,\s+[A-Z][\w'’-]*(?:\s+[A-Z]\.?(?=\s))?)\s+")


def _name_then_label(gap: str) -> tuple[str, str, int] | None:
    """A line's opening text "Caption: Name Next label: " before its first value: the caption, the
    name (at its offset in `gap`) and the next value's label, when one cut alone leaves a label of two
    words at least whose words after the first are in lower case; a label in capitals throughout
    leaves the cut unsure, save after a name printed surname first (_LAST_FIRST: "EMPLOYEE: DESJARDINS,
    ELOISE SSN: "), which ends with its given name and initial, and save where the next label opens with the
    caption's word again ("Employer: Saltmarsh Ferry Authority Employer ID (EIN): ": the party's number)."""
    pieces = gap.split(":")
    if len(pieces) != 3 or pieces[2].strip():
        return None
    words = pieces[1].split()
    cuts = [k for k in range(1, len(words) - 1)
            if words[k][:1].isupper() and all(w.islower() for w in words[k + 1:])]
    caption_word = pieces[0].split()[-1].lower() if pieces[0].split() else ""
    again = [k for k in range(2, len(words)) if words[k].lower() == caption_word]  # "Employer: X Y Employer ID:"
    if len(cuts) == 1:
        name = " ".join(words[:cuts[0]])
    elif len(again) == 1:
        name = " ".join(words[:again[0]])
    elif (last_first := _LAST_FIRST.match(pieces[1])) is not None and _labelish(pieces[1][last_first.end():]):
        name = last_first.group(1)
    else:
        return None
    return pieces[0], name, gap.find(name, len(pieces[0]) + 1)


_JOINING = {"of", "and", "the", "&"}  # a word joining a name's words opens none ("DETAIL OF CURRENT CHARGES")
# a caption before a name on its line, no colon between them: one word or two (the matcher tells which)
CAPTION_WORDS = 2
PANEL_LABEL_WORDS = 3  # a key-value panel's label beside its value: a few words


def _panel_line(values: list[Value], gaps: list[str]) -> bool:
    """A key-value panel's line: a short label (PANEL_LABEL_WORDS words at most), then one value ending
    the line ("Account R-0552817", "STATEMENT DATE 11/03/25")."""
    return len(values) == 1 and _labelish(gaps[0]) and len(gaps[0].split()) <= PANEL_LABEL_WORDS \
        and not _labelish(gaps[1])


def captioned_names(line: str) -> list[tuple[str, Value]]:
    """A line of words alone in a key-value panel (a line over or under it is a panel's line): its
    caption and the name after it, no colon between them ("Owner Cornelius Ashdown", "CUSTOMER
    THORVALD J. EKBERG", "Employee LOPEZ, MARCO A"). Which words are the caption the line does not
    say: the first one and the first two (CAPTION_WORDS) are each read as a caption before a name of
    two words at least; the matcher keeps the cut whose caption reads as a field, if any does. A word joining
    words (_JOINING: "of", "and") ends no caption, and "of" inside one is not counted: "Owner of Record Lucian
    Okonkwo-Reyes" is captioned "Owner of Record", not "Owner of"; "Water and Sewer Charges" is no caption
    "Water and" before a name."""
    words = line.split()
    out: list[tuple[str, Value]] = []
    for n in range(1, len(words) - 1):
        if len([w for w in words[:n] if w.lower() != "of"]) > CAPTION_WORDS \
                or any(c.isdigit() for w in words[:n] for c in w):
            break
        if words[n - 1].lower() in _JOINING:
            continue
        at = line.find(words[n], len(" ".join(words[:n])))
        name = _name_value(line[at:], at)
        if name is not None and len(name.raw.split()) >= 2 and name.raw.split()[0].lower() not in _JOINING:
            out.append((line[:at].strip(), name))
    return out


# a caption that says whose name follows it: a word "name", or a party's possessive ("Employee's", "PAYER'S")
_WHOSE = re.compile(r"\bnames?\b|\w'S?s?\b", re.IGNORECASE)
_LOWER_WORD = re.compile(r"(?<!\S)[a-z][a-z'’]*[.,)]?\s+(?=[A-Z])")  # a word in lower case, a capital after it
NAMED_CAPTION_WORDS = 10


def named_after_caption(line: str) -> tuple[str, Value] | None:
    """A line of a caption ending in a word in lower case, then a name of two words at least running to
    its end, no colon between them, when the caption says whose name it is (_WHOSE) in NAMED_CAPTION_WORDS
    words at most: "e Employee's first name and initial, last name Tyler Smith", "c Employer's name,
    address, and ZIP code Chang, Johnston and Burke". The first such cut from the left is taken."""
    for m in _LOWER_WORD.finditer(line):
        caption = line[:m.end()].strip()
        if len(caption.split()) > NAMED_CAPTION_WORDS:
            return None
        name = _name_value(line[m.end():], m.end())
        if name is None or len(name.raw.split()) < 2 or name.raw.split()[0].lower() in _JOINING:
            continue
        return (caption, name) if _WHOSE.search(caption) else None
    return _named_after_whose(line)


_POSSESSIVE_WORD = re.compile(r"\w+['’][Ss]?")  # "PAYER'S", "PAYERS'"


def _named_after_whose(line: str) -> tuple[str, Value] | None:
    """A caption in capitals or saying what it names (values.caption_words), ending with a word that says whose
    name follows or what it names (_WHOSE: "PAYER'S", "NAME"; "ADDRESS"), then a name of two words at least
    running to the line's end ("PAYER'S NAME Oakmere Index Trust", "RECIPIENT'S Noor I. Okonkwo": a caption in
    a left gutter, the name beside it, the rest of the caption and the address on the lines under them). The
    first such cut from the left whose rest is a name is taken."""
    for m in re.finditer(r"\S+", line):
        caption = line[:m.end()].strip()
        if len(caption.split()) > NAMED_CAPTION_WORDS:
            return None
        word = m.group(0).strip(",")
        if _WHOSE.fullmatch(word) is None and _POSSESSIVE_WORD.fullmatch(word) is None \
                and not caption_words(word):
            continue
        if not (caption.isupper() or caption_words(caption)):
            continue
        name = _name_value(line[m.end():], m.end())
        if name is not None and len(name.raw.split()) >= 2 and name.raw.split()[0].lower() not in _JOINING:
            return caption, name
    return None


# a sentence's verb after a value, in lower case ("$84.20 is due by"): the value's own group of pairs
_PREDICATE = re.compile(r"\s+(?:is|are|was|were|will be)\s+[a-z]")
# a preposition ending the text between two values introduces the second ("is due by"): no word of the first's
_NEXT_VALUE_WORD = re.compile(r"\s+(?:by|before|on)\s*$", re.IGNORECASE)
# a sentence's value's group apart from its line's: (page, -SENTENCE_GROUPS * (line + 1) - 1 - k)
SENTENCE_GROUPS = 1_000_000


# a column's qualifier printed on each row before its amount, no header over them ("Gross Pay This Period
# 3,150.00 Year to Date 30,015.00"): a later amount's label that is the qualifier alone is the row's subject's
# a label that is a number's word alone ("No.", "Number", "#"): it numbers what the short title over it names
_NUMBER_WORD = re.compile(r"(?:no\.?|nos?\.|number|nbr\.?|num\.?|#)", re.IGNORECASE)
TITLE_WORDS = 3  # a title over a number's word: this many words at most ("Statement of Account")
_COLUMN_QUALIFIER = re.compile(r"\b(?:this\s+(?:pay\s+)?period|current(?:\s+period)?|year[- ]to[- ]date|ytd|y-t-d|"
                               r"month[- ]to[- ]date)\b", re.IGNORECASE)


def _first_piece(gap: str) -> str:
    return _PIECES.split(_DOTS.sub(" ", gap).strip())[0]


# a sentence naming a number by the thing it numbers just before it ("This bill for account 5521-0098-7",
# "We renewed your coverage under policy HX-4410"): the noun after the preposition names the number
_APPOSITION = re.compile(r"^(?:this|your|the|our|we|you|thank)\b.*\s(?:for|on|under|of|to|with)\s+"
                         r"(?!(?:a|an|the|this|your|our|its|their|his|her)\b)([A-Za-z]+(?:\s+[A-Za-z]+)?)$",
                         re.IGNORECASE)


def _apposition(label: str, value: Value) -> str:
    """A sentence's label of an identifier (no amount, no date) cut to the noun the identifier stands
    beside (_APPOSITION): what the sentence says of it before is no name of the number."""
    m = _APPOSITION.match(label.strip())
    if m is None or value.kinds & {"money", "date", "text"}:
        return label
    return m.group(1)


# a number's prefix of capitals printed a space before it ("HGM 4417208"), a word the harvest knows being none
_ID_PREFIX = re.compile(r"(?<=\s)([A-Z]{2,4})[ ]$")
_DIGITS_ID = re.compile(r"\d[\d-]*\d")
_ZIP = re.compile(r"\d{5}(?:-\d{4})?")


def _prefixed(line: str, label: str, value: Value) -> tuple[str, Value]:
    """An identifier of digits printed a space after a run of capitals that ends its label ("Policy Number HGM
    4417208") read with them, when the label's other words are not in capitals throughout (a label in capitals,
    "ACCOUNT NO 4417208", says nothing) and the capitals are no word the harvest knows (spacing.known_words: "SSN",
    "EIN", "ID" are a label's): the label without them, the value with them."""
    m = _ID_PREFIX.search(line[:value.start])
    if m is None or "id" not in value.kinds or _DIGITS_ID.fullmatch(value.raw) is None \
            or m.group(1).lower() in known_words() or not label.rstrip().endswith(m.group(1)):
        return label, value
    rest = label.rstrip()[:-len(m.group(1))]
    if not re.search(r"[a-z]", rest) or (len(m.group(1)) == 2 and _ZIP.fullmatch(value.raw)):
        return label, value  # "Gloucester, MA 01930": a state's capitals and its ZIP code, an address's
    raw = line[m.start():value.end]
    return rest, Value(value.kinds, raw, normalize_id(raw, letter_o=True), m.start(), value.end)


def _pair(label: str, value: Value, page: int, line: int, cue: str, group: tuple[int, int],
          ranged: bool = False, reading: int = 0) -> Pair | None:
    words, box, printed = clean_label(label)
    words = _apposition(words, value)
    if not _labelish(words):
        return None
    return Pair(words, box, printed, value, page, line, cue, group, ranged, reading)


def page_pairs(page: int, text: str, ignore: Sequence[re.Pattern[str]] = ()) -> list[Pair]:
    """Every (label, value) candidate of a page's text, by the cues above. A line's `left` and
    `right` pairs are one group, a run of label lines and value lines another: the matcher
    keeps one orientation per group."""
    lines = text.split("\n")
    kept = [bool(x.strip()) and not any(p.search(x) for p in ignore) for x in lines]
    split = [_split(x) if k else ([], [""]) for x, k in zip(lines, kept, strict=True)]
    alone = [_alone(x, *sv) if k else None for x, sv, k in zip(lines, split, kept, strict=True)]
    label_line = [k and not sv[0] and _labelish(x) and not _SIGN_OFF.fullmatch(x.strip())
                  for x, sv, k in zip(lines, split, kept, strict=True)]
    for i in range(len(lines) - 1):  # capitalized words over a value alone are its caption, no name
        this, under = alone[i], alone[i + 1]
        if this is not None and "text" in this.kinds and under is not None and "text" not in under.kinds:
            alone[i] = None
    out: list[Pair] = []

    def add(p: Pair | None) -> None:
        if p is not None:
            out.append(p)

    run = 0
    for i, (line, (values, gaps)) in enumerate(zip(lines, split, strict=True)):
        if not kept[i]:
            continue
        titles = _column_titles(lines, split, kept, i)
        lefts, rights = _sides(gaps)
        for k, v in enumerate(values):
            before = _last_piece(gaps[k]) if k else _opening_piece(gaps[0])
            ranged = _range_end(values, gaps, k)
            if ranged and k and _joins_range(gaps[k]):
                before = _last_piece(gaps[k - 1])  # "Period: 03/01 to 03/31": the range's label is both ends'
            elif k == 0 and i and kept[i - 1] and (_CONTINUED.match(line) or _runs_on(line, gaps)):
                before = _wrapped(split[i - 1][1][-1]) + " " + before
            elif k and not _DOTS.sub("", gaps[k]).strip(" \t:") and "date" in values[k - 1].kinds \
                    and "money" in v.kinds:
                # "Balance forward on 12/01 $35.00", "Amount due by 07/29/2025: $61.18": the amount's label, its date
                before = _last_piece(gaps[k - 1])
            elif k == 0 and i and kept[i - 1] and label_line[i - 1] and _NUMBER_WORD.fullmatch(before.strip(" \t:"))\
                    and len(lines[i - 1].split()) <= TITLE_WORDS:
                before = f"{lines[i - 1].strip()} {before}"  # "INVOICE" over "No. 20417": the number is the title's
            elif k == 0 and (caption := _range_caption(lines, split, kept, label_line, i)) is not None:
                before = f"{caption} {before}"  # "Statement Period" over "From April 1, 2025", "Through ..."
            elif k and titles is None and _COLUMN_QUALIFIER.fullmatch(before.strip(" \t:")) \
                    and (subject := _COLUMN_QUALIFIER.sub(" ", _opening_piece(gaps[0])).strip(" \t:")) \
                    and _labelish(subject):
                before = f"{subject} {before.strip()}"  # "Gross Pay This Period 3,150.00 Year to Date 30,015.00"
            if titles is not None:  # a table's row: its label and its column's title
                before = f"{_last_piece(gaps[0]).strip()} {titles[k]}"
            opened = _name_then_label(gaps[0]) if k == 0 and titles is None else None
            if opened is not None and (name := _name_value(opened[1], opened[2])) is not None:
                # "Caption: Name Next label: value": the caption's name, and the value's own label
                add(_pair(opened[0], name, page, i, LEFT, (page, -1 - i)))
                before = before[before.find(name.raw) + len(name.raw):] if name.raw in before else before
            # a value a sentence's verb follows ("Your payment of $84.20 is due by March 3"): its subject before
            # it, its predicate after it; which names it is the value's own vote, not its line's
            line_group = (page, -SENTENCE_GROUPS * (1 + i) - 1 - k) if _PREDICATE.match(gaps[k + 1]) else (page, -1 - i)
            if lefts:
                before, v = _prefixed(line, before, v)  # "Policy Number HGM 4417208": the number's own capitals
                add(_pair(before, v, page, i, LEFT, line_group, ranged))
            if rights and titles is None and not _NEXT_CLAUSE.match(gaps[k + 1]) and not (
                    _labelish(gaps[0]) and _NEXT_LABEL.search(_DOTS.sub(" ", gaps[k + 1]))) and not (
                    k + 1 < len(values) and _joins_range(gaps[k + 1])):
                # "$5.00, and your fee is ...", "Rent: $5.00 Fee: $1.00": the next clause's, the next value's
                trailing = _first_piece(gaps[k + 1])
                if k + 1 < len(values):  # "$84.20 is due by March 3": "by" is the next value's
                    trailing = _NEXT_VALUE_WORD.sub("", trailing)
                add(_pair(trailing, v, page, i, RIGHT, line_group))
                if line_group[1] != -1 - i and lefts:  # the sentence's subject and its verb's words: "payment due"
                    subject, predicate = clean_label(before)[0], clean_label(trailing)[0]
                    if _labelish(subject) and _labelish(predicate):
                        add(_pair(f"{subject} {predicate}", v, page, i, LEFT, line_group, ranged))
        if i and kept[i - 1] and label_line[i - 1]:  # a row of labels over a row of values
            for r, reading in enumerate(_row_readings(lines[i - 1], values, gaps)):
                for head, v in reading:
                    add(_pair(head, v, page, i, ABOVE, (page, 2 * len(lines) + i), reading=r))
        if i + 1 < len(lines) and kept[i + 1] and label_line[i + 1] and not (
                i + 2 < len(lines) and kept[i + 2] and len(_row_cells(*split[i + 2])) >= 2):
            # a row of values over a row of captions (each caption under its value), when no row of values
            # is under the captions (whose labels they would be); the group's vote keeps one orientation
            for r, reading in enumerate(_row_readings(lines[i + 1], values, gaps)):
                for head, v in reading:
                    add(_pair(head, v, page, i, BELOW, (page, 2 * len(lines) + i), reading=r))
        for label, code in _box_codes(line):
            add(_pair(label, code, page, i, LEFT, (page, -1 - i)))
        if not values and (":" in line or _DOTS.search(line)):  # "Label: Name", "Label: 7", "Label ..... Name"
            m = _DOTS.search(line) if ":" not in line else None
            head, tail, at = (line[:m.start()], line[m.end():], m.end()) if m is not None else \
                (line.partition(":")[0], line.partition(":")[2], line.find(":") + 1)
            for after in (_name_value(tail, at), _code_value(tail, at)):
                if after is not None:
                    add(_pair(head, after, page, i, LEFT, (page, -1 - i)))
        elif not values and (m := _CAPTION_AFTER.search(line)) is not None and \
                (name := _name_value(line[:m.start()], 0)) is not None:  # "Imogen Castellanos named insured"
            add(_pair(m.group(0), name, page, i, RIGHT, (page, -1 - i)))
        elif not values and ":" not in line and (said := named_after_caption(line)) is not None:
            # "e Employee's name Tyler Smith"; "AND ADDRESS Oakmere Index Trust" under "PAYER'S NAME"
            add(_pair(_caption_above(lines, label_line, i, said[0]), said[1], page, i, LEFT, (page, -1 - i)))
        elif not values and ":" not in line and not _DOTS.search(line) and ((panel := any(
                0 <= j < len(lines) and kept[j] and _panel_line(*split[j]) for j in (i - 1, i + 1)))
                or address_under(lines, i)):
            # "Owner Cornelius Ashdown" in a panel of "Account R-0552817"; "Employer Eastmarch Mills Inc." over
            # its street and city lines (a caption beside the name heading a mailing address: BESIDE, read only by
            # what its caption says, as a name heading an address is cut so too, "Cormac" before "P. Okonkwo")
            for head, name in captioned_names(line):
                add(_pair(head, name, page, i, LEFT if panel else BESIDE, (page, -1 - i)))
        if i == 0 or not (label_line[i - 1] or alone[i - 1] is not None):
            run = i  # a run of label lines and value lines starts here
        if i and label_line[i - 1] and _range_alone(values, gaps):  # "Statement period" over "12/01 - 12/31"
            for v in values:
                add(_pair(lines[i - 1], v, page, i, ABOVE, (page, run), ranged=True))
        single = alone[i]
        if single is None:
            continue
        if i and label_line[i - 1] and not ("text" in single.kinds and _side_by_side(lines[i - 1])):
            # a name under its caption is a group of its own
            group = (page, len(lines) + i) if "text" in single.kinds else (page, run)
            add(_pair(_caption(lines, label_line, i - 1), single, page, i, ABOVE, group))
        if "text" not in single.kinds and i + 1 < len(lines) and label_line[i + 1]:
            add(_pair(lines[i + 1], single, page, i, BELOW, (page, run)))
    return out


_CAPTION_GOES_ON = re.compile(r"[a-z]{2,}\b")  # a caption's line going on from the line above ("or foreign ...")


def _caption(lines: Sequence[str], label_line: Sequence[bool], k: int) -> str:
    """Label line `k`, with the label line above it when it opens with a word in lower case (a caption
    wrapped onto two lines: "PAYER'S name, street address, city or town, ... ZIP / or foreign postal
    code, and telephone no."); a box's letter ("c Employer's name") is no such word. A caption in a gutter
    wrapped onto short lines in capitals ("RECIPIENT'S / NAME AND / ADDRESS") is one caption too
    (_caption_above)."""
    if k and label_line[k - 1] and _CAPTION_GOES_ON.match(lines[k].strip()):
        return f"{lines[k - 1].strip()} {lines[k].strip()}"
    return _caption_above(lines, label_line, k, lines[k])


_OPENS_JOINED = re.compile(r"(?:and|or|&)\s", re.IGNORECASE)  # a caption's line going on: "AND ADDRESS"
_ENDS_JOINING = re.compile(r"(?:\s(?:and|or|&)|['’][Ss]?|,)$", re.IGNORECASE)  # "NAME AND", "RECIPIENT'S"
CAPTION_LINES = 3  # a caption in a gutter wrapped: this many lines at most


def _caption_above(lines: Sequence[str], label_line: Sequence[bool], k: int, caption: str) -> str:
    """`caption` (on line `k`, or its start) with the label lines above it that it goes on from: while the
    caption opens with a joining word ("AND ADDRESS") or the line above ends with one, a possessive or a
    comma ("RECIPIENT'S", "NAME AND"), CAPTION_LINES lines at most (a caption in a gutter, wrapped)."""
    top = k
    while top and k - top < CAPTION_LINES - 1 and label_line[top - 1] and (
            _OPENS_JOINED.match(caption.strip()) or _ENDS_JOINING.search(lines[top - 1].strip())):
        caption = f"{lines[top - 1].strip()} {caption.strip()}"
        top -= 1
    return caption


# what joins a range's two ends ("03/01/2025 to 03/31/2025", "January 1 through January 31"); a time of
# day printed with each end is the date's ("12:01 a.m. 01/15/2026 to 12:01 a.m. 01/15/2027")
_RANGE_WORDS = re.compile(r"\s*(?:to|through|thru|until|-|–|—)\s*", re.IGNORECASE)


# a range's end named by one word alone before its date ("From April 1, 2025", "Through April 30, 2025")
_RANGE_END = re.compile(r"\s*(?:from|to|through|thru|until|starting|ending)\s*:?\s*", re.IGNORECASE)


def _range_line(values: list[Value], gaps: list[str]) -> bool:
    """A line of one date, after a word naming which end of a range it is (_RANGE_END), alone."""
    return len(values) == 1 and "date" in values[0].kinds and _RANGE_END.fullmatch(gaps[0]) is not None \
        and not gaps[1].strip()


def _range_caption(lines: Sequence[str], split: Sequence[tuple[list[Value], list[str]]], kept: Sequence[bool],
                   label_line: Sequence[bool], i: int) -> str | None:
    """The caption of a range whose ends are printed one a line under it ("Statement Period" over "From
    April 1, 2025" and "Through April 30, 2025"): line `i` a range's end (_range_line), the lines between
    it and the caption its other ends; the caption's words are each end's label's first words."""
    if not kept[i] or not _range_line(*split[i]):
        return None
    j = i - 1
    while j >= 0 and kept[j] and _range_line(*split[j]) and i - j < 2:
        j -= 1
    return lines[j].strip() if j >= 0 and kept[j] and label_line[j] else None


def _joins_range(gap: str) -> bool:
    """Whether the text between two values joins a range's two ends (_RANGE_WORDS), a time of day
    before or after either end aside (_TIME_OF_DAY)."""
    return _RANGE_WORDS.fullmatch(_TIME_OF_DAY.sub(" ", gap)) is not None
# a sentence going on after its value, in lower case, or ending there ("0.00. Keep this ...")
_RUNS_ON = re.compile(r"\s*[,;]?\s+[a-z]|[.!?](?:\s+[A-Z]|\s*$)")


# a caption in lower case after a name, ending its line ("named insured")
_CAPTION_AFTER = re.compile(r"(?<=[a-z.])\s+[a-z][a-z']+(?:\s+[a-z][a-z']+){0,3}\s*$")


def _range_end(values: list[Value], gaps: list[str], k: int) -> bool:
    """Whether value `k` is an end of a date range ("03/01/2025 to 03/31/2025"): two dates joined by
    a range's word."""
    def joined(a: int) -> bool:
        return 0 <= a and a + 1 < len(values) and _joins_range(gaps[a + 1]) \
            and "date" in values[a].kinds and "date" in values[a + 1].kinds
    return joined(k - 1) or joined(k)


# a page's furniture beside a range, no label of it ("Account ending 4821 | Page 2 of 3 01/01/2026 through ...")
_PAGE_FURNITURE = re.compile(r"\bpage\s+\d+(?:\s+of\s+\d+)?\b", re.IGNORECASE)


def bare_ranges(page: int, text: str, ignore: Sequence[re.Pattern[str]] = ()) -> list[tuple[int, int, Value, Value]]:
    """The date ranges a page prints with no label, each (page, line, earlier end, later end): two dates joined
    by a range's word (_range_end) with no label text before them back to the line's previous value, a page's
    number aside (_PAGE_FURNITURE), none after them, and no line of labels over them when they are alone on
    their line ("10/01/2025 thru 10/31/2025" under a member's number: a statement's period printed bare)."""
    lines = text.split("\n")
    out: list[tuple[int, int, Value, Value]] = []
    for i, line in enumerate(lines):
        if not line.strip() or any(p.search(line) for p in ignore):
            continue
        values, gaps = _split(line)
        for k in range(len(values) - 1):
            if not (_range_end(values, gaps, k) and _joins_range(gaps[k + 1])) or _range_end(values, gaps, k - 1):
                continue
            before, after = _PAGE_FURNITURE.sub(" ", gaps[k]), gaps[k + 2]
            if _labelish(before) or _labelish(after) or (k + 2 < len(values) and _range_end(values, gaps, k + 1)):
                continue
            over = lines[i - 1] if i else ""
            alone = len(values) == 2
            if alone and over.strip() and not line_values(over) and _labelish(over) \
                    and not any(p.search(over) for p in ignore):
                continue  # "Statement period" over the range: a labelled range
            a, b = values[k], values[k + 1]
            out.append((page, i, a, b) if a.normalized <= b.normalized else (page, i, b, a))
    return out


def _range_alone(values: list[Value], gaps: list[str]) -> bool:
    """Whether a line holds a date range and nothing else ("01-DEC-2025 - 31-DEC-2025")."""
    return len(values) == 2 and not gaps[0].strip() and not gaps[2].strip() and _range_end(values, gaps, 0)


def _sides(gaps: list[str]) -> tuple[bool, bool]:
    """Which sides of a line's values may hold their labels (left, right). A line of two or more
    values that opens with label text and ends with none ("Account ending 7730 New balance
    $1,204.33") prints each label left of its value: the text after a value is the next one's
    label; one that opens with a value and ends with label text prints them right of theirs."""
    if len(gaps) < 3 or any(_NEXT_CLAUSE.match(g) or len(g.split()) > MAX_LABEL_WORDS for g in gaps[1:-1]):
        return True, True  # one value, or a sentence
    first, last = _labelish(gaps[0]), _labelish(gaps[-1])
    return (not (last and not first), not (first and not last))


def labels_right(line: str) -> bool:
    """A line of two or more values that opens with a value and ends with label text ("$846.20 new
    balance $30.00 minimum payment due"): each label is printed right of its value."""
    return _sides(_split(line)[1]) == (False, True)


def _runs_on(line: str, gaps: list[str]) -> bool:
    """A line that opens with its value and runs on as a sentence (a comma, then words in lower
    case) or ends one (a full stop): the value ends a sentence the line over it began."""
    return len(gaps) >= 2 and not gaps[0].strip() and _RUNS_ON.match(gaps[1]) is not None


# a table's header over its rows: the titles of its value columns (a row label's column title first, or not)
_TITLE_WORD = re.compile(r"[A-Z]")
_TITLE_JOIN = frozenset("to of and & the for in per a".split())
# a word pointing at the next that is no title alone: "This Period", "Prior Year", "Last Statement"
_TITLE_POINTER = frozenset("this last prior previous next".split())


def _titles_of(line: str) -> list[str]:
    """A header's column titles: a title opens with a capitalized word; the lower-case words and the
    joining words after it are its own ("Year to date", "Amount paid"), and so is the word after a word
    pointing at it ("This Period", "Prior Year": _TITLE_POINTER)."""
    titles: list[list[str]] = []
    for word in line.split():
        if not _LETTER.search(word):
            return []  # "Page 2 of 2": a page's furniture, no header
        if _TITLE_WORD.match(word) and not (titles and titles[-1][-1].lower() in _TITLE_JOIN | _TITLE_POINTER):
            titles.append([word])
        elif titles:
            titles[-1].append(word)
        else:
            return []
    return [" ".join(t) for t in titles]


# a part of one person's name ("first name", "Last name"): one word, so that a caption naming a name's parts
# ("e Employee's first name and initial Last name") is one box's, while "first name" printed twice is two
_NAME_PART = re.compile(r"\b(first|last|middle|given|family|sur)\s+(name)\b", re.IGNORECASE)


def _side_by_side(line: str) -> bool:
    """A line of two boxes' labels side by side ("PAYER'S name RECIPIENT'S name"): a word of it
    printed twice, a part of a name (_NAME_PART: "first name", "last name") counting as one word. The
    capitalized words under it are the two boxes' values run together, no name."""
    words = [w.casefold().removesuffix("'s").removesuffix("’s")
             for w in re.findall(r"[A-Za-z'’]{3,}", _NAME_PART.sub(r"\1\2", line))]
    return len(words) != len(set(words))


def _row_labels(over: str, values: list[Value], gaps: list[str]) -> list[tuple[str, Value]]:
    """The labels of a line of two or more values and nothing else (codes alone between them count as
    values: "$8,400.00 $9,000.00 7 $1,680.00"), from the line of labels over it: cut at its box
    numbers or colons ("1 Wages 2 Tax withheld"), else at its titles' capitals ("Policy number
    Effective date Expiration date"), when the pieces are as many as the values."""
    cells = _row_cells(values, gaps)
    if len(cells) < 2:
        return []
    for pieces in (_PIECES.split(_DOTS.sub(" ", over).strip()), _titles_of(over)):
        if len(pieces) == len(cells):
            return list(zip(pieces, cells, strict=True))
    return []


# the most cuts of a line of captions tried (_row_readings: ten titles over four values make 84)
MAX_READINGS = 120


def _row_readings(over: str, values: list[Value], gaps: list[str]) -> list[list[tuple[str, Value]]]:
    """The readings of a line of labels over (or under) a row of values: the one of _row_labels; else,
    when the line's titles (_titles_of) are more than the values (captions in capitals throughout, "New
    Balance Minimum Payment Due Payment Due Date": where one ends the text layer does not say), every cut
    of its titles into as many captions as values, in order (MAX_READINGS at most, else none). The
    matcher keeps the reading whose captions read best as fields (harness.harvest.matcher)."""
    one = _row_labels(over, values, gaps)
    if one:
        return [one]
    cells = _row_cells(values, gaps)
    titles = _titles_of(over)
    if len(cells) < 2 or len(titles) <= len(cells) or comb(len(titles) - 1, len(cells) - 1) > MAX_READINGS:
        return []
    return [[(" ".join(titles[a:b]), cell) for a, b, cell in zip((0, *cut), (*cut, len(titles)), cells, strict=True)]
            for cut in combinations(range(1, len(titles)), len(cells) - 1)]


# signs printed between a row's values that add them up ("$2,104.55 + $3,200.00 - $2,877.31 = $2,427.24")
_SIGNS = frozenset("+-−–=")


def _row_cells(values: list[Value], gaps: list[str]) -> list[Value]:
    """A line's values and the codes printed alone between them, in order (the signs that add them up,
    _SIGNS, are neither); none when a gap holds anything else."""
    out: list[Value] = []
    for k, gap in enumerate(gaps):
        at = values[k - 1].end if k else 0
        for m in re.finditer(r"\S+", gap):
            if m.group(0) in _SIGNS:
                continue
            code = _code_value(m.group(0), at + m.start())
            if code is None:
                return []
            out.append(code)
        if k < len(values):
            out.append(values[k])
    return out


def _row_shape(values: list[Value], gaps: list[str]) -> int:
    """How many values a table's row holds (0: no row): label text first, then only values, amounts
    throughout or dates throughout (a comparison's "Bill date 06/09/2025 07/09/2025")."""
    if _row_width(values, gaps) < 2 or not (all(v.kinds & {"money"} for v in values)
                                            or all("date" in v.kinds for v in values)):
        return 0
    return len(values)


def _row_width(values: list[Value], gaps: list[str]) -> int:
    """How many values a line holds after its label text, nothing else between them (0: none, or no label)."""
    if not values:  # a row of counts ("Therms used 22 18"): label text, then plain numbers only
        counts = _COUNTS.fullmatch(gaps[0].strip())
        return len(counts.group(2).split()) if counts is not None and _labelish(counts.group(1)) else 0
    if not _labelish(gaps[0]) or any(g.strip() for g in gaps[1:]):
        return 0
    return len(values)


_COUNTS = re.compile(r"(.*?[A-Za-z][^\d]*?)((?:\s+\d[\d,.]*)+)")


def _column_titles(lines: list[str], split: list[tuple[list[Value], list[str]]], kept: list[bool],
                   i: int) -> list[str] | None:
    """The titles of row `i`'s value columns, when it is a table's row (a label, then two or more
    amounts and nothing else) under a header of as many titles as it has values (or one more: the
    row labels' own column), the rows between them of the same shape; else None. A row under a header
    of more titles than that, the rows between them holding as many values or more, fills the last
    columns (amounts are printed right-aligned under their titles, and the columns a row leaves empty
    come first: a gross pay's row has no hours and no rate): its values take the last titles."""
    n = _row_shape(*split[i])
    if not n:
        return None
    j = i - 1
    while j >= 0 and (not kept[j] or _row_width(*split[j]) == n):  # the rows between: as many cells
        j -= 1
    wider = j
    while wider >= 0 and (not kept[wider] or _row_shape(*split[wider]) > n):
        wider -= 1
    if wider >= 0 and wider != j and not split[wider][0] and _labelish(lines[wider]):
        titles = _titles_of(lines[wider])
        return titles[-n:] if len(titles) > n + 1 else None
    if j < 0 or split[j][0] or not _labelish(lines[j]):
        return None
    titles = _titles_of(lines[j])
    if len(titles) == n + 1:
        titles = titles[1:]
    return titles if len(titles) == n else None


_THIS_COLUMN = re.compile(r"\b(?:this|current)\b", re.IGNORECASE)
_FORMER_COLUMN = re.compile(r"\b(?:last|prior|previous)\b", re.IGNORECASE)
COMPARISON_LINES = 30  # how far above a comparison's row its column titles may be (lines)


def current_column(lines: Sequence[str], i: int) -> int | None:
    """A comparison's row (line `i` under column titles such as "Last bill  This bill", "Prior year
    Current year"): the index of its value column whose title says the current one, when the first
    column's title says a former one; else None (harness.harvest.extract reads that column's value)."""
    top = max(0, i - COMPARISON_LINES)
    window = list(lines[top:i + 1])
    split = [_split(x) for x in window]
    titles = _column_titles(window, split, [bool(x.strip()) for x in window], len(window) - 1)
    if titles is None:
        return None
    current = [k for k, t in enumerate(titles) if _THIS_COLUMN.search(t)]
    if len(current) != 1 or not _FORMER_COLUMN.search(titles[0]) or _THIS_COLUMN.search(titles[0]):
        return None
    return current[0]


def _wrapped(tail: str) -> str:
    """The end of a sentence's previous line that runs on, lower case, to a value at the start of
    the next ("... and your balance is" / "shown as $9.10"), else nothing."""
    tail = _SENTENCE_END.split(_last_piece(tail))[-1]  # the sentence the line ends with
    # its words counted as a label's, the words joining it to the sentence aside ("and the ... amounts to"),
    # the comma opening its clause and its box number too (", the state or local income tax refund (box 2)")
    words = _EDGE_WORDS.sub("", _BOX.sub(" ", tail).strip(" ,;")).split()
    if not _labelish(tail) or re.search(r"[.!?:;]\s*$", tail) or _SENTENCE.search(tail) is None \
            or len(words) > MAX_LABEL_WORDS:
        return ""
    return tail


def _alone(line: str, values: list[Value], gaps: list[str]) -> Value | None:
    """The one value a line holds alone (a name, a code, or one value with no label text)."""
    if len(values) == 1 and not any(_labelish(g) for g in gaps):
        return values[0]
    return alone_value(line) if not values else None


CAPTION_WORDS_MAX = 6  # a caption under its value: a few words, no sentence
# a document's title over a block ("Auto Policy Declarations"), no caption of a value
_DOCUMENT_TITLE = re.compile(r"\b(?:statements?|declarations?|bill|invoice|notice|summary|report|receipt|form)\b",
                             re.IGNORECASE)


def _caption_line(line: str) -> bool:
    """A line of a caption alone: label text, no value, a few words, no sentence's full stop."""
    stripped = line.strip()
    return bool(stripped) and _labelish(stripped) and not line_values(stripped) \
        and len(stripped.split()) <= CAPTION_WORDS_MAX and not stripped.endswith(".")


def _value_alone(line: str) -> bool:
    values, gaps = _split(line)
    return _alone(line, values, gaps) is not None


def captions_under_values(lines: Sequence[str], i: int) -> bool:
    """Whether caption line `i` names the value alone on the line over it (each caption printed under its
    value: "PA-5512-88710" over "Policy number", "03-Mar-2026" over "Effective date"): the lines around it
    alternate a value alone and a caption, two captions or more, the run's last caption has nothing under it
    but a sentence, if anything, and its first value no caption over it but a title (labels over their values
    leave a value under the last label, and print one over the first value)."""
    if not (0 < i < len(lines) and _caption_line(lines[i]) and _value_alone(lines[i - 1])):
        return False
    top = i
    while top - 2 >= 0 and _caption_line(lines[top - 2]) and _value_alone(lines[top - 3] if top >= 3 else ""):
        top -= 2
    bottom = i
    while bottom + 2 < len(lines) and _value_alone(lines[bottom + 1]) and _caption_line(lines[bottom + 2]):
        bottom += 2
    # what follows the run's last caption: nothing, or a sentence (no value of a shape unread: "14C", no table's
    # header); over its first value, no caption (the first value's label), a title at most
    after = lines[bottom + 1].strip() if bottom + 1 < len(lines) else ""
    over = lines[top - 2] if top >= 2 else ""
    return bottom > top and (not after or after.endswith(".")) \
        and not (_caption_line(over) and _DOCUMENT_TITLE.search(over) is None)


# a mailing address's street line (a house number or a post office box) and its last line (a city, a
# state's two capitals, a ZIP code)
STREET = re.compile(r"(?:\d+[A-Za-z]?\s+[A-Za-z0-9]|P\.?\s?O\.?\s+Box\s+\d)", re.IGNORECASE)
CITY_LINE = re.compile(r"[A-Za-z][A-Za-z .'-]*,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?")


def address_under(lines: Sequence[str], i: int) -> bool:
    """Whether a mailing address is printed under line `i` of `lines`: the next line a street, then a line
    or the one after it a city, a state and a ZIP code alone (white space in runs is read as one)."""
    under = [" ".join(x.split()) for x in lines[i + 1:i + 4]]
    return len(under) >= 2 and STREET.match(under[0]) is not None and any(CITY_LINE.fullmatch(x) for x in under[1:])


def alone_value(line: str) -> Value | None:
    """What a line that prints no value of a shape holds alone: a name, else a code."""
    return _name_value(line, 0) or _code_value(line, 0)


def letterhead(page: int, text: str, ignore: Sequence[re.Pattern[str]] = ()) -> Pair | None:
    """The issuer's name at the top of a first page: the first of its first lines that is
    capitalized words alone (an initials wordmark, a title, an address are not), unless a
    caption sits over it ("Prepared for" over a name: a party's, not the issuer's; a word in
    capitals over it is a caption unless it is the name's initials)."""
    lines = [x for x in text.split("\n") if x.strip() and not any(p.search(x) for p in ignore)]
    for i, line in enumerate(lines[:LETTERHEAD_LINES]):
        v = _name_value(line, 0)
        titles = list(_TITLE.finditer(line))
        if v is None and titles and line[:titles[0].start()].strip() and line[titles[-1].end():].strip():
            # the title and the name on one line ("Quarterly Tax Bill Quillfeather County"): the name after it
            v = _name_value(line[titles[-1].end():], titles[-1].end())
        if v is None and titles and not line[titles[-1].end():].strip():
            v = _name_before_title(line, titles[0].start()) or _name_ending_in_role(line, titles[0].start())
        if v is None:
            continue
        above = lines[i - 1].strip() if i else ""
        if above and not _initials_of(above, v.raw) and _TITLE.search(above) is None and not _STAMP.fullmatch(above):
            return None
        return Pair("", None, False, v, page, i, LETTERHEAD, (page, -10_000))
    return None


def _name_before_title(line: str, title_at: int) -> Value | None:
    """The name a line prints before its title in capitals ("Quillfeather County TAX BILL"): the
    words up to the run of words in capitals that holds the title, when they are no capitals."""
    words = list(re.finditer(r"\S+", line))
    k = len(words)
    while k and words[k - 1].group(0).isupper():
        k -= 1
    if not k or k == len(words) or words[k].start() > title_at or all(w.group(0).isupper() for w in words[:k]):
        return None
    return _name_value(line[:words[k].start()], 0)


def _name_ending_in_role(line: str, title_at: int) -> Value | None:
    """The name a line prints before its title in the same case ("Fox County Treasurer Real Property Tax
    Bill"): the words up to the last one before the title's word that names an office by its role (a word
    ending in "-er" or "-or": a treasurer, a collector, an assessor), two words at least."""
    words = [w for w in re.finditer(r"\S+", line) if w.end() <= title_at]
    k = max((i for i, w in enumerate(words) if _ROLE_WORD.fullmatch(w.group(0))), default=-1)
    if k < 1 or k == len(words) - 1:  # a role's word just before the title's is no name's end ("Water Bill")
        return None
    return _name_value(line[:words[k].end()], 0)


def _initials_of(mark: str, name: str) -> bool:
    """Whether a wordmark is initials of the name under it ("QSC" of "Quillfeather Savings
    Cooperative", "Q" of "Quill-Feather"): its letters, in order, open words of the name."""
    if _WORDMARK.fullmatch(mark) is None:
        return False
    initials = iter(w[0].upper() for w in re.split(r"[\s-]+", name) if w[:1].isalpha())
    return all(c in initials for c in mark if c.isalpha())
