"""What the text-layer producers share: a font's space codes and widths, and the same bytes in
another process (pikepdf and fontTools keep no state that reaches the output)."""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import numpy as np
import pikepdf

from generator.producers.base import ProduceInput
from generator.producers.glyph_positioned import GLYPH_POSITIONED
from generator.producers.no_unicode_map import NO_UNICODE_MAP
from generator.producers.text_layer import glyph_widths, page_fonts, space_codes
from tests.generator.producers.text_sample import sample_pdf, sample_spec

ROOT = Path(__file__).resolve().parents[3]
_DIGESTS = """
import hashlib, numpy as np
from generator.producers.base import ProduceInput
from generator.producers.glyph_positioned import GLYPH_POSITIONED
from generator.producers.no_unicode_map import NO_UNICODE_MAP
from tests.generator.producers.text_sample import sample_pdf, sample_spec
for producer in (GLYPH_POSITIONED, NO_UNICODE_MAP):
    r = sample_pdf(truetype=False)
    out = producer.produce(ProduceInput(r.data, r.pages, sample_spec(False), "Form W-2"), np.random.default_rng(5))
    print(hashlib.sha256(out.data).hexdigest())
"""


def test_space_codes_and_widths_of_a_type1_and_a_truetype_font() -> None:
    with pikepdf.open(io.BytesIO(sample_pdf(truetype=True).data)) as pdf:
        fonts = page_fonts(pdf.pages[0])
        assert sorted(fonts) == ["/F1", "/F2", "/F3", "/F4", "/F5+0", "/F6"]
        assert str(fonts["/F1"].BaseFont) == "/ArialMT" and str(fonts["/F5+0"].Subtype) == "/TrueType"
        assert space_codes(fonts["/F1"]) == space_codes(fonts["/F5+0"]) == frozenset({32})
        arial, vera = glyph_widths(fonts["/F1"]), glyph_widths(fonts["/F5+0"])
    assert (arial[32], arial[ord("W")], arial[0]) == (Decimal(278), Decimal(944), Decimal(0))
    # 200 is past the subset's /LastChar: its /MissingWidth
    assert (vera[32], vera[ord("W")], vera[200]) == (Decimal("317.8711"), Decimal("988.7695"), Decimal("600.0977"))


def test_the_same_bytes_in_another_process() -> None:
    here = []
    for producer in (GLYPH_POSITIONED, NO_UNICODE_MAP):
        r = sample_pdf(truetype=False)
        out = producer.produce(ProduceInput(r.data, r.pages, sample_spec(False), "Form W-2"), np.random.default_rng(5))
        here.append(hashlib.sha256(out.data).hexdigest())
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", _DIGESTS], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=True)
    assert done.stdout.split() == here
