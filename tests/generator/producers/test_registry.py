"""The producers' registry: names, the --producers check, and the listing."""

from __future__ import annotations

import pytest

from generator.producers.assign import choose_producer
from generator.producers.base import ProducerError
from generator.producers.registry import DEFAULT_PRODUCERS, PRODUCER_NAMES, format_producers, parse_producers


def test_parse_producers_keeps_the_order_given() -> None:
    assert parse_producers("reportlab") == ("reportlab",)
    assert parse_producers(" reportlab ") == ("reportlab",)


@pytest.mark.parametrize(("text", "message"), [
    ("", "--producers: expected comma-separated producer names, got ''"),
    ("reportlab,", "--producers: expected comma-separated producer names, got 'reportlab,'"),
    ("reportlib", "--producers: unknown producer 'reportlib' (did you mean reportlab?)"),
    ("reportlab,reportlab", "--producers: 'reportlab,reportlab' names a producer twice"),
])
def test_parse_producers_refuses_bad_lists(text: str, message: str) -> None:
    with pytest.raises(ProducerError) as info:
        parse_producers(text)
    assert str(info.value) == message


def test_the_default_mix_is_registered_and_marked() -> None:
    assert set(DEFAULT_PRODUCERS) <= set(PRODUCER_NAMES)
    listing = format_producers(list(PRODUCER_NAMES)).splitlines()
    marked = [line.split()[1] for line in listing if line.startswith("* ")]
    assert marked == [n for n in PRODUCER_NAMES if n in DEFAULT_PRODUCERS]


def test_choose_producer_draws_from_what_applies_and_falls_back_to_reportlab() -> None:
    names = ("a", "b", "c")
    assert choose_producer(names, (), 42, 3) == "reportlab"
    assert choose_producer(names, ("b",), 42, 3) == "b"
    drawn = [choose_producer(names, names, 42, i) for i in range(40)]
    assert drawn == [choose_producer(names, names, 42, i) for i in range(40)]  # a function of (seed, index)
    assert set(drawn) == {"a", "b", "c"}


def test_documents_producer_is_written_only_when_set() -> None:
    from harness.contract.manifest import DocumentEntry
    from harness.runtime.records import dump_record

    assert '"producer"' not in dump_record(DocumentEntry(file="a.pdf"))
    written = DocumentEntry(file="a.pdf", producer={"name": "fillable", "fields": 3})
    assert '"producer": {\n    "fields": 3,\n    "name": "fillable"\n  }' in dump_record(written)
