"""The general docType typing (harness/harvest/general_type.py and harness.harvest.harvest):
title lines, the ranking against descriptions, decoys, exclusions, confirmation by fields,
the evidence recorded, and that a document some rule's anchors met never reaches it.

The encoder here is a small fake: a text's vector counts a few stems (below), so that the
scores are known exactly and the test is about the typing's choices, not the model's. The
descriptions and pages are invented for the test."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import numpy as np

from harness.contract.doctype_descriptions import DOC_DESCRIPTIONS as REAL_DESCRIPTIONS
from harness.contract.doctype_descriptions import EMPTY, MORE_DESCRIPTIONS
from harness.harvest import Classification, TypeGuesser, harvest, load_rules
from harness.harvest.general_type import (
    FORM_WORDS,
    Contender,
    banner_lines,
    confirms,
    document_pairs,
    has_value,
    is_form,
    kinds_fit,
    label_lines,
    names_field,
    needed,
    own_fields,
    pieces,
    prevails,
    printed_forms,
    strong,
    title_lines,
    title_text,
    unnamed_form_leads,
    value_counts,
)
from harness.harvest.matcher import FieldMatcher as _Matcher
from harness.harvest.party import heads_address
from harness.harvest.rules import blinded

# the fake encoder's tests are about the matcher's logic, not the exemplars table (harness/harvest/
# exemplars.json): their matchers read none; test_matcher's exemplar tests and tests/e2e read it
FieldMatcher = partial(_Matcher, exemplars={})

AXES = (("account", "bank", "deposit"), ("card", "credit"), ("bill", "electric", "water"), ("record", "statement"),
        ("letter", "dear"))


def fake_encode(texts: Sequence[str]) -> np.ndarray:
    rows = []
    for text in texts:
        words = text.lower().replace(",", " ").replace(":", " ").split()
        v = np.array([sum(any(w.startswith(s) for s in stems) for w in words) for stems in AXES], dtype=np.float32)
        n = float(np.linalg.norm(v))
        rows.append(v / n if n else v)
    return np.stack(rows)


DESCRIPTIONS = {"bank-statement": "a bank account statement record", "credit-card-statement": "a credit card statement",
                "utility-bill": "an electric or water bill"}
DECOYS = {"decoy: letter": "a letter"}
GUESSER = TypeGuesser(fake_encode, DESCRIPTIONS, DECOYS, {})  # the descriptions invented here alone
RULES = load_rules()
MATCHER = FieldMatcher(fake_encode)

PAGE = ("SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\nLakeshore Thrift\nMonthly account record\n"
        "Account ending in 4821\nStatement through 03/31/2025\nEnding balance $2,310.40\nInterest credited $1.20\n"
        "We thank you for choosing us for your savings and hope to see you again next month.")


def test_title_lines_are_the_short_lines_with_words_ignored_lines_left_out() -> None:
    ignore = [a.regex for r in RULES for a in r.ignore]
    assert title_lines(PAGE + "\n12.50\n", ignore) == [
        "Lakeshore Thrift", "Monthly account record", "Account ending in 4821", "Statement through 03/31/2025",
        "Ending balance $2,310.40", "Interest credited $1.20"]


def test_the_ranking_is_each_description_s_best_line() -> None:
    ranked = GUESSER.rank(["Monthly account record", "Water and power"])
    assert ranked == [Contender("bank-statement", 1.0, "Monthly account record"),
                      Contender("utility-bill", 1.0, "Water and power"),
                      Contender("credit-card-statement", 0.316, "Monthly account record"),
                      Contender("decoy: letter", 0.0, "Monthly account record")]
    assert [c.decoy for c in ranked] == [False, False, False, True]


def test_contenders_are_within_the_margin_of_a_best_score_over_the_threshold() -> None:
    assert [c.name for c in GUESSER.contenders(["Monthly account record"])[0]] == ["bank-statement"]
    assert GUESSER.contenders(["Lakeshore Thrift"])[0] == []  # no stem: every score 0, under the threshold
    assert GUESSER.contenders([]) == ([], [])


def test_needed_is_half_the_type_s_fields_three_at_least_and_half_its_own() -> None:
    assert (needed("bank-statement"), needed("W-2"), needed("invoice")) == ((4, 3), (6, 3), (3, 2))
    assert sorted(own_fields("1099-R")) == ["box1_gross_distribution", "box2a_taxable_amount",
                                            "box7_distribution_code"]


def test_the_fields_every_1099_prints_do_not_confirm_a_1099_r() -> None:
    shared = {"payer_name", "payer_tin", "recipient_name", "tax_year", "box4_federal_tax_withheld"}
    assert confirms("1099-R", shared) is False
    assert confirms("1099-R", shared | {"box1_gross_distribution"}) is False
    assert confirms("1099-R", shared | {"box1_gross_distribution", "box7_distribution_code"}) is True
    assert confirms("1099-R", {"box1_gross_distribution", "box7_distribution_code", "tax_year"}) is False


def test_a_document_no_anchors_met_is_typed_by_its_title_and_confirmed_by_its_fields() -> None:
    found = harvest([(1, PAGE)], RULES, MATCHER, GUESSER)
    assert found.classification.doc_type == "bank-statement"
    # read by its titles proper: "Statement through 03/31/2025" labels a date (credit card 0.894) and is none
    assert found.classification.matched_anchors == (
        "general: bank-statement 1.000 over credit-card-statement 0.316 by title line 'Monthly account record'; "
        "fields 5/7, its own 4/6",)
    assert sorted((f.field, f.normalized) for f in found.fields) == [
        ("account_last4", "4821"), ("bank_name", "Lakeshore Thrift"), ("ending_balance", "2310.40"),
        ("interest_paid", "1.20"), ("period_end", "2025-03-31")]


def test_without_a_guesser_the_same_document_stays_untyped() -> None:
    found = harvest([(1, PAGE)], RULES, MATCHER)
    assert (found.classification.doc_type, found.classification.matched_anchors, found.fields) == (None, (), ())


def test_too_few_fields_leave_it_untyped() -> None:
    page = "Lakeshore Thrift\nMonthly account record"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification == harvest([(1, page)], RULES, MATCHER, GUESSER).classification
    assert (found.classification.doc_type, found.classification.matched_anchors, found.fields) == (
        None, ("general: untyped: no contender's fields confirm it (best bank-statement 1.000)",), ())


def test_a_title_closest_to_a_decoy_leaves_it_untyped() -> None:
    page = ("Lakeshore Thrift\nDear saver, a letter\nAccount ending in 4821\nStatement through 03/31/2025\n"
            "Ending balance $2,310.40\nInterest credited $1.20")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: reads as decoy: letter (best decoy: letter 1.000)",))


def test_a_decoy_is_not_read_from_a_line_that_names_a_field() -> None:
    """A line ending in a colon labels a value printed elsewhere (a column under it, the next
    line): like a line printing its value, it says what a field is, so a decoy is not read from it."""
    assert [names_field(ln) for ln in ("Letters received:", "Letters received", "Due 03/31/2025", "Dear reader,")] \
        == [True, False, True, False]
    assert {c.name: c.score for c in GUESSER.rank(["Letters received:"])}["decoy: letter"] == 0.0
    assert {c.name: c.score for c in GUESSER.rank(["Letters received"])}["decoy: letter"] == 1.0
    page = PAGE.replace("Monthly account record", "Monthly account record\nLetters received:")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.doc_type == "bank-statement"
    assert harvest([(1, page.replace("received:", "received"))], RULES, MATCHER, GUESSER).classification == \
        Classification(None, ("general: untyped: reads as decoy: letter (best bank-statement 1.000)",))


def test_a_contender_whose_rule_excludes_the_page_is_out() -> None:
    page = PAGE + "\nSAMPLE"  # bank-statement.toml excludes a SAMPLE stamp
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.matched_anchors == (
        "general: untyped: no contender's fields confirm it (best bank-statement 1.000)",)


def test_no_title_reads_as_a_type() -> None:
    page = "Lakeshore Thrift\nEnding balance $2,310.40"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.matched_anchors == (
        "general: untyped: no title reads as a type (best bank-statement 0.000)",)


def test_a_document_whose_anchors_a_rule_met_never_reaches_the_general_typing() -> None:
    # every bank-statement anchor group is met, and a credit card's minimum payment excludes it
    page = PAGE + "\nOpening balance $2,000.00\nMinimum payment $25.00"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.doc_type is None
    assert found.classification.matched_anchors[-1] == "bank-statement: excluded by Minimum payment"


def test_a_decoy_within_the_margin_of_the_best_type_leaves_it_untyped() -> None:
    found = harvest([(1, "Dear saver, a letter\n" + PAGE)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: reads as decoy: letter (best bank-statement 1.000)",))


def test_a_lower_contender_confirmed_under_an_unconfirmed_best_one_leaves_it_untyped() -> None:
    page = PAGE.replace("Monthly account record", "Water bill\nBank account record statement deposit")
    ranked = GUESSER.rank(title_lines(page))
    assert [(c.name, c.score) for c in ranked[:2]] == [("utility-bill", 1.0), ("bank-statement", 0.981)]
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: its title, 'Water bill', is weak and its body reads as another type "
               "(best utility-bill 1.000)",))


def test_a_docType_named_as_an_irs_form_is_a_form() -> None:
    assert [n for n in ("W-2", "W-2c", "1099-INT", "1098", "pay-stub", "bank-statement") if is_form(n)] == [
        "W-2", "W-2c", "1099-INT", "1098"]


def test_printed_forms_are_the_numbers_printed_as_whole_tokens_in_any_case() -> None:
    names = ["W-2", "W-2c", "1099-INT", "1098", "pay-stub"]
    lines = ["Form W-2C Corrected", "form 1099-int", "Form 1098-T", "11098", "Box 1 W-2 wages"]
    assert printed_forms(lines, names) == {
        "W-2c": "Form W-2C Corrected", "1099-INT": "form 1099-int", "W-2": "Box 1 W-2 wages"}
    assert printed_forms(["1098 (2025)"], names) == {"1098": "1098 (2025)"}


def test_a_form_s_number_is_printed_with_its_hyphen_left_out_a_dash_or_a_hyphen_after_it() -> None:
    names = ["W-2", "W-2c", "1099-R", "1099-INT", "1098"]
    assert printed_forms(["IRS Form W2"], names) == {"W-2": "IRS Form W2"}
    assert printed_forms(["IRS Form 1099R"], names) == {"1099-R": "IRS Form 1099R"}
    assert printed_forms(["IRS Form- 0 W-2- Wage and Tax Statement"], names) == {
        "W-2": "IRS Form- 0 W-2- Wage and Tax Statement"}
    assert printed_forms(["Form 1099\u2013INT"], names) == {"1099-INT": "Form 1099\u2013INT"}
    assert printed_forms(["Form W2c", "Form 1098-T", "1099-Rx", "W-2-2"], names) == {"W-2c": "Form W2c"}
    # the number stays in the title text the typing reads, as a form's number spelled so does
    assert title_text("IRS Form 1099R 2024") == "IRS Form 1099R"
    assert title_text("IRS Form W2 1099-") == "IRS Form W2"


def test_sentences_are_no_title_lines_and_a_value_is_an_amount_or_a_date_in_digits() -> None:
    page = "Keep this with your records.\nSmith & Co.\nNet pay 12.50\nPaid on 03/31/2025\nTotal 1,713\nTo be kept."
    assert title_lines(page) == ["Smith & Co.", "Net pay 12.50", "Paid on 03/31/2025", "Total 1,713", "To be kept."]
    assert [has_value(ln) for ln in title_lines(page)] == [False, True, True, False, False]


def test_a_label_and_its_value_are_no_title_line() -> None:
    """A title's furniture (a date, an amount) is left out of what is scored, so a label printing its
    value after a colon would read as its label alone ("Billing date:"): it is no title line."""
    page = "Metro Power & Light\nAccount number: 55-1234\nBilling date: 2025-03-02\nAmount due: $88.10\n" \
           "Utility Bill 03/02/2025"
    assert title_lines(page) == ["Metro Power & Light", "Utility Bill 03/02/2025"]


def test_a_decoy_is_not_read_from_a_line_that_prints_a_value() -> None:
    assert [(c.name, c.score) for c in GUESSER.rank(["Dear saver, a letter $12.50"])][-1] == ("decoy: letter", 0.0)
    assert GUESSER.rank(["Dear saver, a letter"])[0] == Contender("decoy: letter", 1.0, "Dear saver, a letter")


FORMS = TypeGuesser(fake_encode, {"1099-INT": "a bank deposit record", **DESCRIPTIONS}, DECOYS, {})
# the anchors made unmatchable (as benchmarks/bench_harvest_ablation.py does), so that a page
# printing its form number reaches the general typing; the labels stay, to find the fields
BLIND = blinded(RULES, labels=False)
INT_PAGE = ("Lakeshore Thrift\nForm 1099-INT\nPayer TIN 12-3456789\nRecipient Dana Whit\nTax year 2025\n"
            "Interest income $1.20\nFederal income tax withheld $0.00")


def test_a_form_is_a_candidate_only_when_a_title_line_prints_its_number() -> None:
    ranked = FORMS.rank(["Bank account record"])
    assert [c.name for c in ranked][:2] == ["1099-INT", "bank-statement"]
    # the best score, 1099-INT's, is out: no line prints its number; a form it does not name reads ahead of
    # every candidate, so there is no contender at all (the ranking returned is every type's)
    assert FORMS.contenders(["Bank account record"]) == ([], ranked)
    # a form behind a candidate leaves it be: bank-statement reads ahead of it
    line = "Bank account statement record"
    assert FORMS.contenders([line])[0] == [Contender("bank-statement", 1.0, line)]
    assert [(c.name, c.score) for c in FORMS.rank([line])][:2] == [("bank-statement", 1.0), ("1099-INT", 0.949)]
    contenders, ranked = FORMS.contenders(["Form 1099-INT", "Bank account record"])
    # printed, it is back, the best, with the line printing its number; bank-statement is not within the margin
    assert contenders == [Contender("1099-INT", 1.0, "Form 1099-INT", named=True)]
    assert [c.name for c in ranked] == ["1099-INT", "bank-statement", "credit-card-statement", "utility-bill",
                                        "decoy: letter"]


def test_a_form_read_strongly_and_ahead_by_more_than_a_tie_leaves_the_title_untyped() -> None:
    """A form the page does not name, reaching STRONG and ahead of the best candidate by FORM_LEAD
    (under the margin), says what the title is: no contender. Barely ahead, or under STRONG, it
    leaves the candidates be."""
    line = "Bank deposit statement bill"
    assert [(c.name, c.score) for c in FORMS.rank([line])][:2] == [("1099-INT", 0.913), ("bank-statement", 0.866)]
    assert FORMS.contenders([line])[0] == []
    form, best = Contender("W-2", 0.605, "x"), Contender("pay-stub", 0.569, "x")
    assert unnamed_form_leads(form, best) is True  # 0.036 ahead, strong
    assert unnamed_form_leads(Contender("W-2", 0.555, "x"), Contender("pay-stub", 0.551, "x")) is False  # a tie
    assert unnamed_form_leads(Contender("W-2", 0.456, "x"), Contender("pay-stub", 0.436, "x")) is False  # weak
    assert unnamed_form_leads(Contender("W-2", 0.5, "x"), Contender("pay-stub", 0.45, "x")) is True  # the margin


def test_a_form_no_line_names_whose_title_is_strong_is_the_one_contender() -> None:
    """A form's caption printed without its number: when the form reads STRONG and leads every other
    type and decoy by LEAD, it is the one contender (its fields must still confirm it); under the lead it
    leaves no contender, as a form the page does not name does."""
    guesser = TypeGuesser(fake_encode, {"1099-INT": "a bank deposit record", **DESCRIPTIONS}, DECOYS, {})
    line = "Deposit"
    ranked = guesser.rank([line])
    assert [(c.name, c.score) for c in ranked][:2] == [("1099-INT", 0.894), ("bank-statement", 0.707)]
    assert guesser.contenders([line]) == ([Contender("1099-INT", 0.894, line)], ranked)
    line = "Bank deposit statement bill"  # 1099-INT 0.913, bank-statement 0.866: no strong lead
    assert guesser.contenders([line])[0] == []


def test_a_form_named_by_its_number_contends_whatever_its_title_score_and_comes_first() -> None:
    assert FORMS.contenders(["Form 1099-INT", "Lakeshore Thrift"])[0] == [
        Contender("1099-INT", 0.0, "Form 1099-INT", named=True)]
    assert FORMS.contenders(["Form 1099-INT", "Credit card"])[0] == [
        Contender("1099-INT", 0.0, "Form 1099-INT", named=True),
        Contender("credit-card-statement", 0.894, "Credit card")]


def test_a_page_printing_a_form_number_is_typed_so_when_its_fields_confirm_it() -> None:
    found = harvest([(1, INT_PAGE)], BLIND, MATCHER, FORMS)
    assert found.classification == Classification("1099-INT", (
        "general: 1099-INT 0.000 over bank-statement 0.000 by its form number in 'Form 1099-INT'; "
        "fields 6/6, its own 1/1",))
    unconfirmed = harvest([(1, INT_PAGE.replace("Interest income $1.20\n", ""))], BLIND, MATCHER, FORMS)
    assert unconfirmed.classification == Classification(None, (
        "general: untyped: no contender's fields confirm it (best 1099-INT 0.000)",))


def test_a_strong_title_reaches_strong_and_leads_every_other_candidate() -> None:
    bank = Contender("bank-statement", 0.6, "Account statement")
    assert strong(bank, [bank, Contender("credit-card-statement", 0.5, "x"), Contender("decoy: letter", 0.2, "y")])
    assert not strong(bank, [bank, Contender("decoy: letter", 0.51, "y")])  # a lead under LEAD
    assert not strong(Contender("bank-statement", 0.54, "x"), [Contender("bank-statement", 0.54, "x")])
    assert (needed("lease", True), needed("W-2c", True), needed("1099-INT", True)) == ((2, 2), (2, 0), (2, 1))


def test_a_strong_title_is_confirmed_by_two_of_its_own_fields() -> None:
    page = "Lakeshore Thrift\nMonthly account record\nEnding balance $2,310.40"
    assert [(c.name, c.score) for c in GUESSER.rank(title_lines(page))][:2] == [
        ("bank-statement", 1.0), ("credit-card-statement", 0.316)]
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification == Classification("bank-statement", (
        "general: bank-statement 1.000 over credit-card-statement 0.316 by title line 'Monthly account record'; "
        "fields 2/7, its own 2/6",))
    assert confirms("bank-statement", {"bank_name", "ending_balance"}) is False


def test_the_first_contender_confirmed_beside_others_wins_when_its_share_of_fields_leads_by_a_quarter() -> None:
    pay = ("pay-stub", {"employee_name", "employer_name", "gross_pay", "net_pay", "pay_date"})
    card = ("credit-card-statement", {"closing_date", "issuer_name", "payment_due_date"})
    assert prevails(pay, [card]) is True  # 5/6 against 3/6
    assert prevails(pay, []) is True
    assert prevails(("pay-stub", {"employee_name", "gross_pay", "net_pay", "pay_date"}), [card]) is False  # 4/6
    assert prevails(card, [pay]) is False


def test_two_types_confirmed_with_no_lead_in_fields_leave_it_untyped() -> None:
    page = PAGE.replace("Monthly account record", "Monthly account record\nCredit card statement\n"
                        "Closing date 03/31/2025\nNew balance $120.00")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors, found.fields) == (None, (
        "general: untyped: fields confirm bank-statement and credit-card-statement (best bank-statement 1.000)",), ())


def test_a_form_number_counts_on_any_short_line_of_the_page_the_title_only_on_the_first_ones() -> None:
    page = "\n".join(f"Line {i} of the grid" for i in range(12)) + "\nForm 1099-INT Interest\nEnd of page 1"
    assert len(title_lines(page)) == 12 and title_lines(page, limit=None)[12:] == ["Form 1099-INT Interest",
                                                                                "End of page 1"]
    assert FORMS.contenders(title_lines(page))[0] == []
    contenders, _ = FORMS.contenders(title_lines(page), title_lines(page, limit=None))
    assert contenders == [Contender("1099-INT", 0.0, "Form 1099-INT Interest", named=True)]


def test_a_form_s_caption_may_be_longer_than_a_title_line_but_not_a_sentence() -> None:
    caption = "FORM 1099-R DISTRIBUTIONS FROM PENSIONS, ANNUITIES, RETIREMENT PLANS, IRAS"  # 9 words
    page = f"{caption}\nYour Form 1099-R is enclosed with this letter for your records.\nBox 1 $12.00"
    assert title_lines(page) == ["Box 1 $12.00"]
    assert title_lines(page, limit=None, max_words=FORM_WORDS) == [caption, "Box 1 $12.00"]


def test_only_the_lines_every_rule_ignores_are_no_title_lines() -> None:
    # pay-stub.toml ignores its own title to find the employer's name under it; that title still
    # says what the document is, while the specimen banner every rule ignores says nothing
    banners = banner_lines([r.ignore for r in RULES])
    assert [rx.pattern.count("SYNTHETIC") + rx.pattern.count("REAL") for rx in banners] == [1, 1]
    page = "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\nCarlson Group\nEarnings Statement\nEmployee: Lisa Moore"
    assert title_lines(page, banners) == ["Carlson Group", "Earnings Statement", "Employee: Lisa Moore"]
    assert title_lines(page, [a.regex for r in RULES for a in r.ignore]) == ["Carlson Group", "Employee: Lisa Moore"]
    assert banner_lines([]) == []


LABELLED = ("Lakeshore Power\nElectric bill of the account deposit\nCredit card\n03/31/2025\nAccount number 55-1234\n"
            "Zq 03/01/2025\nZs $120.00")


def test_label_lines_are_the_lines_over_under_or_beside_a_value() -> None:
    assert label_lines(LABELLED) == {"Credit card", "03/31/2025", "Account number 55-1234", "Zq 03/01/2025",
                                     "Zs $120.00"}
    pairs = document_pairs([LABELLED, "Zz 01/02/2025"])  # the pairs read once, as the harvest passes them
    assert [p.page for p in pairs[1]] == [2]
    assert label_lines(LABELLED, pairs[0]) == label_lines(LABELLED)
    assert label_lines(LABELLED, pairs[0][:1]) == {"Credit card", "03/31/2025"}


MAILED = ("Ironbridge Card Services\n1-800-555-5066\nMonthly Card Statement\nCORMAC HALLORAN\n1590 Harbor View Dr\n"
          "Halsey, VT 05539\nAccount holder\nNOOR ABERNATHY\n4106 Sycamore Ave\nRavenna, ME 04812")


def test_a_title_over_the_addressee_heading_a_mailing_address_is_no_label() -> None:
    # the title printed over the envelope window's name is the page's title; a caption naming the party's
    # role ("Account holder") over a name and its address stays its label
    assert label_lines(MAILED) == {"CORMAC HALLORAN", "1590 Harbor View Dr", "Halsey, VT 05539", "Account holder",
                                   "NOOR ABERNATHY", "4106 Sycamore Ave", "Ravenna, ME 04812"}
    lines = MAILED.split("\n")
    assert [i for i in range(len(lines)) if heads_address(lines, i)] == [3, 7]


def test_a_page_is_read_first_by_its_titles_proper_not_by_a_label_over_a_value() -> None:
    # all the title lines: the label "Credit card" over a date leads, and its type is not confirmed
    lines = title_lines(LABELLED)
    assert [(c.name, c.score) for c in GUESSER.contenders(lines)[0]] == [("credit-card-statement", 0.894)]
    contenders, ranked = GUESSER.read(LABELLED)
    assert contenders == [Contender("utility-bill", 0.707, "Electric bill of the account deposit")]
    assert [(c.name, c.score) for c in ranked] == [("utility-bill", 0.707), ("bank-statement", 0.5),
                                                   ("credit-card-statement", 0.0), ("decoy: letter", 0.0)]
    found = harvest([(1, LABELLED)], RULES, MATCHER, GUESSER)
    assert found.classification == Classification("utility-bill", (
        "general: utility-bill 0.707 over bank-statement 0.500 by title line 'Electric bill of the account deposit'; "
        "fields 2/5, its own 2/4",))


def test_a_page_whose_titles_proper_read_as_no_type_is_read_by_all_its_title_lines() -> None:
    page = "Lakeshore Thrift\nCredit card\n03/31/2025\nZs $120.00"
    every = title_lines(page, limit=None, max_words=FORM_WORDS)
    assert GUESSER.read(page) == GUESSER.contenders(title_lines(page), every)
    assert [c.name for c in GUESSER.read(page)[0]] == ["credit-card-statement"]


SHAPED = ("Lakeshore Thrift\nMonthly account record\nAccount ending in 4821\nZq 03/01/2025\nZr 03/31/2025\n"
          "Zs $2,000.00\nZt $2,310.40\nZu $1.20")


def test_value_counts_count_each_printed_value_once_by_kind() -> None:
    assert value_counts(document_pairs([SHAPED])) == {"money": 3, "date": 2, "id": 1}
    assert value_counts(document_pairs(["Tax year 2025\nTotal $5.00 due 01/02/2025", "Parcel 12-345-6789"])) == {
        "year": 1, "money": 1, "date": 1, "id": 1}
    assert kinds_fit("bank-statement", value_counts(document_pairs([SHAPED]))) is True  # 3 amounts, 2 dates, 1 id
    assert kinds_fit("bank-statement", value_counts(document_pairs([SHAPED.replace("Zs $2,000.00\n", "")]))) is False


def test_a_strong_title_on_a_page_of_its_type_s_shape_needs_one_of_its_own_fields() -> None:
    found = {"bank_name", "account_last4"}  # one own field, and the account's last four a card has too
    shaped = value_counts(document_pairs([SHAPED]))
    assert confirms("bank-statement", found, True) is False
    assert confirms("bank-statement", found, True, shaped) is True
    assert confirms("bank-statement", found, False, shaped) is False  # a title not strong
    assert confirms("bank-statement", {"account_last4"}, True, shaped) is False  # 2 fields at least
    typed = harvest([(1, SHAPED)], RULES, MATCHER, GUESSER)
    assert typed.classification == Classification("bank-statement", (
        "general: bank-statement 1.000 over credit-card-statement 0.316 by title line 'Monthly account record'; "
        "fields 2/7, its own 1/6",))
    assert sorted((f.field, f.normalized) for f in typed.fields) == [("account_last4", "4821"),
                                                                   ("bank_name", "Lakeshore Thrift")]


def test_a_page_short_of_its_type_s_values_or_reading_as_a_decoy_stays_untyped() -> None:
    short = harvest([(1, SHAPED.replace("Zs $2,000.00\n", ""))], RULES, MATCHER, GUESSER)
    assert (short.classification, short.fields) == (Classification(None, (
        "general: untyped: no contender's fields confirm it (best bank-statement 1.000)",)), ())
    letter = harvest([(1, SHAPED.replace("Lakeshore Thrift\n", "Lakeshore Thrift\nDear saver, a letter\n"))],
                     RULES, MATCHER, GUESSER)
    assert (letter.classification, letter.fields) == (Classification(None, (
        "general: untyped: reads as decoy: letter (best bank-statement 1.000)",)), ())


def test_a_form_named_by_its_number_on_a_page_of_its_shape_needs_none_of_its_own_fields() -> None:
    unread = INT_PAGE.replace("Interest income $1.20", "Zq $1.20")  # its own field's label unread
    counts = value_counts(document_pairs([unread]))
    assert counts == {"id": 1, "year": 1, "money": 2, "text": 1}  # "Recipient Dana Whit": a caption and its name
    shared = {"payer_name", "payer_tin", "recipient_name", "tax_year", "box4_federal_tax_withheld"}
    assert confirms("1099-INT", shared, counts=counts) is False  # not named: its own field
    assert confirms("1099-INT", shared, counts=counts, named=True) is True
    assert confirms("1099-INT", {"payer_name", "box4_federal_tax_withheld"}, counts=counts,
                    named=True) is False  # under half its fields (three at least)
    found = harvest([(1, unread)], BLIND, MATCHER, FORMS)
    assert found.classification == Classification("1099-INT", (
        "general: 1099-INT 0.000 over bank-statement 0.000 by its form number in 'Form 1099-INT'; "
        "fields 5/6, its own 0/1",))
    one_amount = harvest([(1, unread.replace("Zq $1.20\n", ""))], BLIND, MATCHER, FORMS)
    assert one_amount.classification == Classification(None, (
        "general: untyped: no contender's fields confirm it (best 1099-INT 0.000)",))


def test_a_title_line_is_read_without_what_it_prints_beside_its_title() -> None:
    assert title_text("Invoice No. INV-20417 Due 03/15/2025 Page 1 of 2") == "Invoice No. Due"
    assert title_text("Form 1098 (Rev. April 2025) Copy B") == "Form 1098"
    assert title_text("2025 Form 1099-INT $1,204.50 Acct XXXXXX4417") == "Form 1099-INT Acct"
    assert title_text("Form W-2c Parcel 14-22-301-017 for 2025-26") == "Form W-2c Parcel for"
    assert title_text("Box 12 Code 45") == "Box 12 Code 45"  # two digits are no number to leave out


def test_a_period_between_two_dates_and_a_copy_s_addressee_are_furniture() -> None:
    assert title_text("Checking Statement 03/01/2025 through 03/31/2025") == "Checking Statement"
    assert title_text("Gas Bill Period 02/10/2025 - 03/11/2025") == "Gas Bill Period"
    assert title_text("Statement from 3/1/25 to 3/31/25 Page 1") == "Statement"
    assert title_text("Certain Government Payments 2025 Copy B For Recipient") == "Certain Government Payments"
    assert title_text("Copy C - For EMPLOYEE'S RECORDS Form W-2") == "Form W-2"
    assert title_text("Mortgage Interest Copy B For Payer/Borrower") == "Mortgage Interest"


def test_ocr_s_digits_and_l_inside_a_word_read_as_the_letters_they_stand_for() -> None:
    assert title_text("F0rm PR0PERTY B1LL Earn1ngs") == "Form PRoPERTY BiLL Earnings"
    assert title_text("CHECKlNG lNVOICE lncome") == "CHECKING INVOICE Income"
    assert title_text("W-2c 1099-R A1 lot lean Jul1") == "W-2c 1099-R A1 lot lean Juli"


def test_a_line_is_scored_by_its_title_text_and_its_parts_between_dashes_or_bars() -> None:
    assert pieces("Utility Bill - Metro Power | Page 1 of 2") == [
        "Utility Bill - Metro Power |", "Utility Bill", "Metro Power |"]
    assert pieces("Earnings Statement \u2014 Carlson Group") == [
        "Earnings Statement \u2014 Carlson Group", "Earnings Statement", "Carlson Group"]
    assert pieces("Profit-Sharing Plans") == ["Profit-Sharing Plans"]
    assert pieces("Employee: Lisa Moore") == ["Employee: Lisa Moore"]  # a colon is a label's, no separator


def test_a_business_s_legal_form_ends_its_name_before_the_title() -> None:
    assert pieces("Northgate Fabrication Inc. Earnings Statement") == [
        "Northgate Fabrication Inc. Earnings Statement", "Northgate Fabrication Inc.", "Earnings Statement"]
    assert pieces("Smith & Co. Pay Advice") == ["Smith & Co. Pay Advice", "Smith & Co.", "Pay Advice"]
    assert pieces("Brightline Studio LLC Invoice - Portland") == [
        "Brightline Studio LLC Invoice - Portland", "Brightline Studio LLC", "Invoice", "Portland"]
    # a legal form with no name before it, or none after it, splits nothing
    assert pieces("Inc. Statement") == ["Inc. Statement"]
    assert pieces("Statement of Account First Harbor Bank, N.A.") == ["Statement of Account First Harbor Bank, N.A."]
    assert pieces("Co-op Statement") == ["Co-op Statement"]


def test_a_long_line_is_a_title_line_when_its_title_text_is_short() -> None:
    line = "Water bill Acct 2201-445-918 Page 1 of 2 03/15/2025"
    assert title_lines(line) == [line]
    assert title_lines("One two three four five six seven eight nine") == []


def test_a_line_reads_as_its_closest_piece_and_a_type_as_its_closest_description() -> None:
    line = "Lakeshore Thrift - Monthly account record"
    assert GUESSER.rank([line])[0] == Contender("bank-statement", 1.0, line)
    more = TypeGuesser(fake_encode, DESCRIPTIONS, DECOYS, {"utility-bill": ("a water record",),
                                                            "decoy: letter": ("dear reader",)})
    assert [(c.name, c.score) for c in more.rank(["Water record"])][:2] == [("utility-bill", 1.0),
                                                                            ("bank-statement", 0.5)]
    assert [(c.name, c.score) for c in GUESSER.rank(["Water record"])][:2] == [("utility-bill", 0.707),
                                                                               ("bank-statement", 0.5)]
    assert more.rank(["Dear friend"])[0] == Contender("decoy: letter", 1.0, "Dear friend")


def test_a_type_neither_a_form_nor_a_statement_is_described_by_its_own_name_too() -> None:
    """A short title says little more than its type's name ("Declarations Page", "Combined Utility
    Statement"): such a type's name is one of its descriptions. Not a form's (a number), nor the
    bank's, the card's or the pay stub's ("statement" alone would read every statement as theirs)."""
    named = {t for t in REAL_DESCRIPTIONS if t.replace("-", " ") in MORE_DESCRIPTIONS.get(t, ())}
    assert named == {"property-tax-bill", "utility-bill", "insurance-declarations", "lease", "invoice"}
    assert not any(is_form(t) for t in named)


