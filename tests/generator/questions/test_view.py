"""generator/questions/view.py on the hand-built household (household.py): what the question
makers read of a corpus (issuers, instances, corrections, lookalikes, the people), through the
kinds. Each category has its own test_<category>.py on the same household."""

from __future__ import annotations

from generator.questions.view import CorpusView


def test_the_view_reads_issuers_instances_and_corrections_through_the_kinds(view: CorpusView) -> None:
    by_file = {f.file: f for f in view.facts}
    assert by_file["w2_acme.pdf"].superseded_by == "w2c_acme.pdf"
    assert [f.file for f in view.latest(("W-2",))] == ["w2c_acme.pdf", "w2_birch.pdf"]
    assert (by_file["bank_12.pdf"].entity, str(by_file["bank_12.pdf"].instance)) == ("Evergreen Bank", "2025-12-31")
    assert by_file["letter.pdf"].entity is None and [f.file for f in view.lookalikes()] == ["letter.pdf"]
    assert view.people.taxpayer == "Tyler Smith"
