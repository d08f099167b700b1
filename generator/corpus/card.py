"""The dataset card: `DIR/README.md`, what a corpus holds and how to regenerate it.

Deterministic bytes: everything is derived from corpus.json, sorted, with no clock.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from generator.corpus.novelty import Novelty, card_lines
from harness.contract.manifest import CorpusManifest
from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text

CARD_NAME = "README.md"

GRADING = """\
Every question is graded mechanically by `harness/contract/grade.py`: case-insensitive substring
checks after Unicode NFKC normalization and whitespace folding. Each `mustContainAll`
needle is one check, `mustContainAny` one check, `mustCiteAny` (a cited file name) one
check; `mustNotContain` needles are banned. All checks pass and nothing banned: correct;
none passes: wrong; otherwise partial. A negative question is correct only when the answer
declines ("not found in the documents") and contains nothing banned. A question without
assertions grades partial and never counts as a pass."""


def markdown_table(header: tuple[str, ...], rows: list[tuple[object, ...]]) -> list[str]:
    """A Markdown table's lines: the header, its rule, one line per row (the suite card's too)."""
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return lines


def dataset_card(m: CorpusManifest, novelty: Novelty | None = None) -> str:
    """The card's text; a procedural corpus's card says how novel its layouts are (`novelty`)."""
    docs = m.documents or []
    gen = m.generator or {}
    by_type = Counter((d.doc_type or "untyped", d.rendering or "unknown") for d in docs)
    by_category = Counter(q.category or "uncategorized" for q in m.questions)
    negatives = sum(q.negative for q in m.questions)
    lines = [f"# {m.name}", "", m.description, ""]
    lines += ["## What it holds", "",
              f"{len(docs)} documents and {len(m.questions)} questions "
              f"({negatives} of them negative: the right answer is a decline).", ""]
    lines += markdown_table(("docType", "rendering", "documents"),
                    [(t, r, n) for (t, r), n in sorted(by_type.items())])
    lines += [""]
    lines += markdown_table(("question category", "questions"), sorted(by_category.items()))
    layouts = Counter(d.layout for d in docs if d.layout)
    if layouts and novelty is not None:  # a procedural corpus: each layout's split (notices keep a family)
        lines += ["", "Layouts (an issuer's documents share one; a procedural layout's split is drawn with it, "
                      "`rag-gen templates` lists each family's):", ""]
        lines += markdown_table(("layout", "split", "documents"),
                                [(k, novelty.split_of.get(k, "-"), n) for k, n in sorted(layouts.items())])
    elif layouts:
        lines += ["", "Layout families (an issuer's documents share one; `rag-gen templates` lists each "
                      "family's split):", ""]
        lines += markdown_table(("layout", "documents"), sorted(layouts.items()))
    superseding = sorted((d.file, d.supersedes) for d in docs if d.supersedes)
    if superseding:
        lines += ["", "Corrected documents supersede their originals:", ""]
        lines += [f"- `{new}` supersedes `{old}`" for new, old in superseding]
    lines += ["", f"{len(m.probe_ground_truth or [])} probe ground-truth rows (document, field, expected value);",
              f"{len(m.doc_type_ground_truth or [])} docType ground-truth rows "
              "(a document without an expected type must classify as untyped).", ""]
    lines += card_lines(novelty) if novelty is not None else []
    lines += ["## Provenance", ""]
    if gen:
        lines += markdown_table(("key", "value"), [(k, f"`{v}`") for k, v in sorted(gen.items())])
    else:
        lines += ["No generator provenance recorded: this corpus was written by hand."]
    lines += ["", "## Regenerate and verify", ""]
    if "seed" in gen:
        args = [f"--seed {gen['seed']}"]
        args += [f"--{k} {gen[k]}" for k in ("size", "year", "questions") if k in gen]
        if gen.get("layouts", "all") != "all":
            args.append(f"--layouts {gen['layouts']}")
        if "scanSeverity" in gen:  # recorded only when not the default
            args.append(f"--scan-severity {gen['scanSeverity']}")
        # both said whatever the defaults: a corpus that records neither was curated, by reportlab alone
        args.append(f"--layout-source {'procedural' if gen.get('proceduralLayouts') == 'true' else 'curated'}")
        args.append(f"--producers {gen.get('producers', 'reportlab')}")
        args += ["--adversarial"] if gen.get("adversarial") == "true" else []
        if "injectionVariants" in gen:  # recorded only when not the default
            args.append(f"--injection-variants {gen['injectionVariants']}")
        lines += ["    rag-gen " + " ".join(args) + " --out DIR", "    rag-gen verify DIR", "",
                  "The same rag-gen version with the same pinned dependencies writes the same bytes; "
                  "`rag-gen verify` regenerates into a temporary folder and compares every file's SHA-256."]
    else:
        lines += ["Not generated by rag-gen: there is nothing to regenerate. `rag-gen lint DIR` checks its keys."]
    lines += ["", "## Grading", "", GRADING, "", "## Synthetic data", "",
              "All people, companies, addresses, account numbers and amounts are synthetic. Social "
              "security numbers come only from never-issued areas (900-999) and every page is marked "
              "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT. The forms imitate the layout of official "
              "forms; they are not official forms and must not be filed.", ""]
    return "\n".join(lines)


class CardError(RagError):
    """The dataset card cannot be written where it belongs."""


def write_card(corpus_dir: Path, m: CorpusManifest, novelty: Novelty | None = None) -> Path:
    path = corpus_dir / CARD_NAME
    if path.is_dir() and not path.is_symlink():  # os.replace cannot put a file over a folder
        raise CardError(f"{path} is a folder: the dataset card is written there (move the folder away)")
    atomic_write_text(path, dataset_card(m, novelty))
    return path
