"""A monthly credit card statement: its balances and its charges and credits (the table rows)."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "credit-card-statement"


def build(world: World, *, month: int) -> DocSpec:
    card = world.card
    st = card.statements[month]
    return DocSpec(TEMPLATE,
                   f"credit-card-statement_{card.issuer.slug}_{st.closing_date:%Y-%m}.pdf",
                   {"card": card, "issuer": card.issuer, "st": st, "owner": world.taxpayer},
                   {"issuer": card.issuer.name, "owner": world.taxpayer.name},
                   f"Credit card statement closing {st.closing_date}", rows=tuple(st.rows))
