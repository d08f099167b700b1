"""Producers: the software that writes a born-digital PDF (docs/producers.md)."""
