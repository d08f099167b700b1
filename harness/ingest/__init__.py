"""Ingest: a corpus folder through the reference pipeline into a fresh store.

One module per stage: importer (confinement, file kinds), textlayer, raster and ocr,
harness.harvest (docTypes, fields), chunking, embed; pipeline runs them in order.
"""

from harness.ingest.config import IngestConfig
from harness.ingest.pipeline import IngestError, IngestReport, ingest

__all__ = ["IngestConfig", "IngestError", "IngestReport", "ingest"]
