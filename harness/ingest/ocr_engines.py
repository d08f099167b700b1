"""The OCR engines the ingest can run, by name (the `ocr_engine` setting; names and rule in
harness.runtime.settings): each is a module with `version()` and
`ocr_image(image, lang) -> (text, confidence 0-100, words)`, `SMOOTH_BILEVEL` and `ERASE_MARKS`
(harness/ingest/ocr_words.py).

Adding an engine: a module like ocr_rapid.py, its name in harness.runtime.settings.OCR_ENGINES,
a line here, and its distribution in pyproject.toml's `ocr` extra.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from harness.ingest.ocr_words import Word
from harness.runtime.versions import NOT_INSTALLED, dist_versions

# How to install each engine, for the error when it is missing.
INSTALL = {"tesseract": "Debian: apt-get install tesseract-ocr", "rapidocr": "pip install 'rag-gen[ocr]'"}


def _module(engine: str) -> ModuleType:
    if engine == "rapidocr":
        from harness.ingest import ocr_rapid

        return ocr_rapid
    from harness.ingest import ocr_tesseract

    return ocr_tesseract


def engine_version(engine: str) -> str:
    """The engine's version, or "not installed" when it cannot run here."""
    try:
        return str(_module(engine).version())
    except Exception:  # ImportError, pytesseract's TesseractNotFoundError, OSError
        return NOT_INSTALLED


def engine_versions(engine: str) -> dict[str, str]:
    """What the marker records of the engine: its version under its name, and its distributions'."""
    if engine == "rapidocr":
        from harness.ingest.ocr_rapid import DISTRIBUTIONS

        return {"rapidocr": engine_version(engine), **dist_versions(DISTRIBUTIONS)}
    return {"tesseract": engine_version(engine), **dist_versions(("pytesseract",))}


def smooths_bilevel(engine: str) -> bool:
    """Whether a bilevel (dithered) page is blurred before this engine reads it."""
    return bool(_module(engine).SMOOTH_BILEVEL)


def erases_marks(engine: str) -> bool:
    """Whether a page's rules and dot leaders are erased before this engine reads it."""
    return bool(_module(engine).ERASE_MARKS)


def ocr_image(engine: str, image: Any, lang: str) -> tuple[str, float | None, list[Word]]:
    """One page image through `engine`; OcrEngineError when the engine fails on it."""
    text, confidence, words = _module(engine).ocr_image(image, lang)
    return text, confidence, list(words)
