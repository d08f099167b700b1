"""Where the reference pipeline's time goes, per question, beside the bare model's floor.

    .venv/bin/python benchmarks/bench_reference.py [--corpus corpora/seed-42] [--store STORE]
        [--decoders trie,grammar] [--limit N] [--set threads=1] [--busy N] [--json out.json]

Without --corpus it generates `rag-gen --seed 42` (default size) in a temporary folder;
without --store it ingests the corpus once. One-time costs (the embedding model's load, the
trie decoder's prompt head) are timed apart as the warm-up. For each decoder (`--set decoder=...`) it
asks every question through the reference pipeline and splits each question's time into
retrieval (of which: embedding the query), prompt evaluation, grammar compilation,
answer-token evaluation, and sampling/choosing (the rest of the model call); the rest of
the question (prompt building, the mention filter) is "other".

Right after each question, on a second copy of the model, it times the bare model on the
same prompt: the prompt evaluated from an empty cache, then as many tokens as the answer
has, greedy, no grammar (`bare`); and the same with the constant prompt head (the
instructions and few-shot turns) already cached, as the trie decoder keeps it (`bare,
head cached`). Questions the pipeline answers without the model (the mention filter
declines) have no bare time. It prints the median and p95 of every stage, the ratio of
the pipeline's time to each floor, the grades, the threads llama.cpp ran on (the setting
`threads`, 0 by default: fitted to the free cores before every question), and the load
average before and after (the machine may be shared: compare ratios, not absolute seconds).

`--busy N` starts N busy processes (a Python loop each) once the store is ready and stops
them at the end: the pipeline measured beside other work. Compare `--busy 1` with `--busy 0`
(the goal: at most twice the idle median on a machine with one core busy).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.append(str(Path(__file__).resolve().parents[1]))  # PYTHONPATH (another checkout) wins
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from harness.config import load_config
from harness.contract.grade import grade
from harness.contract.manifest import load_manifest
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline

STAGES = ("retrieval", "embedding", "promptEval", "grammar", "tokenEval", "sampling", "other", "total")


def p95(values: list[float]) -> float:
    """Nearest-rank 95th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def _timed(record: Callable[[float], None], fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            record(time.perf_counter() - start)
    return wrapper


class Profiler:
    """Wraps the pipeline's parts to add their time to the current question's record."""

    def __init__(self, pipeline: Any) -> None:
        import llama_cpp

        import harness.ingest.embed as embed_module

        self.rec: dict[str, float] = {}
        self.phase = "prompt"
        self.messages: list[dict[str, str]] | None = None
        self.chose: str | None = None  # the model's choice: first (best-ranked), other, decline
        llm = pipeline.generator
        raw = llm._llm

        def add(key: str) -> Callable[[float], None]:
            return lambda s: self.rec.__setitem__(key, self.rec.get(key, 0.0) + s)

        retriever = pipeline.retriever
        retriever.search = _timed(add("retrieval"), retriever.search)
        self._embed_module, self._embed = embed_module, embed_module.embed_texts
        embed_module.embed_texts = _timed(add("embedding"), embed_module.embed_texts)
        self._grammar_cls, self._from_string = llama_cpp.LlamaGrammar, llama_cpp.LlamaGrammar.from_string
        llama_cpp.LlamaGrammar.from_string = _timed(  # type: ignore[method-assign]
            add("grammar"), llama_cpp.LlamaGrammar.from_string)
        raw._init_sampler = _timed(add("grammar"), raw._init_sampler)
        eval_fn = raw.eval

        def eval_wrapper(tokens: Any) -> None:
            start = time.perf_counter()
            eval_fn(tokens)
            key = "promptEval" if self.phase in ("prompt", "chat-first") else "tokenEval"
            self.rec[key] = self.rec.get(key, 0.0) + time.perf_counter() - start
            if self.phase == "chat-first":
                self.phase = "tokens"
        raw.eval = eval_wrapper

        prefill, chat = getattr(llm, "prefill", None), llm.chat
        choose = getattr(llm, "choose", None)

        def prefill_wrapper(messages: Any) -> int:
            self.phase = "prompt"
            before = llm._head
            try:
                n = prefill(messages)  # type: ignore[misc]
            finally:
                self.phase = "tokens"
            cached = len(before) if before is not None and before is llm._head else 0
            self.rec["promptEvaluated"] = self.rec.get("promptEvaluated", 0) + n - cached
            return n

        def chat_wrapper(messages: Any, **kwargs: Any) -> str:
            self.messages = messages
            self.rec["promptEvaluated"] = self.rec.get("promptEvaluated", 0) + len(chat_tokens(raw, messages))
            self.phase = "chat-first"
            out = _timed(add("model"), chat)(messages, **kwargs)
            self.phase = "tokens"
            return out

        def choose_wrapper(messages: Any, answers: Any, **kwargs: Any) -> Any:
            self.messages = messages
            assert choose is not None  # set only where the generator chooses
            chosen = _timed(add("model"), choose)(messages, answers, **kwargs)
            # answers are best-ranked first, the decline last
            self.chose = "first" if chosen.index == 0 else ("decline" if chosen.index == len(answers) - 1 else "other")
            return chosen
        llm.chat = chat_wrapper
        if prefill is not None and choose is not None:
            llm.prefill, llm.choose = prefill_wrapper, choose_wrapper

    def start(self) -> None:
        self.rec, self.messages, self.phase, self.chose = {}, None, "prompt", None

    def finish(self, total: float) -> dict[str, Any]:
        r = self.rec
        model = r.pop("model", 0.0)
        r["sampling"] = max(0.0, model - r.get("promptEval", 0.0) - r.get("tokenEval", 0.0) - r.get("grammar", 0.0))
        r["other"] = max(0.0, total - model - r.get("retrieval", 0.0))
        r["total"] = total
        out: dict[str, Any] = {**{k: r.get(k, 0.0) for k in STAGES}, "promptEvaluated": r.get("promptEvaluated", 0)}
        if self.chose is not None:
            out["chose"] = self.chose
        return out

    def close(self) -> None:
        self._embed_module.embed_texts = self._embed
        self._grammar_cls.from_string = self._from_string  # type: ignore[method-assign]


def chat_tokens(raw: Any, messages: list[dict[str, str]]) -> list[int]:
    """The tokens create_chat_completion evaluates for `messages` (the GGUF's own template)."""
    from llama_cpp import llama_chat_format as lcf

    def text(tok: int) -> str:
        return raw.detokenize([tok], special=True).decode("utf-8", "replace")
    out = lcf.Jinja2ChatFormatter(template=raw.metadata["tokenizer.chat_template"], eos_token=text(raw.token_eos()),
                                  bos_token=text(raw.token_bos()))(messages=messages)  # type: ignore[arg-type]
    return raw.tokenize(out.prompt.encode("utf-8"), add_bos=not out.added_special, special=True)


def answer_length(raw: Any, text: str) -> int:
    """An answer's tokens, the end-of-turn token included."""
    return len(raw.tokenize(text.encode("utf-8"), add_bos=False, special=False)) + 1


def bare_times(llm: Any, messages: list[dict[str, str]], n_answer: int,
               floors: frozenset[str] = frozenset({"full", "cached"})) -> tuple[float | None, float | None, int]:
    """(full prompt + n tokens, cached head + n tokens, prompt tokens) for the bare model; None
    for a floor not asked for (or, cached, without a prompt-head cache)."""
    import llama_cpp
    import numpy as np

    raw = llm._llm
    tokens = llm._format(messages)[0] if hasattr(llm, "_format") else chat_tokens(raw, messages)
    if hasattr(llm, "_head"):
        llm._head = None
    raw.reset()
    full = None
    if "full" in floors:
        start = time.perf_counter()
        for i, _tok in enumerate(raw.generate(tokens, top_k=1, temp=0.0, reset=True)):
            if i + 1 >= n_answer:
                break
        full = time.perf_counter() - start
    if not hasattr(llm, "prefill") or "cached" not in floors:
        return full, None, len(tokens)
    llm.prefill([*messages[:-1], {"role": "user", "content": "x"}])  # the head cached, as between questions
    start = time.perf_counter()
    llm.prefill(messages)
    for _ in range(n_answer - 1):
        row = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(raw._ctx.ctx, -1), shape=(raw.n_vocab(),))
        raw.eval([int(np.argmax(row))])
    cached = time.perf_counter() - start
    return full, cached, len(tokens)


