"""Small corpora drawn inside the tests: PDFs with reportlab, page images with Pillow."""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path

import reportlab
from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfgen import canvas

from harness.contract.manifest import CorpusManifest, DocumentEntry, dump_manifest
from harness.runtime.fsutil import atomic_write_text
from harness.store.marker import IngestMarker, read_marker

FONT = str(Path(reportlab.__file__).parent / "fonts" / "Vera.ttf")

# One page of a W-2-like form: (x, y from the top, text) in points.
W2_LINES = [
    (72, 60, "Form W-2 Wage and Tax Statement 2025"),
    (72, 100, "1 Wages, tips, other compensation"),
    (72, 114, "52,340.17"),
    (320, 100, "2 Federal income tax withheld"),
    (320, 114, "6,120.00"),
    (72, 150, "b Employer identification number (EIN)"),
    (72, 164, "12-3456789"),
]
LETTER = (612.0, 792.0)


def pdf_bytes(pages: Sequence[Sequence[tuple[float, float, str]]], size: tuple[float, float] = LETTER) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=size, invariant=1)
    for lines in pages:
        c.setFont("Helvetica", 10)
        for x, y, text in lines:
            c.drawString(x, size[1] - y, text)
        c.showPage()
    c.save()
    return buf.getvalue()


def page_image(lines: Sequence[tuple[float, float, str]], dpi: int = 200) -> Image.Image:
    scale = dpi / 72
    im = Image.new("L", (round(LETTER[0] * scale), round(LETTER[1] * scale)), 255)
    draw = ImageDraw.Draw(im)
    font = ImageFont.truetype(FONT, round(10 * scale))
    for x, y, text in lines:
        draw.text((x * scale, (y - 10) * scale), text, font=font, fill=0)
    return im


def scanned_pdf_bytes(pages: Sequence[Sequence[tuple[float, float, str]]]) -> bytes:
    """A PDF whose pages are images only (no text layer), like a scan."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=LETTER, invariant=1)
    for lines in pages:
        img = io.BytesIO()
        page_image(lines).save(img, format="PNG")
        img.seek(0)
        from reportlab.lib.utils import ImageReader

        c.drawImage(ImageReader(img), 0, 0, width=LETTER[0], height=LETTER[1])
        c.showPage()
    c.save()
    return buf.getvalue()


def png_bytes(image: Image.Image) -> bytes:
    buf = io.BytesIO()
    image.save(buf, format="PNG")
    return buf.getvalue()


def tiff_bytes(images: Sequence[Image.Image], broken_page: int | None = None) -> bytes:
    """A multi-page TIFF (deflate); `broken_page` (1-based) gets its strips zeroed: undecodable."""
    buf = io.BytesIO()
    images[0].save(buf, format="TIFF", save_all=True, append_images=list(images[1:]),
                   compression="tiff_deflate")
    data = bytearray(buf.getvalue())
    if broken_page is not None:
        with Image.open(io.BytesIO(bytes(data))) as im:
            im.seek(broken_page - 1)
            offsets, counts = im.tag_v2[273], im.tag_v2[279]
        for off, n in zip(offsets, counts, strict=True):
            data[off:off + n] = b"\x00" * n
    return bytes(data)


def write_corpus(folder: Path, files: dict[str, bytes], listed: Sequence[str] | None = None,
                 name: str = "test-corpus") -> Path:
    """Write the files and a corpus.json listing `listed` (default: every file)."""
    folder.mkdir(parents=True, exist_ok=True)
    for rel, data in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    manifest = CorpusManifest(
        name=name, description="drawn by the tests", questions=[],
        documents=[DocumentEntry(file=f) for f in (listed if listed is not None else list(files))],
    )
    atomic_write_text(folder / "corpus.json", dump_manifest(manifest))
    return folder


def ingest_marker(store: Path) -> IngestMarker:
    """The marker of a store built by ingest, read through its model."""
    marker = read_marker(store)
    assert isinstance(marker, IngestMarker), marker.kind
    return marker
