"""Procedural issuer layouts (issue 26 item 1): a grammar of blocks composes a document's
page from an explicit rng. Opt-in only; the corpus's default layouts are the curated families."""

from generator.documents.procedural.synth import (
    PREFIX,
    ProceduralLayout,
    layout_id,
    layout_rng,
    procedural_layout,
)

__all__ = ["PREFIX", "ProceduralLayout", "layout_id", "layout_rng", "procedural_layout"]
