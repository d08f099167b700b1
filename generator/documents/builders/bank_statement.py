"""A monthly bank statement: its balances and its ledger of transactions (the table rows)."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import Account, World

TEMPLATE = "bank-statement"


def build(world: World, *, account: Account, month: int) -> DocSpec:
    st = account.statements[month - 1]
    return DocSpec(TEMPLATE, f"bank-statement_{account.bank.slug}_{world.year}-{month:02d}.pdf",
                   {"year": world.year, "bank": account.bank, "account": account, "st": st,
                    "owner": world.taxpayer, "owners": world.household_name},
                   {"bank": account.bank.name, "owner": world.taxpayer.name},
                   f"{account.kind} statement, {st.start} to {st.end}",
                   rows=tuple((t.date, t.description, t.amount) for t in st.transactions))
