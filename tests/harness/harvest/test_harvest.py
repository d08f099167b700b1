"""Structure harvest (harness.harvest's `harvest`): fail-closed classification, every docType
with its rule, field extraction from text-layer order and from OCR word geometry. Normalizing:
test_normalize.py; the rules' errors: test_rules.py; the layout cues: test_cues.py."""

from __future__ import annotations

import pytest

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import PageText, harvest, load_rules
from harness.harvest.rules import parse_rule

RULES = load_rules()


def test_every_vocabulary_doc_type_has_rules() -> None:
    assert sorted(r.doc_type for r in RULES) == sorted(DOC_TYPES)


W2 = """SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT
a Employee's social security number
963-11-3933
b Employer identification number (EIN)
81-3693417
c Employer's name, address, and ZIP code
Chang, Johnston and Burke
28548 John Summit
e Employee's first name and initial Last name Suff.
Tyler Smith
1 Wages, tips, other compensation
109,297.00
2 Federal income tax withheld
11,257.50
3 Social security wages
109,297.00
4 Social security tax withheld
6,776.50
5 Medicare wages and tips
109,297.00
6 Medicare tax withheld
1,584.75
17 State income tax
3,497.50
Form W-2 Wage and Tax
Statement 2025 Department of the Treasury - Internal Revenue Service
ask your employer for a Form W-2c, Corrected Wage and Tax Statement."""


def test_w2_from_the_text_layer() -> None:
    result = harvest([(1, W2)], RULES)
    assert result.classification.doc_type == "W-2"
    assert result.classification.matched_anchors == (
        r"W-2: re:Wage\s+and\s+Tax", "W-2: Employer identification number",
        r"W-2: re:Wages\W+tips\W+(?:and\s+)?other\W+comp")
    assert {f.field: f.normalized for f in result.fields} == {
        "employer_name": "Chang, Johnston and Burke", "employer_ein": "81-3693417",
        "employee_name": "Tyler Smith", "tax_year": "2025", "box1_wages": "109297.00",
        "box2_federal_tax_withheld": "11257.50", "box3_social_security_wages": "109297.00",
        "box4_social_security_tax": "6776.50", "box5_medicare_wages": "109297.00",
        "box6_medicare_tax": "1584.75", "box17_state_income_tax": "3497.50"}


@pytest.mark.parametrize(("text", "anchors"), [
    # a tax preparer's letter that quotes a W-2
    ("Dear Tyler, we received the Form W-2 issued to you by Chang, Johnston and Burke, which shows "
     "wages of $109,297.00 in box 1. Please note that this letter is not a Form W-2.", ()),
    # a SAMPLE page: every W-2 anchor, and the exclusion
    ("SAMPLE\n" + W2, (r"W-2: re:Wage\s+and\s+Tax", "W-2: Employer identification number",
                       r"W-2: re:Wages\W+tips\W+(?:and\s+)?other\W+comp", "W-2: excluded by stamp:SAMPLE")),
    # a Canadian T4: a wage statement of another country
    ("STATEMENT OF REMUNERATION PAID\nEmployer's name\nDonovan, Shannon and Thomas\n14 Employment income\n"
     "84,085.26\n22 Income tax deducted\n11,771.94\nT4 (2025)", ()),
])
def test_lookalikes_stay_untyped(text: str, anchors: tuple[str, ...]) -> None:
    result = harvest([(1, text)], RULES)
    assert result.classification.doc_type is None
    assert result.classification.matched_anchors == anchors
    assert result.fields == ()


# Form 1099-G in its two seen layouts, as their text layers read (seed 23: unemployment with
# federal and state withholding, and last year's state refund).
G_GRID = """SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT
CORRECTED (if checked)
PAYER'S name, street address, city or town, state or province, country, ZIP
or foreign postal code, and telephone no.
Minnesota Department of Revenue
PO Box 12229
Saint Paul, MN 55146
(360) 676-4487
PAYER'S TIN
69-8447848
RECIPIENT'S TIN
XXX-XX-9008
RECIPIENT'S name
Jennifer Burns
Street address (including apt. no.)
473 Veronica Glens
Account number (see instructions)
MN-4075-810253
Box 1 Unemployment compensation
6600.00
Box 2 State or local income tax refunds
687.24
Box 3 Tax year of the
refund
2024
Box 4 Federal income tax
withheld
660.00
5 RTAA payments
$
9 Market gain
$
10a State
MN
10b State identification no.
MN 29748049
Box 11 State income tax withheld
217.80
OMB No. 1545-0120
Form 1099-G
(Rev. March 2024)
For calendar year
2025
Certain
Government
Payments
Copy B
For Recipient
Form 1099-G (Rev. 3-2024) (keep for your records) www.irs.gov/Form1099G Department of the Treasury"""

