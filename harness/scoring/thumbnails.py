"""Small first-page pictures of documents for report.html, inline as data: URIs.

A PDF's first page is rasterized with pypdfium2 (grayscale, at twice the thumbnail's width,
then downscaled); an image document's first frame is decoded and downscaled. Each becomes a
grayscale JPEG at most `WIDTH` x `HEIGHT` pixels (about 6-10 KB as base64). The total is
bounded (`BUDGET` characters): documents past it, in the order given, get none. A document
that cannot be read gets none either, and the reason instead. Same file, same bytes: Pillow's
JPEG encoder and PDFium are deterministic, and nothing depends on the clock.
"""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PIL import Image
from pypdfium2 import PdfiumError

from harness.ingest.page_images import PageError, load_image_frame, render_pdf_page
from harness.ingest.settings import DEFAULT_MAX_PIXELS

WIDTH, HEIGHT = 200, 260  # a letter page at 200 px wide is 259 px tall
QUALITY = 50
BUDGET = 3_000_000  # characters of data: URIs in one report (about 300-400 documents)
K = TypeVar("K")
_PDF_DPI = 2 * WIDTH * 72 // 612 + 1  # twice the width of a letter page: downscaled, it is smooth


@dataclass(frozen=True)
class Thumbnail:
    """A document's first page as a data: URI and its size in pixels, or why there is none
    (`uri` empty)."""

    uri: str = ""
    width: int = 0
    height: int = 0
    why_none: str = ""


def _picture(path: Path) -> Image.Image:
    if path.suffix.lower() == ".pdf":
        return render_pdf_page(path, 0, _PDF_DPI, "pypdfium2", DEFAULT_MAX_PIXELS)
    return load_image_frame(path, 0, DEFAULT_MAX_PIXELS)


def thumbnail(path: Path) -> Thumbnail:
    """The first page of the PDF or image at `path` as a `data:image/jpeg;base64,...` URI;
    raises PageError, PdfiumError or OSError when it cannot be read."""
    image = _picture(path).convert("L")
    image.thumbnail((WIDTH, HEIGHT), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, "JPEG", quality=QUALITY, optimize=True)
    return Thumbnail(uri="data:image/jpeg;base64," + base64.b64encode(out.getvalue()).decode("ascii"),
                     width=image.width, height=image.height)


def thumbnails(paths: list[tuple[K, Path]], budget: int = BUDGET) -> dict[K, Thumbnail]:
    """A thumbnail per (key, path), in the order given, until `budget` characters are spent."""
    out: dict[K, Thumbnail] = {}
    spent = 0
    for key, path in paths:
        if spent >= budget:
            out[key] = Thumbnail(why_none="the report's budget for pictures is spent")
            continue
        try:
            picture = thumbnail(path)
        except (PageError, PdfiumError, OSError, ValueError) as exc:  # a damaged, missing or odd file
            out[key] = Thumbnail(why_none=f"unreadable: {exc or type(exc).__name__}")
            continue
        if spent + len(picture.uri) > budget:
            out[key] = Thumbnail(why_none="the report's budget for pictures is spent")
            spent = budget
            continue
        spent += len(picture.uri)
        out[key] = picture
    return out
