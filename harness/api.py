"""The Python API: evaluate a pipeline on a corpus and get the typed scorecard back, and the
two gates a pipeline's own test suite asserts (`from harness import evaluate`).

    from harness import evaluate, assert_no_category_below, assert_not_worse

    card = evaluate(my_answer_function, "corpora/seed-42", out="runs/mine")
    assert_no_category_below(card, 0.5)
    assert_not_worse(card, "runs/baseline/scorecard.json")

`pipeline` is what `--pipeline python:` takes (a callable, a Pipeline object, a factory of
the PipelineContext) or a spec string (`extractive`, `cmd:python3 my_rag.py`, ...).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.runtime.errors import RagError
from harness.scoring.scorecard import Scorecard, read_scorecard
from harness.scoring.stats import wilson


def _label(pipeline: Any) -> str:
    name = getattr(pipeline, "__qualname__", None) or type(pipeline).__qualname__
    module = getattr(pipeline, "__module__", None) or type(pipeline).__module__
    return f"python:{module}:{name}"


def evaluate(pipeline: Any, corpus: str | Path, out: str | Path, *, store: str | Path | None = None,
             ingest: str = "auto", config: HarnessConfig | None = None, categories: tuple[str, ...] = (),
             limit: int | None = None, workers: int = 1) -> Scorecard:
    """Run `pipeline` on `corpus` as `rag-eval run` does, writing the run into `out`; return its scorecard.

    The run folder gets what `rag-eval run` writes (answers.jsonl, scorecard.json, report.html, ...);
    `ingest`, `store`, `categories`, `limit` and `workers` mean what the CLI's options do."""
    from harness.run import run_eval

    spec, obj = (pipeline, None) if isinstance(pipeline, str) else (_label(pipeline), pipeline)
    result = run_eval(Path(corpus), Path(out), spec=spec, config=config,
                      store=Path(store) if store is not None else None, categories=tuple(categories),
                      limit=limit, workers=workers, ingest=ingest, pipeline=obj)
    return result.card


def _card(card: Scorecard | str | Path) -> Scorecard:
    if isinstance(card, Scorecard):
        return card
    path = Path(card)
    return read_scorecard(path / "scorecard.json" if path.is_dir() else path)


def _share(counts: dict[Grade, int]) -> tuple[int, int]:
    return counts.get(Grade.CORRECT, 0), sum(counts.values())


def assert_no_category_below(card: Scorecard | str | Path, share: float) -> None:
    """Fail (AssertionError) naming every category whose share of correct answers is below `share`."""
    if not 0.0 <= share <= 1.0:
        raise RagError(f"a share is between 0 and 1, not {share}")
    low = []
    for category, tally in sorted(_card(card).summary.by_category.items()):
        correct, total = tally.correct, tally.total
        if total and correct / total < share:
            low.append(f"{category} {correct}/{total} ({correct / total:.0%})")
    if low:
        raise AssertionError(f"categories below {share:.0%} correct: {', '.join(low)}")


def assert_not_worse(card: Scorecard | str | Path, baseline: Scorecard | str | Path) -> None:
    """Fail when the run's accuracy is below the lower end of the baseline's 95% Wilson interval.

    A difference inside that interval is what the same pipeline scores from run to run of
    this size; the runs must be on the same corpus.json (same SHA-256)."""
    got, base = _card(card), _card(baseline)
    if got.corpus.sha256 != base.corpus.sha256:
        raise RagError(f"the runs are on different corpora (sha256 {got.corpus.sha256[:12]} vs "
                       f"{base.corpus.sha256[:12]})")
    k, n = _share(base.summary.by_grade)
    low, high = wilson(k, n)
    correct, total = _share(got.summary.by_grade)
    accuracy = correct / total if total else 0.0
    if accuracy < low:
        raise AssertionError(f"{correct}/{total} correct ({accuracy:.1%}) is worse than the baseline's "
                             f"{k}/{n} ({k / n:.1%}, 95% interval {low:.1%}-{high:.1%})")
