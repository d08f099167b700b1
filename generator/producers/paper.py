"""`a4` and `legal`: the document drawn on A4 or US legal paper instead of letter.

The layout spec is drawn again with each page's paper replaced (a turned page keeps its
orientation: letter-landscape becomes a4-landscape), its elements where they were relative to the
page's centre line and its top (the extra length of a legal sheet stays blank at the foot, as a
letter layout printed on legal paper does). Where that would put an element outside the sheet
(A4 is 17pt narrower than letter), the whole document is scaled down about the centre line and
the top by the one factor that keeps every element inside the sheet with the layout's own side
margin (at most 18pt): `scale` in documents[].producer.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from generator.documents.layout import PAGE_SIZES, LayoutSpec, Page
from generator.producers.base import Produced, ProduceInput, Producer
from generator.producers.spec_geometry import Extent, moved, spec_extent
from generator.render.pdf import render_pdf

MAX_MARGIN: Final[float] = 18.0  # the side margin kept at most (a printer's unprintable edge is smaller)


def paper_size(size: str, paper: str) -> str:
    """The name in PAGE_SIZES of page size `size` on `paper` (its orientation kept)."""
    return f"{paper}-landscape" if size.endswith("-landscape") else paper


def fit(extent: Extent, old: tuple[float, float], new: tuple[float, float]) -> tuple[float, float]:
    """(scale, dx) for a page of size `old` whose elements span `extent`, drawn on `new`: x' =
    new_w/2 + scale * (x - old_w/2), y' = scale * y; scale is 1 unless the sheet is too small."""
    (old_w, old_h), (new_w, new_h) = old, new
    margin = min(MAX_MARGIN, max(0.0, extent.left), max(0.0, old_w - extent.right), max(0.0, old_h - extent.bottom))
    limits = [1.0]
    if extent.left < old_w / 2:
        limits.append((new_w / 2 - margin) / (old_w / 2 - extent.left))
    if extent.right > old_w / 2:
        limits.append((new_w / 2 - margin) / (extent.right - old_w / 2))
    if extent.bottom > 0:
        limits.append((new_h - margin) / extent.bottom)
    scale = min(limits)
    return scale, new_w / 2 - scale * old_w / 2


def on_paper(spec: LayoutSpec, paper: str) -> tuple[LayoutSpec, float]:
    """`spec` with every page on `paper` (one scale for the whole document, the smallest any page needs)."""
    extents = [spec_extent(page) for page in spec.pages]
    fits = [fit(extent, PAGE_SIZES[page.size], PAGE_SIZES[paper_size(page.size, paper)])
            for page, extent in zip(spec.pages, extents, strict=True) if extent is not None]
    scale = min([s for s, _ in fits], default=1.0)
    pages = []
    for page in spec.pages:
        old_w = PAGE_SIZES[page.size][0]
        size = paper_size(page.size, paper)
        dx = PAGE_SIZES[size][0] / 2 - scale * old_w / 2
        pages.append(Page(size=size, elements=[moved(el, scale, dx) for el in page.elements]))
    return LayoutSpec(pages=pages), scale


def _producer(paper: str, summary: str, scale: str) -> Producer:
    def produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
        spec, scale = on_paper(doc.spec, paper)
        pdf = render_pdf(spec, doc.title)
        return Produced(pdf.data, pdf.pages, {"paper": paper, "scale": round(scale, 4)})

    return Producer(name=paper, summary=summary, produce=produce,
                    parameters={"paper": paper, "scale": scale})


A4 = _producer("a4", "the document drawn on A4 paper (595x842pt): narrower and longer than letter",
               "1, or less where the layout would not fit the narrower sheet")
LEGAL = _producer("legal", "the document drawn on US legal paper (612x1008pt), the extra length blank at the foot",
                  "1 (a letter layout fits)")
