"""Suites: one ordinary corpus per seed (`DIR/seed-<n>/`), `DIR/suite.json` and a suite card.

All or nothing, like a corpus: every household is written into a temporary sibling folder
(`.tmp-<name>-<pid>-*` beside the target), suite.json and README.md are written last, and the
folder is renamed into place only when it is complete. An existing target is refused
unless `force`, and then replaced only when it is a suite rag-gen wrote
(harness.contract.outputs), once the new suite is whole.

Every byte depends only on the seeds and settings: each household is an ordinary corpus
(generator.corpus.writer), and suite.json records what they share (size, question budget, the
generator provenance less its per-seed keys) and each one's corpus.json SHA-256.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from generator.corpus.writer import (
    Progress,
    Settings,
    build_corpus,
    check_target,
    check_workers,
    move_into_place,
    write_corpus,
)
from generator.producers.registry import DEFAULT_PRODUCERS
from generator.suite.card import write_suite_card
from generator.suite.seed_phrase import phrase_seeds, phrase_sha256
from harness.contract.manifest import CorpusManifest, manifest_sha256
from harness.contract.suite import (
    NAMED_SUITES,
    SUITE_NAME,
    NamedSuite,
    SuiteCorpus,
    SuiteManifest,
    corpus_folder_name,
    dump_suite,
)
from harness.runtime.errors import RagError, UsageError
from harness.runtime.fsutil import atomic_write_text, ensure_parent, temp_sibling

PER_SEED_KEYS = ("seed",)  # provenance keys that differ from household to household
SuiteProgress = Callable[[str, int, int], None]  # (stage, done, total): "households" and "seed-<n>"


def household_progress(progress: SuiteProgress, stage: str) -> Progress:
    """The writer's (done, total, file) progress of one household as its own stage."""
    return lambda done, total, _file: progress(stage, done, total)


def suite_name(seeds: Sequence[int]) -> str:
    """The name of an unnamed suite: `seeds-100-111`."""
    return f"seeds-{min(seeds)}-{max(seeds)}"


def suite_description(seeds: Sequence[int], size: str, questions: int | None, purpose: str | None = None,
                      layouts: str = "all") -> str:
    per = f"{questions} questions each" if questions is not None else f"the {size} size's default questions each"
    which = "" if layouts == "all" else f", {layouts} layouts only"
    text = f"rag-gen suite of {len(seeds)} {size} households (seeds {min(seeds)}..{max(seeds)}), {per}{which}."
    return f"{text} {purpose[0].upper()}{purpose[1:]}." if purpose else text


def named_suite(name: str) -> NamedSuite:
    if name not in NAMED_SUITES:
        raise UsageError(f"unknown suite {name!r} (named suites: {', '.join(sorted(NAMED_SUITES))})")
    return NAMED_SUITES[name]


def shared_provenance(manifests: Sequence[CorpusManifest]) -> dict[str, str]:
    """The generator provenance every household shares (its per-seed keys removed)."""
    shared = [{k: v for k, v in (m.generator or {}).items() if k not in PER_SEED_KEYS} for m in manifests]
    for m, info in zip(manifests, shared, strict=True):
        if info != shared[0]:
            keys = sorted(k for k in set(info) | set(shared[0]) if info.get(k) != shared[0].get(k))
            raise RagError(f"{m.name} was generated differently from {manifests[0].name}: {', '.join(keys)}")
    return shared[0]


def suite_manifest(folder: Path, name: str, description: str, seeds: Sequence[int], size: str,
                   questions: int | None, manifests: Sequence[CorpusManifest],
                   seed_phrase_sha256: str | None = None) -> SuiteManifest:
    """suite.json for the households in `folder` (their corpus.json must be on disk)."""
    corpora = [SuiteCorpus(name=corpus_folder_name(seed), seed=seed,
                           corpus_sha256=manifest_sha256(folder / corpus_folder_name(seed)))
               for seed in seeds]
    return SuiteManifest(name=name, description=description, seeds=list(seeds), size=size, questions=questions,
                         corpora=corpora, generator=shared_provenance(manifests),
                         seed_phrase_sha256=seed_phrase_sha256)


