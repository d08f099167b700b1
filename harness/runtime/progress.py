"""Progress bars on stderr (rich), one task per stage; silent when quiet.

Library stages report progress through plain callbacks, `(stage, done, total)` and, for
the ask stage, `(done, total, tally)`; this module is the one CLI-side wrapper that
draws them both.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


class StageProgress:
    """A context manager and a `(stage, done, total)` callable; `ask` is the tally callback."""

    def __init__(self, quiet: bool = False) -> None:
        self.quiet = quiet
        self._bar: Progress | None = None
        self._tasks: dict[str, Any] = {}

    def __enter__(self) -> StageProgress:
        if not self.quiet:
            self._bar = Progress(TextColumn("{task.description:<11}"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[note]}"), TimeElapsedColumn(),
                                 console=Console(stderr=True), transient=False)
            self._bar.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.stop()

    def __call__(self, stage: str, done: int, total: int, note: str = "") -> None:
        if self._bar is None:
            return
        if stage not in self._tasks:
            self._tasks[stage] = self._bar.add_task(stage, total=total, note=note)
        self._bar.update(self._tasks[stage], completed=done, total=total, note=note)

    def ask(self, done: int, total: int, tally: dict[str, int]) -> None:
        """The ask stage: one step per question, with the running tally of grades."""
        self("ask", done, total,
             f"{tally['correct']} correct, {tally['partial']} partial, {tally['wrong']} wrong")
