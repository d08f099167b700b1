"""`make bench` (benchmarks/run_all.py) runs every benchmarks/bench_*.py with no arguments: no bench may
require an option, or the whole run reports it failed."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support.paths import REPO


def required_options(source: str) -> list[str]:
    """The options an argparse script's `add_argument` calls mark `required=True`, in source order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument"
                and any(k.arg == "required" and isinstance(k.value, ast.Constant) and k.value.value is True
                        for k in node.keywords)):
            found.append(next((a.value for a in node.args if isinstance(a, ast.Constant)), "?"))
    return sorted(found, key=source.index)


def test_the_check_finds_a_required_option() -> None:
    source = ("import argparse\np = argparse.ArgumentParser()\np.add_argument('--half', required=True)\n"
              "p.add_argument('--list', action='store_true')\np.add_argument('--out', required=False)\n")
    assert required_options(source) == ["--half"]


def test_no_bench_requires_an_option() -> None:
    scripts = sorted((REPO / "benchmarks").glob("bench_*.py"))
    assert len(scripts) >= 29
    required = {p.name: required_options(Path(p).read_text(encoding="utf-8")) for p in scripts}
    assert {name: options for name, options in required.items() if options} == {}
