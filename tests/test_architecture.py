"""The house rules, checked on the source (AST): no import cycles, the generator stays on
the contract and the runtime, a stage of either package never imports a stage that runs
after it, and inside harness/pipelines/ a room never imports a room ranked after it (the
two baselines import neither each other nor anything but the evidence and the rooms below).
And the tests' own tree: tests/ mirrors the rooms, and the unit layer stays fast.

ARCHITECTURE.md states the same rules in words; this test is what keeps them true.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support.paths import REPO

PACKAGES = ("generator", "harness")

# Harness rooms in the order the data flows; a module may import its own room and any
# room before it. `harness` itself (the package's __init__: the version) is open to all.
RANKS = {
    "harness.runtime": 0,
    "harness.contract": 1,
    "harness.store": 2,
    "harness.harvest": 3,
    "harness.ingest": 4,
    "harness.pipelines": 5,
    "harness.config": 6,  # the run configuration: the ingest's settings and the pipelines' (their own)
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
    "generator.producers": 5,
    "generator.questions": 6,
    "generator.corpus": 7,
    "generator.suite": 8,
    "generator.exports": 9,
    "generator.release": 10,
    "generator.cli": 11,
}
GENERATOR_TOP = 12  # lockfile.py: it writes a corpus and a suite

# Rooms inside harness/pipelines/: a module may import its own room and the rooms ranked
# before it. Rooms of one rank (the two baselines) may not import each other. Every other
# module of harness/pipelines/ is its top (PIPELINES_TOP): the context, the settings, the
# kinds and the specs, asking; it may import every room.
PIPELINE_ROOMS = {
    "harness.pipelines.base": 0,         # the Pipeline protocol, Answer, PipelineError
    "harness.pipelines.evidence": 1,     # what both baselines read from a store
    "harness.pipelines.extractive": 2,
    "harness.pipelines.reference": 2,
    "harness.pipelines.adapters": 3,     # python:, cmd:, http: (http: generates with the reference's prompt)
}
PIPELINES_TOP = 4
PIPELINES_TOP_MODULES = ["__init__.py", "ask.py", "base.py", "context.py", "kinds.py", "settings.py", "spec.py"]


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
_pipelines_room_rank = ranker("harness.pipelines", PIPELINE_ROOMS, PIPELINES_TOP)


def pipelines_rank(name: str) -> int | None:
    """A module's rank inside harness/pipelines/; the package itself (its public names) is its top."""
    return PIPELINES_TOP if name == "harness.pipelines" else _pipelines_room_rank(name)


