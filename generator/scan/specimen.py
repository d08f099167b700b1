"""Specimen pages with known form values, to measure what a scan profile does to OCR.

A reportlab page (invariant=1, Vera fonts shipped inside reportlab) laid out like a
tax form: labelled boxes holding names, ids, dates and amounts drawn from a seeded
generator. Used by the tests and benchmarks of the scan simulator, independent of the
corpus templates.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from pathlib import Path

import numpy as np

from harness.contract.shapes import money_shapes

_FIRST = ("Avery", "Jordan", "Morgan", "Casey", "Riley", "Quinn", "Harper", "Rowan", "Emerson", "Sawyer")
_LAST = ("Whitfield", "Okafor", "Lindqvist", "Marchetti", "Delacroix", "Brennan", "Nakamura", "Castellano")
_FIRMS = ("Northwind Tooling LLC", "Bluefin Analytics Inc", "Granite Ridge Credit Union", "Harbor Lane Mutual")


@dataclass(frozen=True)
class SpecimenValue:
    """One value printed on a specimen page: its label, the printed text, the probe's
    normalized `expected` and the other shapes that count (`accept`)."""

    label: str
    printed: str
    expected: str
    accept: tuple[str, ...]


@cache
def _register_fonts() -> None:
    import reportlab
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    fonts = Path(reportlab.__file__).parent / "fonts"
    pdfmetrics.registerFont(TTFont("Vera", str(fonts / "Vera.ttf")))
    pdfmetrics.registerFont(TTFont("VeraBd", str(fonts / "VeraBd.ttf")))


def specimen_values(seed: int, page: int, count: int = 16) -> list[SpecimenValue]:
    rng = np.random.default_rng([seed, page, 4190])
    out = []
    for k in range(count):
        kind = k % 4
        if kind in (0, 2):
            cents = int(rng.integers(10_000, 9_999_999))
            expected = f"{cents // 100}.{cents % 100:02d}"
            shapes = money_shapes(Decimal(expected))[1:]  # all but the plain form: 52,340.17 first
            out.append(SpecimenValue(f"Box {k + 1} amount", shapes[0], expected, tuple(shapes)))
        elif kind == 1:
            name = f"{_FIRST[int(rng.integers(len(_FIRST)))]} {_LAST[int(rng.integers(len(_LAST)))]}"
            if k % 8 == 5:
                name = _FIRMS[int(rng.integers(len(_FIRMS)))]
            out.append(SpecimenValue(f"Box {k + 1} name", name, name, ()))
        else:
            if k % 8 == 3:
                text = f"{int(rng.integers(10, 99))}-{int(rng.integers(1_000_000, 9_999_999))}"
            else:
                text = f"2025-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d}"
            out.append(SpecimenValue(f"Box {k + 1} reference", text, text, ()))
    return out


def specimen_pdf(seed: int, pages: int = 1, value_pt: float = 10.0) -> tuple[bytes, list[list[SpecimenValue]]]:
    """A letter-size PDF of `pages` specimen forms and the values printed on each page."""
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    _register_fonts()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter, invariant=1)
    width, height = letter
    all_values = []
    for page in range(pages):
        values = specimen_values(seed, page)
        all_values.append(values)
        c.setFont("VeraBd", 14)
        c.drawString(54, height - 60, f"Form SPEC-{seed % 1000:03d}  Statement of Payments  (page {page + 1})")
        c.setFont("Vera", 8)
        c.drawString(54, height - 76,
                     "SYNTHETIC SPECIMEN - not a real tax document. All names and amounts are invented.")
        box_w, box_h = (width - 108) / 2, 46
        for k, value in enumerate(values):
            col, row = k % 2, k // 2
            x = 54 + col * box_w
            y = height - 110 - (row + 1) * box_h
            c.setLineWidth(0.6)
            c.rect(x, y, box_w, box_h)
            c.setFont("Vera", 7)
            c.drawString(x + 5, y + box_h - 11, value.label)
            c.setFont("Vera", value_pt)
            c.drawString(x + 8, y + 10, value.printed)
        c.setFont("Vera", 8)
        c.drawString(54, 90, "Keep this statement for your records. Amounts are in US dollars.")
        c.showPage()
    c.save()
    return buf.getvalue(), all_values
