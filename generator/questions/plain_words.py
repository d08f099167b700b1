"""Fields in people's words: what someone who never read the form's label would call a value.

`PLAIN` holds, for each field a question may ask, noun phrases that avoid every label the
field is printed with (no label of any template's vocabulary has all its content words in
them: tests/test_wording.py checks it), so a pipeline cannot find the value by matching the
question's words to the label. `ASK` holds whole questions for the fields people ask about
most, with slots: {doc} (the document, in any of its descriptions), {issuer}, {year},
{who}/{whose}/{whom} (the person the document is about: "I", "my spouse", "Tyler").
The form's own words stay in draft.py (FIELD_PHRASES and the rest); a question draws from
both (`field_phrase`).
"""

from __future__ import annotations

from random import Random

from generator.questions.draft import DATE_PHRASES, MONEY_PHRASES, PRINTED_DATE_PHRASES, TYPE_DATE_PHRASES
from generator.questions.voice import PREFER_PLAIN

PLAIN_MONEY: dict[str, tuple[str, ...]] = {
    # W-2 and W-2c
    "box1_wages": ("the taxable wages", "the pay that counts for federal income tax",
                   "the earnings left after pre-tax deductions", "the wages reported to the IRS for income tax"),
    "box2_federal_tax_withheld": ("the federal tax taken out of the pay", "how much went to the IRS from the paychecks",
                                  "the federal tax the employer kept back", "the federal withholding"),
    "box3_social_security_wages": ("the pay counted for Social Security", "the earnings subject to Social Security",
                                   "the earnings Social Security tax was figured on", "the Social Security base pay"),
    "box4_social_security_tax": ("the Social Security taken out of the pay", "the Social Security payroll deduction",
                                 "the Social Security contribution from the paychecks", "the OASDI deducted"),
    "box5_medicare_wages": ("the pay counted for Medicare", "the earnings subject to Medicare",
                            "the wages Medicare was figured on", "the Medicare base pay"),
    "box6_medicare_tax": ("the Medicare taken out of the pay", "the Medicare payroll deduction",
                          "the Medicare contribution from the paychecks", "the Medicare deducted over the year"),
    "box16_state_wages": ("the pay counted for state income tax", "the earnings the state taxes",
                          "the state taxable pay", "the pay reported to the state"),
    "box17_state_income_tax": ("the state tax taken out of the pay", "how much went to the state from the paychecks",
                               "the state withholding", "the state tax the employer kept back"),
    "box12b_code_dd": ("what the employer's health plan cost", "the cost of the employer health coverage",
                       "the value of the health insurance the employer provided", "the health plan cost reported"),
    # 1099s
    "box1_interest_income": ("the interest earned", "how much the account paid out in interest",
                             "what the savings earned", "the interest the bank paid"),
    "box4_federal_tax_withheld": ("the federal tax taken out", "the federal withholding",
                                  "how much went to the IRS", "the backup withholding"),
    "box1a_total_ordinary_dividends": ("all the dividends paid", "the dividends received in all",
                                       "what the investments paid out in dividends", "the dividend income"),
    "box1b_qualified_dividends": ("the dividends that get the lower tax rate", "the part of the dividends taxed "
                                  "at capital-gain rates", "the lower-taxed dividends", "the preferential dividends"),
    "box2a_total_capital_gain": ("the capital gains the fund paid out", "the fund's capital gain payouts",
                                 "the capital gain income from the fund", "the gains distributed by the fund"),
    "box1_nonemployee_compensation": ("what the client paid for the contract work", "the freelance pay",
                                      "the pay for the contract work", "the earnings from the side work"),
    "box1_gross_distribution": ("how much came out of the retirement account", "the retirement payout before tax",
                                "the full retirement withdrawal", "the amount withdrawn from the plan"),
    "box2a_taxable_amount": ("the part of the retirement payout that is taxed", "the taxable part of the withdrawal",
                             "how much of the payout counts as income", "the withdrawal subject to income tax"),
    "box7_foreign_tax_paid": ("the tax paid abroad", "the tax other countries kept",
                              "the overseas tax on the investments", "the tax withheld by foreign governments"),
    "box14_state_tax_withheld": ("the state tax taken out", "the state withholding",
                                 "how much went to the state", "the state income tax kept back"),
    # mortgage, property tax
    "box1_mortgage_interest": ("the interest paid on the home loan", "the mortgage interest for the year",
                               "what the home loan cost in interest", "the deductible home loan interest"),
    "box2_outstanding_principal": ("how much was still owed on the home loan", "the loan balance at the start of "
                                   "the year", "what was left on the mortgage", "the mortgage still owed"),
    "box10_property_tax": ("the house taxes the lender covered", "the property taxes paid out of escrow",
                           "the home taxes the lender sent to the county", "the taxes on the house paid by the lender"),
    "total_tax": ("what the county charged on the house", "how much the property taxes came to",
                  "the amount billed for the house", "the whole levy on the property"),
    "assessed_value": ("what the county says the property is worth", "the county's value of the home",
                       "the valuation the levy is figured on", "what the house was valued at"),
    # pay stubs
    "gross_pay": ("the pay before anything was taken out", "the earnings before deductions that period",
                  "what the paycheck was before taxes", "the pay for the period before withholding"),
    "net_pay": ("what actually landed in the bank", "the paycheck after taxes and deductions",
                "how much the paycheck came to after everything was taken out", "the amount deposited"),
    "ytd_gross": ("the pay so far this year before deductions", "the earnings for the year up to that paycheck",
                  "everything earned that year through that paycheck", "the running total of pay before taxes"),
    "ytd_net": ("the take-home so far that year", "the running total deposited from paychecks",
                "what the paychecks came to after deductions for the year so far", "the after-tax pay to date"),
    "ytd_401k": ("the retirement savings taken from the pay so far", "the running total put into the "
                 "retirement plan", "the retirement contributions to date", "how much went into the 401k so far"),
    "ytd_health": ("the health insurance taken from the pay so far", "the running total for medical coverage",
                   "the health plan deductions to date", "how much the health coverage cost so far"),
    # bank statements
    "beginning_balance": ("how much was in the account when the month started", "the money in the account at the "
                          "start", "what the account held on the first day", "the starting amount"),
    "ending_balance": ("how much was left in the account at the end", "the money in the account at the end",
                       "what the account held on the last day", "the amount the account ended with"),
    "interest_paid": ("what the account earned that month", "the earnings the bank credited",
                      "how much the savings earned that period", "the month's earnings on the account"),
    "total_deposits": ("how much money came in", "everything added to the account",
                       "the money put in that month", "all the money that arrived"),
    "total_withdrawals": ("how much money went out", "everything taken out of the account",
                          "the money spent from the account that month", "all the money that left"),
    # cards
    "new_balance": ("what was owed on the card", "how much the card bill came to",
                    "the amount owed after that cycle", "what I owed on the card", "the card bill's total",
                    "the sum owed on the card"),
    "minimum_payment": ("the least I could pay", "the smallest payment allowed",
                        "the lowest amount to pay on time", "how little I could pay without a fee"),
    "previous_balance": ("what was owed from the month before", "the amount carried over",
                         "the carried-over amount", "what I owed before that cycle"),
    "payments": ("how much I paid on the card", "the money I sent the card company",
                 "what was paid toward the card", "the amount I paid off"),
    # bills, policies, leases, invoices
    "amount_due": ("what I owed on the bill", "how much the bill came to", "what I had to settle",
                   "the bill's bottom line", "the sum the bill asked for", "the charge for that month"),
    "annual_premium": ("what the policy costs a year", "the yearly cost of the coverage",
                       "how much the insurance costs for the term", "the price of the policy"),
    "deductible": ("what I pay before the insurance pays", "the out-of-pocket amount per claim",
                   "the amount I cover myself on a claim", "my share of a claim before coverage kicks in"),
    "monthly_rent": ("what the tenant pays each month", "how much the unit rents for",
                     "the tenant's payment every month", "the price of the unit per month"),
    "security_deposit": ("the money the tenant put down up front", "what the tenant paid to secure the unit",
                         "the refundable amount paid at move-in", "the money held against damage"),
    "late_fee": ("what the tenant owes for paying after the fifth", "the penalty for paying the rent after the "
                 "fifth", "the charge for rent that arrives after the fifth",
                 "the penalty for paying after the grace days"),
    "total_due": ("what the job cost in all", "how much the vendor billed", "what I owe the vendor",
                  "the bottom line of the bill", "the sum the vendor asked for", "the full cost of the job"),
    "subtotal": ("the cost of the work before the state's cut", "the price before the levy was added",
                 "the cost of labor and parts alone", "the price of the work alone"),
    "sales_tax": ("what the state added on top", "the levy added to the bill",
                  "the state's cut of the bill", "the extra the state charged"),
    # mortgage statements
    "principal_paid": ("the part of the payment that paid down the loan", "how much the loan went down",
                       "the payment's share that reduced the loan", "what went against the loan itself"),
    "escrow_paid": ("the part of the payment set aside for taxes and insurance", "the reserve part of the payment",
                    "what went into the reserve for the house bills", "the set-aside for the house bills"),
    "ytd_interest": ("the loan's cost so far that year", "the mortgage interest to date",
                     "what the home loan cost in interest so far", "the year's mortgage interest up to then"),
    "principal_balance": ("what was still owed on the home loan", "the loan left after the payment",
                          "how much of the mortgage remained", "the remaining mortgage debt"),
}

