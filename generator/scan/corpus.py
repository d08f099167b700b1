"""Turn a corpus plan's documents into scans: the bridge between the plan and the simulator.

`apply_scans` (at plan time, cheap) decides which planned documents are scans, renames
their files to the chosen format, keeps `supersedes` references pointing at the renamed
files, appends one scanned copy of a born-digital document, and leaves a scan request
in `scan`. `render_scan` (at render time) turns the document's rendered PDF into the
scanned file and returns the record that replaces the request in corpus.json.
"""

from __future__ import annotations

import dataclasses
from pathlib import PurePosixPath
from typing import Any

from generator.documents.plan import BORN_DIGITAL, PlannedDocument
from generator.documents.templates import Template
from generator.render.raster import check_backend
from generator.scan.assign import Candidate, ScanChoice, assign_scans
from generator.scan.base import ScanError
from generator.scan.document import scan_pdf
from generator.scan.encode import SUFFIXES
from generator.scan.severity import DEFAULT_SEVERITY, check_severity


def _renamed(file: str, fmt: str, tag: str = "") -> str:
    path = PurePosixPath(file)
    return str(path.with_name(f"{path.stem}{tag}{SUFFIXES[fmt]}"))


def _request(choice: ScanChoice, seed: int, rasterizer: str, severity: float) -> dict[str, Any]:
    request: dict[str, Any] = {"profile": choice.profile, "format": choice.format, "rasterizer": rasterizer,
                               "seed": seed}
    if severity != DEFAULT_SEVERITY:
        request["severity"] = severity
    return request


def apply_scans(
    docs: list[PlannedDocument],
    templates: dict[str, Template],
    seed: int,
    ratio: float,
    cover_types: bool,
    rasterizer: str,
    severity: float = DEFAULT_SEVERITY,
) -> list[PlannedDocument]:
    """The plan with its scans applied (new objects; `docs` is left as it was). The page
    count each document's layout spec declares steers multi-page documents to pdf/tiff.
    `severity` scales every profile (generator/scan/severity.py); which documents are
    scans, and how, does not depend on it."""
    check_backend(rasterizer)
    check_severity(severity)
    if ratio == 0:
        return [dataclasses.replace(d) for d in docs]
    candidates = [
        Candidate(d.index, d.kind, d.doc_type, len(d.layout_spec(templates[d.template]).pages))
        for d in docs
    ]
    assignment = assign_scans(candidates, seed, ratio, cover_types)
    names: dict[str, str] = {}
    out: list[PlannedDocument] = []
    for doc in docs:
        choice = assignment.scans.get(doc.index)
        if choice is None:
            out.append(dataclasses.replace(doc))
            continue
        file = _renamed(doc.file, choice.format)
        names[doc.file] = file
        out.append(dataclasses.replace(
            doc, file=file, rendering=choice.profile, scan=_request(choice, seed, rasterizer, severity)
        ))
    for doc in out:
        if doc.supersedes in names:
            doc.supersedes = names[doc.supersedes]
        for old, new in names.items():
            doc.notes = doc.notes.replace(old, new)
    if assignment.duplicate_of is not None and assignment.duplicate is not None:
        source = out[assignment.duplicate_of]
        copy = assignment.duplicate
        out.append(dataclasses.replace(
            source,
            index=len(out),
            file=_renamed(source.file, copy.format, "_scan"),
            notes=f"Scanned copy ({copy.profile}) of {source.file}: the same document twice",
            rendering=copy.profile,
            scan=_request(copy, seed, rasterizer, severity),
        ))
    files = [d.file for d in out]
    if len(set(files)) != len(files):
        raise ScanError("scanning gave two documents the same file name")
    return out


def render_scan(doc: PlannedDocument, pdf_bytes: bytes) -> tuple[bytes, dict[str, Any]]:
    """The scanned file's bytes (one file: several pages of png/jpeg are stacked) and its record."""
    if doc.rendering == BORN_DIGITAL or not doc.scan:
        raise ScanError(f"{doc.file} is not planned as a scan")
    request = doc.scan
    files, record = scan_pdf(
        pdf_bytes,
        request["profile"],
        int(request["seed"]),
        doc.index,
        request["format"],
        rasterizer=request["rasterizer"],
        single_file=True,
        severity=float(request.get("severity", DEFAULT_SEVERITY)),
    )
    (_, data), = files
    return data, record
