"""How much a corpus's questions repeat the labels their documents print (issue 16 part 3).

A question *repeats the label* of the field it asks when every content word of the label
that the cited document prints for that field (`documents[].labels`) appears in the
question: "What is the box 1 wages, tips and other compensation on ..." repeats
"1 Wages, tips, other compensation"; "How much did Tyler earn at ... before taxes?" does
not. A pipeline that matches label words to question words does well on the first kind and
has to understand the second.

The field a question asks is read from its key, not its wording: a positive question whose
first `mustContainAny` needle is an amount asks every labeled money field of a cited
document that prints that amount. Questions with no such field (counts, dates, names,
totals over several documents) are not measured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harness.contract.derive import money_reader
from harness.contract.manifest import CorpusManifest, Question
from harness.contract.shapes import parse_amount

# Words that carry no meaning of their own in a label or a question ("box" too: the number
# that follows it is not a word either, so "Box 1 Interest income" is {interest, income}).
STOPWORDS = frozenset(
    "a an and are as at be box by did do does for from had has have how in is it its of on or per "
    "shown show shows that the their this to total was were what which with your".split())
_WORD = re.compile(r"[a-z]+")


def content_words(text: str) -> set[str]:
    """The lower-cased alphabetic words of two or more letters that are not STOPWORDS."""
    return {w for w in _WORD.findall(text.lower()) if len(w) > 1 and w not in STOPWORDS}


def repeats_label(question: str, label: str) -> bool:
    """Every content word of `label` is in `question` (a label without any is never repeated)."""
    words = content_words(label)
    return bool(words) and words <= content_words(question)


@dataclass(frozen=True)
class LabelShare:
    """Of the `measured` questions (those asking a labeled money field), the ids of those that
    repeat the field's printed label."""

    measured: tuple[str, ...]
    repeated: tuple[str, ...]

    @property
    def share(self) -> float:
        return len(self.repeated) / len(self.measured) if self.measured else 0.0

    def line(self) -> str:
        return (f"{len(self.repeated)} of {len(self.measured)} questions that ask a labeled field repeat its "
                f"label ({self.share:.0%})")


def asked_labels(question: Question, manifest: CorpusManifest) -> list[str]:
    """The printed labels of the labeled money fields the question's key asks (see the module doc)."""
    if question.negative or not question.must_contain_any:
        return []
    value = parse_amount(question.must_contain_any[0])
    if value is None:
        return []
    by_file = {d.file: d for d in manifest.documents or []}
    labels = []
    for file in question.must_cite_any:
        doc = by_file.get(file)
        if doc is None:
            continue
        for name, label in sorted(doc.labels.items()):
            if money_reader(doc.ground_truth)(doc.ground_truth.get(name, "")) == value:
                labels.append(label)
    return list(dict.fromkeys(labels))


def label_share(manifest: CorpusManifest) -> LabelShare:
    """How many of the questions that ask a labeled field repeat its label."""
    measured, repeated = [], []
    for q in manifest.questions:
        labels = asked_labels(q, manifest)
        if not labels:
            continue
        measured.append(q.id)
        if any(repeats_label(q.question, label) for label in labels):
            repeated.append(q.id)
    return LabelShare(tuple(measured), tuple(repeated))
