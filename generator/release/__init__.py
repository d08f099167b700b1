"""A frozen release of a suite: its files, its questions, probe rows and documents as Parquet and
JSON lines in the Hugging Face datasets layout, a dataset card and the lock (docs/suites.md)."""
