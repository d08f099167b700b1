"""One owner per fact: each shared setting has one default and one rule, whoever sets it;
the version, the decline sentence, "did you mean", the version collector and the
--workers/--executor options exist once."""

from __future__ import annotations

import ast
from collections.abc import Callable
from importlib import metadata
from pathlib import Path

import click
import pytest

import generator
import harness
from generator.cli import cli as rag_gen_group
from generator.cli import main as rag_gen
from generator.corpus.writer import TOOL, Settings, write_corpus
from harness.cli import cli as rag_eval_group
from harness.cli import main as rag_eval
from harness.config import ConfigError, HarnessConfig, load_config
from harness.contract.grade import DECLINE, STOCK_DECLINES
from harness.contract.manifest import Question
from harness.contract.oracle import oracle_answer
from harness.ingest import IngestConfig
from harness.pipelines.reference import prompt
from harness.runtime.executor import open_executor
from harness.runtime.options import EXECUTOR_HELP
from harness.runtime.settings import (
    CHUNK_OVERLAP,
    CHUNK_SIZE,
    EXECUTOR,
    WORKERS,
    SettingError,
    check_at_least,
    check_between,
    check_chunking,
    check_positive,
    check_workers,
)
from harness.runtime.suggest import did_you_mean
from harness.runtime.versions import NOT_INSTALLED, VERSION, dist_versions
from tests.support.clirunner import invoke
from tests.support.paths import REPO

SOURCES = sorted(p for pkg in ("generator", "harness") for p in (REPO / pkg).rglob("*.py"))


def raises(call, *args, **kwargs) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(SettingError) as err:
        call(*args, **kwargs)
    return str(err.value)


# -- chunking: one rule for the run configuration, the ingest and its CLI --------------

@pytest.mark.parametrize(("size", "overlap", "message"), [
    (49, 0, "--chunk-size must be at least 50, got 49"),
    (1000, 500, "--chunk-overlap must be at least 0 and less than half of --chunk-size (500), got 500"),
    (1000, -1, "--chunk-overlap must be at least 0 and less than half of --chunk-size (500), got -1"),
    (50, 25, "--chunk-overlap must be at least 0 and less than half of --chunk-size (25), got 25"),
])
def test_chunking_rule(size: int, overlap: int, message: str) -> None:
    assert raises(check_chunking, size, overlap) == message
    assert raises(IngestConfig, chunk_size=size, chunk_overlap=overlap) == message


def test_chunking_limits_that_pass() -> None:
    check_chunking(50, 24)
    check_chunking(1000, 499)
    check_chunking(1000, 0)


def test_run_configuration_uses_the_same_chunking_rule() -> None:
    with pytest.raises(ConfigError) as err:
        load_config(None, ["chunk_overlap=600"])
    assert str(err.value) == ("--set: chunk_overlap must be at least 0 and less than half of chunk_size (500), "
                              "got 600")
    with pytest.raises(ConfigError) as err:
        load_config(None, ["chunk_size=10"])
    assert str(err.value) == "--set: chunk_size must be at least 50, got 10"
    cfg = load_config(None, ["chunk_size=300", "chunk_overlap=149"])
    assert (cfg.chunk_size, cfg.chunk_overlap) == (300, 149)


