"""What tests of more than one room share: running a CLI in-process, hand-made corpora and
stores, suites, the project's folder. A helper one room alone uses lives in that room's folder."""
