"""`python -m generator.cli`: rag-gen (what the harness's pytest plugin and sweep run)."""

from generator.cli.commands import main

main()
