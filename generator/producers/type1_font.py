"""An embedded Type 1 font program (a PDF /FontFile) subset and re-encoded: the glyphs a document
uses, under new names, with a built-in encoding of the new codes, as subsetting software writes it.

A /FontFile holds the clear part (Length1: the font dictionary, its /FontName and /Encoding), the
eexec-encrypted part (Length2: /Private, /Subrs, /CharStrings) and the trailer of zeros
(Length3), Adobe Type 1 Font Format ch. 7. The encrypted part is decrypted (eexec, ch. 7.2:
`decrypt` and `encrypt` here give fontTools' bytes several times faster, docs/benchmarks.md), its
/CharStrings rebuilt (each glyph's encrypted charstring is copied byte for byte under its new
name, /.notdef kept; the /Subrs are kept whole) and encrypted again with the same four leading
bytes, so the same input gives the same bytes. The glyphs draw exactly as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from generator.producers.base import ProducerError

_EEXEC_KEY: Final[int] = 55665
_SUBRS = re.compile(rb"/Subrs\s+(\d+)\s+array")
_SUBR = re.compile(rb"\s*dup\s+(\d+)\s+(\d+)\s+(\S+) ")
_CHARSTRINGS = re.compile(rb"/CharStrings\s+(\d+)(\s+dict\s+dup\s+begin)")
_GLYPH = re.compile(rb"\s*/(\S+)\s+(\d+)\s+(\S+) ")
_END_TOKEN = re.compile(rb"\s*(noaccess\s+(?:put|def)|\S+)")
_FONT_NAME = re.compile(rb"/FontName\s*/([^\s/\[\]{}()<>]+)\s*def")
_ENCODING = re.compile(rb"/Encoding\s+(?:StandardEncoding\s+def|\d+\s+array.*?readonly\s+def)", re.S)


class Type1FontError(ProducerError):
    """An embedded font program this module cannot read."""


@dataclass(frozen=True)
class FontProgram:
    """A /FontFile's data and its three lengths."""

    data: bytes
    length1: int
    length2: int
    length3: int


def encrypt(plain: bytes, key: int) -> bytes:
    """Type 1 encryption (cipher feedback): what fontTools' `eexec.encrypt` gives, a byte at a time in plain ints."""
    out = bytearray(len(plain))
    for i, byte in enumerate(plain):
        cipher = byte ^ (key >> 8)
        out[i] = cipher
        key = ((cipher + key) * 52845 + 22719) & 0xFFFF
    return bytes(out)


@lru_cache(maxsize=64)
def decrypt(cipher: bytes, key: int) -> bytes:
    """Type 1 decryption, the inverse of `encrypt`. Cached: a document's few fonts are the same
    programs in every document reportlab draws (a pure function of its arguments, so the cache
    cannot make bytes depend on the order documents are written in)."""
    out = bytearray(len(cipher))
    for i, byte in enumerate(cipher):
        out[i] = byte ^ (key >> 8)
        key = ((byte + key) * 52845 + 22719) & 0xFFFF
    return bytes(out)


def _after_binary(plain: bytes, match: re.Match[bytes]) -> int:
    """The position after a `len RD <len bytes> ND`-style entry whose header `match` matched."""
    end = match.end() + int(match.group(2))
    token = _END_TOKEN.match(plain, end)
    if token is None:
        raise Type1FontError("a charstring entry of the font program is not closed")
    return token.end()


def _glyph_entries(plain: bytes) -> tuple[re.Match[bytes], dict[bytes, bytes], int]:
    """The /CharStrings header, each glyph's entry after its name (` len RD <bytes> ND`), and
    where the entries end."""
    subrs = _SUBRS.search(plain)
    pos = 0
    if subrs is not None:
        pos = subrs.end()
        for _ in range(int(subrs.group(1))):
            entry = _SUBR.match(plain, pos)
            if entry is None:
                raise Type1FontError("the font program's /Subrs cannot be read")
            pos = _after_binary(plain, entry)
    charstrings = _CHARSTRINGS.search(plain, pos)
    if charstrings is None:
        raise Type1FontError("the font program has no /CharStrings")
    glyphs: dict[bytes, bytes] = {}
    pos = charstrings.end()
    for _ in range(int(charstrings.group(1))):
        entry = _GLYPH.match(plain, pos)
        if entry is None:
            raise Type1FontError("the font program's /CharStrings cannot be read")
        end = _after_binary(plain, entry)
        glyphs[entry.group(1)] = plain[entry.end(1):end]
        pos = end
    return charstrings, glyphs, pos


def _encoding_array(codes: dict[int, str]) -> bytes:
    lines = ["/Encoding 256 array", "0 1 255 {1 index exch /.notdef put} for"]
    lines += [f"dup {code} /{name} put" for code, name in sorted(codes.items())]
    return ("\n".join(lines) + "\nreadonly def").encode("ascii")


def subset_renamed(program: FontProgram, renames: dict[str, str], codes: dict[int, str], name: str) -> FontProgram:
    """The font program with only the glyphs of `renames` (old name -> new name, in the order
    given) and /.notdef, its built-in encoding `codes` (code -> new name) and its /FontName `name`.
    A glyph `renames` names that the font lacks is left out (it drew /.notdef before, and does)."""
    clear = program.data[:program.length1]
    encrypted = program.data[program.length1:program.length1 + program.length2]
    trailer = program.data[program.length1 + program.length2:]
    if not _FONT_NAME.search(clear) or not _ENCODING.search(clear):
        raise Type1FontError("the font program's clear part has no /FontName or /Encoding")
    clear = _FONT_NAME.sub(lambda _: f"/FontName /{name} def".encode("ascii"), clear, count=1)
    clear = _ENCODING.sub(lambda _: _encoding_array(codes), clear, count=1)
    plain = decrypt(encrypted, _EEXEC_KEY)
    header, glyphs, entries_end = _glyph_entries(plain)
    kept = [(new.encode("ascii"), glyphs[old.encode("ascii")]) for old, new in renames.items()
            if old.encode("ascii") in glyphs]
    if b".notdef" in glyphs:
        kept.insert(0, (b".notdef", glyphs[b".notdef"]))
    body = b"".join(b"\n/" + new + entry for new, entry in kept)
    rebuilt = (plain[:header.start(1)] + str(len(kept)).encode("ascii") + plain[header.end(1):header.end()]
               + body + plain[entries_end:])
    cipher = encrypt(rebuilt, _EEXEC_KEY)
    return FontProgram(clear + cipher + trailer, len(clear), len(cipher), len(trailer))
