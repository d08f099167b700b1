"""A small learned scorer of (field, printed value) candidates: the fields the rules and the matcher left
empty on a typed document, read by a logistic model over general features only.

The candidates are the page's key-value pairs (harness.harvest.pairs.page_pairs) whose value is of the
field's kind (no party's name: whose name a value is, harness.harvest.party reads and no feature here sees)
and whose label reads as the field (_reads_as: at least as well as any other field of the type,
better than as a decoy, its value taken by no other field read): a confident pick under a label that reads as
nothing, or as another field, is no candidate. Each is described by general features (FEATURES): the
matcher's score of its label against the field (harness.harvest.matcher.FieldMatcher.scores), the label's
plain cosine with the field's description, how clearly the label reads as this field rather than another (row
margins) and the value as this field's rather than another value (column margin), how much it reads as a
decoy, where the label sits (its cue), a box number printed with it, the value's shape and kind, how many
values the field could take and how often this one is printed, where on the page the value is, the label's
length, and whether the same label prints another value of the kind (a corrected form's two columns).
No word of a label is a feature: the model weighs how labels read, never which labels were seen.

The weights are learned on `seen:fit` corpora only (benchmarks/train_learned.py, which writes learned.json
byte for byte again) and applied in plain numpy. A field's best candidate is taken when its probability
reaches the stored threshold (chosen on the training seeds' out-of-fold readings); one printed value is one
field's, the most probable first, ties by position; a reading breaking a bound with the fields read is
dropped (guard.broken). Off unless ENABLED (one switch: with and without are one
run each)."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from harness.contract.field_descriptions import bounded, ordered
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.guard import broken
from harness.harvest.matcher import FieldMatcher, as_field
from harness.harvest.pairs import ABOVE, BELOW, LEFT, RIGHT, Pair, page_pairs

ENABLED = True  # the switch: the learned scorer fills the fields the rules and the matcher left empty
METHOD = "learned"
MODEL = Path(__file__).with_name("learned.json")
KINDS = ("money", "date", "id", "year", "code")  # no "text": whose a name is, party.py reads; no feature here
CUES = (LEFT, RIGHT, ABOVE, BELOW)
FEATURES = ("score", "cosine", "row_margin", "row_margin_fit", "column_margin", "column_best",
            "decoy_margin", *(f"cue_{c}" for c in CUES), "box_same", "box_other", "ranged",
            *(f"kind_{k}" for k in KINDS), "value_kinds", "values", "repeats", "first_page",
            "line_share", "label_words", "label_empty", "label_twice")
_BOX = re.compile(r"^box(\d{1,2}[a-z]?)_")
_CLIP = 1.0  # margins with nothing to beat, and every margin, are clipped to this


@dataclass(frozen=True)
class Candidate:
    """One (pair, field) candidate: its pair's index, its field's index, the value as the field's, features."""

    pair: int
    field: int
    normalized: str
    features: tuple[float, ...]


@dataclass(frozen=True)
class Model:
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float
    threshold: float

    def probability(self, x: np.ndarray) -> np.ndarray:
        z = ((x - self.mean) / self.scale) @ self.weights + self.bias
        return np.asarray(1.0 / (1.0 + np.exp(-z)))


def model() -> Model:
    """The stored model (MODEL), read once."""
    return _read(MODEL)


@cache
def _read(path: Path) -> Model:
    data = json.loads(path.read_text())
    if list(data["features"]) != list(FEATURES):
        raise ValueError(f"{path}: its features are not learned.FEATURES")
    return Model(np.asarray(data["mean"]), np.asarray(data["scale"]), np.asarray(data["weights"]),
                 float(data["bias"]), float(data["threshold"]))


def _clip(x: float) -> float:
    return max(-_CLIP, min(_CLIP, x)) if math.isfinite(x) else (_CLIP if x > 0 else -_CLIP)


