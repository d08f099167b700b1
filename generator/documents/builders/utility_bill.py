"""A monthly utility bill."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import Utility, World

TEMPLATE = "utility-bill"


def build(world: World, *, util: Utility, month: int) -> DocSpec:
    bill = util.bills[month - 1]
    return DocSpec(TEMPLATE, f"utility-bill_{util.company.slug}_{bill.billing_date:%Y-%m}.pdf",
                   {"utility": util, "company": util.company, "bill": bill, "owner": world.taxpayer,
                    "service_address": world.home},
                   {"utility": util.company.name, "customer": world.taxpayer.name},
                   f"{util.service} bill dated {bill.billing_date}")
