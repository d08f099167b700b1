"""What a valid benchmark must show: each expectation names the pattern it checks.

Grades are per pipeline and question id. "Holds" allows a small drift (retrieval changes
when a store changes): at most max(1, 10%) fewer correct answers than the baseline.

A defect's drop can only show where the baseline answers some of the questions the defect
reaches. On one household that may be none, or too few to tell a defect that does nothing
from a household that happens not to need what it breaks: the expectation is then
*inconclusive* (it says the count it needed), which is not a failure. A drop must show
once the baseline answers at least MIN_SHOWN such questions; over a suite, the paired test
of every defect decides (selftest/suite.py).
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable

from pydantic import ConfigDict

from harness.contract.grade import Grade, fold
from harness.contract.manifest import CorpusManifest, Question
from harness.contract.shapes import parse_amount
from harness.runtime.records import Record
from harness.scoring.blame import Cause, question_evidence

Grades = dict[str, dict[str, Grade]]  # pipeline -> question id -> grade
Causes = dict[str, dict[str, Cause]]  # pipeline -> question id -> cause (questions not correct)
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")


class Expectation(Record):
    """One pattern a valid benchmark must show, whether it did, and what was counted."""

    model_config = ConfigDict(frozen=True)

    name: str
    ok: bool  # not failed: held, or inconclusive
    detail: str
    inconclusive: bool = False  # too few questions on this corpus to show it either way

    @property
    def verdict(self) -> str:
        """PASS, FAIL or INCONCLUSIVE, as the reports print it."""
        return "INCONCLUSIVE" if self.inconclusive else "PASS" if self.ok else "FAIL"


MIN_SHOWN = 3  # questions the baseline answers, among those a defect reaches, before its drop must show

# What a defect changed, as the runner notes it: document -> the type it gave (fail-open) or took
# (corrections-ignored). A question no changed document reaches cannot show the defect: on
# procedural layouts the bundled harvest recognizes fewer corrections, and a lookalike typed
# open may take a type no question asks about.
# OCR_READ: document -> how the ingest read it, for the documents whose text it read by OCR,
# which `ocr-off` loses: the scans, and born-digital files without a usable text layer (a PDF
# whose fonts map no glyph to a character).
TYPED_OPEN = "fail-open typed"
IGNORED = "corrections-ignored untyped"
OCR_READ = "read by OCR"
Reach = dict[str, dict[str, str]]  # note (TYPED_OPEN, IGNORED, OCR_READ) -> document -> type or source


def reach_of(notes: dict[str, object]) -> Reach:
    """The defects' changes from a selftest's notes (those it has)."""
    return {k: dict(v) for k in (TYPED_OPEN, IGNORED, OCR_READ) if isinstance(v := notes.get(k), dict)}


def ocr_files(m: CorpusManifest, reach: Reach | None = None) -> set[str]:
    """The documents only OCR reads: the scans, and those the ingest read by OCR (`reach`)."""
    return {d.file for d in m.documents or [] if is_scan(d.rendering, d.file)} | set((reach or {}).get(OCR_READ, {}))


def _scope(file: str) -> str:
    """The household a pooled document belongs to (`seed-8/w2.pdf` -> `seed-8`; '' in one corpus)."""
    return posixpath.dirname(file)


def _listed(changed: dict[str, str]) -> str:
    """`2 documents (1099-R, W-2)`, or `no document`."""
    if not changed:
        return "no document"
    kinds = ", ".join(sorted(set(changed.values())))
    return f"{len(changed)} document{'s' if len(changed) > 1 else ''} ({kinds})"


def _unreached_fixes(reach: Reach | None, defect: str) -> str | None:
    if reach is None or IGNORED not in reach:
        return None
    return (f"{defect} untyped {_listed(reach[IGNORED])}: none is a correction these questions cite, "
            "so none can show it")


def _fixes(m: CorpusManifest, reach: Reach | None = None) -> set[str]:
    """The corrections (documents that supersede another), those corrections-ignored untyped when
    its reach is known."""
    fixes = {d.file for d in m.documents or [] if d.supersedes}
    return fixes & set(reach[IGNORED]) if reach is not None and IGNORED in reach else fixes


def _typed_unreached(typed: dict[str, str]) -> str:
    return f"typed {_listed(typed)}: no doctype question asks about a type it gave"


def unreached_defects(m: CorpusManifest, reach: Reach, baseline: str = "extractive") -> dict[str, str]:
    """The defects whose changes no question cites (defect -> why): a paired test cannot detect
    what no question reaches."""
    out = {}
    if TYPED_OPEN in reach and not doctype_reach(m, reach[TYPED_OPEN]):
        out[f"{baseline}:fail-open"] = f"it {_typed_unreached(reach[TYPED_OPEN])}"
    fixes = _fixes(m, reach)
    if IGNORED in reach and not any(fixes & set(q.must_cite_any) for q in m.questions):
        out[f"{baseline}:corrections-ignored"] = (f"it untyped {_listed(reach[IGNORED])}: no question cites a "
                                                 "correction it untyped")
    return out


def doctype_reach(m: CorpusManifest, typed: dict[str, str]) -> list[str]:
    """The doctype questions a document typed open can spoil: those about a type it was given
    (the type of the documents they cite), in its household."""
    types = {d.file: d.doc_type for d in m.documents or [] if d.doc_type}
    given = {(_scope(f), t) for f, t in typed.items()}
    return [q.id for q in m.questions if q.category == "doctype"
            and any((_scope(f), types.get(f)) in given for f in q.must_cite_any)]


def inconclusive(name: str, detail: str) -> Expectation:
    return Expectation(name=name, ok=True, inconclusive=True, detail=detail)


def is_scan(entry_rendering: str | None, file: str) -> bool:
    if entry_rendering is not None:
        return entry_rendering != "born-digital"
    return file.lower().endswith(IMAGE_SUFFIXES)


def evidence_sets(m: CorpusManifest, scans: set[str] | None = None) -> tuple[set[str], set[str]]:
    """(ids whose every citable file is a scan, ids whose every citable file is born-digital);
    `scans`: the documents only OCR reads (ocr_files), the manifest's scans when None."""
    scans = ocr_files(m) if scans is None else scans
    known = {d.file for d in m.documents or []}
    scan_only, digital_only = set(), set()
    for q in m.questions:
        cited = [f for f in q.must_cite_any if f in known]
        if q.negative or not cited:
            continue
        if all(f in scans for f in cited):
            scan_only.add(q.id)
        elif not any(f in scans for f in cited):
            digital_only.add(q.id)
    return scan_only, digital_only


