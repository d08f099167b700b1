"""Values as real issuers printed them, copied from public material, and what the harvest should read.

A yardstick for the value recognizers (harness.harvest.pairs.line_values, then a name or a code
alone) that nobody on this project wrote: tests/support/value_catalogue.py was written by our hand
and tuned on (170/171 right), this one was copied from public repositories that hold the text of
real US documents: form-recognizer, Textract and agentic-extraction dumps of invoices, receipts,
quotes, utility and medical bills and an earnings statement (their "content", markdown or
ValueDetection text), the text layer of card, bank, brokerage and benefit statements that statement
parsers keep as test fixtures, and a utility bill parser's documented output. Each entry is one
printed string copied as the source prints it (its text layer or OCR, jammed spacing and an OCR
minus sign included), cited by repository and path (`Entry.where`), never a value written here;
nothing was copied from value_catalogue.py.

The expected reading follows value_catalogue's conventions (its docstring): (kinds, text as
printed, normalized); an amount normalizes to its magnitude with two decimals (the sign marks stay
in the printed text), a date to ISO (a two-digit year in this century), a name to its words, a
period to its two ends; `NOTHING` entries (telephone numbers, rates, times, page counters, a form's
OMB number, a usage in kWh) print no value of a field. Where the source gives its own reading (a
parser test's expected date, an extractor's field next to the printed text, a service date beside
a dotted date) that reading is the expected one ("9.6.2019" on a US invoice whose service starts on
9/6/2019 is September 6). A few whole lines are kept as printed with their labels ("Bill Date:
05/13/2020"): the value must be read without its label eating it or a telephone number beside it.
Strings whose reading the source leaves open were left out (a month and day without a year, a
redacted account of zeros, a postal code).

Two halves by SOURCE: the sources (repositories) are sorted by name, case folded, and dealt
alternately to `fit` (the first, third, ...) and `check`, so no source is in both; a printed
string found in both halves is kept in `fit` only, and once per half. `fit` may be studied in any
detail (`benchmarks/bench_wild_values.py --half fit --list`); `check` is read by its totals only.
"""

from __future__ import annotations

from tests.support.value_catalogue import CODE, DATE, ID, MONEY, TEXT, YEAR, Entry, Read

__all__ = ["CHECK", "CODE", "DATE", "FIT", "HALVES", "ID", "MONEY", "SOURCES", "TEXT", "YEAR", "kind_of",
           "source_of"]


def _one(where: str, printed: str, kind: str, normalized: str | None = None, raw: str | None = None) -> Entry:
    return Entry(printed, ((kind, printed if raw is None else raw, printed if normalized is None else normalized),),
                 where)


def _money(where: str, printed: str, amount: str, raw: str | None = None) -> Entry:
    return _one(where, printed, MONEY, amount, raw)


def _date(where: str, printed: str, iso: str, raw: str | None = None) -> Entry:
    return _one(where, printed, DATE, iso, raw)


def _id(where: str, printed: str) -> Entry:
    return _one(where, printed, ID)


def _name(where: str, printed: str) -> Entry:
    return _one(where, printed, TEXT)


def _nothing(where: str, printed: str) -> Entry:
    return Entry(printed, (), where)


def _period(where: str, printed: str, start: tuple[str, str], end: tuple[str, str]) -> Entry:
    return Entry(printed, ((DATE, start[0], start[1]), (DATE, end[0], end[1])), where)


def _line(where: str, printed: str, *reads: Read) -> Entry:
    return Entry(printed, tuple(reads), where)


# --- aws-samples/amazon-textract-response-parser: Textract AnalyzeExpense on US medical bills (ValueDetection text)
_TRP = "aws-samples/amazon-textract-response-parser src-python/tests/data/expense/"
_TRP1 = _TRP + "test_trp2_expense_sample1.json"
_TRP3 = _TRP + "test_trp2_expense_sample3.json"
_TEXTRACT = (
    _money(_TRP1, "$50.00", "50.00"),
    _name(_TRP1, "MVP HEALTH CARE"),
    _line(_TRP1, "Statement Date 09/30/10 Date(s) of Service) 07/31/10 - 08/02/10 Acsount-Number V00479485",
          (DATE, "09/30/10", "2010-09-30"), (DATE, "07/31/10", "2010-07-31"), (DATE, "08/02/10", "2010-08-02"),
          (ID, "V00479485", "V00479485")),
    _id(_TRP1, "V00479485"),
    _money(_TRP1, "$-19172.54", "19172.54"),
    _money(_TRP1, "379.50", "379.50"),
    _money(_TRP1, "0.00", "0.00"),
    _line(_TRP1, "PHARMACY GENERAL 379.50", (MONEY, "379.50", "379.50")),
    _line(_TRP1, "COR CARE POST CCU 0.00", (MONEY, "0.00", "0.00")),
    _name(_TRP3, "Demo Clinic"),
    _date(_TRP3, "1953-12-02", "1953-12-02"),
    _money(_TRP3, "$60.00", "60.00"),
    _date(_TRP3, "March 12, 2019", "2019-03-12"),
)

