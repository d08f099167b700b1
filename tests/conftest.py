"""What every test runs under. The unit layer (tests/generator/, tests/harness/) needs nothing
else; the generated corpora that end-to-end tests share are tests/e2e/conftest.py's."""

from __future__ import annotations

import os

# The harness and its tests never reach a model hub, and tesseract runs single-threaded
# (its OpenMP makes it slower on 2 cores; we parallelize across pages instead).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