def baseline_strays(graph: dict[str, set[str]], baseline: str) -> list[str]:
    """Every `src -> dst` where a module of `baseline` imports a harness module that is not of its
    own room, the evidence, base, or a room before harness.pipelines."""
    allowed = (baseline, "harness.pipelines.evidence", "harness.pipelines.base",
               *(room for room, r in RANKS.items() if r < RANKS["harness.pipelines"]))
    return sorted(f"{src} -> {dst}" for src, dsts in graph.items() if src.startswith(baseline + ".")
                  for dst in dsts if dst.startswith("harness.") and not dst.startswith(allowed))


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
    assert "harness.pipelines.extractive.pipeline" in GRAPH["harness.pipelines.kinds"]  # inside a function
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
    assert top == ["__init__.py", "api.py", "cli.py", "cli_board.py", "cli_export.py", "cli_selftest.py", "config.py",
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


@pytest.mark.parametrize("room", sorted(PIPELINE_ROOMS))
def test_every_pipelines_room_exists_and_holds_modules(room):
    assert room in MODULES
    path = MODULES[room]
    if path.name == "__init__.py":  # a sub-package: it holds modules besides its __init__
        assert [m for m in MODULES if m.startswith(room + ".")] != []


def test_pipelines_top_level_holds_only_the_protocol_the_context_the_settings_the_kinds_and_asking():
    top = sorted(p.name for p in (REPO / "harness" / "pipelines").glob("*.py"))
    assert top == PIPELINES_TOP_MODULES
    packages = sorted(p.parent.name for p in (REPO / "harness" / "pipelines").glob("*/__init__.py"))
    assert packages == ["adapters", "evidence", "extractive", "reference"]


def test_no_pipelines_room_imports_a_later_room():
    assert later_stage_imports(GRAPH, pipelines_rank) == []


def test_the_pipelines_rule_catches_what_it_must():
    graph = {
        "harness.pipelines.evidence.ledger": {"harness.pipelines.reference.field_prompt",
                                              "harness.pipelines.base"},
        "harness.pipelines.base": {"harness.pipelines.context"},
        "harness.pipelines.extractive.shapes": {"harness.pipelines"},
        "harness.pipelines.adapters.command": {"harness.pipelines.kinds", "harness.pipelines.reference.rag"},
        "harness.pipelines.kinds": {"harness.pipelines.adapters.command", "harness.pipelines.ask"},
    }
    assert later_stage_imports(graph, pipelines_rank) == [
        "harness.pipelines.adapters.command -> harness.pipelines.kinds",
        "harness.pipelines.base -> harness.pipelines.context",
        "harness.pipelines.evidence.ledger -> harness.pipelines.reference.field_prompt",
        "harness.pipelines.extractive.shapes -> harness.pipelines",
    ]


@pytest.mark.parametrize(("baseline", "other"), [
    ("harness.pipelines.extractive", "harness.pipelines.reference"),
    ("harness.pipelines.reference", "harness.pipelines.extractive"),
])
def test_a_baseline_imports_only_its_own_room_the_evidence_and_the_rooms_below(baseline: str, other: str):
    assert baseline_strays(GRAPH, baseline) == []
    imports = {dst for src, dsts in GRAPH.items() if src.startswith(baseline + ".") for dst in dsts}
    assert {dst for dst in imports if dst.startswith("harness.pipelines.evidence")} != set()
    stray = {f"{baseline}.x": {f"{other}.y", "harness.pipelines.evidence.ledger", "harness.scoring.blame",
                               f"{baseline}.z", "harness.contract.grade"}}
    assert baseline_strays(stray, baseline) == sorted([f"{baseline}.x -> harness.scoring.blame",
                                                       f"{baseline}.x -> {other}.y"])


def test_pipelines_may_not_import_the_run_configuration():
    """The pipelines own their settings; the run configuration (harness.config) composes them."""
    assert sorted(src for src, dsts in GRAPH.items() if src.startswith("harness.pipelines")
                  and "harness.config" in dsts) == []
    assert "harness.pipelines.settings" in GRAPH["harness.config"]


def any_in_annotations(source: str) -> list[str]:
    """`name:line` of every function signature or annotated name whose annotation says `Any`
    (typing.Any, a bare Any, or Any inside a string annotation)."""

    def says_any(node: ast.expr | None) -> bool:
        if node is None:
            return False
        for part in ast.walk(node):
            if isinstance(part, ast.Name) and part.id == "Any":
                return True
            if isinstance(part, ast.Attribute) and part.attr == "Any":
                return True
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                try:
                    if says_any(ast.parse(part.value, mode="eval").body):
                        return True
                except SyntaxError:
                    continue
        return False

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(x for x in (a.vararg, a.kwarg) if x)]
            if says_any(node.returns) or any(says_any(p.annotation) for p in params):
                found.append(f"{node.name}:{node.lineno}")
        elif isinstance(node, ast.AnnAssign) and says_any(node.annotation):
            found.append(f"{ast.unparse(node.target)}:{node.lineno}")
    return found


def test_no_any_in_pipeline_signatures():
    checked = {name: path for name, path in MODULES.items() if name.startswith("harness.pipelines")}
    assert len(checked) > 20
    bad = {name: found for name, path in checked.items()
           if (found := any_in_annotations(path.read_text(encoding="utf-8")))}
    assert bad == {}


def test_the_any_check_sees_every_place_an_annotation_may_say_any():
    source = (
        "from typing import Any\nimport typing\n"
        "def a(x: Any) -> int: ...\n"
        "def b(x: int) -> dict[str, Any]: ...\n"
        "async def c(*args: typing.Any) -> None: ...\n"
        "def d(**kw: 'list[Any]') -> None: ...\n"
        "class E:\n    field: Any = None\n    def f(self, *, x: int = 0) -> 'int': ...\n"
        "def g(x: object) -> 'Anything': ...\n"
    )
    assert any_in_annotations(source) == ["a:3", "b:4", "c:5", "d:6", "field:8"]


def test_no_pipelines_module_defines_a_name_it_is_named_after():
    """`from x import x` reads as one thing and is two: a module's functions and classes
    are named for what they do, not after the module."""
    checked = {name: path for name, path in MODULES.items() if name.startswith("harness.pipelines.")}
    assert "harness.pipelines.reference.shortlist" in checked
    bad = sorted(f"{name}.{node.name}" for name, path in checked.items()
                 for node in ast.parse(path.read_text(encoding="utf-8")).body
                 if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.name == name.rpartition(".")[2])
    assert bad == []


