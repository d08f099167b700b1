"""A real store (SQLite, written with StoreWriter, read through DocFacts) holding hand-made
documents, for the tests of the pipelines' rooms (evidence, extractive, reference)."""

from __future__ import annotations

from pathlib import Path

from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.store.database import Store, StoreWriter


def finder_over(store_dir: Path, docs: dict[str, tuple[str | None, str, dict[str, tuple[str, str]]]]) -> DocFinder:
    """A DocFinder over a real store holding `docs` (file -> docType, one page's text, fields)."""
    writer = StoreWriter(store_dir)
    for file, (doc_type, text, fields) in docs.items():
        doc = writer.add_document(file, None, "application/pdf", 1, "ok", None)
        writer.add_page(doc, 1, text, "text-layer", None)
        for name, (value, normalized) in fields.items():
            writer.add_field(doc, name, value, normalized, 1)
        writer.set_doctype(doc, doc_type, [])
    writer.finish()
    store = Store(store_dir, {})
    facts = DocFacts(store)
    store.close()
    return DocFinder(facts)
