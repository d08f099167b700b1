"""A corpus of one fold of `seen` (`rag-gen --layouts seen:check`, hidden: generator/documents/folds.py)
prints only that fold's wordings and value formats, records the fold, and verifies. A plain
`seen` corpus is what it was: the lock tests (tests/e2e/test_lock*.py) hold its bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.verify import verify_corpus
from generator.corpus.writer import Settings, build_corpus
from generator.documents.folds import in_fold
from generator.documents.templates import discover_templates
from generator.documents.value_formats import styles
from generator.documents.wordings import worded_kinds, wordings
from harness.contract.manifest import load_manifest
from tests.support.clirunner import invoke

TEMPLATES = discover_templates()


def fold_labels(kind: str, field: str, fold: str) -> set[str]:
    """The labels `field` of template `kind` may print in `fold` of seen."""
    if kind in worded_kinds() and field in wordings(kind).fields:
        return set(wordings(kind).fields[field].of(f"seen:{fold}"))
    f = next(f for f in TEMPLATES[kind].definition.fields if f.name == field)
    return set(in_fold([f.label, *f.vocabulary], fold))  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def check_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("fold") / "seed-100"
    r = invoke(rag_gen, "--seed", "100", "--size", "small", "--scan-ratio", "0", "--workers", "1", "--quiet",
               "--layout-source", "procedural", "--layouts", "seen:check", "--out", str(out))
    assert (r.code, r.err) == (0, "")
    return out


def test_every_printed_label_is_in_the_check_fold(check_corpus: Path) -> None:
    m = load_manifest(check_corpus)
    assert (m.generator or {})["layouts"] == "seen:check"
    docs = m.documents or []
    printed = [(d.template, field, label) for d in docs for field, label in (d.labels or {}).items()]
    assert (len(docs), len(printed)) == (16, 39)  # documents[].labels: the money fields'
    outside = [p for p in printed if p[2] not in fold_labels(p[0], p[1], "check")]
    assert outside == []
    # and the fit fold's own wordings are absent (each worded pool has 3+ members: the folds are apart)
    worded = [p for p in printed if p[0] in worded_kinds()]
    assert worded and not [p for p in worded if p[2] in fold_labels(p[0], p[1], "fit")]


def test_every_layout_draws_the_check_folds_labels_and_value_formats() -> None:
    corpus = build_corpus(Settings(100, size="small", scan_ratio=0.0, layouts="seen:check", procedural_layouts=True))
    drawn = [(d.template, d.procedural(corpus.templates[d.template]).voice) for d in corpus.documents
             if d.procedural_seed is not None]
    voices = [v for _, v in drawn]
    assert len(voices) == 16
    labels = [(kind, field, label) for kind, v in drawn for field, label in v.labels.items()]  # every field's
    assert len(labels) == 157 and [p for p in labels if p[2] not in fold_labels(*p[:2], "check")] == []
    assert {(v.split, v.fold) for v in voices} == {("seen", "check")}
    assert {v.date for v in voices} <= set(styles("date", "seen:check"))
    assert {v.money for v in voices} <= set(styles("money", "seen:check"))


def test_a_fold_corpus_verifies(check_corpus: Path) -> None:
    assert verify_corpus(check_corpus, workers=1).ok
