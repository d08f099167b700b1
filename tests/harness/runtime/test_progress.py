"""Progress (harness/runtime/progress.py): plain lines where stderr is not a terminal, their
content from the counts alone; rich bars restart when a stage's count goes back."""

from __future__ import annotations

import io

from harness.runtime.progress import StageProgress


class Pipe(io.StringIO):
    """A stream that is not a terminal, as stderr in a CI log."""

    def isatty(self) -> bool:
        return False


def test_plain_lines_mark_the_start_every_tenth_and_the_end() -> None:
    out = Pipe()
    with StageProgress(stream=out) as progress:
        for done in range(1, 56):
            progress.ask(done, 55, {"correct": done, "partial": 0, "wrong": 0})
    lines = out.getvalue().splitlines()
    assert [line.split(" (")[0] for line in lines] == [
        "ask 1/55", "ask 6/55", "ask 11/55", "ask 17/55", "ask 22/55", "ask 28/55", "ask 33/55", "ask 39/55",
        "ask 44/55", "ask 50/55", "ask 55/55"]
    assert lines[-1] == "ask 55/55 (55 correct, 0 partial, 0 wrong)"


def test_plain_lines_start_over_and_a_round_starts_every_stage_afresh() -> None:
    out = Pipe()
    with StageProgress(stream=out) as progress:
        progress("households", 0, 2)
        for done in (0, 1, 2, 2):  # a repeated count prints once
            progress("read", done, 2)
        progress("ocr", 1, 1)
        progress("ocr", 2, 2)  # the total grew: the count caught up again
        progress("households", 1, 2)
        progress("read", 2, 2)  # the next household's counts, though equal to the last ones
        progress("read", 1, 3)  # a count that goes back starts the stage over
        progress("households", 2, 2)
    assert out.getvalue().splitlines() == [
        "households 0/2", "read 0/2", "read 1/2", "read 2/2", "ocr 1/1", "ocr 2/2",
        "households 1/2", "read 2/2", "read 1/3", "households 2/2"]


def test_quiet_prints_nothing_and_a_terminal_gets_bars_that_restart() -> None:
    out = Pipe()
    with StageProgress(True, stream=out) as progress:
        progress("read", 1, 2)
    assert out.getvalue() == ""
    with StageProgress(plain=False, stream=io.StringIO()) as bars:
        bars("read", 5, 5)
        assert bars._bar is not None and bars._bar.tasks[0].completed == 5
        bars("read", 1, 3)
        task = bars._bar.tasks[0]
        assert (len(bars._bar.tasks), task.completed, task.total, task.finished_time) == (1, 1, 3, None)
