"""Key-value pairs by geometry (harness/harvest/pairs.py): values by shape, their label
candidates left, right, above and below, box numbers, the letterhead. The pages are the
test's own, with labels invented here (tests/e2e/test_harvest_matcher.py checks that no
issuer wording of the generator is among them)."""

from __future__ import annotations

from harness.harvest.pairs import (
    Pair,
    Value,
    alone_value,
    clean_label,
    current_column,
    letterhead,
    line_values,
    page_pairs,
)

PAGE = """Quillfeather Savings Cooperative
Quarterly Ledger
Harbour fees ..... $12.40
$880.15 Sum carried over
Cutoff moment
2025-03-31
Custodian
Ada Lovelace
3 Pledge reserve (box 9) 5,000.00"""


def _brief(p: Pair) -> tuple[str, str, str, str | None, bool]:
    return p.cue, p.label, p.value.normalized, p.box, p.box_printed


def test_values_by_shape_left_to_right() -> None:
    found = line_values("Amount owed: $1,234.50 as of 03/15/2025 ref AB-12345 year 2024")
    assert [(sorted(v.kinds), v.raw, v.normalized) for v in found] == [
        (["money"], "$1,234.50", "1234.50"), (["date"], "03/15/2025", "2025-03-15"),
        (["id"], "AB-12345", "AB-12345"), (["id", "year"], "2024", "2024")]
    assert found[0] == Value(frozenset({"money"}), "$1,234.50", "1234.50", 13, 22)


def test_an_id_is_not_a_word_s_digits() -> None:
    assert line_values("the 401(k) plan") == []


def test_a_year_shaped_part_of_a_dashed_id_is_the_id_s() -> None:
    assert [(sorted(v.kinds), v.raw) for v in line_values("Plot tag 48-114-2025 for 2025")] == [
        (["id"], "48-114-2025"), (["id", "year"], "2025")]


def test_labels_left_right_above_below_and_a_name_under_its_caption() -> None:
    assert [_brief(p) for p in page_pairs(1, PAGE)] == [
        ("above", "Quillfeather Savings Cooperative", "Quarterly Ledger", None, False),  # the matcher's to refuse
        ("left", "Harbour fees", "12.40", None, False),
        ("right", "Sum carried over", "880.15", None, False),
        ("above", "Cutoff moment", "2025-03-31", None, False),
        ("below", "Custodian", "2025-03-31", None, False),
        ("above", "Custodian", "Ada Lovelace", None, False),
        ("left", "Pledge reserve", "5000.00", "9", True)]


def test_above_and_below_of_one_run_are_one_group_a_name_its_own() -> None:
    pairs = page_pairs(1, PAGE)
    assert [p.group for p in pairs if p.cue in ("above", "below")] == [(1, 10), (1, 4), (1, 4), (1, 16)]


def test_ignored_lines_are_no_labels() -> None:
    import re

    assert [_brief(p) for p in page_pairs(1, "Cutoff moment\n2025-03-31", [re.compile("Cutoff")])] == []


def test_clean_label_drops_enumeration_leaders_and_the_sentence_s_joints() -> None:
    assert clean_label("7 Money kept back (Box 4a):") == ("Money kept back", "4a", True)
    assert clean_label("12b Reserve ........") == ("Reserve", "12b", False)
    assert clean_label("As our books show, your balance carried in is") == (  # its last clause
        "balance carried in", None, False)
    assert clean_label("Pay, perks, other gains") == ("Pay, perks, other gains", None, False)  # a list: no clause
    assert clean_label("As we read the books of the year gone by, the reserve") == (  # its last 8 words' clause
        "reserve", None, False)



