"""harness/scoring/probe.py on a real store (SQLite written with StoreWriter): a harvested value
in every printed style of generator/documents/value_formats.py (seen and unseen) counts as
recovered, a wrong one does not, and the aggregation reads values as the field probe does."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from generator.documents.value_formats import DATE_STYLES, MONEY_STYLES, NAME_STYLES
from harness.contract.manifest import CorpusManifest
from harness.contract.shapes import date_iso, date_shapes, money_plain, money_shapes
from harness.scoring.probe import aggregation_probe, field_probe
from harness.store.database import Store, StoreWriter

D = Decimal


def store_of(folder: Path, fields: dict[str, dict[str, tuple[str, str | None]]], doc_type: str) -> Store:
    """A store holding one document per file, typed `doc_type`, with its harvested (value, normalized)."""
    writer = StoreWriter(folder)
    for file, harvested in fields.items():
        doc = writer.add_document(file, None, "application/pdf", 1, "ok", None)
        for name, (value, normalized) in harvested.items():
            writer.add_field(doc, name, value, normalized, 1)
        writer.set_doctype(doc, doc_type, [])
    writer.finish()
    return Store(folder, {})


def manifest(doc_type: str, rows: list[dict[str, object]]) -> CorpusManifest:
    files = sorted({str(r["document"]) for r in rows})
    return CorpusManifest.model_validate({
        "name": "t", "description": "t", "questions": [],
        "documents": [{"file": f, "docType": doc_type} for f in files],
        "docTypeGroundTruth": [{"document": f, "expectedType": doc_type} for f in files],
        "probeGroundTruth": rows})


def probed(tmp_path: Path, doc_type: str, field: str, expected: str, accept: list[str], got: list[str]) -> list[bool]:
    """Whether each harvested raw value `got` (normalized None: the harvest could not read it) PASSes."""
    files = [f"d{i}.pdf" for i in range(len(got))]
    store = store_of(tmp_path, {f: {field: (g, None)} for f, g in zip(files, got, strict=True)}, doc_type)
    rows = [{"document": f, "field": field, "expected": expected, "accept": accept} for f in files]
    try:
        return [r.ok for r in field_probe(store, manifest(doc_type, rows))]
    finally:
        store.close()


def money_row(value: Decimal) -> tuple[str, list[str]]:
    return money_plain(value), money_shapes(value)[1:]


@pytest.mark.parametrize("style", list(MONEY_STYLES))
def test_a_harvested_amount_in_every_money_style_passes(tmp_path: Path, style: str) -> None:
    f = MONEY_STYLES[style]
    (tmp_path / "pos").mkdir()
    (tmp_path / "neg").mkdir()
    assert probed(tmp_path / "pos", "bank-statement", "ending_balance", *money_row(D("1713.43")),
                  [f(D("1713.43"))]) == [True]
    assert probed(tmp_path / "neg", "bank-statement", "ending_balance", *money_row(D("-12")), [f(D("-12"))]) == [True]


@pytest.mark.parametrize("style", list(DATE_STYLES))
def test_a_harvested_date_in_every_date_style_passes(tmp_path: Path, style: str) -> None:
    f = DATE_STYLES[style]
    days = [date(2025, 12, 4), date(2026, 1, 31), date(2025, 5, 9)]
    for n, day in enumerate(days):
        (tmp_path / str(n)).mkdir()
        assert probed(tmp_path / str(n), "pay-stub", "pay_date", date_iso(day), date_shapes(day), [f(day)]) == [True]


@pytest.mark.parametrize("style", list(NAME_STYLES))
def test_a_harvested_name_in_every_name_style_passes(tmp_path: Path, style: str) -> None:
    f = NAME_STYLES[style]
    got = [f("Tyler J. Brooks"), f("Ana Ruiz Jr.")]
    assert probed(tmp_path, "W-2", "employee_name", "Tyler J. Brooks", [], got[:1]) == [True]
    (tmp_path / "b").mkdir()
    assert probed(tmp_path / "b", "W-2", "employee_name", "Ana Ruiz Jr.", [], got[1:]) == [True]


def test_wrong_values_fail_in_any_style(tmp_path: Path) -> None:
    for sub in ("pos", "neg", "date", "name", "id"):
        (tmp_path / sub).mkdir()
    assert probed(tmp_path / "pos", "bank-statement", "ending_balance", *money_row(D("1713.43")),
                  ["1,713.44", "-1,713.43", "1,713.43 DR", "1,713.43-", "(1,713.43)", "11,713.43", "1,713.43 CR"]) == [
        False, False, False, False, False, False, True]  # CR: either side
    assert probed(tmp_path / "neg", "bank-statement", "ending_balance", *money_row(D("-12")),
                  ["12.00", "$12.00", "12.01-", "12.00 USD", "12.00 CR"]) == [False, False, False, False, True]
    assert probed(tmp_path / "date", "pay-stub", "pay_date", "2025-12-04", date_shapes(date(2025, 12, 4)),
                  ["12/05/25", "04.11.2025", "20251205", "12/04/24", "DEC 04 2024", "12.04.2025"]) == [False] * 6
    assert probed(tmp_path / "name", "W-2", "employee_name", "Tyler J. Brooks", [],
                  ["BROOKS, TYLER K.", "Brooks, Tina J.", "Ruiz Jr., Ana", "Tyler Brooks"]) == [False] * 4
    # an id is compared as printed: case and order are the value there
    assert probed(tmp_path / "id", "W-2", "employer_ein", "12-3456789", [], ["12-3456789", "12 3456789"]) == [
        True, False]


def test_the_normalized_value_is_judged_before_the_raw_one(tmp_path: Path) -> None:
    """The harvest's normalized value is its claim: a raw `12.00-` normalized to 12.00 is a wrong sign."""
    store = store_of(tmp_path, {"a.pdf": {"ending_balance": ("12.00-", "12.00")},
                                "b.pdf": {"ending_balance": ("12.00-", None)}}, "bank-statement")
    rows = [{"document": f, "field": "ending_balance", "expected": "-12.00", "accept": []} for f in ("a.pdf", "b.pdf")]
    try:
        assert [(r.got, r.ok) for r in field_probe(store, manifest("bank-statement", rows))] == [
            ("12.00", False), ("12.00-", True)]
    finally:
        store.close()


