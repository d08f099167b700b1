"""The wordings contract (generator/documents/wordings.py): every typed kind words every field
of its docType (and a W-2c its previously reported amounts, apart from the corrected ones) at
least 8 ways, at least 3 seen and 3 unseen, none in both; the seen ones
include the labels the families print today; no unseen wording is named by the harvest
(its rules and code); the questions' people's words repeat none of them; picks are the
caller's RNG's."""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.documents.kinds import kinds
from generator.documents.templates import UNHASHED, discover_templates, template_hash, templates_root
from generator.documents.wordings import WordingsError, column_title, load_wordings, worded_kinds, wording, wordings
from generator.questions.wording import repeats_label
from harness.contract.vocabulary import DOC_TYPES

HARVEST = Path(__file__).resolve().parents[3] / "harness" / "harvest"
# the general matcher's plain descriptions of the fields are the harvest's too
DESCRIPTIONS = HARVEST.parent / "contract" / "field_descriptions.py"
# and the general typing's plain descriptions of the docTypes and decoys
DOC_DESCRIPTIONS = HARVEST.parent / "contract" / "doctype_descriptions.py"
TYPED = sorted(name for name, t in discover_templates().items()
               if t.definition.kind == "typed" and t.doc_type and (templates_root() / name / "kind.toml").is_file())


def test_every_typed_kind_has_wordings() -> None:
    assert len(TYPED) == 16
    assert worded_kinds() == TYPED


@pytest.mark.parametrize("kind", TYPED)
def test_every_field_has_eight_wordings_three_of_each_split(kind: str) -> None:
    found = wordings(kind)
    row = list(DOC_TYPES[found.doc_type])
    assert list(found.fields)[:len(row)] == row
    assert list(found.fields)[len(row):] == (CORRECTIONS_PREVIOUS if kind == "w2c" else [])
    short = {name: (len(w.seen), len(w.unseen)) for name, w in found.fields.items()
             if len(w.seen) + len(w.unseen) < 8 or len(w.seen) < 3 or len(w.unseen) < 3}
    assert short == {}


@pytest.mark.parametrize("kind", TYPED)
def test_the_seen_wordings_hold_every_label_the_families_print(kind: str) -> None:
    template = discover_templates()[kind]
    found = wordings(kind)
    row = DOC_TYPES[found.doc_type]  # a W-2c's families print a previous amount's label under a qualifier
    missing = [(f.name, label) for f in template.definition.fields if f.name in row
               for label in (f.label, *f.vocabulary) if label not in found.fields[f.name].seen]
    assert missing == []


CORRECTIONS_PREVIOUS = ["previous_box1_wages", "previous_box2_federal_tax_withheld"]


def test_a_correction_words_its_previous_amounts_apart_from_the_corrected_ones() -> None:
    """A W-2c page prints both amounts of a box: the previous one's every wording says so."""
    found = wordings("w2c").fields
    qualifier = re.compile(r"previously|originally|original|prior|old|before correction", re.IGNORECASE)
    for previous in CORRECTIONS_PREVIOUS:
        corrected = {w.casefold() for w in found[previous.removeprefix("previous_")].of("all")}
        words = found[previous].of("all")
        assert (len(found[previous].seen), len(found[previous].unseen)) == (6, 6)
        assert [w for w in words if w.casefold() in corrected or not qualifier.search(w)] == []


def test_a_template_field_outside_the_doc_type_loads_only_when_the_template_has_it(tmp_path: Path) -> None:
    folder = _folder(tmp_path, GOOD + '\n[fields.previous_box1]\nseen = ["Prior"]\nunseen = ["Old"]\n')
    assert list(load_wordings(folder, "1099-NEC", ("previous_box1",)).fields)[-1] == "previous_box1"
    with pytest.raises(WordingsError) as exc:
        load_wordings(folder, "1099-NEC", ("previous_box2",))
    assert str(exc.value) == ("1099-nec/wordings.toml: fields.previous_box1 is no field of 1099-NEC "
                              "(did you mean previous_box2?)")


def test_people_s_words_repeat_no_wording_of_their_field() -> None:
    """A question's plain words and whole questions (kind.toml) stay people's words whichever
    wording an issuer prints, seen or unseen (tests/generator/questions/test_wording.py checks
    them against the labels printed today)."""
    repeated = [(kind, field, phrase, text) for kind in TYPED
                for field, words in kinds()[kind].fields.items() if field in wordings(kind).fields
                for phrase in (*words.plain, *words.ask)
                for text in wordings(kind).fields[field].of("all") if repeats_label(phrase, text)]
    assert repeated == []
    assert repeats_label("the federal withholding", "Federal withholding")  # what it would catch


