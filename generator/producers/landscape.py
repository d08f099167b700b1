"""`landscape`: the document's pages placed on landscape sheets, as "print landscape" does.

Each portrait page becomes a Form XObject drawn on a sheet wider than tall (letter or A4 turned),
scaled to fit inside a 12pt margin and centred ("fit": one page a sheet, 0.72 to 0.74 of its size),
or two pages side by side ("2-up", drawn only for a document of two pages or more: 0.62 to 0.66 of
their size, the last sheet half empty when the count is odd). The text stays text: a reader gets
each page's text from its XObject, smaller.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import pikepdf

from generator.documents.layout import PAGE_SIZES
from generator.producers.base import Produced, ProduceInput, Producer
from generator.producers.sheets import copy_docinfo, new_sheet, open_pdf, place, save_pdf

SHEETS: Final[tuple[str, ...]] = ("letter", "a4")
LAYOUTS: Final[tuple[str, ...]] = ("fit", "2-up")
MARGIN: Final[float] = 12.0


def boxes(layout: str, width: float, height: float) -> list[tuple[float, float, float, float]]:
    """Where the pages go on one sheet of `width` x `height`: one box ("fit") or two ("2-up")."""
    if layout == "fit":
        return [(MARGIN, MARGIN, width - MARGIN, height - MARGIN)]
    half = width / 2
    return [(MARGIN, MARGIN, half - MARGIN / 2, height - MARGIN), (half + MARGIN / 2, MARGIN, width - MARGIN,
                                                                      height - MARGIN)]


def on_landscape(data: bytes, sheet: str, layout: str) -> tuple[bytes, int, float]:
    """reportlab's `data` placed on `sheet`-landscape sheets: the bytes, the sheet count and the
    smallest scale a page was drawn at."""
    source = open_pdf(data)
    out = pikepdf.new()
    width, height = PAGE_SIZES[f"{sheet}-landscape"]
    per_sheet = boxes(layout, width, height)
    scales = []
    for start in range(0, len(source.pages), len(per_sheet)):
        page = new_sheet(out, width, height)
        for slot, number in enumerate(range(start, min(start + len(per_sheet), len(source.pages)))):
            scales.append(place(out, page, source.pages[number], per_sheet[slot], f"Page{number + 1}"))
    copy_docinfo(source, out)
    return save_pdf(out), len(out.pages), min(scales)


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    sheet = SHEETS[int(rng.integers(len(SHEETS)))]
    layout = LAYOUTS[int(rng.integers(len(LAYOUTS)))] if doc.pages >= 2 else "fit"
    data, pages, scale = on_landscape(doc.pdf, sheet, layout)
    return Produced(data, pages, {"sheet": f"{sheet}-landscape", "layout": layout, "scale": round(scale, 4)})


LANDSCAPE = Producer(
    name="landscape",
    summary="the pages placed on landscape sheets as \"print landscape\" does: one a sheet scaled to fit, or "
            "two side by side",
    produce=_produce,
    parameters={"sheet": "letter-landscape or a4-landscape",
                "layout": "fit (one page a sheet) or 2-up (two pages a sheet; documents of two pages or more)",
                "scale": "the pages' scale on the sheet (0.72 to 0.74 fit, 0.62 to 0.66 2-up)"},
)
