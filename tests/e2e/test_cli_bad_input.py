"""Bad input an adversarial user tries: one `Error: ...` line and the right exit code, never a traceback.

Each case failed on the commit before these fixes (a RecursionError, FileExistsError,
FileNotFoundError or the user's own traceback, a valid JSONL line refused, NaN accepted,
exit 1 for a bad option value); the exact messages are asserted here.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from harness.cli import main as rag_eval
from harness.ingest import IngestConfig, ingest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("cli-bad-input")

DEEP = "[" * 5000 + "]" * 5000
TOO_DEEP = "invalid JSON: nested more than 64 levels deep"


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A corpus, a store of it (no embeddings: nothing here retrieves), files to attack with."""
    root = tmp_path_factory.mktemp("bad-input")
    corpus = write_run_corpus(root / "corpus")
    ingest(corpus, root / "store", IngestConfig(skip=frozenset({"embed"})))
    (root / "deep").mkdir()
    (root / "deep" / "corpus.json").write_text(DEEP)
    (root / "deep-answers.jsonl").write_text('{"id": "lookup-001", "answer": ' + DEEP + "}\n")
    (root / "deep-run").mkdir()
    (root / "deep-run" / "scorecard.json").write_text(DEEP)
    shutil.copytree(root / "store", root / "deep-store")
    (root / "deep-store" / "marker.json").write_text(DEEP)
    (root / "answers.jsonl").write_text('{"id": "lookup-001", "answer": "52,340.17 [w2-bluefin.pdf]"}\n')
    (root / "a-file").write_text("x")
    (root / "boom.py").write_text(
        "def answer(question):\n"
        "    if 'Harbor' in question:\n"
        "        raise ValueError('index out of range\\nin my_rag')\n"
        "    return 'Not found in the documents.'\n")
    return root


def _at(root: Path, *args: str) -> list[str]:
    return [a.replace("@", str(root)) for a in args]


@pytest.mark.parametrize(("tool", "args", "message"), [
    ("gen", ("lint", "@/deep"), f"@/deep/corpus.json: {TOO_DEEP}"),
    ("eval", ("grade", "--corpus", "@/deep", "--answers", "@/answers.jsonl", "--out", "@/g"),
     f"@/deep/corpus.json: {TOO_DEEP}"),
    ("eval", ("grade", "--corpus", "@/corpus", "--answers", "@/deep-answers.jsonl", "--out", "@/g"),
     f"@/deep-answers.jsonl:1: {TOO_DEEP}"),
    ("eval", ("ingest", "@/deep", "--store", "@/s", "--quiet"), f"@/deep/corpus.json: {TOO_DEEP}"),
    ("eval", ("run", "@/deep", "--pipeline", "extractive", "--out", "@/r", "--quiet"),
     f"@/deep/corpus.json: {TOO_DEEP}"),
    ("eval", ("compare", "@/deep-run", "@/deep-run"), f"@/deep-run/scorecard.json: {TOO_DEEP}"),
    ("eval", ("probe", "--store", "@/deep-store", "--corpus", "@/corpus"), f"@/deep-store/marker.json: {TOO_DEEP}"),
    ("eval", ("run", "@/corpus", "--store", "@/deep-store", "--pipeline", "extractive", "--out", "@/r", "--quiet"),
     f"@/deep-store/marker.json: {TOO_DEEP}"),
])
def test_deeply_nested_json_is_one_error_line(world: Path, tool: str, args: tuple[str, ...], message: str) -> None:
    r = invoke(rag_gen if tool == "gen" else rag_eval, *_at(world, *args))
    assert (r.code, r.err) == (1, f"Error: {message.replace('@', str(world))}\n")
    assert not (world / "r").exists() and not (world / "g").exists() and not (world / "s").exists()


@pytest.mark.parametrize(("tool", "args"), [
    ("eval", ("grade", "--corpus", "@/corpus", "--answers", "@/answers.jsonl")),
    ("eval", ("run", "@/corpus", "--store", "@/store", "--pipeline", "python:boom:answer", "--quiet")),
    ("eval", ("probe", "--store", "@/store", "--corpus", "@/corpus")),
    ("gen", ("export", "@/corpus", "--format", "beir", "--force")),
])
def test_an_out_that_is_a_file_or_cannot_be_made_is_one_error_line(world: Path, tool: str,
                                                                   args: tuple[str, ...]) -> None:
    main = rag_gen if tool == "gen" else rag_eval
    r = invoke(main, *_at(world, *args), "--out", str(world / "a-file"))
    assert (r.code, r.err) == (1, f"Error: --out {world / 'a-file'} is a file, not a folder\n")
    assert (world / "a-file").read_text() == "x"
    r = invoke(main, *_at(world, *args), "--out", "/proc/nope/x")
    if args[0] == "export":  # export builds beside its target, so it makes the parent folder
        expected = "Error: --out /proc/nope/x: cannot create the folder /proc/nope: No such file or directory\n"
    else:
        expected = "Error: --out /proc/nope/x: cannot create the folder: No such file or directory\n"
    assert (r.code, r.err) == (1, expected)


