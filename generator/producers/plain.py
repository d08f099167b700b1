"""`reportlab`: the document as reportlab drew it, a clean text layer in reading order."""

from __future__ import annotations

import numpy as np

from generator.producers.base import Produced, ProduceInput, Producer


def _as_drawn(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    return Produced(doc.pdf, doc.pages)


PLAIN = Producer(
    name="reportlab",
    summary="as reportlab draws it: embedded Type 1 fonts, one text run per line, text in reading order",
    produce=_as_drawn,
)
