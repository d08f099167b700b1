"""A small hand-made document the producers' tests write: a title, a label and its value on one
line, two boxes, a table, prose and a checkbox; and its printed values."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

from generator.documents.layout import ELEMENT_HELPERS, LayoutSpec, parse_layout
from generator.producers.base import ProduceInput
from generator.render.pdf import render_pdf

H = ELEMENT_HELPERS
ROOT = Path(__file__).resolve().parents[3]
LINES = [
    H["page"](),
    H["text"](306, 66, "Form 1099-DIV", size=14, font="serif-bold", align="center"),
    H["text"](60, 100, "Box 1a Total ordinary dividends", size=10, font="serif"),
    H["text"](552, 100, "$5183.48", size=10, font="mono-bold", align="right"),
    H["box"](54, 120, 250, 30, label="Payer's TIN", value="69-7128938"),
    H["box"](304, 120, 250, 30, label="Recipient's name", value="Tyler Smith <& Co>"),
    H["table"](54, 170, [["Date", 100], ["Amount", 150, "right"]], [["15-DEC", "$1.00"]]),
    H["para"]("Copy B for the recipient.", x=54, w=500, y=220),
    H["checkbox"](54, 250, "CORRECTED", checked=True),
]
VALUES = {"payer_tin": "69-7128938", "recipient_name": "Tyler Smith <& Co>", "box1a": "$5183.48"}


def specimen(lines: list[str] = LINES) -> LayoutSpec:
    return parse_layout("\n".join(lines), "test")


def produce_input(spec: LayoutSpec | None = None, title: str = "Specimen") -> ProduceInput:
    spec = spec or specimen()
    pdf = render_pdf(spec, title)
    return ProduceInput(pdf.data, pdf.pages, spec, title, dict(VALUES))


CHILD = """
import hashlib, numpy as np
from generator.producers.registry import PRODUCERS
from tests.generator.producers.layouts import produce_input
print(hashlib.sha256(PRODUCERS[{name!r}].produce(produce_input(), np.random.default_rng({seed})).data).hexdigest())
"""


def sha_in_another_process(name: str, seed: int) -> str:
    """The SHA-256 of the specimen as producer `name` writes it with default_rng(seed), in a fresh interpreter."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", CHILD.format(name=name, seed=seed)], capture_output=True,
                         text=True, check=True, cwd=ROOT, env=env)
    return out.stdout.strip()


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
