"""What a computed answer replies: an answer's text and the files it cites (the extractive pipeline's
strategies; the reference pipeline offers some of them as lines the model may choose)."""

from __future__ import annotations

from dataclasses import dataclass

from harness.contract.grade import DECLINE


@dataclass(frozen=True)
class Reply:
    """An answer's text and the files it cites (none for the decline)."""

    text: str
    files: tuple[str, ...] = ()


DECLINED = Reply(DECLINE)


def cite(files: list[str]) -> str:
    """`[a.pdf] [b.pdf]`: each file once, in order."""
    return " ".join(f"[{f}]" for f in dict.fromkeys(files))
