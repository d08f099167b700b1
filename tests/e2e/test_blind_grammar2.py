"""The second blind page grammar (tests/support/blind_grammar2.py): deterministic, its halves disjoint, its
ground truth of its docType's vocabulary and printed on its pages, and small fixed samples of both halves
harvested with the real model (`full`: the rules, then the general matcher) by
benchmarks/bench_blind_grammar2.py's measure, pinned as exact totals (pins that move when the harvest
changes, like the gallery pins; the check half is read by its totals only)."""

from __future__ import annotations

import re

import pytest

from benchmarks.bench_blind_grammar import measure, text_layers
from benchmarks.bench_blind_grammar2 import main as bench_main
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import FieldMatcher, TypeGuesser
from harness.ingest.embed import embed_texts
from tests.support.blind_grammar2 import DOCS, all_pools, matches, members, page, pages, width
from tests.support.block_gallery import read_pages

# the grammar's first measure (grammar13, on main 598ccd4's harvest), the first 24 documents of each half
# (21 of a docType, 3 lookalikes), mode full: (right, wrong, of, typed, lookalikes untyped)
SAMPLE_FIT = (125, 5, 136, 21, 3)
SAMPLE_CHECK = (120, 7, 137, 21, 3)


def _flat(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def test_same_seed_same_pdf_bytes() -> None:
    for half, index in (("A", 0), ("A", 7), ("B", 3), ("B", 10), ("A", 27)):
        assert page(half, 5, index).pdf() == page(half, 5, index).pdf()
    assert page("A", 5, 0).pdf() != page("A", 6, 0).pdf()
    assert page("A", 5, 0).pdf() != page("B", 5, 0).pdf()


def test_halves_share_no_pool_member() -> None:
    for name, pool in all_pools().items():
        assert len(set(pool)) == len(pool), name
        assert len(pool) >= 2, name
        assert not set(members(pool, "A")) & set(members(pool, "B")), name
        assert sorted(members(pool, "A") + members(pool, "B")) == sorted(pool), name


def test_ground_truth_is_printed_and_of_its_doc_type() -> None:
    docs = pages("fit", 48) + pages("check", 48)
    assert {d.doc_type for d in docs} == {*DOCS, ""}
    for doc in docs:
        text = _flat(" ".join(p.text for p in read_pages(doc.pdf())))
        assert set(doc.fields) == set(doc.printed) == set(doc.where), doc.name
        assert set(doc.fields) <= set(DOC_TYPES.get(doc.doc_type, {})), doc.name
        for f, printed in doc.printed.items():
            assert _flat(printed) in text, (doc.name, f, printed)
            want = doc.fields[f]
            assert matches(doc.doc_type, f, printed, want) or want in printed, (doc.name, f, printed, want)
        if doc.doc_type:
            assert len(doc.fields) >= len(DOC_TYPES[doc.doc_type]) - 2, doc.name
        else:
            assert not doc.fields, doc.name
    assert all(d.half == "A" for d in docs[:48]) and all(d.half == "B" for d in docs[48:])


def _boxes(ops: list[tuple[object, ...]]) -> list[tuple[float, float, float, float]]:
    """Each text's box on its page (x0, x1, top, bottom): its width in its font, its size's ascent and descent."""
    out = []
    for op in ops:
        if op[0] == "text":
            _, x, top, txt, font, size, align = op
            w = width(str(txt), str(font), float(size))  # type: ignore[arg-type]
            x0 = float(x) - {"l": 0.0, "r": w, "c": w / 2}[str(align)]  # type: ignore[arg-type]
            out.append((x0, x0 + w, float(top) - float(size) * 0.75, float(top) + float(size) * 0.2))  # type: ignore[arg-type]
    return out


def test_nothing_drawn_runs_into_anything_else() -> None:
    """No text overlaps another or leaves the page: the text layer reads each as the page shows it."""
    for doc in pages("fit", 48) + pages("check", 48):
        assert doc.sheet is not None
        for ops in doc.sheet.pages:
            boxes = _boxes(ops)
            assert all(x0 >= 18 and x1 <= 594 for x0, x1, _t, _b in boxes), doc.name
            for i, a in enumerate(boxes):
                for b in boxes[i + 1 :]:
                    apart = a[1] <= b[0] + 1 or b[1] <= a[0] + 1 or a[3] <= b[2] + 1 or b[3] <= a[2] + 1
                    assert apart, doc.name


def test_matches_reads_as_the_probe() -> None:
    assert matches("bank-statement", "ending_balance", "1,234.56-", "-1234.56")
    assert matches("credit-card-statement", "new_balance", "45.00 CR", "-45.00")
    assert matches("utility-bill", "due_date", "JAN 05 2025", "2025-01-05")
    assert matches("W-2", "employee_name", "BROOKS, TYLER J.", "Tyler J. Brooks")
    assert not matches("invoice", "invoice_number", "INV-1", "INV-2")
    assert not matches("invoice", "total_due", "$12.00", "12.01")


def test_bench_shows_the_fit_half_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["--half", "check", "--show"]) == 2
    assert bench_main(["--half", "both", "--pages-show"]) == 2
    message = "Error: --show is for the fit half only (the check half is read by its totals)\n"
    assert capsys.readouterr().err == 2 * message


def _totals(part: str, n: int) -> tuple[int, int, int, int, int]:
    docs = pages(part, n)
    r = measure(docs, text_layers(docs), "full", FieldMatcher(embed_texts), TypeGuesser(embed_texts), matches)
    return r.right, r.wrong, r.total, r.typed, r.untyped


@pytest.mark.slow
def test_fit_sample_in_mode_full() -> None:
    assert _totals("fit", 24) == SAMPLE_FIT


@pytest.mark.slow
def test_check_sample_in_mode_full() -> None:
    assert _totals("check", 24) == SAMPLE_CHECK
