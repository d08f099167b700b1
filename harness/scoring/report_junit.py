"""JUnit XML of a scorecard: one testcase per question; partial and wrong are failures.

The shape CI systems read (Jenkins/GitLab/GitHub reporters): <testsuites> holding one
<testsuite> (one per household in a suite run, named rag-eval <suite>/<household>) with
tests/failures/errors/skipped/time counts; each <testcase> has classname
(rag-eval.<category>), name (the question id) and time (its latency in seconds); a failed
question carries <failure message="<grade>: <first failed check>" type="<grade>"> with
every failed check, one per line, and the answer in <system-out>. A run whose pipeline
failed part-way (an incomplete scorecard) adds a testcase with an <error> for every
question it did not answer.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from harness.contract.grade import Grade
from harness.runtime.fsutil import atomic_write_bytes
from harness.scoring.scorecard import Incomplete, QuestionResult, Scorecard

_XML_BAD = {c: None for c in range(32) if c not in (9, 10, 13)}


def _clean(text: str) -> str:
    """XML 1.0 cannot carry most control characters: drop them."""
    return str(text).translate(_XML_BAD)


def _groups(card: Scorecard) -> list[tuple[str, str, list[QuestionResult]]]:
    """(suite name, corpus sha256, questions): one per household of a suite run, else one."""
    corpus = card.corpus
    if not corpus.households:
        return [(f"rag-eval {corpus.name} ({card.pipeline})", corpus.sha256, card.questions)]
    sha = {h.name: h.sha256 for h in corpus.households}
    groups: dict[str, list[QuestionResult]] = {}
    for q in card.questions:
        groups.setdefault(q.household or "", []).append(q)
    return [(f"rag-eval {corpus.name}/{name} ({card.pipeline})", sha.get(name, ""), qs) for name, qs in groups.items()]


def junit_xml(card: Scorecard) -> bytes:
    questions = card.questions
    unanswered = card.incomplete.unanswered if card.incomplete is not None else []
    tests, errors = str(len(questions) + len(unanswered)), str(len(unanswered))
    failures = sum(1 for q in questions if q.grade != Grade.CORRECT)
    total_time = sum(q.latency_s or 0.0 for q in questions)
    root = ET.Element("testsuites", name="rag-eval", tests=tests,
                      failures=str(failures), errors=errors, time=f"{total_time:.3f}")
    groups = _groups(card)
    for n, (name, sha, group) in enumerate(groups):  # an incomplete run is one corpus's: one group
        _testsuite(root, name, sha, card.pipeline, group, card.incomplete if n == len(groups) - 1 else None)
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def _testsuite(root: ET.Element, name: str, sha: str, pipeline: str, questions: list[QuestionResult],
               incomplete: Incomplete | None = None) -> None:
    unanswered = incomplete.unanswered if incomplete is not None else []
    failures = sum(1 for q in questions if q.grade != Grade.CORRECT)
    total_time = sum(q.latency_s or 0.0 for q in questions)
    suite = ET.SubElement(root, "testsuite", name=_clean(name), tests=str(len(questions) + len(unanswered)),
                          failures=str(failures), errors=str(len(unanswered)), skipped="0",
                          time=f"{total_time:.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="corpus.sha256", value=sha)
    ET.SubElement(props, "property", name="pipeline", value=_clean(pipeline))
    for q in questions:
        case = ET.SubElement(suite, "testcase", classname=_clean(f"rag-eval.{q.category}"),
                             name=_clean(q.id), time=f"{q.latency_s or 0.0:.3f}")
        if q.grade != Grade.CORRECT:
            first = q.failed[0] if q.failed else q.grade.value
            failure = ET.SubElement(case, "failure", message=_clean(f"{q.grade.value}: {first}"),
                                    type=q.grade.value)
            failure.text = _clean("\n".join(q.failed))
        out = ET.SubElement(case, "system-out")
        out.text = _clean(q.answer)
    if incomplete is not None:
        for u in unanswered:
            case = ET.SubElement(suite, "testcase", classname=_clean(f"rag-eval.{u.category}"),
                                 name=_clean(u.id), time="0.000")
            error = ET.SubElement(case, "error", message=_clean(f"not answered: {incomplete.error}"),
                                  type="unanswered")
            error.text = _clean(f"the pipeline failed on question {incomplete.failed_on}")


def write_junit(run_dir: Path, card: Scorecard) -> Path:
    path = run_dir / "junit.xml"
    atomic_write_bytes(path, junit_xml(card))
    return path