def test_a_form_s_number_on_a_line_with_a_copy_s_caption_beside_it_is_printed_short() -> None:
    """A form's title and the copy's caption after a dash standing alone, fourteen words in all: each
    part counted apart for the lines that may print a form's number (read.short), so the W-2 is named."""
    line = "Form W-2 Quarry and Loom Ledger 2025 Copy B - To Be Kept With Your Own Paper Ledger"
    assert title_lines(line, (), None, FORM_WORDS) == []
    assert title_lines(line, (), None, FORM_WORDS, by_piece=True) == [line]


def test_untitled_candidates_are_the_best_read_types_unless_a_decoy_or_a_form_reads_as_well() -> None:
    from harness.harvest.general_type import untitled_candidates

    ranked = [Contender("pay-stub", 0.417, "x"), Contender("bank-statement", 0.40, "x"),
              Contender("W-2", 0.39, "x"), Contender("utility-bill", 0.38, "x"), Contender("invoice", 0.37, "x"),
              Contender("decoy: letter", 0.30, "x")]
    # forms never (a form names itself), every other type otherwise, best read first: a page with no title
    # reads its type's name worse than any label's (a gas bill's utility 0.354, fourth)
    assert [c.name for c in untitled_candidates(ranked)] == ["pay-stub", "bank-statement", "utility-bill", "invoice"]
    # a decoy within MARGIN (0.05) of the best: a lookalike stays untyped
    near = [*ranked[:-1], Contender("decoy: letter", 0.368, "x")]
    assert untitled_candidates(near) == []
    # the best a form: a form the page does not name is not read by its fields
    assert untitled_candidates([Contender("W-2", 0.45, "x"), *ranked]) == []
    assert untitled_candidates([]) == []


