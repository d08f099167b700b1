"""The README's quick-start score, re-measured: its my_rag.py on the corpus `make run` makes.

    .venv/bin/python benchmarks/bench_quick_start.py [--workers 2] [--write docs/measured.json]

Generates seed 42 at the default size (what `make run` generates), builds its store, then runs
the program the README shows (Quick start 2, copied out of README.md) as a `cmd:` pipeline on
it, and prints its correct answers beside the scorecard's floor and ceiling. `--write`
records them, the command and the corpus's plan fingerprint under the key "quick-start" of
docs/measured.json: the README quotes them, and tests/e2e/test_docs_numbers.py checks the
quotes and that the corpus has not moved since.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from measured import record_measured, recorded_corpus

from generator.corpus.writer import Settings, write_corpus
from harness.api import evaluate
from harness.contract.grade import Grade

ROOT = Path(__file__).resolve().parents[1]
COMMAND = "python benchmarks/bench_quick_start.py --write docs/measured.json"


def readme_program() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8").split("```python\n", 1)[1].split("```", 1)[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path, default=None, help="record the score in this JSON file")
    args = parser.parse_args()
    settings = Settings(seed=42)
    with tempfile.TemporaryDirectory(prefix="bench-quick-start-") as tmp:
        corpus, program = Path(tmp) / "seed-42", Path(tmp) / "my_rag.py"
        write_corpus(settings, corpus, workers=args.workers)
        program.write_text(readme_program(), encoding="utf-8")
        card = evaluate(f"cmd:{sys.executable} {program}", corpus, Path(tmp) / "mine", ingest="always",
                        workers=args.workers)
    assert card.bounds is not None, "a run's scorecard states its floor and ceiling"
    score = {"correct": card.summary.by_grade.get(Grade.CORRECT, 0), "questions": card.summary.total,
             "floor": card.bounds.floor.correct, "ceiling": card.bounds.ceiling.correct}
    print(f"my_rag.py: {score['correct']}/{score['questions']}; floor {score['floor']}, "
          f"ceiling {score['ceiling']}")
    if args.write:
        record_measured(args.write, "quick-start", {"command": COMMAND, "score": score,
                                                     "corpora": {"seed-42": recorded_corpus(settings)}})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
