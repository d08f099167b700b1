"""Parsing JSON a user can hand us, with one error for every way it can be bad.

`json.loads` raises RecursionError on deeply nested input (a few thousand `[`), and the
code that walks a parsed value (pydantic, the grader, `json.dumps` when a record is
written back) recurses too. So every reader of JSON goes through `parse_json`: invalid
JSON, nesting deeper than MAX_DEPTH, input too deep for the parser and a string holding a
lone surrogate (`"\\ud800"`, valid JSON that no UTF-8 writer can write back) all come back as
one `problem` string the caller turns into its own error class. Files (corpus.json,
suite.json and the records of `harness.runtime.records`) are read with `read_json` or
`read_json_bytes`, which name the file in that error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.runtime.errors import RagError

# The deepest nesting any of our files needs is under 10 (a scan record in corpus.json);
# 64 leaves room for hand-written files and stays far below the interpreter's recursion limit.
MAX_DEPTH = 64


class JsonProblem(ValueError):
    """What is wrong with a JSON text: `str(exc)` says it with line and column when known,
    `msg` without them (for a caller that names the line itself, as a JSONL reader does)."""

    def __init__(self, message: str, msg: str | None = None) -> None:
        super().__init__(message)
        self.msg = msg if msg is not None else message.removeprefix("invalid JSON: ")


def lone_surrogate(text: str) -> str | None:
    """The first lone surrogate in `text` as an escape (`\\ud800`), None when it is valid Unicode.
    JSON's `"\\ud800"` parses to one; it cannot be written as UTF-8, so every writer would fail."""
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"\\u{ord(exc.object[exc.start]):04x}"
    return None


def _problem(value: Any, limit: int) -> str | None:
    """What is wrong with a parsed value: containers nested more than `limit` deep, or a
    string (a key too) holding a lone surrogate. Iterative: no recursion."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            bad = lone_surrogate(item)
            if bad is not None:
                return f"a string holds a lone surrogate {bad} (not valid Unicode)"
            continue
        if isinstance(item, dict):
            children = [*item.keys(), *item.values()]
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return f"invalid JSON: nested more than {limit} levels deep"
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list, str)))
    return None


def parse_json(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The value of a JSON text; JsonProblem (a ValueError) for anything a user can get wrong."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise JsonProblem("not UTF-8 text") from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JsonProblem(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", exc.msg) from None
    except RecursionError:
        raise JsonProblem(f"invalid JSON: nested more than {max_depth} levels deep") from None
    except ValueError as exc:  # an integer of more digits than int() converts
        raise JsonProblem(f"invalid JSON: {exc}") from None
    problem = _problem(value, max_depth)
    if problem is not None:
        raise JsonProblem(problem)
    return value


def _read(path: Path, error: type[RagError]) -> tuple[bytes, Any]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except OSError as exc:
        raise error(f"{path}: cannot read: {exc.strerror}") from None
    try:
        return raw, parse_json(raw)
    except JsonProblem as exc:
        raise error(f"{path}: {exc}") from None


def read_json(path: Path, error: type[RagError]) -> Any:
    """The value of a JSON file; `error` names the file and the problem in one line."""
    return _read(path, error)[1]


def read_json_bytes(path: Path, error: type[RagError]) -> bytes:
    """The bytes of a JSON file, checked as `read_json` checks them (for a reader that
    validates the bytes itself, as pydantic's strict JSON validation does)."""
    return _read(path, error)[0]