def test_aggregation_reads_each_value_as_the_field_probe_does(tmp_path: Path) -> None:
    store = store_of(tmp_path, {
        "a.pdf": {"ending_balance": ("1,713.43 CR", None), "beginning_balance": ("12.00 CR", None)},
        "b.pdf": {"ending_balance": ("12.00-", None), "beginning_balance": ("$ 100.00", None)}}, "bank-statement")
    rows = [{"document": "a.pdf", "field": "ending_balance", "expected": "1713.43"},
            {"document": "b.pdf", "field": "ending_balance", "expected": "-12.00"},
            {"document": "b.pdf", "field": "beginning_balance", "expected": "100.00"}]
    try:
        got = {r.measure: (r.expected, r.got, r.ok) for r in aggregation_probe(store, manifest("bank-statement", rows))}
    finally:
        store.close()
    # a.pdf's beginning balance has no ground truth: its CR reads as the negative, as seen styles print it
    assert got == {"count": ("2", "2", True), "total:ending_balance": ("1701.43", "1701.43", True),
                   "total:beginning_balance": ("100.00", "88.00", False)}


def test_pages_and_fields_are_tallied_by_path(tmp_path: Path) -> None:
    """The probe counts the store's pages by path and tallies the field rows by their document's paths."""
    from harness.scoring.probe import path_lines, probe_store

    writer = StoreWriter(tmp_path)
    paths = {"form.pdf": ["form-fields"], "plain.pdf": ["text-layer"], "mixed.pdf": ["text-layer", "ocr-garbled"]}
    for file, sources in paths.items():
        doc = writer.add_document(file, None, "application/pdf", len(sources), "ok", None)
        for page, source in enumerate(sources, 1):
            writer.add_page(doc, page, "text", source, None)
        writer.add_field(doc, "wages", "52,340.17", "52340.17", 1)
        writer.set_doctype(doc, "W2", [])
    writer.finish()
    rows = [{"document": f, "field": "wages", "expected": e} for f, e in
            (("form.pdf", "52340.17"), ("plain.pdf", "52340.17"), ("mixed.pdf", "1.00"), ("gone.pdf", "1.00"))]
    with Store(tmp_path, {}) as store:
        report = probe_store(store, manifest("W2", rows))
    assert [(r.document, r.path, r.ok) for r in report.fields] == [
        ("form.pdf", "form-fields", True), ("plain.pdf", "text-layer", True),
        ("mixed.pdf", "ocr-garbled+text-layer", False),
        ("gone.pdf", None, False)]
    s = report.summary
    assert s.pages == {"form-fields": 1, "ocr-garbled": 1, "text-layer": 2}
    assert {p: (t.passed, t.total) for p, t in (s.fields_by_path or {}).items()} == {
        "form-fields": (1, 1), "ocr-garbled+text-layer": (0, 1), "text-layer": (1, 1)}
    assert path_lines(s) == ["pages by path: form-fields 1, ocr-garbled 1, text-layer 2",
                             "fields PASS by path: form-fields 1/1, ocr-garbled+text-layer 0/1, text-layer 1/1"]
