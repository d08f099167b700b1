"""Probe a store against a manifest's ground truth: fields, docTypes, aggregations.

- field probe: each probeGroundTruth row against the harvested field of its document: the
  normalized value, or else the raw value, PASSes when it equals `expected` or one of `accept`,
  or reads as the expected value in any style an issuer prints (the instrument's readers,
  harness/contract/readings.py, by the field's kind in the vocabulary): a money field when it
  is one amount whose readings hold `expected` (`12.00-`, `$ 1,713.43`, `1,713.43 USD`, `1 713.43`;
  `1,713.43 CR` reads as either sign, `12.00 DR` as negative), a date field when it is one
  date on the day `expected` names (`12/04/25` month first, `04.12.2025` day first, `20251204`,
  `4 December 2025`, `DEC 04 2025`), a text field when it is `expected` or one of `accept` up
  to case and `LAST, FIRST` order (`BROOKS, TYLER J.`); id, year and code fields as printed;
- docType probe: each docTypeGroundTruth row against the store's classification (an
  absent expected type PASSes only when the store left the document untyped);
- aggregation probe: per docType, the count of documents and the total of every money
  field, recomputed from harvested fields (types and values as the store has them) and
  from the manifest's ground truth (expected types, expected values); documents that a
  corrected form supersedes are left out of both.
- pages by path: how many pages took each path of the ingest (text-layer, form-fields, ocr,
  ocr-garbled, ...: harness/ingest/textlayer.py), and the field rows tallied by the paths their
  document's pages took (`fieldsByPath`; a document whose pages took several paths counts under
  their names joined by `+`), each field row naming its document's `path`.
It measures and never fails: the caller decides what a FAIL means. A suite's probe.json
holds every household's rows, each naming its household.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Annotated

from harness.contract.manifest import CorpusManifest, ProbeGroundTruthRow
from harness.contract.readings import read_amount, read_date, same_name
from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.records import OMIT_WHEN_NONE, Record, disk_key, read_record, record_schema_text, write_record
from harness.store.database import Store

PROBE_NAME = "probe.json"


class FieldProbe(Record):
    """One probeGroundTruth row against the field the store harvested (None: not harvested)."""

    document: str
    doc_type: str | None
    field: str
    expected: str
    got: str | None
    ok: bool = disk_key("pass")
    household: Annotated[str | None, OMIT_WHEN_NONE] = None  # a suite's: the household's folder
    path: Annotated[str | None, OMIT_WHEN_NONE] = None  # the paths its document's pages took (None: no pages)


class DocTypeProbe(Record):
    """One docTypeGroundTruth row against the store's classification (None: untyped)."""

    document: str
    expected: str | None
    got: str | None
    ok: bool = disk_key("pass")
    household: Annotated[str | None, OMIT_WHEN_NONE] = None  # a suite's: the household's folder


class AggregationProbe(Record):
    """Per docType, `count` or `total:<money field>`, from ground truth and from the store."""

    doc_type: str
    measure: str
    expected: str | None
    got: str | None
    ok: bool = disk_key("pass")
    household: Annotated[str | None, OMIT_WHEN_NONE] = None  # a suite's: the household's folder


class Tally(Record):
    passed: int = disk_key("pass")
    total: int


class ProbeSummary(Record):
    fields: Tally
    doc_types: Tally
    aggregations: Tally
    pages: Annotated[dict[str, int] | None, OMIT_WHEN_NONE] = None  # pages by the path they took
    fields_by_path: Annotated[dict[str, Tally] | None, OMIT_WHEN_NONE] = None  # field rows by their `path`


class ProbeReport(Record):
    """probe.json: every probe row and the PASS tallies."""

    fields: list[FieldProbe]
    doc_types: list[DocTypeProbe]
    aggregations: list[AggregationProbe]
    summary: ProbeSummary


def _money_fields(doc_type: str) -> list[str]:
    return [f for f, kind in DOC_TYPES.get(doc_type, {}).items() if kind == "money"]


