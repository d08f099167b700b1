"""Fuzz every reader of a JSON file a user can hand the harness: random bytes, random values,
random nesting (up to thousands of levels), and valid files with one part replaced.

Each reader, and what the harness does next with what it read, may only succeed or raise
the tool's own error (a RagError, which the CLIs print as one line). The readers:
corpus.json (load_manifest, then lint and grading), answers.jsonl (read_answers, then the
scorecard), scorecard.json (compare's load_card, then the comparison), marker.json
(open_store), suite.json (load_suite, then its corpora). probe.json and selftest.json are
written, never read back by a command; they go through the same reader as scorecard.json.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.questions.lint import lint_manifest
from harness.contract.manifest import load_manifest
from harness.contract.suite import SuiteCorpus, SuiteManifest, dump_suite, load_suite
from harness.runtime.errors import RagError
from harness.runtime.fsutil import dumps_json
from harness.runtime.jsonread import JsonProblem, lone_surrogate, parse_json
from harness.runtime.records import dump_record
from harness.scoring.answers import read_answers
from harness.scoring.compare import compare_cards, compare_markdown, load_card
from harness.scoring.scorecard import answers_scorecard, grade_all, scorecard_markdown
from harness.store.database import open_store
from tests.support.run_corpus import write_run_corpus

FUZZ = settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
KEYS = ["name", "description", "questions", "id", "question", "answer", "grade", "category", "documents",
        "file", "negative", "mustContainAny", "mustCiteAny", "generator", "kind", "markerVersion", "store",
        "sha256", "bytes", "corpus", "latencyS", "failed", "seeds", "corpora", "corpusSha256", "seed", "zz"]

scalars = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
           | st.sampled_from(["correct", "wrong", "partial", "ingest", "snapshot", "Not found in the documents."]))
values = st.recursive(scalars, lambda children: st.lists(children, max_size=3)
                      | st.dictionaries(st.sampled_from(KEYS), children, max_size=4), max_leaves=16)


@st.composite
def nested(draw: st.DrawFn) -> str:
    """A JSON text wrapping a random value in up to 6,000 levels of arrays or objects."""
    depth = draw(st.integers(0, 6000) | st.integers(60, 70))
    inner = json.dumps(draw(values))
    if draw(st.booleans()):
        return "[" * depth + inner + "]" * depth
    return '{"questions": ' * depth + inner + "}" * depth


def texts() -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=200),
        values.map(lambda v: json.dumps(v).encode()),
        nested().map(str.encode),
        st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")),
    )


def _replace(doc: Any, draw: st.DrawFn) -> Any:
    """`doc` with the value at one random path replaced by a random value."""
    if isinstance(doc, dict) and doc and draw(st.integers(0, 3)):
        key = draw(st.sampled_from(sorted(doc)))
        return {**doc, key: _replace(doc[key], draw)}
    if isinstance(doc, list) and doc and draw(st.integers(0, 3)):
        i = draw(st.integers(0, len(doc) - 1))
        return [*doc[:i], _replace(doc[i], draw), *doc[i + 1:]]
    return draw(values)


def mutated(valid: dict[str, Any]) -> st.SearchStrategy[bytes]:
    return st.composite(lambda draw: json.dumps(_replace(valid, draw)).encode())()


@pytest.fixture(scope="module")
def world() -> Iterator[Path]:
    root = Path(tempfile.mkdtemp(prefix="rag-json-fuzz-"))
    write_run_corpus(root / "corpus")
    from harness.ingest import IngestConfig, ingest

    ingest(root / "corpus", root / "store", IngestConfig(skip=frozenset({"embed"})))
    yield root
    shutil.rmtree(root, ignore_errors=True)


def _valid(world: Path, name: str) -> dict[str, Any]:
    if name == "corpus":
        return json.loads((world / "corpus" / "corpus.json").read_text())
    if name == "marker":
        return json.loads((world / "store" / "marker.json").read_text())
    if name == "suite":
        return json.loads(dump_suite(SUITE))
    card = answers_scorecard(load_manifest(world / "corpus"), "0" * 64, read_answers(_answers(world)))
    return json.loads(dump_record(card))


SUITE = SuiteManifest(name="mine", description="one household", seeds=[7], size="small", questions=None,
                      corpora=[SuiteCorpus(name="seed-7", seed=7, corpus_sha256="ab" * 32)],
                      generator={"tool": "rag-gen 0.1.0"})


def _answers(world: Path) -> Path:
    path = world / "answers-valid.jsonl"
    path.write_text('{"id": "lookup-001", "answer": "52,340.17 [w2-bluefin.pdf]", "latencyS": 0.5}\n')
    return path


def _case(world: Path) -> Path:
    return Path(tempfile.mkdtemp(dir=world))


def _one_line(exc: RagError) -> None:
    """A tool error the CLIs print as `Error: <message>`: one non-empty line."""
    message = str(exc)
    assert message.strip() and "\n" not in message.strip() and "Traceback" not in message, message


def check_corpus(world: Path, raw: bytes) -> None:
    folder = _case(world)
    (folder / "corpus.json").write_bytes(raw)
    try:
        manifest = load_manifest(folder)
        lint_manifest(manifest)
        dumps_json([r.model_dump(mode="json", by_alias=True) for r in grade_all(manifest, {})])
    except RagError as exc:
        _one_line(exc)


def check_answers(world: Path, raw: bytes) -> None:
    path = _case(world) / "answers.jsonl"
    path.write_bytes(raw)
    try:
        card = answers_scorecard(load_manifest(world / "corpus"), "0" * 64, read_answers(path))
        scorecard_markdown(card)
        dump_record(card)
    except RagError as exc:
        _one_line(exc)


def check_scorecard(world: Path, raw: bytes) -> None:
    path = _case(world) / "scorecard.json"
    path.write_bytes(raw)
    try:
        card = load_card(path)
        valid = answers_scorecard(load_manifest(world / "corpus"), "0" * 64, read_answers(_answers(world)))
        for other in (card, valid):
            result = compare_cards(card, other, force=True)
            compare_markdown(result)
            dumps_json(result)
    except RagError as exc:
        _one_line(exc)


def check_marker(world: Path, raw: bytes) -> None:
    folder = _case(world)
    shutil.copy(world / "store" / "store.sqlite", folder / "store.sqlite")
    (folder / "marker.json").write_bytes(raw)
    try:
        with open_store(folder, world / "corpus") as store:
            store.documents()
    except RagError as exc:
        _one_line(exc)


def check_suite(world: Path, raw: bytes) -> None:
    folder = _case(world)
    shutil.copytree(world / "corpus", folder / "seed-7")
    (folder / "suite.json").write_bytes(raw)
    try:
        suite = load_suite(folder)
        dump_suite(suite)
        for corpus in suite.corpora:
            load_manifest(folder / corpus.name)
    except RagError as exc:
        _one_line(exc)


READERS = {"corpus": check_corpus, "answers": check_answers, "scorecard": check_scorecard, "marker": check_marker,
           "suite": check_suite}


@pytest.mark.parametrize("reader", sorted(READERS))
def test_random_bytes_and_nesting_give_only_the_tools_errors(world: Path, reader: str) -> None:
    @FUZZ
    @given(texts())
    def run(raw: bytes) -> None:
        if reader == "answers" and raw.count(b"\n") == 0:
            raw += b"\n"
        READERS[reader](world, raw)

    run()


@pytest.mark.parametrize("reader", ["corpus", "scorecard", "marker", "suite"])
def test_valid_files_with_one_part_replaced_give_only_the_tools_errors(world: Path, reader: str) -> None:
    @FUZZ
    @given(mutated(_valid(world, reader)))
    def run(raw: bytes) -> None:
        READERS[reader](world, raw)

    run()


def test_answers_lines_with_one_part_replaced_give_only_the_tools_errors(world: Path) -> None:
    row = {"id": "lookup-001", "answer": "52,340.17 [w2-bluefin.pdf]", "latencyS": 0.5}

    @FUZZ
    @given(st.lists(mutated(row), min_size=1, max_size=4))
    def run(lines: list[bytes]) -> None:
        check_answers(world, b"\n".join(lines) + b"\n")

    run()


def test_a_5000_level_corpus_json_is_one_line_error(world: Path) -> None:
    folder = _case(world)
    (folder / "corpus.json").write_text("[" * 5000 + "]" * 5000)
    with pytest.raises(RagError) as caught:
        load_manifest(folder)
    assert str(caught.value) == f"{folder / 'corpus.json'}: invalid JSON: nested more than 64 levels deep"


def test_a_lone_surrogate_is_a_json_problem_wherever_it_is() -> None:
    for text, escape in (('"a\\ud800b"', "\\ud800"), ('{"k": ["x", "\\udfff"]}', "\\udfff"),
                         ('{"\\ud800": 1}', "\\ud800")):
        with pytest.raises(JsonProblem) as caught:
            parse_json(text)
        assert str(caught.value) == f"a string holds a lone surrogate {escape} (not valid Unicode)"
    assert parse_json('"\\ud83d\\ude00"') == "\U0001f600"  # a surrogate pair is one character
    assert lone_surrogate("caf\u00e9") is None and lone_surrogate("ab\ud800") == "\\ud800"


def test_a_lone_surrogate_in_corpus_json_or_an_answers_file_is_one_line_error(world: Path) -> None:
    folder = write_run_corpus(_case(world))
    text = (folder / "corpus.json").read_text()
    (folder / "corpus.json").write_text(text.replace('"What were', '"\\ud800What were', 1))
    with pytest.raises(RagError) as caught:
        load_manifest(folder)
    assert str(caught.value) == f"{folder / 'corpus.json'}: a string holds a lone surrogate \\ud800 (not valid Unicode)"
    answers = folder / "answers.jsonl"
    answers.write_text('{"id": "lookup-001", "answer": "a\\ud800"}\n')
    with pytest.raises(RagError) as caught:
        read_answers(answers)
    assert str(caught.value) == (f"{answers}:1: invalid JSON: a string holds a lone surrogate \\ud800 "
                                 "(not valid Unicode)")