PLAIN_DATE: dict[str, tuple[str, ...]] = {
    "due_date": ("when the money was owed by", "the last day to settle it", "the deadline for the money",
                 "when it must be settled"),
    "payment_due_date": ("when the money was owed by", "the last day to settle it", "the deadline for the money",
                         "when it must be settled"),
    "effective_date": ("when the coverage starts", "the first day I'm covered", "when the policy kicks in",
                       "the day coverage starts"),
    "expiration_date": ("when the coverage runs out", "the last day I'm covered", "when the policy lapses",
                        "when I need to renew"),
    "start_date": ("when the tenant moves in", "the first day of the rental", "when the tenancy starts",
                   "the move-in day"),
    "end_date": ("when the tenancy is over", "the last day of the rental", "when the tenant has to move out",
                 "the move-out day"),
    "invoice_date": ("when the vendor billed me", "the day the bill was written", "when it was issued",
                     "the day I was billed"),
    "period_start": ("the first day it covers", "when the covered month starts", "the day it covers from",
                     "where the covered stretch starts"),
    "period_end": ("the last day it covers", "when the covered month ends", "the day it covers through",
                   "where the covered stretch ends"),
    "closing_date": ("when the billing cycle ended", "the day the cycle closed", "the cutoff day for that cycle",
                     "the day the month's charges stopped"),
    "billing_date": ("when the bill was sent", "the day the utility billed me", "when it was issued",
                     "the day it went out"),
    "pay_date": ("when the money was paid", "the day the paycheck came", "when I got paid", "the payday"),
    "bill_date": ("when the county sent it", "the day the county billed us", "when it was sent out",
                  "the day it went out"),
    "box3_origination_date": ("when the home loan started", "the day the mortgage began", "when we took out the loan",
                              "the loan's start"),
    "next_due_date": ("when the next one has to be paid", "the following deadline", "when the next one is owed",
                      "the next deadline"),
}
TYPE_PLAIN_DATE: dict[tuple[str, str], tuple[str, ...]] = {
    ("pay-stub", "period_start"): ("the first day of work it pays for", "when the work it pays for started",
                                   "the first day the paycheck covers", "where the paid stretch starts"),
    ("pay-stub", "period_end"): ("the last day of work it pays for", "when the work it pays for ended",
                                 "the last day the paycheck covers", "where the paid stretch ends"),
}