def test_fields_alone_confirm_an_untitled_type_with_three_quarters_of_its_fields_and_of_its_own() -> None:
    from harness.harvest.general_type import untitled_confirms

    stub = {"employer_name", "employee_name", "pay_date", "gross_pay", "net_pay", "ytd_gross"}
    assert own_fields("pay-stub") == frozenset({"pay_date", "gross_pay", "net_pay", "ytd_gross"})
    assert untitled_confirms("pay-stub", stub)
    assert untitled_confirms("pay-stub", stub - {"employee_name"})  # 5/6 fields, its own 4/4
    assert untitled_confirms("pay-stub", stub - {"ytd_gross"})  # 5/6 fields, its own 3/4: three quarters
    assert not untitled_confirms("pay-stub", stub - {"employer_name", "employee_name"})  # 4/6 fields
    assert not untitled_confirms("pay-stub", stub - {"ytd_gross", "net_pay"})  # 4/6 fields, its own 2/4
    # what confirms a titled contender (half) does not confirm an untitled one
    assert confirms("pay-stub", {"employer_name", "pay_date", "gross_pay", "net_pay"})
    assert not untitled_confirms("pay-stub", {"employer_name", "pay_date", "gross_pay", "net_pay"})


def test_prose_ending_in_a_full_stop_is_no_title_line_even_after_a_form_number() -> None:
    """A W-2's notice wraps "... ask your employer for a Form W-2c." onto a line of its own: most of its
    words in lower case and a full stop, it is prose, and the W-2c it names is not printed as a title."""
    page = ("Form W-2 Wage and Tax Statement\nboxes are wrong, ask your employer for a Form W-2c.\n"
            "Filed With Form W-2.\nCopy B.")
    assert title_lines(page) == ["Form W-2 Wage and Tax Statement", "Filed With Form W-2.", "Copy B."]
    short = title_lines(page, (), None, 12, by_piece=True)
    assert printed_forms(short, ["W-2", "W-2c"]) == {"W-2": "Form W-2 Wage and Tax Statement"}


