"""Text layer: read each document's pages, take the PDF text layer where it is usable,
and plan OCR for the rest (scanned PDF pages, PNG/JPEG/TIFF images).

Each page says which path its text took (`PATHS`, the store's `pages.source`):
- `text-layer`: the PDF's text layer (read upright: harness/ingest/pdf_page.py), or a text file;
- `form-fields`: the text layer with the values of the page's form fields placed in it;
- `ocr-layer`: a text layer mostly invisible (a scanner's OCR laid over the page's image), taken as it is,
  with its words' boxes (harness/ingest/pdf_page.py `layer_words`) for the harvest to read as an OCR's words;
- `ocr`: no usable text layer (a scan, an image), OCRed;
- `ocr-garbled`: a text layer that is not text (harness/ingest/garbage.py), OCRed instead, the
  OCR's words read into the text layer's lines when they fit them (harness/ingest/relabel.py);
- `garbled`: such a text layer kept as it is, because OCR was skipped (`--skip ocr`);
- `none`: no text layer and OCR skipped.
A page's note says why it took a garbled path, or that it was turned to be read upright.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from harness.ingest.garbage import garbled
from harness.ingest.importer import IMAGE_TYPES, PDF, TEXT, ImportedDocument
from harness.ingest.ocr import OcrJob, Word
from harness.ingest.page_images import bound_message, image_frame_sizes, over_bound, pdf_raster_size
from harness.ingest.pdf_page import PdfPageText, layer_rows, layer_words, read_page
from harness.ingest.settings import IngestConfig

TEXT_LAYER, FORM_FIELDS, OCR_LAYER, OCR, OCR_GARBLED, GARBLED, NONE = (
    "text-layer", "form-fields", "ocr-layer", "ocr", "ocr-garbled", "garbled", "none")
PATHS = (TEXT_LAYER, FORM_FIELDS, OCR_LAYER, OCR, OCR_GARBLED, GARBLED, NONE)
OCR_PATHS = (OCR, OCR_GARBLED)  # the pages OCR read
LAYER_PATHS = (TEXT_LAYER, FORM_FIELDS, OCR_LAYER)  # the pages whose text layer was taken


class DocumentError(Exception):
    """A document cannot be read; the message is recorded as its error."""


@dataclass
class PagePlan:
    page: int  # 1-based
    text: str
    source: str
    job: OcrJob | None = None
    confidence: float | None = None
    words: tuple[Word, ...] | None = None
    note: str | None = None  # why a garbled path, or how the page was turned to be read
    # a garbage text layer's line boxes in the OCR image's pixels: its OCR is read into them
    rows: tuple[tuple[float, float, float, float], ...] | None = None


def usable(text: str, min_chars: int) -> bool:
    return sum(1 for c in text if not c.isspace()) >= min_chars


def clean_text(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "")
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def read_document(doc: ImportedDocument, config: IngestConfig) -> list[PagePlan]:
    assert doc.path is not None and doc.media_type is not None
    if doc.media_type == PDF:
        return _read_pdf(doc.path, config)
    if doc.media_type in IMAGE_TYPES:
        return _read_image(doc.path, config)
    if doc.media_type == TEXT:
        try:
            text = doc.path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            raise DocumentError("not UTF-8 text") from None
        return [PagePlan(1, clean_text(text), TEXT_LAYER)]
    raise DocumentError(f"unsupported media type {doc.media_type}")


def _ocr_or_none(page: int, text: str, job: OcrJob, config: IngestConfig, garbled_why: str | None = None) -> PagePlan:
    if garbled_why is not None:
        return PagePlan(page, text, GARBLED if "ocr" in config.skip else OCR_GARBLED,
                        None if "ocr" in config.skip else job, note=f"garbled text layer: {garbled_why}")
    if "ocr" in config.skip:
        return PagePlan(page, text, TEXT_LAYER if text.strip() else NONE)
    return PagePlan(page, text, OCR, job)


def _read_note(read: PdfPageText) -> str | None:
    """How a page's text was put in reading order: read upright (its /Rotate and the direction
    its text runs), flattened fields placed; None for a page read as it is."""
    notes = []
    if read.rotation or read.turned:
        notes.append(f"read upright (/Rotate {read.rotation}, text at {read.turned} degrees)")
    if read.placed:
        notes.append(f"{read.placed} flattened field{'s' if read.placed > 1 else ''} placed by position")
    return "; ".join(notes) or None


def _read_pdf(path: Path, config: IngestConfig) -> list[PagePlan]:
    import pypdfium2 as pdfium

    with open(path, "rb") as fh:
        fh.seek(0, 2)
        size = fh.tell()
        fh.seek(max(0, size - 1024))
        tail = fh.read()
    if b"%%EOF" not in tail:
        raise DocumentError("truncated PDF: no %%EOF marker at the end")
    try:
        pdf = pdfium.PdfDocument(str(path))
        if "forms" not in config.skip:  # --skip forms: an ingest that ignores form fields (the selftest's forms-off)
            pdf.init_forms()  # before any page is loaded: the form fields' values (none: nothing done)
    except pdfium.PdfiumError as exc:
        raise DocumentError(f"unreadable PDF: {exc}") from None
    plans: list[PagePlan] = []
    try:
        if len(pdf) == 0:
            raise DocumentError("PDF has no pages")
        for i in range(len(pdf)):
            read = read_page(pdf, i)
            text = clean_text(read.layer)
            why = None
            if usable(text, config.min_text_chars):
                why = garbled(text)
                if why is None:
                    source = FORM_FIELDS if read.fields else OCR_LAYER if read.invisible else TEXT_LAYER
                    words = layer_words(pdf, i, config.ocr_dpi) if source == OCR_LAYER and not read.rotation \
                        and not read.turned else None
                    plans.append(PagePlan(i + 1, clean_text(read.text), source, note=_read_note(read), words=words))
                    continue
            width, height = read.size
            w, h = pdf_raster_size(width, height, config.ocr_dpi)
            if over_bound(w, h, config.max_pixels):
                raise DocumentError(
                    f"page {i + 1} at {config.ocr_dpi} dpi: {bound_message(w, h, config.max_pixels)}")
            job = OcrJob(path, "pdf", i, config.ocr_dpi, config.ocr_lang, config.raster_backend,
                         config.max_pixels, config.ocr_engine)
            plan = _ocr_or_none(i + 1, text, job, config, why)
            if plan.job is not None and why is not None and not read.rotation and not read.turned:
                plan.rows = layer_rows(pdf, i, config.ocr_dpi)
            plans.append(plan)
    finally:
        pdf.close()
    return plans


def _read_image(path: Path, config: IngestConfig) -> list[PagePlan]:
    try:
        sizes = image_frame_sizes(path)
    except Exception as exc:  # Pillow on a damaged file: OSError, TypeError, struct.error, ... (one file's error)
        raise DocumentError(f"unreadable image: {exc or type(exc).__name__}") from None
    plans = []
    for i, (w, h) in enumerate(sizes):
        if over_bound(w, h, config.max_pixels):
            where = f"page {i + 1}: " if len(sizes) > 1 else ""
            raise DocumentError(where + bound_message(w, h, config.max_pixels))
        job = OcrJob(path, "image", i, config.ocr_dpi, config.ocr_lang, config.raster_backend,
                     config.max_pixels, config.ocr_engine)
        plans.append(_ocr_or_none(i + 1, "", job, config))
    return plans
