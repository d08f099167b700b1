"""What a producer is: the software that wrote a born-digital PDF, as a seeded post-process.

Every born-digital document is first drawn by reportlab (generator/render/pdf.py) into a clean
text layer in reading order. A producer then writes the file the way other software would (a
fillable form, an HTML engine's output, a text layer without a Unicode map, a rotated page...),
from that PDF and the layout spec it was drawn from, drawing every choice from the
`numpy.random.Generator` it is given. What it applied is recorded in `documents[].producer`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from generator.documents.layout import LayoutSpec
from harness.runtime.errors import RagError


class ProducerError(RagError):
    """An unknown producer name, or a producer that cannot write a document."""


@dataclass(frozen=True)
class ProduceInput:
    """What a producer writes a document from."""

    pdf: bytes  # the document as reportlab drew it
    pages: int
    spec: LayoutSpec  # the layout the PDF was drawn from (boxes, texts, tables, pages)
    title: str
    values: dict[str, str] = field(default_factory=dict)  # field -> its value as printed (the ground truth)


@dataclass(frozen=True)
class Produced:
    """A producer's output: the file's bytes, its page count and the parameters it applied."""

    data: bytes
    pages: int
    applied: dict[str, Any] = field(default_factory=dict)  # recorded in documents[].producer beside the name


@dataclass(frozen=True)
class Producer:
    """A way software writes a born-digital PDF.

    `parameters` names each parameter the producer draws and its range or choices (what
    `rag-gen producers` lists); `applies` says whether a planned document can be written this
    way (a fillable form needs boxed values); `produce` writes it.
    """

    name: str
    summary: str
    produce: Callable[[ProduceInput, np.random.Generator], Produced]
    parameters: dict[str, str] = field(default_factory=dict)
    applies: Callable[[LayoutSpec], bool] = lambda spec: True

    def describe(self) -> dict[str, Any]:
        """The producer as JSON-ready data: what `rag-gen producers --json` prints."""
        return {"name": self.name, "summary": self.summary, "parameters": dict(sorted(self.parameters.items()))}
