"""`rag-gen lint`: guard the answer keys of any corpus (ours or hand-written).

A key is measurement apparatus: a needle that a decline could satisfy, or that a wrong
answer could contain by accident, silently inflates a score. Each finding is one line,
`<subject>: <CODE> <message>`; errors make the corpus unfit, warnings are worth a look.
A question whose notes end in a derivation (harness/contract/derive.py) is recomputed from
the ground truth, and its key must agree; the categories that need one (`table`,
`crossdoc`, `list`) have rules of their own.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from harness.contract.derive import DerivationError, count_phrases, derivation, evaluate
from harness.contract.grade import STOCK_DECLINES, fold, looks_like_not_found
from harness.contract.manifest import NO_QUESTIONS, CorpusManifest, Question, repeated_ids
from harness.contract.shapes import date_iso, money_comma, parse_amount

MIN_NEEDLE = 4
MIN_PER_CATEGORY = 3
# Categories whose answers take a rule to find; each must say its rule (a derivation) of one kind.
DERIVED = {"table": ("value", "date"), "crossdoc": ("compare",), "list": ("months", "rows")}
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

    if not q.negative and q.must_contain_all and derivation(q) is None:  # a derived key: _derivation_findings
        truth = [documents[c] for c in q.must_cite_any if documents.get(c)]
        if truth:
            haystack = fold(" ".join(v for gt in truth for v in gt.values()))
            for needle in q.must_contain_all:
                if fold(needle) not in haystack:
                    err("UNGROUNDED-NEEDLE",
                        f'mustContainAll needle "{needle}" is not in the groundTruth of the cited documents')
    return out


def _derivation_findings(q: Question, manifest: CorpusManifest) -> list[Finding]:
    """The key against its derivation, and the rules of the derived categories."""
    rule = derivation(q)
    kinds = DERIVED.get(q.category or "")
    if rule is None:
        return [Finding(q.id, "NO-DERIVATION", f"a {q.category} question needs a derivation in its notes "
                        "(derive: ...): nothing can recompute its answer", Severity.WARNING)] if kinds else []

    def err(code: str, message: str) -> list[Finding]:
        return [Finding(q.id, code, message, Severity.ERROR)]

    kind = rule.split(" ", 1)[0]
    if kinds and kind not in kinds:
        return err("WRONG-DERIVATION", f"a {q.category} question derives by {' or '.join(kinds)}, not {kind}")
    try:
        derived = evaluate(rule, manifest)
    except DerivationError as exc:
        return err("BAD-DERIVATION", str(exc))
    read = list(dict.fromkeys(f for token in rule.replace(",", " ").split() if "@" in token
                              for f in [token.split("@", 1)[1]])) or [
        f.strip() for f in rule.rpartition(" in ")[2].split(",") if f.strip()]
    uncited = [f for f in read if f not in q.must_cite_any]
    if uncited:
        return err("UNCITED-EVIDENCE", f"the derivation reads {', '.join(uncited)}, which mustCiteAny does not list")
    if q.category == "crossdoc" and len(read) < 2:
        return err("ONE-DOCUMENT", "a crossdoc question must read at least two documents")
    first = parse_amount(q.must_contain_any[0]) if q.must_contain_any else None
    if derived.amount is not None and first != derived.amount:
        return err("KEY-DISAGREES", f"the key asks {q.must_contain_any[:1] or 'nothing'}, the derivation says "
                   f"{money_comma(derived.amount)}")
    if derived.day is not None and date_iso(derived.day) not in q.must_contain_any:
        return err("KEY-DISAGREES", f"the key does not accept {date_iso(derived.day)}, which the derivation says")
    if derived.count is not None:
        if not derived.items:
            return err("EMPTY-LIST", "the derivation lists nothing: a list question needs at least one item")
        if sorted(q.must_contain_all) != sorted(derived.items):
            return err("KEY-DISAGREES", f"the key lists {' | '.join(q.must_contain_all)}, the derivation says "
                       f"{' | '.join(derived.items)}")
        if not set(count_phrases(derived.count)) & set(q.must_contain_any):
            return err("KEY-DISAGREES", f"the key does not accept the count {derived.count} (as "
                       f"{' or '.join(count_phrases(derived.count))})")
    return []


def question_errors(q: Question, manifest: CorpusManifest) -> list[Finding]:
    """The errors lint_manifest finds in question `q` alone (its key, its derivation)."""
    documents = {d.file: d.ground_truth for d in manifest.documents or []}
    found = _question_findings(q, documents) + ([] if q.negative else _derivation_findings(q, manifest))
    return [f for f in found if f.severity == Severity.ERROR]


def lint_manifest(manifest: CorpusManifest) -> list[Finding]:
    """Every finding about the manifest's questions, errors and warnings, in a stable order."""
    documents = {d.file: d.ground_truth for d in manifest.documents or []}
    findings: list[Finding] = []
    if not manifest.questions:
        findings.append(Finding("questions", "NO-QUESTIONS", NO_QUESTIONS, Severity.ERROR))
    counts = repeated_ids(manifest)
    for qid in sorted(counts):
        findings.append(Finding(qid, "DUPLICATE-ID", f"id is used by {counts[qid]} questions", Severity.ERROR))
    files = Counter(d.file for d in manifest.documents or [])
    for file in sorted(f for f, n in files.items() if n > 1):
        findings.append(Finding(file, "DUPLICATE-DOCUMENT", f"file is listed {files[file]} times in documents[]",
                                Severity.ERROR))
    for q in manifest.questions:
        findings += _question_findings(q, documents)
        if not q.negative:
            findings += _derivation_findings(q, manifest)
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
