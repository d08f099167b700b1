"""The registry of pipeline kinds: the built-in entries, what each reads, and a kind that a
package adds through the entry-point group `rag_eval.pipelines` (a real entry point: a
dist-info folder put on sys.path, found by importlib.metadata)."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from harness.cli import main
from harness.config import HarnessConfig
from harness.pipelines import PipelineContext, PipelineError, PipelineSpec, build_pipeline, needs_store, parse_spec
from harness.pipelines.kinds import BUILT_IN, ENTRY_POINT_GROUP, SpecError, installed_kinds
from harness.pipelines.spec import recorded_versions, requires_store
from harness.scoring.scorecard import read_scorecard
from tests.support.clirunner import invoke
from tests.support.run_corpus import QUESTIONS, write_run_corpus

PLUGIN = textwrap.dedent('''
    from harness.pipelines import Answer, BareName, NamePrefix, PipelineKind


    class Shout:
        def __init__(self, word, context):
            self.word, self.top_k = word, context.config.top_k

        def answer(self, question):
            return Answer(f"{self.word.upper()} {question} (top_k {self.top_k})", ["a.pdf"])


    KIND = PipelineKind("shout", NamePrefix("<word>", "hello"), lambda target, context: Shout(target, context),
                        versions=lambda target, settings: {"shout": target})
    REFERENCE = PipelineKind("reference", BareName(), lambda target, context: Shout("", context))
    NOT_A_KIND = 42
''')


Install = Callable[..., None]


@pytest.fixture
def install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Install]:
    """Install a package `rag-eval-shout` whose entry points are the lines given."""

    def installed(*entry_points: str) -> None:
        (tmp_path / "rag_eval_shout.py").write_text(PLUGIN, encoding="utf-8")
        info = tmp_path / "rag_eval_shout-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: rag-eval-shout\nVersion: 0.1\n",
                                       encoding="utf-8")
        lines = "".join(f"{line}\n" for line in entry_points)
        (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{lines}", encoding="utf-8")
        monkeypatch.syspath_prepend(str(tmp_path))

    yield installed
    sys.modules.pop("rag_eval_shout", None)


def test_the_built_in_kinds_in_the_order_they_are_tried() -> None:
    assert [kind.name for kind in BUILT_IN] == ["reference", "extractive", "python", "cmd", "http"]
    assert installed_kinds() == ()


@pytest.mark.parametrize(("spec", "reads", "requires"), [
    ("reference", True, True),
    ("extractive", True, True),
    ("http://localhost:1/v1", True, False),
    ("cmd:python3 x.py", False, False),
])
def test_what_each_kind_reads(spec: str, reads: bool, requires: bool) -> None:
    assert (needs_store(spec), requires_store(spec)) == (reads, requires)


def test_a_spec_of_no_kind() -> None:
    with pytest.raises(SpecError) as err:
        str(PipelineSpec("nope"))
    assert str(err.value) == "no pipeline kind is named 'nope'"


@pytest.mark.parametrize("kind", ["reference", "extractive"])
def test_a_store_reader_without_a_store(kind: str) -> None:
    with pytest.raises(PipelineError) as err:
        build_pipeline(kind, PipelineContext())
    assert str(err.value) == f"the {kind} pipeline needs a store (rag-eval run ingests one, or give --store)"


def test_only_the_reference_pipeline_records_more_than_the_versions() -> None:
    assert recorded_versions("extractive", HarnessConfig()) == {}
    assert recorded_versions("cmd:python3 x.py", HarnessConfig()) == {}
    assert recorded_versions("http://localhost:1/v1", HarnessConfig()) == {}


def test_a_package_adds_a_kind_through_its_entry_point(install: Install) -> None:
    install("shout = rag_eval_shout:KIND")
    assert [kind.name for kind in installed_kinds()] == ["shout"]
    spec = parse_spec("shout:hey")
    assert (spec, str(spec)) == (PipelineSpec("shout", "hey"), "shout:hey")
    assert (needs_store(spec), requires_store(spec), recorded_versions(spec, HarnessConfig())) == (
        False, False, {"shout": "hey"})
    answer = build_pipeline(spec, PipelineContext(config=HarnessConfig(top_k=7))).answer("q?")
    assert (answer.text, answer.citations) == ("HEY q? (top_k 7)", ["a.pdf"])
    with pytest.raises(SpecError) as err:
        parse_spec("magic")
    assert str(err.value) == ("unknown pipeline spec 'magic': use reference, extractive, python:module:attr, "
                              "cmd:<command line>, http://host:port/v1 or shout:<word>")
    with pytest.raises(SpecError) as err:
        parse_spec("shout: ")
    assert str(err.value) == "pipeline spec 'shout: ' has nothing after shout: (for example shout:hello)"


def test_a_run_asks_an_installed_kind(install: Install, tmp_path: Path) -> None:
    install("shout = rag_eval_shout:KIND")
    corpus = write_run_corpus(tmp_path / "corpus")
    r = invoke(main, "run", str(corpus), "--out", str(tmp_path / "run"), "--pipeline", "shout:hey", "--quiet")
    assert r.code == 0, r.err
    card = read_scorecard(tmp_path / "run" / "scorecard.json")
    assert (card.pipeline, card.store) == ("shout:hey", None)  # --ingest auto: it does not read the store
    assert card.versions is not None and card.versions["shout"] == "hey"
    assert [q.answer for q in card.questions] == [f"HEY {q.question} (top_k 3)" for q in QUESTIONS]


@pytest.mark.parametrize(("entry_point", "message"), [
    ("shout = rag_eval_shout:NOT_A_KIND",
     "entry point shout = rag_eval_shout:NOT_A_KIND (rag_eval.pipelines) is not a PipelineKind (it is int)"),
    ("shout = rag_eval_nowhere:KIND",
     "entry point shout = rag_eval_nowhere:KIND (rag_eval.pipelines) cannot be loaded: "
     "ModuleNotFoundError: No module named 'rag_eval_nowhere'"),
    ("loud = rag_eval_shout:KIND",
     "entry point loud = rag_eval_shout:KIND (rag_eval.pipelines) names the kind 'shout': "
     "the entry point's name must be the kind's"),
    ("reference = rag_eval_shout:REFERENCE",
     "entry point reference = rag_eval_shout:REFERENCE (rag_eval.pipelines): "
     "a pipeline kind named 'reference' exists already"),
])
def test_a_broken_entry_point_is_named_and_spares_the_built_in_kinds(install: Install, entry_point: str,
                                                                      message: str) -> None:
    install(entry_point)
    with pytest.raises(PipelineError) as err:
        parse_spec("shout:hey")
    assert str(err.value) == message
    assert [str(parse_spec(spec)) for spec in ("reference", "extractive", "cmd:x", "http://h:1/v1")] == [
        "reference", "extractive", "cmd:x", "http://h:1/v1"]
