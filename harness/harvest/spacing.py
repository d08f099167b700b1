"""Letters printed a space apart (a letter-spaced heading: "S T A T E M E N T   O F   A C C O U N T") read
back as words.

A text layer reads a heading set with wide character spacing one letter a word, and often keeps no wider
gap between its words ("S T A T E M E N T O F A C C O U N T"): such a line reads as nothing to the typing
and as a name to a letterhead's reading. A run of SPACED_RUN single letters or more, each one space from
the next, is joined again: at a wider gap where the text layer kept one, and into the words the harvest
knows (known_words: its descriptions' and its rules' wordings) where it did not (spaced_words).
"""

from __future__ import annotations

import functools
import itertools
import re
import tomllib
from pathlib import Path

from harness.contract.doctype_descriptions import DECOYS, DOC_DESCRIPTIONS, MORE_DESCRIPTIONS
from harness.contract.field_descriptions import DESCRIPTIONS as FIELD_DESCRIPTIONS
from harness.harvest.rules import RULES_DIR

# letters printed a space apart ("S T A T E M E N T   O F   A C C O U N T"): SPACED_RUN single letters
# or more, each one space from the next (a wider gap, where the text layer kept one, parts words)
SPACED_RUN = 3
_SPACED = re.compile(rf"(?<![^\s])[A-Za-z](?:[ \t]+[A-Za-z](?![^\s])){{{SPACED_RUN - 1},}}")
_WIDE_GAP = re.compile(r"[ \t]{2,}")
_KNOWN_WORD = re.compile(r"[a-z]{2,}")
# parting letters into words (spaced_words): a known word costs WORD_COST, a stretch of letters no known word
# covers WORD_COST and a letter more a letter (a word the typing does not know is kept whole: "RENEWAL", not
# "RE NEW AL")
WORD_COST = 2


@functools.cache
def known_words() -> frozenset[str]:
    """The words the typing knows (lower case, two letters or more): those of the docTypes', the decoys'
    and the fields' plain descriptions (harness.contract) and of the rules' wordings (their anchors and
    labels, no pattern: rule_wordings), what a title speaks with."""
    texts = [*DOC_DESCRIPTIONS.values(), *DECOYS.values(), *(t for ts in MORE_DESCRIPTIONS.values() for t in ts),
             *(d for fields in FIELD_DESCRIPTIONS.values() for d in fields.values()), *rule_wordings()]
    return frozenset(w for t in texts for w in _KNOWN_WORD.findall(t.casefold()))


def rule_wordings(folder: Path = RULES_DIR) -> list[str]:
    """Every wording the rules files print (their strings but patterns, "re:", and comments), in file order."""
    out: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            if not value.startswith("re:") and not any(c in value for c in "\\()[]"):
                out.append(value.removeprefix("stamp:"))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for path in sorted(folder.glob("*.toml")):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return out


def spaced_words(letters: str) -> str:
    """Letters whose word breaks were lost (a letter-spaced title read back one letter a word), parted
    into words: the cheapest parting, a known word (known_words) costing WORD_COST and a stretch of
    letters no known word covers WORD_COST and one a letter ("STATEMENTOFACCOUNT" reads "STATEMENT OF
    ACCOUNT", "RENEWALDECLARATIONS" "RENEWAL DECLARATIONS")."""
    known, low, n = known_words(), letters.casefold(), len(letters)
    longest = max((len(w) for w in known), default=1)
    # best[i]: (cost, where its pieces start) of the cheapest parting of letters[:i]
    worst: tuple[int, tuple[int, ...]] = (n * (WORD_COST + 1) + 1, ())
    best = [(0, ())] + [worst] * n
    for end in range(1, n + 1):
        for start in range(max(0, end - longest), end):
            if low[start:end] in known and best[start][0] + WORD_COST < best[end][0]:
                best[end] = (best[start][0] + WORD_COST, best[start][1] + (start,))
        for start in range(end):  # letters[start:end] a stretch no known word covers
            cost = best[start][0] + WORD_COST + end - start
            if cost < best[end][0]:
                best[end] = (cost, best[start][1] + (start,))
    cuts = [*best[n][1], n]
    return " ".join(letters[a:b] for a, b in itertools.pairwise(cuts) if b > a)


def unspaced(line: str) -> str:
    """A line whose letters printed a space apart (SPACED_RUN of them or more) read as words: each part
    between wider gaps, where the text layer kept them, parted again by spaced_words (a text layer that
    keeps no wider gap reads the title one letter a word, words run together)."""
    def join(m: re.Match[str]) -> str:
        return " ".join(spaced_words("".join(part.split())) for part in _WIDE_GAP.split(m[0]))
    return _SPACED.sub(join, line)


def spaced_cells(line: str) -> list[str]:
    """A line parted at its runs of spaced letters, each run one cell read as words (unspaced): a
    letter-spaced heading printed beside a name on its line is a cell of its own ("Fernwood & Slate
    Landscapes S E R V I C E I N V O I C E" is the name, then "SERVICE INVOICE")."""
    cells: list[str] = []
    at = 0
    for m in _SPACED.finditer(line):
        cells += [line[at:m.start()], unspaced(m[0])]
        at = m.end()
    cells.append(line[at:])
    return [c.strip() for c in cells if c.strip()]
