"""Write a born-digital document with its producer: the bridge between the plan and the producers."""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from generator.documents.layout import LayoutSpec
from generator.documents.plan import PlannedDocument
from generator.producers.base import Produced, ProduceInput
from generator.producers.registry import PRODUCERS

PURPOSE_PRODUCE: Final[int] = 4201


def write_produced(doc: PlannedDocument, spec: LayoutSpec, pdf: bytes, pages: int) -> tuple[Produced, dict[str, Any]]:
    """The file its producer writes from reportlab's `pdf`, and the record for documents[].producer:
    the producer's name and everything it applied. The producer's RNG comes from (seed, document
    index, PURPOSE_PRODUCE)."""
    request = doc.producer or {}
    name, seed = str(request["name"]), int(request["seed"])
    producer = PRODUCERS[name]
    rng = np.random.default_rng([seed, doc.index, PURPOSE_PRODUCE])
    produced = producer.produce(ProduceInput(pdf, pages, spec, doc.title, dict(doc.printed)), rng)
    return produced, {"name": name, **produced.applied}