# Whole questions for what people ask most (slots in the module doc).
ASK: dict[str, tuple[str, ...]] = {
    "box1_wages": ("How much did {who} earn at {issuer} in {year} that counts for federal income tax?",
                   "What taxable wages did {doc} report?",
                   "For federal income tax, how much did {issuer} say {who} earned in {year}?"),
    "box2_federal_tax_withheld": ("How much federal tax did {issuer} take out of {whose} pay in {year}?",
                                  "What did {issuer} withhold for the IRS from {whose} {year} paychecks?"),
    "box17_state_income_tax": ("How much state tax did {issuer} take out of {whose} pay in {year}?",),
    "box1_interest_income": ("How much interest did {issuer} pay {whom} for {year}?",
                             "What did {whose} account at {issuer} earn in {year}?"),
    "box1a_total_ordinary_dividends": ("How much did {whose} investments at {issuer} pay in dividends in {year}?",),
    "box1_nonemployee_compensation": ("How much did {issuer} pay {whom} for contract work in {year}?",),
    "box1_gross_distribution": ("How much did {who} take out of the retirement account at {issuer} in {year}?",),
    "box1_mortgage_interest": ("How much mortgage interest did we pay {issuer} in {year}?",),
    "box10_property_tax": ("How much did {issuer} pay in property taxes for us out of escrow in {year}?",),
    "total_tax": ("How much property tax do we owe for {year}?",),
    "net_pay": ("How much was {whose} take-home on {doc}?",),
    "gross_pay": ("How much did {who} make before deductions on {doc}?",),
    "ending_balance": ("How much money was left in the account at the end of {doc}?",),
    "new_balance": ("How much did I owe on {doc}?",),
    "amount_due": ("How much did I have to pay on {doc}?",),
    "monthly_rent": ("What does {who} pay us for the unit every month?",),
    "security_deposit": ("How much did {who} put down as security when moving in?",),
}


