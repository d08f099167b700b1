from __future__ import annotations

import pytest

from generator.corpus.writer import Corpus
from generator.questions.view import CorpusView
from harness.contract.manifest import CorpusManifest
from tests.generator.questions.household import household_view, planned_household


@pytest.fixture(scope="module")
def view() -> CorpusView:
    """The hand-built household of household.py, as the question makers read it."""
    return household_view()


@pytest.fixture(scope="session")
def seed42() -> tuple[Corpus, CorpusManifest]:
    """The planned seed-42 household and its questions (household.py's `planned_household`)."""
    return planned_household(42)
