"""Form 1099-DIV: the household's dividends from its brokerage."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "1099-div"


def build(world: World) -> DocSpec:
    d = world.dividends
    return DocSpec(TEMPLATE, f"1099-div_{d.brokerage.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": d.brokerage, "recipient": d.recipient, "div": d},
                   {"payer": d.brokerage.name, "recipient": d.recipient.name}, f"1099-DIV from {d.brokerage.name}")
