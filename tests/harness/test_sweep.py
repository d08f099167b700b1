"""rag-eval sweep and its curve: levels, intervals, the table, the plot, and one real sweep."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.contract.ocr_error import char_error_rate, order_free
from harness.scoring.blame import Cause
from harness.scoring.curve import (
    Level,
    Sweep,
    curve_svg,
    document_cer,
    falls_monotonically,
    mean_interval,
    share,
    sweep_html,
    sweep_markdown,
)
from harness.sweep import SweepError, household, level_name, parse_severities
from tests.support.clirunner import invoke


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


def test_order_free_cer_ignores_reading_order_and_counts_misreads() -> None:
    assert order_free("Box 1\n  wages 52,340.17") == "1 52,340.17 Box wages"
    assert char_error_rate(order_free("a b c"), order_free("c b a")) == 0.0
    assert char_error_rate("wages", "wagcs") == 0.2
    assert document_cer({"w2": "Wages 100.00", "bill": "Due 5.00"}, {"w2": "100.00 Wagcs"}) == {"w2": 0.0833}


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


def test_severities_and_sources_are_checked() -> None:
    assert parse_severities("1,0,0.5,0.5") == [0.0, 0.5, 1.0]
    for text, message in (("0,2", "--severity: 2 is not between 0 and 1"),
                          ("a", "--severity takes numbers between 0 and 1 separated by commas, got 'a'")):
        with pytest.raises(SweepError) as exc:
            parse_severities(text)
        assert str(exc.value) == message
    assert household("7", "small", 2024) == {"seed": "7", "size": "small", "year": "2024", "rasterizer": "pdfium"}
    assert (level_name(None), level_name(0.25), level_name(1.0)) == ("born-digital", "severity-0.25", "severity-1")


def test_a_sweep_of_a_folder_that_rag_gen_did_not_make_is_refused(tmp_path: Path) -> None:
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "corpus.json").write_text(json.dumps({"name": "x", "description": "d", "questions": []}))
    r = invoke(rag_eval, "sweep", str(tmp_path / "c"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'c'}: corpus.json does not record generator.seed, "
                                  "generator.size, generator.year (a sweep regenerates the corpus: was it made by "
                                  "rag-gen?)\n")
    r = invoke(rag_eval, "sweep", str(tmp_path / "nope"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'nope'} is neither a corpus folder (with corpus.json) "
                                  "nor a seed\n")
    r = invoke(rag_eval, "sweep", "42", "--severity", "0,1.5")
    assert (r.code, r.err) == (1, "Error: --severity: 1.5 is not between 0 and 1\n")


@pytest.mark.slow
def test_a_sweep_of_seed_42_at_two_severities(tmp_path: Path) -> None:
    out = tmp_path / "sweep"
    r = invoke(rag_eval, "sweep", "42", "--severity", "0,1", "--out", str(out), "--workers", "2", "--quiet")
    assert r.code == 0, r.err
    lines = r.out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["born-digital", "severity-0", "severity-1", "report"]
    assert {p.name for p in out.iterdir()} == {"corpora", "runs", "sweep.json", "sweep.md", "curve.svg",
                                               "report.html"}
    sweep = json.loads((out / "sweep.json").read_text())
    levels = {lv["level"]: lv for lv in sweep["levels"]}
    # the same documents and questions at every level
    assert {lv["accuracy"]["n"] for lv in levels.values()} == {33}
    assert {lv["probeFields"]["n"] for lv in levels.values()} == {102}
    assert levels["born-digital"]["probeFields"]["k"] == 92 and levels["born-digital"]["ocrCer"] is None
    assert levels["severity-0"]["ocrDocuments"] == 17
    assert (levels["born-digital"]["probeFields"]["k"] > levels["severity-0"]["probeFields"]["k"]
            > levels["severity-1"]["probeFields"]["k"])
    assert levels["severity-0"]["ocrCer"] < levels["severity-1"]["ocrCer"]
    assert levels["severity-1"]["byCause"]["not-recognized"] > levels["severity-0"]["byCause"]["not-recognized"]
    corpus = json.loads((out / "corpora" / "severity-1" / "corpus.json").read_text())
    assert corpus["generator"]["scanSeverity"] == "1.0" and corpus["generator"]["scanRatio"] == "1.0"
