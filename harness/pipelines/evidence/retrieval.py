"""Hybrid retrieval over a store: FTS5 BM25 and embedding cosine, fused by reciprocal rank.

Each ranking contributes 1 / (fusion_k + rank) to a chunk's score (rank from 1); ties
break on the chunk id, so the same store and question give the same passages. A store
built without embeddings (ingest --skip embed) is searched by BM25 alone. Passages of a
document that instructs the reader (harness.pipelines.evidence.injection) come after every other
passage: such a document cannot push the documents a question is about out of the top k; so
do a document that speaks for a form and a thin duplicate of one (harness.pipelines.evidence.untrusted).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from harness.pipelines.evidence.settings import RetrievalSettings
from harness.pipelines.evidence.untrusted import untrusted_files
from harness.store.database import ChunkRow, Store, open_store

POOL = 50  # candidates taken from each ranking before fusion


@dataclass(frozen=True)
class Hit:
    file: str
    text: str
    chunk_id: int
    score: float
    page_start: int


def rrf(rankings: list[list[int]], k: int) -> list[tuple[int, float]]:
    """Reciprocal-rank fusion of id rankings: (id, score), best first, ties by id."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(ranking, start=1):
            scores[cid] = scores.get(cid, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


class HybridRetriever:
    def __init__(self, store: Store, config: RetrievalSettings) -> None:
        self.store = store
        self.config = config
        self.chunks: dict[int, ChunkRow] = {c.id: c for c in store.chunks()}
        self.ids, self.matrix = store.embeddings()
        # documents that are no evidence rank after every other (harness.pipelines.evidence.untrusted)
        self.untrusted = store_untrusted(store)

    def lexical(self, question: str) -> list[int]:
        return [h.chunk_id for h in self.store.fts_search(question, limit=POOL)]

    def semantic(self, question: str) -> list[int]:
        if len(self.ids) == 0:
            return []
        from harness.ingest.embed import embed_texts

        query = embed_texts([question])[0]
        sims = self.matrix @ query
        order = np.lexsort((self.ids, -sims))[:POOL]
        return [int(self.ids[i]) for i in order]

    def search(self, question: str, k: int) -> list[Hit]:
        fused = rrf([self.lexical(question), self.semantic(question)], self.config.fusion_k)
        clean: list[Hit] = []
        instructing: list[Hit] = []
        for cid, score in fused:
            c = self.chunks[cid]
            (instructing if c.file in self.untrusted else clean).append(Hit(c.file, c.text, cid, score, c.page_start))
        return (clean + instructing)[:k]

    def close(self) -> None:
        self.store.close()


def store_untrusted(store: Store) -> dict[str, str]:
    """The store's untrusted documents and why (harness.pipelines.evidence.untrusted)."""
    types = {f: t.doc_type for f, t in store.doctypes().items()}
    fields: dict[str, dict[str, str]] = {}
    for row in store.fields():
        fields.setdefault(row.file, {})[row.field] = row.value
    texts: dict[str, list[str]] = {}
    for page in store.pages():
        texts.setdefault(page.file, []).append(page.text)
    return untrusted_files(types, fields, {f: "\n".join(t) for f, t in texts.items()})


def open_retriever(store_dir: Path, config: RetrievalSettings, corpus_dir: Path | None = None) -> HybridRetriever:
    return HybridRetriever(open_store(store_dir, corpus_dir), config)
