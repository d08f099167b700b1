"""A python: pipeline with its own ingest: pypdf reads the PDFs, BM25 ranks their pages.

    rag-eval run corpora/seed-42 --pipeline python:examples.pypdf_bm25:PdfBm25

rag-eval builds `PdfBm25(context)` once (a class whose constructor takes one argument gets
the run's PipelineContext), then calls `answer(question)` for every question. It reads
only the corpus folder, so `--ingest auto` builds no store for it. It reads PDFs with a
text layer and nothing else: the scans (images, image-only PDFs) stay unread, which the
scorecard shows.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

from harness.pipelines import PipelineContext

STOP = set("a an and any are as at be by did do does for from had has have how i in is it its many much of "
           "on or the their there this to was were what when which who with".split())


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP]


class PdfBm25:
    def __init__(self, context: PipelineContext, k1: float = 1.5, b: float = 0.75) -> None:
        assert context.corpus is not None
        self.pages: list[tuple[str, str]] = []  # (file, text), one per PDF page with text
        for path in sorted(Path(context.corpus).glob("*.pdf")):
            for page in PdfReader(path).pages:
                text = page.extract_text() or ""
                if text.strip():
                    self.pages.append((path.name, text))
        self.tf = [Counter(words(text)) for _, text in self.pages]
        self.avg = sum(sum(tf.values()) for tf in self.tf) / max(len(self.tf), 1)
        df = Counter(w for tf in self.tf for w in tf)
        self.idf = {w: math.log(1 + (len(self.tf) - n + 0.5) / (n + 0.5)) for w, n in df.items()}
        self.k1, self.b = k1, b
        self.top_k = context.config.top_k

    def score(self, asked: list[str], i: int) -> float:
        tf, length = self.tf[i], sum(self.tf[i].values())
        return sum(self.idf.get(w, 0.0) * tf[w] * (self.k1 + 1)
                   / (tf[w] + self.k1 * (1 - self.b + self.b * length / self.avg)) for w in asked if w in tf)

    def answer(self, question: str) -> dict[str, object]:
        asked = words(question)
        ranked = sorted(range(len(self.pages)), key=lambda i: -self.score(asked, i))[:self.top_k]
        if not ranked or self.score(asked, ranked[0]) == 0:
            return {"answer": "Not found in the documents."}
        file, text = self.pages[ranked[0]]
        rows = [row.strip() for row in text.splitlines() if row.strip()]
        at = max(range(len(rows)), key=lambda i: len(set(asked) & set(words(rows[i]))))
        said = " ".join(rows[at:at + 2])  # a label's value is often on the next line
        return {"answer": f"{said} [{file}]", "citations": [file],
                "retrieved": [self.pages[i][0] for i in ranked], "contexts": [self.pages[i][1] for i in ranked]}
