"""A cmd: pipeline in the standard library alone: keyword search over the harness's store.

    rag-eval run corpora/seed-42 --ingest always --pipeline cmd:"python3 examples/keyword_cmd.py"

It reads every page's text (text layer or OCR) from the store named by RAG_EVAL_STORE,
ranks pages by the question's rarer words, answers the best page's best line (and the next,
where a form prints a label's value) with the page's file in brackets, and declines when no
page shares a word with the question.
"""

from __future__ import annotations

import json
import math
import os
import re
import sqlite3
import sys
from collections import Counter

STOP = set("a an and any are as at be by did do does for from had has have how i in is it its many much of "
           "on or the their there this to was were what when which who with".split())


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP]


def main() -> int:
    store = os.environ.get("RAG_EVAL_STORE")
    if not store:
        print("keyword_cmd.py needs the store: run with --ingest always or --store DIR", file=sys.stderr)
        return 2
    db = sqlite3.connect(f"file:{store}/store.sqlite?mode=ro", uri=True)
    pages = db.execute("SELECT file, text FROM pages JOIN documents ON documents.id = document_id "
                       "ORDER BY file, page").fetchall()
    page_words = [set(words(text)) for _, text in pages]
    df = Counter(w for ws in page_words for w in ws)
    idf = {w: math.log(1 + len(pages) / n) for w, n in df.items()}
    for line in sys.stdin:
        asked = set(words(json.loads(line)["question"]))
        scores = [sum(idf[w] for w in asked & ws) for ws in page_words]
        best = max(range(len(pages)), key=lambda i: scores[i], default=None)
        reply: dict[str, object]
        if best is None or scores[best] == 0:
            reply = {"answer": "Not found in the documents."}
        else:
            file, text = pages[best]
            rows = [row for row in text.splitlines() if row.strip()] or [""]
            at = max(range(len(rows)), key=lambda i: len(asked & set(words(rows[i]))))
            said = " ".join(r.strip() for r in rows[at:at + 2])  # a label's value is often on the next line
            reply = {"answer": f"{said} [{file}]", "citations": [file], "retrieved": [file],
                     "contexts": [text[:1000]]}
        print(json.dumps(reply), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
