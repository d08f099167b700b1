"""A catalogue of printed values as real issuers print them, and what the harvest should read.

Written for the eighth harvest round (docs/generalization-gap.md, "The eighth round, values")
from what bank and card statements, pay stubs, tax forms, utility bills, insurance papers,
invoices and leases print, in US and common international styles, before looking at what the
harvest reads; never from the generator's value formats (its tables hold the held-out half and
were not opened). Each entry is one printed value (or a period's two ends) and the values the
recognizers (harness.harvest.pairs.line_values, then a name or a code alone) should find in it:
(kinds, text as printed, normalized). An amount normalizes to its magnitude (the sign marks stay
in the printed text), a date to ISO, a name to its words. `NOTHING` entries print no value of a
field (telephone numbers, rates, times, page counters): any value read there is a wrong one.

`measure()` reads every entry: right (exactly the expected values), missed (nothing read) or
wrong (something else read: a wrong kind, a wrong date, a label taken as a value). The bench
`benchmarks/bench_value_catalogue.py` prints the tally, `tests/harness/harvest/test_value_catalogue.py`
asserts every entry.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.harvest.pairs import alone_value, line_values

MONEY, DATE, ID, YEAR, TEXT, CODE = "money", "date", "id", "id+year", "text", "code"
Read = tuple[str, str, str]  # (kinds joined by "+", sorted; printed text; normalized)


@dataclass(frozen=True)
class Entry:
    printed: str
    expected: tuple[Read, ...]
    where: str  # who prints it so


def _e(printed: str, kind: str, raw: str | None = None, normalized: str | None = None, where: str = "") -> Entry:
    return Entry(printed, ((kind, printed if raw is None else raw, printed if normalized is None else normalized),),
                 where)


def _money(printed: str, amount: str, raw: str | None = None, where: str = "") -> Entry:
    return _e(printed, MONEY, raw, amount, where)


def _date(printed: str, iso: str, raw: str | None = None, where: str = "") -> Entry:
    return _e(printed, DATE, raw, iso, where)


MONEY_ENTRIES = (
    _money("$1,234.56", "1234.56", where="most US statements"),
    _money("1,234.56", "1234.56", where="tax form boxes"),
    _money("$ 1,234.56", "1234.56", where="forms with a printed $ cell"),
    _money("$1234.56", "1234.56", where="receipts, small invoices"),
    _money("1234.56", "1234.56", where="machine-printed forms"),
    _money("$0.00", "0.00", where="a zero balance"),
    _money("-$1,234.56", "1234.56", where="a debit"),
    _money("-1,234.56", "1234.56", where="a debit"),
    _money("$-1,234.56", "1234.56", where="a debit, sign after the symbol"),
    _money("($1,234.56)", "1234.56", where="accounting negatives"),
    _money("(1,234.56)", "1234.56", where="accounting negatives, brokerage statements"),
    _money("(45.00)", "45.00", where="a credit on a utility bill"),
    _money("1,234.56-", "1234.56", where="trailing minus, mainframe statements"),
    _money("$1,234.56-", "1234.56", where="trailing minus with $"),
    _money("1,234.56 CR", "1234.56", where="a credit balance"),
    _money("1,234.56CR", "1234.56", where="a credit balance, no space"),
    _money("$1,234.56 CR", "1234.56", where="a card statement's credit balance"),
    _money("1,234.56 DR", "1234.56", where="a debit balance"),
    _money("12.00DR", "12.00", where="a debit, no space"),
    _money("1,234.56 Cr", "1234.56", where="a credit in title case"),
    _money("USD 1,234.56", "1234.56", where="international invoices"),
    _money("1,234.56 USD", "1234.56", where="international invoices"),
    _money("US$1,234.56", "1234.56", where="international invoices"),
    _money("$***1,234.56", "1234.56", where="check protection on a pay stub's check"),
    _money("****1,234.56", "1234.56", where="check protection, no $"),
    _money("1.234,56", "1234.56", where="European grouping"),
    _money("1 234,56", "1234.56", where="French grouping"),
    _money("1'234.56", "1234.56", where="Swiss grouping"),
    _money("$52,340", "52340.00", where="whole-dollar amounts on tax forms"),
    _money("$1,500", "1500.00", where="a lease's rent in whole dollars"),
    _money("$12,345,678.90", "12345678.90", where="a mortgage balance"),
    _money("-0.45", "0.45", where="a rounding line"),
    _money("$(1,234.56)", "1234.56", where="accounting negatives, $ outside"),
    _money("+1,234.56", "1234.56", where="a deposit in a transaction table"),
    _money("USD1,234.56", "1234.56", where="a currency code, no space"),
    _money("1234,56", "1234.56", where="decimal comma, no grouping"),
    _money("1 234,56 $", "1234.56", where="French Canadian, the $ after it"),
    _money("$ 1 234.56", "1234.56", where="space grouping behind a $ cell"),
)

DATE_ENTRIES = (
    _date("01/31/2026", "2026-01-31", where="US numeric"),
    _date("1/5/2026", "2026-01-05", where="US numeric, no padding"),
    _date("01/31/26", "2026-01-31", where="US numeric, two-digit year (receipts, statements)"),
    _date("1/5/26", "2026-01-05", where="US numeric, two-digit year, no padding"),
    _date("01-31-2026", "2026-01-31", where="US with dashes"),
    _date("01-31-26", "2026-01-31", where="US with dashes, two-digit year"),
    _date("2026-01-31", "2026-01-31", where="ISO"),
    _date("2026/01/31", "2026-01-31", where="year first with slashes"),
    _date("20260131", "2026-01-31", where="compact, bank exports and remittance slips"),
    _date("January 31, 2026", "2026-01-31", where="letters, policies"),
    _date("January 31 2026", "2026-01-31", where="letters without a comma"),
    _date("Jan 31, 2026", "2026-01-31", where="statements"),
    _date("Jan. 31, 2026", "2026-01-31", where="statements, abbreviated with a stop"),
    _date("Sept. 30, 2026", "2026-09-30", where="September's four-letter cut"),
    _date("JAN 31 2026", "2026-01-31", where="capitals, card statements"),
    _date("JANUARY 31, 2026", "2026-01-31", where="capitals, notices"),
    _date("31 January 2026", "2026-01-31", where="day first, international"),
    _date("31 Jan 2026", "2026-01-31", where="day first, abbreviated"),
    _date("31-JAN-2026", "2026-01-31", where="day-month-year with dashes"),
    _date("31-Jan-26", "2026-01-31", where="day-month-year, two-digit year (ledgers)"),
    _date("31.01.2026", "2026-01-31", where="European dotted"),
    _date("05.01.2026", "2026-01-05", where="European dotted, a day of twelve or less"),
    _date("31/01/2026", "2026-01-31", where="UK numeric, the day beyond twelve"),
    _date("January 31st, 2026", "2026-01-31", where="an ordinal day"),
    _date("31st January 2026", "2026-01-31", where="an ordinal day first"),
    _date("Saturday, January 31, 2026", "2026-01-31", where="a weekday before it (notices)"),
    _date("Tue, Mar 3, 2026", "2026-03-03", where="a short weekday before it"),
    _date("Monday 15 December 2025", "2025-12-15", where="a weekday, day first"),
    _date("2026.01.31", "2026-01-31", where="year first, dotted"),
    _date("January 31,2026", "2026-01-31", where="no space after the comma"),
    _date("Jan-31-2026", "2026-01-31", where="month's cut first, dashes"),
    _date("31/1/2026", "2026-01-31", where="UK numeric, no padding"),
    _date("12/31/2025", "2025-12-31", where="US numeric, the year's last day"),
    _date("Dec 31 '25", "2025-12-31", where="an apostrophe year"),
)

PERIOD_ENTRIES = (
    Entry("01/01/2026 - 01/31/2026", ((DATE, "01/01/2026", "2026-01-01"), (DATE, "01/31/2026", "2026-01-31")),
          "a statement period"),
    Entry("01/01/26-01/31/26", ((DATE, "01/01/26", "2026-01-01"), (DATE, "01/31/26", "2026-01-31")),
          "a period, two-digit years, no spaces"),
    Entry("Jan 1, 2026 to Jan 31, 2026", ((DATE, "Jan 1, 2026", "2026-01-01"), (DATE, "Jan 31, 2026", "2026-01-31")),
          "a period in words"),
    Entry("2026-01-01 – 2026-01-31", ((DATE, "2026-01-01", "2026-01-01"), (DATE, "2026-01-31", "2026-01-31")),
          "an ISO period with an en dash"),
    Entry("12/15/2025 thru 01/14/2026", ((DATE, "12/15/2025", "2025-12-15"), (DATE, "01/14/2026", "2026-01-14")),
          "a billing period, utilities"),
)

ID_ENTRIES = (
    _e("XXX-XX-1234", ID, where="a masked SSN"),
    _e("***-**-1234", ID, where="a masked SSN with stars"),
    _e("xxx-xx-1234", ID, where="a masked SSN in lower case"),
    _e("12-3456789", ID, where="an EIN"),
    _e("XX-XXX4567", ID, where="a masked EIN on a 1099"),
    _e("****1234", ID, where="a masked account"),
    _e("XXXX XXXX XXXX 1234", ID, where="a masked card number in groups"),
    _e("**** **** **** 1234", ID, where="a masked card number, stars in groups"),
    _e("xxxx-xxxx-xxxx-1234", ID, where="a masked card number with dashes"),
    _e("•••• 1234", ID, where="a masked number with bullets"),
    # dots before digits are a mask or leaders ("Account ......1234"): the digits are the value either way
    _e("...1234", ID, "1234", "1234", where="a masked account, dots"),
    _e("0012345678", ID, where="a bank account number"),
    _e("123-456789-01", ID, where="a utility account"),
    _e("021000021", ID, where="a routing number"),
    _e("HO3-1234567", ID, where="a homeowner policy"),
    _e("POL-2026-004512", ID, where="a policy number holding a year"),
    _e("AB12345678", ID, where="a policy number"),
    _e("INV-004512", ID, where="an invoice number"),
    _e("INV-2026-0042", ID, where="an invoice number holding a year"),
    _e("10423", ID, where="an invoice number"),
    _e("012-345-678", ID, where="a parcel number"),
    _e("12-34-567-890-000", ID, where="a parcel number, county style"),
    _e("0123.45.678", ID, where="a parcel number with dots"),
    _e("W123456789", ID, where="a member id"),
    _e("5501234567-8", ID, where="a utility account with a check digit"),
    _e("1234", ID, where="an account's last four digits"),
    _e("****-1234", ID, where="a masked account, dash"),
    _e("XXXXXX1234", ID, where="a masked account, one token"),
    _e("*1234", ID, where="a masked account, one star"),
    _e("000123", ID, where="a reference number with zeros"),
    _e("1234 5678 9012", ID, where="an account number printed in groups"),
    _e("5530 2291 07", ID, where="an account number in two groups of four and one of two"),
    _e("1234-567890-12345", ID, where="an account number with dashes"),
    _e("A1B2C3D4", ID, where="a confirmation code"),
)

YEAR_ENTRIES = (
    _e("2025", YEAR, where="a tax year"),
    _e("2024", YEAR, where="a refund's year"),
)

NAME_ENTRIES = (
    _e("John A. Smith", TEXT, where="a person"),
    _e("JOHN A SMITH", TEXT, where="a person in capitals"),
    _e("SMITH, JOHN A", TEXT, where="last name first, capitals"),
    _e("Smith, John A.", TEXT, where="last name first"),
    _e("Smith Jr., John", TEXT, where="a suffix with the last name"),
    _e("John Smith Jr.", TEXT, where="a suffix"),
    _e("Mary O'Neil-Baker", TEXT, where="an apostrophe and a hyphen"),
    _e("JOHN & MARY SMITH", TEXT, where="a joint account"),
    _e("John Smith and Mary Smith", TEXT, where="a joint account in words"),
    _e("McDonald, Ann", TEXT, where="last name first"),
    _e("Anna van der Berg", TEXT, where="a particle in lower case"),
    _e("José García", TEXT, where="accented letters"),
    _e("Ángel Núñez", TEXT, where="an accented capital"),
    _e("Acme Widgets, Inc.", TEXT, where="a company"),
    _e("ACME WIDGETS INC", TEXT, where="a company in capitals"),
    _e("Pacific Gas and Electric Company", TEXT, where="a utility"),
    _e("Blue Cross Blue Shield of Texas", TEXT, where="an insurer"),
    _e("AT&T Mobility", TEXT, where="an ampersand inside a word"),
    _e("O'BRIEN, PATRICK", TEXT, where="last name first, an apostrophe"),
    _e("Maria de la Cruz", TEXT, where="two particles"),
    _e("DE LA CRUZ, MARIA", TEXT, where="particles in capitals, last name first"),
    _e("JOHN Q. PUBLIC", TEXT, where="a middle initial in capitals"),
    _e("Wells Fargo Bank, N.A.", TEXT, where="a bank"),
    _e("City of Springfield Water Department", TEXT, where="a municipal utility"),
    _e("State Farm Mutual Automobile Insurance Company", TEXT, where="a long insurer's name"),
    _e("Nguyen Thi Mai", TEXT, where="a Vietnamese name"),
)

CODE_ENTRIES = (
    _e("7", CODE, where="a 1099-R distribution code"),
    _e("G", CODE, where="a 1099-R distribution code"),
    _e("7D", CODE, where="two distribution codes"),
)

NOTHING_ENTRIES = (
    Entry("(555) 729-2636", (), "a telephone number"),
    Entry("555-729-2636", (), "a telephone number"),
    Entry("1-800-555-0199", (), "a toll-free number"),
    Entry("800.555.0199", (), "a telephone number with dots"),
    Entry("24.99% APR", (), "a rate"),
    Entry("5.25%", (), "a rate"),
    Entry("Page 1 of 3", (), "a page counter"),
    Entry("10:30 AM", (), "a time"),
    Entry("Box 12a", (), "a box number"),
    Entry("+1 (800) 555-0199", (), "a telephone number with its country code"),
    Entry("Tel. 555.729.2636", (), "a telephone number with dots after a label"),
    Entry("800-555-0199 ext. 12", (), "an extension"),
    Entry("APR 19.99%", (), "a rate after its label"),
    Entry("Rate 0.0725", (), "a rate in decimals"),
    Entry("1,234 kWh", (), "a usage, no amount"),
    Entry("2 of 3", (), "a page counter"),
)

# whole lines as issuers print them: box numbers, labels and several values; the amount must not eat
# the box number, the date or the account number beside it
LINE_ENTRIES = (
    Entry("12a 1,234.56", ((MONEY, "1,234.56", "1234.56"),), "a W-2 box and its amount"),
    Entry("1 52,340.17", ((MONEY, "52,340.17", "52340.17"),), "a box number before an amount"),
    Entry("Box 1 $52,340.17", ((MONEY, "$52,340.17", "52340.17"),), "a box and a $ amount"),
    Entry("16 State wages 52,340.17 17 State income tax 1,234.56",
          ((MONEY, "52,340.17", "52340.17"), (MONEY, "1,234.56", "1234.56")), "two boxes on a line"),
    Entry("Account 0012345678 Statement Date 01/31/2026 Balance $1,234.56 CR",
          ((ID, "0012345678", "0012345678"), (DATE, "01/31/2026", "2026-01-31"), (MONEY, "$1,234.56 CR", "1234.56")),
          "a statement's header line"),
    Entry("Tax Year 2025 Amount 1,234.56", ((YEAR, "2025", "2025"), (MONEY, "1,234.56", "1234.56")), "a form's line"),
    Entry("Parcel 12-34-567-890-000 Due 01/31/2026 $2,345.67",
          ((ID, "12-34-567-890-000", "12-34-567-890-000"), (DATE, "01/31/2026", "2026-01-31"),
           (MONEY, "$2,345.67", "2345.67")), "a tax bill's stub"),
    Entry("Period 01/01/2026 - 01/31/2026 Days 31",
          ((DATE, "01/01/2026", "2026-01-01"), (DATE, "01/31/2026", "2026-01-31")), "a billing period and its days"),
    Entry("01/15 PAYMENT THANK YOU (500.00)", ((MONEY, "(500.00)", "500.00"),), "a card's transaction row"),
    Entry("Previous Balance 1,234.56 Payments 500.00- New Balance 734.56",
          ((MONEY, "1,234.56", "1234.56"), (MONEY, "500.00-", "500.00"), (MONEY, "734.56", "734.56")),
          "a card's summary line, trailing minus"),
    Entry("Total due by 02/15/2026: $88.10.", ((DATE, "02/15/2026", "2026-02-15"), (MONEY, "$88.10", "88.10")),
          "a sentence's values"),
    Entry("SSN ***-**-1234 EIN 12-3456789", ((ID, "***-**-1234", "***-**-1234"), (ID, "12-3456789", "12-3456789")),
          "two identifiers"),
    Entry("Rent $1,500 per month from 03/01/2026",
          ((MONEY, "$1,500", "1500.00"), (DATE, "03/01/2026", "2026-03-01")), "a lease's sentence"),
)

CATALOGUE = (MONEY_ENTRIES + DATE_ENTRIES + PERIOD_ENTRIES + ID_ENTRIES + YEAR_ENTRIES + NAME_ENTRIES
             + CODE_ENTRIES + NOTHING_ENTRIES + LINE_ENTRIES)


def read(printed: str) -> tuple[Read, ...]:
    """What the recognizers read in a line holding only `printed`: its values, else a name or a
    code alone (as harness.harvest.pairs reads a line with no value)."""
    values = line_values(printed)
    if not values:
        alone = alone_value(printed)
        values = [] if alone is None else [alone]
    return tuple(("+".join(sorted(v.kinds)), v.raw, v.normalized) for v in values)


@dataclass(frozen=True)
class Tally:
    right: int
    missed: int
    wrong: int
    wrong_reading: int  # of the wrong: a wrong kind or normalized value (not only the printed text's marks)
    misses: tuple[Entry, ...]
    wrongs: tuple[tuple[Entry, tuple[Read, ...]], ...]

    @property
    def total(self) -> int:
        return self.right + self.missed + self.wrong


def measure(entries: tuple[Entry, ...] = CATALOGUE) -> Tally:
    """Right: exactly the expected readings. Missed: nothing read where a value is printed (or
    only some of a period's ends). Wrong: anything else (a wrong kind, a wrong date or amount, a
    part of the value, a value where none is printed)."""
    misses: list[Entry] = []
    wrongs: list[tuple[Entry, tuple[Read, ...]]] = []
    for entry in entries:
        got = read(entry.printed)
        if got == entry.expected:
            continue
        if set(got) <= set(entry.expected):  # nothing, or a part of a period's two ends
            misses.append(entry)
        else:
            wrongs.append((entry, got))
    readings = sum(1 for entry, got in wrongs if {(k, n) for k, _, n in got} != {(k, n) for k, _, n in entry.expected})
    return Tally(len(entries) - len(misses) - len(wrongs), len(misses), len(wrongs), readings, tuple(misses),
                 tuple(wrongs))
