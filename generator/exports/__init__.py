"""Exports: a corpus in the shapes other evaluation tools load (`formats.py`: BEIR, RAGAS,
DeepEval, promptfoo, generic JSON lines), and the provider script promptfoo runs
(`promptfoo_provider.py`, copied into a promptfoo export). Reads a written corpus folder;
imports no generator stage."""