# -- the tests' own tree ------------------------------------------------------------------
#
# A test of generator/<room>/x.py is tests/generator/<room>/test_x.py (harness/pipelines/<room>/
# too: tests/harness/pipelines/<room>/); a test of a package's top level (generator/lockfile.py,
# harness/cli.py, harness/run.py, ...) is tests/generator/test_x.py or tests/harness/test_x.py.
# Those two folders are the unit layer, `make test-fast`: nothing there is marked slow, and the
# generated corpora that end-to-end tests share (small42, default42, small_suite) are fixtures of
# tests/e2e/conftest.py, out of its reach. What generates whole corpora, runs the real model, the
# peer tools, a browser, Ray or killed processes, or is marked slow, is tests/e2e/. This module,
# the house rules of both packages and of the tests, stays at the top.

TESTS = REPO / "tests"
UNIT_LAYER = ("generator", "harness")


def modules_of_the_tests() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if "__pycache__" not in p.parts)


def misplaced(relative: Path) -> bool:
    """Whether a test module (its path under tests/) is outside a room folder and e2e/."""
    if relative == Path("test_architecture.py") or relative.parts[0] == "e2e":
        return False
    if relative.parts[0] not in UNIT_LAYER:
        return True
    source = REPO.joinpath(*relative.parts[:-1])  # tests/harness/pipelines/evidence -> harness/pipelines/evidence
    return not (source / "__init__.py").is_file()


def slow_marks(source: str) -> list[int]:
    """The lines of every `pytest.mark.slow` (a decorator, a pytestmark, a pytest.param's marks)."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Attribute) and node.attr == "slow"
                  and isinstance(node.value, ast.Attribute) and node.value.attr == "mark")


def test_the_tree_rules_see_what_they_must():
    assert [misplaced(Path(p)) for p in ("test_architecture.py", "e2e/test_generate.py",
                                         "generator/questions/test_table.py", "harness/test_run.py",
                                         "harness/pipelines/evidence/test_ledger.py")] == [False] * 5
    assert [misplaced(Path(p)) for p in ("test_generate.py", "harness/scorecards/test_x.py",
                                         "generator/questions/tables/test_x.py", "support/test_x.py")] == [True] * 4
    source = ("import pytest\npytestmark = [pytest.mark.slow]\n@pytest.mark.slow\ndef test_a(): ...\n"
              "@pytest.mark.parametrize('x', [pytest.param(1, marks=pytest.mark.slow)])\ndef test_b(x): ...\n"
              "@pytest.mark.xdist_group('slow')\ndef test_c(): ...\n")
    assert slow_marks(source) == [2, 3, 5]


def test_every_test_module_lives_in_a_room_folder_or_e2e():
    modules = modules_of_the_tests()
    assert len(modules) > 100
    assert [p.relative_to(TESTS).as_posix() for p in modules if misplaced(p.relative_to(TESTS))] == []


def test_every_tests_folder_is_a_package():
    """Two rooms may each have a test_settings.py: as packages, their modules' names differ."""
    folders = [TESTS, *(p for p in TESTS.rglob("*") if p.is_dir() and p.name != "__pycache__"
                        and not p.name.startswith("."))]
    assert [f.relative_to(REPO).as_posix() for f in folders if not (f / "__init__.py").is_file()] == []


def test_nothing_in_the_unit_layer_is_marked_slow():
    unit = [p for p in modules_of_the_tests() if p.relative_to(TESTS).parts[0] in UNIT_LAYER]
    assert len(unit) > 50
    marked = {p.relative_to(TESTS).as_posix(): lines for p in unit
              if (lines := slow_marks(p.read_text(encoding="utf-8")))}
    assert marked == {}


def test_the_shared_generated_corpora_are_end_to_end_fixtures_only():
    """small42, default42 and small_suite generate whole corpora: only tests/e2e/ may ask for them."""
    defined = {p.relative_to(TESTS).as_posix() for p in TESTS.rglob("conftest.py")
               for node in ast.parse(p.read_text(encoding="utf-8")).body
               if isinstance(node, ast.FunctionDef) and node.name in ("small42", "default42", "small_suite")}
    assert defined == {"e2e/conftest.py"}
