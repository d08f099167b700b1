"""JUnit XML of a scorecard: one testcase per question; partial and wrong are failures.

The shape CI systems read (Jenkins/GitLab/GitHub reporters): <testsuites> holding one
<testsuite> with tests/failures/errors/skipped/time counts; each <testcase> has classname
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
from harness.scoring.scorecard import Scorecard

_XML_BAD = {c: None for c in range(32) if c not in (9, 10, 13)}


def _clean(text: str) -> str:
    """XML 1.0 cannot carry most control characters: drop them."""
    return str(text).translate(_XML_BAD)


def junit_xml(card: Scorecard) -> bytes:
    questions = card.questions
    unanswered = card.incomplete.unanswered if card.incomplete is not None else []
    tests, errors = str(len(questions) + len(unanswered)), str(len(unanswered))
    failures = sum(1 for q in questions if q.grade != Grade.CORRECT)
    total_time = sum(q.latency_s or 0.0 for q in questions)
    name = f"rag-eval {card.corpus.name} ({card.pipeline})"
    root = ET.Element("testsuites", name="rag-eval", tests=tests,
                      failures=str(failures), errors=errors, time=f"{total_time:.3f}")
    suite = ET.SubElement(root, "testsuite", name=_clean(name), tests=tests,
                          failures=str(failures), errors=errors, skipped="0", time=f"{total_time:.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="corpus.sha256", value=card.corpus.sha256)
    ET.SubElement(props, "property", name="pipeline", value=_clean(card.pipeline))
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
    if card.incomplete is not None:
        for u in unanswered:
            case = ET.SubElement(suite, "testcase", classname=_clean(f"rag-eval.{u.category}"),
                                 name=_clean(u.id), time="0.000")
            error = ET.SubElement(case, "error", message=_clean(f"not answered: {card.incomplete.error}"),
                                  type="unanswered")
            error.text = _clean(f"the pipeline failed on question {card.incomplete.failed_on}")
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def write_junit(run_dir: Path, card: Scorecard) -> Path:
    path = run_dir / "junit.xml"
    atomic_write_bytes(path, junit_xml(card))
    return path