def test_a_title_read_as_an_empty_decoy_leaves_the_contenders_its_fields_may_confirm() -> None:
    from harness.harvest.general_type import filled_candidates
    form, notice, bill = Contender("1099-INT", 0.47, "Form 1099-INT", named=True), \
        Contender("decoy: notice", 0.54, "Tax information statement"), Contender("property-tax-bill", 0.52, "x")
    assert filled_candidates([form, notice, bill], notice) == [form, bill]
    loan = Contender("decoy: loan bill", 0.6, "Mortgage loan statement")
    assert filled_candidates([Contender("1098", 0.5, "x"), loan], loan) == []  # a loan's bill prints a 1098's fields
    assert filled_candidates([notice], notice) == []


def test_a_decoy_whose_own_best_line_reads_first_as_a_type_leaves_the_contenders_its_fields_may_confirm() -> None:
    from harness.harvest.general_type import filled_candidates
    card, loan = Contender("credit-card-statement", 0.603, "Payment Summary"), \
        Contender("decoy: loan bill", 0.58, "Payment Summary")
    # the box's heading reads a card statement first: the decoy is its near neighbour, no verdict
    assert filled_candidates([card, loan], loan, [card, loan]) == [card]
    # a loan bill's own title reads the decoy first: it stays the verdict
    mortgage = Contender("decoy: loan bill", 0.71, "Mortgage Statement")
    assert filled_candidates([card, mortgage], mortgage, [mortgage, card]) == []
    assert filled_candidates([card, loan], loan) == []  # its line not read: as before


