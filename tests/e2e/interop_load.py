"""Load rag-gen's and rag-eval's exports with the real peer packages and print what they kept.

Run by tests/e2e/test_interop.py in the peers' own venv (.venv/interop: beir, ragas, deepeval, and
the datasets library they pull in, which loads `rag-gen release`),
never imported by the project: `python interop_load.py FORMAT FOLDER` prints one JSON object.
"""

from __future__ import annotations

import json
import math
import re
import sys
import warnings
from collections import Counter
from typing import Any

warnings.simplefilter("ignore")


def _tfidf_ndcg(corpus: dict[str, dict[str, str]], queries: dict[str, str], qrels: dict[str, dict[str, int]]) -> float:
    """nDCG@10 of a plain TF-IDF ranking, scored by BEIR's own evaluator."""
    from beir.retrieval.evaluation import EvaluateRetrieval

    def words(text: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", text.lower())

    docs = {d: Counter(words(v.get("title", "") + " " + v["text"])) for d, v in corpus.items()}
    df = Counter(w for tf in docs.values() for w in tf)
    idf = {w: math.log(len(docs) / n) for w, n in df.items()}
    results = {}
    for qid, text in queries.items():
        asked = set(words(text))
        scores = {d: sum(tf[w] * idf[w] for w in asked if w in tf) for d, tf in docs.items()}
        results[qid] = {d: float(s) for d, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:10]}
    ndcg, _map, _recall, _p = EvaluateRetrieval.evaluate(qrels, results, [10])
    return round(ndcg["NDCG@10"], 4)


def beir(folder: str) -> dict[str, Any]:
    from beir.datasets.data_loader import GenericDataLoader

    corpus, queries, qrels = GenericDataLoader(data_folder=folder).load(split="test")
    return {"documents": len(corpus), "queries": len(queries), "qrels": sum(len(v) for v in qrels.values()),
            "empty_texts": sum(not d["text"].strip() for d in corpus.values()),
            "ndcg@10_tfidf": _tfidf_ndcg(corpus, queries, qrels)}


def ragas(folder: str, name: str) -> dict[str, Any]:
    from ragas import Dataset
    from ragas.dataset_schema import EvaluationDataset
    from ragas.metrics import IDBasedContextRecall

    samples = EvaluationDataset.from_jsonl(f"{folder}/datasets/{name}.jsonl")
    full = Dataset.load(name, "local/jsonl", root_dir=folder)
    first = samples[0].model_dump(exclude_none=True)
    out = {"samples": len(samples), "sample_keys": sorted(first), "dataset_rows": len(full),
           "dataset_keys": sorted(full[0]), "first": {k: full[0][k] for k in ("id", "category", "reference")}}
    if "retrieved_context_ids" in first:
        recall = IDBasedContextRecall()
        scored = [recall.single_turn_score(s) for s in samples if s.reference_context_ids]
        out["id_context_recall"] = round(sum(scored) / len(scored), 4)
    return out


def deepeval(folder: str) -> dict[str, Any]:
    from deepeval.dataset import EvaluationDataset

    dataset = EvaluationDataset()
    dataset.add_goldens_from_json_file(f"{folder}/goldens.json")
    first = dataset.goldens[0]
    return {"goldens": len(dataset.goldens), "name": first.name, "input": first.input,
            "expected_output": first.expected_output, "context_items": len(first.context or []),
            "context_chars": sum(len(c) for c in first.context or []),
            "metadata_keys": sorted(first.additional_metadata or {}), "actual_output": first.actual_output,
            "retrieval_context_items": len(first.retrieval_context or [])}


def release(folder: str, split: str) -> dict[str, Any]:
    """Every config of a `rag-gen release` as the datasets library loads it from the card's YAML."""
    from datasets import get_dataset_config_names, load_dataset

    out: dict[str, Any] = {"configs": get_dataset_config_names(folder)}
    for config in out["configs"]:
        data = load_dataset(folder, config, split=split, cache_dir="hf-cache")
        out[config] = {"rows": len(data), "columns": data.column_names, "first": data[0]}
    return out


if __name__ == "__main__":
    fmt, folder = sys.argv[1], sys.argv[2]
    result = {"beir": lambda: beir(folder), "ragas": lambda: ragas(folder, sys.argv[3]),
              "deepeval": lambda: deepeval(folder), "release": lambda: release(folder, sys.argv[3])}[fmt]()
    print(json.dumps(result, sort_keys=True))
