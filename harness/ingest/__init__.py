"""Ingest: a corpus folder through the reference pipeline into a fresh store.

One module per stage: importer (confinement, file kinds), textlayer, raster and ocr,
harness.harvest (docTypes, fields), chunking, embed; pipeline runs them in order.
"""

from harness.ingest.build import IngestError, IngestReport, ingest
from harness.ingest.settings import IngestConfig

__all__ = ["IngestConfig", "IngestError", "IngestReport", "ingest"]
