"""A corpus folder: written all or nothing (`writer.py`: world, plan, drawing, scans,
questions, corpus.json), its dataset card (`card.py`), and verified by regenerating it
(`verify.py`). Imports every stage before it, nothing after."""
