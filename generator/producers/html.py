"""`html`: the document laid out with HTML and CSS and printed by WeasyPrint, as a web portal's
"print to PDF" writes it (generator/producers/html_page.py: the page; web_fonts.py: its fonts).

The stylesheet's choices are drawn from the producer's rng: the page margins, a type scale,
whether boxed fields print as bordered cells (`grid`) or as a two-column table of label and
value (`list`), and whether the page keeps the layout's families or sets everything in one
sans. The text is in the engine's order (flowed rows, not reportlab's positions), in
TrueType subsets of IBM Plex with a /ToUnicode map. Same seed, same bytes: the fonts' clocks
are stripped (pdf_fonts.py).
"""

from __future__ import annotations

from typing import Final

import numpy as np
import weasyprint
from weasyprint.text.fonts import FontConfiguration

from generator.producers.base import Produced, ProduceInput, Producer, ProducerError
from generator.producers.html_page import FIELD_STYLES, TYPEFACES, WebStyle, page_html
from generator.producers.pdf_fonts import without_font_clocks
from generator.producers.web_fonts import font_versions

MARGINS: Final[tuple[float, ...]] = (0.5, 0.6, 0.75)  # inches
SCALE_RANGE: Final[tuple[float, float]] = (0.85, 1.0)
ENGINE: Final[str] = f"weasyprint {weasyprint.__version__}"


def draw_style(rng: np.random.Generator) -> WebStyle:
    return WebStyle(
        margin=MARGINS[int(rng.integers(len(MARGINS)))],
        scale=round(float(rng.uniform(*SCALE_RANGE)), 2),
        fields=FIELD_STYLES[int(rng.integers(len(FIELD_STYLES)))],
        typeface=TYPEFACES[int(rng.integers(len(TYPEFACES)))],
    )


def render_html(page: str) -> tuple[bytes, int]:
    """WeasyPrint's PDF of `page` and its page count, with the fonts' clocks stripped."""
    fonts = FontConfiguration()
    document = weasyprint.HTML(string=page).render(font_config=fonts)
    data, rewritten = without_font_clocks(document.write_pdf())
    if not rewritten:
        raise ProducerError("weasyprint embedded no font: the page's @font-face files were not loaded")
    return data, len(document.pages)


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    style = draw_style(rng)
    data, pages = render_html(page_html(doc.spec, doc.title, style))
    applied = {"engine": ENGINE, "fonts": font_versions(), "marginInches": style.margin, "scale": style.scale,
               "fields": style.fields, "typeface": style.typeface}
    return Produced(data, pages, applied)


HTML = Producer(
    name="html",
    summary="laid out with HTML/CSS and printed by WeasyPrint: flowed rows, tables as tables, IBM Plex "
            "TrueType subsets, text in the engine's order",
    produce=_produce,
    parameters={
        "marginInches": " | ".join(str(m) for m in MARGINS),
        "scale": f"{SCALE_RANGE[0]}..{SCALE_RANGE[1]} (every font size)",
        "fields": "grid (bordered cells) | list (a table of label and value)",
        "typeface": "as-designed (sans, serif, mono) | sans (one family)",
    },
)