def test_a_box_a_label_points_at_is_not_its_own() -> None:
    """A box printed after a word pointing at it is another box the label refers to: the label's own
    is the number opening it (or none), and its words keep the reference; a box in parentheses alone is
    the label's own."""
    assert clean_label("6 Part of the reserve (counted in box 2c)") == (
        "Part of the reserve (counted in box 2c)", "6", False)
    assert clean_label("Reserve, see box 9") == ("Reserve, see box 9", None, False)
    assert clean_label("6 Part of the reserve (box 2c)") == ("Part of the reserve", "2c", True)


def test_the_caption_of_a_names_address_is_dropped_after_the_names() -> None:
    """A name is printed above its address: a label of both names the name (the words from the address
    on are dropped), when whose name it is comes before it."""
    assert clean_label("c DONOR'S name, street address, city or town, province, postal code") == (
        "DONOR'S name", None, False)
    assert clean_label("Trustee name and address") == ("Trustee name", None, False)
    assert clean_label("Trustee name / address") == ("Trustee name", None, False)
    assert clean_label("Name and address of trustee") == ("Name and address of trustee", None, False)
    assert clean_label("Mailing address") == ("Mailing address", None, False)


def test_a_number_sign_after_a_word_is_kept_as_its_number() -> None:
    """"#" after a word says "number" (the matcher spells it out): kept; one opening the label, or after
    no word, is no word of it."""
    assert clean_label("Locker #:") == ("Locker #", None, False)
    assert clean_label("# Lockers") == ("Lockers", None, False)
    assert clean_label("Locker - #") == ("Locker", None, False)

def test_the_letterhead_is_the_first_name_line_not_a_wordmark() -> None:
    head = letterhead(1, "QSC\nQuillfeather Savings Cooperative\n12 Larch Row")
    assert head is not None and (head.cue, head.value.normalized, head.line) == (
        "letterhead", "Quillfeather Savings Cooperative", 1)
    assert letterhead(1, "Quarterly Statement\n12 Larch Row") is None
    assert letterhead(1, "Annual summary\nMade out to\nAda Lovelace") is None  # a party under its caption


def test_a_telephone_number_is_no_value() -> None:
    assert line_values("Call (212) 555-0188 or 212-555-0199, ref 555-0177") == [
        Value(frozenset({"id"}), "555-0177", "555-0177", 41, 49)]


def test_a_letterhead_under_one_initial_a_hyphenated_name_or_after_the_title() -> None:
    head = letterhead(1, "Q\nQuill-Feather\n12 Larch Row")
    assert head is not None and (head.value.normalized, head.line) == ("Quill-Feather", 1)
    head = letterhead(1, "Yearly Levy Notice Quillfeather Township Office\nMade out to: Ada Lovelace")
    assert head is not None and (head.value.raw, head.value.start) == ("Quillfeather Township Office", 19)
    assert letterhead(1, "Levy Notice\nMade out to: Ada Lovelace") is None


def test_a_letterhead_before_a_title_in_capitals_and_a_caption_in_capitals_over_a_name() -> None:
    head = letterhead(1, "Quillfeather Township Office YEARLY LEVY NOTICE\nMADE OUT TO\nAda Lovelace")
    assert head is not None and (head.value.raw, head.line) == ("Quillfeather Township Office", 0)
    assert letterhead(1, "Quillfeather Township Office Yearly Levy Notice") is None  # one case: where is the cut?
    head = letterhead(1, "Quillfeather County Treasurer Yearly Levy Notice\nOWNER\nAda Lovelace")
    assert head is not None and (head.value.raw, head.line) == ("Quillfeather County Treasurer", 0)  # after a role
    assert letterhead(1, "Quillfeather Water Notice") is None  # a role's word just before the title: no cut
    assert letterhead(1, "OWNER\nAda Lovelace\n12 Larch Row") is None  # capitals that are no initials of the name
    head = letterhead(1, "QTO\nQuillfeather Township Office")
    assert head is not None and head.value.raw == "Quillfeather Township Office"


def test_a_label_keeps_a_lone_to_at_its_end() -> None:
    assert clean_label("Reckoning span to") == ("Reckoning span to", None, False)  # the period's end
    assert clean_label("your toll amounts to") == ("toll", None, False)  # a sentence's joint


