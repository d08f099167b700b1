"""The oracle answer of a question: assembled from its own key, with a citation.

It is what a perfect pipeline would say. The oracle grading anything but `correct` means
the key is broken (selftest), and it is the reference answer that exports carry.
"""

from __future__ import annotations

from harness.grade import STOCK_DECLINES
from harness.manifest import Question

DECLINE = STOCK_DECLINES[0]


def oracle_answer(question: Question) -> str:
    if question.negative:
        return DECLINE
    parts = list(question.must_contain_all)
    if question.must_contain_any:
        parts.append(question.must_contain_any[0])
    text = "; ".join(parts)
    if question.must_cite_any:
        text = f"{text} [{question.must_cite_any[0]}]".strip()
    return text
