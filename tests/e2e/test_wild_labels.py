"""The wild labels (tests/support/wild_labels.py): printed labels copied from public material, split
into halves by source. The halves share no source and no label, every entry names a field of its
docType's vocabulary (or is a decoy), the bench's totals on both halves are pinned, and the bench
refuses to list the check half. The pinned totals load the model: slow."""

from __future__ import annotations

import pytest

from benchmarks.bench_wild_labels import main
from harness.contract.vocabulary import DOC_TYPES
from tests.support.wild_labels import DECOY, DECOY_VALUES, ENTRIES, labels, repositories


def test_the_halves_share_no_source_and_no_label() -> None:
    fit, check = labels("fit"), labels("check")
    assert not set(repositories("fit")) & set(repositories("check"))
    assert set(repositories("fit")) | set(repositories("check")) == {entry.repository for entry in ENTRIES}
    assert not {entry.repository for entry in fit} & {entry.repository for entry in check}
    assert not {entry.key for entry in fit} & {entry.key for entry in check}
    assert (len(fit), len(check)) == (98, 183)


def test_every_entry_names_a_field_of_its_doc_type() -> None:
    for entry in ENTRIES:
        assert entry.doc_type in DOC_TYPES, entry
        if entry.field == DECOY:
            assert entry.kind in DECOY_VALUES, entry
        else:
            assert entry.field in DOC_TYPES[entry.doc_type] and entry.kind is None, entry
        assert entry.label.strip() == entry.label and entry.label, entry
        assert "/" in entry.repository and " " in entry.source, entry


def test_the_check_half_is_not_listed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--half", "check", "--list"]) == 2
    assert main(["--half", "check", "--all"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 2 and err.startswith("Error: --list and --all name labels one by one")


@pytest.mark.slow
@pytest.mark.parametrize(("half", "totals"), [
    # (labels right, wrong, none; decoys read as none, decoys read as a field), measured on main 598ccd4
    ("fit", (46, 0, 5, 38, 9)),
    ("check", (109, 0, 1, 70, 3)),  # 70, 3 with the utility-bill decoy of one charge alone (words13)
])
def test_the_bench_totals(half: str, totals: tuple[int, int, int, int, int]) -> None:
    from harness.harvest import FieldMatcher
    from harness.ingest.embed import embed_texts
    from tests.support.label_catalogue import measure_cases
    from tests.support.wild_labels import cases

    tally = measure_cases(FieldMatcher(embed_texts), cases(half))
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == totals