def _as_decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def _as_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def field_matches(kind: str | None, got: str, row: ProbeGroundTruthRow) -> bool:
    """The harvested `got` is the row's value: as printed, or read in any printed style by `kind`."""
    if got == row.expected or got in row.accept:
        return True
    if kind == "money":
        expected = _as_decimal(row.expected)
        return expected is not None and expected in read_amount(got)
    if kind == "date":
        day = _as_date(row.expected)
        return day is not None and read_date(got) == day
    if kind == "text":
        return any(same_name(got, name) for name in (row.expected, *row.accept))
    return False


def document_paths(store: Store) -> dict[str, str]:
    """Each document's page paths, their names sorted and joined by `+` ("text-layer", "ocr+text-layer")."""
    paths: dict[str, set[str]] = {}
    for file, source in store.page_path_rows():
        paths.setdefault(file, set()).add(source)
    return {file: "+".join(sorted(names)) for file, names in paths.items()}


def field_probe(store: Store, manifest: CorpusManifest) -> list[FieldProbe]:
    harvested = {(f.file, f.field): f for f in store.fields()}
    paths = document_paths(store)
    types = {d.document: d.expected_type for d in manifest.doc_type_ground_truth or []}
    types.update({d.file: d.doc_type for d in manifest.documents or [] if d.file not in types})
    rows = []
    for row in manifest.probe_ground_truth or []:
        got = harvested.get((row.document, row.field))
        value = None if got is None else (got.normalized if got.normalized is not None else got.value)
        doc_type = types.get(row.document)
        kind = DOC_TYPES.get(doc_type or "", {}).get(row.field)
        ok = value is not None and field_matches(kind, value, row)
        rows.append(FieldProbe(document=row.document, doc_type=doc_type, field=row.field,
                               expected=row.expected, got=value, ok=ok, path=paths.get(row.document)))
    return rows


def doctype_probe(store: Store, manifest: CorpusManifest) -> list[DocTypeProbe]:
    typed = store.doctypes()
    rows = []
    for row in manifest.doc_type_ground_truth or []:
        got = typed.get(row.document)
        value = got.doc_type if got else None
        rows.append(DocTypeProbe(document=row.document, expected=row.expected_type, got=value,
                                 ok=got is not None and value == row.expected_type))
    return rows


def _aggregate(typed: dict[str, str | None], values: dict[tuple[str, str], Decimal | None],
               excluded: set[str]) -> dict[tuple[str, str], Decimal | int]:
    out: dict[tuple[str, str], Decimal | int] = {}
    for file, doc_type in sorted(typed.items()):
        if doc_type is None or file in excluded:
            continue
        key = (doc_type, "count")
        out[key] = int(out.get(key, 0)) + 1
        for field in _money_fields(doc_type):
            amount = values.get((file, field))
            if amount is not None:
                total = out.get((doc_type, f"total:{field}"), Decimal("0"))
                out[(doc_type, f"total:{field}")] = Decimal(total) + amount
    return out


def _store_amount(text: str, truth: Decimal | None) -> Decimal | None:
    """A harvested amount as the instrument reads it: its ground truth when that is one of its
    readings, else its one reading, else (either sign) the negative; what the instrument
    cannot read, as the contract's parser reads it (an amount without cents)."""
    readings = read_amount(text)
    if not readings:
        return parse_amount(text)
    if truth is not None and truth in readings:
        return truth
    return min(readings)


def aggregation_probe(store: Store, manifest: CorpusManifest) -> list[AggregationProbe]:
    excluded = {d.supersedes for d in manifest.documents or [] if d.supersedes}
    truth_types = {d.document: d.expected_type for d in manifest.doc_type_ground_truth or []}
    truth_values = {(r.document, r.field): parse_amount(r.expected) for r in manifest.probe_ground_truth or []}
    store_types = {f: t.doc_type for f, t in store.doctypes().items()}
    store_values = {(f.file, f.field): _store_amount(f.normalized if f.normalized is not None else f.value,
                                                     truth_values.get((f.file, f.field)))
                    for f in store.fields()}
    expected = _aggregate(truth_types, truth_values, excluded)
    got = _aggregate(store_types, store_values, excluded)
    rows = []
    for key in sorted(set(expected) | set(got)):
        e, g = expected.get(key), got.get(key)
        rows.append(AggregationProbe(doc_type=key[0], measure=key[1], expected=None if e is None else str(e),
                                     got=None if g is None else str(g), ok=e is not None and e == g))
    return rows


