"""Retrieval, a grounded prompt, a generator: the shape of the reference pipeline.

The generator is anything with `chat(messages, grammar=..., max_tokens=...) -> str`: the
local model (harness.pipelines.reference.local_llm.LocalLLM) or an OpenAI-compatible endpoint
(harness.pipelines.adapters.openai_chat.OpenAIChat). A generator that can also `choose` among
answers (the local model) does so with the trie decoder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from harness.contract.grade import DECLINE
from harness.pipelines.base import Answer
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.ledger import ledger_lines
from harness.pipelines.evidence.question_mentions import mentions, named_type, question_sides
from harness.pipelines.reference.computed import computed_lines
from harness.pipelines.reference.field_prompt import (
    LEDGER_TITLE,
    FieldContext,
    answers_grammar,
    build_field_prompt,
    field_contexts,
)
from harness.pipelines.reference.prompt import (
    STOP_WORDS,
    WORD,
    Context,
    answer_grammar,
    asked_kind,
    build_prompt,
    choice_grammar,
    parse_citations,
    value_choices,
)
from harness.pipelines.reference.settings import ReferenceSettings
from harness.pipelines.reference.shortlist import (
    COMPUTED,
    SHORTLIST_EXAMPLES,
    Line,
    best_lines,
    distinguish,
    document_lines_of,
    keep_direction,
    ledger_lines_of,
    passages,
    rank_lines,
    table_lines,
    usable,
)
from harness.pipelines.reference.trie_choice import Chosen


def focus(text: str, question: str, width: int) -> str:
    """The `width`-character window of `text`, starting at a line, that shares most words with
    the question (the earliest on ties): short contexts for small models."""
    if len(text) <= width:
        return text
    words = {w for w in WORD.findall(question.lower()) if w not in STOP_WORDS and len(w) > 1}
    starts = [0] + [m.end() for m in re.finditer(r"\n", text) if m.end() < len(text)]
    best, best_score = 0, -1
    for start in starts:
        window = set(WORD.findall(text[start:start + width].lower()))
        score = len(words & window)
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


@runtime_checkable
class Chooser(Protocol):
    """A generator that chooses among answers itself (the local model: a token trie)."""

    def choose(self, messages: list[dict[str, str]], answers: Sequence[str], *, prefer: int | None = None,
               margin: float = 0.0) -> Chosen: ...


def candidate_answers(variant: str, contexts: list[Context], question: str = "",
                      untrusted: set[str] | frozenset[str] = frozenset()) -> list[str] | None:
    """The answers the model chooses among (prompts `choice` and `fields`): each quoted value
    with its file in brackets (a document that instructs the reader only when no other offers
    one), then the decline (last); None for the free-text prompts."""
    if variant not in ("choice", "fields"):
        return None
    values = [f"{value} [{file}]"
              for value, file in value_choices(contexts, kind=asked_kind(question), untrusted=untrusted)]
    return [*dict.fromkeys(v for v in values if v != DECLINE), DECLINE]


def grammar_for(variant: str, contexts: list[Context], files: list[str], question: str = "",
                untrusted: set[str] | frozenset[str] = frozenset()) -> str | None:
    if variant in ("choice", "fields"):
        return choice_grammar(value_choices(contexts, kind=asked_kind(question), untrusted=untrusted))
    if variant == "free":
        return answer_grammar(files)
    return None


class RagPipeline:
    """`facts` (the store's harvested facts) is what prompt `fields` and the mention filter read."""

    def __init__(self, generator: Generator, retriever: Retriever | None, config: ReferenceSettings,
                 *, use_grammar: bool = True, facts: DocFacts | None = None) -> None:
        self.generator = generator
        self.retriever = retriever
        self.config = config
        self.use_grammar = use_grammar
        self.facts = facts
        self.finder = DocFinder(facts) if facts is not None else None

    @property
    def untrusted(self) -> frozenset[str]:
        """The files that are no evidence: the retriever's `untrusted` (harness.pipelines.evidence.untrusted)."""
        return frozenset(getattr(self.retriever, "untrusted", ()))

    def retrieve(self, question: str) -> Sequence[Passage] | None:
        """The passages to show, best first; None when the mention filter finds no document
        holding what the question names (the documents lack the answer)."""
        cfg, facts = self.config, self.facts
        if self.retriever is None:
            return []
        if facts is None or not cfg.mention_filter:
            return self.retriever.search(question, cfg.top_k)
        # passages only from documents that hold what the question names (years, ids,
        # dates, one of its names; for "A ... or B ...", what either side names), the best
        # passage of each side first
        sides = question_sides(question)
        pool = self.retriever.search(question, cfg.top_k * 8)
        per_side = [[h for h in pool if facts.holds(m, h.file, any_name=True)] for m in sides]
        if not any(per_side):
            return None
        firsts = [side[0] for side in per_side if side]
        rest = [h for h in pool if any(h in side for side in per_side)]
        return list(dict.fromkeys([*firsts, *rest]))[: max(cfg.top_k, len(firsts))]

    def ranked_pool(self, question: str) -> list[str]:
        """The files of the pool `select_documents` retrieves, best first (what a computed answer
        ranks its candidate documents by, as the extractive pipeline does)."""
        if self.retriever is None:
            return []
        return list(dict.fromkeys(h.file for h in self.retriever.search(question, self.config.top_k * 8)))

    def select_documents(self, question: str, facts: DocFacts) -> tuple[list[str], dict[str, str]] | None:
        """Prompt `fields`: the documents to show, best first, and the retrieved text of each
        (for documents with nothing harvested). With the mention filter: only documents that
        hold what the question names (on either side of "A ... or B ...") and are of the type
        it names (never an untyped one), retrieved ones first, then the type's others; the
        best of each side first; a correction in place of its original. None: no document
        fits (the documents lack the answer)."""
        cfg = self.config
        if self.retriever is None:
            return [], {}
        pool = self.retriever.search(question, cfg.top_k * 8 if cfg.mention_filter else cfg.top_k)
        texts = {h.file: focus(h.text, question, cfg.context_chars) for h in reversed(pool)}
        ranked = list(dict.fromkeys(h.file for h in pool))
        if not cfg.mention_filter:
            return list(dict.fromkeys(facts.superseded.get(f, f) for f in ranked)), texts
        doc_type, _ = named_type(question)
        if doc_type is not None:
            ranked = [f for f in ranked if facts.type_matches(f, doc_type)]
            ranked += [f for f in sorted(facts.types) if f not in ranked and facts.type_matches(f, doc_type)]
        # a document that is no evidence is shown only when no other fits, as in `answer`
        untrusted = self.untrusted
        for pool_files in ([f for f in ranked if f not in untrusted], ranked):
            per_side = [[facts.superseded.get(f, f) for f in pool_files if facts.holds(m, f, any_name=True)]
                        for m in question_sides(question)]
            if any(per_side):
                ranked = pool_files
                break
        else:
            return None
        firsts = [side[0] for side in per_side if side]
        rest = [f for f in dict.fromkeys(facts.superseded.get(f, f) for f in ranked) if any(f in s for s in per_side)]
        return list(dict.fromkeys([*firsts, *rest]))[: max(cfg.top_k, len(firsts))], texts

    def answer(self, question: str) -> Answer:
        cfg = self.config
        refit = getattr(self.generator, "refit_threads", None)
        if callable(refit):  # the local model's threads (and torch's) fitted to the free cores, before retrieval
            refit()
        if cfg.prompt == "fields" and self.finder is not None:
            return self._answer_fields(question, self.finder)
        hits = self.retrieve(question)
        if hits is None:
            return Answer(DECLINE, [], [], [])
        retrieved = list(dict.fromkeys(h.file for h in hits))
        # a document that is no evidence is shown only when nothing else was retrieved
        untrusted = self.untrusted
        hits = [h for h in hits if h.file not in untrusted] or hits
        shown = [Context(h.file, focus(h.text, question, cfg.context_chars)) for h in hits]
        prompt = build_prompt(shown, question, few_shot=cfg.few_shot)
        answers = candidate_answers(cfg.prompt, shown, question, untrusted) if self.use_grammar else None
        grammar = grammar_for(cfg.prompt, shown, prompt.files, question, untrusted)
        text = self._generate(prompt.messages, answers, grammar)
        cited = [c for c in parse_citations(text) if c in prompt.files]
        return Answer(text, cited, [c.text for c in shown], retrieved)

    def _generate(self, messages: list[dict[str, str]], answers: list[str] | None, grammar: str | None) -> str:
        """The model's choice among `answers` (decoder trie), else its grammar-constrained text."""
        cfg = self.config
        if answers is not None and cfg.decoder == "trie" and isinstance(self.generator, Chooser):
            chosen = self.generator.choose(messages, answers, prefer=len(answers) - 1, margin=cfg.decline_margin)
            return answers[chosen.index]
        return self.generator.chat(messages, grammar=grammar if self.use_grammar else None, max_tokens=cfg.max_tokens)

    def _answer_fields(self, question: str, finder: DocFinder) -> Answer:
        """Prompt `fields`: each document (a correction in place of its original) as its
        harvested fields, the ledger of what they add up to, and the model choosing a line."""
        cfg, facts = self.config, finder.facts
        computed = computed_lines(finder, question, self.ranked_pool(question)) if cfg.shortlist else []
        selected = self.select_documents(question, facts)
        if selected is None and not computed:
            return Answer(DECLINE, [], [], [])
        # a computed answer needs no document of one type holding both sides' mentions
        files, texts = selected if selected is not None else ([], {})
        for f in files:
            texts.setdefault(f, focus(facts.texts.get(f, ""), question, cfg.context_chars))
        shown = field_contexts(files, facts, texts, question)
        ledger = ledger_lines(question, facts, files)
        named = {n.lower() for n in mentions(question).names}
        # a document that is no evidence is never preferred
        untrusted = self.untrusted
        lines = [*document_lines_of(shown, facts), *ledger_lines_of(ledger, named)]
        if cfg.shortlist:
            return self._answer_shortlist(question, finder, files, [*lines, *computed], untrusted)
        # shortlist 0: every line of every document shown, then the whole ledger
        if ledger:
            text = "\n".join(f"{line.label}: {line.value}" for line in ledger)
            shown.append(FieldContext(Context(LEDGER_TITLE, text), None))
        prompt = build_field_prompt(shown, question, few_shot=cfg.few_shot)
        answers = [*dict.fromkeys(ln.answer for ln in usable(lines, question, untrusted)), DECLINE]
        grammar = answers_grammar(answers) if self.use_grammar else None
        text = self._generate(prompt.messages, answers if self.use_grammar else None, grammar)
        cited = [c for c in parse_citations(text) if c in files]
        return Answer(text, cited, [fc.context.text for fc in shown], files)

    def _answer_shortlist(self, question: str, finder: DocFinder, files: list[str], lines: list[Line],
                          untrusted: set[str] | frozenset[str]) -> Answer:
        """The documents' lines, the ledger's and the answers computed for the question
        (computed.py), with the table rows it names, ranked; the best `shortlist` shown and
        offered (harness.pipelines.reference.shortlist), the model choosing one."""
        lines = [*lines, *table_lines(finder, question, files)]
        lines = keep_direction(usable(lines, question, untrusted), question)
        picked = distinguish(best_lines(rank_lines(finder, question, lines), self.config.shortlist), finder.facts)
        headers = {ln.passage: f"document type: {ln.doc_type or 'unknown'}" for ln in picked if ln.field or ln.doc_type}
        contexts = [FieldContext(c, None) for c in passages(picked, headers)]
        prompt = build_field_prompt(contexts, question, few_shot=self.config.few_shot, examples=SHORTLIST_EXAMPLES)
        answers = [*(ln.answer for ln in picked), DECLINE]
        grammar = answers_grammar(answers) if self.use_grammar else None
        text = self._generate(prompt.messages, answers if self.use_grammar else None, grammar)
        computed = [f for ln in lines if ln.shape == COMPUTED for f in parse_citations(ln.answer)]
        scope = list(dict.fromkeys([*files, *(ln.passage for ln in lines if ln.passage != LEDGER_TITLE), *computed]))
        cited = [c for c in parse_citations(text) if c in scope]
        return Answer(text, cited, [fc.context.text for fc in contexts], scope)

    def close(self) -> None:
        self.generator.close()
        close = getattr(self.retriever, "close", None)
        if callable(close):
            close()
