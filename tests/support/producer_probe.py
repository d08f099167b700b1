"""A born-digital seed-42 small corpus written by one producer, ingested and probed (tests/e2e/test_producer_*.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.corpus.writer import Settings, write_corpus
from harness.contract.manifest import CorpusManifest, load_manifest
from harness.ingest.build import ingest
from harness.ingest.settings import IngestConfig
from harness.scoring.probe import ProbeReport, probe_store
from harness.store.database import open_store


@dataclass(frozen=True)
class Probed:
    corpus: Path
    manifest: CorpusManifest
    sources: dict[str, set[str]]  # file -> the sources its pages were read from (text-layer, ocr)
    probe: ProbeReport

    @property
    def field_share(self) -> float:
        return self.probe.summary.fields.passed / self.probe.summary.fields.total


def probe_producer(root: Path, producer: str) -> Probed:
    """`rag-gen --seed 42 --size small --scan-ratio 0 --layout-source curated --producers PRODUCER`, ingested
    (no embeddings) and probed."""
    corpus = root / "corpus"
    write_corpus(Settings(42, size="small", scan_ratio=0.0, producers=(producer,),
                          procedural_layouts=False), corpus, workers=1)
    ingest(corpus, root / "store", IngestConfig(skip=frozenset({"embed"})))
    manifest = load_manifest(corpus)
    with open_store(root / "store", corpus) as store:
        sources = {d.file: {p.source for p in store.pages(d.file)} for d in manifest.documents or []}
        report = probe_store(store, manifest)
    return Probed(corpus, manifest, sources, report)
