"""Which documents become scans: the share, the coverage rules, the duplicate, determinism."""

from __future__ import annotations

import pytest

from generator.scan.assign import Candidate, ScanChoice, assign_scans
from generator.scan.profiles import PROFILES
from harness.runtime.settings import SettingError

TYPES = ["W-2", "W-2c", "1099-INT", "1099-DIV", "1099-NEC", "1099-R", "1098", "property-tax-bill", "pay-stub",
         "bank-statement", "credit-card-statement", "utility-bill", "insurance-declarations", "lease", "invoice"]


def default_like() -> list[Candidate]:
    """50 documents: several of each typed docType, 3 lookalikes, 4 untyped statements."""
    docs = [Candidate(i, "typed", TYPES[i % len(TYPES)]) for i in range(43)]
    docs += [Candidate(43 + i, "lookalike", None) for i in range(3)]
    docs += [Candidate(46 + i, "untyped", None) for i in range(4)]
    return docs


def test_default_corpus_scans_every_type_profile_and_format():
    docs = default_like()
    plan = assign_scans(docs, 42, 0.4, cover_types=True)
    assert plan == assign_scans(docs, 42, 0.4, cover_types=True)
    assert len(plan.scans) == 20
    scanned_types = {d.doc_type for d in docs if d.index in plan.scans and d.kind == "typed"}
    assert scanned_types == set(TYPES)
    assert any(d.kind == "lookalike" and d.index in plan.scans for d in docs)
    assert {c.profile for c in plan.scans.values()} == set(PROFILES)
    assert {c.format for c in plan.scans.values()} == {"pdf", "png", "jpeg", "tiff"}
    assert all(c.format in PROFILES[c.profile].formats for c in plan.scans.values())
    assert plan.duplicate_of is not None and plan.duplicate_of not in plan.scans
    assert docs[plan.duplicate_of].kind == "typed"
    assert isinstance(plan.duplicate, ScanChoice)
    other = assign_scans(docs, 43, 0.4, cover_types=True)
    assert other.scans != plan.scans


def test_small_corpus_has_an_image_only_pdf_and_an_image():
    docs = [Candidate(i, "typed", TYPES[i]) for i in range(13)] + [Candidate(13, "lookalike", None)]
    for seed in range(30):
        plan = assign_scans(docs, seed, 0.4, cover_types=False)
        formats = [c.format for c in plan.scans.values()]
        assert len(formats) == 6
        assert "pdf" in formats
        assert {"png", "jpeg"} & set(formats)
        assert plan.duplicate_of is not None


def test_ratio_extremes_and_bad_ratio():
    docs = default_like()
    assert assign_scans(docs, 1, 0.0, cover_types=True).scans == {}
    everything = assign_scans(docs, 1, 1.0, cover_types=True)
    assert sorted(everything.scans) == list(range(50))
    assert everything.duplicate_of is None
    with pytest.raises(SettingError) as err:
        assign_scans(docs, 1, 1.5, cover_types=True)
    assert str(err.value) == "--scan-ratio must be between 0 and 1, got 1.5"
