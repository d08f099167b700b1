"""`rag-gen lint`: guard the answer keys of any corpus (ours or hand-written).

A key is measurement apparatus: a needle that a decline could satisfy, or that a wrong
answer could contain by accident, silently inflates a score. Each finding is one line,
`<subject>: <CODE> <message>`; errors make the corpus unfit, warnings are worth a look.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from harness.contract.grade import STOCK_DECLINES, fold, looks_like_not_found
from harness.contract.manifest import CorpusManifest, Question

MIN_NEEDLE = 4
MIN_PER_CATEGORY = 3
_DECIMAL_NUMBER = re.compile(r"^\$?\d[\d,]*[.,]\d+$")


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, order=True)
class Finding:
    subject: str
    code: str
    message: str
    severity: Severity

    def line(self) -> str:
        return f"{self.subject}: {self.code} {self.message}"


def _needles(q: Question) -> list[str]:
    return [*q.must_contain_all, *q.must_contain_any]


def _question_findings(q: Question, documents: dict[str, dict[str, str]]) -> list[Finding]:
    out: list[Finding] = []

    def err(code: str, message: str) -> None:
        out.append(Finding(q.id, code, message, Severity.ERROR))

    if q.negative:
        positive = _needles(q)
        if positive:
            err("NEGATIVE-NEEDLE", f"negative question has mustContain needles: {' | '.join(positive)}")
    elif not (_needles(q) or q.must_cite_any or q.must_not_contain):
        err("NO-ASSERTIONS", "question has no assertions: it can only grade partial")

    declines = [fold(d) for d in STOCK_DECLINES]
    for needle in _needles(q):
        folded = fold(needle)
        if len(folded) < MIN_NEEDLE and not _DECIMAL_NUMBER.match(folded):
            err("SHORT-NEEDLE", f'needle "{needle}" is shorter than {MIN_NEEDLE} characters')
        if folded and (looks_like_not_found(needle) or any(folded in d for d in declines)):
            err("DECLINE-NEEDLE", f'needle "{needle}" is satisfied by a decline')

    for cited in q.must_cite_any:
        if cited not in documents:
            err("UNKNOWN-CITATION", f"cited file {cited} is not in documents[]")

    if not q.negative and q.must_contain_all:
        truth = [documents[c] for c in q.must_cite_any if documents.get(c)]
        if truth:
            haystack = fold(" ".join(v for gt in truth for v in gt.values()))
            for needle in q.must_contain_all:
                if fold(needle) not in haystack:
                    err("UNGROUNDED-NEEDLE",
                        f'mustContainAll needle "{needle}" is not in the groundTruth of the cited documents')
    return out


def lint_manifest(manifest: CorpusManifest) -> list[Finding]:
    """Every finding about the manifest's questions, errors and warnings, in a stable order."""
    documents = {d.file: d.ground_truth for d in manifest.documents or []}
    findings: list[Finding] = []
    counts = Counter(q.id for q in manifest.questions)
    for qid in sorted(i for i, n in counts.items() if n > 1):
        findings.append(Finding(qid, "DUPLICATE-ID", f"id is used by {counts[qid]} questions", Severity.ERROR))
    files = Counter(d.file for d in manifest.documents or [])
    for file in sorted(f for f, n in files.items() if n > 1):
        findings.append(Finding(file, "DUPLICATE-DOCUMENT", f"file is listed {files[file]} times in documents[]",
                                Severity.ERROR))
    for q in manifest.questions:
        findings += _question_findings(q, documents)
    categories = Counter(q.category or "uncategorized" for q in manifest.questions)
    for category in sorted(categories):
        if categories[category] < MIN_PER_CATEGORY:
            findings.append(Finding(
                f"category {category}", "FEW-QUESTIONS",
                f"{categories[category]} question(s); at least {MIN_PER_CATEGORY} make a category worth scoring",
                Severity.WARNING))
    return findings


def has_errors(findings: list[Finding]) -> bool:
    return any(f.severity is Severity.ERROR for f in findings)
