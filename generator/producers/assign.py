"""Which producer writes each born-digital document of a corpus: pure and seeded.

Each born-digital document draws one of the chosen producers that applies to its layout
(`Producer.applies`), from (seed, document index, PURPOSE_PRODUCER); a document none of them
applies to is written by `reportlab`. The choice is a request in `PlannedDocument.producer`
(`{"name", "seed"}`); rendering replaces it with what the producer applied
(generator/producers/write.py). `reportlab` is recorded as no request at all, so a corpus
written by reportlab alone keeps the bytes it had before producers existed.
"""

from __future__ import annotations

import dataclasses
from typing import Final

import numpy as np

from generator.documents.plan import BORN_DIGITAL, PlannedDocument
from generator.documents.templates import Template
from generator.producers.registry import DEFAULT_PRODUCERS, PLAIN_NAME, PRODUCERS, parse_producers, producers_label

PURPOSE_PRODUCER: Final[int] = 4200


def choose_producer(names: tuple[str, ...], applicable: tuple[str, ...], seed: int, index: int) -> str:
    """One of `names` that is in `applicable`, drawn from (seed, index); `reportlab` when none is."""
    pool = [n for n in names if n in applicable]
    if not pool:
        return PLAIN_NAME
    draw = float(np.random.default_rng([seed, index, PURPOSE_PRODUCER]).random())
    return pool[min(int(draw * len(pool)), len(pool) - 1)]


def apply_producers(docs: list[PlannedDocument], templates: dict[str, Template], seed: int,
                    names: tuple[str, ...] = DEFAULT_PRODUCERS) -> list[PlannedDocument]:
    """The plan with each born-digital document's producer chosen (new objects; `docs` is left as it was)."""
    parse_producers(producers_label(names))  # the same check and message as the command line's
    out: list[PlannedDocument] = []
    for doc in docs:
        if doc.rendering != BORN_DIGITAL or names == (PLAIN_NAME,):
            out.append(dataclasses.replace(doc))
            continue
        spec = doc.layout_spec(templates[doc.template])
        applicable = tuple(n for n in names if PRODUCERS[n].applies(spec))
        name = choose_producer(names, applicable, seed, doc.index)
        request = None if name == PLAIN_NAME else {"name": name, "seed": seed}
        out.append(dataclasses.replace(doc, producer=request))
    return out
