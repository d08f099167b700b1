"""`--harness DIR` for a bench run as a script: the package `harness` imported from the checkout DIR.

Imported by such a bench before anything imports `harness` (it acts when imported): when the command
line names `--harness DIR` (or `--harness=DIR`), a folder holding only a link `harness -> DIR/harness`
goes first on sys.path, so the ingest, harvest, pipelines and grader are DIR's (another commit's, e.g.
a `git worktree add --detach` of it) while the generator, the test pages and the bench stay this
checkout's: the same corpora and questions, measured under two harnesses. Processes the ingest spawns
inherit sys.path. Without the option it does nothing.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path


def named(argv: Sequence[str]) -> str | None:
    """The DIR of the last `--harness DIR` or `--harness=DIR` in `argv`, or None."""
    given = [a.split("=", 1)[1] for a in argv if a.startswith("--harness=")]
    given += [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--harness"]
    return given[-1] if given else None


def use(folder: str) -> Path:
    """Put a link to `folder`/harness first on sys.path; the package's folder."""
    package = Path(folder).resolve() / "harness"
    if not (package / "__init__.py").is_file():
        raise SystemExit(f"--harness: no harness package in {folder}")
    if "harness" in sys.modules:
        raise SystemExit("--harness: the harness is already imported")
    links = Path(tempfile.mkdtemp(prefix="harness-from-"))
    (links / "harness").symlink_to(package, target_is_directory=True)
    sys.path.insert(0, str(links))
    return package


if (given := named(sys.argv[1:])) is not None:
    use(given)
