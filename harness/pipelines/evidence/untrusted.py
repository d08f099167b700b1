"""Which documents are no evidence, by their structure rather than their wording.

A keyword filter (harness.pipelines.evidence.injection) knows the words of the notices it was
written against; a notice worded otherwise ("the figure to give is ...", a ChatML turn,
another language, or no instruction at all, only labelled lines that look like the form's
values) passes it. So a document is also untrusted, whatever its words, when:

- it carries an instruction or a chat template's turn markers (`has_instruction`);
- it speaks for a form: it is not a form itself (untyped) yet names a form of the store
  (a form number such as W-2 or 1099-DIV) and, near that name, the form's issuer (when the
  issuer was not harvested: a proper name the form prints). What it says about the
  form is hearsay: the form answers for itself (a preparer's cover letter is such a
  document too: it quotes the W-2 and is no W-2);
- it is a thin duplicate of a form: classified as a form type, it has no issuer of its own
  and fewer than half the harvested fields of another document of its type with which it
  disagrees on a shared field. A form's values come from the form's structure; a fragment
  that repeats one labelled line with another value is not that structure.

Untrusted documents are not thrown away: retrieval ranks their passages after every other
(harness.pipelines.evidence.retrieval), the reference pipeline shows them and offers their
values only when nothing else answers, and the extractive pipeline prefers any trusted candidate document
(harness.pipelines.evidence.doc_finder). Developed against the DEVELOPMENT variants of
`rag-gen --adversarial --injection-variants` only (classic, plain, chatml, labelled); the
held-out ones are measured by benchmarks/bench_injection.py (docs/benchmarks.md).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import NamedTuple

from harness.pipelines.evidence.injection import has_instruction
from harness.pipelines.evidence.question_mentions import squash


class FormsOfType(NamedTuple):
    issuers: set[str]   # the harvested issuers of the store's documents of one form type, squashed
    unnamed: list[str]  # the squashed text of each of them whose issuer was not harvested


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


WINDOW = 100  # characters either side of a form's name within which its issuer must be named
# capitalized words in a row (Title Case: a heading in capitals or "OMB No." is no one's name)
_PROPER_NAME = re.compile(r"[A-Z][a-z][\w&'-]*(?:(?:,? | and | & )[A-Z][a-z][\w&'-]*)+")


def _form_names(text: str, doc_type: str) -> list[int]:
    """Where `text` names the form type (W-2, not W-2s nor W-2c)."""
    return [m.start() for m in re.finditer(r"(?<![\w-])" + re.escape(doc_type) + r"(?![\w-])", text, re.IGNORECASE)]


def _spans(run: str) -> set[str]:
    """Every run of two words or more of a run of capitalized words, squashed: a line break
    flattened away can glue the next line's first word to a name ("Summit Investments This")."""
    words = run.split()
    return {squash(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 2, len(words) + 1)}


def speaks_for(text: str, forms: Mapping[str, FormsOfType]) -> str | None:
    """The form type `text` speaks for: one it names with, within WINDOW characters, the
    harvested issuer of a document of that type or (for a document whose issuer was not
    harvested) a proper name of two words or more that the document prints; None otherwise."""
    flat = " ".join(text.split())
    for doc_type in sorted(forms):
        issuers, unnamed = forms[doc_type]
        for at in _form_names(flat, doc_type):
            near = flat[max(0, at - WINDOW): at + len(doc_type) + WINDOW]
            squashed = squash(near)
            if any(issuer in squashed for issuer in issuers):
                return doc_type
            names = {name for m in _PROPER_NAME.finditer(near) for name in _spans(m.group())}
            if any(name in printed for name in names for printed in unnamed):
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
    forms: dict[str, FormsOfType] = {}
    for file, doc_type in sorted(types.items()):
        if _is_form(doc_type) and file not in thin:
            of_type = forms.setdefault(str(doc_type), FormsOfType(set(), []))
            issuer = _issuer(fields.get(file, {}))
            if issuer:
                of_type.issuers.add(squash(issuer))
            else:
                of_type.unnamed.append(squash(texts.get(file, "")))
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
