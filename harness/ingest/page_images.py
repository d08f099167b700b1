"""Pixels for OCR: PDF pages rasterized (pypdfium2 by default, pdf2image as the other
backend) and image frames decoded, each refused before decoding when it has more pixels
than the bound (the decompression-bomb guard)."""

from __future__ import annotations

import contextlib
import math
import warnings
from collections.abc import Iterator
from pathlib import Path

from PIL import Image


class PageError(Exception):
    """One page cannot be read; the message is recorded as the document's error."""


def over_bound(width: int, height: int, max_pixels: int) -> bool:
    return width * height > max_pixels


def bound_message(width: int, height: int, max_pixels: int) -> str:
    return (f"image is {width}x{height} = {width * height} pixels, over the bound of "
            f"{max_pixels} pixels (decompression-bomb guard)")


def pdf_raster_size(width_pt: float, height_pt: float, dpi: int) -> tuple[int, int]:
    return math.ceil(width_pt * dpi / 72), math.ceil(height_pt * dpi / 72)


@contextlib.contextmanager
def _own_bound() -> Iterator[None]:
    """Pillow's own bomb check off for the duration: ours runs first, on the header alone."""
    saved = Image.MAX_IMAGE_PIXELS
    Image.MAX_IMAGE_PIXELS = None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            yield
    finally:
        Image.MAX_IMAGE_PIXELS = saved


def image_frame_sizes(path: Path) -> list[tuple[int, int]]:
    """The (width, height) of every frame, read from headers only (nothing is decoded)."""
    with _own_bound(), Image.open(path) as im:
        sizes = []
        for i in range(getattr(im, "n_frames", 1)):
            im.seek(i)
            sizes.append(im.size)
        return sizes


def load_image_frame(path: Path, frame: int, max_pixels: int) -> Image.Image:
    """Decode one frame (a TIFF page) as 8-bit grayscale or RGB."""
    with _own_bound(), Image.open(path) as im:
        try:
            im.seek(frame)
        except EOFError:
            raise PageError(f"page {frame + 1}: no such page in the image") from None
        except Exception as exc:  # a damaged frame header (Pillow raises TypeError, struct.error, ...)
            raise PageError(f"page {frame + 1}: unreadable image: {exc or type(exc).__name__}") from None
        if over_bound(im.width, im.height, max_pixels):
            raise PageError(f"page {frame + 1}: {bound_message(im.width, im.height, max_pixels)}")
        try:
            im.load()
        except Exception as exc:  # Pillow on damaged data: OSError, ValueError, SyntaxError, TypeError, ...
            kind = "TIFF page" if im.format == "TIFF" else f"{im.format} image"
            raise PageError(f"page {frame + 1}: unreadable {kind}: {exc}") from None
        return im.convert("L") if im.mode not in ("L", "RGB") else im.copy()


def render_pdf_page(path: Path, index: int, dpi: int, backend: str, max_pixels: int) -> Image.Image:
    """Rasterize page `index` (0-based) at `dpi` as grayscale, with pypdfium2 (PDFium pinned in
    its wheel) or pdf2image (the system's poppler), as the page is displayed: both honour its /Rotate.
    The bound is checked on the page size first."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        pdf.init_forms()  # form fields drawn from their values too, not only from their appearance streams
        page = pdf[index]
        width, height = page.get_size()
        _check_page(index, *pdf_raster_size(width, height, dpi), max_pixels=max_pixels)
        if backend != "pdf2image":
            return page.render(scale=dpi / 72, grayscale=True).to_pil().copy()
    finally:
        pdf.close()
    from pdf2image import convert_from_path

    images = convert_from_path(str(path), dpi=dpi, first_page=index + 1, last_page=index + 1,
                               grayscale=True, thread_count=1)
    return images[0]


def _check_page(index: int, width: int, height: int, *, max_pixels: int) -> None:
    if over_bound(width, height, max_pixels):
        raise PageError(f"page {index + 1}: {bound_message(width, height, max_pixels)}")
