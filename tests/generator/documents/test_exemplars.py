"""The harvest's exemplars table (harness/harvest/exemplars.json) is generator.documents.exemplars'
output: the `seen:fit` fold of every field's seen wordings, pooled by docType; no wording of the
`seen:check` fold or of `unseen` (tests/generator/documents/test_wordings.py checks the harvest
names no unseen wording, this table included)."""

from __future__ import annotations

from generator.documents.exemplars import TABLE, exemplars, render
from generator.documents.folds import in_fold
from generator.documents.wordings import worded_kinds, wordings
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.exemplars import EXEMPLARS


def test_the_table_is_the_generators_output() -> None:
    # when this fails after a wordings.toml edit: python -m generator.documents.exemplars
    assert TABLE.read_text(encoding="utf-8") == render(exemplars())
    assert EXEMPLARS == exemplars()


def test_the_table_holds_the_fit_fold_only() -> None:
    table = exemplars()
    held = {(found.doc_type, field, text) for kind in worded_kinds() for found in [wordings(kind)]
            for field, said in found.fields.items()
            for text in (*said.unseen, *(t for t in said.seen if t not in in_fold(said.seen, "fit")))}
    assert [h for h in held if h[2] in table.get(h[0], {}).get(h[1], [])] == []
    assert len(held) >= 500
    assert all(field in DOC_TYPES[doc_type] for doc_type, fields in table.items() for field in fields)
    assert table["W-2"]["box1_wages"] == [
        "1 Wages, tips, other compensation", "Box 1 Wages, tips and other compensation"]
    assert sorted(table) == sorted(DOC_TYPES)
