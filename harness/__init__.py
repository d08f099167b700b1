"""rag-eval: the harness that ingests, probes, asks and grades a corpus."""

from harness.runtime.versions import VERSION as __version__

__all__ = ["__version__"]
