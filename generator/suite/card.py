"""The suite card: `DIR/README.md`, what a suite holds and how to regenerate and use it.

Deterministic bytes, like the corpus card (generator/corpus/card.py): everything comes from
suite.json and the households' corpus.json, sorted, with no clock.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from generator.corpus.card import CARD_NAME, GRADING, markdown_table
from harness.contract.manifest import CorpusManifest
from harness.contract.suite import NAMED_SUITES, SuiteManifest
from harness.runtime.fsutil import atomic_write_text


def _seeds(name: str) -> str:
    seeds = NAMED_SUITES[name].seeds
    return f"seeds {min(seeds)}..{max(seeds)}"


DISCIPLINE = (f"The named suites are shared: `dev` ({_seeds('dev')}) is where a pipeline is tuned (harvest "
              f"rules, prompts, retrieval settings); `test` ({_seeds('test')}) is where it is reported. Never "
              "tune on `test`: a number measured after looking at `test` is no longer held out.")


def _command(suite: SuiteManifest) -> str:
    named = NAMED_SUITES.get(suite.name)
    if named and (list(named.seeds), named.size, named.questions) == (suite.seeds, suite.size, suite.questions):
        return f"rag-gen suite {suite.name} --out DIR"
    budget = f" --questions {suite.questions}" if suite.questions is not None else ""
    if suite.seed_phrase_sha256 is not None:
        shape = suite.name.removesuffix("-hidden").split("-hidden-")[0]
        if shape in NAMED_SUITES:
            return f"rag-gen suite {shape} --seed-phrase TEXT --out DIR    # TEXT: the phrase, once revealed"
        return (f"rag-gen suite --seed-phrase TEXT --households {len(suite.seeds)} --size {suite.size}{budget} "
                "--out DIR    # TEXT: the phrase, once revealed")
    low, high = min(suite.seeds), max(suite.seeds)
    if len(set(suite.seeds)) != high - low + 1:  # counted, not listed: the seeds may lie far apart
        return "(seeds not a range: use generator.suite.write_suite with the seeds above)"
    return f"rag-gen suite --seeds {low}..{high} --size {suite.size}{budget} --out DIR"


def suite_card(suite: SuiteManifest, manifests: Sequence[CorpusManifest]) -> str:
    questions = sum(len(m.questions) for m in manifests)
    lines = [f"# {suite.name}", "", suite.description, "", "## What it holds", "",
             f"{len(suite.corpora)} households, each an ordinary {suite.size} corpus in its own folder "
             f"(`seed-<n>/`, with its own corpus.json and card), and {questions} questions in all.", ""]
    rows: list[tuple[object, ...]] = [(f"`{c.name}/`", c.seed, len(m.documents or []), len(m.questions),
                                       sum(q.negative for q in m.questions),
             f"`{c.corpus_sha256[:16]}`") for c, m in zip(suite.corpora, manifests, strict=True)]
    lines += markdown_table(("household", "seed", "documents", "questions", "negative",
                             "corpus.json SHA-256 (first 16)"), rows)
    by_category = Counter(q.category or "uncategorized" for m in manifests for q in m.questions)
    lines += ["", *markdown_table(("question category", "questions"), sorted(by_category.items()))]
    lines += ["", "## Provenance", "", "What every household shares (each corpus.json adds its own seed):", ""]
    lines += markdown_table(("key", "value"), [(k, f"`{v}`") for k, v in sorted(suite.generator.items())])
    lines += ["", "## Regenerate and verify", "", f"    {_command(suite)}", "    rag-gen verify DIR", "",
              "`rag-gen verify DIR` regenerates every household into a temporary folder and compares each "
              "file's SHA-256, and each corpus.json with the SHA-256 that suite.json records.", "",
              "## Evaluate", "",
              "    rag-eval run DIR", "",
              "Every household is also an ordinary corpus: `rag-eval run DIR/seed-<n>` evaluates one.", "",
              "## Tune on dev, report on test", "", DISCIPLINE, "", "## Grading", "", GRADING, "",
              "## Synthetic data", "",
              "All people, companies, addresses, account numbers and amounts are synthetic; every page is "
              "marked SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT (each household's card says more).", ""]
    return "\n".join(lines)


def write_suite_card(folder: Path, suite: SuiteManifest, manifests: Sequence[CorpusManifest]) -> Path:
    path = folder / CARD_NAME
    atomic_write_text(path, suite_card(suite, manifests))
    return path
