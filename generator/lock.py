"""Lock files: the per-file SHA-256 of a reference corpus, committed so tests can regenerate it.

    python -m generator.lock --seed 42 --size small    # rewrites corpora/seed-42.small.lock.json
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
from pathlib import Path
from typing import Any

from generator.writer import Settings, write_corpus
from harness.runtime.fsutil import write_json
from harness.runtime.settings import WORKERS

LOCK_DIR = Path(__file__).resolve().parent.parent / "corpora"


def lock_path(seed: int, size: str) -> Path:
    return LOCK_DIR / f"seed-{seed}.{size}.lock.json"


def folder_hashes(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def lock_data(settings: Settings, workers: int = WORKERS) -> dict[str, Any]:
    """Generate `settings` into a temporary folder and return its lock: settings and file hashes."""
    with tempfile.TemporaryDirectory(prefix="rag-gen-lock-") as tmp:
        out = Path(tmp) / "corpus"
        write_corpus(settings, out, workers=workers)
        files = folder_hashes(out)
    return {"seed": settings.seed, "size": settings.size, "year": settings.year, "files": files}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Rewrite the committed lock file of a reference corpus.")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--size", default="small", choices=("small", "default", "large"))
    parser.add_argument("--year", type=int, default=2025)
    args = parser.parse_args(argv)
    path = lock_path(args.seed, args.size)
    write_json(path, lock_data(Settings(args.seed, args.year, args.size)))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
