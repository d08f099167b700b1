"""rag-eval selftest: evidence that the benchmark measures what it claims.

Diagnostic pipelines (oracle, decline, garbage) and defects injected into the extractive
pipeline (and, with the LLM, the reference one) run over the corpus; every category must
react to the defect it was built to catch and to nothing else.
"""

from harness.selftest.result import SelftestResult
from harness.selftest.runner import run_selftest

__all__ = ["SelftestResult", "run_selftest"]
