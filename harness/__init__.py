"""rag-eval: the harness that ingests, probes, asks and grades a corpus."""

__version__ = "0.1.0"
