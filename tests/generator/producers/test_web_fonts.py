"""The `html` producer's fonts: files the pinned IBM Plex packages ship, covering all that a layout prints."""

from __future__ import annotations

from fontTools.ttLib import TTFont

from generator.producers.web_fonts import FACES, face_path, font_versions

# every character reportlab's WinAnsi fonts can draw (generator/render/pdf.py refuses the others)
WIN_ANSI = [bytes([b]).decode("cp1252") for b in range(32, 256) if b not in (127, 129, 141, 143, 144, 157)]


def test_every_face_draws_every_character_a_layout_can_print() -> None:
    # a character missing from a face would send the engine to the system's fonts (fontconfig)
    missing = {face.file: [c for c in WIN_ANSI if ord(c) not in TTFont(face_path(face)).getBestCmap()]
               for face in FACES}
    assert missing == {face.file: [] for face in FACES}


def test_the_fonts_are_recorded_by_package_and_version() -> None:
    assert font_versions() == {"Plex Sans": "fontpkg-ibm-plex-sans 3.201", "Plex Serif": "fontpkg-ibm-plex-serif 2.006",
                               "Plex Mono": "fontpkg-ibm-plex-mono 2.3"}