def _tally(rows: list[FieldProbe] | list[DocTypeProbe] | list[AggregationProbe]) -> Tally:
    return Tally(passed=sum(1 for r in rows if r.ok), total=len(rows))


def probe_report(fields: list[FieldProbe], doc_types: list[DocTypeProbe],
                 aggregations: list[AggregationProbe], pages: dict[str, int] | None = None) -> ProbeReport:
    """The one place a ProbeReport is made: the rows and their tallies (`pages`: pages by path)."""
    by_path: dict[str, list[FieldProbe]] = {}
    for f in fields:
        if f.path is not None:
            by_path.setdefault(f.path, []).append(f)
    summary = ProbeSummary(fields=_tally(fields), doc_types=_tally(doc_types),
                           aggregations=_tally(aggregations), pages=pages,
                           fields_by_path={p: _tally(rows) for p, rows in sorted(by_path.items())} if by_path else None)
    return ProbeReport(fields=fields, doc_types=doc_types, aggregations=aggregations, summary=summary)


def probe_store(store: Store, manifest: CorpusManifest) -> ProbeReport:
    return probe_report(field_probe(store, manifest), doctype_probe(store, manifest),
                        aggregation_probe(store, manifest), store.page_paths())


def write_probe(run_dir: Path, probe: ProbeReport) -> Path:
    path = run_dir / PROBE_NAME
    write_record(path, probe)
    return path


def read_probe(path: Path) -> ProbeReport:
    """A probe.json read back through its model (RecordError names the file and the JSON path)."""
    report: ProbeReport = read_record(path, ProbeReport)
    return report


def probe_schema_text() -> str:
    """The JSON Schema of probe.json (`rag-eval schema probe`)."""
    return record_schema_text(ProbeReport, PROBE_NAME)


def probe_table(probe: ProbeReport, failures_only: bool = False) -> str:
    """A plain-text table of PASS/FAIL rows and the summary."""
    lines = []
    for f in probe.fields:
        if not (failures_only and f.ok):
            lines.append(f"{'PASS' if f.ok else 'FAIL'}  field  {f.document}  {f.field}  "
                         f"expected {f.expected!r}  got {f.got!r}")
    for t in probe.doc_types:
        if not (failures_only and t.ok):
            lines.append(f"{'PASS' if t.ok else 'FAIL'}  type   {t.document}  "
                         f"expected {t.expected or 'untyped'}  got {t.got or 'untyped'}")
    for a in probe.aggregations:
        if not (failures_only and a.ok):
            lines.append(f"{'PASS' if a.ok else 'FAIL'}  aggr   {a.doc_type}  {a.measure}  "
                         f"expected {a.expected}  got {a.got}")
    s = probe.summary
    lines.append(f"fields {s.fields.passed}/{s.fields.total} PASS, docTypes "
                 f"{s.doc_types.passed}/{s.doc_types.total} PASS, aggregations "
                 f"{s.aggregations.passed}/{s.aggregations.total} PASS")
    lines += path_lines(s)
    return "\n".join(lines) + "\n"


def path_lines(s: ProbeSummary) -> list[str]:
    """The pages by path and the fields PASS by their document's path, one line each (none: older stores)."""
    lines = []
    if s.pages:
        lines.append("pages by path: " + ", ".join(f"{path} {n}" for path, n in s.pages.items()))
    if s.fields_by_path:
        lines.append("fields PASS by path: " + ", ".join(f"{path} {t.passed}/{t.total}"
                                                        for path, t in s.fields_by_path.items()))
    return lines
