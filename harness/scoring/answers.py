"""Bring-your-own answers: a JSONL file of {"id": ..., "answer": ...} lines, each with an
optional "latencyS" (seconds the pipeline took; `rag-eval run` writes it in answers.jsonl)."""

from __future__ import annotations

import stat
from dataclasses import dataclass, field
from pathlib import Path

from harness.runtime.errors import AnswersError
from harness.runtime.jsonread import JsonProblem, parse_json


@dataclass
class AnswerSet:
    """Answers by question id, plus what was odd about the file."""

    answers: dict[str, str] = field(default_factory=dict)
    duplicate_ids: list[str] = field(default_factory=list)
    latencies: dict[str, float] = field(default_factory=dict)  # seconds, for answers that say


def read_answers(path: Path) -> AnswerSet:
    """Read an answers file. The first answer of a duplicated id counts; the rest are listed. A
    line without "answer" answers nothing: its question is listed as one without an answer."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):  # /dev/zero would be read until memory runs out
            raise AnswersError(f"{path}: a device, not an answers file")
        # only "\n" ends a line: str.splitlines() would also split inside a JSON string that
        # holds a raw U+2028, U+0085 or form feed, which is valid JSON (and what `run` writes)
        lines = path.read_text(encoding="utf-8").split("\n")
    except FileNotFoundError:
        raise AnswersError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AnswersError(f"{path}: cannot read: {exc}") from None
    out = AnswerSet()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = parse_json(line)
        except JsonProblem as exc:
            raise AnswersError(f"{path}:{number}: invalid JSON: {exc.msg}") from None
        if not isinstance(row, dict) or not isinstance(row.get("id"), str):
            raise AnswersError(f'{path}:{number}: expected an object with a string "id"')
        if "answer" not in row:  # not an empty answer: no answer (listed as a question without one)
            continue
        answer = row["answer"]
        if not isinstance(answer, str):
            raise AnswersError(f'{path}:{number}: "answer" must be a string')
        latency = row.get("latencyS")
        if latency is not None and (isinstance(latency, bool) or not isinstance(latency, (int, float))
                                    or not 0 <= latency < float("inf")):
            raise AnswersError(f'{path}:{number}: "latencyS" must be a number of seconds, at least 0')
        qid = row["id"]
        if qid in out.answers:
            if qid not in out.duplicate_ids:
                out.duplicate_ids.append(qid)
            continue
        out.answers[qid] = answer
        if latency is not None:
            out.latencies[qid] = float(latency)
    return out
