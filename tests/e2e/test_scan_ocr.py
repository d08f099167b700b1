"""Real OCR (tesseract, one thread) on scanned specimen forms: the profiles degrade, within reason.

office-scan and clean must keep at least 95% of the printed values readable (verbatim or
in an accepted OCR money shape); fax and phone-photo must really lose some (their rates
are benchmark figures, printed here, and only asserted below clean).
"""

from __future__ import annotations

import os
from functools import cache

import pytest

from generator.render.raster import rasterize
from generator.scan import PROFILES, degrade_page
from generator.scan.quality import ocr_text, recovered
from generator.scan.specimen import specimen_pdf

os.environ["OMP_THREAD_LIMIT"] = "1"
SEED, PAGES = 2026, 3


@cache
def rate(profile: str) -> float:
    pdf, values = specimen_pdf(SEED, pages=PAGES)
    prof = PROFILES[profile]
    hits = total = 0
    for index, page in enumerate(rasterize(pdf, prof.dpi)):
        image, _ = degrade_page(page, prof, SEED, 0, index)
        text = ocr_text(image)
        hits += sum(recovered(text, v.expected, v.accept) for v in values[index])
        total += len(values[index])
    print(f"{profile}: {hits}/{total} values recovered")
    return hits / total


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["clean", "office-scan"])
def test_clean_and_office_scans_stay_readable(profile):
    assert rate(profile) >= 0.95


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["fax", "phone-photo"])
def test_fax_and_phone_photo_read_worse_than_clean(profile):
    assert rate(profile) < rate("clean")
