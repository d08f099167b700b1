"""The yardsticks the harvest is developed on never draw a held-out font.

generator/documents/fonts.py names the TrueType faces only procedural layouts of the `unseen`
split draw. A gallery or a catalogue under tests/support/ (`*_gallery.py`, `*_catalogue.py`: what
the harvest is developed and measured on) that drew one would let the harvest be tuned on the
held-out fonts' text layer (their spacing, their glyph names). The ingest's own test images
(ingest_helpers.py) are no yardstick of the harvest. The failure names the
yardstick's file, never the font (so a reader of the failure learns nothing held out)."""

from __future__ import annotations

from pathlib import Path

from generator.documents.fonts import TTF_FILES

SUPPORT = Path(__file__).resolve().parents[2] / "support"


def _draws(text: str, file: str) -> bool:
    stem = file.rsplit(".", 1)[0]
    return file.casefold() in text.casefold() or f'"{stem}' .casefold() in text.casefold()


def test_no_yardstick_draws_a_held_out_font() -> None:
    yardsticks = sorted([*SUPPORT.glob("*_gallery.py"), *SUPPORT.glob("*_catalogue.py")])
    assert any(p.name == "block_gallery.py" for p in yardsticks)
    drawing = [p.name for p in yardsticks
               if any(_draws(p.read_text(encoding="utf-8"), f) for f in TTF_FILES.values())]
    assert drawing == []


def test_the_font_check_finds_a_face_named_by_its_file_or_its_stem() -> None:
    file = next(iter(TTF_FILES.values()))
    stem = file.rsplit(".", 1)[0]
    assert _draws(f'TTFont("x", "fonts/{file}")', file)
    assert _draws(f'FACES = ("{stem}", "Courier")', file)
    assert not _draws('FACES = ("Helvetica", "Courier")', file)
