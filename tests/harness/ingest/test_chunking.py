"""Chunking: sizes, overlaps, boundaries and page spans, exactly."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.ingest.chunking import chunk_pages, join_pages, split_text


def test_short_document_is_one_chunk() -> None:
    chunks = chunk_pages([(1, "Hello there."), (2, "Second page.")], 1000, 150)
    assert [(c.ordinal, c.page_start, c.page_end, c.char_start, c.char_end, c.text) for c in chunks] == [
        (0, 1, 2, 0, 26, "Hello there.\n\nSecond page.")]


def test_cuts_on_sentence_boundaries_with_overlap() -> None:
    sentence = "The quick brown fox jumps. "  # 27 characters
    text = sentence * 10  # 270
    spans = split_text(text, 100, 30)
    assert spans == [(0, 81), (54, 135), (108, 189), (162, 243), (216, 270)]
    for s, _e in spans:
        assert text[s:].startswith("The quick")


def test_cuts_on_lines_and_falls_back_to_spaces_then_hard_cuts() -> None:
    assert split_text("a" * 250, 100, 10) == [(0, 100), (90, 190), (180, 250)]
    words = "word " * 50  # no sentence ends, no newlines: cut after a space
    spans = split_text(words, 100, 20)
    assert all(words[e - 1] == " " for s, e in spans[:-1])
    lines = "\n".join(f"line number {i:03d}" for i in range(40))
    spans = split_text(lines, 200, 40)
    assert all(lines[s:e].startswith("line number") for s, e in spans)


def test_page_spans() -> None:
    pages = [(1, "First page sentence. " * 30), (2, "Second page sentence. " * 30), (3, "Third.")]
    chunks = chunk_pages(pages, 500, 100)
    text, starts, _ = join_pages(pages)
    # page 1 is text[0:630], page 2 text[632:1292], page 3 text[1294:1300]
    assert starts == [0, 632, 1294]
    assert [(c.page_start, c.page_end, c.char_start, c.char_end) for c in chunks] == [
        (1, 1, 0, 483), (1, 2, 399, 896), (2, 3, 808, 1300)]
    for c in chunks:
        assert c.text == text[c.char_start:c.char_end]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(alphabet="abc .\n!?", min_size=0, max_size=900), min_size=1, max_size=4),
       st.integers(min_value=50, max_value=400), st.integers(min_value=0, max_value=24))
def test_chunk_invariants(page_texts: list[str], size: int, overlap: int) -> None:
    pages = list(enumerate(page_texts, start=1))
    text, _, _ = join_pages(pages)
    chunks = chunk_pages(pages, size, overlap)
    for c in chunks:
        assert 0 < len(c.text) <= size
        assert c.text == text[c.char_start:c.char_end]
        assert c.text.strip()
    for a, b in itertools.pairwise(chunks):
        assert a.char_start < b.char_start
        assert b.char_start >= a.char_end - overlap  # overlap at most as configured
        assert b.char_start <= a.char_end
    covered = set()
    for c in chunks:
        covered.update(range(c.char_start, c.char_end))
    assert all(text[i].isspace() or i in covered for i in range(len(text)))
