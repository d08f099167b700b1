"""The kind contract: every template folder is a kind, and every kind has what the question
makers need (generator/documents/kinds.py `lacks`); kind.toml errors name the file, the key and the
nearest known key."""

from __future__ import annotations

import inspect
import shutil
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from generator.documents.kinds import Kind, KindError, kind_of, kinds, lacks, load_kind
from generator.documents.templates import discover_templates, templates_root
from generator.questions.facts import Fact
from generator.questions.voice import Household, doc_phrases


def test_every_template_folder_is_a_kind_and_every_typed_one_has_a_kind_toml() -> None:
    templates = discover_templates()
    assert list(kinds()) == list(templates)
    typed = [name for name, t in templates.items() if t.definition.kind == "typed"]
    assert len(typed) >= 15
    assert [name for name in typed if not (templates_root() / name / "kind.toml").is_file()] == []


@pytest.mark.parametrize("name", sorted(kinds()))
def test_the_kind_lacks_nothing(name: str) -> None:
    assert lacks(kinds()[name]) == []


def test_lacks_names_what_a_kind_lacks() -> None:
    kind = Kind(template="w9", doc_type="1099-INT", role="typed",
                field_types={"payer_name": "text", "box1_interest_income": "money", "paid_on": "date"},
                instance_field="paid_on", sums={"payer_name": "payer"}, headline="box9",
                called=("the {form} from {issuer}",),
                fields={"box1_interest_income": {"formal": ["box 1 interest"]}})
    assert lacks(kind) == [
        "name: a typed kind needs what a question calls it",
        "issuer_field: a typed kind needs the field naming who issued it",
        "fields.box1_interest_income.plain: the money field box1_interest_income needs plain words",
        "fields.box4_federal_tax_withheld.formal: the money field box4_federal_tax_withheld needs formal words",
        "fields.box4_federal_tax_withheld.plain: the money field box4_federal_tax_withheld needs plain words",
        "headline box9 is not a field of its template",
        "instance_phrase: a kind with an instance_field needs the words that say which one",
        "plural: a kind with sums or changes needs its plural",
        "sums.payer_name: not a money field of its template",
        "called: 'the {form} from {issuer}' uses unknown slots form",
    ]


def _folder(tmp_path: Path, kind_toml: str) -> Path:
    folder = tmp_path / "1099-int"
    shutil.copytree(templates_root() / "1099-int", folder)
    (folder / "kind.toml").write_text(kind_toml, encoding="utf-8")
    return folder


def _definition() -> dict[str, object]:
    return {"doc_type": "1099-INT", "kind": "typed", "fields": [{"name": "payer_name", "type": "text"}]}


@pytest.mark.parametrize(("text", "message"), [
    ('name = "Form 1099-INT"\nplurals = "Forms 1099-INT"\n',
     "1099-int/kind.toml: unknown key plurals (did you mean plural?)"),
    ('[fields.box1_interest_income]\nformall = ["interest"]\n',
     "1099-int/kind.toml: unknown key fields.box1_interest_income.formall (did you mean formal?)"),
    ('[[totals]]\nfield = "x"\nhow = "y"\nformal = []\nplain = []\nwhy = 1\n',
     "1099-int/kind.toml: unknown key totals.0.why (known keys: field, formal, how, plain)"),
    ('article = "the"\n', "1099-int/kind.toml: article: Input should be 'a' or 'an'"),
    ('doc_type = "W-2"\n', "1099-int/kind.toml: doc_type come from template.toml, not kind.toml"),
    ('name = "unterminated\n', "1099-int/kind.toml: Illegal character '\\n' (at line 1, column 21)"),
])
def test_a_bad_kind_toml_is_one_line_naming_the_key(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(KindError) as err:
        load_kind(_folder(tmp_path, text), _definition())
    assert str(err.value) == message


def test_a_folder_without_kind_toml_is_a_kind_with_no_words(tmp_path: Path) -> None:
    folder = _folder(tmp_path, "")
    (folder / "kind.toml").unlink()
    kind = load_kind(folder, _definition())
    assert (kind.template, kind.doc_type, kind.name, kind.fields) == ("1099-int", "1099-INT", "document", {})
    assert kind.field_types == {"payer_name": "text"}


def test_kind_of_finds_a_kind_by_template_then_by_doc_type() -> None:
    assert kind_of("w2").doc_type == "W-2"
    assert kind_of(None, "W-2c").template == "w2c"
    assert kind_of("made-elsewhere", None).name == "document"
    assert kind_of(None, "1040").role == "lookalike"


def _fact(template: str, doc_type: str, values: dict[str, object], printed: dict[str, str]) -> Fact:
    return Fact(files=[f"{template}.pdf"], doc_type=doc_type, template=template, values=values,  # type: ignore[arg-type]
                printed=printed)


PEOPLE = Household(taxpayer="Tyler Smith", spouse="Marie Fischer", tenant="Jane Cooper")


def test_people_name_a_december_bank_statement_by_its_month_and_as_the_year_end_one() -> None:
    fact = _fact("bank-statement", "bank-statement", {"bank_name": "Evergreen Bank", "period_end": date(2025, 12, 31)},
                 {"bank_name": "Evergreen Bank"})
    assert doc_phrases(fact, PEOPLE, 2025) == [
        "the bank statement from Evergreen Bank for the period ending December 31, 2025",
        "my Evergreen Bank statement for December 2025",
        "last December's Evergreen Bank statement",
        "the year-end statement from Evergreen Bank",
    ]


def test_people_name_a_w2_by_whose_it_is_and_a_february_bill_without_last() -> None:
    w2 = _fact("w2", "W-2", {"employer_name": "Acme LLC", "box1_wages": Decimal("1.00")},
               {"employee_name": "Marie Fischer"})
    assert doc_phrases(w2, PEOPLE, 2025) == [
        "the 2025 Form W-2 from Acme LLC", "my spouse's 2025 W-2 from Acme LLC", "Marie's 2025 W-2 from Acme LLC",
        "last year's W-2 from Acme LLC", "the W-2 that Acme LLC sent for 2025"]
    bill = _fact("utility-bill", "utility-bill", {"utility_name": "City Water", "billing_date": date(2025, 2, 3)}, {})
    assert doc_phrases(bill, PEOPLE, 2025) == ["the utility bill from City Water dated February 3, 2025",
                                               "my City Water bill for February 2025"]


def test_every_template_has_a_builder_module_named_for_it_taking_keywords() -> None:
    from generator.documents.builders import builders, module_name

    found = builders()
    # the notices are planned beside the whole corpus (generator/documents/adversarial.py), not by a builder
    assert sorted(found) == sorted(set(discover_templates()) - {"injected-notice"})
    assert [module_name(t) for t in ("1099-int", "w2", "bank-statement")] == ["form_1099_int", "w2", "bank_statement"]
    for template, build in found.items():
        assert build.__module__.rsplit(".", 1)[1] == module_name(template)
        params = list(inspect.signature(build).parameters.values())
        assert params[0].name == "world"
        assert [p.name for p in params[1:] if p.kind is not inspect.Parameter.KEYWORD_ONLY] == [], template