def test_leaders_after_a_colon_are_no_label() -> None:
    assert [_brief(p) for p in page_pairs(1, "Mooring toll: ............ $12.40")] == [
        ("left", "Mooring toll", "12.40", None, False)]


def test_capitalized_words_over_a_value_are_its_caption_not_a_name() -> None:
    assert [_brief(p) for p in page_pairs(1, "Ledger notes\nPledge Ref\n004-118-20\nCustodian\nAda Lovelace")] == [
        ("above", "Pledge Ref", "004-118-20", None, False),  # "Pledge Ref" is no name under "Ledger notes"
        ("below", "Custodian", "004-118-20", None, False),
        ("above", "Custodian", "Ada Lovelace", None, False)]


def test_a_sentence_wrapped_onto_the_value_s_line_labels_it() -> None:
    page = "Please note: the harbour fee is $12.40 and your pledge reserve\nkept in trust comes to $880.15."
    assert [_brief(p) for p in page_pairs(1, page) if p.cue == "left"] == [
        ("left", "harbour fee", "12.40", None, False),
        ("left", "pledge reserve kept in trust", "880.15", None, False)]


def test_no_right_label_from_a_sentence_s_next_clause_or_the_next_value_s_label() -> None:
    assert [_brief(p) for p in page_pairs(1, "Your mooring fee is $12.40, and your quay levy is $5.00")] == [
        ("left", "mooring fee", "12.40", None, False), ("left", "quay levy", "5.00", None, False)]
    assert [_brief(p) for p in page_pairs(1, "Mooring fee: ..... $12.40 Quay levy: ..... $5.00")] == [
        ("left", "Mooring fee", "12.40", None, False), ("left", "Quay levy", "5.00", None, False)]


def test_a_caption_and_a_name_on_one_line_in_a_panel() -> None:
    """A line of words alone between a panel's lines ("Label value"): its first word, and its first two,
    each read as a caption before the name after it; the same line outside a panel is no pair."""
    page = "Ledger 7Q-5510\nWarden Ada Byron King\nOpened 04/02/2025"
    assert [_brief(p) for p in page_pairs(1, page) if "text" in p.value.kinds] == [
        ("left", "Warden", "Ada Byron King", None, False), ("left", "Warden Ada", "Byron King", None, False)]
    assert not [p for p in page_pairs(1, "Quarterly Ledger\nWarden Ada Byron King\n") if p.cue == "left"]


def test_a_caption_beside_a_name_heading_a_mailing_address() -> None:
    """A line of words alone over a street line and a city line (a caption in a gutter, the name beside it
    heading its address): its first word, and its first two, each read as a caption before the name after it
    (cue "beside", read only by what the caption says); the same name with no address under it is no pair."""
    page = "Warden Ada Byron King\n12 Quayside Row\nMerrow, VT 05401\n"
    assert [_brief(p) for p in page_pairs(1, page) if "text" in p.value.kinds] == [
        ("beside", "Warden", "Ada Byron King", None, False), ("beside", "Warden Ada", "Byron King", None, False)]
    page = "Warden Ada Byron King\n12 Quayside Row\nbetween the locks\nMerrow, VT 05401-2210\n"  # a line between
    assert [p.cue for p in page_pairs(1, page) if "text" in p.value.kinds] == ["beside", "beside"]
    assert not [p for p in page_pairs(1, "Warden Ada Byron King\nby the quay\nMerrow, VT 05401\n")
                if "text" in p.value.kinds]