# --- jesse-bonzo/GNUCashPDFImporter: a Chase card statement's text layer (its parser test's sample text)
_CHASE_KT = "jesse-bonzo/GNUCashPDFImporter src/test/kotlin/parser/ChaseStatementParserTest.kt"
_GNUCASH = (
    _date(_CHASE_KT, "10/02/22", "2022-10-02"),
    _money(_CHASE_KT, "$23.75", "23.75"),
    _id(_CHASE_KT, "1234 5678 9012 3456"),  # the test expects the account so
    _money(_CHASE_KT, "$0.00", "0.00"),
    _money(_CHASE_KT, "$40.00", "40.00"),
    _money(_CHASE_KT, "+$23.75", "23.75"),
    _period(_CHASE_KT, "08/06/22 - 09/05/22", ("08/06/22", "2022-08-06"), ("09/05/22", "2022-09-05")),
    _money(_CHASE_KT, "$4,500", "4500.00"),
    _money(_CHASE_KT, "$4,476", "4476.00"),
    _money(_CHASE_KT, "$225", "225.00"),
    _money(_CHASE_KT, "$1,500", "1500.00"),
    _date(_CHASE_KT, "09/05/22", "2022-09-05"),
    _name(_CHASE_KT, "JOHN A DOE"),
    _nothing(_CHASE_KT, "1-800-524-3880"),
    _nothing(_CHASE_KT, "1-888-446-3308"),
    _nothing(_CHASE_KT, "1-302-594-8200"),
    _nothing(_CHASE_KT, "Page 1 of 2"),
    _nothing(_CHASE_KT, "Penalty APR of 29.99%."),
    _nothing(_CHASE_KT, "Purchases 17.24%(v)(d) - 0 -   - 0 -"),
    _line(_CHASE_KT, "Payment Due Date: 10/02/22", (DATE, "10/02/22", "2022-10-02")),
    _line(_CHASE_KT, "New Balance: $23.75", (MONEY, "$23.75", "23.75")),
    _line(_CHASE_KT, "Account Number:  1234 5678 9012 3456", (ID, "1234 5678 9012 3456", "1234 5678 9012 3456")),
    _line(_CHASE_KT, "Opening/Closing Date 08/06/22 - 09/05/22",
          (DATE, "08/06/22", "2022-08-06"), (DATE, "09/05/22", "2022-09-05")),
    _line(_CHASE_KT, "Credit Limit $4,500", (MONEY, "$4,500", "4500.00")),
    _line(_CHASE_KT, "08/10     STORE 111-222-3333 SS 23.75", (MONEY, "23.75", "23.75")),  # the test expects 23.75
)

