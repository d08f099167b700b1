"""Ground truth is true: what corpus.json says is in a born-digital PDF's text layer."""

from __future__ import annotations

import io
import re
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader

from generator.corpus.writer import Settings, write_corpus
from harness.contract.derive import parse_printed_date
from harness.contract.manifest import load_manifest
from harness.contract.shapes import date_shapes, parse_amount
from tests.support.curated import CURATED


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("truth") / "seed-42"
    write_corpus(Settings(42, 2025, "default", scan_ratio=0.0, **CURATED), out, workers=2)
    return out


@pytest.fixture(scope="module")
def texts(corpus: Path) -> dict[str, str]:
    out = {}
    for doc in load_manifest(corpus).documents or []:
        if doc.rendering != "born-digital":
            continue
        reader = PdfReader(io.BytesIO((corpus / doc.file).read_bytes()))
        assert len(reader.pages) == doc.pages
        out[doc.file] = " ".join(" ".join((p.extract_text() or "").split()) for p in reader.pages)
    return out


def test_every_probe_row_is_in_its_pdf(corpus: Path, texts: dict[str, str]) -> None:
    m = load_manifest(corpus)
    rendering = {d.file: d.rendering for d in m.documents or []}
    rows = [r for r in m.probe_ground_truth or [] if rendering[r.document] == "born-digital"]
    assert len(rows) > 150
    for row in rows:
        text = texts[row.document]
        shapes = [row.expected, *row.accept]
        assert any(s in text for s in shapes), f"{row.document}: {row.field}: none of {shapes} in the text"
        if "." not in row.expected and "-" not in row.expected[4:5]:  # text, id, code, year: exactly as expected
            assert row.expected in text, f"{row.document}: {row.field}: {row.expected!r}"


def _table_forms(field: str, value: str) -> list[str]:
    """How a table may print a row's value: its date as the day alone (`12/04`, `12-04`, `Dec 4`,
    `04-DEC`), a debit as its magnitude in a debit column."""
    if field.endswith("_date"):
        day = parse_printed_date(value)
        assert day is not None, value
        short = f"{day:%b} {day.day}"
        return [f"{day:%m/%d}", f"{day:%m-%d}", short, f"{day.day:02d}-{short[:3].upper()}"]
    if field.endswith("_amount"):
        return [value.replace("(", "").replace(")", "").removesuffix(" CR").lstrip("-")]
    return []


def test_every_ground_truth_value_is_printed(corpus: Path, texts: dict[str, str]) -> None:
    docs = [d for d in load_manifest(corpus).documents or [] if d.rendering == "born-digital"]
    assert len(docs) >= 20
    rows = 0
    for doc in docs:
        for field, value in doc.ground_truth.items():
            shapes = [" ".join(value.split())]
            if re.match(r"^row_\d{2}_", field):
                shapes += _table_forms(field, value)
                rows += 1
            assert any(s in texts[doc.file] for s in shapes), f"{doc.file}: {field}={value!r}"
    assert rows == 273


def test_probe_shapes(corpus: Path) -> None:
    rows = {(r.document, r.field): r for r in load_manifest(corpus).probe_ground_truth or []}
    money = next(r for (doc, f), r in rows.items() if f == "box1_wages")
    assert "." in money.expected and "," not in money.expected and "$" not in money.expected
    assert f"{float(money.expected):,.2f}" in money.accept
    date_row = next(r for (doc, f), r in rows.items() if f == "pay_date")
    y, mth, d = date_row.expected.split("-")
    assert date_row.accept[0] == f"{mth}/{d}/{y}"
    assert date_row.accept == date_shapes(date.fromisoformat(date_row.expected))[:1] + \
        date_shapes(date.fromisoformat(date_row.expected))[2:]  # every date format but the ISO one it expects


def test_lookalikes_and_untyped(corpus: Path) -> None:
    m = load_manifest(corpus)
    types = {r.document: r.expected_type for r in m.doc_type_ground_truth or []}
    untyped = sorted(f.split("_")[0] for f, t in types.items() if t is None)
    assert untyped == ["1099-int-sample-instructions", "cover-letter", "mortgage-statement", "mortgage-statement",
                       "mortgage-statement", "wage-statement"]
    assert not [r for r in m.probe_ground_truth or [] if types[r.document] is None]
    texts_of = {d.file: d for d in m.documents or []}
    cover = next(d for f, d in texts_of.items() if f.startswith("cover-letter"))
    w2 = next(d for f, d in texts_of.items() if f.startswith("w2_"))
    # the lookalike names the W-2's amount (each printed in its own issuer's style)
    assert parse_amount(cover.ground_truth["mentioned_wages"]) == parse_amount(w2.ground_truth["box1_wages"])
