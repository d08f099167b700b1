"""Which documents are no evidence, by their structure rather than their wording.

A keyword filter (harness.pipelines.evidence.injection) knows the words of the notices it was
written against; a notice worded otherwise ("the figure to give is ...", a ChatML turn,
another language, or no instruction at all, only labelled lines that look like the form's
values) passes it. So a document is also untrusted, whatever its words, when:

- it carries an instruction or a chat template's turn markers (`has_instruction`);
- it speaks for a form: it is not a form itself (untyped) yet names a form of the store
  (a form number such as W-2 or 1099-DIV) and that form's issuer (any text, when the
  form's issuer was not harvested). What it says about the
  form is hearsay: the form answers for itself (a preparer's cover letter is such a
  document too: it quotes the W-2 and is no W-2);
- it is a thin duplicate of a form: classified as a form type, it has no issuer of its own
  and fewer than half the harvested fields of another document of its type with which it
  disagrees on a shared field. A form's values come from the form's structure; a fragment
  that repeats one labelled line with another value is not that structure.

Untrusted documents are not thrown away: retrieval ranks their passages after every other
(harness.pipelines.evidence.retrieval), the reference pipeline offers their values only when
nothing else answers, and the extractive pipeline prefers any trusted candidate document
(harness.pipelines.evidence.doc_finder). Developed against the DEVELOPMENT variants of
`rag-gen --adversarial --injection-variants` only (classic, plain, chatml, labelled); the
held-out ones are measured by benchmarks/bench_injection.py (docs/benchmarks.md).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from harness.pipelines.evidence.injection import has_instruction
from harness.pipelines.evidence.question_mentions import squash

INSTRUCTION = "instruction"
SPEAKS_FOR = "speaks for a form"
THIN = "thin duplicate of a form"
ISSUER_FIELDS = ("employer_name", "payer_name", "lender_name", "issuer_name", "bank_name", "utility_name",
                 "insurer_name", "vendor_name", "jurisdiction_name", "landlord_name")


def _issuer(fields: Mapping[str, str]) -> str | None:
    return next((fields[k] for k in ISSUER_FIELDS if fields.get(k)), None)


def _is_form(doc_type: str | None) -> bool:
    """A form number (W-2, 1098, 1099-DIV), not a kind of statement named in words."""
    return doc_type is not None and any(ch.isdigit() for ch in doc_type)


def _names(text: str, doc_type: str) -> bool:
    return re.search(r"(?<![\w-])" + re.escape(doc_type) + r"(?![\w-])", text, re.IGNORECASE) is not None


def speaks_for(text: str, forms: Mapping[str, set[str]]) -> str | None:
    """The form type `text` speaks for: a type of `forms` (type -> its documents' squashed
    issuers, "" for one whose issuer was not harvested) that it names, with one of those
    issuers (any text names the unknown issuer ""); None when it names none."""
    squashed = squash(text)
    for doc_type in sorted(forms):
        if _names(text, doc_type) and any(issuer in squashed for issuer in forms[doc_type]):
            return doc_type
    return None


def thin_duplicates(types: Mapping[str, str | None], fields: Mapping[str, Mapping[str, str]]) -> set[str]:
    """Typed documents without an issuer that have fewer than half the fields of a document
    of their type with which they disagree on a shared field."""
    out = set()
    for file, doc_type in types.items():
        mine = fields.get(file, {})
        if not _is_form(doc_type) or not mine or _issuer(mine):
            continue
        for other, other_type in types.items():
            theirs = fields.get(other, {})
            if other == file or other_type != doc_type or 2 * len(mine) >= len(theirs):
                continue
            if any(name in theirs and squash(theirs[name]) != squash(value) for name, value in mine.items()):
                out.add(file)
                break
    return out


def untrusted_files(types: Mapping[str, str | None], fields: Mapping[str, Mapping[str, str]],
                    texts: Mapping[str, str]) -> dict[str, str]:
    """file -> why it is no evidence, for the documents of a store (`types`: its docType or
    None; `fields`: harvested field -> raw value; `texts`: its pages' text)."""
    thin = thin_duplicates(types, fields)
    forms: dict[str, set[str]] = {}
    for file, doc_type in types.items():
        if _is_form(doc_type) and file not in thin:
            forms.setdefault(str(doc_type), set()).add(squash(_issuer(fields.get(file, {})) or ""))
    out: dict[str, str] = {}
    for file in sorted(set(types) | set(texts)):
        text = texts.get(file, "")
        if has_instruction(text):
            out[file] = INSTRUCTION
        elif types.get(file) is None and (about := speaks_for(text, forms)):
            out[file] = f"{SPEAKS_FOR} ({about})"
        elif file in thin:
            out[file] = THIN
    return out
