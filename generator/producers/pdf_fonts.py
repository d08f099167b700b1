"""Make an HTML engine's PDF reproducible: the embedded fonts' clocks, and the file's /ID.

WeasyPrint subsets every font with fontTools, whose `save` stamps the font's `head.modified`
with the time of day (unless SOURCE_DATE_EPOCH is set, which is process-wide state): the same
page gives other bytes a second later. Each embedded TrueType/OpenType font program is read
back with fontTools, its `modified` set to its `created` (the font's own date), and saved
without a new stamp; pikepdf writes the file with an /ID derived from its content.
"""

from __future__ import annotations

import io

import pikepdf
from fontTools.ttLib import TTFont

FONT_FILES = ("/FontFile2", "/FontFile3")


def _unstamped(program: bytes) -> bytes:
    font = TTFont(io.BytesIO(program), recalcTimestamp=False)
    font["head"].modified = font["head"].created
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def without_font_clocks(pdf: bytes) -> tuple[bytes, int]:
    """The PDF with every embedded font's `head.modified` set to its `head.created`, and how many
    font programs were rewritten."""
    rewritten = 0
    with pikepdf.open(io.BytesIO(pdf)) as doc:
        for obj in doc.objects:
            if not isinstance(obj, pikepdf.Dictionary) or obj.get("/Type") != "/FontDescriptor":
                continue
            for key in FONT_FILES:
                stream = obj.get(key)
                if not isinstance(stream, pikepdf.Stream):
                    continue
                data = _unstamped(stream.read_bytes())
                stream.write(data)  # saved Flate-compressed (compress_streams)
                if key == "/FontFile2":
                    stream.Length1 = len(data)
                rewritten += 1
        out = io.BytesIO()
        doc.save(out, deterministic_id=True)
    return out.getvalue(), rewritten
