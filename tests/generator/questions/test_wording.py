"""Questions in people's words (issue 16 part 3): phrasings that avoid the form's labels, the
household's people by role, and how often a corpus's questions repeat the printed label."""

from __future__ import annotations

from collections import Counter

import pytest

from generator.corpus.writer import Settings, build_corpus, planned_entries
from generator.documents.kinds import kinds
from generator.documents.templates import discover_templates
from generator.questions import synthesize_questions
from generator.questions.comparison import WIDER
from generator.questions.facts import build_facts
from generator.questions.lookup import ANY_PHRASINGS as LOOKUP_ANY
from generator.questions.lookup import PHRASINGS as LOOKUP_NOUN
from generator.questions.plain_words import is_clause
from generator.questions.supersede import ANY_PHRASINGS as SUPERSEDE_ANY
from generator.questions.supersede import PHRASINGS as SUPERSEDE_NOUN
from generator.questions.temporal import ANY_PHRASINGS as TEMPORAL_ANY
from generator.questions.temporal import PHRASINGS as TEMPORAL_NOUN
from generator.questions.view import CorpusView
from generator.questions.voice import Household, household
from generator.questions.wording import LabelShare, content_words, label_share, repeats_label
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question


@pytest.fixture(scope="module")
def vocabulary() -> dict[str, set[str]]:
    """Every label any template prints for each field (its label and its vocabulary)."""
    out: dict[str, set[str]] = {}
    for t in discover_templates().values():
        for f in t.definition.fields:
            out.setdefault(f.name, set()).update([f.label, *f.vocabulary])
    return out


@pytest.fixture(scope="module")
def default42() -> CorpusManifest:
    docs, probes = planned_entries(build_corpus(Settings(42, 2025, "default")))
    return CorpusManifest(name="x", description="x", questions=synthesize_questions(docs, probes, 42, 2025),
                          documents=docs, probe_ground_truth=probes)


def test_content_words_leave_out_numbers_and_function_words() -> None:
    assert content_words("1 Wages, tips, other comp.") == {"wages", "tips", "other", "comp"}
    assert content_words("Box 10 Real estate taxes") == {"real", "estate", "taxes"}
    assert content_words("What was the box 2 federal income tax withheld?") == {"federal", "income", "tax",
                                                                                "withheld"}


def test_a_question_repeats_a_label_when_it_has_all_its_words() -> None:
    label = "1 Wages, tips, other compensation"
    assert repeats_label("What is box 1 wages, tips and other compensation on the W-2?", label)
    assert not repeats_label("What is the box 1 wages on the W-2?", label)
    assert not repeats_label("How much did I earn before taxes?", label)
    assert not repeats_label("Anything at all?", "12")  # a label without content words is never repeated


def test_the_share_counts_questions_by_the_field_their_key_asks() -> None:
    docs = [DocumentEntry(file="a.pdf", ground_truth={"ending_balance": "$1,250.00", "interest_paid": "$1.10"},
                          labels={"ending_balance": "Closing balance", "interest_paid": "Interest earned"})]
    questions = [
        Question(id="q1", question="What is the closing balance on the statement?", must_contain_any=["1250.00"],
                 must_cite_any=["a.pdf"]),
        Question(id="q2", question="How much was left in the account at the end?", must_contain_any=["1250.00"],
                 must_cite_any=["a.pdf"]),
        Question(id="q3", question="What did the account earn?", must_contain_any=["1.10"], must_cite_any=["a.pdf"]),
        Question(id="q4", question="How many statements?", must_contain_any=["1 statement"], must_cite_any=["a.pdf"]),
        Question(id="q5", question="The closing balance of a bank that is not there?", negative=True),
    ]
    share = label_share(CorpusManifest(name="x", description="x", questions=questions, documents=docs))
    assert share == LabelShare(measured=("q1", "q2", "q3"), repeated=("q1",))
    assert share.line() == "1 of 3 questions that ask a labeled field repeat its label (33%)"


def test_people_s_words_avoid_every_label_of_their_field(vocabulary: dict[str, set[str]]) -> None:
    """Every kind's `plain` and `ask` words for a field avoid every label any template prints for it."""
    repeated = [(kind.template, name, phrase, label) for kind in kinds().values()
                for name, words in kind.fields.items() for phrase in (*words.plain, *words.ask)
                for label in sorted(vocabulary.get(name, ())) if repeats_label(phrase, label)]
    assert repeated == []
    assert sum(len(w.plain) + len(w.ask) for k in kinds().values() for w in k.fields.values()) > 300


def _count(noun: tuple[str, ...], any_: tuple[str, ...], formal: tuple[str, ...], plain: tuple[str, ...],
           whole: tuple[str, ...] = ()) -> tuple[int, int]:
    """(phrasings, phrasings without the form's words) of one field in one category's frames."""
    def frames(p: str) -> int:
        return len(any_) if is_clause(p) else len(noun) + len(any_)
    return (sum(frames(p) for p in (*formal, *plain)) + len(whole), sum(frames(p) for p in plain) + len(whole))