# a bill with no title: a wordmark over its labels; its amount due, dates and issuer read as an invoice's too
# (3 of 4, its own 3 of 4) as well as a utility bill's (4 of 5, its own 3 of 4): the fields alone do not tell
UNTITLED_BILL = ("Northern Basin Gas Company\nAccount number 220-918-4436\nStatement date 11/03/2025\n"
                 "Total due $96.10\nDue date 11/24/2025\n")
BODY_GUESSER = TypeGuesser(fake_encode, {"bank-statement": "a bank account statement record",
                                         "utility-bill": "an electric or water bill",
                                         "invoice": "a bill for work done, a record"}, DECOYS, {})


def test_body_lines_are_each_distinct_line_of_the_pages_once() -> None:
    from harness.harvest.general_type import body_lines

    assert body_lines(["Acme  Power\nAccount 12\n\n", "Account 12\nMeter   read"]) == [
        "Acme Power", "Account 12", "Meter read"]


def test_votes_count_the_lines_reading_best_as_each_name_over_the_floor() -> None:
    from harness.harvest.general_type import BODY_FLOOR

    assert BODY_FLOOR == 0.4
    votes = BODY_GUESSER.votes(["Electric and water use", "Your bank account", "Dear client, a letter",
                                "Thank you", "12.50"])
    assert dict(votes) == {"utility-bill": 1, "bank-statement": 1, "decoy: letter": 1}


