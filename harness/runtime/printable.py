"""Text from outside (file names, ids, messages holding them) printed on a terminal safely.

A file name may hold a newline, a carriage return or an escape sequence: printed as it is,
`bad\\nError: everything is fine.pdf` forges a line of its own. `quoted` shows such a name
as a Python string literal; `escaped` keeps a message on one line by escaping each character
that is not printable (an `Error: ...` line stays one line whatever file it names).
"""

from __future__ import annotations


def escaped(text: str) -> str:
    """`text` with every non-printable character (newline, tab, ESC, bidi controls) escaped."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def quoted(name: str) -> str:
    """A file name or id as it is when it prints cleanly, else as a quoted literal with escapes."""
    if name and name.isprintable() and name.strip() == name and "'" not in name and '"' not in name:
        return name
    return repr(name)
