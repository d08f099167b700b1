"""The progress bar of `rag-eval run`'s ask stage: one step per question, with the tally."""

from __future__ import annotations

from types import TracebackType
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


class AskBar:
    """A context manager and an `(done, total, tally)` callable; silent when quiet."""

    def __init__(self, quiet: bool = False) -> None:
        self._bar: Progress | None = None
        self._task: Any = None
        self.quiet = quiet

    def __enter__(self) -> AskBar:
        if not self.quiet:
            self._bar = Progress(TextColumn("ask"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[tally]}"), TimeElapsedColumn(),
                                 console=Console(stderr=True))
            self._bar.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.stop()

    def __call__(self, done: int, total: int, tally: dict[str, int]) -> None:
        if self._bar is None:
            return
        text = f"{tally['correct']} correct, {tally['partial']} partial, {tally['wrong']} wrong"
        if self._task is None:
            self._task = self._bar.add_task("ask", total=total, tally=text)
        self._bar.update(self._task, completed=done, total=total, tally=text)
