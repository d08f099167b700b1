"""Probe a store against a manifest's ground truth: fields, docTypes, aggregations.

- field probe: each probeGroundTruth row against the harvested field of its document
  (PASS when the normalized value, or else the raw value, equals `expected` or one of
  `accept`);
- docType probe: each docTypeGroundTruth row against the store's classification (an
  absent expected type PASSes only when the store left the document untyped);
- aggregation probe: per docType, the count of documents and the total of every money
  field, recomputed from harvested fields (types and values as the store has them) and
  from the manifest's ground truth (expected types, expected values); documents that a
  corrected form supersedes are left out of both.
It measures and never fails: the caller decides what a FAIL means.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from harness.contract.manifest import CorpusManifest
from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.fsutil import write_json
from harness.store.database import Store


def _money_fields(doc_type: str) -> list[str]:
    return [f for f, kind in DOC_TYPES.get(doc_type, {}).items() if kind == "money"]


def field_probe(store: Store, manifest: CorpusManifest) -> list[dict[str, Any]]:
    harvested = {(f.file, f.field): f for f in store.fields()}
    types = {d.document: d.expected_type for d in manifest.doc_type_ground_truth or []}
    types.update({d.file: d.doc_type for d in manifest.documents or [] if d.file not in types})
    rows = []
    for row in manifest.probe_ground_truth or []:
        got = harvested.get((row.document, row.field))
        value = None if got is None else (got.normalized if got.normalized is not None else got.value)
        ok = value is not None and (value == row.expected or value in row.accept)
        rows.append({"document": row.document, "docType": types.get(row.document), "field": row.field,
                     "expected": row.expected, "got": value, "pass": ok})
    return rows


def doctype_probe(store: Store, manifest: CorpusManifest) -> list[dict[str, Any]]:
    typed = store.doctypes()
    rows = []
    for row in manifest.doc_type_ground_truth or []:
        got = typed.get(row.document)
        value = got.doc_type if got else None
        rows.append({"document": row.document, "expected": row.expected_type, "got": value,
                     "pass": got is not None and value == row.expected_type})
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


def aggregation_probe(store: Store, manifest: CorpusManifest) -> list[dict[str, Any]]:
    excluded = {d.supersedes for d in manifest.documents or [] if d.supersedes}
    truth_types = {d.document: d.expected_type for d in manifest.doc_type_ground_truth or []}
    truth_values = {(r.document, r.field): parse_amount(r.expected) for r in manifest.probe_ground_truth or []}
    store_types = {f: t.doc_type for f, t in store.doctypes().items()}
    store_values = {(f.file, f.field): parse_amount(f.normalized if f.normalized is not None else f.value)
                    for f in store.fields()}
    expected = _aggregate(truth_types, truth_values, excluded)
    got = _aggregate(store_types, store_values, excluded)
    rows = []
    for key in sorted(set(expected) | set(got)):
        e, g = expected.get(key), got.get(key)
        rows.append({"docType": key[0], "measure": key[1],
                     "expected": None if e is None else str(e), "got": None if g is None else str(g),
                     "pass": e is not None and e == g})
    return rows


def _tally(rows: list[dict[str, Any]]) -> dict[str, int]:
    return {"pass": sum(1 for r in rows if r["pass"]), "total": len(rows)}


def probe_store(store: Store, manifest: CorpusManifest) -> dict[str, Any]:
    fields = field_probe(store, manifest)
    doc_types = doctype_probe(store, manifest)
    aggregations = aggregation_probe(store, manifest)
    return {
        "fields": fields,
        "docTypes": doc_types,
        "aggregations": aggregations,
        "summary": {"fields": _tally(fields), "docTypes": _tally(doc_types),
                    "aggregations": _tally(aggregations)},
    }


def write_probe(run_dir: Path, probe: dict[str, Any]) -> Path:
    path = run_dir / "probe.json"
    write_json(path, probe)
    return path


def probe_table(probe: dict[str, Any], failures_only: bool = False) -> str:
    """A plain-text table of PASS/FAIL rows and the summary."""
    lines = []
    for r in probe["fields"]:
        if not (failures_only and r["pass"]):
            lines.append(f"{'PASS' if r['pass'] else 'FAIL'}  field  {r['document']}  {r['field']}  "
                         f"expected {r['expected']!r}  got {r['got']!r}")
    for r in probe["docTypes"]:
        if not (failures_only and r["pass"]):
            lines.append(f"{'PASS' if r['pass'] else 'FAIL'}  type   {r['document']}  "
                         f"expected {r['expected'] or 'untyped'}  got {r['got'] or 'untyped'}")
    for r in probe["aggregations"]:
        if not (failures_only and r["pass"]):
            lines.append(f"{'PASS' if r['pass'] else 'FAIL'}  aggr   {r['docType']}  {r['measure']}  "
                         f"expected {r['expected']}  got {r['got']}")
    s = probe["summary"]
    lines.append(f"fields {s['fields']['pass']}/{s['fields']['total']} PASS, docTypes "
                 f"{s['docTypes']['pass']}/{s['docTypes']['total']} PASS, aggregations "
                 f"{s['aggregations']['pass']}/{s['aggregations']['total']} PASS")
    return "\n".join(lines) + "\n"
