"""A small two-page document for the text-layer producers' tests (glyph-positioned, no-unicode-map):
boxes, a table, a paragraph flowing in three faces, one line in a TrueType face, and what it prints."""

from __future__ import annotations

from functools import cache

import numpy as np

from generator.documents.layout import BoxEl, Column, LayoutSpec, Page, ParaEl, TableEl, TextEl
from generator.render.pdf import RenderedPdf, render_pdf
from generator.render.raster import rasterize

VALUES = {"wages": "52,340.17", "ein": "84-4130073", "first": "1,713.43", "name": "Tyler Smith"}


def sample_spec(truetype: bool = True) -> LayoutSpec:
    first = [
        TextEl(kind="text", x=60, y=80, text="Form W-2 Wage and Tax Statement", size=16, font="serif-bold"),
        BoxEl(kind="box", x=60, y=110, w=200, h=30, label="1 Wages, tips, other compensation", value="52,340.17"),
        BoxEl(kind="box", x=270, y=110, w=200, h=30, label="b Employer identification number", value="84-4130073",
              font="sans"),
        TableEl(kind="table", x=60, y=160, columns=[Column(title="Date", width=80),
                                                    Column(title="Amount", width=90, align="right")],
                rows=[["01/17/2025", "1,713.43"], ["12/19/2025", "2,004.00"]]),
        TextEl(kind="text", x=60, y=260, text="Employee: Tyler Smith", font="vera" if truetype else "sans-italic"),
    ]
    second = [ParaEl(kind="para", text="Keep this statement with your records. " * 6, y=80, font="serif-italic")]
    return LayoutSpec(pages=[Page(elements=first), Page(size="a4", elements=second)])


@cache
def sample_pdf(truetype: bool = True) -> RenderedPdf:
    return render_pdf(sample_spec(truetype), "Form W-2")


def pixel_difference(before: bytes, after: bytes, dpi: int = 100) -> list[tuple[float, float]]:
    """Per page: the mean absolute difference (0..255) and the share of pixels off by more than 32."""
    out = []
    for a, b in zip(rasterize(before, dpi), rasterize(after, dpi), strict=True):
        diff = np.abs(np.asarray(a, dtype=np.int16) - np.asarray(b, dtype=np.int16)).max(axis=2)
        out.append((float(diff.mean()), float((diff > 32).mean())))
    return out