def run_decoder(decoder: str, sets: list[str], corpus: Path, store: Path, questions: list[Any],
                floors: frozenset[str] = frozenset({"full", "cached"})) -> dict[str, Any]:
    from harness.pipelines.reference.local_llm import LocalLLM, resolve_model

    config = load_config(None, [*sets, f"decoder={decoder}"] if decoder != "-" else sets)
    # the reference pipeline's parts are read and wrapped below: Any, not the Pipeline protocol
    pipeline: Any = build_pipeline("reference", PipelineContext(config=config, store=store, corpus=corpus))
    bare_llm = LocalLLM(resolve_model(config.model), n_ctx=config.n_ctx, seed=config.seed, dequantize=config.dequantize,
                        n_threads=config.threads or None)
    # one-time costs, outside the per-question times: the embedding model's load, the prompt head
    start = time.perf_counter()
    pipeline.retriever.semantic("warm up")
    if getattr(config, "decoder", None) == "trie" and config.prompt == "fields":
        from harness.pipelines.reference.field_prompt import build_field_prompt
        from harness.pipelines.reference.shortlist import SHORTLIST_EXAMPLES

        examples = SHORTLIST_EXAMPLES if config.shortlist else None
        pipeline.generator.prefill(build_field_prompt([], "warm up", few_shot=config.few_shot,
                                                      examples=examples).messages)
    warm_s = time.perf_counter() - start
    prof = Profiler(pipeline)
    rows = []
    grades = {"correct": 0, "partial": 0, "wrong": 0}
    try:
        for q in questions:
            prof.start()
            start = time.perf_counter()
            answer = pipeline.answer(q.question)
            row: dict[str, Any] = prof.finish(time.perf_counter() - start)
            row["id"], row["grade"] = q.id, grade(q, answer.text).grade.value
            row["threads"] = pipeline.generator.n_threads
            grades[row["grade"]] += 1
            if prof.messages is not None:
                n = answer_length(bare_llm._llm, answer.text)
                row["bare"], row["bareCached"], row["promptTokens"] = bare_times(bare_llm, prof.messages, n, floors)
                row["answerTokens"] = n
            rows.append(row)
    finally:
        prof.close()
        close_pipeline(pipeline)
        bare_llm.close()
    return {"decoder": decoder, "rows": rows, "grades": grades, "warmUpS": warm_s}


