"""The page images the erase before OCR gets (harness.ingest.ocr.run_job: rasterized or decoded, then
prepared) from every page of a corpus's documents, and the erase there compared with the reference
(tests/support/page_marks_reference.py): tests/e2e/test_page_marks_corpus.py and
benchmarks/bench_ingest.py --erase."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.contract.manifest import load_manifest
from harness.ingest.ocr import OcrJob, load_page, prepare_image
from harness.ingest.ocr_engines import smooths_bilevel
from harness.ingest.page_images import image_frame_sizes
from harness.ingest.settings import IngestConfig


def corpus_jobs(corpus: Path) -> list[OcrJob]:
    """One OCR job per page of every document of `corpus`, in the manifest's order, at the ingest's defaults."""
    import pypdfium2

    config = IngestConfig()
    jobs = []
    for document in load_manifest(corpus).documents or []:
        path = corpus / document.file
        if path.suffix.lower() == ".pdf":
            kind, count = "pdf", len(pypdfium2.PdfDocument(str(path)))
        else:
            kind, count = "image", len(image_frame_sizes(path))
        jobs += [OcrJob(path, kind, i, config.ocr_dpi, config.ocr_lang, config.raster_backend, config.max_pixels)
                 for i in range(count)]
    return jobs


def prepared_page(job: OcrJob) -> Any:
    """The image run_job hands to the erase: the page loaded and prepared for the job's engine."""
    return prepare_image(load_page(job), smooths_bilevel(job.engine))[0]


def same_erase(image: Any) -> bool:
    """Whether the harness's erase and the reference give the same image, bit for bit (the page
    itself back from both when there is nothing to erase)."""
    import numpy as np

    from harness.ingest.page_marks import erase_marks
    from tests.support.page_marks_reference import erase_marks as reference

    ours, theirs = erase_marks(image), reference(image)
    if (ours is image) != (theirs is image):
        return False
    return ours.mode == theirs.mode and np.array_equal(np.asarray(ours), np.asarray(theirs))
