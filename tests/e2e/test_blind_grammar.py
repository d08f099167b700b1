"""The blind page grammar (tests/support/blind_grammar.py): deterministic, its ground truth printed on its
pages, its halves disjoint, and a small fixed sample of its fit half harvested with the real model (`full`:
the rules, then the general matcher), pinned as exact counts (a pin that moves when the harvest changes,
like the gallery pins; benchmarks/bench_blind_grammar.py measures whole halves)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import FieldMatcher, PageText, TypeGuesser, harvest, load_rules
from harness.ingest.embed import embed_texts
from tests.support.blind_grammar import DOCS, BlindPage, all_pools, matches, members, page, pages
from tests.support.block_gallery import read_pages
from tests.support.scanned_reading import as_pages, read_job, scan_jobs

# the grammar's first measure (blind1, on 6095c5c's harvest): the first 20 fit documents (18 of a docType
# printing 111 fields, 2 lookalikes): 96 right, 3 wrong, 17 of 18 typed, both lookalikes untyped
# rules7: a title over the addressee read as a title (A016's card statement typed): 104 right, 18 of 18 typed
SAMPLE_FULL = {"right": 104, "wrong": 1, "typed": 18, "untyped lookalikes": 2}
# the same harvest on the first six fit documents scanned (the twenty-eighth session, on 143b697's OCR):
SCANNED_FILES = [("office-scan", ["scan-0.png"]), ("office-scan", ["scan-1.tif"]), ("phone-photo", ["scan-2.pdf"]),
                 ("office-scan", ["scan-3.jpg"]), ("office-scan", ["scan-4.jpg"]), ("fax", ["scan-5.png"])]
SCANNED_FULL = {"right": 31, "wrong": 1, "typed": 5, "untyped lookalikes": 0}


def _flat(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def _reads_as(doc_type: str, f: str, printed: str, norm: str) -> bool:
    """The printed text is the normalized value: as the probe reads it, an id's digits in it, or a date
    printed month-day-year with dashes (a style the probe's reading does not take)."""
    dashed = re.fullmatch(r"(\d\d)-(\d\d)-(\d{4})", printed)
    if dashed:
        return f"{dashed[3]}-{dashed[1]}-{dashed[2]}" == norm
    return matches(doc_type, f, printed, norm) or norm in printed


def test_same_seed_same_pdf_bytes() -> None:
    for half, index in (("A", 0), ("A", 7), ("B", 3), ("B", 9), ("A", 24)):
        assert page(half, 5, index).pdf() == page(half, 5, index).pdf()
    assert page("A", 5, 0).pdf() != page("A", 6, 0).pdf()


def test_halves_share_no_pool_member() -> None:
    for name, pool in all_pools().items():
        assert len(set(pool)) == len(pool), name
        assert len(pool) >= 2, name
        assert not set(members(pool, "A")) & set(members(pool, "B")), name


def test_ground_truth_is_printed_and_of_its_doc_type() -> None:
    docs = pages("fit", 40) + pages("check", 40)
    assert {d.doc_type for d in docs} == {*DOCS, ""}
    for doc in docs:
        text = _flat(" ".join(p.text for p in read_pages(doc.pdf())))
        assert set(doc.fields) == set(doc.printed) == set(doc.where), doc.name
        assert set(doc.fields) <= set(DOC_TYPES.get(doc.doc_type, {})), doc.name
        for f, printed in doc.printed.items():
            assert _flat(printed) in text, (doc.name, f, printed)
            assert _reads_as(doc.doc_type, f, printed, doc.fields[f]), (doc.name, f, printed, doc.fields[f])
        if doc.doc_type:
            assert len(doc.fields) >= len(DOC_TYPES[doc.doc_type]) - 2, doc.name
    assert all(d.half == "A" for d in docs[:40]) and all(d.half == "B" for d in docs[40:])


def _counts(docs: list[BlindPage], read: list[list[PageText]]) -> dict[str, int]:
    """Mode `full` over the documents as `read` gives their pages: right and wrong fields of the documents
    typed right, documents typed right, lookalikes left untyped."""
    matcher, guesser, rules = FieldMatcher(embed_texts), TypeGuesser(embed_texts), load_rules()
    counts = dict.fromkeys(SAMPLE_FULL, 0)
    for doc, doc_pages in zip(docs, read, strict=True):
        result = harvest(doc_pages, rules, matcher, guesser)
        if not doc.doc_type:
            counts["untyped lookalikes"] += result.classification.doc_type is None
            continue
        if result.classification.doc_type != doc.doc_type:
            continue
        counts["typed"] += 1
        got = {f.field: f.normalized if f.normalized is not None else f.value for f in result.fields}
        for f, want in doc.fields.items():
            if f in got:
                ok = matches(doc.doc_type, f, got[f], want)
                counts["right"] += ok
                counts["wrong"] += not ok
    return counts


@pytest.mark.slow
def test_fit_sample_in_mode_full() -> None:
    docs = pages("fit", 20)
    assert _counts(docs, [read_pages(doc.pdf()) for doc in docs]) == SAMPLE_FULL


@pytest.mark.slow
def test_fit_sample_scanned_in_mode_full(tmp_path: Path) -> None:
    """The first six fit documents scanned as a seed-0 corpus would scan them and read by the ingest's OCR
    job (tests/support/scanned_reading.py; benchmarks/bench_blind_grammar.py --scans)."""
    docs = pages("fit", 6)
    planned = [scan_jobs(doc.pdf(), 0, i, tmp_path) for i, doc in enumerate(docs)]
    assert [(profile, [job.path.name for job in jobs]) for profile, jobs in planned] == SCANNED_FILES
    read = [as_pages([read_job(job) for job in jobs]) for _profile, jobs in planned]
    assert _counts(docs, read) == SCANNED_FULL