def test_a_code_beside_its_numbered_box_s_label() -> None:
    """A code of one or two capitals or digits after a numbered box's label, no colon, ending the line or before
    the next box's number ("7 Sluice class(es) G 8 Other"): the box's code; a code with words after it that open
    no box is no value."""
    def codes(line: str) -> list[tuple[str, str, str | None, int]]:
        return [(p.label, p.value.raw, p.box, p.value.start) for p in page_pairs(1, line) if "code" in p.value.kinds]

    assert codes("7 Sluice class(es) G") == [("Sluice class(es)", "G", "7", 19)]
    assert codes("7 Sluice class(es) G 8 Other $0.00") == [("Sluice class(es)", "G", "7", 19)]
    assert codes("4 Levy withheld $3,811.95 7 Sluice class 1") == [("Sluice class", "1", "7", 41)]
    assert codes("7 Sluice class 1 IRA/SEP") == [] and codes("Sluice class G") == []


def test_leaders_of_dots_each_after_a_space_are_leaders() -> None:
    """". . . ." between a label and its value is a leader, as "......" is; the dots of "U.S." are no leader."""
    lines = ["1 Unemployment compensation . . . . . . . . . 0.00", "Interest income ........ 12.00",
             "3 Interest on U.S. Savings Bonds . . . 4.50"]
    assert [[(p.label, p.value.raw, p.box) for p in page_pairs(1, line)] for line in lines] == [
        [("Unemployment compensation", "0.00", "1")], [("Interest income", "12.00", None)],
        [("Interest on U.S. Savings Bonds", "4.50", "3")]]


def test_a_caption_wrapped_onto_a_second_line_in_lower_case_is_one_caption() -> None:
    """An IRS grid's caption runs onto a second line ("or foreign postal code, ..."): the name under it is read
    under the whole caption, its address's words cut ("PAYER'S name"); a box's letter opens no such line."""
    grid = ("CORRECTED (if checked)\nPAYER'S name, street address, city or town, state or province, country, ZIP\n"
            "or foreign postal code, and telephone no.\nFairhaven Bank & Trust")
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, grid)] == [
        ("PAYER'S name", "Fairhaven Bank & Trust", "above")]
    lettered = "Employer\nc Employer's name\nQuillfeather Mills"
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, lettered)] == [
        ("Employer's name", "Quillfeather Mills", "above")]


def test_a_name_after_a_caption_that_says_whose_name_it_is() -> None:
    """A caption ending in a word in lower case, then a name to the line's end, no colon: the IRS grid's
    "e Employee's first name ..., last name Tyler Smith"; only when the caption says whose name it is (a word
    "name", a possessive), never a sentence's words or a possessive's last letter."""
    from harness.harvest.pairs import named_after_caption

    def read(line: str) -> tuple[str, str] | None:
        said = named_after_caption(line)
        return None if said is None else (said[0], said[1].raw)

    assert read("e Employee's first name and initial, last name Tyler Smith") == (
        "e Employee's first name and initial, last name", "Tyler Smith")
    assert read("c Employer's name, address, and ZIP code Chang, Johnston and Burke") == (
        "c Employer's name, address, and ZIP code", "Chang, Johnston and Burke")
    assert read("Name of employee Ada Lovelace") == ("Name of employee", "Ada Lovelace")
    assert read("Thank you for banking with Evergreen National Bank") is None  # says no one's name
    assert read("Copy B - To Be Filed With Employee's FEDERAL Tax Return") is None
    assert read("Owner Cornelius Ashdown") is None  # no word in lower case: a panel's (captioned_names)
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, "e Employee's name Tyler Smith\nGross 5.00")][:1] \
        == [("Employee's name", "Tyler Smith", "left")]


def test_a_label_over_a_date_range_alone_labels_both_ends() -> None:
    page = "Statement period\n01-DEC-2025 - 31-DEC-2025\nPage 1 of 1"
    assert [(p.label, p.value.raw, p.cue, p.ranged) for p in page_pairs(1, page)] == [
        ("Statement period", "01-DEC-2025", "above", True), ("Statement period", "31-DEC-2025", "above", True)]


