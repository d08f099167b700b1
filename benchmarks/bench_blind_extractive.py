"""The extractive pipeline on the blind page grammar: questions over households of random whole documents.

    .venv/bin/python benchmarks/bench_blind_extractive.py [--half fit|check|both] [--pages N] [--household K]
        [--work DIR] [--workers N] [--harness DIR] [--scans] [--households] [--show [--pages-show]]

benchmarks/bench_blind_grammar.py measures the harvest on the blind page grammar's documents
(tests/support/blind_grammar.py: styles the harvest was never fitted to, a fit half A to develop on and
a check half B read by its totals); this is its twin for what a user sees, the extractive's answers.
A half's first `--pages` documents are cut, in order, into households of `--household` documents (the
lookalikes among them stay as distractors), each a real corpus: the documents' PDFs under neutral
names (`h03-d2.pdf`: nothing in a name says what it is) and a corpus.json (documents, probe and docType
ground truth, questions). The questions ask every field a typed document prints that the generator's
kinds have words for, as the generator words them (generator/questions: money as `lookup` asks it,
dates as `temporal` does, names and ids as the wider lookups do), the document named by its kind,
issuer and year or instance, with mechanical keys (every accepted shape of the value, the document
to cite); the issuer, the instance that names the document, years and codes are not asked; and per
household two of the generator's wider doctype questions (`more_doctypes`): how many documents of a
counted kind it holds, or which issuers sent a kind that has such a question (lookalikes must not
count). The seed of each household's wording is its page names: the same questions every run, and a
household's questions do not move when `--pages` grows.

With --scans every document is delivered as the generator scans one (generator/scan: a profile and
format drawn per document, seeded from its page number; the ingest OCRs it), in `--work`'s `<half>-scans`.

Each household is ingested as `rag-eval run --pipeline extractive` ingests it (harness.ingest with
the run's default configuration), its store kept in `--work` under a fingerprint of the harness's
source (a second run of the same code reuses it; another checkout builds its own), then every question
is asked of the extractive pipeline (harness.pipelines.build_pipeline, as the run builds it) and graded
by the harness's grader. Prints per half: right / partial / wrong / declined (an answer that says
not found) of the questions, and right per kind of value (money, date, name or id, count, issuers), and per
household with --households (fit only); with --show (fit only: the check half is read by its totals) the misses
by docType and field, and with --pages-show each missed question, its key and the answer.

First measures (yard11; 120 documents a half, 24 households, 501 fit / 500 check questions; right of them;
the older harnesses through --harness, the corpora and questions this checkout's):

    harness                        born-digital fit / check    scans fit / check
    c455186 (before round ten)          413 / 384                318 / 240
    b0497a0 (after rules10)             413 / 386                318 / 240
    143b697 (end of round ten)          410 / 386                342 / 276

Neither route's check half falls from c455186 to 143b697, where a held-out extractive total fell: this
yardstick does not see that fall. The fit half's three born-digital losses are invoice dates the harvest
misses that 143b697 declines and the older harnesses answered.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

import benchmarks.harness_from  # noqa: F401  (first: `--harness DIR` picks the harness imported below)
import harness
from generator.documents.kinds import Kind
from generator.questions import temporal
from generator.questions.doctype import more_doctypes
from generator.questions.draft import cite
from generator.questions.facts import Fact, build_facts
from generator.questions.lookup import PHRASINGS as LOOKUP_PHRASINGS
from generator.questions.lookup import ask_field
from generator.questions.needles import date_needles
from generator.questions.plain_words import field_phrase, framed
from generator.questions.pool import printed_needles
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from generator.scan.choose import choose_format, choose_profile
from generator.scan.document import scan_pdf
from harness.config import HarnessConfig
from harness.contract.grade import Grade, looks_like_not_found
from harness.contract.manifest import (
    CorpusManifest,
    DocTypeGroundTruthRow,
    DocumentEntry,
    ProbeGroundTruthRow,
    Question,
    dump_manifest,
)
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.fsutil import atomic_write_text
from tests.support.blind_grammar import BlindPage, pages

ASKED_KINDS = ("money", "date", "text", "id")  # of the vocabulary's value kinds; years and codes are not asked
HOUSEHOLD_QUESTIONS = 2  # of the doctype questions (counts, issuers) per household
TEXT_PHRASINGS = (LOOKUP_PHRASINGS[1], "What is {field} on {doc}?", "Which is {field} on {doc}?")


@dataclass(frozen=True)
class Asked:
    """One question of a household: what it asks (docType:field, or `count:<docType>`), of which page."""

    question: Question
    page: str
    what: str
    kind: str  # money, date, name/id, count, issuers


def file_name(household: int, index: int, suffix: str = ".pdf") -> str:
    return f"h{household:02d}-d{index + 1}{suffix}"


def deliver(number: int, index: int, doc: BlindPage, scans: bool) -> tuple[str, bytes, dict[str, Any] | None]:
    """The document as delivered: its file name, bytes and scan record (None: born-digital). A scan is the
    generator's (generator/scan: a profile and a file format drawn as a corpus writer draws them, every page
    rasterized, degraded and encoded in one file), seeded from the page's number and place in the household."""
    pdf = doc.pdf()
    if not scans:
        return file_name(number, index), pdf, None
    seed = int("".join(c for c in doc.name.split("-")[0] if c.isdigit()))
    profile = choose_profile(seed, index)
    scanned = scan_pdf(pdf, profile, seed, index, choose_format(profile, seed, index, len(doc.pages)),
                       single_file=True)
    (suffix, data), = scanned.files
    return file_name(number, index, suffix), data, scanned.record


