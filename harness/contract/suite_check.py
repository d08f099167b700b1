"""Is a suite still what its suite.json fingerprinted? Every household's corpus.json, by SHA-256."""

from __future__ import annotations

from pathlib import Path

from harness.contract.manifest import manifest_sha256
from harness.contract.suite import SUITE_NAME, SuiteManifest
from harness.runtime.errors import ManifestError


def check_households(suite_dir: Path, suite: SuiteManifest) -> None:
    """ManifestError naming the first household whose corpus.json changed after suite.json was written."""
    for i, corpus in enumerate(suite.corpora):
        actual = manifest_sha256(Path(suite_dir) / corpus.name)
        if actual != corpus.corpus_sha256:
            raise ManifestError(
                f"{Path(suite_dir) / SUITE_NAME}: $.corpora[{i}]: {corpus.name}/corpus.json has sha256 "
                f"{actual[:12]}, suite.json records {corpus.corpus_sha256[:12]} (the household changed after "
                "the suite was written; regenerate it or the suite)")