def test_a_users_callable_that_raises_is_one_line_and_the_traceback_is_there_on_request(
        world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(world)  # python:boom:answer is importable from the current folder
    line = ("Error: python:boom:answer raised ValueError: index out of range in my_rag "
            "on question lookup-002\n")
    r = invoke(rag_eval, "run", "corpus", "--store", "store", "--pipeline", "python:boom:answer",
               "--out", "r1", "--quiet")
    assert (r.code, r.err) == (1, line)
    r = invoke(rag_eval, "run", "corpus", "--store", "store", "--pipeline", "python:boom:answer",
               "--out", "r2", "--quiet", "--debug")
    assert r.code == 1 and r.err.endswith(line)
    assert r.err.startswith("Traceback (most recent call last):\n")
    assert "boom.py\", line 3, in answer\n" in r.err and "ValueError: index out of range\nin my_rag\n" in r.err
    monkeypatch.setenv("RAG_DEBUG", "1")
    r = invoke(rag_eval, "run", "corpus", "--store", "store", "--pipeline", "python:boom:answer",
               "--out", "r3", "--quiet")
    assert r.code == 1 and r.err.startswith("Traceback (most recent call last):\n") and r.err.endswith(line)


def test_answers_holding_unicode_line_separators_are_valid_jsonl(world: Path) -> None:
    # json.dumps(ensure_ascii=False) writes U+2028, U+0085 and a form feed raw inside strings
    # (rag-eval run does); str.splitlines() split those lines and grade called them unterminated
    path = world / "separators.jsonl"
    rows = [{"id": "lookup-001", "answer": "52,340.17\u2028[w2-bluefin.pdf]"},
            {"id": "lookup-002", "answer": "1,480.25\x85\x0c[w2-harbor.pdf]"}]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    r = invoke(rag_eval, "grade", "--corpus", str(world / "corpus"), "--answers", str(path),
               "--out", str(world / "g-separators"))
    assert r.code == 0, r.err
    assert r.out.splitlines()[0] == "2/4 correct, 0 partial, 2 wrong"
    card = json.loads((world / "g-separators" / "scorecard.json").read_text(encoding="utf-8"))
    assert [q["answer"] for q in card["questions"][:2]] == [rows[0]["answer"], rows[1]["answer"]]


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1"])
def test_snapshot_deadline_must_be_a_finite_positive_number(world: Path, value: str) -> None:
    dest = world / f"snap-{value}"
    r = invoke(rag_eval, "snapshot", str(world / "store" / "store.sqlite"), str(dest), "--deadline", value)
    shown = {"nan": "nan", "inf": "inf", "-inf": "-inf", "0": "0", "-1": "-1"}[value]
    assert (r.code, r.err) == (2, f"Error: --deadline must be a positive number of seconds, not {shown}\n")
    assert not dest.exists()


@pytest.mark.parametrize(("tool", "args", "message"), [
    ("gen", ("--seed", "1", "--size", "small", "--workers", "0", "--out", "@/x"),
     "--workers must be at least 1, got 0"),
    ("gen", ("--seed", "-1", "--size", "small", "--out", "@/x"), "--seed must be at least 0, got -1"),
    ("gen", ("--seed", "1", "--scan-ratio", "nan", "--out", "@/x"), "--scan-ratio must be between 0 and 1, got nan"),
    ("gen", ("verify", "@/corpus", "--workers", "0"), "--workers must be at least 1, got 0"),
    ("eval", ("snapshot", "@/store/store.sqlite", "@/x", "--deadline", "0"),
     "--deadline must be a positive number of seconds, not 0"),
    ("eval", ("ingest", "@/corpus", "--store", "@/x", "--workers", "0"), "--workers must be at least 1, got 0"),
    ("eval", ("run", "@/corpus", "--store", "@/store", "--limit", "0", "--out", "@/x"),
     "--limit must be at least 1, got 0"),
    ("eval", ("run", "@/corpus", "--store", "@/store", "--repeat", "0", "--out", "@/x"),
     "--repeat must be at least 1, got 0"),
    ("eval", ("run", "@/corpus", "--store", "@/store", "--category", "nope", "--out", "@/x"),
     "no question has category nope (categories: aggregation, lookup, negative)"),
    ("eval", ("run", "@/corpus", "--store", "@/store", "--pipeline", "bogus", "--out", "@/x"),
     "unknown pipeline spec 'bogus': use reference, extractive, python:module:attr, cmd:<command line> or "
     "http://host:port/v1"),
])
def test_a_bad_option_value_is_a_usage_error_everywhere(world: Path, tool: str, args: tuple[str, ...],
                                                        message: str) -> None:
    r = invoke(rag_gen if tool == "gen" else rag_eval, *_at(world, *args))
    assert (r.code, r.err) == (2, f"Error: {message}\n")
    assert not (world / "x").exists()