def households(docs: Sequence[BlindPage], size: int) -> list[list[BlindPage]]:
    """The documents in order, `size` to a household (the last may be smaller)."""
    return [list(docs[i:i + size]) for i in range(0, len(docs), size)]


def manifest_of(number: int, docs: Sequence[BlindPage],
                delivered: Sequence[tuple[str, dict[str, Any] | None]] = ()) -> tuple[CorpusManifest, list[Asked]]:
    """The household's corpus.json (its questions included) and what each question asks; `delivered`: each
    document's file name and scan record (`deliver`), when not the born-digital PDFs."""
    delivered = delivered or [(file_name(number, i), None) for i in range(len(docs))]
    files = [f for f, _ in delivered]
    entries = [DocumentEntry(file=f, doc_type=d.doc_type or None, ground_truth=dict(d.printed),
                             rendering=None if scan is None else scan["profile"], scan=scan)
               for (f, scan), d in zip(delivered, docs, strict=True)]
    probe = [ProbeGroundTruthRow(document=f, field=name, expected=value)
             for f, d in zip(files, docs, strict=True) for name, value in d.fields.items() if d.doc_type]
    asked = questions(number, docs, files, entries, probe)
    manifest = CorpusManifest(
        name=f"blind-extractive-h{number:02d}",
        description=f"{len(docs)} blind-grammar documents ({', '.join(d.name for d in docs)})",
        questions=[a.question for a in asked], documents=entries, probe_ground_truth=probe,
        doc_type_ground_truth=[DocTypeGroundTruthRow(document=f, expected_type=d.doc_type or None)
                               for f, d in zip(files, docs, strict=True)])
    return manifest, asked


@dataclass
class BlindView(CorpusView):
    """The generator's view of a household, for documents of one `year`; when the household's documents
    span several years (`dated`), a document is named only in words that print its year (not `last
    year's W-2`, which would name another year for another document of the same household)."""

    dated: bool = False

    def phrases(self, fact: Fact) -> list[str]:
        out = super().phrases(fact)
        if not self.dated:
            return out
        return [p for p in out if str(self.year) in p] or out[:1]


def fact_year(fact: Fact) -> int | None:
    """The year a question names the document by: its tax year, else its instance's or first date's year."""
    tax_year = fact.values.get("tax_year")
    if isinstance(tax_year, str) and tax_year.isdigit():
        return int(tax_year)
    days = [fact.instance] + [fact.values[k] for k in sorted(fact.values)]
    return next((d.year for d in days if isinstance(d, date)), None)


def field_question(view: CorpusView, rng: Random, fact: Fact, name: str, kind: str) -> tuple[str, list[str]]:
    """The question for one field, as the generator's question makers word it, and its needles."""
    words = fact.kind
    if kind == "money":
        value = fact.money(name)
        assert value is not None
        return ask_field(view, rng, fact, name), printed_needles(fact, name, value)
    doc = pick_doc(rng, view.phrases(fact))
    if kind == "date":
        day = fact.day(name)
        assert day is not None
        text = framed(rng, temporal.PHRASINGS, temporal.ANY_PHRASINGS, field_phrase(rng, words, name), doc)
        return text, date_needles(day)
    formal = words.words(name).formal
    text = framed(rng, TEXT_PHRASINGS, (), formal[rng.randrange(len(formal))], doc)
    as_probe = str(fact.values[name])
    return text, list(dict.fromkeys([as_probe, " ".join(fact.printed.get(name, as_probe).split())]))


