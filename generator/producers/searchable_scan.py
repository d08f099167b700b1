"""`searchable-scan`: a scanned page image under an invisible OCR text layer, as scanner
software writes a "searchable PDF".

reportlab's PDF is scanned with one of the scan simulator's profiles (generator/scan/:
rasterized, degraded, encoded as JPEG, or PNG for black and white), each page image is OCRed by
tesseract into a PDF page (the image, and the recognized words drawn invisibly, `3 Tr`, in
tesseract's GlyphLessFont), and the pages are joined with pikepdf, the creation date dropped.
The text layer is tesseract's reading, errors and all: which printed values it does not hold
verbatim is recorded (`notVerbatim`).

Its `rendering` stays `born-digital`: a reader takes its text from the PDF's text layer, as it
does for any born-digital file, and needs no OCR of its own (`documents[].scan` is for files
that carry no text). The scan it went through is recorded here, in `documents[].producer.scan`.

Same seed, same bytes on one machine: the pixels come from the pinned rasterizer and the seeded
chain; the text layer from the tesseract binary and its `eng` model, which are not pinned (a
system package): its version is recorded (`ocr`), and another version may read other words.
"""

from __future__ import annotations

import io
import os
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any, Final

import numpy as np
import pikepdf

from generator.producers.base import Produced, ProduceInput, Producer, ProducerError
from generator.scan.document import scan_pdf
from generator.scan.profiles import get_profile

# the profiles of scanners whose software writes searchable PDFs: flatbed and sheet-fed
# scanners, copiers' scan-to-PDF, phone scanner apps (a fax server hands on an image)
SCAN_PROFILES: Final[tuple[str, ...]] = ("clean", "office-scan", "photocopy", "phone-photo")
OCR_LANG: Final[str] = "eng"
SEED_BOUND: Final[int] = 2**31 - 1


@cache
def tesseract_version() -> str:
    import pytesseract

    try:
        return f"tesseract {pytesseract.get_tesseract_version()}"
    except pytesseract.TesseractNotFoundError:
        raise ProducerError("searchable-scan needs tesseract: install tesseract-ocr (make setup)") from None


def ocr_page(image: bytes, suffix: str, dpi: int) -> bytes:
    """tesseract's PDF of one page image: the image as given, its words invisible above it."""
    import pytesseract

    os.environ["OMP_THREAD_LIMIT"] = "1"  # as the ingest runs it (harness/ingest/ocr_tesseract.py)
    with tempfile.TemporaryDirectory(prefix="rag-gen-ocr-") as folder:
        path = Path(folder) / f"page{suffix}"
        path.write_bytes(image)
        try:
            data = pytesseract.image_to_pdf_or_hocr(str(path), lang=OCR_LANG, config=f"--dpi {dpi}",
                                                    extension="pdf")
        except pytesseract.TesseractError as exc:
            raise ProducerError(f"searchable-scan: tesseract failed: {exc.message}") from None
    assert isinstance(data, bytes)
    return data


def join_pages(pages: list[bytes]) -> bytes:
    """One PDF of tesseract's pages, its producer kept and its creation date dropped."""
    with pikepdf.new() as out:
        producer = None
        for page in pages:
            src = pikepdf.open(io.BytesIO(page))
            producer = producer or src.docinfo.get("/Producer")
            out.pages.extend(src.pages)
        if producer is not None:
            out.docinfo["/Producer"] = producer
        buf = io.BytesIO()
        out.save(buf, deterministic_id=True)
    return buf.getvalue()


def text_layer(pdf: bytes) -> str:
    """What a reader extracts from the file's text layer, page after page."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        return "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()


def _squeezed(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def not_verbatim(values: dict[str, str], text: str) -> list[str]:
    """The fields whose printed value (each of its lines, spaces squeezed) the text does not contain."""
    held = _squeezed(text)
    return sorted(field for field, value in values.items()
                  if any(_squeezed(line) not in held for line in value.split("\n") if line.strip()))


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    profile = SCAN_PROFILES[int(rng.integers(len(SCAN_PROFILES)))]
    scan_seed = int(rng.integers(SEED_BOUND))
    prof = get_profile(profile)
    fmt = "png" if prof.color == "1" else "jpeg"
    ocr = tesseract_version()
    scanned = scan_pdf(doc.pdf, profile, scan_seed, 0, fmt)
    data = join_pages([ocr_page(image, Path(name).suffix, prof.dpi) for name, image in scanned.files])
    missing = not_verbatim(doc.values, text_layer(data))
    applied: dict[str, Any] = {
        "ocr": ocr, "ocrLang": OCR_LANG, "profile": profile, "scanSeed": scan_seed, "scan": scanned.record,
        "values": len(doc.values), "verbatim": len(doc.values) - len(missing), "notVerbatim": missing,
    }
    return Produced(data, len(scanned.files), applied)


SEARCHABLE_SCAN = Producer(
    name="searchable-scan",
    summary="a scanned page image under tesseract's invisible OCR text layer (3 Tr), as scanner software "
            "writes a searchable PDF: the text is OCR's, errors and all",
    produce=_produce,
    parameters={
        "profile": " | ".join(SCAN_PROFILES) + " (rag-gen profiles)",
        "scanSeed": f"0..{SEED_BOUND - 1} (the scan chain's seed)",
    },
)
