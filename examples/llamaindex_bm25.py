"""A python: pipeline on a framework: llama-index's BM25 retriever over pages pypdf read.

    pip install 'rag-gen[examples]'     # llama-index-core and llama-index-retrievers-bm25
    rag-eval run corpora/seed-42 --pipeline python:examples.llamaindex_bm25:build

`build(context)` is a factory (a function whose one parameter is named `context`): rag-eval
calls it once with the run's PipelineContext and asks the object it returns. Everything
runs offline: the nodes are made here, so no tokenizer or model is fetched, and no LLM
writes the answer (the best line of the best page does, with its file in brackets).
"""

from __future__ import annotations

import re
from pathlib import Path

from llama_index.core.schema import TextNode
from llama_index.retrievers.bm25 import BM25Retriever
from pypdf import PdfReader

from harness.pipelines import PipelineContext


class LlamaIndexBm25:
    def __init__(self, nodes: list[TextNode], top_k: int) -> None:
        self.retriever = BM25Retriever.from_defaults(nodes=nodes, similarity_top_k=top_k)

    def answer(self, question: str) -> dict[str, object]:
        hits = [hit for hit in self.retriever.retrieve(question) if hit.score and hit.score > 0]
        if not hits:
            return {"answer": "Not found in the documents."}
        best = hits[0].node
        file = best.metadata["file"]
        asked = set(re.findall(r"[a-z0-9]+", question.lower()))
        rows = [row.strip() for row in best.get_content().splitlines() if row.strip()]
        at = max(range(len(rows)), key=lambda i: len(asked & set(re.findall(r"[a-z0-9]+", rows[i].lower()))))
        said = " ".join(rows[at:at + 2])  # a label's value is often on the next line
        return {"answer": f"{said} [{file}]", "citations": [file],
                "retrieved": [hit.node.metadata["file"] for hit in hits],
                "contexts": [hit.node.get_content() for hit in hits]}


def build(context: PipelineContext) -> LlamaIndexBm25:
    assert context.corpus is not None
    nodes = []
    for path in sorted(Path(context.corpus).glob("*.pdf")):
        for number, page in enumerate(PdfReader(path).pages, 1):
            text = page.extract_text() or ""
            if text.strip():
                nodes.append(TextNode(text=text, id_=f"{path.name}#{number}", metadata={"file": path.name}))
    return LlamaIndexBm25(nodes, context.config.top_k)
