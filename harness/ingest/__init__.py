"""Ingest: a corpus folder through the reference ingest into a fresh store.

One module per step: importer (confinement, file kinds), textlayer, page_images and ocr,
harness.harvest (docTypes, fields), chunking, embed; build runs them in order.
"""

from harness.ingest.build import IngestError, IngestReport, ingest
from harness.ingest.settings import IngestConfig

__all__ = ["IngestConfig", "IngestError", "IngestReport", "ingest"]
