"""The producers by name, the default mix, and the check of a `--producers` list."""

from __future__ import annotations

from typing import Final

from generator.producers.base import Producer, ProducerError
from generator.producers.fillable import FILLABLE, FLATTENED
from generator.producers.glyph_positioned import GLYPH_POSITIONED
from generator.producers.html import HTML
from generator.producers.landscape import LANDSCAPE
from generator.producers.mailing import MAILING
from generator.producers.no_unicode_map import NO_UNICODE_MAP
from generator.producers.paper import A4, LEGAL
from generator.producers.plain import PLAIN
from generator.producers.rotated import ROTATED
from generator.producers.searchable_scan import SEARCHABLE_SCAN
from harness.runtime.suggest import did_you_mean

# in the order `rag-gen producers` lists them
PRODUCERS: Final[dict[str, Producer]] = {p.name: p for p in (
    PLAIN,
    FILLABLE,
    FLATTENED,
    GLYPH_POSITIONED,
    NO_UNICODE_MAP,
    HTML,
    SEARCHABLE_SCAN,
    ROTATED,
    A4,
    LEGAL,
    LANDSCAPE,
    MAILING,
)}
PRODUCER_NAMES: Final[tuple[str, ...]] = tuple(PRODUCERS)
PLAIN_NAME: Final[str] = PLAIN.name
# reportlab alone: what every corpus was written by before producers existed; a corpus.json without
# `generator.producers` was written by it (so such a corpus keeps its bytes and verifies)
PLAIN_ONLY: Final[tuple[str, ...]] = (PLAIN_NAME,)
# what a corpus's born-digital documents are written by when --producers is not given: every producer
# (the bundled ingest meets the 90% bar on each: docs/producers.md), each document drawing one that applies to it
DEFAULT_PRODUCERS: Final[tuple[str, ...]] = PRODUCER_NAMES


def format_producers(names: list[str]) -> str:
    """`rag-gen producers`: one paragraph per producer, its parameters indented; `*` marks the default mix."""
    lines: list[str] = []
    for name in names:
        producer = PRODUCERS[name]
        mark = "*" if name in DEFAULT_PRODUCERS else " "
        lines.append(f"{mark} {name:20} {producer.summary}")
        lines += [f"    {key}: {value}" for key, value in sorted(producer.parameters.items())]
    return "\n".join(lines) + "\n"


def producers_label(names: tuple[str, ...]) -> str:
    return ",".join(names)


def parse_producers(text: str) -> tuple[str, ...]:
    """`fillable,html` -> ("fillable", "html"): known names, each once, in the order given."""
    names = tuple(part.strip() for part in text.split(","))
    if not text.strip() or any(not n for n in names):
        raise ProducerError(f"--producers: expected comma-separated producer names, got {text!r}")
    for name in names:
        if name not in PRODUCERS:
            raise ProducerError(f"--producers: unknown producer {name!r}{did_you_mean(name, PRODUCER_NAMES)}")
    if len(set(names)) != len(names):
        raise ProducerError(f"--producers: {text!r} names a producer twice")
    return names