def test_an_amount_right_after_its_labels_date_shares_the_label() -> None:
    """"Balance forward on 01-DEC-2025 $35,731.74": the date says when; the label is the amount's too. A row of
    a date and an amount with no words has no label."""
    line = "Balance forward on 01-DEC-2025 $35,731.74"
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, line)] == [
        ("Balance forward", "01-DEC-2025", "left"), ("Balance forward", "$35,731.74", "left")]
    assert page_pairs(1, "12/01/2025 $35.00") == []


def test_a_sentence_s_number_is_named_by_the_noun_beside_it() -> None:
    """"This bill for account 5521-0098-7 covers ...": the account number's label is "account", not what
    the sentence says before it; an amount's sentence label is kept whole."""
    got = [(p.label, p.value.raw) for p in page_pairs(
        1, "This bill for account 5521-0098-7 covers service.\nThe total for this period $84.12")
        if p.cue == "left"]
    assert got == [("account", "5521-0098-7"), ("total for this period", "$84.12")]


def test_an_amount_written_out_in_words_is_no_label_s() -> None:
    """A check's amount in words before its figure restates the figure: the label is what precedes the words
    (pairs._AMOUNT_IN_WORDS); counting words that are a label's own stay."""
    assert clean_label("PAY One thousand five hundred twelve and 38/100 dollars")[0] == "PAY"
    assert clean_label("Pay exactly EIGHT HUNDRED TWELVE DOLLARS AND 45 CENTS ****")[0] == "Pay exactly"
    assert clean_label("Total tax Two thousand one hundred forty and 60/100")[0] == "Total tax"
    assert clean_label("First month rent")[0] == "First month rent"
    labels = [(p.label, p.value.normalized) for p in
              page_pairs(1, "PAY One thousand five hundred twelve and 38/100 dollars $****1,512.38")]
    assert labels == [("PAY", "1512.38")]


def test_a_number_s_word_alone_numbers_the_short_title_over_it() -> None:
    """"INVOICE" over "No. 20417": the label is the title's number ("INVOICE No."); a long line over it, or a
    label with words of its own, keeps its own label."""
    assert [(p.label, p.value.raw) for p in page_pairs(1, "INVOICE\nNo. 20417")] == [("INVOICE No.", "20417")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "Remittance Statement\nNumber 20417")] \
        == [("Remittance Statement Number", "20417")]
    long = "Thank you for your business with us\nNo. 20417"
    assert [(p.label, p.value.raw) for p in page_pairs(1, long)] == [("No.", "20417")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "INVOICE\nOrder No. 20417")] == [("Order No.", "20417")]


def test_a_row_of_dates_takes_its_column_titles_past_a_row_of_counts() -> None:
    """A comparison's rows: dates throughout make a table's row as amounts do, and a row of counts between the
    titles and the row is one of the table's rows (pairs._row_width); each value's label is its row's and its
    column's title. pairs.current_column names the column whose title says the current one."""
    page = "Last bill This bill\nBill date 06/09/2025 07/09/2025\nTherms used 22 18\nAmount due $48.90 $41.35"
    assert [(p.label, p.value.raw) for p in page_pairs(1, page)] == [
        ("Bill date Last bill", "06/09/2025"), ("Bill date This bill", "07/09/2025"),
        ("Amount due Last bill", "$48.90"), ("Amount due This bill", "$41.35")]
    assert current_column(page.split("\n"), 3) == 1
    assert current_column(["Gas Water", "Amount due $48.90 $41.35"], 1) is None


def test_an_amount_after_a_label_holding_its_date_and_a_colon_is_the_label_s() -> None:
    """"Amount due by 07/29/2025: $61.18": the amount's label is the one its date sits in, past the colon (or
    leaders) between them, as with nothing between ("Balance forward on 12/01 $35.00")."""
    assert [(p.label, p.value.raw) for p in page_pairs(1, "Amount due by 07/29/2025: $61.18")] == [
        ("Amount due by", "07/29/2025"), ("Amount due by", "$61.18")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "Balance on 03/01/2025 ........ $2,315.40")] == [
        ("Balance", "03/01/2025"), ("Balance", "$2,315.40")]