def field_phrase(rng: Random, name: str, doc_type: str | None = None) -> str:
    """One way to say field `name`: in people's words (PLAIN_*) two times in three, else in the
    form's words (draft.py)."""
    formal = MONEY_PHRASES.get(name) or TYPE_DATE_PHRASES.get((doc_type or "", name)) or DATE_PHRASES.get(name) \
        or PRINTED_DATE_PHRASES.get(name) or ()
    plain = PLAIN_MONEY.get(name) or TYPE_PLAIN_DATE.get((doc_type or "", name)) or PLAIN_DATE.get(name) or ()
    if plain and (not formal or rng.random() < PREFER_PLAIN):
        return plain[rng.randrange(len(plain))]
    return formal[rng.randrange(len(formal))]


def phrasings(name: str, doc_type: str | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the form's phrases, people's phrases) of field `name`: what `field_phrase` draws from."""
    formal = MONEY_PHRASES.get(name) or TYPE_DATE_PHRASES.get((doc_type or "", name)) or DATE_PHRASES.get(name) \
        or PRINTED_DATE_PHRASES.get(name) or ()
    plain = PLAIN_MONEY.get(name) or TYPE_PLAIN_DATE.get((doc_type or "", name)) or PLAIN_DATE.get(name) or ()
    return tuple(formal), tuple(plain)


CLAUSE_STARTS = ("how ", "what ", "when ", "where ", "everything ")


def is_clause(phrase: str) -> bool:
    """`how much money came in` (a clause) rather than `the taxable wages` (a noun phrase)."""
    return phrase.startswith(CLAUSE_STARTS)


def framed(rng: Random, noun_frames: tuple[str, ...], any_frames: tuple[str, ...], field: str, doc: str) -> str:
    """`field` and `doc` in one of the frames that read with it (a clause only in `any_frames`),
    capitalized."""
    frames = any_frames if is_clause(field) else noun_frames + any_frames
    text = frames[rng.randrange(len(frames))].format(field=field, doc=doc)
    return text[0].upper() + text[1:]


def noun_phrase(rng: Random, name: str, doc_type: str | None = None) -> str:
    """`field_phrase`, but always a noun phrase (for frames such as "the corrected {bare}")."""
    for _ in range(8):
        text = field_phrase(rng, name, doc_type)
        if not is_clause(text):
            return text
    formal, plain = phrasings(name, doc_type)
    return next(p for p in (*plain, *formal) if not is_clause(p))
