"""The seeded world: one synthetic household's tax year, derived only from (seed, year).

Everything a document shows comes from here, so amounts agree across documents:
W-2 box 1 is the last pay stub's year-to-date gross less its pre-tax deductions; a
1099-INT's interest is the sum of that account's monthly interest lines; the 1098's
mortgage interest is the sum of the mortgage statements' interest. Money is `Decimal`
rounded to cents. Every draw comes from `rng_for(seed, <entity>, <purpose>)` or a Faker
instance seeded the same way; nothing reads the clock.
"""

from generator.world.banking import (
    Account,
    CardPurchase,
    CardStatement,
    CreditCard,
    MonthStatement,
    Transaction,
)
from generator.world.entities import Address, Institution, Person, slugify
from generator.world.home import Lease, Mortgage, MortgageMonth, Policy, PropertyTax, Utility, UtilityBill
from generator.world.household import World, build_world
from generator.world.income import (
    Contract,
    Distribution,
    Dividends,
    ForeignWages,
    Invoice,
    InvoiceLine,
    build_invoices,
)
from generator.world.payroll import Job, PayPeriod

__all__ = [
    "Account", "Address", "CardPurchase", "CardStatement", "Contract", "CreditCard", "Distribution", "Dividends",
    "ForeignWages", "Institution", "Invoice", "InvoiceLine", "Job", "Lease", "MonthStatement", "Mortgage",
    "MortgageMonth", "PayPeriod", "Person", "Policy", "PropertyTax", "Transaction", "Utility", "UtilityBill", "World",
    "build_invoices", "build_world", "slugify",
]
