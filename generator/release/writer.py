"""`rag-gen release NAME|SUITE_DIR --out DIR`: a suite frozen as a shareable dataset.

DIR holds `suite/` (the suite's files, byte for byte: generated on the fly for a named suite, dev
or test, or copied from SUITE_DIR), `data/<config>/<split>.parquet` and `.jsonl` for the configs
questions, probe and documents (generator/release/tables.py) in the Hugging Face datasets layout,
`suite.lock.json` (every file's SHA-256), the dataset card `README.md` (generator/release/card.py)
and, written last, `rag-export.json`: a release is an export (harness/contract/outputs.py), all or
nothing, replaced only with `--force`. The split is `validation` for the dev suite (tune on it),
`test` for any other.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from generator.corpus.card import CARD_NAME
from generator.corpus.writer import TOOL
from generator.release.card import LOCK_NAME, release_card
from generator.release.files import write_config
from generator.release.tables import SUITE_FOLDER, suite_tables
from generator.suite.lock import suite_lock
from generator.suite.writer import SuiteProgress, named_suite_args, write_suite
from harness.contract.manifest import MANIFEST_NAME
from harness.contract.outputs import Input, check_out, write_export
from harness.contract.suite import NAMED_SUITES, SUITE_NAME, SuiteManifest, load_suite
from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text, dumps_json
from harness.runtime.versions import NOT_INSTALLED, dist_version

RELEASE_FORMAT = "release"


class ReleaseError(RagError):
    """A source that is not a suite, or a release that cannot be written."""


@dataclass(frozen=True)
class Released:
    out: Path
    suite: SuiteManifest
    split: str
    rows: dict[str, int]  # config -> rows


def release_split(suite: SuiteManifest) -> str:
    """`validation` for the dev suite (and its -seen/-unseen splits), `test` for any other."""
    return "validation" if suite.name == "dev" or suite.name.startswith("dev-") else "test"


def release_source(source: str) -> Path | None:
    """The suite folder SOURCE names, or None when it names a named suite to generate; a ReleaseError
    for anything else."""
    folder = Path(source)
    if (folder / SUITE_NAME).is_file():
        return folder
    if source in NAMED_SUITES and not folder.exists():
        return None
    if (folder / MANIFEST_NAME).is_file():
        raise ReleaseError(f"{source} is a corpus, not a suite: a release is of a suite (rag-gen suite --seeds N..N "
                           "writes a suite of one household)")
    named = ", ".join(sorted(NAMED_SUITES))
    raise ReleaseError(f"{source} is neither a named suite ({named}) nor a suite folder (no {SUITE_NAME})")


def _pyarrow() -> str:
    version = dist_version("pyarrow")
    if version == NOT_INSTALLED:
        raise ReleaseError("a release writes Parquet with pyarrow, which is not installed (pip install pyarrow)")
    return version


def release_versions() -> dict[str, str]:
    """What writes a release, for its card: this rag-gen and pyarrow (refused when missing)."""
    return {"rag-gen": TOOL.removeprefix("rag-gen "), "pyarrow": _pyarrow()}


def write_release_files(root: Path, suite_dir: Path, versions: dict[str, str], out: Path | None = None) -> Released:
    """Everything a release derives from its suite (`suite_dir`), written into `root`: the configs'
    files, the lock and the card (`rag-gen verify` of a release writes them again to compare)."""
    suite = load_suite(suite_dir)
    split = release_split(suite)
    tables = suite_tables(suite_dir, suite)
    for table in tables:
        write_config(root, table, split)
    atomic_write_text(root / LOCK_NAME, dumps_json(suite_lock(suite_dir, suite)))
    atomic_write_text(root / CARD_NAME, release_card(suite, tables, split, versions))
    return Released(out or root, suite, split, {t.name: len(t.rows) for t in tables})


def write_release(source: str, out: Path, *, force: bool = False, workers: int = 1, executor: str = "local",
                  progress: SuiteProgress | None = None) -> Released:
    """Write the release of SOURCE (a named suite, generated, or a suite folder) into `out`."""
    out = Path(out)
    folder = release_source(source)
    check_out(out, "export", force=force, inputs=[Input("suite", folder)] if folder is not None else [],
              error=ReleaseError)
    versions = release_versions()
    if folder is not None:
        load_suite(folder)  # a suite.json that does not load fails before anything is written
    done: dict[str, Released] = {}

    def fill(tmp: Path) -> None:
        suite_dir = tmp / SUITE_FOLDER
        if folder is None:
            write_suite(out=suite_dir, workers=workers, executor=executor, progress=progress,
                        **named_suite_args(source))
        else:
            shutil.copytree(folder, suite_dir)
        done["release"] = write_release_files(tmp, suite_dir, versions, out)

    write_export(out, TOOL, RELEASE_FORMAT, fill)
    return done["release"]