G_LETTER = """STATE OF MINNESOTA
Minnesota Department of Revenue
PO Box 12229, Saint Paul, MN 55146 (360) 676-4487
Jennifer Burns
473 Veronica Glens
East Richardchester, MN 56298
Date 2026-01-24
Account no. MN-4075-810253
Recipient's ID number XXX-XX-9008
Payer's federal ID number 69-8447848
Form 1099-G Statement for 2025: Certain Government Payments
Dear Jennifer Burns,
This statement reports the payments the Minnesota Department of Revenue made to you during 2025, as we report
them to the Internal Revenue Service. It includes the refund, credit or offset of the state income tax you paid for
2024. Our records also show unemployment benefits paid to you for 11 weeks of the year.
Your 2025 Form 1099-G information
Payer Minnesota Department of Revenue
Recipient Jennifer Burns
Tax year . . . . . . . . . . . . 2025
Box 1 Unemployment compensation . . . . . . . . . . . . 6600.00
Box 2 State or local income tax refunds . . . . . . . . . . . . 687.24
Box 3 Tax year of the refund . . . . . . . . . . . . 2024
Box 4 Federal income tax withheld . . . . . . . . . . . . 660.00
Box 11 State income tax withheld . . . . . . . . . . . . 217.80
Unemployment benefits are taxable income for the year they were paid. Any federal or state tax withheld from them is
credited on your returns.
This statement is Copy B of Form 1099-G (OMB No. 1545-0120) for the recipient."""

G_FIELDS = {"payer_name": "Minnesota Department of Revenue", "payer_tin": "69-8447848",
            "recipient_name": "Jennifer Burns", "tax_year": "2025", "box1_unemployment_compensation": "6600.00",
            "box2_state_local_tax_refund": "687.24", "box3_tax_year_of_refund": "2024",
            "box4_federal_tax_withheld": "660.00", "box11_state_income_tax_withheld": "217.80"}
G_ANCHORS = (r"1099-G: re:Form\s+1099-G\b", r"1099-G: re:Certain\s+Government\s+Payments")


@pytest.mark.parametrize("text", [G_GRID, G_LETTER], ids=["irs-copy-b", "state-letter"])
def test_1099_g_in_its_seen_layouts(text: str) -> None:
    """The grid's label over its value (box 3's label wraps), and the letter's label, a dotted
    leader and the amount on one line (the labels take the leader in)."""
    result = harvest([(1, text)], RULES)
    assert result.classification.doc_type == "1099-G"
    assert result.classification.matched_anchors == G_ANCHORS
    assert {f.field: f.normalized for f in result.fields} == G_FIELDS


@pytest.mark.parametrize(("text", "anchors"), [
    # a SAMPLE 1099-G: every anchor, and the exclusions
    ("SAMPLE - FOR INFORMATION ONLY - DO NOT FILE\n" + G_GRID,
     (*G_ANCHORS, "1099-G: excluded by stamp:SAMPLE", "1099-G: excluded by stamp:DO NOT FILE",
      "1099-G: excluded by stamp:FOR INFORMATION ONLY")),
    # a preparer's letter that quotes a 1099-G and its amounts
    ("Dear Jennifer, the Form 1099-G from the Minnesota Department of Revenue shows a state refund of $687.24 "
     "for 2024 and unemployment compensation of $6,600.00. We will report both on your return.", ()),
    # a state's refund notice that never names the form
    ("Minnesota Department of Revenue\nNotice of refund\nYour 2024 income tax refund of $687.24 was deposited "
     "on April 2, 2025.\nState income tax withheld 217.80", ()),
])
def test_1099_g_lookalikes_stay_untyped(text: str, anchors: tuple[str, ...]) -> None:
    result = harvest([(1, text)], RULES)
    assert result.classification.doc_type is None
    assert result.classification.matched_anchors == anchors
    assert result.fields == ()


