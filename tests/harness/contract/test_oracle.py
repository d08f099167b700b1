"""The oracle (harness/contract/oracle.py): the ground-truth answer adds up distinct documents,
declines a negative, and falls back to the key."""

from __future__ import annotations

from harness.contract.manifest import parse_manifest
from harness.contract.oracle import ground_truth_answer

MANIFEST = {
    "name": "gt", "description": "d",
    "questions": [
        {"id": "aggregation-001", "question": "Total interest?", "category": "aggregation",
         "mustContainAny": ["1,500.00"], "mustCiteAny": ["a.pdf", "b.pdf", "b.png"]},
        {"id": "negative-001", "question": "1099-B?", "negative": True},
        {"id": "lookup-001", "question": "?", "mustContainAny": ["9.99"], "mustCiteAny": ["letter.pdf"]},
    ],
    "documents": [
        {"file": "a.pdf", "docType": "1099-INT", "template": "t", "rendering": "born-digital",
         "groundTruth": {"payer_name": "Harbor Bank", "box1_interest_income": "$1,000.00"}},
        {"file": "b.pdf", "docType": "1099-INT", "template": "t", "rendering": "born-digital",
         "groundTruth": {"payer_name": "Cedar Bank", "box1_interest_income": "$500.00"}},
        {"file": "b.png", "docType": "1099-INT", "template": "t", "rendering": "fax",
         "groundTruth": {"payer_name": "Cedar Bank", "box1_interest_income": "$500.00"}},
        {"file": "letter.pdf", "rendering": "born-digital"},
    ],
}


def test_ground_truth_answer_adds_up_distinct_documents() -> None:
    m = parse_manifest(MANIFEST)
    assert ground_truth_answer(m.questions[0], m) == (
        "1099-INT [a.pdf]: box1_interest_income $1,000.00; payer_name Harbor Bank | "
        "1099-INT [b.pdf]: box1_interest_income $500.00; payer_name Cedar Bank | "
        "sum of box1_interest_income: 1,500.00; differences: 500.00 | "
        "count: 2 Forms 1099-INT, 2 Forms 1099, 2 forms, 2 documents [a.pdf] [b.pdf] [b.png]"
    )
    assert ground_truth_answer(m.questions[1], m) == "Not found in the documents."
    # no ground truth to go on: the key-assembled answer
    assert ground_truth_answer(m.questions[2], m) == "9.99 [letter.pdf]"