# --- landing-ai/ade-helper-scripts: agentic document extraction of real US utility bills and forms
_UB = "landing-ai/ade-helper-scripts Industry_Use_Cases/Financial Services/Utility_Bills/results_folder/"
_MVEA = _UB + "electric1_20250922_061308.json"  # a Mountain View Electric Association bill's markdown
_CSV = _UB + "utility_bill_output.csv"  # fields the extractor copied from nine electric bills
_ADP = "landing-ai/ade-helper-scripts Streamlit_Application_Batch_Processing/webinar/results/Earnings_Statement_ADP.md"
_W2 = "landing-ai/ade-helper-scripts Streamlit_Application_Batch_Processing/webinar/results/w2-form.md"
_LANDING = (
    _date(_MVEA, "05/13/2020", "2020-05-13"),
    _id(_MVEA, "61358805"),
    _id(_MVEA, "153933"),
    _id(_MVEA, "24071"),
    _money(_MVEA, "$201.00", "201.00"),
    _money(_MVEA, "$170.00", "170.00"),
    _date(_MVEA, "05/28/2020", "2020-05-28"),
    _name(_MVEA, "RON A BAUMERT"),
    _money(_MVEA, "$6.07", "6.07"),
    _period(_MVEA, "04/06/2020 through 05/04/2020", ("04/06/2020", "2020-04-06"), ("05/04/2020", "2020-05-04")),
    _nothing(_MVEA, "1-800-388-9881"),
    _nothing(_MVEA, "1-877-999-3415"),
    _nothing(_MVEA, "1255 kWh"),
    _nothing(_MVEA, "Office Hours: 7 a.m. - 5:30 p.m. M - Th"),
    _line(_MVEA, "Bill Date: 05/13/2020", (DATE, "05/13/2020", "2020-05-13")),
    _line(_MVEA, "Account #: 61358805", (ID, "61358805", "61358805")),
    _line(_MVEA, "Member #: 153933", (ID, "153933", "153933")),
    _line(_MVEA, "Automatic Payment Amount Due: $170.00", (MONEY, "$170.00", "170.00")),
    _line(_MVEA, "Payment is due by 05/28/2020", (DATE, "05/28/2020", "2020-05-28")),
    _line(_MVEA, "Thank you for your previous payment of $201.00.", (MONEY, "$201.00", "201.00")),
    _line(_MVEA, "Outage: 1-800-388-9881 Automated Pay-By-Phone: 1-877-999-3415"),
    _name(_CSV, "Mid-Carolina Electric Cooperative"),
    _nothing(_CSV, "803-749-6400"),
    _name(_CSV, "CARL P TERRY"),
    _id(_CSV, "7700000024"),
    _money(_CSV, "$393.00", "393.00"),
    _id(_CSV, "71123288"),
    _money(_CSV, "$221.00", "221.00"),
    _name(_CSV, "Duke Energy"),
    _nothing(_CSV, "800-700-8744"),
    _name(_CSV, "KAREN G PEREZ"),
    _id(_CSV, "9100 7883 2561"),
    _money(_CSV, "$170.95", "170.95"),
    _id(_CSV, "1262413"),
    _money(_CSV, "$154.26", "154.26"),
    _name(_CSV, "Mississippi Power"),
    _nothing(_CSV, "601-298-4818"),
    _name(_CSV, "WILLIAM A VALENCIA"),
    _id(_CSV, "09931-83323"),
    _money(_CSV, "$86.72", "86.72"),
    _id(_CSV, "173691"),
    _name(_CSV, "PSEG"),
    _nothing(_CSV, "1-800-436-7734"),
    _name(_CSV, "ARISLEIDY BAEZ NUNEZ"),
    _id(_CSV, "7491381707"),
    _money(_CSV, "$1,467.77", "1467.77"),
    _name(_CSV, "Alabama Power"),
    _nothing(_CSV, "1-800-245-2244"),
    _name(_CSV, "ERIKA J ZAPATA"),
    _id(_CSV, "96762-33381"),
    _date(_CSV, "May 16, 2024", "2024-05-16"),
    _date(_CSV, "June 17, 2024", "2024-06-17"),
    _money(_CSV, "$176.51", "176.51"),
    _nothing(_CSV, "800-436-7734"),
    _name(_CSV, "EDITH AVELLA"),
    _id(_CSV, "7002365118"),
    _money(_CSV, "$67.09", "67.09"),
    _id(_CSV, "127292249"),
    _money(_CSV, "$46.42", "46.42"),
    _id(_CSV, "3113676"),
    _money(_CSV, "$20.67", "20.67"),
    _name(_CSV, "San Diego Gas & Electric"),
    _nothing(_CSV, "1-877-646-5525"),
    _name(_CSV, "DAINETTE R. WOODS"),
    _id(_CSV, "7397 873 592 9"),
    _money(_CSV, "$22.45", "22.45"),
    _name(_CSV, "Con Edison"),
    _nothing(_CSV, "1-800-752-6633"),
    _name(_CSV, "MITCHELL JOHNSON"),
    _id(_CSV, "44-6011-0985-0021-7"),
    _money(_CSV, "$44.89", "44.89"),
    _id(_CSV, "013641924"),
    _name(_CSV, "Mountain View Electric Association, Inc."),
    _date(_ADP, "03/19/2021", "2021-03-19"),
    _id(_ADP, "467-85-9605"),
    _name(_ADP, "VIGAVI GREAT PLAINS"),
    _id(_ADP, "126585"),
    _id(_ADP, "2365121"),
    _line(_ADP, "Period ending:  03/19/2021", (DATE, "03/19/2021", "2021-03-19")),
    _line(_ADP, "Social Security Number: 467-85-9605", (ID, "467-85-9605", "467-85-9605")),
    _id(_W2, "23454535"),
    _id(_W2, "4453453"),
    _name(_W2, "Company Inc"),
    _nothing(_W2, "OMB No. 1545-0008"),
    _line(_W2, "b Employer identification number (EIN): 23454535", (ID, "23454535", "23454535")),
)