def candidates(matcher: FieldMatcher, doc_type: str, pages: Sequence[tuple[int, str]],
               ignore: Sequence[re.Pattern[str]] = (), found: Mapping[str, str] | None = None,
               ) -> tuple[list[Pair], list[Candidate]]:
    """The page's pairs and every (pair, field) candidate whose value is of the field's kind and that reads as
    the field (_reads_as), with its features (every field's: `fill` leaves out the fields already read)."""
    taken = {} if found is None else found
    fields = list(DOC_TYPES[doc_type])
    pairs = [p for page, text in pages for p in page_pairs(page, text, ignore)]
    if not pairs:
        return pairs, []
    scores = matcher.scores(doc_type, pairs)
    every = matcher.scores(doc_type, pairs, [[""] * len(fields) for _ in pairs])
    decoys = matcher.decoy_scores(doc_type, pairs)
    # the label's plain cosine with each field's description (no exemplar, no lexical cue)
    _, cosine = matcher._label_cosines(doc_type, pairs, matcher._field_vectors(doc_type))
    lines = {page: max(1, text.count("\n") + 1) for page, text in pages}
    first = pages[0][0] if pages else 1
    out: list[Candidate] = []
    for j, f in enumerate(fields):
        kind = DOC_TYPES[doc_type][f]
        if kind not in KINDS:
            continue  # a party's name: which party it is, the features do not see
        rows = [i for i in range(len(pairs)) if math.isfinite(float(scores[i, j]))]
        values = {i: as_field(f, pairs[i].value.normalized) for i in rows}
        rows = [i for i in rows if values[i] is not None]
        best_of: dict[str, float] = {}
        for i in rows:
            v = str(values[i])
            best_of[v] = max(best_of.get(v, -math.inf), float(scores[i, j]))
        ranked = sorted(best_of.values(), reverse=True)
        printed = Counter(str(values[i]) for i in rows)  # how often each value is printed
        box = _BOX.match(f)
        for i in rows:
            p, s, v = pairs[i], float(scores[i, j]), str(values[i])
            others = [float(every[i, k]) for k in range(len(fields)) if k != j]
            fitting = [float(scores[i, k]) for k in range(len(fields)) if k != j]
            if not _reads_as(s, max(others, default=-math.inf), float(decoys[i]),
                             any(g != f and w == v for g, w in taken.items())):
                continue
            rivals = [b for w, b in best_of.items() if w != v]
            words = len(p.label.split())
            out.append(Candidate(i, j, v, (
                s, float(cosine[i, j]),
                _clip(s - max(others, default=-math.inf)), _clip(s - max(fitting, default=-math.inf)),
                _clip(s - max(rivals, default=-math.inf)), float(best_of[v] >= ranked[0] and s >= best_of[v]),
                _clip(s - float(decoys[i])),
                *(float(p.cue == c) for c in CUES),
                float(p.box_printed and box is not None and p.box == box.group(1)),
                float(p.box_printed and p.box is not None and (box is None or p.box != box.group(1))),
                float(p.ranged),
                *(float(kind == k) for k in KINDS),
                float(len(p.value.kinds)),
                math.log1p(len(best_of)), math.log1p(printed[v]),
                float(p.page == first), p.line / lines.get(p.page, 1),
                math.log1p(words), float(words == 0),
                float(any(values[r] != v and pairs[r].label.lower() == p.label.lower() for r in rows)))))
    return pairs, out


def _reads_as(score: float, other: float, decoy: float, read: bool) -> bool:
    """Whether a label reads as its candidate field: at least as well as any other field of the type (whatever
    the value's kind), better than as anything a page labels that is no field (a decoy: a page number, a
    heading), its value not one another field already took (a masked number read as the recipient's is no
    payer's; a due date read is no invoice date)."""
    return score >= other and score > decoy and not read


def fill(matcher: FieldMatcher, doc_type: str, pages: Sequence[tuple[int, str]], found: Mapping[str, str],
         ignore: Sequence[re.Pattern[str]] = (), scorer: Model | None = None) -> list[tuple[str, Pair, str, float]]:
    """The missing fields the model reads, each (field, its pair, its value as the field's, probability): a
    field's candidates above the threshold, the most probable first (ties: the earlier pair, then field), one
    printed value a field and one field a value."""
    if doc_type not in DOC_TYPES:
        return []
    fields = list(DOC_TYPES[doc_type])
    if all(f in found for f in fields):
        return []
    scorer = model() if scorer is None else scorer
    pairs, cands = candidates(matcher, doc_type, pages, ignore, found)
    cands = [c for c in cands if fields[c.field] not in found]
    if not cands:
        return []
    prob = scorer.probability(np.asarray([c.features for c in cands], dtype=np.float64))
    order = sorted(range(len(cands)), key=lambda k: (-float(prob[k]), cands[k].pair, cands[k].field))
    out: list[tuple[str, Pair, str, float]] = []
    have = dict(found)
    assigned: set[int] = set()
    taken: set[tuple[int, int, int]] = set()
    for k in order:
        c, p = cands[k], float(prob[k])
        if p < scorer.threshold:
            break
        where = pairs[c.pair].where
        if c.field in assigned or where in taken or _out_of_order(doc_type, fields[c.field], c.normalized, have):
            continue
        have[fields[c.field]] = c.normalized
        out.append((fields[c.field], pairs[c.pair], c.normalized, round(p, 3)))
        assigned.add(c.field)
        taken.add(where)
    return out


def _out_of_order(doc_type: str, field: str, value: str, have: Mapping[str, str]) -> bool:
    """Whether a reading breaks a bound with the fields read (guard.broken), or puts both ends of a span of
    dates on one day (field_descriptions.ordered)."""
    values = {**have, field: value}
    if broken([b for b in bounded(doc_type) if field in b], values):
        return True
    return any(field in (a, b) and DOC_TYPES[doc_type][a] == "date" and values.get(a) == values.get(b)
               for a, b in ordered(doc_type))
