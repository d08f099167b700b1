"""Form 1099-NEC: a client's payments for contract work."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "1099-nec"


def build(world: World) -> DocSpec:
    c = world.contract
    return DocSpec(TEMPLATE, f"1099-nec_{c.client.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": c.client, "recipient": c.recipient, "contract": c},
                   {"payer": c.client.name, "recipient": c.recipient.name}, f"1099-NEC from {c.client.name}")