def summarize(result: dict[str, Any]) -> dict[str, Any]:
    rows = result["rows"]
    modelled = [r for r in rows if "bare" in r]
    out: dict[str, Any] = {"decoder": result["decoder"], "questions": len(rows), "modelQuestions": len(modelled),
                           "warmUpS": result["warmUpS"], **result["grades"]}
    for key in STAGES:
        values = [r[key] for r in rows]
        out[key] = {"median": statistics.median(values), "p95": p95(values)}
    if modelled:
        for key in ("total", "bare", "bareCached"):
            values = [r[key] for r in modelled if r[key] is not None]
            out[f"model:{key}"] = {"median": statistics.median(values), "p95": p95(values)} if values else None
        for key, floor in (("ratioToBare", "bare"), ("ratioToBareCached", "bareCached")):
            out[key] = out["model:total"]["median"] / out[f"model:{floor}"]["median"] if out[f"model:{floor}"] else None
            per_question = [r["total"] / r[floor] for r in modelled if r[floor]]
            out[key + "PerQuestion"] = statistics.median(per_question) if per_question else None
        out["promptTokensMedian"] = statistics.median(r["promptTokens"] for r in modelled)
        out["answerTokensMedian"] = statistics.median(r["answerTokens"] for r in modelled)
        out["promptEvaluatedMedian"] = statistics.median(r["promptEvaluated"] for r in modelled)
    threads = [r["threads"] for r in rows if "threads" in r]
    out["threads"] = {str(n): threads.count(n) for n in sorted(set(threads))}
    chose = [r["chose"] for r in rows if "chose" in r]
    if chose:
        out["chose"] = {k: chose.count(k) for k in ("first", "other", "decline")}
    return out


