"""The reference baseline: retrieval, a grounded prompt (the shortlist of lines a model chooses
among), and a local GGUF model that chooses one (or an OpenAI-compatible endpoint, for http:)."""
