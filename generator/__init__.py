"""rag-gen: a byte-reproducible synthetic corpus generator."""

__version__ = "0.1.0"
