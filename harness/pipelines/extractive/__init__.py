"""The extractive baseline: no LLM; retrieval plus harvested fields, answered by the question's shape."""
