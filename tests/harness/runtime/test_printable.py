"""harness.runtime.printable: a file name or message cannot forge a line of its own."""

from __future__ import annotations

from harness.runtime.printable import escaped, quoted


def test_quoted_leaves_clean_names_alone() -> None:
    assert quoted("w2 acme 2025.pdf") == "w2 acme 2025.pdf"
    assert quoted("bad\nError: everything is fine.pdf") == "'bad\\nError: everything is fine.pdf'"
    assert quoted("\x1b[31mred.pdf") == "'\\x1b[31mred.pdf'"
    assert quoted(" padded.pdf") == "' padded.pdf'"
    assert quoted("it's.pdf") == '"it\'s.pdf"'
    assert quoted("") == "''"


def test_escaped_keeps_a_message_on_one_line() -> None:
    assert escaped("a.pdf: empty file") == "a.pdf: empty file"
    assert escaped("bad\nError: fine\r\t\u202e") == "bad\\nError: fine\\r\\t\\u202e"
