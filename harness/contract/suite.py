"""suite.json: a suite is a folder of ordinary corpora (`seed-<n>/`) plus this file.

A suite is what a claim is made on: several households, so that a score comes with an
interval over households and two runs can be compared with a paired test. A single corpus
folder is a suite of one (`suite_of`), so every harness command can treat both alike.

The named suites (`NAMED_SUITES`) are shared by everyone: tune on `dev`, report on `test`,
never tune on `test`. Their seed ranges are disjoint and documented here, in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import SerializerFunctionWrapHandler, ValidationError, model_serializer

from harness.contract.manifest import MANIFEST_NAME, _Model
from harness.runtime.errors import ManifestError
from harness.runtime.fsutil import dumps_json, lexical_path_problem
from harness.runtime.jsonread import read_json
from harness.runtime.records import validation_message

SUITE_NAME = "suite.json"


class SuiteCorpus(_Model):
    """One household of a suite: its folder (relative to the suite), seed and corpus.json hash."""

    name: str
    seed: int
    corpus_sha256: str


class SuiteManifest(_Model):
    """suite.json: what was generated, with which settings, and each corpus's fingerprint."""

    name: str
    description: str
    seeds: list[int]
    size: str
    questions: int | None = None
    corpora: list[SuiteCorpus]
    generator: dict[str, str]
    # a suite whose seeds a secret phrase derives (`rag-gen suite --seed-phrase`): the phrase's SHA-256
    seed_phrase_sha256: str | None = None

    @model_serializer(mode="wrap")
    def _without_absent_phrase(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """`seedPhraseSha256` is written only when set: every other suite keeps its bytes."""
        data: dict[str, Any] = handler(self)
        if data.get("seedPhraseSha256", data.get("seed_phrase_sha256")) is None:
            data.pop("seedPhraseSha256", None)
            data.pop("seed_phrase_sha256", None)
        return data


@dataclass(frozen=True)
class NamedSuite:
    """A suite everyone shares: its seeds, size and question budget never change silently."""

    name: str
    seeds: tuple[int, ...]
    size: str
    questions: int
    purpose: str


NAMED_SUITES: dict[str, NamedSuite] = {
    "dev": NamedSuite("dev", tuple(range(100, 112)), "small", 60,
                      "tune here: harvest rules, prompts, retrieval settings"),
    "test": NamedSuite("test", tuple(range(1000, 1012)), "small", 60,
                       "report here; never tune on it"),
}


def corpus_folder_name(seed: int) -> str:
    return f"seed-{seed}"


def is_suite(folder: Path | str) -> bool:
    return (Path(folder) / SUITE_NAME).is_file()


def load_suite(folder: Path | str) -> SuiteManifest:
    """Load and validate a suite folder's suite.json; ManifestError names the file and JSON path."""
    path = Path(folder) / SUITE_NAME
    if not path.is_file():
        raise ManifestError(f"{folder}: no {SUITE_NAME} in this folder")
    data = read_json(path, ManifestError)  # invalid or too deeply nested JSON: one line
    try:
        suite = SuiteManifest.model_validate(data)
    except ValidationError as exc:
        raise ManifestError(f"{path}: {validation_message(exc, SuiteManifest)}") from None
    for i, corpus in enumerate(suite.corpora):
        problem = lexical_path_problem(corpus.name)
        if problem or "/" in corpus.name:
            raise ManifestError(f"{path}: $.corpora[{i}].name: {problem or 'must be a folder name'}")
        if not (Path(folder) / corpus.name / MANIFEST_NAME).is_file():
            raise ManifestError(f"{path}: $.corpora[{i}].name: no {corpus.name}/{MANIFEST_NAME} in the suite")
    return suite


def dump_suite(suite: SuiteManifest) -> str:
    return dumps_json(suite.model_dump(mode="json", by_alias=True))