def test_generated_documents_type_as_1099_g_exactly_when_they_are_one() -> None:
    """Every document of two default plans in the seen layouts, read from its text layer: the
    1099-G types as one and no other rule matches it; no other document, lookalikes included
    (the cover letter, the foreign wage statement, the SAMPLE 1099-INT), matches the 1099-G rule."""
    import pypdfium2 as pdfium

    from generator.documents.plan import plan_corpus
    from generator.documents.templates import discover_templates
    from generator.render.pdf import render_pdf
    from generator.world import build_world
    from harness.ingest.textlayer import clean_text

    templates = discover_templates()
    seen: dict[str, int] = {}
    for seed in (42, 43):
        for doc in plan_corpus(build_world(seed, 2025), "default", templates, "seen"):
            pdf = pdfium.PdfDocument(render_pdf(doc.layout_spec(templates[doc.template]), doc.title).data)
            text = "\n\n".join(clean_text(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf)))
            found = harvest([(1, text)], RULES).classification
            if doc.doc_type == "1099-G":
                assert (found.doc_type, found.matched_anchors) == ("1099-G", G_ANCHORS), doc.file
            else:
                assert found.doc_type == doc.doc_type, doc.file
                assert not [a for a in found.matched_anchors if a.startswith("1099-G")], doc.file
            seen[doc.kind] = seen.get(doc.kind, 0) + 1
    assert seen["lookalike"] == 6 and seen["typed"] > 80


def test_two_types_matching_is_ambiguous_and_untyped() -> None:
    rule = {"doc_type": "invoice", "classify": {"required": ["Wage and Tax"]}}
    rules = (*RULES, parse_rule(rule, "extra.toml"))
    result = harvest([(1, W2)], rules)
    assert result.classification.doc_type is None
    assert result.classification.matched_anchors[-2:] == ("ambiguous: W-2", "ambiguous: invoice")


def test_ocr_geometry_pairs_a_label_with_the_value_in_its_column() -> None:
    # OCR read one row of two labels as one line, and the values on the next line,
    # the left value's cell running into the right column (a box border read as "|").
    words = [
        ("5", 850, 436, 8, 14, 1, 1, 1), ("Medicare", 862, 436, 70, 14, 1, 1, 1),
        ("wages", 936, 436, 45, 14, 1, 1, 1), ("and", 985, 436, 28, 14, 1, 1, 1),
        ("tips", 1017, 436, 30, 14, 1, 1, 1), ("6", 1060, 436, 8, 14, 1, 1, 1),
        ("Medicare", 1072, 436, 70, 14, 1, 1, 1), ("tax", 1146, 436, 25, 14, 1, 1, 1),
        ("withheld", 1175, 436, 60, 14, 1, 1, 1),
        ("109,297.00", 960, 470, 100, 20, 2, 1, 1), ("|", 1062, 470, 4, 30, 2, 1, 1),
        ("1,584.75", 1150, 470, 85, 20, 2, 1, 1),
        ("Wage", 100, 40, 50, 20, 3, 1, 1), ("and", 155, 40, 30, 20, 3, 1, 1), ("Tax", 190, 40, 30, 20, 3, 1, 1),
        ("Employer", 100, 80, 60, 14, 4, 1, 1), ("identification", 165, 80, 90, 14, 4, 1, 1),
        ("number", 260, 80, 50, 14, 4, 1, 1),
        ("Wages,", 100, 120, 50, 14, 5, 1, 1), ("tips,", 155, 120, 30, 14, 5, 1, 1),
        ("other", 190, 120, 35, 14, 5, 1, 1), ("compensation", 230, 120, 90, 14, 5, 1, 1),
    ]
    text = ("Wage and Tax\n\nEmployer identification number\n\nWages, tips, other compensation\n\n"
            "5 Medicare wages and tips 6 Medicare tax withheld\n109,297.00 | 1,584.75")
    result = harvest([PageText(1, text, words)], RULES)
    fields = {f.field: f.normalized for f in result.fields}
    assert fields["box5_medicare_wages"] == "109297.00"
    assert fields["box6_medicare_tax"] == "1584.75"


def test_amounts_are_unsigned_unless_a_rule_says_signed() -> None:
    # OCR reads a box rule before an amount as a dash: "-$3,380.69"
    text = W2.replace("11,257.50", "-$11,257.50")
    fields = {f.field: f.normalized for f in harvest([(1, text)], RULES).fields}
    assert fields["box2_federal_tax_withheld"] == "11257.50"
    rule = parse_rule({"doc_type": "W-2", "classify": {"required": ["Wage and Tax"]},
                       "fields": {"box2_federal_tax_withheld": {"labels": ["Federal income tax withheld"],
                                                                "signed": True}}}, "signed.toml")
    signed = harvest([(1, text)], (rule,)).fields
    assert [(f.field, f.normalized) for f in signed] == [("box2_federal_tax_withheld", "-11257.50")]
