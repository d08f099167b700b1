"""Suites for the tests: generated ones (generator.suite.writer), and hand-made households in `seed-<n>/` folders
with a suite.json written through the contract."""

from __future__ import annotations

from pathlib import Path

from generator.suite.writer import write_suite
from harness.contract.manifest import load_manifest, manifest_sha256
from harness.contract.suite import SUITE_NAME, SuiteCorpus, SuiteManifest, corpus_folder_name, dump_suite
from harness.runtime.fsutil import atomic_write_text
from tests.support.curated import CURATED
from tests.support.run_corpus import write_run_corpus

SMALL_SEEDS = (42, 43, 44)


def write_suite_json(folder: Path, name: str, seeds: tuple[int, ...], size: str) -> Path:
    """suite.json for the households already in `folder/seed-<n>/`."""
    corpora = [SuiteCorpus(name=corpus_folder_name(s), seed=s,
                           corpus_sha256=manifest_sha256(folder / corpus_folder_name(s))) for s in seeds]
    generator = dict(load_manifest(folder / corpora[0].name).generator or {})
    generator.pop("seed", None)
    suite = SuiteManifest(name=name, description=f"{len(seeds)} households drawn by the tests", seeds=list(seeds),
                          size=size, questions=None, corpora=corpora, generator=generator)
    atomic_write_text(folder / SUITE_NAME, dump_suite(suite))
    return folder


def write_small_suite(folder: Path, seeds: tuple[int, ...] = SMALL_SEEDS) -> Path:
    """Generated households (`rag-gen suite --seeds ... --size small`), one per seed, in the curated families
    written by reportlab (the suite tests' numbers were pinned on them)."""
    write_suite(seeds, folder, size="small", name="small-test", **CURATED)
    return folder


def write_tiny_suite(folder: Path, seeds: tuple[int, ...] = (1, 2)) -> Path:
    """Hand-made households (tests/support/run_corpus.py: three documents, four questions): seconds to ingest."""
    for seed in seeds:
        write_run_corpus(folder / corpus_folder_name(seed))
    return write_suite_json(folder, "tiny", seeds, "tiny")
