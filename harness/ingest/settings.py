"""The configuration of one ingest run: what the marker records under `config`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from harness.runtime.errors import UsageError
from harness.runtime.executor import parse_executor

SKIPPABLE = ("ocr", "harvest", "embed")
RASTER_BACKENDS = ("pypdfium2", "pdf2image")

# Pillow's own decompression-bomb threshold: an image with more pixels than this is
# refused before it is decoded (a page or a frame of a TIFF alike).
DEFAULT_MAX_PIXELS = 89_478_485


@dataclass(frozen=True)
class IngestConfig:
    chunk_size: int = 1000
    chunk_overlap: int = 150
    workers: int = 1
    skip: frozenset[str] = field(default_factory=frozenset)
    all_files: bool = False
    ocr_dpi: int = 200
    ocr_lang: str = "eng"
    raster_backend: str = "pypdfium2"
    # A PDF page whose text layer holds fewer non-space characters than this is OCRed.
    min_text_chars: int = 32
    max_pixels: int = DEFAULT_MAX_PIXELS
    embed_batch_size: int = 32
    executor: str = "local"  # local, ray or ray://host:port (harness.runtime.executor)

    def __post_init__(self) -> None:
        if self.chunk_size < 50:
            raise UsageError(f"--chunk-size must be at least 50 characters, not {self.chunk_size}")
        if not 0 <= self.chunk_overlap < self.chunk_size // 2:
            raise UsageError(
                f"--chunk-overlap must be at least 0 and less than half of --chunk-size "
                f"({self.chunk_size // 2}), not {self.chunk_overlap}")
        if self.workers < 1:
            raise UsageError(f"--workers must be at least 1, not {self.workers}")
        unknown = sorted(set(self.skip) - set(SKIPPABLE))
        if unknown:
            raise UsageError(f"--skip takes {', '.join(SKIPPABLE)}, not {', '.join(unknown)}")
        if self.raster_backend not in RASTER_BACKENDS:
            raise UsageError(f"raster backend must be one of {', '.join(RASTER_BACKENDS)}, "
                             f"not {self.raster_backend}")
        parse_executor(self.executor)
        if not 50 <= self.ocr_dpi <= 600:
            raise UsageError(f"OCR dpi must be between 50 and 600, not {self.ocr_dpi}")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["skip"] = sorted(self.skip)
        return {_camel(k): v for k, v in data.items()}


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)
