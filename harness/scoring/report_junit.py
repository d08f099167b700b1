"""JUnit XML of a scorecard: one testcase per question; partial and wrong are failures.

The shape CI systems read (Jenkins/GitLab/GitHub reporters): <testsuites> holding one
<testsuite> (one per household in a suite run, named rag-eval <suite>/<household>) with tests/failures/errors/skipped/time counts; each <testcase> has classname
(rag-eval.<category>), name (the question id) and time (its latency in seconds); a failed
question carries <failure message="<grade>: <first failed check>" type="<grade>"> with
every failed check, one per line, and the answer in <system-out>.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from harness.runtime.fsutil import atomic_write_bytes

_XML_BAD = {c: None for c in range(32) if c not in (9, 10, 13)}


def _clean(text: str) -> str:
    """XML 1.0 cannot carry most control characters: drop them."""
    return str(text).translate(_XML_BAD)


def _groups(card: dict[str, Any]) -> list[tuple[str, str, list[dict[str, Any]]]]:
    """(suite name, corpus sha256, questions): one per household of a suite run, else one."""
    corpus = card["corpus"]
    households = {h["name"]: h for h in corpus.get("households") or []}
    groups: dict[str, list[dict[str, Any]]] = {}
    for q in card["questions"]:
        groups.setdefault(str(q.get("household", "")), []).append(q)
    if not households or list(groups) == [""]:
        return [(f"rag-eval {corpus['name']} ({card['pipeline']})", str(corpus.get("sha256", "")),
                 card["questions"])]
    return [(f"rag-eval {corpus['name']}/{name} ({card['pipeline']})",
             str(households.get(name, {}).get("sha256", "")), qs) for name, qs in groups.items()]


def junit_xml(card: dict[str, Any]) -> bytes:
    questions = card["questions"]
    failures = sum(1 for q in questions if q["grade"] != "correct")
    total_time = sum(float(q.get("latencyS") or 0.0) for q in questions)
    root = ET.Element("testsuites", name="rag-eval", tests=str(len(questions)),
                      failures=str(failures), errors="0", time=f"{total_time:.3f}")
    for name, sha, group in _groups(card):
        _testsuite(root, name, sha, str(card["pipeline"]), group)
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def _testsuite(root: ET.Element, name: str, sha: str, pipeline: str, questions: list[dict[str, Any]]) -> None:
    failures = sum(1 for q in questions if q["grade"] != "correct")
    total_time = sum(float(q.get("latencyS") or 0.0) for q in questions)
    suite = ET.SubElement(root, "testsuite", name=_clean(name), tests=str(len(questions)),
                          failures=str(failures), errors="0", skipped="0", time=f"{total_time:.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="corpus.sha256", value=sha)
    ET.SubElement(props, "property", name="pipeline", value=_clean(pipeline))
    for q in questions:
        case = ET.SubElement(suite, "testcase", classname=_clean(f"rag-eval.{q['category']}"),
                             name=_clean(q["id"]), time=f"{float(q.get('latencyS') or 0.0):.3f}")
        if q["grade"] != "correct":
            first = q["failed"][0] if q["failed"] else q["grade"]
            failure = ET.SubElement(case, "failure", message=_clean(f"{q['grade']}: {first}"), type=q["grade"])
            failure.text = _clean("\n".join(q["failed"]))
        out = ET.SubElement(case, "system-out")
        out.text = _clean(q.get("answer", ""))


def write_junit(run_dir: Path, card: dict[str, Any]) -> Path:
    path = run_dir / "junit.xml"
    atomic_write_bytes(path, junit_xml(card))
    return path
