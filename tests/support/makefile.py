"""What the Makefile installs, read from it: the wheel test installs the same, and the install page names it."""

from __future__ import annotations

import re

from tests.support.paths import REPO

MAKEFILE = (REPO / "Makefile").read_text(encoding="utf-8")


def make_variable(name: str) -> str:
    """The value of `NAME := value`."""
    (value,) = re.findall(rf"^{name} := (.+)$", MAKEFILE, flags=re.MULTILINE)
    return value.strip()


def llama_cmake_args() -> str:
    """The CMAKE_ARGS llama-cpp-python is built with."""
    (value,) = set(re.findall(r'CMAKE_ARGS="([^"]+)"', MAKEFILE))
    return value


def no_deps_packages() -> list[str]:
    """The packages installed with --no-deps (the model package whose dependencies would pull the `llm` CLI)."""
    return re.findall(r'install --no-deps "([^"]+)"', MAKEFILE)