# The column titles the statement families print today ({kind: {column: [(family, title)]}}).
PRINTED_COLUMNS = {
    "bank-statement": {"date": [("ledger", "Date"), ("summary-box", "Date"), ("member-letter", "Posted")],
                       "description": [("ledger", "Transaction"), ("summary-box", "Description")],
                       "amount": [("ledger", "Amount"), ("member-letter", "Amount")],
                       "balance": [("ledger", "Balance"), ("summary-box", "Balance")],
                       "credits": [("summary-box", "Credits")], "debits": [("summary-box", "Debits")]},
    "credit-card-statement": {"date": [("grouped", "Date"), ("prose-notice", "Trans. date"), ("two-panel", "Date")],
                              "post_date": [("prose-notice", "Post date")],
                              "description": [("grouped", "Description"), ("two-panel", "Merchant / description")],
                              "amount": [("grouped", "Amount"), ("two-panel", "Amount")]},
}


@pytest.mark.parametrize("kind", sorted(PRINTED_COLUMNS))
def test_the_seen_column_titles_hold_every_title_the_families_print(kind: str) -> None:
    found = wordings(kind).columns
    assert sorted(found) == sorted(PRINTED_COLUMNS[kind])
    for column, printed in PRINTED_COLUMNS[kind].items():
        for family, title in printed:
            assert f'["{title}", ' in (templates_root() / kind / "families" / f"{family}.j2").read_text()
            assert title in found[column].seen
        assert (len(found[column].seen) >= 3, len(found[column].unseen) >= 3) == (True, True)


_BOX = re.compile(r"^(?:box\s+)?(?:\d{1,2}[a-z]?|[a-h](?:/[a-h])?)\s+|\s*\((?:box\s+)?\d{1,2}[a-z]?\)$", re.I)


def _phrases(text: str) -> set[str]:
    """A wording and its words without a box number ("1 Federal wages" -> "Federal wages"):
    the harvest matches a label whatever box number precedes it."""
    return {text, _BOX.sub("", text)}


def _named_by_the_harvest(phrase: str, haystack: str) -> bool:
    words = r"\s+".join(re.escape(w) for w in phrase.casefold().split())
    return re.search(rf"(?<!\w){words}(?!\w)", haystack) is not None


def _harvest_text() -> str:
    files = (sorted(HARVEST.glob("rules/*.toml")) + sorted(HARVEST.glob("*.py")) + sorted(HARVEST.glob("*.json"))
             + [DESCRIPTIONS, DOC_DESCRIPTIONS])
    assert len(files) >= 25 and {HARVEST / n for n in ("matcher.py", "general_type.py", "exemplars.json")} <= set(files)
    return "\n".join(p.read_text(encoding="utf-8") for p in files).casefold()


def test_no_unseen_wording_is_named_by_the_harvest() -> None:
    haystack = _harvest_text()
    named = [(kind, field, text) for kind in TYPED
             for field, w in {**wordings(kind).fields, **wordings(kind).columns}.items()
             for text in w.unseen if any(_named_by_the_harvest(p, haystack) for p in _phrases(text))]
    assert named == []


def test_the_discipline_check_finds_a_phrase_the_harvest_names() -> None:
    haystack = _harvest_text()
    assert _named_by_the_harvest("OPENING  BALANCE", haystack)  # bank-statement.toml, any case and spacing
    assert _named_by_the_harvest("3 Soc. sec. wages", haystack) is False  # no rule or exemplar prints its box
    assert _named_by_the_harvest("take-home pay", haystack)  # field_descriptions.py, the pay stub's net pay
    assert _named_by_the_harvest("tax adviser", haystack)  # doctype_descriptions.py, a decoy
    assert any(_named_by_the_harvest(p, haystack) for p in _phrases("3 Soc. sec. wages"))
    assert not _named_by_the_harvest("Opening bal", haystack)  # a whole phrase, not a prefix


