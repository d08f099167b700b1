"""Plumbing shared by both CLIs: executors, progress bars, errors and exit codes, fs helpers."""