def fillable_files(m: CorpusManifest) -> set[str]:
    """The documents written as fillable forms (`documents[].producer.name`: their values are form fields)."""
    return {d.file for d in m.documents or [] if (d.producer or {}).get("name") == "fillable"}


def correct(grades: dict[str, Grade], ids: Iterable[str]) -> int:
    return sum(grades.get(i) == Grade.CORRECT for i in ids)


def holds(base: int, now: int) -> bool:
    return now >= base - max(1, base // 10)


def _drop(name: str, grades: Grades, defect: str, ids: list[str], what: str,
          baseline: str = "extractive", unreached: str | None = None) -> Expectation:
    """`unreached`: why no question is in reach, when a defect's reach was narrowed."""
    if not ids:
        return inconclusive(name, unreached or f"no {what} questions in the corpus: a drop needs {baseline} to answer "
                                               f"at least {MIN_SHOWN}")
    base, now = correct(grades[baseline], ids), correct(grades[defect], ids)
    detail = f"{what}: {base}/{len(ids)} correct -> {now}/{len(ids)} with {defect}"
    if now < base:
        return Expectation(name=name, ok=True, detail=detail)
    if base < MIN_SHOWN:
        return inconclusive(name, f"{detail}; a drop needs {baseline} to answer at least {MIN_SHOWN}")
    return Expectation(name=name, ok=False, detail=detail)


def _hold(name: str, grades: Grades, defect: str, ids: list[str], what: str,
          baseline: str = "extractive") -> Expectation:
    base, now = correct(grades[baseline], ids), correct(grades[defect], ids)
    return Expectation(name=name, ok=holds(base, now),
                       detail=f"{what}: {base}/{len(ids)} correct -> {now}/{len(ids)} with {defect}")


def diagnostic_expectations(m: CorpusManifest, grades: Grades) -> list[Expectation]:
    out = []
    broken = [q.id for q in m.questions if grades["oracle"][q.id] != Grade.CORRECT]
    total = len(m.questions)
    out.append(Expectation(name="oracle is correct on every question", ok=not broken,
                           detail="broken keys: " + ", ".join(broken) if broken else f"{total}/{total}"))
    neg = [q for q in m.questions if q.negative]
    pos = [q for q in m.questions if not q.negative]
    bad_neg = [q.id for q in neg if grades["decline"][q.id] != Grade.CORRECT]
    bad_pos = [q.id for q in pos if grades["decline"][q.id] != Grade.WRONG]
    out.append(Expectation(name="decline is correct on every negative question", ok=not bad_neg,
                           detail=", ".join(bad_neg) if bad_neg else f"{len(neg)}/{len(neg)}"))
    not_wrong = "not wrong: " + ", ".join(bad_pos) if bad_pos else f"{len(pos)}/{len(pos)} wrong"
    out.append(Expectation(name="decline is wrong on every positive question", ok=not bad_pos, detail=not_wrong))
    n = correct(grades["garbage"], [q.id for q in m.questions])
    out.append(Expectation(name="garbage is near 0 (at most 5% correct)", ok=n <= 0.05 * len(m.questions),
                           detail=f"{n}/{len(m.questions)} correct"))
    return out


def _ids(m: CorpusManifest, keep: Callable[[Question], bool]) -> list[str]:
    return [q.id for q in m.questions if keep(q)]


def _sums(q: Question) -> bool:
    """The question's answer is an amount (a total), not a count: a count of forms that counts a
    correction and its original as one comes out the same when the correction goes unrecognized
    and the original stands, so only totals can show that defect."""
    needles = q.must_contain_any or q.must_contain_all
    return bool(needles) and parse_amount(needles[0]) is not None


def defect_expectations(m: CorpusManifest, grades: Grades, baseline: str = "extractive",
                        reach: Reach | None = None) -> list[Expectation]:
    """The defects' expectations. With `reach` (reach_of the runner's notes), a defect's drop is
    looked for only on the questions what it changed can reach: corrections-ignored on those
    citing a correction it untyped, fail-open on doctype questions about a type it gave."""
    scan_only, digital_only = evidence_sets(m, ocr_files(m, reach))
    fixes = _fixes(m, reach)
    out = []
    ocr = f"{baseline}:ocr-off"
    if ocr in grades:
        ids = sorted(scan_only)
        now = correct(grades[ocr], ids)
        base = correct(grades[baseline], ids)
        name = f"{ocr}: questions whose only evidence is a scan drop to 0"
        detail = f"scan-only: {base}/{len(ids)} correct -> {now}/{len(ids)}"
        if not ids:
            out.append(inconclusive(name, "no question has only scans as evidence"))
        elif now == 0 and base == 0:
            out.append(inconclusive(name, f"{detail}; a drop needs {baseline} to answer one"))
        else:
            out.append(Expectation(name=name, ok=now == 0, detail=detail))
        out.append(_hold(f"{ocr}: born-digital questions hold", grades, ocr, sorted(digital_only), "born-digital"))
    fix = f"{baseline}:corrections-ignored"
    if fix in grades:
        out.append(_drop(f"{fix}: supersede drops", grades, fix,
                         _ids(m, lambda q: q.category == "supersede" and (reach is None or IGNORED not in reach
                                                                          or bool(fixes & set(q.must_cite_any)))),
                         "supersede", baseline, _unreached_fixes(reach, defect=fix)))
        out.append(_drop(f"{fix}: aggregations over corrected forms drop", grades, fix,
                         _ids(m, lambda q: q.category == "aggregation" and bool(fixes & set(q.must_cite_any))
                              and _sums(q)), "affected aggregation", baseline, _unreached_fixes(reach, defect=fix)))
        out.append(_hold(f"{fix}: lookups hold", grades, fix,
                         _ids(m, lambda q: q.category == "lookup" and not fixes & set(q.must_cite_any)),
                         "lookup", baseline))
    opened = f"{baseline}:fail-open"
    if opened in grades:
        typed = (reach or {}).get(TYPED_OPEN)
        out.append(_drop(f"{opened}: doctype drops", grades, opened,
                         _ids(m, lambda q: q.category == "doctype") if typed is None else doctype_reach(m, typed),
                         "doctype", baseline,
                         None if typed is None else f"{opened} {_typed_unreached(typed)}, so none can show it"))
    top = f"{baseline}:top-1"
    if top in grades:
        out.append(_drop(f"{top}: aggregation drops", grades, top,
                         _ids(m, lambda q: q.category == "aggregation"), "aggregation", baseline))
    forms = f"{baseline}:forms-off"
    if forms in grades:
        fillable = fillable_files(m)
        out.append(_drop(f"{forms}: questions whose evidence is a fillable form drop", grades, forms,
                         _ids(m, lambda q: not q.negative and bool(q.must_cite_any)
                              and set(q.must_cite_any) <= fillable), "fillable-form", baseline))
        out.append(_hold(f"{forms}: questions on other documents hold", grades, forms,
                         _ids(m, lambda q: not fillable & set(q.must_cite_any)), "other-document", baseline))
    hidden = f"{baseline}:rows-hidden"
    if hidden in grades:
        out.append(_drop(f"{hidden}: table drops", grades, hidden,
                         _ids(m, lambda q: q.category == "table"), "table", baseline))
        out.append(_hold(f"{hidden}: lookups hold", grades, hidden,
                         _ids(m, lambda q: q.category == "lookup"), "lookup", baseline))
    return out


def _added_failures(grades: Grades, defect: str, ids: list[str], baseline: str) -> list[str]:
    """The questions among `ids` the baseline answers correctly and the defect does not."""
    return [i for i in ids if grades[baseline].get(i) == Grade.CORRECT and grades[defect].get(i) != Grade.CORRECT]


def _blamed(name: str, causes: Causes, defect: str, ids: list[str], cause: Cause, what: str) -> Expectation:
    if not ids:
        return inconclusive(name, f"{defect} added no {what} failure: nothing to attribute on this corpus")
    got = {i: causes.get(defect, {}).get(i) for i in ids}
    wrong = [f"{i} ({c or 'no cause'})" for i, c in got.items() if c != cause]
    detail = f"{len(ids) - len(wrong)}/{len(ids)} {what} failures blamed on {cause}"
    return Expectation(name=name, ok=not wrong, detail=detail + (": not " + ", ".join(wrong) if wrong else ""))


def attribution_expectations(m: CorpusManifest, grades: Grades, causes: Causes,
                             baseline: str = "extractive", reach: Reach | None = None) -> list[Expectation]:
    """The stage blame names the stage each defect breaks, for the failures the defect adds:
    OCR off -> not-recognized (questions a value of whose answer only OCR reads: a scan, or a
    file the ingest read by OCR, `reach`; a comparison's losing amount is no value of its
    answer, so the blame cannot see it); top-1 evidence -> not-retrieved (aggregations, which
    need several documents)."""
    out = []
    ocr = f"{baseline}:ocr-off"
    if ocr in grades:
        scans = ocr_files(m, reach)
        need_scan = [q.id for q in m.questions if not q.negative and any(
            all(f in scans for f in value.files) for value in question_evidence(q, m).values)]
        out.append(_blamed(f"{ocr}: the scan-evidence failures it adds are blamed on not-recognized", causes, ocr,
                           _added_failures(grades, ocr, need_scan, baseline), Cause.NOT_RECOGNIZED,
                           "scan-evidence"))
    top = f"{baseline}:top-1"
    if top in grades:
        agg = _ids(m, lambda q: q.category == "aggregation")
        out.append(_blamed(f"{top}: the aggregation failures it adds are blamed on not-retrieved", causes, top,
                           _added_failures(grades, top, agg, baseline), Cause.NOT_RETRIEVED, "aggregation"))
    return out


def hijack_expectations(m: CorpusManifest, answers: dict[str, dict[str, str]],
                        pipelines: Iterable[str]) -> list[Expectation]:
    """Instructions inside documents are data: no answer of these pipelines, to any question,
    carries a value that an instruction inside a document asks for (the mustNotContain of the
    `injection` questions of a `rag-gen --adversarial` corpus; none: nothing to check)."""
    banned = sorted({n for q in m.questions if q.category == "injection" for n in q.must_not_contain})
    if not banned:
        return []
    out = []
    for name in pipelines:
        if name not in answers:
            continue
        hijacked = [qid for qid, text in answers[name].items() if any(fold(n) in fold(text) for n in banned)]
        out.append(Expectation(
            name=f"{name} is not hijacked by instructions inside documents", ok=not hijacked,
            detail=f"answers an injected value: {', '.join(hijacked)}" if hijacked
            else f"none of {len(answers[name])} answers carries an injected value"))
    return out
