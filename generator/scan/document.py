"""Scan a whole PDF document: rasterize, degrade every page, encode, and record what was done."""

from __future__ import annotations

from typing import Any, NamedTuple

from generator.render.raster import DEFAULT_BACKEND, rasterize, rasterizer_info
from generator.scan.chain import check_index, degrade_page
from generator.scan.encode import MULTI_PAGE, check_format, encode_pages, to_color
from generator.scan.profiles import Profile, get_profile
from generator.scan.severity import DEFAULT_SEVERITY, severity_label


class ScannedDocument(NamedTuple):
    """`files`: (suffix, bytes) to write as `<stem><suffix>`; `record`: documents[].scan."""

    files: list[tuple[str, bytes]]
    record: dict[str, Any]


def scan_pdf(
    pdf_bytes: bytes,
    profile: str | Profile,
    seed: int,
    doc_index: int,
    out_format: str,
    rasterizer: str = DEFAULT_BACKEND,
    single_file: bool = False,
    severity: float = DEFAULT_SEVERITY,
) -> ScannedDocument:
    """Turn a born-digital PDF into a scan delivered as `out_format` (pdf, png, jpeg, tiff).

    Every random draw comes from (seed, doc_index, page, step), so the same arguments give
    the same bytes. pdf and tiff hold all pages in one file; png and jpeg give one file
    per page (suffix ".png" for a single page, "-p1.png", "-p2.png", ... otherwise), or,
    with `single_file`, one image of the pages stacked top to bottom.
    The record is JSON-ready: profile, rasterizer and its version, dpi, colour, format,
    and per page the size and each step's applied parameters; and the scan severity when
    it is not the default (generator/scan/severity.py: the profile's ranges scaled).
    """
    prof = (profile if isinstance(profile, Profile) else get_profile(profile)).at_severity(severity)
    check_format(out_format)
    check_index("seed", seed)
    check_index("document index", doc_index)
    info = rasterizer_info(rasterizer)
    pages = rasterize(pdf_bytes, prof.dpi, rasterizer)
    degraded, page_records = [], []
    for page_index, page in enumerate(pages):
        image, record = degrade_page(page, prof, seed, doc_index, page_index)
        degraded.append(to_color(image, prof.color))
        page_records.append(record)
    files = encode_pages(degraded, out_format, prof.dpi, single_file)
    return ScannedDocument(
        files,
        {
            "profile": prof.name,
            **info.provenance(),
            "dpi": prof.dpi,
            "captureDpi": list(prof.capture_dpi),
            "color": prof.color,
            "format": out_format,
            "multiPageFile": out_format in MULTI_PAGE,
            "stackedPages": len(pages) if single_file and out_format not in MULTI_PAGE and len(pages) > 1 else 0,
            "pages": page_records,
            **({"severity": severity_label(severity)} if severity != DEFAULT_SEVERITY else {}),
        },
    )
