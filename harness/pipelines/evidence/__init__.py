"""What both baselines read from a store: retrieval, each document's harvested facts, what a
question mentions and asks, the documents and fields it points at, a statement's table rows,
the ledger of what the fields add up to, and the documents that instruct the reader."""
