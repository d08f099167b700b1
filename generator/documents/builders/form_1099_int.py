"""Form 1099-INT: a bank account's interest for the year."""

from __future__ import annotations

from decimal import Decimal

from generator.documents.builders.spec import DocSpec
from generator.world import Account, World

TEMPLATE = "1099-int"


def build(world: World, *, account: Account, corrected: bool = False, superseded: bool = False) -> DocSpec:
    """A 1099-INT. The original that a corrected form supersedes left out December's interest
    credit; the corrected form (and every other 1099-INT) reports all twelve months."""
    y = world.year
    base = f"1099-int_{account.bank.slug}_{y}"
    total = account.annual_interest
    reported = total - account.statements[-1].interest if superseded else total
    facts = {"year": y, "payer": account.bank, "recipient": world.taxpayer, "co_owner": world.spouse,
             "account": account, "interest": reported, "withheld": Decimal("0.00"), "corrected": corrected,
             "early_withdrawal": Decimal("0.00")}
    entities = {"payer": account.bank.name, "recipient": world.taxpayer.name}
    if corrected:
        return DocSpec(TEMPLATE, f"{base}_corrected.pdf", facts, entities,
                       f"CORRECTED 1099-INT from {account.bank.name}: includes December interest",
                       supersedes=f"{base}.pdf")
    return DocSpec(TEMPLATE, f"{base}.pdf", facts, entities, f"1099-INT from {account.bank.name}")