@pytest.mark.parametrize(("item", "message"), [
    ("top_k=0", "--set: top_k must be at least 1, got 0"),
    ("n_ctx=0", "--set: n_ctx must be at least 1, got 0"),
    ("threads=-1", "--set: threads must be at least 0, got -1"),
    ("timeout_s=0", "--set: timeout_s must be positive, got 0.0"),
    ("prompt=poem", "--set: prompt must be one of choice, fields, free, plain, got poem"),
    ("fusion_k=0", "--set: fusion_k must be at least 1, got 0"),
    ("context_chars=0", "--set: context_chars must be at least 1, got 0"),
    ("max_tokens=0", "--set: max_tokens must be at least 1, got 0"),
    ("shortlist=1", "--set: shortlist must be 0 (every line) or at least 2 (one line is not a choice), got 1"),
    ("shortlist=-1", "--set: shortlist must be at least 0, got -1"),
    ("decoder=beam", "--set: decoder must be one of trie, grammar, got beam"),
    ("ocr_engine=eyes", "--set: ocr_engine: unknown OCR engine 'eyes' (known engines: rapidocr, tesseract)"),
    ("http_grammar=maybe", "--set http_grammar=maybe: http_grammar must be bool, got 'maybe'"),
    ("decline_margin=x", "--set decline_margin=x: decline_margin must be float, got 'x'"),
    ("timeout_s=nan", "--set: timeout_s must be a finite number, got nan"),
    ("timeout_s=inf", "--set: timeout_s must be a finite number, got inf"),
    ("decline_margin=nan", "--set: decline_margin must be a finite number, got nan"),
    ("decline_margin=-inf", "--set: decline_margin must be a finite number, got -inf"),
])
def test_run_configuration_rules(item: str, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(None, [item])
    assert str(err.value) == message


def test_a_bad_setting_is_a_usage_error_on_both_clis(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "corpus.json").write_text('{"name": "x", "description": "x", "questions": []}\n')
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--set", "chunk_overlap=600")
    assert (r.code, r.out, r.err) == (
        2, "", "Error: --set: chunk_overlap must be at least 0 and less than half of chunk_size (500), got 600\n")
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--repeat", "0")
    assert (r.code, r.err) == (2, "Error: --repeat must be at least 1, got 0\n")
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--limit", "0")
    assert (r.code, r.err) == (2, "Error: --limit must be at least 1, got 0\n")
    r = invoke(rag_eval, "ingest", str(tmp_path / "corpus"), "--store", str(tmp_path / "s"), "--chunk-size", "10")
    assert (r.code, r.err) == (2, "Error: --chunk-size must be at least 50, got 10\n")
    r = invoke(rag_gen, "--seed", "1", "--year", "1800", "--out", str(tmp_path / "c"))
    assert (r.code, r.err) == (2, "Error: --year must be between 1900 and 2100, got 1800\n")
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--set", "timeout_s=nan")
    assert (r.code, r.err) == (2, "Error: --set: timeout_s must be a finite number, got nan\n")
    r = invoke(rag_gen, "--seed", "1", "--scan-severity", "7", "--out", str(tmp_path / "c"))
    assert (r.code, r.err) == (2, "Error: --scan-severity must be between 0 and 1, got 7.0\n")
    r = invoke(rag_gen, "--seed", "1", "--scan-severity", "nan", "--out", str(tmp_path / "c"))
    assert (r.code, r.err) == (2, "Error: --scan-severity must be between 0 and 1, got nan\n")
    r = invoke(rag_eval, "sweep", "42", "--severity", "nan", "--out", str(tmp_path / "s"))
    assert (r.code, r.err) == (2, "Error: --severity: nan is not between 0 and 1\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus"]


@pytest.mark.parametrize("check", [lambda: check_positive("x", float("nan")),
                                   lambda: check_at_least("x", float("nan"), 0),
                                   lambda: check_between("x", float("nan"), 0, 1)])
def test_nan_breaks_every_range_rule(check: Callable[[], None]) -> None:
    with pytest.raises(SettingError, match=r"^x must be (positive|at least 0|between 0 and 1), got nan$"):
        check()


def test_one_default_for_chunking_workers_and_executor() -> None:
    assert (HarnessConfig().chunk_size, HarnessConfig().chunk_overlap) == (CHUNK_SIZE, CHUNK_OVERLAP) == (1000, 150)
    ingest = IngestConfig()
    assert (ingest.chunk_size, ingest.chunk_overlap, ingest.workers, ingest.executor) == (
        CHUNK_SIZE, CHUNK_OVERLAP, WORKERS, EXECUTOR)
    ingest_cmd = rag_eval_group.commands["ingest"]  # type: ignore[attr-defined]
    defaults = {p.name: p.default for p in ingest_cmd.params}
    assert (defaults["chunk_size"], defaults["chunk_overlap"]) == (CHUNK_SIZE, CHUNK_OVERLAP)


# -- workers and executor: one rule, one option, one help text -------------------------

def test_workers_rule_everywhere(tmp_path: Path) -> None:
    message = "--workers must be at least 1, got 0"
    assert raises(check_workers, 0) == message
    assert raises(open_executor, "local", 0) == message
    assert raises(IngestConfig, workers=0) == message
    assert raises(write_corpus, Settings(1), tmp_path / "c", workers=0) == message
    for main, args in ((rag_gen, ["--seed", "1", "--out", str(tmp_path / "c")]),
                       (rag_gen, ["verify", str(tmp_path)]),
                       (rag_eval, ["ingest", str(tmp_path), "--store", str(tmp_path / "s")]),
                       (rag_eval, ["run", str(tmp_path), "--out", str(tmp_path / "r")])):
        r = invoke(main, *args, "--workers", "0")
        assert (r.code, r.err) == (2, f"Error: {message}\n"), args
    assert list(tmp_path.iterdir()) == []


def _option(command: click.Command, name: str) -> click.Option:
    return next(p for p in command.params if isinstance(p, click.Option) and p.name == name)


def test_workers_and_executor_options_are_one_definition() -> None:
    groups = {"rag-gen": rag_gen_group, "rag-eval": rag_eval_group}
    commands = [rag_gen_group, groups["rag-gen"].commands["verify"],  # type: ignore[attr-defined]
                groups["rag-eval"].commands["ingest"], groups["rag-eval"].commands["run"]]  # type: ignore[attr-defined]
    head, tail = EXECUTOR_HELP.split("{work}")
    for command in commands:
        executor = _option(command, "executor")
        workers = _option(command, "workers")
        assert (executor.default, executor.metavar, workers.default, workers.metavar) == (
            EXECUTOR, "local|ray|ray://HOST:PORT", WORKERS, "K"), command.name
        assert executor.help is not None and executor.help.startswith(head) and tail in executor.help
        assert workers.help is not None and workers.help.startswith("Processes that ")
    assert _option(rag_gen_group, "executor").help == (
        "Where the documents render: local (a pool of --workers processes), ray (start or join a Ray runtime; "
        "RAY_ADDRESS is honoured) or ray://host:port (join a Ray cluster). The bytes do not depend on it.")


# -- did you mean ----------------------------------------------------------------------

@pytest.mark.parametrize(("word", "hint"), [
    ("topk", " (did you mean top_k?)"),
    ("documnets", " (did you mean documents?)"),
    ("must_contain_any", " (did you mean mustContainAny?)"),
    ("zzz", " (known keys: documents, mustContainAny, top_k)"),
])
def test_did_you_mean(word: str, hint: str) -> None:
    assert did_you_mean(word, ["top_k", "mustContainAny", "documents"]) == hint


def test_did_you_mean_names_what_the_known_words_are() -> None:
    assert did_you_mean("xml", ["ragas", "deepeval"], "formats") == " (known formats: deepeval, ragas)"
    assert did_you_mean("ragaz", ["ragas", "deepeval"], "formats") == " (did you mean ragas?)"


def test_did_you_mean_serves_the_configuration_and_the_manifest(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(None, ["top-kk=3"])
    assert str(err.value) == "--set top-kk=3: unknown key top-kk (did you mean top_k?)"
    (tmp_path / "corpus.json").write_text('{"name": "x", "description": "x", "questions": [], "documnets": []}\n')
    r = invoke(rag_eval, "grade", "--corpus", str(tmp_path), "--answers", str(tmp_path / "a.jsonl"),
               "--out", str(tmp_path / "out"))
    assert r.err == f"Error: {tmp_path / 'corpus.json'}: $.documnets: unknown key (did you mean documents?)\n"


# -- version and version collector -----------------------------------------------------

def test_one_version_from_the_package_metadata() -> None:
    assert VERSION == metadata.version("rag-gen") == generator.__version__ == harness.__version__
    assert TOOL == f"rag-gen {VERSION}"
    assert invoke(rag_gen, "--version").out == f"rag-gen, version {VERSION}\n"
    assert invoke(rag_eval, "--version").out == f"rag-eval, version {VERSION}\n"


def test_dist_versions() -> None:
    assert dist_versions(["rag-gen", "no-such-distribution-here"]) == {
        "rag-gen": VERSION, "no-such-distribution-here": NOT_INSTALLED}
    assert NOT_INSTALLED == "not installed"


# -- the decline sentence --------------------------------------------------------------

def test_one_decline_sentence() -> None:
    assert DECLINE == STOCK_DECLINES[0] == "Not found in the documents."
    assert prompt.DECLINE is DECLINE
    negative = Question(id="n", question="q?", negative=True)
    assert oracle_answer(negative) == DECLINE


# -- each fact is written once in the source --------------------------------------------

def _facts(path: Path) -> set[str]:
    """Which of the once-only facts a source file writes down."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and node.value == DECLINE:
            found.add("decline")
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        attr, owner = node.func.attr, node.func.value
        if attr == "get_close_matches":
            found.add("did you mean")
        if attr == "version" and isinstance(owner, ast.Name) and owner.id == "metadata":
            found.add("version")
        first = node.args[0] if node.args else None
        if attr == "option" and isinstance(first, ast.Constant) and first.value in ("--workers", "--executor"):
            found.add("option")
    return found


def test_each_fact_is_written_once_in_the_source() -> None:
    owners: dict[str, list[str]] = {}
    for path in SOURCES:
        for fact in _facts(path):
            owners.setdefault(fact, []).append(str(path.relative_to(REPO)))
    assert owners == {
        "did you mean": ["harness/runtime/suggest.py"],
        "version": ["harness/runtime/versions.py"],
        "decline": ["harness/contract/grade.py"],
        "option": ["harness/runtime/options.py"],
    }
