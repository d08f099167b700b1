"""docType by anchors over a document's pages: an exclusion counts on a page that holds the type's
anchors; a letterhead is read on the document's opening page."""

from __future__ import annotations

from harness.harvest import PageText, harvest, load_rules
from harness.harvest.classify import Classification, classify
from harness.harvest.extract import opening_pages

FORM = "Form 1099-INT Interest Income\nPAYER'S name\nEvergreen National Bank\n1 Interest income 1,264.13"
INSTRUCTIONS = "Instructions for Recipient\nKeep this page with your records."
SAMPLE = "Instructions for Recipient - Form 1099-INT\nSAMPLE Form 1099-INT\n1 Interest income"


def test_an_instructions_page_after_the_form_does_not_unmake_it() -> None:
    rules = load_rules()
    pages = [FORM, INSTRUCTIONS]
    assert classify("\n\n".join(pages), rules).doc_type is None  # the whole text alone: excluded
    assert classify("\n\n".join(pages), rules, pages).doc_type == "1099-INT"


def test_a_sample_with_its_instructions_on_one_page_stays_excluded() -> None:
    found = classify(SAMPLE, load_rules(), [SAMPLE])
    assert found.doc_type is None
    assert "1099-INT: excluded by Instructions for Recipient" in found.matched_anchors


def test_the_opening_page_meets_every_required_group_first() -> None:
    rule = next(r for r in load_rules() if r.doc_type == "1099-INT")
    cover = PageText(1, "Annual Mailing Services\nEnclosed is your Form 1099-INT.")  # one group of two
    form = PageText(2, FORM)
    assert [p.page for p in opening_pages([cover, form], rule)] == [2]
    assert [p.page for p in opening_pages([PageText(1, "nothing"), PageText(2, "at all")], rule)] == [1, 2]
    assert [p.page for p in opening_pages([cover, PageText(2, "no anchor")], rule)] == [1, 2]


def test_a_mailing_with_a_cover_and_an_instructions_page_is_typed_and_read() -> None:
    pages = [(1, "Annual Mailing Services\nEnclosed is your Form 1099-INT."), (2, FORM), (3, INSTRUCTIONS)]
    found = harvest(pages, load_rules())
    assert found.classification.doc_type == "1099-INT"
    assert {f.field: f.value for f in found.fields}.get("payer_name") == "Evergreen National Bank"


ESTIMATE = ("Brightwage Paycheck Calculator\nYour Paycheck Estimate\nPay frequency Biweekly\nGross Pay $3,076.92\n"
            "Federal income tax -$261.04\nNet Pay $2,445.11\n")


def test_a_payroll_calculator_s_estimate_titled_so_is_no_pay_stub() -> None:
    found = classify(ESTIMATE, load_rules(), [ESTIMATE])
    assert found == Classification(None, ("pay-stub: Gross pay", "pay-stub: Net pay",
                                          "pay-stub: excluded by stamp:re:\\bestimate\\b"))
    # a stub's fine print saying the word in a sentence is no title
    stub = ESTIMATE.replace("Your Paycheck Estimate", "Earnings Statement") + \
        "Your tax estimate is based on the forms you filed.\n"
    assert classify(stub, load_rules(), [stub]).doc_type == "pay-stub"


QUOTE = ("Oakmere Insurance\nYour Homeowners Quote\nQuote number: AH166885\nProposed effective date: 11/17/2026\n"
         "Estimated premium: $1,057.31\n")


def test_an_insurer_s_quote_titled_so_is_no_declarations_page() -> None:
    rule = next(r for r in load_rules() if r.doc_type == "insurance-declarations")
    assert [a.text for a in rule.excluded if a.search(QUOTE)] == ["stamp:re:\\bquote\\b"]
    # the word in a label or a sentence is no title
    assert not [a.text for a in rule.excluded if a.search(QUOTE.replace("Your Homeowners Quote", "Declarations"))]