def check_suite_settings(seeds: Sequence[int], size: str, questions: int | None,
                         layouts: str = "all", procedural_layouts: bool = True,
                         producers: tuple[str, ...] = DEFAULT_PRODUCERS) -> list[Settings]:
    """Every household's settings, checked (seeds, size, budget, layouts) before anything renders."""
    if not seeds:
        raise UsageError("a suite needs at least one seed")
    repeated = sorted({s for s in seeds if list(seeds).count(s) > 1})
    if repeated:
        raise UsageError(f"a suite's seeds must be distinct; repeated: {', '.join(map(str, repeated))}")
    settings = [Settings(seed, size=size, questions=questions, layouts=layouts,  # type: ignore[arg-type]
                         procedural_layouts=procedural_layouts, producers=producers) for seed in seeds]
    for s in settings:
        build_corpus(s)  # cheap: world and plan; a budget the household cannot meet fails here
    return settings


def write_suite(seeds: Sequence[int], out: Path, *, size: str = "small", questions: int | None = None,
                layouts: str = "all", workers: int = 1, executor: str = "local", name: str | None = None,
                description: str | None = None, force: bool = False,
                progress: SuiteProgress | None = None, seed_phrase: str | None = None,
                procedural_layouts: bool = True, producers: tuple[str, ...] = DEFAULT_PRODUCERS) -> SuiteManifest:
    """Generate one corpus per seed into `out/seed-<n>/`, then suite.json and README.md, atomically.
    With `seed_phrase` the seeds must be the ones it derives (generator/suite/seed_phrase.py), and
    suite.json records its SHA-256. `procedural_layouts` and `producers` are every household's
    (generator/corpus/writer.py Settings; each corpus.json records them, so verify needs nothing more)."""
    check_workers(workers)
    out = Path(out)
    check_target(out, force, "suite")
    if seed_phrase is not None and tuple(seeds) != phrase_seeds(seed_phrase, len(seeds)):
        raise UsageError("the seeds are not the ones the seed phrase derives")
    settings = check_suite_settings(seeds, size, questions, layouts, procedural_layouts, producers)
    ensure_parent(out)
    tmp = temp_sibling(out)
    try:
        manifests = []
        for done, s in enumerate(settings):
            if progress is not None:
                progress("households", done, len(settings))
            stage = corpus_folder_name(s.seed)
            manifests.append(write_corpus(s, tmp / stage, workers=workers, executor=executor,
                                          progress=None if progress is None else household_progress(progress, stage)))
        if progress is not None:
            progress("households", len(settings), len(settings))
        described = description or suite_description(seeds, size, questions, None, layouts)
        suite = suite_manifest(tmp, name or suite_name(seeds), described, seeds, size, questions, manifests,
                               None if seed_phrase is None else phrase_sha256(seed_phrase))
        atomic_write_text(tmp / SUITE_NAME, dump_suite(suite))
        write_suite_card(tmp, suite, manifests)
        move_into_place(tmp, out, force)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return suite


def hidden_suite_args(phrase: str, households: int, size: str, questions: int | None, layouts: str = "all",
                      shape: str | None = None) -> dict[str, Any]:
    """`rag-gen suite [NAME] --seed-phrase TEXT`: `write_suite`'s keyword arguments for a suite whose
    seeds the phrase derives; with NAME, that named suite's household count, size and questions
    (a hidden `test`: `test-hidden`)."""
    if shape is not None:
        spec = named_suite(shape)
        households, size, questions = len(spec.seeds), spec.size, spec.questions
    seeds = phrase_seeds(phrase, households)
    name = f"{shape or 'phrase'}-hidden" + ("" if layouts == "all" else f"-{layouts}")
    per = f"{questions} questions each" if questions is not None else f"the {size} size's default questions each"
    which = "" if layouts == "all" else f", {layouts} layouts only"
    description = (f"rag-gen suite of {households} {size} households whose seeds a secret phrase derives "
                   f"(its SHA-256 is seedPhraseSha256), {per}{which}. Hidden until the phrase is revealed: "
                   "`rag-gen verify SUITE --seed-phrase TEXT` then checks it.")
    return {"seeds": seeds, "size": size, "questions": questions, "layouts": layouts, "name": name,
            "description": description, "seed_phrase": phrase}


def named_suite_args(name: str, layouts: str = "all") -> dict[str, Any]:
    """`rag-gen suite dev|test [--layouts seen|unseen]`: the keyword arguments of `write_suite`
    for NAMED_SUITES[name] (seeds, size, question budget, name and description), shared by
    everyone. With one split of the layout families the name says so (`test-unseen`): it is
    another suite than the locked one."""
    spec = named_suite(name)
    return {"seeds": spec.seeds, "size": spec.size, "questions": spec.questions, "layouts": layouts,
            "name": spec.name if layouts == "all" else f"{spec.name}-{layouts}",
            "description": suite_description(spec.seeds, spec.size, spec.questions, spec.purpose, layouts)}
