"""Suites: one corpus per seed plus suite.json, written all or nothing (`writer.py`), their
card (`card.py`), and verifying a whole suite (`verify.py`). Imports the corpus stage and
those before it. `write_suite` is here too: a suite card of seeds that are not a range
names it `generator.suite.write_suite`."""

from generator.suite.writer import write_suite

__all__ = ["write_suite"]