def _ratio(s: dict[str, Any], key: str) -> str:
    if s[key] is None:
        return "n/a"
    return f"{s[key]:.2f} (per question, median {s[key + 'PerQuestion']:.2f})"


def print_table(summaries: list[dict[str, Any]]) -> None:
    for s in summaries:
        print(f"decoder {s['decoder']}: {s['questions']} questions ({s['modelQuestions']} asked the model), "
              f"{s['correct']} correct, {s['partial']} partial, {s['wrong']} wrong; warm-up (embedding model, "
              f"prompt head) {s['warmUpS']:.1f} s")
        print(f"  {'stage':<24} {'median s':>9} {'p95 s':>8}")
        for key in STAGES:
            print(f"  {key:<24} {s[key]['median']:>9.3f} {s[key]['p95']:>8.3f}")
        if s["modelQuestions"]:
            for key, label in (("total", "pipeline (model qs)"), ("bare", "bare"),
                               ("bareCached", "bare, head cached")):
                if s["model:" + key]:
                    print(f"  {label:<24} {s['model:' + key]['median']:>9.3f} {s['model:' + key]['p95']:>8.3f}")
            print(f"  ratio to bare {_ratio(s, 'ratioToBare')}, "
                  f"to bare with head cached {_ratio(s, 'ratioToBareCached')} "
                  f"(medians; prompt {s['promptTokensMedian']:.0f} tokens of which {s['promptEvaluatedMedian']:.0f} "
                  f"evaluated, answer {s['answerTokensMedian']:.0f})")
        print(f"  llama.cpp threads (questions): "
              f"{', '.join(f'{n}: {k}' for n, k in s['threads'].items()) or 'n/a'}")
        if s.get("chose"):
            c = s["chose"]
            print(f"  the model chose the best-ranked candidate {c['first']} times, another {c['other']}, "
                  f"the decline {c['decline']}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path)
    ap.add_argument("--store", type=Path)
    ap.add_argument("--decoders", default="trie,grammar",
                    help="comma-separated values of the decoder setting; '-' leaves the code's default")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--floors", default="full,cached",
                    help="which bare-model floors to time: full (the whole prompt), cached (the prompt head cached)")
    ap.add_argument("--set", dest="sets", action="append", default=[])
    ap.add_argument("--busy", type=int, default=0, help="busy processes running beside the pipeline")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-reference-") as tmp:
        corpus = args.corpus
        if corpus is None:
            corpus = Path(tmp) / "corpus"
            subprocess.run([sys.executable, "-m", "generator.cli", "--seed", "42", "--out", str(corpus), "--quiet"],
                           check=True)
        store = args.store
        if store is None:
            from harness.ingest import IngestConfig, ingest

            config = load_config(None, args.sets)
            store = Path(tmp) / "store"
            ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap))
        questions = load_manifest(corpus).questions[: args.limit]
        floors = frozenset(args.floors.split(","))
        busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
        try:
            time.sleep(1.0 if busy else 0.0)  # they are running before the model is loaded
            results = [run_decoder(d, args.sets, corpus, store, questions, floors) for d in args.decoders.split(",")]
        finally:
            for p in busy:
                p.kill()
                p.wait()
    summaries = [summarize(r) for r in results]
    load_after = os.getloadavg()
    print(f"corpus {corpus}, config {' '.join(args.sets) or 'defaults'}, {args.busy} busy processes, "
          f"{len(os.sched_getaffinity(0))} cores, load average before "
          f"{load_before[0]:.2f} {load_before[1]:.2f}, after {load_after[0]:.2f} {load_after[1]:.2f}")
    print_table(summaries)
    if args.json:
        args.json.write_text(json.dumps({"summaries": summaries, "results": results,
                                         "load": [load_before, load_after]}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
