"""The degradation curve (harness/scoring/curve.py) on a crafted sweep: shares and mean intervals,
monotone falls, the table, the plot."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from harness.runtime.settings import SettingError
from harness.scoring.blame import Cause
from harness.scoring.curve import (
    Level,
    Sweep,
    curve_svg,
    falls_monotonically,
    mean_interval,
    share,
    sweep_html,
    sweep_markdown,
)
from harness.sweep import known_producers, parse_producers


def _level(name: str, severity: float | None, correct: int, fields: int, cer: float | None) -> Level:
    return Level(level=name, severity=severity, corpus_sha256="0" * 64, accuracy=share(correct, 10),
                 by_category={"lookup": share(correct // 2, 5), "negative": share(correct - correct // 2, 5)},
                 probe_fields=share(fields, 40), ocr_cer=cer, ocr_cer_ci95=None if cer is None else (cer / 2, cer * 2),
                 ocr_documents=0 if cer is None else 4,
                 by_cause={**dict.fromkeys(Cause, 0), Cause.NOT_RECOGNIZED: 10 - correct}, seconds=1.5)


SWEEP = Sweep(seed=42, size="small", year=2025, pipeline="extractive", levels=[
    _level("born-digital", None, 9, 40, None),
    _level("severity-0", 0.0, 8, 36, 0.05),
    _level("severity-1", 1.0, 3, 12, 0.5),
])


def test_shares_and_mean_intervals_are_exact_and_seeded() -> None:
    assert share(7, 10).model_dump() == {"k": 7, "n": 10, "share": 0.7, "ci95": (0.3968, 0.8922)}
    assert share(0, 0).share == 0.0
    assert mean_interval([0.1, 0.2, 0.3, 0.4]) == mean_interval([0.1, 0.2, 0.3, 0.4])
    mean, (low, high) = mean_interval([0.1, 0.2, 0.3, 0.4])
    assert mean == 0.25 and 0.1 <= low < mean < high <= 0.4


def test_monotone_means_no_rise_above_the_previous_interval() -> None:
    assert falls_monotonically(SWEEP.levels)
    assert share(36, 40).ci95 == (0.7695, 0.9604)
    # 36/40 -> 38/40 rises inside the interval (noise); 36/40 -> 40/40 rises above it
    assert falls_monotonically([SWEEP.levels[1], _level("severity-1", 1.0, 3, 38, 0.5)])
    assert not falls_monotonically([SWEEP.levels[1], _level("severity-1", 1.0, 3, 40, 0.5)])


def test_the_table_lists_every_level_with_intervals_and_causes() -> None:
    md = sweep_markdown(SWEEP)
    assert md.startswith("# Degradation curve: seed 42 (small), pipeline `extractive`\n")
    assert "| born-digital | 9/10 90% [60%, 98%] | 40/40 100% [91%, 100%] | - | 1.5 |\n" in md
    assert "| severity-1 | 3/10 30% [11%, 60%] | 12/40 30% [18%, 45%] | 0.500 [0.250, 1.000] | 1.5 |\n" in md
    assert "| severity-0 | 4/5 | 4/5 |\n" in md
    assert "| severity-1 | 0 | 7 | 0 | 0 | 0 | 0 | 0 |\n" in md
    assert md.endswith("Probe field accuracy falls monotonically with severity (within interval noise): yes\n")


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)


def test_the_plot_has_a_point_per_level_and_series_and_the_page_is_self_contained() -> None:
    svg = curve_svg(SWEEP)
    # 2 severities x (all + 2 categories) on the left, x (probe fields + CER) on the right
    assert svg.count("<circle") == 2 * 3 + 2 * 2
    assert svg.count('stroke-dasharray="5,4"') == 2  # born-digital: accuracy and probe fields
    assert "<title>OCR CER at 1: 0.500 [0.250, 1.000]</title>" in svg
    parser = _Tags()
    parser.feed(sweep_html(SWEEP))
    assert parser.tags.count("svg") == 1 and parser.tags.count("table") == 3
    assert not {"script", "img", "link"} & set(parser.tags)


def test_a_producer_level_is_a_row_and_a_dashed_reference_not_a_point_of_the_curve() -> None:
    produced = _level("producer-fillable", None, 5, 20, 0.1).model_copy(update={"producer": "fillable"})
    sweep = SWEEP.model_copy(update={"levels": [*SWEEP.levels, produced]})
    md = sweep_markdown(sweep)
    assert ("Producer levels (`producer-<name>`): the born-digital documents written by each producer "
            "(`rag-gen producers`): fillable.") in md
    assert "| producer-fillable | 5/10 50% [24%, 76%] | 20/40 50% [35%, 65%] | 0.100 [0.050, 0.200] | 1.5 |\n" in md
    assert falls_monotonically(sweep.levels)  # the curve is the scans': a producer level is no severity
    svg = curve_svg(sweep)
    assert svg.count("<circle") == 2 * 3 + 2 * 2  # no point for it
    assert svg.count('stroke-dasharray="5,4"') == 3  # its probe fields beside the born-digital references
    assert "<title>fillable probe fields: 0.500</title>" in svg
    assert "dashed: born-digital reference; in the right panel, one per producer</text>" in svg


def test_sweep_producers_are_checked_against_the_known_names() -> None:
    known = known_producers()  # from `rag-gen producers --json`, in a child process
    assert "reportlab" in known
    assert parse_producers("reportlab, reportlab", known) == ["reportlab"]
    with pytest.raises(SettingError) as info:
        parse_producers("reportlib", known)
    assert str(info.value) == "--producers: unknown producer 'reportlib' (did you mean reportlab?)"