# --- mkazin/StatementRenamer: the text layer of card, bank, brokerage, utility and benefit statements,
# with the dates its extractor tests expect
_SR = "mkazin/StatementRenamer tests/extractors/"
_SR_CHASE = _SR + "test_chase.py"
_SR_PRIME = _SR + "test_amazonPrime.py"
_SR_C360 = _SR + "test_capitalone360.py"
_SR_FCC = _SR + "test_fidelity_cc.py"
_SR_RCN = _SR + "test_rcn.py"
_SR_ETRADE = _SR + "test_etrade.py"
_SR_VANGUARD = _SR + "test_vanguard.py"
_SR_SSA = _SR + "test_ssa.py"
_SR_HANSCOM = _SR + "test_hanscom.py"
_SR_FIDELITY = _SR + "test_fidelity.py"
_RENAMER = (
    _date(_SR_CHASE, "08/10/17", "2017-08-10"),
    _money(_SR_CHASE, "$35.00", "35.00"),
    _money(_SR_CHASE, "$1,234,567", "1234567.00"),
    _period(_SR_CHASE, "06/14/17 - 07/13/17", ("06/14/17", "2017-06-14"), ("07/13/17", "2017-07-13")),
    _nothing(_SR_CHASE, "1-800-945-2000"),
    _line(_SR_CHASE, "Payment Due Date08/10/17", (DATE, "08/10/17", "2017-08-10")),
    _date(_SR_PRIME, "04/28/19", "2019-04-28"),
    _date(_SR_PRIME, "04/03/19", "2019-04-03"),
    _period(_SR_PRIME, "03/06/19 - 04/03/19", ("03/06/19", "2019-03-06"), ("04/03/19", "2019-04-03")),
    _nothing(_SR_PRIME, "1-888-247-4080"),
    _nothing(_SR_PRIME, "28 Days in Billing Period"),
    _line(_SR_PRIME, "Payment Due Date:04/28/19", (DATE, "04/28/19", "2019-04-28")),
    _date(_SR_C360, "02/01/2016", "2016-02-01"),
    _date(_SR_C360, "02/16/2016", "2016-02-16"),
    _date(_SR_C360, "02/29/2016", "2016-02-29"),
    _date(_SR_C360, "02 / 29 / 2016", "2016-02-29"),  # the test expects the closing date so
    _money(_SR_C360, "$13,213.32", "13213.32"),
    _money(_SR_C360, "$350,000,000.00", "350000000.00"),
    _money(_SR_C360, "$350,013,213.32", "350013213.32"),
    _money(_SR_C360, "$(130, 000, 000.00)", "130000000.00"),
    _money(_SR_C360, "$220, 013, 213.32", "220013213.32"),
    _money(_SR_C360, "$1,234,567.89", "1234567.89"),
    _id(_SR_C360, "XXXXXXX555"),
    _id(_SR_C360, "5551212"),
    _nothing(_SR_C360, "Annual Percentage Yield Earned: 0.75%"),
    _line(_SR_C360, "Opening Balance02/01/2016$13,213.32",
          (DATE, "02/01/2016", "2016-02-01"), (MONEY, "$13,213.32", "13213.32")),
    _line(_SR_C360, "Your Savings Summary as of 02/29/2016", (DATE, "02/29/2016", "2016-02-29")),
    _date(_SR_FCC, "07/29/2020", "2020-07-29"),
    _date(_SR_FCC, "08/27/2020", "2020-08-27"),
    _line(_SR_FCC, "Open Date:07/29/2020Closing Date:08/27/2020",
          (DATE, "07/29/2020", "2020-07-29"), (DATE, "08/27/2020", "2020-08-27")),
    _date(_SR_RCN, "01/31/2017", "2017-01-31"),
    _date(_SR_RCN, "04/01/2016", "2016-04-01"),
    _date(_SR_RCN, "12/29/2016", "2016-12-29"),
    _date(_SR_RCN, "04/29/2016", "2016-04-29"),
    _nothing(_SR_RCN, "1-800-RING-RCN (1-800-746-4726)"),
    _line(_SR_RCN, "Bill Date04/01/2016Due Date", (DATE, "04/01/2016", "2016-04-01")),
    _period(_SR_ETRADE, "February 1, 2019 - March 31, 2019", ("February 1, 2019", "2019-02-01"),
            ("March 31, 2019", "2019-03-31")),
    _nothing(_SR_ETRADE, "PAGE 1 OF  6"),
    _nothing(_SR_ETRADE, "1-800-387-2331"),
    _line(_SR_ETRADE, "Statement Period :  February 1, 2019 - March 31, 2019",
          (DATE, "February 1, 2019", "2019-02-01"), (DATE, "March 31, 2019", "2019-03-31")),
    _date(_SR_VANGUARD, "December 31, 2017", "2017-12-31"),
    _date(_SR_VANGUARD, "12/31/2016", "2016-12-31"),
    _date(_SR_VANGUARD, "12/31/2017", "2017-12-31"),
    _money(_SR_VANGUARD, "$23,456.78", "23456.78"),
    _nothing(_SR_VANGUARD, "Client Services: 800-662-2739"),
    _nothing(_SR_VANGUARD, "Page 2 of8"),
    _line(_SR_VANGUARD, "Ending balance on 12/31/2017$23,456.78",
          (DATE, "12/31/2017", "2017-12-31"), (MONEY, "$23,456.78", "23456.78")),
    _money(_SR_SSA, "$1,234", "1234.00"),
    _name(_SR_SSA, "George J. Foreman III"),
    _date(_SR_SSA, "April 30, 2018", "2018-04-30"),
    _id(_SR_HANSCOM, "1234567890"),  # the test marks it the account number
    _date(_SR_HANSCOM, "01-31-16", "2016-01-31"),
    _period(_SR_HANSCOM, "01-01-16 THRU 01-31-16", ("01-01-16", "2016-01-01"), ("01-31-16", "2016-01-31")),
    _money(_SR_HANSCOM, "2.50", "2.50"),
    _line(_SR_HANSCOM, "PREVIOUS BALANCE             2.50", (MONEY, "2.50", "2.50")),
    _period(_SR_FIDELITY, "July 1, 2020 - July 31, 2020", ("July 1, 2020", "2020-07-01"),
            ("July 31, 2020", "2020-07-31")),
    _period(_SR_FIDELITY, "July 1, 2020 - August 31, 2020", ("July 1, 2020", "2020-07-01"),
            ("August 31, 2020", "2020-08-31")),
    _period(_SR_FIDELITY, "January 1, 2020 - March 31, 2020", ("January 1, 2020", "2020-01-01"),
            ("March 31, 2020", "2020-03-31")),
    _period(_SR_FIDELITY, "January 1, 2019 - December 31, 2019", ("January 1, 2019", "2019-01-01"),
            ("December 31, 2019", "2019-12-31")),
    _nothing(_SR_FIDELITY, "(800) 544-6666"),
    _nothing(_SR_FIDELITY, "(800) 544-5555"),
    _nothing(_SR_FIDELITY, "(800) 544-9354"),
    _nothing(_SR_FIDELITY, "Sun 5pm - Sat 12am ET"),
    _name(_SR_FIDELITY, "National Financial Services LLC"),
    _name(_SR_FIDELITY, "Fidelity Brokerage Services LLC"),
)