def test_the_body_leader_leads_every_other_type_confirmed_and_every_decoy_by_two_lines() -> None:
    from collections import Counter

    from harness.harvest.general_type import BODY_LEAD, body_leader

    assert BODY_LEAD == 2
    votes = Counter({"utility-bill": 4, "invoice": 1, "bank-statement": 3, "decoy: receipt": 2})
    assert body_leader(["invoice", "utility-bill"], votes) == "utility-bill"  # the bank was not confirmed
    assert body_leader(["invoice", "utility-bill", "bank-statement"], votes) is None  # 4 against 3
    assert body_leader(["utility-bill"], Counter({"utility-bill": 4, "decoy: receipt": 3})) is None  # a lookalike
    assert body_leader(["invoice", "utility-bill"], Counter({"utility-bill": 1})) is None  # too few lines
    assert body_leader([], votes) is None


def test_types_confirmed_alike_by_their_fields_alone_are_told_apart_by_the_body() -> None:
    page = UNTITLED_BILL + ("The water and electric service you used is billed on this page.\n"
                            "Your electric supply and water charges are charged for the water and electric bill.\n")
    found = harvest([(1, page)], RULES, MATCHER, BODY_GUESSER)
    assert found.classification == Classification("utility-bill", (
        "general: utility-bill by its fields alone (no contender's fields confirm it; its title read 0.000); "
        "fields 4/5, its own 3/4",))


