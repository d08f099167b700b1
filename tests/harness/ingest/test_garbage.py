"""The garbage test of a text layer: each rule on plain text, exact reasons."""

from __future__ import annotations

import random
import string

from harness.ingest.garbage import COMMON_PAIRS, garbled, pair_share

FORM = ("Form W-2 Wage and Tax Statement 2025\n1 Wages, tips, other compensation 52,340.17\n"
        "2 Federal income tax withheld 6,120.00\nb Employer identification number (EIN) 12-3456789\n"
        "Employer's name, address, and ZIP code: Acme Tools LLC, 12 Elm Street, Springfield, IL 62704")


def _substituted(text: str, seed: int) -> str:
    letters = string.ascii_lowercase
    shuffled = list(letters)
    random.Random(seed).shuffle(shuffled)
    table = str.maketrans(letters + letters.upper(), "".join(shuffled) + "".join(shuffled).upper())
    return text.translate(table)


def test_a_form_reads_as_text() -> None:
    assert garbled(FORM) is None
    assert round(pair_share(FORM) or 0, 3) == 0.693


def test_the_table_holds_a_hundred_pairs() -> None:
    assert len(COMMON_PAIRS) == 100 and all(len(p) == 2 and p.isalpha() for p in COMMON_PAIRS)


def test_private_use_characters_are_unmapped() -> None:
    text = "".join(chr(0xE000 + ord(c)) if c.isalnum() else c for c in FORM)
    assert garbled(text) == ("206 of 223 characters are control, private-use, unassigned or replacement "
                             "characters (a font without a Unicode map)")


def test_control_and_replacement_characters_are_unmapped() -> None:
    text = FORM[:150] + "\x01\x02\x03\ufffd\ufffd\x07" * 2
    assert garbled(text) == ("12 of 140 characters are control, private-use, unassigned or replacement "
                             "characters (a font without a Unicode map)")


def test_a_few_odd_characters_are_not_garbage() -> None:
    assert garbled(FORM + " \ufffd") is None  # one unmappable glyph among 235 characters


def test_codes_read_as_punctuation_are_symbols() -> None:  # a run of one mark counts once: 217, not 234
    text = "".join("!#$%&*+"[ord(c) % 7] if c.isalpha() else c for c in FORM)
    assert garbled(text) == "only 36 of 217 characters are letters or digits"


def test_leaders_count_once() -> None:
    text = "Payer TIN: " + "." * 200 + " 47-7464917\nAccount no.: " + "." * 200 + " 2565132852"
    assert garbled(text) is None


def test_substituted_letters_are_garbage() -> None:
    text = _substituted(FORM, seed=3)
    assert text.startswith("Fwcd E-2 Egvb")
    assert garbled(text) == ("only 7 of 137 letter pairs are common in English "
                             "(letters that stand for others: a scrambled encoding or a font without a Unicode map)")


def test_too_little_text_is_not_judged() -> None:
    assert garbled("\ue001\ue002\ue003") is None
    assert garbled(_substituted("Wages tips", seed=3)) is None  # fewer than 40 letter pairs


def test_codes_read_as_accented_letters_are_garbage_and_french_or_german_prose_is_not() -> None:
    # the text layer of a generated no-unicode-map page: its codes read as Latin-1 letters
    codes = ("VõuÙÁ2ÙS¯*VN2¯S®2u*ú*ubÙ*¨*¹2¨i*Éb¯D®2uÙ\nö¯ÍP]q¬ú-6Yíùúëü¼ííüú6óó¼íëëùú®ºüvúÞ¼úüÞK-ùúëü6üíúÞ¼ú\n"
             "âºüvúÞ¼úüÞK-ùúëü6üíúÞ¼úr¼Þwº-®íùú®Þç-ü¼vùú6-óú÷CöúÞ¼újÞ¼íºû-úrÞëü6Jú®Þóí")
    assert garbled(codes) == ("only 0 of 68 letter pairs are common in English "
                              "(letters that stand for others: a scrambled encoding or a font without a Unicode map)")
    assert garbled("Le contribuable déclare les revenus de son foyer fiscal et les charges déductibles pour "
                   "l'année. Les montants sont exprimés en euros, à reporter sur la déclaration.") is None
    assert garbled("Der Arbeitgeber bescheinigt die Lohnsteuer für das Kalenderjahr. Die Beträge sind in Euro "
                   "angegeben und müssen in der Steuererklärung übernommen werden.") is None