# --- rollcredits/AzureOCR_POC: Azure form recognizer's prebuilt invoice and receipt fields ("content")
_AZ = "rollcredits/AzureOCR_POC "
_AZ_QUOTE = _AZ + "estimates/cinelease_quote/README.md"
_AZ_STAPLES = _AZ + "invoices/staples/README.md"
_AZ_CINELEASE = _AZ + "invoices/cinelease-invoice/README.md"
_AZ_HC = _AZ + "invoices/hc/README.md"
_AZ_DEPOT = _AZ + "receipts/home-depot/README.md"
_AZ_CINEWORKS = _AZ + "estimates/cineworks_quote/README.md"
_AZURE = (
    _date(_AZ_QUOTE, "5/11/2022", "2022-05-11"),
    _id(_AZ_QUOTE, "559290"),
    _money(_AZ_QUOTE, "$5,546.00", "5546.00"),
    _period(_AZ_QUOTE, "5/16/2022-5/22/2022", ("5/16/2022", "2022-05-16"), ("5/22/2022", "2022-05-22")),
    _id(_AZ_STAPLES, "01110906"),
    _date(_AZ_STAPLES, "2023\u221203\u221206", "2023-03-06"),  # OCR's minus signs
    _id(_AZ_STAPLES, "62450686"),
    _money(_AZ_STAPLES, "52.89", "52.89"),
    _money(_AZ_STAPLES, "45.99", "45.99"),
    _money(_AZ_STAPLES, "6.90", "6.90"),
    _name(_AZ_STAPLES, "707893 N.B. INC."),
    _date(_AZ_CINELEASE, "9/4/2019", "2019-09-04"),
    _id(_AZ_CINELEASE, "822926"),
    _money(_AZ_CINELEASE, "$1,252.50", "1252.50"),
    _id(_AZ_CINELEASE, "1346"),
    _name(_AZ_CINELEASE, "CINELEASE, INC"),
    _date(_AZ_CINELEASE, "9/8/2019", "2019-09-08"),
    _date(_AZ_CINELEASE, "9/2/2019", "2019-09-02"),
    _money(_AZ_CINELEASE, "$0.00", "0.00"),
    _name(_AZ_HC, "Huffman Creative LLC"),
    _date(_AZ_HC, "9.6.2019", "2019-09-06"),  # a US invoice: its service starts 9/6/2019
    _id(_AZ_HC, "HLWD-19-002040"),
    _money(_AZ_HC, "$3,200.00", "3200.00"),
    _id(_AZ_HC, "1935-18"),
    _name(_AZ_HC, "Panavision Hollywood"),
    _date(_AZ_HC, "9/12/2019", "2019-09-12"),
    _date(_AZ_HC, "9/6/2019", "2019-09-06"),
    _nothing(_AZ_DEPOT, "(506)462-9460"),
    _money(_AZ_DEPOT, "10.41", "10.41"),
    _money(_AZ_DEPOT, "$11.97", "11.97"),
    _nothing(_AZ_DEPOT, "01:42 PM"),
    _name(_AZ_CINEWORKS, "Cineworks"),
    _date(_AZ_CINEWORKS, "06/09/2015", "2015-06-09"),
    _id(_AZ_CINEWORKS, "306467"),
    _money(_AZ_CINEWORKS, "9,480.00", "9480.00"),
    _period(_AZ_CINEWORKS, "06/29/2015-07/15/2015", ("06/29/2015", "2015-06-29"), ("07/15/2015", "2015-07-15")),
    _name(_AZ_CINEWORKS, "CINE WORKS"),
)

