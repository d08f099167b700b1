"""`rag-gen suite`: parse, call generator.suite.writer, print. generator/cli/commands.py wires it in."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import click

from generator.corpus.writer import check_target
from generator.documents.house_style import LAYOUT_CHOICES
from generator.documents.plan import SIZES
from generator.suite.card import DISCIPLINE
from generator.suite.seed_phrase import phrase_sha256
from generator.suite.writer import (
    check_suite_settings,
    hidden_suite_args,
    named_suite_args,
    suite_description,
    suite_name,
    write_suite,
)
from harness.contract.suite import NAMED_SUITES
from harness.runtime.errors import UsageError
from harness.runtime.executor import check_executor
from harness.runtime.options import executor_option, workers_option
from harness.runtime.progress import StageProgress
from harness.runtime.settings import check_workers

SUITES_DIR = Path("suites")
MAX_SUITE_SEEDS = 1000  # households in one suite (docs/suites.md); checked before the range is built
_RANGE = re.compile(r"^(\d{1,30})\.\.(\d{1,30})$")


def parse_seeds(text: str) -> tuple[int, ...]:
    """`100..111` -> (100, ..., 111), both ends included; at most MAX_SUITE_SEEDS of them."""
    match = _RANGE.match(text.strip())
    if not match or int(match.group(1)) > int(match.group(2)):
        shown = text if len(text) <= 60 else text[:57] + "..."
        raise UsageError(f"--seeds: expected A..B with A <= B, got {shown}")
    low, high = int(match.group(1)), int(match.group(2))
    if high - low + 1 > MAX_SUITE_SEEDS:
        raise UsageError(f"--seeds {low}..{high} is {high - low + 1} households; a suite has at most "
                         f"{MAX_SUITE_SEEDS}")
    return tuple(range(low, high + 1))


def suite_args(name: str | None, seeds: str | None, size: str | None, questions: int | None,
               layouts: str = "all") -> dict[str, Any]:
    """`write_suite`'s settings from a NAME or from --seeds/--size/--questions, never both
    (--layouts goes with either)."""
    if name is not None:
        given = [flag for flag, value in (("--seeds", seeds), ("--size", size), ("--questions", questions))
                 if value is not None]
        if given:
            raise UsageError(f"suite {name} fixes its seeds, size and questions; drop {', '.join(given)}")
        return named_suite_args(name, layouts)
    if seeds is None:
        raise UsageError(f"give a named suite ({', '.join(sorted(NAMED_SUITES))}) or --seeds A..B")
    chosen, size = parse_seeds(seeds), size or "small"
    return {"seeds": chosen, "size": size, "questions": questions, "layouts": layouts,
            "name": suite_name(chosen) if layouts == "all" else f"{suite_name(chosen)}-{layouts}",
            "description": suite_description(chosen, size, questions, None, layouts)}


DEFAULT_HIDDEN_HOUSEHOLDS = 12


def phrase_suite_args(name: str | None, phrase: str, households: int | None, seeds: str | None, size: str | None,
                      questions: int | None, layouts: str) -> dict[str, Any]:
    """`write_suite`'s settings for `--seed-phrase`: NAME gives the shape, or --households/--size/--questions."""
    if seeds is not None:
        raise UsageError("--seed-phrase derives the seeds; drop --seeds")
    if name is not None:
        given = [flag for flag, value in (("--households", households), ("--size", size),
                                          ("--questions", questions)) if value is not None]
        if given:
            raise UsageError(f"suite {name} fixes its household count, size and questions; drop {', '.join(given)}")
    count = DEFAULT_HIDDEN_HOUSEHOLDS if households is None else households
    if not 1 <= count <= MAX_SUITE_SEEDS:
        raise UsageError(f"--households must be between 1 and {MAX_SUITE_SEEDS}, got {count}")
    return hidden_suite_args(phrase, count, size or "small", questions, layouts, name)


@click.command("suite", epilog=DISCIPLINE)
@click.argument("name", required=False, type=click.Choice(sorted(NAMED_SUITES)))
@click.option("--seeds", metavar="A..B", help="The households' seeds, A to B inclusive (instead of a NAME).")
@click.option("--size", type=click.Choice(SIZES), default=None, help="Size of every household [default: small].")
@click.option("--questions", type=int, default=None, metavar="N",
              help="Questions per household, every category keeping its share (default: the size's own counts).")
@click.option("--layouts", type=click.Choice(LAYOUT_CHOICES), default="all", show_default=True,
              help="Layout families of every household: all, or only the seen or the unseen split "
                   "(the suite's name gets -seen/-unseen: `rag-gen suite test --layouts unseen` measures "
                   "the generalization gap on the test seeds).")
@click.option("--seed-phrase", "seed_phrase", default=None, metavar="TEXT",
              help="Derive the households' seeds from this secret phrase (at least 16 characters) instead of "
                   "--seeds: a suite nobody can make until you reveal the phrase; suite.json records its SHA-256 "
                   "(docs/suites.md). With NAME: that suite's household count, size and questions.")
@click.option("--households", type=int, default=None, metavar="N",
              help="With --seed-phrase and no NAME: how many households [default: 12].")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Folder to write the suite into [default: suites/NAME, or suites/seeds-A-B].")
@workers_option("render the documents", "The bytes do not depend on it.")
@executor_option("the documents render", "The bytes do not depend on it.")
@click.option("--force", is_flag=True,
              help="Replace an existing suite that rag-gen wrote (only once the new one is complete); never "
                   "other files.")
@click.option("--quiet", is_flag=True, help="No progress bars and no summary.")
def suite_cmd(name: str | None, seeds: str | None, size: str | None, questions: int | None, layouts: str,
              seed_phrase: str | None, households: int | None, out: Path | None, workers: int, executor: str,
              force: bool, quiet: bool) -> None:
    """Write a suite: one ordinary corpus per seed in OUT/seed-<n>/, OUT/suite.json and a card.

    `rag-gen suite dev` and `rag-gen suite test` write the named suites everyone shares
    (fixed seeds, size and questions); `rag-gen suite --seeds A..B` writes any other.
    """
    if seed_phrase is not None:
        args = phrase_suite_args(name, seed_phrase, households, seeds, size, questions, layouts)
    elif households is not None:
        raise UsageError("--households goes with --seed-phrase (--seeds A..B gives the households otherwise)")
    else:
        args = suite_args(name, seeds, size, questions, layouts)
    target = out or SUITES_DIR / args["name"]
    check_workers(workers)
    check_executor(executor)
    check_target(target, force, "suite")
    # fails before a progress bar starts
    check_suite_settings(args["seeds"], args["size"], args["questions"], args["layouts"])
    if seed_phrase is not None and not quiet:
        click.echo(f"seed phrase SHA-256 (publish it; reveal the phrase later): "
                   f"{phrase_sha256(seed_phrase)}", err=True)
    with StageProgress(quiet) as bar:
        suite = write_suite(out=target, workers=workers, executor=executor, force=force, progress=bar, **args)
    if not quiet:
        click.echo(f"wrote {len(suite.corpora)} households to {target}")
