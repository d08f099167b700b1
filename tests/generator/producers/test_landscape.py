"""`landscape`: pages placed on sheets wider than tall (fit, 2-up), their text still there; the
same bytes in another process (pikepdf's own overlay names its XObjects at random)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from generator.documents.layout import LayoutSpec, Page, TextEl
from generator.producers.landscape import LANDSCAPE, on_landscape
from generator.producers.registry import PRODUCERS
from generator.producers.sheets import open_pdf
from generator.render.pdf import render_pdf
from tests.generator.producers.geometry_docs import missing_values, page_texts, produce_input

ROOT = Path(__file__).resolve().parents[3]


def _pages(count: int) -> bytes:
    spec = LayoutSpec(pages=[Page(size="letter", elements=[TextEl(kind="text", x=72, y=100, text=f"PART {n}")])
                             for n in range(1, count + 1)])
    return render_pdf(spec, "parts").data


def test_fit_puts_each_page_on_its_own_landscape_sheet() -> None:
    doc = produce_input("w2")
    data, sheets, scale = on_landscape(doc.pdf, "letter", "fit")
    pdf = open_pdf(data)
    assert sheets == 1 and [[float(v) for v in p.MediaBox] for p in pdf.pages] == [[0, 0, 792, 612]]
    assert scale == (612 - 24) / 792
    assert list(pdf.pages[0].Resources.XObject.keys()) == ["/Page1"]
    assert missing_values(page_texts(data)[0], doc.values) == []
    assert str(pdf.docinfo["/Title"]) == "Form W-2 Wage and Tax Statement"


def test_two_up_puts_two_pages_side_by_side() -> None:
    data, sheets, scale = on_landscape(_pages(3), "a4", "2-up")
    pdf = open_pdf(data)
    assert sheets == 2
    assert [[float(v) for v in p.MediaBox] for p in pdf.pages] == [[0, 0, 841.89, 595.28]] * 2
    assert scale == (841.89 / 2 - 18) / 612
    texts = page_texts(data)
    assert "PART 1" in texts[0] and "PART 2" in texts[0] and texts[0].index("PART 1") < texts[0].index("PART 2")
    assert "PART 3" in texts[1] and "PART 1" not in texts[1]


def test_the_producer_draws_fit_for_a_one_page_document() -> None:
    doc = produce_input("w2")
    drawn = {json.dumps(LANDSCAPE.produce(doc, np.random.default_rng([42, i, 4201])).applied, sort_keys=True)
             for i in range(8)}
    assert drawn == {'{"layout": "fit", "scale": 0.7213, "sheet": "a4-landscape"}',
                     '{"layout": "fit", "scale": 0.7424, "sheet": "letter-landscape"}'}


_SCRIPT = """
import hashlib, numpy as np, sys
from generator.producers.registry import PRODUCERS
from tests.generator.producers.geometry_docs import produce_input
for name in sys.argv[1:]:
    produced = PRODUCERS[name].produce(produce_input("pay-stub"), np.random.default_rng([42, 3, 4201]))
    print(name, hashlib.sha256(produced.data).hexdigest())
"""

GEOMETRY = ("rotated", "a4", "legal", "landscape", "mailing")


def test_every_geometry_producer_writes_the_same_bytes_in_another_process() -> None:
    doc = produce_input("pay-stub")
    written = {name: PRODUCERS[name].produce(doc, np.random.default_rng([42, 3, 4201])).data for name in GEOMETRY}
    here = [f"{name} {hashlib.sha256(data).hexdigest()}" for name, data in written.items()]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", _SCRIPT, *GEOMETRY], capture_output=True, text=True, env=env,
                         cwd=ROOT, check=True)
    assert out.stdout.splitlines() == here
