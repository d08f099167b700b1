"""`rag-gen verify DIR` on a release: its suite verified as any suite (every household regenerated),
then what the release derives from the suite (the configs' Parquet and JSON lines, the lock, the
card) written again and compared byte for byte. A Parquet file that differs names the pyarrow that
wrote it (its `created_by`) when that is not the installed one."""

from __future__ import annotations

import tempfile
from pathlib import Path

from generator.corpus.verify import NO_RECORDED_CAUSE, Verification
from generator.release.tables import SUITE_FOLDER
from generator.release.writer import RELEASE_FORMAT, release_versions, write_release_files
from generator.suite.lock import folder_hashes
from generator.suite.verify import verify_suite
from generator.suite.writer import SuiteProgress
from harness.contract.outputs import EXPORT_MARKER
from harness.contract.suite import SUITE_NAME
from harness.runtime.errors import ManifestError
from harness.runtime.jsonread import read_json

PARQUET_WRITER = "parquet-cpp-arrow version "


def is_release(folder: Path) -> bool:
    """A folder `rag-gen release` wrote: its marker says so and it holds a suite."""
    marker = Path(folder) / EXPORT_MARKER
    if not marker.is_file() or not (Path(folder) / SUITE_FOLDER / SUITE_NAME).is_file():
        return False
    try:
        data = read_json(marker, ManifestError)
    except ManifestError:
        return False
    return isinstance(data, dict) and data.get("format") == RELEASE_FORMAT


def _parquet_cause(path: Path, rel: str, installed: str) -> str | None:
    import pyarrow.parquet as pq

    try:
        written = pq.ParquetFile(path).metadata.created_by or ""
    except (OSError, ValueError):  # no longer Parquet (ArrowInvalid is a ValueError): nothing to name
        return None
    version = written.removeprefix(PARQUET_WRITER) if written.startswith(PARQUET_WRITER) else written
    return None if version == installed else f"pyarrow is {installed} here, {version or '(unknown)'} wrote {rel}"


def verify_release(folder: Path, workers: int = 1, progress: SuiteProgress | None = None,
                   executor: str = "local") -> Verification:
    folder = Path(folder)
    inner = verify_suite(folder / SUITE_FOLDER, workers=workers, progress=progress, executor=executor)
    problems = [f"{kind}: {SUITE_FOLDER}/{rel}" for kind, rel in (p.split(": ", 1) for p in inner.problems)]
    versions = release_versions()
    with tempfile.TemporaryDirectory(prefix="rag-gen-verify-") as tmp:
        write_release_files(Path(tmp), folder / SUITE_FOLDER, versions)
        expected = folder_hashes(Path(tmp))
    actual = {rel: h for rel, h in folder_hashes(folder).items()
              if not rel.startswith(f"{SUITE_FOLDER}/") and rel != EXPORT_MARKER}
    causes = list(inner.causes)
    differs = False
    for rel in sorted(set(expected) | set(actual)):
        if rel not in actual:
            problems.append(f"missing: {rel}")
        elif rel not in expected:
            problems.append(f"unexpected: {rel}")
        elif expected[rel] != actual[rel]:
            problems.append(f"differs: {rel}")
            differs = True
            cause = _parquet_cause(folder / rel, rel, versions["pyarrow"]) if rel.endswith(".parquet") else None
            if cause is not None:
                causes.append(cause)
    if differs and not causes:
        causes.append(NO_RECORDED_CAUSE)
    return Verification(inner.checked + len(expected), sorted(problems, key=lambda line: line.split(": ", 1)[1]),
                        causes)
