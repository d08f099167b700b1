"""Versions: rag-gen's own (single-sourced from the installed package's metadata) and the
versions of the distributions a record names for provenance."""

from __future__ import annotations

from collections.abc import Iterable
from importlib import metadata

DISTRIBUTION = "rag-gen"
NOT_INSTALLED = "not installed"


def _own_version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        return "0+unknown"


VERSION = _own_version()


def dist_version(dist: str) -> str:
    """The installed version of distribution `dist`, or "not installed"."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return NOT_INSTALLED


def dist_versions(dists: Iterable[str]) -> dict[str, str]:
    """{distribution: its installed version, or "not installed"}, in the order given."""
    return {dist: dist_version(dist) for dist in dists}
