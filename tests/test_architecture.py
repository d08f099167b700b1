"""The house rules, checked on the source (AST): no import cycles, the generator stays on
the contract and the runtime, and a stage of either package never imports a stage that
runs after it.

ARCHITECTURE.md states the same rules in words; this test is what keeps them true.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("generator", "harness")

# Harness rooms in the order the data flows; a module may import its own room and any
# room before it. `harness` itself (the package's __init__: the version) is open to all.
RANKS = {
    "harness.runtime": 0,
    "harness.contract": 1,
    "harness.config": 2,
    "harness.store": 3,
    "harness.harvest": 4,
    "harness.ingest": 5,
    "harness.pipelines": 6,
    "harness.scoring": 7,
    "harness.selftest": 8,
}
TOP = 9  # the CLI modules, run.py and anything else at harness/'s top level
GENERATOR_MAY_IMPORT = ("harness.contract", "harness.runtime")

# Generator rooms in the order the data flows: the seed's RNGs, the household-year, the
# documents planned from it, drawn, scanned, asked about, written as a corpus, gathered
# into suites, exported, and the command line. `generator` itself (the version) is open to all.
GENERATOR_RANKS = {
    "generator.rng": 0,
    "generator.world": 1,
    "generator.documents": 2,
    "generator.render": 3,
    "generator.scan": 4,
    "generator.questions": 5,
    "generator.corpus": 6,
    "generator.suite": 7,
    "generator.exports": 8,
    "generator.cli": 9,
}
GENERATOR_TOP = 10  # lockfile.py: it writes a corpus and a suite


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    found = {}
    for pkg in PACKAGES:
        for path in sorted((REPO / pkg).rglob("*.py")):
            found[module_name(path)] = path
    return found


MODULES = all_modules()


def imports_of(name: str, path: Path) -> set[str]:
    """Every project module `name` imports, at module level or inside a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                       for alias in node.names]
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


GRAPH = {name: imports_of(name, path) for name, path in MODULES.items()}


def ranker(package: str, ranks: dict[str, int], top: int) -> Callable[[str], int | None]:
    """A module's rank in `package`: its room's, `top` for the rest of the package, None for the
    package itself (open to all) and for anything outside it."""

    def rank_of(name: str) -> int | None:
        if not name.startswith(package + "."):
            return None
        for room, r in ranks.items():
            if name == room or name.startswith(room + "."):
                return r
        return top

    return rank_of


rank = ranker("harness", RANKS, TOP)
generator_rank = ranker("generator", GENERATOR_RANKS, GENERATOR_TOP)


def later_stage_imports(graph: dict[str, set[str]], rank_of: Callable[[str], int | None]) -> list[str]:
    """Every `src -> dst` where both have a rank and dst's is later than src's."""
    bad = []
    for src, dsts in graph.items():
        r = rank_of(src)
        if r is None:
            continue
        for dst in dsts:
            d = rank_of(dst)
            if d is not None and d > r:
                bad.append(f"{src} -> {dst}")
    return sorted(bad)


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_walker_sees_the_imports_it_must():
    assert "harness.contract.manifest" in GRAPH["harness.contract.grade"]
    assert "harness.pipelines.extractive" in GRAPH["harness.pipelines.spec"]  # inside a function
    assert "generator.documents.plan" in GRAPH["generator.corpus.writer"]
    assert "generator.suite.writer" in GRAPH["generator.lockfile"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle():
    assert find_cycle(GRAPH) is None


def test_generator_imports_only_the_contract_and_the_runtime():
    bad = sorted(f"{src} -> {dst}" for src, dsts in GRAPH.items() if src.startswith("generator")
                 for dst in dsts if dst.startswith("harness")
                 and dst != "harness" and not dst.startswith(GENERATOR_MAY_IMPORT))
    assert bad == []


def test_harness_never_imports_the_generator():
    bad = sorted(f"{src} -> {dst}" for src, dsts in GRAPH.items() if src.startswith("harness")
                 for dst in dsts if dst.startswith("generator"))
    assert bad == []


def test_the_stage_check_sees_a_later_stage_import():
    graph = {"generator.world.people": {"generator.corpus.writer", "generator.rng"},
             "generator.corpus.writer": {"generator.world.people"}}
    assert later_stage_imports(graph, generator_rank) == ["generator.world.people -> generator.corpus.writer"]


def test_no_stage_imports_a_later_stage():
    assert later_stage_imports(GRAPH, rank) == []


def test_no_generator_stage_imports_a_later_stage():
    assert later_stage_imports(GRAPH, generator_rank) == []


def test_harness_top_level_holds_only_the_cli_the_run_the_sweep_and_its_configuration():
    top = sorted(p.name for p in (REPO / "harness").glob("*.py"))
    assert top == ["__init__.py", "api.py", "cli.py", "cli_export.py", "cli_selftest.py", "config.py",
                   "pytest_plugin.py", "run.py", "run_suite.py",
                   "sweep.py"]


def test_generator_top_level_holds_only_the_rngs_and_the_lock_files():
    top = sorted(p.name for p in (REPO / "generator").glob("*.py"))
    assert top == ["__init__.py", "lockfile.py", "rng.py"]


def test_every_generator_package_is_a_ranked_room():
    packages = sorted(f"generator.{p.parent.name}" for p in (REPO / "generator").glob("*/__init__.py"))
    assert packages == sorted(room for room in GENERATOR_RANKS if room != "generator.rng")


@pytest.mark.parametrize("room", sorted(RANKS) + sorted(GENERATOR_RANKS))
def test_every_room_is_a_package_that_exists(room):
    assert room in MODULES
