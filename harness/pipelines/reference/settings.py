"""The reference pipeline's settings (http: shares its prompt and decoding): defaults, meaning
and rules.

They are keys of the run configuration (`--config`, `--set`; harness.config) like every
pipeline setting; docs/pipelines.md ("The harness's settings") documents them for users,
the prompts included.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.pipelines.evidence.settings import RetrievalSettings
from harness.runtime.settings import SettingError, check_at_least, check_finite, check_one_of

PROMPTS = ("choice", "fields", "free", "plain")
DECODERS = ("trie", "grammar")


@dataclass(frozen=True)
class ReferenceSettings(RetrievalSettings):
    context_chars: int = 700      # characters of each passage shown to the model
    model: str = "smollm2"        # smollm2, gemma3-270m, or a path to a .gguf file
    dequantize: bool = True       # smollm2: run its Q4_1 weights as an F16 copy made once
    prompt: str = "fields"        # fields, choice, free, plain (docs/pipelines.md: The harness's settings)
    few_shot: bool = True         # few-shot turns in the prompt
    mention_filter: bool = True   # only documents holding the question's names, years, ids, dates
    max_tokens: int = 64          # generation budget per answer
    decoder: str = "trie"         # prompts fields/choice: trie (the model picks a candidate after one
                                  # prompt evaluation) or grammar
    decline_margin: float = 0.0   # decoder trie: logit bonus of the decline where it parts from the others
    shortlist: int = 4            # prompt fields: the lines shown and offered, closest to the question
                                  # first (0: every line of every document shown)
    seed: int = 42                # the model's sampling seed (temperature is always 0)
    n_ctx: int = 4096             # the model's context window
    threads: int = 0              # the model's CPU threads; 0: the cores of this process's affinity that
                                  # other work leaves free, fitted again before every question (never
                                  # changes an answer; the effective count is not recorded: it varies)

    def check_reference(self) -> None:
        """The rules of these settings: a SettingError naming the first one broken."""
        check_at_least("context_chars", self.context_chars, 1)
        check_at_least("max_tokens", self.max_tokens, 1)
        check_at_least("n_ctx", self.n_ctx, 1)
        check_at_least("threads", self.threads, 0)  # 0: the free cores
        check_at_least("shortlist", self.shortlist, 0)
        check_finite("decline_margin", self.decline_margin)
        if self.shortlist == 1:
            raise SettingError("shortlist must be 0 (every line) or at least 2 (one line is not a choice), got 1")
        check_one_of("prompt", self.prompt, PROMPTS)
        check_one_of("decoder", self.decoder, DECODERS)