def test_a_caption_s_joining_word_is_no_end_of_it() -> None:
    """"Owner of Record Lucian Okonkwo-Reyes" in a panel: "of" joins the caption's words and ends no caption, so
    the cuts are "Owner" (no name after it: "of Record ...") and "Owner of Record"; a caption of two words
    without one is cut as before."""
    from harness.harvest.pairs import captioned_names
    assert [(c, v.raw) for c, v in captioned_names("Owner of Record Lucian Okonkwo-Reyes")] == [
        ("Owner of Record", "Lucian Okonkwo-Reyes")]
    assert [(c, v.raw) for c, v in captioned_names("CUSTOMER THORVALD J. EKBERG")] == [
        ("CUSTOMER", "THORVALD J. EKBERG"), ("CUSTOMER THORVALD", "J. EKBERG")]
    assert captioned_names("Water and Sewer Charges Amount") == []


def test_a_possessive_opens_no_name() -> None:
    """"Your Agent" over an agency's block, under "Named Insured Philippa Stroud": capitalized words opened by a
    possessive head someone's block, no name; the name beside its caption is still one."""
    from harness.harvest.pairs import alone_value
    assert alone_value("Your Agent") is None and alone_value("OUR OFFICE") is None
    assert alone_value("Philippa Stroud") is not None and alone_value("Yourdon Ames") is not None
    assert not [p for p in page_pairs(1, "Named Insured Philippa Stroud\nYour Agent") if p.value.raw == "Your Agent"]


def test_a_number_s_capitals_prefix_is_the_number_s() -> None:
    """"Policy Number HGM 4417208": capitals ending a label a space before a number of digits are the number's
    prefix; a word the harvest knows ("SSN"), a label in capitals throughout, a state's capitals before its ZIP
    code are not."""
    def read(line: str) -> list[tuple[str, str]]:
        return [(p.label, p.value.raw) for p in page_pairs(1, line)]

    assert read("Policy Number HGM 4417208") == [("Policy Number", "HGM 4417208")]
    assert read("Employee SSN 123-45-6789") == [("Employee SSN", "123-45-6789")]
    assert read("POLICY NUMBER HGM 4417208") == [("POLICY NUMBER HGM", "4417208")]
    assert read("88 Wharf Street, Gloucester, MA 01930") == [("Wharf Street, Gloucester, MA", "01930")]


def test_a_caption_naming_what_follows_is_no_name_and_wraps_in_a_gutter() -> None:
    """Capitalized words that say what a value is ("NAME AND ADDRESS", "TAXPAYER ID") are a caption, never a name
    nor a letterhead; a caption in a gutter wrapped onto short lines in capitals ("RECIPIENT'S / NAME AND /
    ADDRESS") is one caption over the name the text layer reads after it, or beside its last line; a caption
    ending with whose name follows ("RECIPIENT'S") before a name on its line captions it."""
    boxed = "PAYER'S NAME, STREET ADDRESS, CITY\nKestrel Bay Savings Bank\n410 Harbor Road\nTacoma, WA 98402"
    assert letterhead(1, boxed) is None
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, boxed) if "text" in p.value.kinds] == [
        ("Kestrel", "Bay Savings Bank", "beside"), ("Kestrel Bay", "Savings Bank", "beside"),  # read by what they say
        ("PAYER'S NAME", "Kestrel Bay Savings Bank", "above")]
    gutter = "RECIPIENT'S\nNAME AND\nADDRESS\nHollis B. Halloran\n5 Birch Lane"
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, gutter)] == [
        ("RECIPIENT'S NAME", "Hollis B. Halloran", "above")]
    beside = "PAYER'S NAME\nAND ADDRESS Ironbridge Retirement Services\n88 Quay Street"
    assert [(p.label, p.value.raw, p.cue) for p in page_pairs(1, beside)] == [
        ("PAYER'S NAME", "Ironbridge Retirement Services", "left")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "RECIPIENT'S Noor I. Okonkwo\nNAME AND 5 Birch Lane")] \
        == [("RECIPIENT'S", "Noor I. Okonkwo")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "RECIPIENT'S NAME AND ADDRESS\nPAYER'S TAXPAYER ID")] == []


