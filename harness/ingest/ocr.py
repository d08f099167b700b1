"""OCR, one page per work unit, pages on an executor (harness.runtime.executor: a local
process pool or Ray), batched OCR_BATCH pages per task. Each page is rasterized or decoded,
prepared (grayscale, a dithered page smoothed, its rules and dot leaders erased:
harness/ingest/page_marks.py), then read by the job's engine
(harness/ingest/ocr_engines.py: tesseract by default, or rapidocr).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.ingest.ocr_words import OcrEngineError, Word
from harness.ingest.page_images import PageError, load_image_frame, render_pdf_page
from harness.runtime.executor import TaskFailed

# Pages per executor task: a page costs 0.3-1 s, a task a few milliseconds to schedule, so
# two pages keep the overhead under 1% while the last tasks of a run stay short.
OCR_BATCH = 2

@dataclass(frozen=True)
class OcrJob:
    path: Path
    kind: str  # "pdf" (a page to rasterize) or "image" (a frame to decode)
    index: int  # 0-based page or frame
    dpi: int
    lang: str
    backend: str
    max_pixels: int
    engine: str = "tesseract"  # harness.runtime.settings.OCR_ENGINES


@dataclass(frozen=True)
class OcrResult:
    text: str
    confidence: float | None
    raster_seconds: float
    ocr_seconds: float
    error: str | None = None
    words: tuple[Word, ...] = ()
    smoothed: bool = False


BILEVEL_SHARE = 0.98  # a page this much pure black or white is a fax or a dithered scan
SMOOTH_RADIUS = 1.2  # Gaussian blur that turns dithered strokes back into shapes tesseract reads


def prepare_image(image: Any, smooth_bilevel: bool = True) -> tuple[Any, bool]:
    """Grayscale for the engine; a bilevel (dithered) page is smoothed first when the engine
    wants it (tesseract does; rapidocr reads spaces worse on a blurred page). (image, smoothed)"""
    from PIL import ImageFilter

    gray = image if image.mode == "L" else image.convert("L")
    hist = gray.histogram()
    if smooth_bilevel and (hist[0] + hist[255]) >= BILEVEL_SHARE * max(1, gray.width * gray.height):
        return gray.filter(ImageFilter.GaussianBlur(SMOOTH_RADIUS)), True
    return gray, False


def load_page(job: OcrJob) -> Any:
    """The job's page rasterized (a PDF's) or decoded (an image's frame); PageError when it cannot be."""
    if job.kind == "pdf":
        return render_pdf_page(job.path, job.index, job.dpi, job.backend, job.max_pixels)
    return load_image_frame(job.path, job.index, job.max_pixels)


def run_job(job: OcrJob) -> OcrResult:
    """Rasterize or decode one page, then OCR it. Runs inside a worker process."""
    from harness.ingest.ocr_engines import erases_marks, ocr_image, smooths_bilevel
    from harness.ingest.page_marks import erase_marks

    t0 = time.perf_counter()
    try:
        image = load_page(job)
    except PageError as exc:
        return OcrResult("", None, time.perf_counter() - t0, 0.0, str(exc))
    except Exception as exc:  # a rasterizer failure on one page must not stop the run
        return OcrResult("", None, time.perf_counter() - t0, 0.0,
                         f"page {job.index + 1}: cannot rasterize: {exc}")
    image, smoothed = prepare_image(image, smooths_bilevel(job.engine))
    if erases_marks(job.engine):
        image = erase_marks(image)
    t1 = time.perf_counter()
    try:
        text, conf, words = ocr_image(job.engine, image, job.lang)
    except OcrEngineError as exc:
        return OcrResult("", None, t1 - t0, time.perf_counter() - t1, f"page {job.index + 1}: {exc}")
    return OcrResult(text, conf, t1 - t0, time.perf_counter() - t1, words=tuple(words), smoothed=smoothed)


def failed_result(job_index: int, failed: TaskFailed) -> OcrResult:
    """The result of a page whose task failed twice (a crashed worker, an unexpected error):
    its document is recorded as failed with this error."""
    return OcrResult("", None, 0.0, 0.0, f"page {job_index + 1}: OCR failed twice: {failed.error}")
