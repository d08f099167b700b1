"""The "did you mean ...?" of error messages: the nearest known word to a misspelled one."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def did_you_mean(word: str, known: Iterable[str], noun: str = "keys") -> str:
    """` (did you mean KEY?)` for the nearest known key, else ` (known keys: a, b, ...)` (`noun`
    names what they are: "keys", "formats").

    A key that differs only in case or underscores (`must_cite_any` for `mustCiteAny`)
    counts as near however far apart difflib finds them."""
    keys = sorted(known)
    hint = difflib.get_close_matches(word, keys, n=1, cutoff=0.6)
    if not hint:
        folded = word.lower().replace("_", "").replace("-", "")
        hint = [k for k in keys if k.lower().replace("_", "").replace("-", "") == folded]
    return f" (did you mean {hint[0]}?)" if hint else f" (known {noun}: {', '.join(keys)})"