def askable(kind: Kind, fact: Fact, name: str) -> str | None:
    """The value kind a question asks of field `name`, or None when it is not asked (module doc)."""
    vkind = DOC_TYPES.get(fact.doc_type or "", {}).get(name)
    if vkind not in ASKED_KINDS or not kind.words(name).formal:
        return None
    if name in (kind.issuer_field, kind.instance_field) or fact.values.get(name) == fact.entity:
        return None
    if vkind == "money" and not (fact.money(name) or 0) > 0:
        return None
    if vkind == "date" and fact.day(name) is None:
        return None
    return vkind


def questions(number: int, docs: Sequence[BlindPage], files: list[str], entries: list[DocumentEntry],
              probe: list[ProbeGroundTruthRow]) -> list[Asked]:
    """Every askable field of every typed document the household names unambiguously, then the counts."""
    rng = Random("blind-extractive|" + ",".join(d.name for d in docs))
    facts = build_facts(entries, probe)
    by_file = dict(zip(files, docs, strict=True))
    years = Counter(y for f in facts if f.doc_type and (y := fact_year(f)) is not None)
    common = min(years, key=lambda y: (-years[y], y)) if years else 2025
    views: dict[int, CorpusView] = {}
    out: list[Asked] = []
    for fact in facts:
        if not fact.doc_type:
            continue
        year = fact_year(fact) or common
        view = views.setdefault(year, BlindView(facts, year, len(years) > 1))
        if not view.unambiguous(fact):
            continue
        for name in sorted(fact.values):
            vkind = askable(fact.kind, fact, name)
            if vkind is None:
                continue
            text, needles = field_question(view, rng, fact, name, vkind)
            category = {"money": "lookup", "date": "temporal"}.get(vkind, "lookup")
            q = Question(id=f"h{number:02d}-{len(out) + 1:03d}", question=text, category=category,
                         must_contain_any=needles, must_cite_any=cite(fact),
                         notes=f"{name} of {fact.file} ({by_file[fact.file].name})")
            out.append(Asked(q, by_file[fact.file].name, f"{fact.doc_type}:{name}",
                             vkind if vkind in ("money", "date") else "name/id"))
    for draft in more_doctypes(views.get(common) or BlindView(facts, common), rng, [])[:HOUSEHOLD_QUESTIONS]:
        q = Question(id=f"h{number:02d}-{len(out) + 1:03d}", question=draft.question, category=draft.category,
                     must_contain_all=draft.must_contain_all, must_contain_any=draft.must_contain_any,
                     must_cite_any=draft.must_cite_any, must_not_contain=draft.must_not_contain, notes=draft.notes)
        what = "count" if draft.must_contain_any else "issuers"
        out.append(Asked(q, "household", f"{what}:{draft.notes.split(' typed ')[-1].split()[0].rstrip(':')}", what))
    return out


def code_fingerprint() -> str:
    """A digest of the harness's source and rules: a store built by other code is not reused."""
    root = Path(harness.__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def write_household(folder: Path, number: int, docs: Sequence[BlindPage], scans: bool = False) -> list[Asked]:
    """The household's corpus in `folder` (rewritten only when its bytes change); what its questions ask."""
    delivered = [deliver(number, i, doc, scans) for i, doc in enumerate(docs)]
    manifest, asked = manifest_of(number, docs, [(file, scan) for file, _, scan in delivered])
    folder.mkdir(parents=True, exist_ok=True)
    for file, data, _ in delivered:
        path = folder / file
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
    text = dump_manifest(manifest)
    json_path = folder / "corpus.json"
    if not json_path.is_file() or json_path.read_text(encoding="utf-8") != text:
        atomic_write_text(json_path, text)
    return asked


def built_store(corpus: Path, store: Path, config: HarnessConfig, workers: int) -> Path:
    """The household's store as `rag-eval run` ingests it, reused when already built from this corpus.json."""
    from harness.ingest import IngestConfig, ingest
    from harness.store.reuse import reusable_store

    if not reusable_store(store, corpus, config.chunk_size, config.chunk_overlap, config.ocr_engine):
        ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                           ocr_engine=config.ocr_engine, workers=workers))
    return store


@dataclass
class Tally:
    grades: Counter[str] = field(default_factory=Counter)  # right, partial, wrong, declined
    right_by_kind: Counter[str] = field(default_factory=Counter)
    asked_by_kind: Counter[str] = field(default_factory=Counter)
    misses_by_field: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)
    rows: list[str] = field(default_factory=list)  # per household

    @property
    def asked(self) -> int:
        return sum(self.grades.values())

    def line(self) -> str:
        g = self.grades
        kinds = ", ".join(f"{k} {self.right_by_kind[k]}/{n}" for k, n in sorted(self.asked_by_kind.items()))
        return (f"right {g['right']}  partial {g['partial']}  wrong {g['wrong']}  declined {g['declined']}  "
                f"of {self.asked}  ({kinds})")


