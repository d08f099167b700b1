"""The erase before OCR (harness/ingest/page_marks.py) gives the reference's image
(tests/support/page_marks_reference.py) bit for bit on every page of generated scans: a seen:fit
household delivered all as scans (office scans, photocopies, faxes, phone photos; PDF, PNG, JPEG,
TIFF), and blind-grammar documents scanned as a corpus scans them (tests/support/scanned_reading.py).
benchmarks/bench_ingest.py --erase measures the same pages' time, old and new."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.erase_pages import corpus_jobs, prepared_page, same_erase


@pytest.mark.slow
def test_every_page_of_a_scanned_household_is_erased_as_the_reference_erases_it(tmp_path: Path) -> None:
    from generator.corpus.writer import Settings, write_corpus

    write_corpus(Settings(100, size="small", scan_ratio=1.0, layouts="seen:fit"), tmp_path / "corpus", workers=1)
    same = [same_erase(prepared_page(job)) for job in corpus_jobs(tmp_path / "corpus")]
    assert (len(same), sum(same)) == (16, 16)


@pytest.mark.slow
def test_every_page_of_scanned_blind_documents_is_erased_as_the_reference_erases_it(tmp_path: Path) -> None:
    from tests.support.blind_grammar import pages
    from tests.support.scanned_reading import scan_jobs

    jobs = [job for i, doc in enumerate(pages("fit", 16)) for job in scan_jobs(doc.pdf(), 0, i, tmp_path)[1]]
    same = [same_erase(prepared_page(job)) for job in jobs]
    assert (len(same), sum(same)) == (17, 17)