@pytest.mark.parametrize("category", ["lookup", "supersede", "comparison"])
def test_every_money_field_has_six_phrasings_at_least_half_in_people_s_words(category: str) -> None:
    frames = {"lookup": (LOOKUP_NOUN, LOOKUP_ANY), "supersede": (SUPERSEDE_NOUN, SUPERSEDE_ANY),
              "comparison": (WIDER, ())}[category]
    walked = 0
    for kind in kinds().values():
        for name in [n for n in kind.field_types if kind.phrased(n, "money")]:
            words = kind.words(name)
            formal, plain = words.formal, words.plain
            if category == "comparison":  # only noun phrases read in "which is larger, {phrase} on A or on B"
                formal = tuple(p for p in formal if not is_clause(p))
                plain = tuple(p for p in plain if not is_clause(p))
            total, people = _count(*frames, formal, plain, words.ask if category == "lookup" else ())
            assert total >= 6 and 2 * people >= total, (category, kind.template, name, total, people)
            walked += 1
    assert walked >= 50


def test_every_date_field_has_six_phrasings_at_least_half_in_people_s_words() -> None:
    walked = 0
    for kind in kinds().values():
        for name in [n for n in kind.field_types if kind.phrased(n, "date")]:
            words = kind.words(name)
            total, people = _count(TEMPORAL_NOUN, TEMPORAL_ANY, words.formal, words.plain)
            assert total >= 6 and 2 * people >= total, (kind.template, name, total, people)
            walked += 1
    assert walked >= 15


def test_who_is_who_comes_from_the_documents(default42: CorpusManifest) -> None:
    view = CorpusView(build_facts(default42.documents or [], default42.probe_ground_truth or []), 2025)
    assert household(view.facts) == Household("Tyler Smith", "Marie Fischer", "Jane Cooper")
    assert [p.subject for p in view.people.names("Marie Fischer")] == ["my spouse", "Marie", "Marie Fischer"]
    assert [p.possessive for p in view.people.names("Tyler Smith")] == ["my", "Tyler's", "Tyler Smith's"]
    assert [p.object for p in view.people.names("Jane Cooper")] == ["the tenant", "our tenant Jane", "Jane Cooper"]


def test_a_person_is_named_as_the_household_knows_them_however_an_issuer_prints_them(
        default42: CorpusManifest) -> None:
    """Procedural issuers print names in their own style ("SMITH, TYLER"): who is who, how a
    question names a person and which names are decoys read the person, not the print."""
    facts = {f.file: f for f in build_facts(default42.documents or [], default42.probe_ground_truth or [])}
    w2 = facts["w2_chang-johnston-and-burke_2025.png"]
    assert (w2.printed["employee_name"], w2.person("employee_name")) == ("TYLER SMITH", "Tyler Smith")
    lease = facts["lease_cooper_2025-02.png"]
    assert (lease.printed["tenant_name"], lease.person("tenant_name")) == ("Cooper, Jane", "Jane Cooper")
    mortgage = facts["mortgage-statement_pioneer-home-loans_2025-01.pdf"]  # untyped: no probe row names him
    assert (mortgage.printed["borrower_name"], mortgage.person("borrower_name")) == ("Smith, Tyler", "Tyler Smith")
    lookalike = facts["wage-statement_donovan-shannon-and-thomas_2025.jpg"]  # its employer is a company, no person
    assert lookalike.people == {"employee_name": "Tyler Smith"}
    issuers = next(q for q in default42.questions if q.question.startswith("Which payers sent the household a "
                                                                            "Form 1099-INT?"))
    assert issuers.must_not_contain == ["Donovan, Shannon and Thomas", "Watts Tax & Accounting"]


def test_seed_42_asks_in_people_s_words(default42: CorpusManifest) -> None:
    texts = [q.question for q in default42.questions]
    assert sum(" my " in f" {t} " or t.startswith("My ") for t in texts) == 15
    assert sum("last " in t for t in texts) == 5
    assert [t for t in texts if "the tenant" in t] == [
        "How much is the deposit the tenant paid on the residential lease from Tyler Smith?",
        "Looking at the lease with the tenant, I need the move-out day."]
    # every question asked as the household says who "I" is, before its derivation
    assert sum('"I" is Tyler Smith, the taxpayer, asking early in the next year.' in (q.notes or "")
               for q in default42.questions) == 29


def test_seed_42_repeats_few_labels(default42: CorpusManifest) -> None:
    """Before issue 16 part 3, 12 of the 19 measured questions of this corpus repeated the label (63%)."""
    share = label_share(default42)
    # formal words a third of the time; an issuer's own label (procedural layouts) is seldom the form's
    assert (len(share.repeated), len(share.measured)) == (2, 22)
    assert share.share <= 0.40
    assert Counter(q.category for q in default42.questions)["lookup"] == 10
