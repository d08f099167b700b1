"""What a user's pipeline receives: the real question ids, the corpus and store folders,
and a store only when it reads one (--ingest auto|always|never)."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from harness.cli import main
from harness.pipelines import PipelineContext, build_pipeline, needs_store, parse_spec
from harness.pipelines.ask import ask_all
from harness.scoring.scorecard import read_scorecard
from tests.support.clirunner import invoke
from tests.support.run_corpus import QUESTIONS, write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")

# Echoes what it was given: the request's id and the two folders it finds in its environment.
ECHO = textwrap.dedent('''
    import json, os, sys
    for line in sys.stdin:
        req = json.loads(line)
        seen = {k: os.environ.get(k, "-") for k in ("RAG_EVAL_CORPUS", "RAG_EVAL_STORE")}
        print(json.dumps({"answer": req["id"] + " " + json.dumps(seen, sort_keys=True),
                          "retrieved": ["a.pdf"], "contexts": ["passage"]}), flush=True)
''')


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_run_corpus(tmp_path_factory.mktemp("contracts") / "corpus")


@pytest.fixture(scope="module")
def echo(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("echo") / "echo_rag.py"
    path.write_text(ECHO, encoding="utf-8")
    return f"{sys.executable} {path}"


def _seen(answer: str) -> tuple[str, dict[str, str]]:
    qid, _, env = answer.partition(" ")
    return qid, json.loads(env)


def test_cmd_gets_the_question_ids_and_the_folders(echo: str, tmp_path: Path) -> None:
    store = tmp_path / "store"
    pipeline = build_pipeline(f"cmd:{echo}", PipelineContext(corpus=tmp_path, store=store))
    try:
        rounds, differing = ask_all(pipeline, QUESTIONS[:2])
    finally:
        pipeline.close()
    got = [_seen(asked.answer.text) for asked in rounds[0]]
    env = {"RAG_EVAL_CORPUS": str(tmp_path), "RAG_EVAL_STORE": str(store)}
    assert got == [(QUESTIONS[0].id, env), (QUESTIONS[1].id, env)]
    assert (rounds[0][0].answer.retrieved, rounds[0][0].answer.contexts, differing) == (["a.pdf"], ["passage"], [])


def test_cmd_without_a_store_has_no_store_variable(echo: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_EVAL_STORE", "/left/over/from/the/shell")
    pipeline = build_pipeline(f"cmd:{echo}", PipelineContext(corpus=tmp_path))
    try:
        assert _seen(pipeline.answer("q", qid="lookup-009").text) == (
            "lookup-009", {"RAG_EVAL_CORPUS": str(tmp_path), "RAG_EVAL_STORE": "-"})
    finally:
        pipeline.close()


class _Reads:
    needs_store = True

    def answer(self, question: str) -> str:
        return question


def _answers(question: str) -> str:
    return question


def test_which_pipelines_need_a_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.modules[__name__], "_Reads", _Reads)
    got = {spec: needs_store(parse_spec(spec)) for spec in (
        "reference", "extractive", "http://localhost:1/v1", "cmd:python3 x.py",
        f"python:{__name__}:_Reads", f"python:{__name__}:_answers")}
    assert got == {"reference": True, "extractive": True, "http://localhost:1/v1": True, "cmd:python3 x.py": False,
                   f"python:{__name__}:_Reads": True, f"python:{__name__}:_answers": False}


def test_run_auto_skips_the_ingest_for_a_cmd_pipeline(corpus: Path, echo: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    r = invoke(main, "run", str(corpus), "--out", str(out), "--pipeline", f"cmd:{echo}", "--quiet")
    assert r.code == 0, r.err
    assert sorted(p.name for p in out.iterdir()) == [
        "answers.jsonl", "junit.xml", "report.html", "scorecard.json", "scorecard.md"]
    assert "probe: none (no store; --ingest always builds one)\n" in r.out
    card = read_scorecard(out / "scorecard.json")
    assert (card.store, card.probe, card.corpus.documents_sha256) == (None, None, None)
    seen = [_seen(q.answer) for q in card.questions]
    env = {"RAG_EVAL_CORPUS": str(corpus.resolve()), "RAG_EVAL_STORE": "-"}
    assert seen == [(q.id, env) for q in QUESTIONS]
    lines = [json.loads(line) for line in (out / "answers.jsonl").read_text().splitlines()]
    assert [(a["id"], a["retrieved"], a["contexts"]) for a in lines] == [
        (q.id, ["a.pdf"], ["passage"]) for q in QUESTIONS]


def test_run_ingest_always_gives_a_cmd_pipeline_the_store(corpus: Path, echo: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    r = invoke(main, "run", str(corpus), "--out", str(out), "--pipeline", f"cmd:{echo}", "--ingest", "always",
               "--limit", "1", "--quiet")
    assert r.code == 0, r.err
    assert (out / "store" / "marker.json").is_file() and (out / "probe.json").is_file()
    card = read_scorecard(out / "scorecard.json")
    assert _seen(card.questions[0].answer) == (QUESTIONS[0].id, {
        "RAG_EVAL_CORPUS": str(corpus.resolve()), "RAG_EVAL_STORE": str((out / "store").resolve())})
    assert card.probe is not None and card.store is not None and card.store.path == str(out / "store")


def test_run_ingest_usage_errors(corpus: Path, tmp_path: Path) -> None:
    r = invoke(main, "run", str(corpus), "--out", str(tmp_path / "x"), "--pipeline", "extractive",
               "--ingest", "never", "--quiet")
    assert (r.code, r.err) == (2, "Error: the extractive pipeline reads the store: drop --ingest never or give "
                                  "--store\n")
    r = invoke(main, "run", str(corpus), "--store", str(tmp_path), "--ingest", "always", "--quiet")
    assert (r.code, r.err) == (2, "Error: --store reuses a built store and --ingest always builds a new one: "
                                  "give one of them\n")
    r = invoke(main, "run", str(corpus), "--ingest", "sometimes")
    assert r.code == 2 and "Invalid value for '--ingest': 'sometimes' is not one of 'auto', 'always', 'never'." in r.err
    assert not (tmp_path / "x").exists()