def outcome(grade: Grade, answer: str) -> str:
    """right, or why not: declined (the answer says not found), partial or wrong."""
    if grade is Grade.CORRECT:
        return "right"
    if looks_like_not_found(answer):
        return "declined"
    return grade.value


def measure(part: str, docs: Sequence[BlindPage], size: int, work: Path, workers: int, scans: bool = False) -> Tally:
    """Every household of the documents (scanned with `scans`), built, ingested (or reused), asked and graded."""
    from harness.pipelines import PipelineContext, build_pipeline, close_pipeline
    from harness.pipelines.ask import ask_all

    config = HarnessConfig()
    stores = f"store-{code_fingerprint()}"
    tally = Tally()
    for number, household in enumerate(households(docs, size)):
        folder = work / (f"{part}-scans" if scans else part) / f"h{number:02d}"
        asked = write_household(folder / "corpus", number, household, scans)
        if not asked:
            continue
        store = built_store(folder / "corpus", folder / stores, config, workers)
        context = PipelineContext(config=config, store=store.resolve(), corpus=(folder / "corpus").resolve())
        pipeline = build_pipeline("extractive", context)
        try:
            rounds, _ = ask_all(pipeline, [a.question for a in asked])
        finally:
            close_pipeline(pipeline)
        here: Counter[str] = Counter()
        for a, got in zip(asked, rounds[0], strict=True):
            result = outcome(got.graded.grade, got.answer.text)
            here[result] += 1
            tally.grades[result] += 1
            tally.asked_by_kind[a.kind] += 1
            tally.right_by_kind[a.kind] += result == "right"
            if result != "right":
                tally.misses_by_field[a.what] += 1
                answer = " ".join(got.answer.text.split())
                want = a.question.must_contain_any[:1] or a.question.must_contain_all
                tally.misses.append(f"{a.question.id} {a.page} {a.what}: {result.upper()} want {want!r}  "
                                    f"q {a.question.question!r}  a {answer[:160]!r}")
        tally.rows.append(f"h{number:02d} ({household[0].name}..): right {here['right']}/{sum(here.values())}")
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=("fit", "check", "both"), default="both",
                        help="the blind grammar's half: fit (A, develop on it) or check (B, totals only)")
    parser.add_argument("--pages", type=int, default=120,
                        help="documents per half (default 120, as bench_blind_grammar)")
    parser.add_argument("--household", type=int, default=5, help="documents per household (default 5)")
    parser.add_argument("--seed", type=int, default=0, help="the blind grammar's seed (default 0)")
    parser.add_argument("--work", type=Path, default=None,
                        help="keep corpora and stores here, reused by later runs (default: a new temporary folder)")
    parser.add_argument("--workers", type=int, default=1, help="ingest workers per household (default 1)")
    parser.add_argument("--harness", type=Path, default=None, metavar="DIR",
                        help="take the harness (ingest, harvest, pipeline, grader) from the checkout DIR, everything "
                             "else from this one: the same corpora and questions under another commit's harness")
    parser.add_argument("--scans", action="store_true",
                        help="deliver every document as the generator scans it (OCR reads it): slower; try --pages 60")
    parser.add_argument("--households", action="store_true", help="fit only: right answers per household too")
    parser.add_argument("--show", action="store_true", help="fit only: the misses by docType and field")
    parser.add_argument("--pages-show", action="store_true", help="with --show: each missed question and answer")
    args = parser.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="bench-blind-extractive-"))
    print(f"harness {Path(harness.__file__).resolve().parent} (stores {code_fingerprint()}); work {work}", flush=True)
    for part in (("fit", "check") if args.half == "both" else (args.half,)):
        started = time.perf_counter()
        r = measure(part, pages(part, args.pages, args.seed), args.household, work, args.workers, args.scans)
        route = "scans" if args.scans else "born-digital"
        print(f"{part:5s} extractive {route} {r.line()}  {time.perf_counter() - started:.0f} s", flush=True)
        if args.households and part == "fit":
            for row in r.rows:
                print(f"  {row}")
        if args.show and part == "fit":
            print("  misses by field:")
            for key, n in r.misses_by_field.most_common():
                print(f"    {n:4d}  {key}")
            if args.pages_show:
                for line in r.misses:
                    print(f"    {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
