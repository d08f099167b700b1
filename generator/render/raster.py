"""Rasterize PDF pages into Pillow images with a named backend.

Two backends: `pdfium` (pypdfium2, the default: its PDFium binary is pinned inside the
wheel, so pixels do not depend on the operating system) and `poppler` (pdf2image over the
system's `pdftoppm`). Both honour one size contract: a page of W x H points rendered at D
dots per inch is ceil(W * D / 72) x ceil(H * D / 72) pixels (poppler's rounding; PDFium's
floating-point scale can overshoot by a pixel, which is trimmed). Images are RGB.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from typing import Final, Literal

from PIL import Image

from harness.runtime.errors import RagError
from harness.runtime.versions import dist_version

Backend = Literal["pdfium", "poppler"]
BACKENDS: Final[tuple[str, ...]] = ("pdfium", "poppler")
DEFAULT_BACKEND: Final[str] = "pdfium"
MIN_DPI: Final[int] = 36
MAX_DPI: Final[int] = 600
MAX_PAGE_PIXELS: Final[int] = 60_000_000  # about a 36 x 36 inch page at 200 dpi


class RasterError(RagError):
    """A PDF cannot be rasterized with the requested backend or resolution."""


@dataclass(frozen=True)
class RasterizerInfo:
    """Which rasterizer drew the pixels: recorded in the scan record and the provenance."""

    backend: str
    version: str

    def provenance(self) -> dict[str, str]:
        return {"rasterizer": self.backend, "rasterizerVersion": self.version}


def check_backend(backend: str) -> str:
    if backend not in BACKENDS:
        raise RasterError(f"unknown rasterizer {backend!r}: choose one of {', '.join(BACKENDS)}")
    return backend


def check_dpi(dpi: int) -> int:
    if isinstance(dpi, bool) or not isinstance(dpi, int) or not MIN_DPI <= dpi <= MAX_DPI:
        raise RasterError(f"dpi must be an integer from {MIN_DPI} to {MAX_DPI}, got {dpi!r}")
    return dpi


def page_pixels(width_pt: float, height_pt: float, dpi: int) -> tuple[int, int]:
    """The size contract: ceil(points * dpi / 72), tolerant of floating-point noise."""
    return (
        math.ceil(width_pt * dpi / 72 - 1e-6),
        math.ceil(height_pt * dpi / 72 - 1e-6),
    )


@cache
def rasterizer_info(backend: str = DEFAULT_BACKEND) -> RasterizerInfo:
    """The backend's name and the version of everything that shapes its pixels."""
    check_backend(backend)
    if backend == "pdfium":
        import pypdfium2.version as pv

        return RasterizerInfo("pdfium", f"pypdfium2 {pv.PYPDFIUM_INFO.version}; pdfium {pv.PDFIUM_INFO.build}")
    return RasterizerInfo("poppler", f"pdf2image {dist_version('pdf2image')}; poppler {_poppler_version()}")


def _poppler_version() -> str:
    exe = shutil.which("pdftoppm")
    if exe is None:
        raise RasterError("the poppler rasterizer needs pdftoppm on PATH (Debian package poppler-utils)")
    done = subprocess.run([exe, "-v"], capture_output=True, text=True, timeout=30, check=False)
    found = re.search(r"version\s+([0-9][0-9.]*)", done.stderr + done.stdout)
    if not found:
        raise RasterError("cannot read the poppler version from `pdftoppm -v`")
    return found.group(1)


def rasterize(pdf_bytes: bytes, dpi: int, backend: str = DEFAULT_BACKEND) -> list[Image.Image]:
    """Every page of `pdf_bytes` as an RGB image at `dpi`, honouring the size contract."""
    check_backend(backend)
    check_dpi(dpi)
    sizes = _page_sizes(pdf_bytes)
    for number, (w, h) in enumerate(sizes, start=1):
        pw, ph = page_pixels(w, h, dpi)
        if pw * ph > MAX_PAGE_PIXELS:
            raise RasterError(f"page {number} would be {pw}x{ph} pixels at {dpi} dpi, more than {MAX_PAGE_PIXELS}")
    if backend == "pdfium":
        images = _render_pdfium(pdf_bytes, dpi)
    else:
        images = _render_poppler(pdf_bytes, dpi)
    if len(images) != len(sizes):
        raise RasterError(f"the {backend} rasterizer returned {len(images)} pages for a {len(sizes)}-page PDF")
    # `convert` to the mode an image has copies it (25 MB at 300 dpi): only a backend's other mode is converted
    return [_fit(img if img.mode == "RGB" else img.convert("RGB"), page_pixels(w, h, dpi))
            for img, (w, h) in zip(images, sizes, strict=True)]


def _page_sizes(pdf_bytes: bytes) -> list[tuple[float, float]]:
    import pypdfium2 as pdfium

    try:
        doc = pdfium.PdfDocument(pdf_bytes)
    except pdfium.PdfiumError as exc:
        raise RasterError(f"not a readable PDF: {exc}") from exc
    try:
        if len(doc) == 0:
            raise RasterError("the PDF has no pages")
        return [tuple(doc[i].get_size()) for i in range(len(doc))]  # type: ignore[misc]
    finally:
        doc.close()


def _render_pdfium(pdf_bytes: bytes, dpi: int) -> list[Image.Image]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf_bytes)
    try:
        out = []
        for i in range(len(doc)):
            page = doc[i]
            bitmap = page.render(scale=dpi / 72)
            out.append(bitmap.to_pil().copy())
            bitmap.close()
            page.close()
        return out
    finally:
        doc.close()


def _render_poppler(pdf_bytes: bytes, dpi: int) -> list[Image.Image]:
    from pdf2image import convert_from_bytes
    from pdf2image.exceptions import PDFInfoNotInstalledError, PDFPageCountError, PDFSyntaxError

    _poppler_version()
    try:
        return convert_from_bytes(pdf_bytes, dpi=dpi, fmt="ppm", thread_count=1, use_pdftocairo=False)
    except (PDFInfoNotInstalledError, PDFPageCountError, PDFSyntaxError) as exc:
        raise RasterError(f"poppler cannot rasterize the PDF: {exc}") from exc


def _fit(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Trim or pad (white) the bottom/right edge to the contract size; a backend is off by at most a pixel."""
    if img.size == size:
        return img
    if img.width >= size[0] and img.height >= size[1]:  # trimmed only: the crop is the page, no white canvas
        return img.crop((0, 0, *size))
    canvas = Image.new(img.mode, size, "white")
    canvas.paste(img.crop((0, 0, min(img.width, size[0]), min(img.height, size[1]))), (0, 0))
    return canvas
