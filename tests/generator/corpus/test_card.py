"""generator.corpus.card.write_card: a README.md that is a folder is one error line."""

from __future__ import annotations

from pathlib import Path

from generator.cli import main as rag_gen
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus


def test_a_readme_that_is_a_folder_is_one_error_line(tmp_path: Path) -> None:
    # before: os.replace raised IsADirectoryError: a traceback
    corpus = write_run_corpus(tmp_path / "corpus")
    (corpus / "README.md").mkdir()
    r = invoke(rag_gen, "card", str(corpus))
    assert (r.code, r.out, r.err) == (
        1, "", f"Error: {corpus / 'README.md'} is a folder: the dataset card is written there (move the folder away)\n")
    assert sorted(p.name for p in corpus.iterdir() if p.name.startswith(".")) == []
