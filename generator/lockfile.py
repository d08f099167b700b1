"""Lock files: the per-file SHA-256 of the reference corpus and the named suites, committed so
tests can regenerate them (files, not a mutex). It writes a corpus and a suite, so it sits
above every stage, at generator/'s top level.

    python -m generator.lockfile --seed 42 --size small    # rewrites corpora/seed-42.small.lock.json
    python -m generator.lockfile --suite dev               # rewrites corpora/suite-dev.lock.json
    python -m generator.lockfile --suite test              # rewrites corpora/suite-test.lock.json
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from generator.corpus.writer import Settings, write_corpus
from generator.suite.lock import folder_hashes, suite_lock
from generator.suite.writer import named_suite_args, write_suite
from harness.contract.suite import NAMED_SUITES
from harness.runtime.fsutil import write_json
from harness.runtime.settings import WORKERS

LOCK_DIR = Path(__file__).resolve().parent.parent / "corpora"


def lock_path(seed: int, size: str) -> Path:
    return LOCK_DIR / f"seed-{seed}.{size}.lock.json"


def suite_lock_path(name: str) -> Path:
    return LOCK_DIR / f"suite-{name}.lock.json"


def lock_data(settings: Settings, workers: int = WORKERS) -> dict[str, Any]:
    """Generate `settings` into a temporary folder and return its lock: settings and file hashes."""
    with tempfile.TemporaryDirectory(prefix="rag-gen-lock-") as tmp:
        out = Path(tmp) / "corpus"
        write_corpus(settings, out, workers=workers)
        files = folder_hashes(out)
    return {"seed": settings.seed, "size": settings.size, "year": settings.year, "files": files}


def suite_lock_data(name: str, workers: int = 1) -> dict[str, Any]:
    """Generate the named suite into a temporary folder and return its lock: its settings, the
    SHA-256 of suite.json and the card, and each household's corpus.json hash and files."""
    args = named_suite_args(name)
    with tempfile.TemporaryDirectory(prefix="rag-gen-lock-") as tmp:
        out = Path(tmp) / name
        suite = write_suite(out=out, workers=workers, **args)
        return suite_lock(out, suite)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Rewrite the committed lock file of a reference corpus or suite.")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--size", default="small", choices=("small", "default", "large"))
    parser.add_argument("--year", type=int, default=2025)
    parser.add_argument("--suite", choices=sorted(NAMED_SUITES), help="Lock a named suite instead of one corpus.")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if args.suite:
        path = suite_lock_path(args.suite)
        write_json(path, suite_lock_data(args.suite, workers=args.workers))
    else:
        path = lock_path(args.seed, args.size)
        write_json(path, lock_data(Settings(args.seed, args.year, args.size), workers=args.workers))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
