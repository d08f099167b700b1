"""What the wider question pools (`rag-gen --questions N`) share: spreading the picks over
documents and fields, the needles of a printed value, and what the base makers already ask."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from generator.questions.draft import Draft
from generator.questions.facts import Fact, Value
from generator.questions.needles import value_needles

T = TypeVar("T")


def spread(items: list[T], key: Callable[[T], Hashable]) -> list[T]:
    """Round robin over the groups of `items` (by `key`, in first-seen order): one of every
    group before a second of any, so a prefix covers as many documents or fields as it can."""
    groups: dict[Hashable, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    out: list[T] = []
    depth = 0
    while len(out) < len(items):
        out += [group[depth] for group in groups.values() if depth < len(group)]
        depth += 1
    return out


def printed_needles(fact: Fact, name: str, value: Value) -> list[str]:
    """Every accepted shape of `value`, and the text exactly as the page prints it."""
    needles = value_needles(value)
    printed = fact.printed.get(name)
    if printed and printed not in needles:
        needles.append(printed)
    return needles


def asked(drafts: list[Draft]) -> set[tuple[str, str]]:
    """(first cited file, first needle) of each draft: one value of one document, however worded."""
    return {(d.must_cite_any[0], (d.must_contain_any or d.must_contain_all)[0])
            for d in drafts if d.must_cite_any and (d.must_contain_any or d.must_contain_all)}
