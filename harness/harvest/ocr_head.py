"""The top of an OCR page as the eye reads it: where an issuer prints its letterhead.

The first rows of a scanned page's cells (harness.harvest.cells.visual_rows) are not always its
letterhead's: the scan's specks make rows of their own ("pw", "Mh", "eres aoe": a shaded band or
a punch hole read as letters), and a small line of furniture is often printed above the name
("Page 1 of 1", "p. 1/1", "Payer TIN 45-0537413", "Invoice # INV-2528001"). A speck cell holds
no word a printed line would (a capitalized word of three letters or more, a word of three capitals
or more, a figure; two characters are none); a cell of furniture opens with a word and holds a
figure, no comma (a name holds no figure; an address, a telephone number open with one or hold a
comma). A logo's letters (the initials of the name over or beside them) are no name. Rows of
specks are passed over wherever they are, rows of furniture only above the first
row that is neither, and at most HEAD_FURNITURE of them. Two capitalized words OCR ran together
are apart again ("NationalBank"). The rows left are read for the issuer's name by the rules
(harness.harvest.extract._first_line) and, the first of them, by the general letterhead
(harness.harvest.pairs.letterhead, on `head_text`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from harness.harvest.cells import MIN_CONFIDENCE, build_cells, visual_rows

HEAD_FURNITURE = 2  # rows of figures (a page number, a form's number) passed over above the letterhead
HEAD_ROWS = 6  # rows read for a letterhead (the specks and the furniture passed over not counted)

# OCR specks at a cell's ends: tokens with no letter or digit ("Savage Ltd —", "“ Calendar year"), and
# what opens its first word before a letter or digit (".Meyer, Brown", "____Melendez-Murray", "‘ID")
_SPECKS = re.compile(r"^(?:[^\w\s]+\s+)+|(?:\s+[^\w\s]+)+$")
_OPENING_SPECKS = re.compile(r"^(?:[^\w\s]|_)+")
SPECK_LENGTH = 2  # a cell this short is a speck ("7", "Ss", "pw"): no name, no line of furniture
# a word a printed line holds: capitalized of three letters or more, three capitals or more, a figure
_PRINTED = re.compile(r"(?<![A-Za-z])(?:[A-Z][a-z]{2,}|[A-Z]{3,}(?![a-z]))|\d")
_FURNITURE = re.compile(r"[A-Za-z][^,]*\d[^,]*")
# a logo's letters: the initials of its issuer's name, over or beside it (erased, a logo's frame no
# longer hides them from OCR: harness/ingest/page_marks.py)
_MONOGRAM = re.compile(r"[A-Z]{2,5}")
# two capitalized words run together by OCR ("NationalBank"); "McDonald", "MacArthur" are one word
_RUN_TOGETHER = re.compile(r"(?<=[a-z]{3})(?=[A-Z][a-z]{2})")


def trim_specks(text: str) -> str:
    """A cell's text without the specks at its ends (tokens with no letter or digit, what opens its first word)."""
    return _OPENING_SPECKS.sub("", _SPECKS.sub("", text.strip()))


def is_speck(text: str) -> bool:
    """Whether a cell's text is specks only: SPECK_LENGTH characters at most, or no capitalized word, no word
    in capitals, no figure."""
    return len(text) <= SPECK_LENGTH or _PRINTED.search(text) is None


def head_rows(words: Sequence[Sequence[object]], ignore: Sequence[re.Pattern[str]] = ()) -> list[list[str]]:
    """The first HEAD_ROWS rows of an OCR page's cells (words MIN_CONFIDENCE at least), each cell's text
    without its specks, the cells an `ignore` pattern matches, the speck cells and the rows of furniture
    above the first printed row left out (see the module's doc)."""
    rows = []
    for row in visual_rows(build_cells(words, MIN_CONFIDENCE)):
        texts = [trim_specks(c.text) for c in row]
        cells = [_RUN_TOGETHER.sub(" ", t) for t in _kept([t for t in texts if t], ignore)]
        cells = [t for t in cells if not is_speck(t)]
        if cells:
            rows.append(cells)
    out: list[list[str]] = []
    furniture = 0
    for i, cells in enumerate(rows):
        cells = [t for t in cells if not _monogram(t, [*cells, *(rows[i + 1] if i + 1 < len(rows) else [])])]
        if not cells:
            continue
        if not out and furniture < HEAD_FURNITURE and all(_FURNITURE.fullmatch(t) for t in cells):
            furniture += 1
            continue
        out.append(cells)
        if len(out) == HEAD_ROWS:
            break
    return out


def _monogram(text: str, near: Sequence[str]) -> bool:
    """Whether a cell is a logo's letters: a word of MONOGRAM capitals that opens the initials of the
    capitalized words of another cell of its row or the row under it (three letters over a bank's
    three-word name, or beside it)."""
    if not _MONOGRAM.fullmatch(text):
        return False
    return any(t != text and "".join(re.findall(r"\b[A-Z]", t)).startswith(text) for t in near)


def _kept(texts: list[str], ignore: Sequence[re.Pattern[str]]) -> list[str]:
    """A row's cells but those an `ignore` pattern matches in the row's text (joined by a space): a cell
    of an ignored line OCR split into cells is ignored too ("SYNTHETIC" | "SPECIMEN - NOT A REAL DOCUMENT")."""
    joined = " ".join(texts)
    spans = [m.span() for p in ignore for m in p.finditer(joined)]
    out, at = [], 0
    for t in texts:
        if not any(a < at + len(t) and at < b for a, b in spans):
            out.append(t)
        at += len(t) + 1
    return out


def head_text(words: Sequence[Sequence[object]], ignore: Sequence[re.Pattern[str]] = (),
              titles: Sequence[re.Pattern[str]] = ()) -> str:
    """The first of `head_rows` as page text, a cell a line (left to right): a title beside a name is a line
    of its own, and a caption left of a name is over it, as a text page's letterhead is read. A row under
    it is not read (a party's name under the document's title). A cell a `titles` pattern matches is left
    out (the document's title with its last word lost: "Residential Lease")."""
    rows = head_rows(words, ignore)
    return "\n".join(c for c in rows[0] if not any(t.search(c) for t in titles)) if rows else ""
