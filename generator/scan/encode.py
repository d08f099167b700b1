"""Encode scanned pages with fixed settings and no varying metadata: same pixels, same bytes.

- pdf: an image-only PDF (no text layer), one image per page, through Pillow's PDF writer
  with no dates and no title; gray and colour pages as JPEG (DCTDecode, quality 85),
  black-and-white pages as CCITT group 4. Page size = pixels * 72 / dpi.
- tiff: one multi-page TIFF, LZW (group 4 for black and white), with the dpi tags.
- png: one file per page, zlib level 6, with the dpi (pHYs).
- jpeg: one file per page, quality 85, 4:2:0, baseline, with the dpi (JFIF).
"""

from __future__ import annotations

import io
from typing import Final

from PIL import Image

from generator.scan.base import ScanError

FORMATS: Final[tuple[str, ...]] = ("pdf", "png", "jpeg", "tiff")
SUFFIXES: Final[dict[str, str]] = {"pdf": ".pdf", "png": ".png", "jpeg": ".jpg", "tiff": ".tif"}
MULTI_PAGE: Final[frozenset[str]] = frozenset({"pdf", "tiff"})
JPEG_QUALITY: Final[int] = 85
PNG_LEVEL: Final[int] = 6


def check_format(fmt: str) -> str:
    if fmt not in FORMATS:
        raise ScanError(f"unknown scan format {fmt!r}: choose one of {', '.join(FORMATS)}")
    return fmt


def to_color(image: Image.Image, color: str) -> Image.Image:
    """The delivered colour mode; "1" from a 0/255 gray image is exact (no dithering here)."""
    if color == "1":
        return image.convert("L").convert("1", dither=Image.Dither.NONE)
    return image.convert(color)


def stack_pages(images: list[Image.Image]) -> Image.Image:
    """The pages one below the other in one image (a "long scan"), left-aligned on white."""
    width = max(im.width for im in images)
    sheet = Image.new(images[0].mode, (width, sum(im.height for im in images)), 1 if images[0].mode == "1" else "white")
    top = 0
    for im in images:
        sheet.paste(im, (0, top))
        top += im.height
    return sheet


def encode_pages(
    images: list[Image.Image], fmt: str, dpi: int, single_file: bool = False
) -> list[tuple[str, bytes]]:
    """(suffix, bytes) files: one for pdf/tiff; for png/jpeg one per page ("-p2.png" when
    several), or with `single_file` one image holding the pages stacked top to bottom."""
    check_format(fmt)
    if not images:
        raise ScanError("no pages to encode")
    if single_file and fmt not in MULTI_PAGE and len(images) > 1:
        images = [stack_pages(images)]
    if fmt == "pdf":
        return [(".pdf", _pdf(images, dpi))]
    if fmt == "tiff":
        return [(".tif", _tiff(images, dpi))]
    suffix = SUFFIXES[fmt]
    out = []
    for number, image in enumerate(images, start=1):
        name = suffix if len(images) == 1 else f"-p{number}{suffix}"
        out.append((name, _png(image, dpi) if fmt == "png" else _jpeg(image, dpi)))
    return out


def _pdf(images: list[Image.Image], dpi: int) -> bytes:
    buf = io.BytesIO()
    first, rest = images[0], images[1:]
    jpeg = {} if first.mode == "1" else {"quality": JPEG_QUALITY}  # "1" goes through group 4, which takes no quality
    first.save(
        buf,
        "PDF",
        save_all=True,
        append_images=rest,
        resolution=float(dpi),
        title=None,
        creationDate=None,
        modDate=None,
        **jpeg,
    )
    return buf.getvalue()


def _tiff(images: list[Image.Image], dpi: int) -> bytes:
    buf = io.BytesIO()
    compression = "group4" if images[0].mode == "1" else "tiff_lzw"
    images[0].save(buf, "TIFF", save_all=True, append_images=images[1:], compression=compression, dpi=(dpi, dpi))
    return buf.getvalue()


def _png(image: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    image.save(buf, "PNG", compress_level=PNG_LEVEL, optimize=False, dpi=(dpi, dpi))
    return buf.getvalue()


def _jpeg(image: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    img = image.convert("L") if image.mode == "1" else image
    img.save(buf, "JPEG", quality=JPEG_QUALITY, optimize=False, progressive=False, subsampling=2, dpi=(dpi, dpi))
    return buf.getvalue()
