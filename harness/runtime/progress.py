"""Progress on stderr, one task per stage; silent when quiet.

Library stages report progress through plain callbacks, `(stage, done, total)` and, for
the ask stage, `(done, total, tally)`; this module is the one CLI-side wrapper that
draws them both:

- on a terminal, rich bars (a stage whose count goes back, as the next household's ingest
  in a suite does, restarts its bar and its clock);
- elsewhere (a CI log, a file), plain lines: one when a stage starts or starts over, one
  each time it crosses a tenth of its total, one when it reaches its total. Their content
  depends only on the counts, never on the clock: `ask 12/55 (7 correct, 3 partial, 2 wrong)`.
  The stage `households` (a suite) starts a round: every other stage starts afresh.
"""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

STEPS = 10  # plain lines: one per tenth of a stage's total
ROUND = "households"  # a suite's stage: each of its steps starts the other stages afresh


class PlainLines:
    """The plain form: a line per stage start, tenth crossed, end and restart."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._last: dict[str, tuple[int, int]] = {}  # stage -> (done, total) last seen

    def update(self, stage: str, done: int, total: int, note: str = "") -> None:
        if stage == ROUND:
            self._last.clear()
        last = self._last.get(stage)
        self._last[stage] = (done, total)
        if last is not None:
            if (done, total) == last:
                return
            restarted = done < last[0]
            if not (restarted or done >= total or self._tenth(done, total) != self._tenth(last[0], total)):
                return
        self.stream.write(f"{stage} {done}/{total}" + (f" ({note})" if note else "") + "\n")
        self.stream.flush()

    @staticmethod
    def _tenth(done: int, total: int) -> int:
        return done * STEPS // total if total > 0 else 0


class StageProgress:
    """A context manager and a `(stage, done, total)` callable; `ask` is the tally callback.

    `plain`: None chooses by whether `stream` (default stderr) is a terminal."""

    def __init__(self, quiet: bool = False, *, plain: bool | None = None, stream: TextIO | None = None) -> None:
        self.quiet = quiet
        self._plain_wanted = plain
        self._stream = stream
        self._bar: Progress | None = None
        self._lines: PlainLines | None = None
        self._tasks: dict[str, Any] = {}
        self._seen: dict[str, tuple[int, int]] = {}

    def __enter__(self) -> StageProgress:
        if self.quiet:
            return self
        stream = self._stream or sys.stderr
        plain = self._plain_wanted if self._plain_wanted is not None else not stream.isatty()
        if plain:
            self._lines = PlainLines(stream)
        else:
            self._bar = Progress(TextColumn("{task.description:<11}"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[note]}"), TimeElapsedColumn(),
                                 console=Console(file=stream), transient=False)
            self._bar.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.stop()

    def __call__(self, stage: str, done: int, total: int, note: str = "") -> None:
        if self._lines is not None:
            self._lines.update(stage, done, total, note)
        if self._bar is None:
            return
        last = self._seen.get(stage)
        self._seen[stage] = (done, total)
        if stage not in self._tasks:
            self._tasks[stage] = self._bar.add_task(stage, total=total, note=note)
        elif last is not None and done < last[0]:
            self._bar.reset(self._tasks[stage], total=total, completed=done, note=note)  # its clock restarts too
        self._bar.update(self._tasks[stage], completed=done, total=total, note=note)

    def ask(self, done: int, total: int, tally: dict[str, int]) -> None:
        """The ask stage: one step per question, with the running tally of grades."""
        self("ask", done, total,
             f"{tally['correct']} correct, {tally['partial']} partial, {tally['wrong']} wrong")
