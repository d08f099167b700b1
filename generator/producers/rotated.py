"""`rotated`: every page carries /Rotate 90, 180 or 270 with its content turned the other way.

What a scanner's software or a viewer's "rotate and save" writes: the page as stored is on its
side (or upside down) and its /Rotate turns it upright again, so a viewer that honours /Rotate
shows the document as reportlab drew it, and a reader that ignores /Rotate sees it turned. The
content stream is wrapped in one `cm` that turns it; for 90 and 270 the MediaBox's width and
height trade places.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import pikepdf

from generator.producers.base import Produced, ProduceInput, Producer
from generator.producers.sheets import cm, open_pdf, page_size, save_pdf

ROTATIONS: Final[tuple[int, ...]] = (90, 180, 270)


def turn_matrix(rotate: int, width: float, height: float) -> tuple[float, float, float, float, float, float]:
    """The `cm` that stores a `width` x `height` page so that /Rotate `rotate` (clockwise, as
    viewers apply it) shows it upright: the content turned `rotate` degrees counter-clockwise."""
    if rotate == 90:
        return (0, 1, -1, 0, height, 0)
    if rotate == 180:
        return (-1, 0, 0, -1, width, height)
    if rotate == 270:
        return (0, -1, 1, 0, 0, width)
    raise ValueError(f"rotate must be one of {ROTATIONS}, got {rotate}")


def rotate_pages(data: bytes, rotate: int) -> bytes:
    """`data` with every page stored turned and carrying /Rotate `rotate`."""
    pdf = open_pdf(data)
    for page in pdf.pages:
        width, height = page_size(page)
        page.contents_coalesce()
        body = page.obj.Contents.read_bytes()
        page.obj.Contents = pdf.make_stream(b"q\n" + cm(*turn_matrix(rotate, width, height)) + body + b"\nQ\n")
        stored = (height, width) if rotate in (90, 270) else (width, height)
        page.obj.MediaBox = pikepdf.Array([0, 0, *stored])
        page.obj.Rotate = rotate
    return save_pdf(pdf)


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    rotate = ROTATIONS[int(rng.integers(len(ROTATIONS)))]
    return Produced(rotate_pages(doc.pdf, rotate), doc.pages, {"rotate": rotate})


ROTATED = Producer(
    name="rotated",
    summary="every page stored turned, with /Rotate 90, 180 or 270 to show it upright (a scanner's or a "
            "viewer's rotate-and-save)",
    produce=_produce,
    parameters={"rotate": "90, 180 or 270 (one per document, every page)"},
)
