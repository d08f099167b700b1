"""Scan simulation: turn born-digital pages into seeded, recorded, realistic scans.

    from generator.scan import scan_pdf
    files, record = scan_pdf(pdf_bytes, "office-scan", seed=42, doc_index=7, out_format="pdf")

Steps (generator.scan.paper/ink/capture/post) are small dataclasses with explicit
`*_range` parameters; profiles (generator.scan.profiles) group them paper -> ink ->
capture -> post; every draw comes from numpy.random.default_rng derived from
(seed, document, page, step).
"""

from __future__ import annotations

from generator.scan.base import ScanError, Step
from generator.scan.chain import degrade_page, step_rng
from generator.scan.choose import choose_format, choose_profile
from generator.scan.document import ScannedDocument, scan_pdf
from generator.scan.encode import FORMATS, SUFFIXES, encode_pages
from generator.scan.profiles import PROFILE_NAMES, PROFILES, Profile, get_profile

__all__ = [
    "FORMATS",
    "PROFILES",
    "PROFILE_NAMES",
    "SUFFIXES",
    "Profile",
    "ScanError",
    "ScannedDocument",
    "Step",
    "choose_format",
    "choose_profile",
    "degrade_page",
    "encode_pages",
    "get_profile",
    "scan_pdf",
    "step_rng",
]