def test_a_caption_in_capitals_ending_with_a_preposition_is_no_name_and_leaves_the_title_over_it_a_title() -> None:
    """"PAY TO" over the payee's name is its caption, no name: the title over it labels nothing (it was read as the
    caption of a value "PAY TO", and the general typing read the title as a label)."""
    assert alone_value("PAY TO") is None and alone_value("SOLD BY") is None and alone_value("Pay To") is not None
    page = "Earnings Statement\nPAY TO\nAda Q. Lovelace\n12 Larch Row\nHollin, VT 05401"
    assert [(p.label, p.value.raw) for p in page_pairs(1, page) if p.cue == "above"] == [
        ("PAY TO", "Ada Q. Lovelace")]


def test_words_naming_a_party_s_role_are_a_caption_over_the_name_heading_an_address_no_name() -> None:
    """Capitalized words that say a party's role by a word of the vocabulary's name fields ("PROPERTY OWNER",
    "Named Insured") are the caption of the name under them, no name: not the joint holder over an addressee, not
    a value the title over them captions."""
    from harness.harvest.party import addressees

    for caption in ("PROPERTY OWNER", "Named Insured"):
        page = f"Quill Mutual\nYearly Levy Notice\n{caption}\nAda Q. Lovelace\n12 Larch Row\nHollin, VT 05401"
        assert alone_value(caption) is None
        assert [(p.label, p.value.raw) for p in page_pairs(1, page) if p.cue == "above"] == [
            (caption, "Ada Q. Lovelace")]
        assert [v.raw for v in addressees(page)] == ["Ada Q. Lovelace"]


def test_a_caption_in_capitals_ending_with_a_preposition_is_no_part_of_the_name_beside_it() -> None:
    assert alone_value("ISSUED TO Priya H. Okonkwo") is None and alone_value("Made To Order Cabinets") is not None
    page = "Eastmarch Manufacturing Inc.\n9886 Sycamore Ave\nLinden, VT 05390\nISSUED TO Priya H. Okonkwo\n" \
        "1294 Ridgeline Ct\nHalsey, ME 04900"
    assert [(p.label, p.value.raw) for p in page_pairs(1, page) if "text" in p.value.kinds and p.cue != "beside"] == [
        ("ISSUED TO", "Priya H. Okonkwo")]  # (the letterhead over its address: cut "beside", read by what it says)


def test_a_table_header_or_an_amount_s_caption_is_no_name() -> None:
    """Capitalized words holding "amount" or "YTD" are an amount's caption or a table's header, no name: no
    letterhead, no name under a caption."""
    assert letterhead(1, "Amount Due\nLinden County Treasurer\n12 Court St") is None
    assert [(p.label, p.value.raw) for p in page_pairs(1, "EMPLOYEE\nType Amount YTD Amount")] == []


def test_a_forms_copy_line_names_no_one() -> None:
    """A W-2's copy line beside a panel's line ("Copy C, For Employee's Records") is no caption and a name:
    neither "C, For Employee's Records" after "Copy" nor "For Employee's Records" after "Copy C" (a letter alone
    and a comma, a preposition, open no name); a name under it is read as before."""
    page = "EMPLOYER Ironbridge Manufacturing Inc.\nCopy C, For Employee's Records\nWages 5.00"
    assert [(p.label, p.value.raw) for p in page_pairs(1, page)] == [("Wages", "5.00")]
    assert [(p.label, p.value.raw) for p in page_pairs(1, "COPY B FOR RECIPIENT\nPriya Nakagawa")] == [
        ("COPY B FOR RECIPIENT", "Priya Nakagawa")]