# --- Signatue-ceo/BankStatementConverter: a Bank of America statement's text layer (its parser test's mock)
_BOA = "Signatue-ceo/BankStatementConverter __tests__/parser.test.ts"
_BANKCONV = (
    _nothing(_BOA, "1.800.432.1000"),
    _nothing(_BOA, "1.800.688.6086"),
    _nothing(_BOA, "Page 1 of 5"),
    _name(_BOA, "Bank of America, N.A."),
    _id(_BOA, "8981 1929 XXXX"),
    _id(_BOA, "4881 0142 XXXX"),
    _period(_BOA, "April 01, 2016 to April 30, 2016", ("April 01, 2016", "2016-04-01"),
            ("April 30, 2016", "2016-04-30")),
    _date(_BOA, "April 01, 2016", "2016-04-01"),
    _date(_BOA, "April 30, 2016", "2016-04-30"),
    _money(_BOA, "$48,993.43", "48993.43"),
    _money(_BOA, "6,517.58", "6517.58"),
    _money(_BOA, "-4,923.44", "4923.44"),
    _money(_BOA, "$50,587.57", "50587.57"),
    _money(_BOA, "$6,517.58", "6517.58"),
    _money(_BOA, "-$4,923.44", "4923.44"),
    _money(_BOA, "-400.00", "400.00"),
    _money(_BOA, "-2300.00", "2300.00"),
    _money(_BOA, "2,976.74", "2976.74"),
    _line(_BOA, "Account number: 8981 1929 XXXX", (ID, "8981 1929 XXXX", "8981 1929 XXXX")),
    _line(_BOA, "for April 01, 2016 to April 30, 2016",
          (DATE, "April 01, 2016", "2016-04-01"), (DATE, "April 30, 2016", "2016-04-30")),
    _line(_BOA, "Beginning balance on April 01, 2016", (DATE, "April 01, 2016", "2016-04-01")),
    _line(_BOA, "Ending balance on April 30, 2016", (DATE, "April 30, 2016", "2016-04-30")),
    _line(_BOA, "Total Overdraft fees$0.00$0.00", (MONEY, "$0.00", "0.00"), (MONEY, "$0.00", "0.00")),
    _line(_BOA, "Checks-0.00", (MONEY, "-0.00", "0.00")),
)

