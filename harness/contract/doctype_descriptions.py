"""What each docType of the vocabulary is, in plain words, and what the documents a household
keeps beside them are (the decoys): one short description each.

The harvest's general typing (harness.harvest.general_type) compares the title lines of a
document that no rule's anchors typed against these descriptions with the embedding model.
A description says what the document IS (who sends it, to whom, what for), as a person would
explain it; it is not any issuer's printed title, and tests/generator/documents/test_wordings.py
checks that no held-out wording appears in it. A document whose title reads most like a
decoy stays untyped: a wrong type is worse than none.
"""

from __future__ import annotations

from typing import Final

DOC_DESCRIPTIONS: Final[dict[str, str]] = {
    "W-2": "the yearly tax form an employer gives each employee, reporting the year's pay and the taxes withheld",
    "W-2c": "a corrected version of an employer's yearly pay and withholding tax form, fixing amounts sent earlier",
    "1099-INT": "the yearly tax form a bank sends reporting the interest paid on a savings account",
    "1099-DIV": "the yearly tax form a brokerage or fund sends reporting dividends and distributions from "
                "investments",
    "1099-NEC": "the yearly tax form a client sends a freelancer or contractor reporting fees paid for work",
    "1099-R": "the yearly tax form reporting money a pension, retirement plan or annuity distributed",
    "1099-G": "the yearly tax form a state government sends reporting unemployment benefits or a tax refund",
    "1098": "the yearly tax form a lender sends reporting the mortgage interest a homeowner paid",
    "property-tax-bill": "a bill the county or town sends for the yearly tax on a house or piece of land",
    "pay-stub": "a paycheck slip listing one pay period's earnings, deductions and take-home pay",
    "bank-statement": "a monthly statement of a checking or savings account at a bank, with balances and "
                      "transactions",
    "credit-card-statement": "a monthly statement of a credit card account: purchases, the amount owed and "
                             "the minimum to pay",
    "utility-bill": "a monthly bill the electric, gas or water company sends for the service a home used",
    "insurance-declarations": "the page of an insurance policy stating who and what is covered, for which "
                              "period and at what price",
    "lease": "a rental contract between a landlord and a tenant for a home: rent, deposit and term",
    "invoice": "a bill a business sends for work done or goods sold, asking the customer to pay",
}

# Documents that are none of the types but read like one of them; a title closest to one of
# these leaves the document untyped.
DECOYS: Final[dict[str, str]] = {
    "decoy: loan bill": "a monthly mortgage statement from the company servicing the loan: this month's payment, the "
                        "loan balance and the escrow account",
    "decoy: letter": "a personal letter from an accountant or tax adviser to a client",
    "decoy: foreign slip": "a pay and tax slip from an employer in another country, such as Canada",
    "decoy: blank form": "an empty specimen marked as an example, with nothing filled in, and pages of instructions",
    "decoy: notice": "a notice that a tax form was mailed, changed or is on its way, with no amounts of its own",
    "decoy: id card": "an insurance identification card to carry in a wallet or a car",
    "decoy: receipt": "a receipt confirming a payment was received, with nothing more to pay",
    "decoy: credit report": "a credit bureau's report of a person's credit history and score",
    "decoy: quote": "a quote or estimate of what an insurance policy or a loan would cost, before anything is "
                    "bought or signed",
    "decoy: offer": "an advertising letter inviting a person to apply for a pre-approved credit card, loan or "
                    "service",
}

# The decoys whose documents print no amounts of their own (their descriptions say so): a page whose
# fields confirm a type strictly (harness.harvest.general_type.untitled_confirms) is none of them, whatever
# its title reads like ("Tax information statement" reads as a notice).
EMPTY: Final[frozenset[str]] = frozenset({"decoy: notice", "decoy: blank form"})

# More descriptions of a type or a decoy, for what its first one leaves out: the typing reads a
# title as close to a type as to the closest of its descriptions. A type that is neither a form
# nor a statement has its own name among them ("utility bill"): a short title says little more
# (the bank's, the card's and the pay stub's names are left out: "statement" alone would read
# every statement as theirs).
MORE_DESCRIPTIONS: Final[dict[str, tuple[str, ...]]] = {
    "1099-G": ("the IRS form reporting certain payments a government made: unemployment compensation or a state "
               "tax refund",),
    "credit-card-statement": ("a Visa, Mastercard, American Express or Discover card account statement",),
    "utility-bill": ("a statement for electric, natural gas, water or sewer service", "utility bill"),
    "property-tax-bill": ("a notice from the county tax collector of the real estate taxes on a parcel",
                          "property tax bill"),
    "pay-stub": ("an employee's paycheck stub or direct deposit advice",),
    "decoy: foreign slip": ("a Canadian T4 or T5 slip, or a year-end pay certificate from an employer abroad",),
    "insurance-declarations": ("the declarations of an insurance policy: the named insured, the coverages, limits, "
                               "deductibles and premium for the policy period",
                               "the declarations of a new, renewed or amended auto, home or renters insurance policy",
                               "insurance declarations"),
    "invoice": ("an invoice from a vendor or contractor for the items or services it sold", "invoice"),
    "lease": ("lease",),
}
