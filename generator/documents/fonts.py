"""The TrueType faces besides the renderer's Type 1 ones: Bitstream Vera (Sans, Bold,
Oblique), shipped inside reportlab (reportlab/fonts/Vera*.ttf, so its version is the
corpus's recorded reportlab version) and embedded as a subset where a page uses it.
Procedural layouts of the unseen split draw it (generator/documents/procedural/grammar.py);
no curated family and no seen layout prints it.
"""

from __future__ import annotations

import os
from functools import cache

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

TTF_FILES = {"vera": "Vera.ttf", "vera-bold": "VeraBd.ttf", "vera-italic": "VeraIt.ttf"}


@cache
def truetype_names() -> dict[str, str]:
    """Register the TrueType faces once per process; layout font -> reportlab font name."""
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    out = {}
    for key, file in TTF_FILES.items():
        name = f"rg-{key}"
        pdfmetrics.registerFont(TTFont(name, os.path.join(folder, file)))
        out[key] = name
    return out
