"""OCR with tesseract (through pytesseract), one page per work unit, pages on an executor
(harness.runtime.executor: a local process pool or Ray), batched OCR_BATCH pages per task.

Tesseract runs with OMP_THREAD_LIMIT=1: its OpenMP threads make it slower on a small
machine; parallelism comes from running pages in separate processes instead.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.ingest.page_images import PageError, load_image_frame, render_pdf_page
from harness.runtime.executor import TaskFailed

# Pages per executor task: a page costs 0.3-1 s, a task a few milliseconds to schedule, so
# two pages keep the overhead under 1% while the last tasks of a run stay short.
OCR_BATCH = 2

# A recognized word: text, left, top, width, height, block, paragraph, line, confidence.
Word = tuple[str, int, int, int, int, int, int, int, int]


@dataclass(frozen=True)
class OcrJob:
    path: Path
    kind: str  # "pdf" (a page to rasterize) or "image" (a frame to decode)
    index: int  # 0-based page or frame
    dpi: int
    lang: str
    backend: str
    max_pixels: int


@dataclass(frozen=True)
class OcrResult:
    text: str
    confidence: float | None
    raster_seconds: float
    ocr_seconds: float
    error: str | None = None
    words: tuple[Word, ...] = ()
    smoothed: bool = False


def _limit_threads() -> None:
    os.environ["OMP_THREAD_LIMIT"] = "1"


def tesseract_version() -> str:
    import pytesseract

    return str(pytesseract.get_tesseract_version())


def words_from_data(data: dict[str, list[Any]]) -> list[Word]:
    """Every recognized word: text, left, top, width, height, block, paragraph, line, confidence."""
    out = []
    for i, word in enumerate(data["text"]):
        word = (word or "").strip()
        if word:
            out.append((word, int(data["left"][i]), int(data["top"][i]), int(data["width"][i]),
                        int(data["height"][i]), int(data["block_num"][i]), int(data["par_num"][i]),
                        int(data["line_num"][i]), round(float(data["conf"][i]))))
    return out


def text_from_data(data: dict[str, list[Any]]) -> tuple[str, float | None]:
    """Page text (words joined by line, blank line between blocks) and mean word confidence."""
    lines: dict[tuple[int, int, int], list[str]] = {}
    confs: list[float] = []
    for i, word in enumerate(data["text"]):
        word = (word or "").strip()
        if not word:
            continue
        key = (int(data["block_num"][i]), int(data["par_num"][i]), int(data["line_num"][i]))
        lines.setdefault(key, []).append(word)
        conf = float(data["conf"][i])
        if conf >= 0:
            confs.append(conf)
    out: list[str] = []
    last_block = None
    for key in lines:  # insertion order is tesseract's reading order
        if last_block is not None and key[0] != last_block:
            out.append("")
        out.append(" ".join(lines[key]))
        last_block = key[0]
    confidence = round(sum(confs) / len(confs), 2) if confs else None
    return "\n".join(out), confidence


BILEVEL_SHARE = 0.98  # a page this much pure black or white is a fax or a dithered scan
SMOOTH_RADIUS = 1.2  # Gaussian blur that turns dithered strokes back into shapes tesseract reads


def prepare_image(image: Any) -> tuple[Any, bool]:
    """Grayscale for tesseract; a bilevel (dithered) page is smoothed first. (image, smoothed)"""
    from PIL import ImageFilter

    gray = image if image.mode == "L" else image.convert("L")
    hist = gray.histogram()
    if (hist[0] + hist[255]) >= BILEVEL_SHARE * max(1, gray.width * gray.height):
        return gray.filter(ImageFilter.GaussianBlur(SMOOTH_RADIUS)), True
    return gray, False


def ocr_image(image: Any, lang: str = "eng") -> tuple[str, float | None, list[Word]]:
    """Text, mean word confidence (0-100) and word boxes of one page image."""
    import pytesseract

    _limit_threads()
    # pytesseract hands tesseract a temporary file in the image's format: BMP costs ~2 ms to
    # write where PNG costs ~100 ms a page
    image.format = "BMP"
    data = pytesseract.image_to_data(image, lang=lang, output_type=pytesseract.Output.DICT)
    text, conf = text_from_data(data)
    return text, conf, words_from_data(data)


def run_job(job: OcrJob) -> OcrResult:
    """Rasterize or decode one page, then OCR it. Runs inside a worker process."""
    import pytesseract

    t0 = time.perf_counter()
    try:
        if job.kind == "pdf":
            image = render_pdf_page(job.path, job.index, job.dpi, job.backend, job.max_pixels)
        else:
            image = load_image_frame(job.path, job.index, job.max_pixels)
    except PageError as exc:
        return OcrResult("", None, time.perf_counter() - t0, 0.0, str(exc))
    except Exception as exc:  # a rasterizer failure on one page must not stop the run
        return OcrResult("", None, time.perf_counter() - t0, 0.0,
                         f"page {job.index + 1}: cannot rasterize: {exc}")
    image, smoothed = prepare_image(image)
    t1 = time.perf_counter()
    try:
        text, conf, words = ocr_image(image, job.lang)
    except pytesseract.TesseractError as exc:
        return OcrResult("", None, t1 - t0, time.perf_counter() - t1,
                         f"page {job.index + 1}: tesseract failed: {exc.message}")
    return OcrResult(text, conf, t1 - t0, time.perf_counter() - t1, words=tuple(words), smoothed=smoothed)


def failed_result(job_index: int, failed: TaskFailed) -> OcrResult:
    """The result of a page whose task failed twice (a crashed worker, an unexpected error):
    its document is recorded as failed with this error."""
    return OcrResult("", None, 0.0, 0.0, f"page {job_index + 1}: OCR failed twice: {failed.error}")
