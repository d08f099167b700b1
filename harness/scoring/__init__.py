"""Scoring and reports: answers files, probe, scorecards, JUnit, HTML, compare."""