def test_types_confirmed_alike_with_a_body_reading_as_neither_leave_it_untyped() -> None:
    page = UNTITLED_BILL + "Thank you for your business and for paying on time every month.\n"
    found = harvest([(1, page)], RULES, MATCHER, BODY_GUESSER)
    assert (found.classification.doc_type, found.fields) == (None, ())
    assert found.classification.matched_anchors == (
        "general: untyped: no contender's fields confirm it; fields confirm utility-bill and invoice "
        "(best bank-statement 0.707)",)


def test_a_quote_and_an_advertising_offer_are_decoys() -> None:
    """An insurer's quote prints a declarations page's coverages and premium, a card's pre-approval letter
    its rates: a title reading as either leaves the page untyped."""
    from harness.contract.doctype_descriptions import DECOYS as REAL_DECOYS

    assert "insurance policy" in REAL_DECOYS["decoy: quote"] and "pre-approved" in REAL_DECOYS["decoy: offer"]
    assert {"decoy: quote", "decoy: offer"}.isdisjoint(EMPTY)  # they print amounts: no fields confirm past them


def test_a_label_line_read_as_a_type_its_body_reads_against_is_no_title() -> None:
    """The page's only title lines label values ("Credit date 11/20/2025" reads a card statement); the lines
    of its body read as a bill (water, electric): the label does not type the page (general_type.body_disowns)."""
    from collections import Counter

    from harness.harvest.general_type import body_disowns

    card = Contender("credit-card-statement", 0.9, "Credit date 11/20/2025")
    assert body_disowns(card, Counter({"utility-bill": 2, "credit-card-statement": 1})) is True
    assert body_disowns(card, Counter({"utility-bill": 2, "credit-card-statement": 2})) is False
    page = ("Credit date 11/20/2025\nTotal 87.35\nYour water meter was read on the twentieth of the month by our "
            "staff\nYour electric use this month was higher than in the same month of last year")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification == Classification(None, (
        "general: untyped: its title is a label, 'Credit date 11/20/2025', its body reads as another type "
        "(best credit-card-statement 0.894)",))


def test_a_title_on_a_later_page_types_a_document_whose_first_page_has_none() -> None:
    """A cover letter first (no title line reads as a type), the statement on page 2 under its title: the
    later page's title types the document, confirmed by its fields (harness.harvest.later_title); a later
    page whose title reads as a decoy types nothing, and says so."""
    cover = ("Lakeshore Thrift\n12 Harbor Road\n"
             "We are glad to have you with us for another year and hope to see you soon.")
    found = harvest([(1, cover), (2, PAGE)], RULES, MATCHER, GUESSER)
    assert found.classification == Classification("bank-statement", (
        "general: bank-statement 1.000 over credit-card-statement 0.316 by title line 'Monthly account record'; "
        "fields 5/7, its own 4/6",))
    assert sorted((f.field, f.normalized, f.page) for f in found.fields) == [
        ("account_last4", "4821", 2), ("bank_name", "Lakeshore Thrift", 2), ("ending_balance", "2310.40", 2),
        ("interest_paid", "1.20", 2), ("period_end", "2025-03-31", 2)]
    letter = harvest([(1, cover), (2, PAGE.replace("Monthly account record", "Dear saver, a letter"))], RULES, MATCHER,
                     GUESSER)
    assert letter.classification == Classification(None, (
        "general: untyped: page 2 reads as decoy: letter (best decoy: letter 1.000)",))


def test_a_later_page_read_first_as_a_lookalike_printing_amounts_leaves_the_mailing_untyped() -> None:
    """A decoy that prints amounts of its own (an ID card, a quote, a letter) read first on a later page: the
    mailing is the lookalike's (harness.harvest.lookalike_page); an EMPTY decoy's page (a notice) is no such
    page, nor a page reading first as a type."""
    from harness.harvest import lookalike_page

    assert lookalike_page([Contender("decoy: id card", 0.62, "Insurance Identification Card")]) is True
    assert lookalike_page([Contender("decoy: notice", 0.62, "Notice")]) is False
    assert lookalike_page([Contender("bank-statement", 0.6, "Statement"), Contender("decoy: id card", 0.58, "Card")]) \
        is False
    assert lookalike_page([]) is False


def test_a_weak_title_its_body_outvotes_does_not_type_the_page() -> None:
    """A box's caption read as two types alike ("Account card statement": bank 0.816, card 0.775, no strong
    title) over a page whose body reads as a bill by more lines (BODY_LEAD): the caption does not type it, the
    fields alone do (general_type.body_outvotes); decoys' lines outvote nothing."""
    from collections import Counter

    from harness.harvest.general_type import body_outvotes

    bank = Contender("bank-statement", 0.816, "Account card statement")
    assert body_outvotes(bank, Counter({"utility-bill": 6, "bank-statement": 3})) is True
    assert body_outvotes(bank, Counter({"utility-bill": 4, "bank-statement": 3})) is False
    assert body_outvotes(bank, Counter({"decoy: letter": 6, "bank-statement": 3})) is False
    page = ("Northern Basin Gas Company\nAccount card statement\nAccount number 220-918-4436\n"
            "Statement date 11/03/2025\nBeginning balance $80.00\nEnding balance $96.10\nTotal due $96.10\n"
            "Due date 11/24/2025\nYour water meter was read on the twentieth of the month by our staff\n"
            "Your electric use this month was higher than in the same month of last year\n"
            "The water and electric service you used is billed on this page\n"
            "Your electric supply and water charges are shown for the month\n"
            "Water conservation rules apply to electric pumps in the summer\n"
            "Electric outages and water main breaks are reported to the line below\n")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification == Classification("utility-bill", (
        "general: utility-bill by its fields alone (its title, 'Account card statement', is weak and its body "
        "reads as another type; its title read 0.000); fields 4/5, its own 3/4",))


