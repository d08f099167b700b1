"""Retrieval, a grounded prompt, a generator: the shape of the reference pipeline.

The generator is anything with `chat(messages, grammar=..., max_tokens=...) -> str`: the
local model (harness.pipelines.llm.LocalLLM) or an OpenAI-compatible endpoint (OpenAIChat).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from harness.config import HarnessConfig
from harness.contract.grade import DECLINE
from harness.pipelines.base import Answer
from harness.pipelines.prompt import (
    Context,
    answer_grammar,
    asked_kind,
    build_prompt,
    choice_grammar,
    parse_citations,
    value_choices,
)

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("the a an of on in for to and or what which how much many was were is are did does "
                  "from by with household household's their its this that".split())


def focus(text: str, question: str, width: int) -> str:
    """The `width`-character window of `text`, starting at a line, that shares most words with
    the question (the earliest on ties): short contexts for small models."""
    if len(text) <= width:
        return text
    words = {w for w in _WORD.findall(question.lower()) if w not in _STOP and len(w) > 1}
    starts = [0] + [m.end() for m in re.finditer(r"\n", text) if m.end() < len(text)]
    best, best_score = 0, -1
    for start in starts:
        window = text[start:start + width].lower()
        score = sum(1 for w in words if w in set(_WORD.findall(window)))
        if score > best_score:
            best, best_score = start, score
    return text[best:best + width]


class Passage(Protocol):
    """A retrieved passage: a retrieve.Hit, or a prompt.Context."""

    @property
    def file(self) -> str: ...

    @property
    def text(self) -> str: ...


class Retriever(Protocol):
    def search(self, question: str, k: int) -> Sequence[Passage]: ...


class Generator(Protocol):
    def chat(self, messages: list[dict[str, str]], *, grammar: str | None = None,
             max_tokens: int = 96) -> str: ...

    def close(self) -> None: ...


def grammar_for(variant: str, contexts: list[Context], files: list[str], question: str = "",
                untrusted: set[str] | frozenset[str] = frozenset()) -> str | None:
    if variant in ("choice", "fields"):
        return choice_grammar(value_choices(contexts, kind=asked_kind(question), untrusted=untrusted))
    if variant == "free":
        return answer_grammar(files)
    return None


def _field_label(name: str) -> str:
    return re.sub(r"\bbox(\d)", r"box \1", name.replace("_", " "))


def field_contexts(files: list[str], facts: Any, fallback: dict[str, str], question: str = "") -> list[Context]:
    """One short passage per document: its type and its harvested fields, one `label: value`
    per line, the fields whose labels share most words with the question first (the
    document's own text when nothing was harvested)."""
    asked = set(_WORD.findall(re.sub(r"\bbox\s+(\d)", r"box\1", question.lower()))) - _STOP
    out = []
    for file in files:
        fields = facts.fields.get(file, {})
        if not fields:
            out.append(Context(file, fallback[file]))
            continue

        def overlap(name: str) -> int:
            return len(set(name.split("_")) & asked)

        order = sorted(fields, key=lambda n: (-overlap(n), n))
        lines = [f"document type: {facts.types.get(file) or 'unknown'}"]
        lines += [f"{_field_label(name)}: {fields[name][0]}" for name in order]
        out.append(Context(file, "\n".join(lines)))
    return out


class RagPipeline:
    def __init__(self, generator: Generator, retriever: Retriever | None, config: HarnessConfig,
                 *, use_grammar: bool = True, facts: Any = None) -> None:
        self.generator = generator
        self.retriever = retriever
        self.config = config
        self.use_grammar = use_grammar
        self.facts = facts

    def answer(self, question: str) -> Answer:
        cfg = self.config
        hits: Sequence[Passage]
        if self.retriever is None:
            hits = []
        elif self.facts is not None and cfg.mention_filter:
            # passages only from documents that hold what the question names (years, ids,
            # dates, one of its names); none left: the documents lack the answer
            from harness.pipelines.doc_facts import mentions

            m = mentions(question)
            pool = self.retriever.search(question, cfg.top_k * 8)
            hits = [h for h in pool if self.facts.holds(m, h.file, any_name=True)][: cfg.top_k]
            if not hits:
                return Answer(DECLINE, [], [], [])
        else:
            hits = self.retriever.search(question, cfg.top_k)
        shown = [Context(h.file, focus(h.text, question, cfg.context_chars)) for h in hits]
        if cfg.prompt == "fields" and self.facts is not None:
            texts = {c.file: c.text for c in reversed(shown)}
            shown = field_contexts(list(dict.fromkeys(h.file for h in hits)), self.facts, texts, question)
        prompt = build_prompt(shown, question, few_shot=cfg.few_shot)
        untrusted: set[str] | frozenset[str] = getattr(self.retriever, "instructed", frozenset())
        grammar = grammar_for(cfg.prompt, shown, prompt.files, question, untrusted) if self.use_grammar else None
        text = self.generator.chat(prompt.messages, grammar=grammar, max_tokens=cfg.max_tokens)
        cited = [c for c in parse_citations(text) if c in prompt.files]
        return Answer(text, cited, [c.text for c in shown], list(dict.fromkeys(h.file for h in hits)))

    def close(self) -> None:
        self.generator.close()
        close = getattr(self.retriever, "close", None)
        if callable(close):
            close()
