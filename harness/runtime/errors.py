"""Library errors. The CLIs turn every one of these into one `Error: ...` line."""

from __future__ import annotations


class RagError(Exception):
    """Base of every error a user can cause; `exit_code` is what the CLI exits with."""

    exit_code = 1


class ManifestError(RagError):
    """corpus.json is missing, unreadable, or breaks the contract."""


class AnswersError(RagError):
    """An answers file given to `rag-eval grade` is unreadable."""


class UsageError(RagError):
    """Bad arguments that the argument parser itself cannot catch."""

    exit_code = 2
