"""The harvest on the blind page grammar: random whole documents of every docType, drawn from half A (fit) or B (check).

    .venv/bin/python benchmarks/bench_blind_grammar.py [--half fit|check|both] [--pages N] [--modes full,general]
        [--show [--pages-show]] [--scans [--workers N]]

tests/support/blind_grammar.py composes each document from a seeded random.Random (letterheads,
parties, key-value panels, numbered boxes, tables running on, prose, summary boxes, fine print,
stubs, furniture; wordings, value formats and fonts from the half's pools) as a real PDF, the ingest's
text layer reads it back (pypdfium2) and the harvest runs in the modes of
benchmarks/bench_harvest_ablation.py, as the gallery benches run it. Per half and mode: fields right /
wrong / of the fields the pages print (compared as the probe compares them), docTypes typed right of
the typed documents, lookalikes left untyped, the time it took; with --show (fit only: check is read
by its totals) the misses per block variant and per docType, and each page's misses with --pages-show.
With --scans every document is scanned as a corpus would scan it (the profile and format drawn from
(--seed, the document's index): office scans, faxes, phone photos) and read back by the ingest's OCR job
(tests/support/scanned_reading.py), about 2-3 s a page: the OCR route on styles and fonts nobody fitted to.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.bench_harvest_ablation import mode
from harness.harvest import FieldMatcher, PageText, TypeGuesser
from harness.ingest.embed import embed_texts
from tests.support.blind_grammar import BlindPage, matches, pages
from tests.support.block_gallery import read_pages
from tests.support.scanned_reading import as_pages, read_job, scan_jobs


class Truth(Protocol):
    """A document with its ground truth, as a blind grammar gives it (tests/support/blind_grammar.py,
    tests/support/blind_grammar2.py)."""

    @property
    def name(self) -> str: ...
    @property
    def doc_type(self) -> str: ...
    @property
    def fields(self) -> dict[str, str]: ...
    @property
    def where(self) -> dict[str, str]: ...
    def pdf(self) -> bytes: ...


@dataclass
class Measure:
    right: int = 0
    wrong: int = 0
    total: int = 0
    typed: int = 0
    documents: int = 0
    untyped: int = 0
    lookalikes: int = 0
    by_variant: Counter[str] = field(default_factory=Counter)
    by_doc: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)


def text_layers(docs: Sequence[Truth]) -> list[list[PageText]]:
    """Each document's pages as the ingest reads a born-digital PDF's text layer."""
    return [read_pages(doc.pdf()) for doc in docs]


def scans(docs: Sequence[BlindPage], seed: int, workers: int, folder: Path) -> list[list[PageText]]:
    """Each document's pages as the ingest reads its scan (tests/support/scanned_reading.py), the pages'
    OCR on `workers` processes."""
    from concurrent.futures import ProcessPoolExecutor

    planned = [scan_jobs(doc.pdf(), seed, i, folder)[1] for i, doc in enumerate(docs)]
    flat = [job for jobs in planned for job in jobs]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            read = list(pool.map(read_job, flat))
    else:
        read = [read_job(job) for job in flat]
    out, at = [], 0
    for jobs in planned:
        out.append(as_pages(read[at:at + len(jobs)]))
        at += len(jobs)
    return out


def measure(docs: Sequence[Truth], read: Sequence[list[PageText]], m: str, matcher: FieldMatcher,
            guesser: TypeGuesser, same: Callable[[str, str, str, str], bool] = matches) -> Measure:
    """One mode over the documents (`read`: each one's pages): counts, and the misses (field not read
    right) by variant and docType. `same(doc_type, field, got, want)` compares a value with the truth
    (the grammar's own `matches`; benchmarks/bench_blind_grammar2.py passes the second grammar's)."""
    import harness.harvest as harvest_pkg

    with mode(m):
        rules = harvest_pkg.load_rules()
    right = wrong = total = typed = ntyped = untyped = nlook = 0
    by_variant: Counter[str] = Counter()
    by_doc: Counter[str] = Counter()
    misses: list[str] = []
    for doc, doc_pages in zip(docs, read, strict=True):
        result = harvest_pkg.harvest(doc_pages, rules, matcher, guesser)
        got_type = result.classification.doc_type
        if not doc.doc_type:
            nlook += 1
            untyped += got_type is None
            if got_type is not None:
                misses.append(f"{doc.name}: typed {got_type}")
            continue
        ntyped += 1
        ok = got_type == doc.doc_type
        typed += ok
        got = {f.field: f.normalized if f.normalized is not None else f.value for f in result.fields}
        total += len(doc.fields)
        for f, want in doc.fields.items():
            hit = ok and f in got and same(doc.doc_type, f, got[f], want)
            bad = ok and f in got and not hit
            right += hit
            wrong += bad
            if not hit:
                variant = doc.where[f] if ok else "untyped"
                by_variant[variant] += 1
                by_doc[f"{doc.doc_type}:{f}"] += 1
                misses.append(f"{doc.name}: {'WRONG' if bad else 'miss '} {f} [{variant}] want {want!r} "
                              f"got {got.get(f)!r}" + ("" if ok else f" (typed {got_type})"))
    return Measure(right, wrong, total, typed, ntyped, untyped, nlook, by_variant, by_doc, misses)


def report(part: str, m: str, r: Measure, seconds: float, show: bool, pages_show: bool) -> None:
    """One half's line in one mode; with `show` (fit only) the misses per block variant and per field, each
    missed field too with `pages_show` (benchmarks/bench_blind_grammar2.py prints the same)."""
    print(f"{part:5s} {m:8s} fields {r.right}/{r.total} = {100 * r.right / max(r.total, 1):.1f}%  "
          f"wrong {r.wrong}  typed {r.typed}/{r.documents}  "
          f"lookalikes untyped {r.untyped}/{r.lookalikes}  {seconds:.0f} s", flush=True)
    if show:
        for title, counts in (("misses by block variant", r.by_variant), ("misses by field", r.by_doc)):
            print(f"  {title}:")
            for key, n in counts.most_common():
                print(f"    {n:4d}  {key}")
        if pages_show:
            for line in r.misses:
                print(f"    {line}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("fit", "check", "both"), default="both")
    parser.add_argument("--pages", type=int, default=120, help="documents per half")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", default="full,general", help="comma-separated: full, general, labels")
    parser.add_argument("--show", action="store_true", help="fit only: misses per block variant and per docType")
    parser.add_argument("--pages-show", action="store_true", help="with --show: each missed field")
    parser.add_argument("--scans", action="store_true",
                        help="every document scanned and OCR'd as the ingest reads a scan (slow: 2-3 s a page)")
    parser.add_argument("--workers", type=int, default=1, help="with --scans: OCR processes")
    args = parser.parse_args(argv)
    matcher, guesser = FieldMatcher(embed_texts), TypeGuesser(embed_texts)
    for part in (("fit", "check") if args.half == "both" else (args.half,)):
        docs = pages(part, args.pages, args.seed)
        started = time.perf_counter()
        if args.scans:
            with tempfile.TemporaryDirectory(prefix="blind-scans-") as folder:
                read = scans(docs, args.seed, args.workers, Path(folder))
            print(f"{part:5s} scanned and read {sum(len(r) for r in read)} pages: "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
        else:
            read = text_layers(docs)
        for m in args.modes.split(","):
            started = time.perf_counter()
            r = measure(docs, read, m, matcher, guesser)
            report(part, m, r, time.perf_counter() - started, args.show and part == "fit", args.pages_show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
