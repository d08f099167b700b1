"""`rag-gen verify DIR` on a suite: every household regenerated and compared file by file, each
corpus.json against the SHA-256 suite.json records, and suite.json and the card rebuilt. The
households' causes (generator/corpus/verify.py) are said once, naming the households when they
do not hold for all of them."""

from __future__ import annotations

from pathlib import Path

from generator.corpus.card import CARD_NAME
from generator.corpus.verify import Verification, recorded_settings, verify_corpus
from generator.suite.card import suite_card
from generator.suite.seed_phrase import phrase_seeds, phrase_sha256
from generator.suite.writer import SuiteProgress, household_progress, suite_manifest
from harness.contract.manifest import load_manifest, manifest_sha256
from harness.contract.suite import SUITE_NAME, SuiteManifest, dump_suite, load_suite
from harness.runtime.errors import RagError


def check_suite(folder: Path) -> SuiteManifest:
    """Load suite.json and check that each household records the suite's settings (before any
    regeneration: the refusals of `recorded_settings` fail here)."""
    suite = load_suite(folder)
    for corpus in suite.corpora:
        s = recorded_settings(folder / corpus.name)
        if (s.seed, s.size, s.questions) != (corpus.seed, suite.size, suite.questions):
            raise RagError(f"{folder / corpus.name}: corpus.json records seed {s.seed}, size {s.size}, questions "
                           f"{s.questions}; suite.json says seed {corpus.seed}, size {suite.size}, questions "
                           f"{suite.questions}")
    return suite


def check_seed_phrase(suite: SuiteManifest, phrase: str) -> None:
    """`rag-gen verify SUITE --seed-phrase TEXT`: the suite records this phrase's SHA-256 and its seeds
    are the ones the phrase derives; a RagError says which does not hold."""
    if suite.seed_phrase_sha256 is None:
        raise RagError(f"suite {suite.name} records no seed phrase (it was not written with --seed-phrase)")
    if phrase_sha256(phrase) != suite.seed_phrase_sha256:
        raise RagError(f"the seed phrase is not the one suite {suite.name} records (its SHA-256 differs)")
    if tuple(suite.seeds) != phrase_seeds(phrase, len(suite.seeds)):
        raise RagError(f"suite {suite.name}'s seeds are not the ones its seed phrase derives")


def verify_suite(folder: Path, workers: int = 1, progress: SuiteProgress | None = None,
                 executor: str = "local") -> Verification:
    """Regenerate every household of the suite in `folder` and compare; problems name files
    relative to the suite folder (`differs: seed-100/w2_x.pdf`). `progress` gets stage
    "households" and one stage per household, as `write_suite` gives them."""
    folder = Path(folder)
    suite = check_suite(folder)
    problems: list[str] = []
    checked = 0
    causes: dict[str, list[str]] = {}  # cause -> the households it holds for
    for done, corpus in enumerate(suite.corpora):
        if progress is not None:
            progress("households", done, len(suite.corpora))
        if manifest_sha256(folder / corpus.name) != corpus.corpus_sha256:
            problems.append(f"differs: {corpus.name}/corpus.json (not the SHA-256 suite.json records)")
        result = verify_corpus(folder / corpus.name, workers=workers, executor=executor,
                               progress=None if progress is None else household_progress(progress, corpus.name))
        checked += result.checked
        for cause in result.causes:
            causes.setdefault(cause, []).append(corpus.name)
        problems += [f"{kind}: {corpus.name}/{rel}" for kind, rel in (p.split(": ", 1) for p in result.problems)]
    if progress is not None:
        progress("households", len(suite.corpora), len(suite.corpora))
    manifests = [load_manifest(folder / c.name) for c in suite.corpora]
    expected = {SUITE_NAME: dump_suite(suite_manifest(folder, suite.name, suite.description, suite.seeds, suite.size,
                                                      suite.questions, manifests, suite.seed_phrase_sha256)),
                CARD_NAME: suite_card(suite, manifests)}
    for rel, text in expected.items():
        path = folder / rel
        if not path.is_file():
            problems.append(f"missing: {rel}")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"differs: {rel}")
    known = {*expected, *(c.name for c in suite.corpora)}
    problems += [f"unexpected: {p.name}" for p in sorted(folder.iterdir()) if p.name not in known]
    every = len(suite.corpora)
    said = [cause if len(names) == every else f"{', '.join(names)}: {cause}" for cause, names in causes.items()]
    return Verification(checked + len(expected), sorted(problems, key=lambda line: line.split(": ", 1)[1]), said)