def test_picks_are_the_callers_rng_and_stay_in_their_split() -> None:
    picks = [wording("w2", "box1_wages", "unseen", random.Random(7)) for _ in range(3)]
    assert len(set(picks)) == 1
    rng_a, rng_b = random.Random(42), random.Random(42)
    fields = list(DOC_TYPES["W-2"])
    assert [wording("w2", f, "all", rng_a) for f in fields] == [wording("w2", f, "all", rng_b) for f in fields]
    rng = random.Random(1)
    box1 = wordings("w2").fields["box1_wages"]
    assert {wording("w2", "box1_wages", "seen", rng) for _ in range(200)} == set(box1.seen)
    assert {wording("w2", "box1_wages", "unseen", rng) for _ in range(200)} == set(box1.unseen)
    balance = wordings("bank-statement").columns["balance"]
    assert {column_title("bank-statement", "balance", "unseen", rng) for _ in range(200)} == set(balance.unseen)


@pytest.mark.parametrize(("call", "message"), [
    (lambda: wording("w2", "box1_wages", "held-out", random.Random(0)),
     "split must be one of seen, unseen, all, got 'held-out'"),
    (lambda: wording("w2", "box1_wage", "seen", random.Random(0)),
     "w2: no wordings for box1_wage (did you mean box1_wages?)"),
    (lambda: column_title("bank-statement", "balanse", "seen", random.Random(0)),
     "bank-statement: no column titles for balanse (did you mean balance?)"),
    (lambda: column_title("w2", "balance", "seen", random.Random(0)), "w2: no column titles for balance"),
    (lambda: wordings("cover-letter"), "cover-letter: a template without a docType has no wordings"),
])
def test_wording_errors_name_the_split_and_the_nearest_field(call: Callable[[], object], message: str) -> None:
    with pytest.raises(WordingsError) as exc:
        call()
    assert str(exc.value) == message


def _folder(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "1099-nec"
    shutil.copytree(templates_root() / "1099-nec", folder)
    (folder / "wordings.toml").write_text(text, encoding="utf-8")
    return folder


GOOD = (templates_root() / "1099-nec" / "wordings.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("edit", "message"), [
    (lambda t: t.replace("[fields.payer_tin]", "[fields.payer_tn]"),
     "1099-nec/wordings.toml: fields.payer_tn is no field of 1099-NEC (did you mean payer_tin?)"),
    (lambda t: t.replace("unseen = [\"Payer EIN\"", "unsen = [\"Payer EIN\""),
     "1099-nec/wordings.toml: unknown key fields.payer_tin.unsen (did you mean unseen?)"),
    (lambda t: t.replace("\"Payer EIN\"", "\"payer tin\""),
     "1099-nec/wordings.toml: fields.payer_tin: 'payer tin' is listed twice (a wording is seen or unseen, once)"),
    (lambda t: t.replace("\"Payer EIN\"", "\"Payer  EIN\""),
     "1099-nec/wordings.toml: fields.payer_tin: 'Payer  EIN': a wording is one line of words, single-spaced"),
    (lambda t: t.replace("\"Payer EIN\"", "\"Payer \u2116\""),
     "1099-nec/wordings.toml: fields.payer_tin: 'Payer \u2116': outside WinAnsi, a PDF font cannot print it"),
    (lambda t: t.split("[fields.box4_federal_tax_withheld]")[0],
     "1099-nec/wordings.toml: no wordings for box4_federal_tax_withheld"),
    (lambda t: "feilds = 3\n" + t, "1099-nec/wordings.toml: unknown key feilds (did you mean fields?)"),
    (lambda t: t + "\n[colums.date]\nseen = []\nunseen = []\n",
     "1099-nec/wordings.toml: unknown key colums (did you mean columns?)"),
])
def test_wordings_toml_errors_name_the_key(tmp_path: Path, edit: object, message: str) -> None:
    folder = _folder(tmp_path, edit(GOOD))  # type: ignore[operator]
    with pytest.raises(WordingsError) as exc:
        load_wordings(folder, "1099-NEC")
    assert str(exc.value) == message


def test_a_wordings_file_loads_from_a_copied_folder(tmp_path: Path) -> None:
    folder = _folder(tmp_path, GOOD)
    assert load_wordings(folder, "1099-NEC") == wordings("1099-nec").model_copy(update={"kind": "1099-nec"})


def test_wordings_toml_is_outside_the_template_hash_while_no_layout_reads_it(tmp_path: Path) -> None:
    folder = _folder(tmp_path, GOOD)
    before = template_hash(folder)
    (folder / "wordings.toml").write_text(GOOD + "\n# edited\n", encoding="utf-8")
    assert template_hash(folder) == before
    (folder / "wordings.toml").unlink()
    assert template_hash(folder) == before == discover_templates()["1099-nec"].hash
    assert UNHASHED == {"wordings.toml"}
