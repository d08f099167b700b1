"""Import: choose the files of a corpus, confined to its folder, and say what each one is.

Only files listed in documents[] (or, with all_files, every regular file under the
folder) are read. Paths outside the folder, symlinks out and anything that is not a
regular file are refused per document; the folder itself is never written to.
"""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from harness.contract.manifest import MANIFEST_NAME, CorpusManifest
from harness.runtime.fsutil import resolve_inside

PDF, PNG, JPEG, TIFF, TEXT = (
    "application/pdf", "image/png", "image/jpeg", "image/tiff", "text/plain")
IMAGE_TYPES = (PNG, JPEG, TIFF)

_NAMES = {PDF: "a PDF", PNG: "a PNG image", JPEG: "a JPEG image", TIFF: "a TIFF image",
          TEXT: "text"}
_BY_EXTENSION = {".pdf": PDF, ".png": PNG, ".jpg": JPEG, ".jpeg": JPEG, ".tif": TIFF,
                 ".tiff": TIFF, ".txt": TEXT, ".md": TEXT}
_MAGIC = ((b"%PDF-", PDF), (b"\x89PNG\r\n\x1a\n", PNG), (b"\xff\xd8\xff", JPEG),
          (b"II*\x00", TIFF), (b"MM\x00*", TIFF))


@dataclass
class ImportedDocument:
    file: str
    path: Path | None
    sha256: str | None = None
    media_type: str | None = None
    error: str | None = None


def select_files(corpus_dir: Path, manifest: CorpusManifest, all_files: bool) -> list[str]:
    """The corpus-relative paths to ingest, in a stable order."""
    if not all_files:
        return list(dict.fromkeys(d.file for d in manifest.documents or []))
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(corpus_dir, followlinks=False):
        dirnames.sort()
        rel_dir = Path(dirpath).relative_to(corpus_dir)
        for name in sorted(filenames):
            rel = (rel_dir / name).as_posix()
            if rel == MANIFEST_NAME or name.startswith("."):
                continue
            out.append(rel)
    return sorted(out)


def sniff(head: bytes) -> str | None:
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return kind
    return None


def import_file(corpus_dir: Path, rel: str) -> ImportedDocument:
    """Confine, stat, hash and identify one file; a problem becomes the document's error."""
    try:
        path = resolve_inside(corpus_dir, rel)
    except ValueError as exc:
        return ImportedDocument(rel, None, error=str(exc))
    doc = ImportedDocument(rel, path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        doc.error = "file not found"
        return doc
    except OSError as exc:
        doc.error = f"cannot read: {exc.strerror}"
        return doc
    if not stat.S_ISREG(st.st_mode):
        doc.error = f"not a regular file ({_file_kind(st.st_mode)})"
        return doc
    if st.st_size == 0:
        doc.error = "empty file (0 bytes)"
        return doc
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as fh:
            head = fh.read(16)
            digest.update(head)
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
    except OSError as exc:
        doc.error = f"cannot read: {exc.strerror}"
        return doc
    doc.sha256 = digest.hexdigest()
    ext = Path(rel).suffix.lower()
    named = _BY_EXTENSION.get(ext)
    found = sniff(head)
    if found is None and named == TEXT:
        found = TEXT
    if found is None:
        doc.error = (f"content is not {_NAMES[named]} (the file is named {ext})" if named
                     else f"unsupported file type ({ext or 'no extension'})")
        return doc
    if named is not None and named != found:
        doc.error = f"content is {_NAMES[found]}, not {_NAMES[named]} (the file is named {ext})"
        return doc
    doc.media_type = found
    return doc


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"
