"""A born-digital PDF read as the bundled ingest reads its scan.

The generator's scan simulator degrades every page by the profile and file format a corpus would draw for
the document (generator.scan.choose, from (seed, document index): the corpus's own mix of office scans,
faxes and phone photos), the scan is written as the files a corpus would hold, and the ingest's OCR job
(harness.ingest.ocr.run_job: rasterize or decode, prepare, erase the page's marks, tesseract) reads each
page at the ingest's defaults. The words go through JSON as the store keeps them, so the harvest gets what
it gets from a store. The gallery and blind-grammar benches read their pages this way with `--scans`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2

from generator.scan.choose import choose_format, choose_profile
from generator.scan.document import scan_pdf
from harness.harvest import PageText
from harness.ingest.ocr import OcrJob, run_job
from harness.ingest.page_images import image_frame_sizes
from harness.ingest.settings import IngestConfig
from harness.store.database import words_from_json


def scan_jobs(pdf: bytes, seed: int, doc_index: int, folder: Path) -> tuple[str, list[OcrJob]]:
    """Scan `pdf` into `folder` as document `doc_index` of a corpus of `seed` would be scanned:
    (the profile drawn, one OCR job per page in page order)."""
    pages = len(pypdfium2.PdfDocument(pdf))
    profile = choose_profile(seed, doc_index)
    fmt = choose_format(profile, seed, doc_index, pages)
    scan = scan_pdf(pdf, profile, seed, doc_index, fmt)
    config = IngestConfig()

    def job(path: Path, kind: str, index: int) -> OcrJob:
        return OcrJob(path, kind, index, config.ocr_dpi, config.ocr_lang, config.raster_backend, config.max_pixels)

    jobs = []
    for suffix, data in scan.files:
        path = folder / f"scan-{doc_index}{suffix}"
        path.write_bytes(data)
        if fmt == "pdf":
            jobs += [job(path, "pdf", i) for i in range(pages)]
        else:
            jobs += [job(path, "image", i) for i in range(len(image_frame_sizes(path)))]
    return profile, jobs


def read_job(job: OcrJob) -> tuple[str, str | None]:
    """One page's OCR text and its words as the store keeps them (JSON), as a process pool can return."""
    result = run_job(job)
    if result.error is not None:
        raise RuntimeError(result.error)
    return result.text, json.dumps([list(w) for w in result.words])


def as_pages(read: list[tuple[str, str | None]]) -> list[PageText]:
    """The harvest's pages from read_job's results, in page order."""
    return [PageText(number, text, words_from_json(words)) for number, (text, words) in enumerate(read, 1)]


def scanned_pages(pdf: bytes, seed: int, doc_index: int, folder: Path) -> list[PageText]:
    """`pdf` scanned and read back, one page after another in this process."""
    _profile, jobs = scan_jobs(pdf, seed, doc_index, folder)
    return as_pages([read_job(j) for j in jobs])
