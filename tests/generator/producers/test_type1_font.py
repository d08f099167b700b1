"""Subsetting and renaming an embedded Type 1 font program: read back by fontTools, the outlines
copied byte for byte, and one error for a program that cannot be read."""

from __future__ import annotations

import io
from pathlib import Path

import pikepdf
import pytest
from fontTools.misc import eexec
from fontTools.t1Lib import T1Font

from generator.producers.type1_font import FontProgram, Type1FontError, decrypt, encrypt, subset_renamed
from tests.generator.producers.text_sample import sample_pdf


def _arial() -> FontProgram:
    with pikepdf.open(io.BytesIO(sample_pdf(truetype=False).data)) as pdf:
        stream = pdf.pages[0].Resources.Font["/F1"].FontDescriptor.FontFile
        assert str(pdf.pages[0].Resources.Font["/F1"].BaseFont) == "/ArialMT"
        return FontProgram(stream.read_bytes(), int(stream.Length1), int(stream.Length2), int(stream.Length3))


def _read(program: FontProgram, folder: Path) -> T1Font:
    path = folder / "font.pfa"
    path.write_bytes(program.data)
    font = T1Font(str(path))
    font.parse()
    return font


def test_the_subset_holds_the_renamed_glyphs_with_their_outlines(tmp_path: Path) -> None:
    original = _arial()
    subset = subset_renamed(original, {"W": "g1", "two": "g2", "missing": "g3"}, {87: "g1", 7: "g2"}, "ABCDEF+ArialMT")
    assert subset.data[:subset.length1].rstrip().endswith(b"currentfile eexec")
    assert subset.data[subset.length1 + subset.length2:] == original.data[original.length1 + original.length2:]
    before, after = _read(original, tmp_path), _read(subset, tmp_path)
    assert after.font["FontName"] == "ABCDEF+ArialMT"
    assert sorted(after.font["CharStrings"].keys()) == [".notdef", "g1", "g2"]  # a glyph the font lacks is left out
    assert [(c, n) for c, n in enumerate(after.font["Encoding"]) if n != ".notdef"] == [(7, "g2"), (87, "g1")]
    for old, new in (("W", "g1"), ("two", "g2"), (".notdef", ".notdef")):
        assert after.font["CharStrings"][new].bytecode == before.font["CharStrings"][old].bytecode
    assert len(after.font["Private"]["Subrs"]) == len(before.font["Private"]["Subrs"]) == 272


def test_the_same_program_gives_the_same_bytes() -> None:
    def make() -> bytes:
        return subset_renamed(_arial(), {"A": "g1"}, {1: "g1"}, "ABCDEF+ArialMT").data
    assert make() == make()


def test_a_program_without_its_clear_part_is_refused() -> None:
    program = _arial()
    broken = FontProgram(program.data[program.length1:], 0, program.length2, program.length3)
    with pytest.raises(Type1FontError) as info:
        subset_renamed(broken, {}, {}, "X")
    assert str(info.value) == "the font program's clear part has no /FontName or /Encoding"


def test_eexec_gives_fonttools_bytes() -> None:
    # fontTools' own example (fontTools.misc.eexec.decrypt's doctest), then a real font program both ways
    assert decrypt(b"\0\0asdadads asds\265", 12321) == b"0d\nh\x15\xe8\xc4\xb2\x15\x1d\x108\x1a<6\xa1"
    program = _arial()
    cipher = program.data[program.length1:program.length1 + program.length2]
    plain = decrypt(cipher, 55665)
    assert plain == eexec.decrypt(cipher, 55665)[0]
    assert plain[4:].startswith(b"dup /Private")
    assert encrypt(plain, 55665) == eexec.encrypt(plain, 55665)[0] == cipher
