"""Chunking: ~`size` characters with `overlap`, cut on sentence or line boundaries where
possible, each chunk keeping the span of pages it came from.

A document's text is its pages joined by a blank line; a chunk is an exact slice of
that text (`char_start`, `char_end`), so its page span follows from the offsets.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

PAGE_SEPARATOR = "\n\n"
# A boundary is the position right after a line break or after a sentence's end.
_BOUNDARY = re.compile(r"\n+|(?<=[.!?])[ \t]+")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Chunk:
    ordinal: int
    page_start: int
    page_end: int
    char_start: int
    char_end: int
    text: str


def join_pages(pages: Sequence[tuple[int, str]]) -> tuple[str, list[int], list[int]]:
    """The document text, the offset where each page starts, and the page numbers."""
    parts: list[str] = []
    starts: list[int] = []
    numbers: list[int] = []
    offset = 0
    for number, text in pages:
        if parts:
            parts.append(PAGE_SEPARATOR)
            offset += len(PAGE_SEPARATOR)
        starts.append(offset)
        numbers.append(number)
        parts.append(text)
        offset += len(text)
    return "".join(parts), starts, numbers


def _last_at_or_before(positions: list[int], lo: int, hi: int) -> int | None:
    i = bisect.bisect_right(positions, hi)
    if i and positions[i - 1] >= lo:
        return positions[i - 1]
    return None


def _first_at_or_after(positions: list[int], lo: int, hi: int) -> int | None:
    i = bisect.bisect_left(positions, lo)
    if i < len(positions) and positions[i] <= hi:
        return positions[i]
    return None


def split_text(text: str, size: int, overlap: int) -> list[tuple[int, int]]:
    """(start, end) slices: each at most `size` long; consecutive slices share at most
    `overlap` characters, starting the next one on a boundary when there is one."""
    if not text.strip():
        return []
    strong = [m.end() for m in _BOUNDARY.finditer(text)]
    weak = [m.end() for m in _SPACE.finditer(text)]
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    floor_len = max(size // 2, overlap + 1)
    while start < n:
        if n - start <= size:
            end = n
        else:
            lo, hi = start + floor_len, start + size
            end = (_last_at_or_before(strong, lo, hi) or _last_at_or_before(weak, lo, hi) or hi)
        spans.append((start, end))
        if end >= n:
            break
        lo = max(end - overlap, start + 1)
        nxt = _first_at_or_after(strong, lo, end - 1) or _first_at_or_after(weak, lo, end - 1)
        start = nxt if nxt is not None else (end - overlap if overlap else end)
    return [(s, e) for s, e in spans if text[s:e].strip()]


def chunk_pages(pages: Sequence[tuple[int, str]], size: int, overlap: int) -> list[Chunk]:
    text, starts, numbers = join_pages(pages)
    chunks = []
    for ordinal, (s, e) in enumerate(split_text(text, size, overlap)):
        first = numbers[bisect.bisect_right(starts, s) - 1]
        last = numbers[bisect.bisect_right(starts, e - 1) - 1]
        chunks.append(Chunk(ordinal, first, last, s, e, text[s:e]))
    return chunks
