"""rag-gen: a byte-reproducible synthetic corpus generator."""

from harness.runtime.versions import VERSION as __version__

__all__ = ["__version__"]
