"""A suite's lock: its settings, the SHA-256 of suite.json and the card, and each household's
corpus.json hash and files (`corpora/suite-<name>.lock.json` for the named suites, generator/lockfile.py;
`suite.lock.json` in a release, generator/release/)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from harness.contract.suite import SuiteManifest


def folder_hashes(folder: Path) -> dict[str, str]:
    """Every file under `folder` (relative POSIX path) -> its SHA-256, in path order."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def suite_lock(folder: Path, suite: SuiteManifest) -> dict[str, Any]:
    """The lock of the suite written in `folder` (suite.json's record is `suite`)."""
    hashes = folder_hashes(folder)
    corpora = {c.name: {"seed": c.seed, "corpusSha256": c.corpus_sha256,
                        "files": {rel.split("/", 1)[1]: h for rel, h in hashes.items()
                                  if rel.startswith(f"{c.name}/")}}
               for c in suite.corpora}
    return {"name": suite.name, "seeds": list(suite.seeds), "size": suite.size, "questions": suite.questions,
            "suite": {rel: h for rel, h in hashes.items() if "/" not in rel}, "corpora": corpora}