def test_a_weak_title_its_body_outvotes_still_types_the_page_when_its_fields_side_with_it() -> None:
    """A bank's caption read as two types alike ("Account card statement": bank 0.816, card 0.775, no strong
    title), its body's purchases at merchants read as a card's by BODY_LEAD lines more: the bank's balances,
    account and period are read, a card's due date and minimum payment are not, so the fields overrule the
    body and the title types it (harness.harvest._fields_side_with_title; general_type.outvoting)."""
    from collections import Counter

    from harness.harvest.general_type import outvoting

    bank = Contender("bank-statement", 0.816, "Account card statement")
    assert outvoting(bank, Counter({"credit-card-statement": 5, "utility-bill": 4, "bank-statement": 3,
                                    "decoy: letter": 9})) == ["credit-card-statement"]
    page = ("Lakeshore Thrift\nAccount card statement\nAccount ending in 4821\nStatement through 03/31/2025\n"
            "Beginning balance $1,980.00\nEnding balance $2,310.40\n"
            "Card purchase at the corner grocery store on the main street downtown\n"
            "Card purchase at the hardware store on the main street near the park\n"
            "Card purchase at the garden supply shop on the road out of town\n"
            "Card purchase at the book store near the park by the old mill\n"
            "Card purchase at the fish market down by the harbor and the pier\n")
    found = harvest([(1, page)], BLIND, MATCHER, GUESSER)
    assert found.classification == Classification("bank-statement", (
        "general: bank-statement 0.816 over credit-card-statement 0.775 by title line 'Account card statement'; "
        "fields 5/7, its own 4/6",))
    assert sorted((f.field, f.normalized) for f in found.fields) == [
        ("account_last4", "4821"), ("bank_name", "Lakeshore Thrift"), ("beginning_balance", "1980.00"),
        ("ending_balance", "2310.40"), ("period_end", "2025-03-31")]



# A scanned savings statement's page 1 as OCR read it (a `seen` page). Its lines read, by the real model, as a
# 1099-INT more than as a bank statement (the bank's name, the savings account's line, the deposits' line,
# "INTEREST PAID"); the page prints no "1099-INT". interest_encode stands for that reading: a stem's vector over
# (bank statement, card statement, 1099-INT, letter, none of them), each description its name's axis.
SCANNED_SAVINGS = (
    "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\n\nSterling Savings Bank\n\n46079 Tanner Valley, Port Andrew, IL 62437\n"
    "(844) 665-7288\n\nAccount Statement\n\n45,978.66\n163.62\n\nPREPARED FOR\nDanielle Wilcox\n\nReported amounts\n\n"
    "Account no. ending in: 9211 Account type: High-Yield Savings _ Period beginning. Dec 1, 2025\n\n"
    "Through: Dec 31,2025 \u2014_ Deposits and additions: 933.24 Withdrawals and subtractions: 0.00\n"
    "Ending balance: 46,911.90\n\nTransactions\n\nPosted Activity\nDec.15,2025.__ TRANSFER FROM CHECKING\n"
    "Dec 31,2025. INTEREST PAID\n\nAmount (S)\n\n769.62\n163.62\n\nThis statement is provided for inform,\n\n"
    "Account no, ending in 9211\n\nSYNTHETIC SPECIMEN - NOT A REAL DOCUMENT - page 1")
INTEREST_DESCRIPTIONS = {"bank-statement": "bank statement described",
                         "credit-card-statement": "card statement described", "1099-INT": "interest form described"}
_INTEREST_STEMS = {"account": (0.45, 0.3, 0, 0, 0), "statement": (0.9, 1, 0, 0, 0), "savings": (0.5, 0, 0.52, 0, 0),
                   "bank": (0.5, 0, 0.52, 0, 0), "interest": (0.5, 0, 0.52, 0, 0), "deposit": (0.5, 0, 0.52, 0, 0),
                   "withdraw": (0.5, 0, 0.52, 0, 0), "high-yield": (0, 0, 1, 0, 0), "letter": (0, 0, 0, 1, 0),
                   "provided": (0, 0, 0, 0, 2)}


def interest_encode(texts: Sequence[str]) -> np.ndarray:
    rows = []
    for text in texts:
        if text in INTEREST_DESCRIPTIONS.values():
            v = np.eye(5, dtype=np.float32)[list(INTEREST_DESCRIPTIONS.values()).index(text)]
        elif text in DECOYS.values():
            v = np.eye(5, dtype=np.float32)[3]
        else:
            words = text.lower().replace(",", " ").replace(":", " ").split()
            v = np.sum([_INTEREST_STEMS[s] for w in words for s in _INTEREST_STEMS if w.startswith(s)] or [[0.0] * 5],
                       axis=0).astype(np.float32)
        n = float(np.linalg.norm(v))
        rows.append(v / n if n else v)
    return np.stack(rows)


def test_body_lines_read_as_a_form_the_page_does_not_print_vote_for_their_next_best() -> None:
    """A form names itself: a line reading best as a 1099-INT on a page printing no "1099-INT" votes for
    what it reads best as among the rest (TypeGuesser.votes), and not at all below BODY_FLOOR; so a savings
    statement's weak title "Account Statement" (bank 0.720, card 0.694) is not outvoted by its bank's name,
    its deposits and its interest paid (4 lines for the 1099-INT, 2 for the bank, before), and types the page."""
    guesser = TypeGuesser(interest_encode, INTEREST_DESCRIPTIONS, DECOYS, {})
    lines = ["Sterling Savings Bank", "Account Statement",
             "Account no. ending in: 9211 Account type: High-Yield Savings _ Period beginning. Dec 1, 2025",
             "Dec 31,2025. INTEREST PAID", "This statement is provided for inform,"]
    assert dict(guesser.votes(lines)) == {"bank-statement": 4, "credit-card-statement": 1}
    assert dict(guesser.votes([*lines, "Form 1099-INT"])) == {
        "1099-INT": 3, "bank-statement": 1, "credit-card-statement": 1}
    found = harvest([(1, SCANNED_SAVINGS)], RULES, MATCHER, guesser)
    assert found.classification == Classification("bank-statement", (
        "general: bank-statement 0.720 over credit-card-statement 0.694 by title line 'Account Statement'; "
        "fields 5/7, its own 4/6",))
    assert {f.field: f.normalized for f in found.fields} == {
        "bank_name": "Sterling Savings Bank", "account_last4": "9211", "period_start": "2025-12-01",
        "period_end": "2025-12-31", "ending_balance": "46911.90"}