# --- sunapi386/utility-bill-parsers: a PG&E and an Xfinity statement's fields as its parsers print them
_PGE = "sunapi386/utility-bill-parsers README.md"
_UTILITY = (
    _period(_PGE, "05/19/2018 - 06/19/2018", ("05/19/2018", "2018-05-19"), ("06/19/2018", "2018-06-19")),
    _line(_PGE, "05/19/2018 - 06/19/2018 (32 billing days)",
          (DATE, "05/19/2018", "2018-05-19"), (DATE, "06/19/2018", "2018-06-19")),
    _date(_PGE, "07/11/2018", "2018-07-11"),
    _money(_PGE, "$61.15", "61.15"),
    _money(_PGE, "$10.45", "10.45"),
    _date(_PGE, "Apr 13, 2019", "2019-04-13"),
    _date(_PGE, "Mar 14, 2019", "2019-03-14"),
    _date(_PGE, "Mar 09, 2019", "2019-03-09"),
    _money(_PGE, "$89.99", "89.99"),
)

SOURCES: tuple[tuple[str, tuple[Entry, ...]], ...] = (
    ("aws-samples/amazon-textract-response-parser", _TEXTRACT),
    ("jesse-bonzo/GNUCashPDFImporter", _GNUCASH),
    ("landing-ai/ade-helper-scripts", _LANDING),
    ("mkazin/StatementRenamer", _RENAMER),
    ("rollcredits/AzureOCR_POC", _AZURE),
    ("Signatue-ceo/BankStatementConverter", _BANKCONV),
    ("sunapi386/utility-bill-parsers", _UTILITY),
)


def source_of(entry: Entry) -> str:
    """The repository (or site) an entry was copied from: its `where` up to the first space."""
    return entry.where.split(" ", 1)[0]


def kind_of(entry: Entry) -> str:
    """The kind an entry is tallied under: `nothing` (no value printed), `period` (a range's two
    dates and only their joining word), `line` (a whole line with a label or several values), else
    its one value's kind."""
    if not entry.expected:
        return "nothing"
    if len(entry.expected) == 1 and entry.printed == entry.expected[0][1]:
        return entry.expected[0][0]
    if (len(entry.expected) == 2 and all(k == DATE for k, _, _ in entry.expected)
            and entry.printed.startswith(entry.expected[0][1]) and entry.printed.endswith(entry.expected[1][1])):
        return "period"
    return "line"


def _halves() -> tuple[tuple[Entry, ...], tuple[Entry, ...]]:
    names = sorted((name for name, _ in SOURCES), key=str.lower)
    by_name = dict(SOURCES)
    fit: list[Entry] = []
    check: list[Entry] = []
    for k, name in enumerate(names):
        (fit if k % 2 == 0 else check).extend(by_name[name])
    kept_fit: list[Entry] = []
    seen: set[str] = set()
    for entry in fit:
        if entry.printed not in seen:
            seen.add(entry.printed)
            kept_fit.append(entry)
    kept_check: list[Entry] = []
    for entry in check:
        if entry.printed not in seen:
            seen.add(entry.printed)
            kept_check.append(entry)
    return tuple(kept_fit), tuple(kept_check)


FIT, CHECK = _halves()
HALVES: dict[str, tuple[Entry, ...]] = {"fit": FIT, "check": CHECK}
