"""The configuration of one ingest run: what the marker records under `config`.

The settings the run configuration and the CLIs share (chunking, workers, executor) take
their defaults and rules from harness.runtime.settings.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from harness.runtime.executor import parse_executor
from harness.runtime.settings import (
    CHUNK_OVERLAP,
    CHUNK_SIZE,
    EXECUTOR,
    OCR_ENGINE,
    WORKERS,
    SettingError,
    check_between,
    check_chunking,
    check_ocr_engine,
    check_one_of,
    check_workers,
)

SKIPPABLE = ("ocr", "harvest", "embed", "forms")
RASTER_BACKENDS = ("pypdfium2", "pdf2image")

# Pillow's own decompression-bomb threshold: an image with more pixels than this is
# refused before it is decoded (a page or a frame of a TIFF alike).
DEFAULT_MAX_PIXELS = 89_478_485


@dataclass(frozen=True)
class IngestConfig:
    chunk_size: int = CHUNK_SIZE
    chunk_overlap: int = CHUNK_OVERLAP
    workers: int = WORKERS
    skip: frozenset[str] = field(default_factory=frozenset)
    all_files: bool = False
    ocr_dpi: int = 200
    ocr_lang: str = "eng"
    ocr_engine: str = OCR_ENGINE  # tesseract or rapidocr (harness/ingest/ocr_engines.py)
    raster_backend: str = "pypdfium2"
    # A PDF page whose text layer holds fewer non-space characters than this is OCRed.
    min_text_chars: int = 32
    max_pixels: int = DEFAULT_MAX_PIXELS
    embed_batch_size: int = 32
    executor: str = EXECUTOR

    def __post_init__(self) -> None:
        check_chunking(self.chunk_size, self.chunk_overlap)
        check_workers(self.workers)
        unknown = sorted(set(self.skip) - set(SKIPPABLE))
        if unknown:
            raise SettingError(f"--skip takes {', '.join(SKIPPABLE)}, got {', '.join(unknown)}")
        check_one_of("--rasterizer", self.raster_backend, RASTER_BACKENDS)
        parse_executor(self.executor)
        check_between("OCR dpi", self.ocr_dpi, 50, 600)
        check_ocr_engine("--ocr-engine", self.ocr_engine)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["skip"] = sorted(self.skip)
        return {_camel(k): v for k, v in data.items()}


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)
