"""Exports parse back into what they came from (generator/exports/formats.py), on a hand-made
corpus; its dataset card is byte-stable (generator/corpus/card.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.card import dataset_card
from harness.contract.grade import Grade, grade
from harness.contract.manifest import parse_manifest
from harness.contract.oracle import oracle_answer
from harness.runtime.versions import VERSION
from tests.support.clirunner import invoke
from tests.support.marked_store import marked_store

MANIFEST = {
    "name": "export-me",
    "description": "a hand-made corpus",
    "questions": [
        {"id": "lookup-001", "question": "Box 1 wages on the Acme W-2?", "category": "lookup",
         "mustContainAny": ["52,340.17", "52340.17"], "mustCiteAny": ["w2_acme.pdf", "scans/w2_acme.png"]},
        {"id": "supersede-001", "question": "Corrected interest?", "category": "supersede",
         "mustContainAll": ["412.09"], "mustCiteAny": ["1099int_corrected.pdf"],
         "mustNotContain": ["the corrected form says 400.00"]},
        {"id": "negative-001", "question": "1099-B proceeds?", "category": "negative", "negative": True,
         "mustNotContain": ["4,410.00"]},
    ],
    "documents": [
        {"file": "w2_acme.pdf", "docType": "W-2", "rendering": "born-digital", "notes": "Acme W-2",
         "groundTruth": {"box1_wages": "52,340.17", "employer_name": "Acme"}},
        {"file": "scans/w2_acme.png", "docType": "W-2", "rendering": "office-scan",
         "groundTruth": {"box1_wages": "52,340.17"}},
        {"file": "1099int_corrected.pdf", "docType": "1099-INT", "rendering": "born-digital",
         "supersedes": "1099int.pdf", "groundTruth": {"box1_interest_income": "412.09"}},
        {"file": "letter.pdf", "rendering": "born-digital", "groundTruth": {}},
    ],
    "docTypeGroundTruth": [{"document": "letter.pdf"}],
    "generator": {"seed": "7", "size": "small", "year": "2025", "tool": "rag-gen 0.1.0"},
}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return corpus_of(tmp_path / "corpus", MANIFEST)


def corpus_of(folder: Path, manifest: dict) -> Path:
    """The folder `folder` with `manifest` as its corpus.json."""
    folder.mkdir()
    (folder / "corpus.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_oracle_answers_grade_correct() -> None:
    m = parse_manifest(MANIFEST)
    assert [oracle_answer(q) for q in m.questions] == [
        "52,340.17 [w2_acme.pdf]", "412.09 [1099int_corrected.pdf]", "Not found in the documents."]
    assert all(grade(q, oracle_answer(q)).grade is Grade.CORRECT for q in m.questions)


def test_beir_export_round_trip(tmp_path: Path, corpus: Path) -> None:
    out = tmp_path / "beir"
    result = invoke(rag_gen, "export", str(corpus), "--format", "beir", "--out", str(out))
    assert (result.code, result.err) == (1, f"Error: w2_acme.pdf: no such file in {corpus} (--text truth exports "
                                            "the ground truth instead)\n")
    result = invoke(rag_gen, "export", str(corpus), "--format", "beir", "--text", "truth", "--out", str(out))
    assert (result.code, result.out, result.err) == (0, f"wrote {out}\n", "Warning: 1 of 4 documents have no text: "
                                                     "letter.pdf\n")
    docs = read_jsonl(out / "corpus.jsonl")
    assert [d["_id"] for d in docs] == ["w2_acme.pdf", "scans/w2_acme.png", "1099int_corrected.pdf", "letter.pdf"]
    assert docs[0] == {"_id": "w2_acme.pdf", "title": "W-2",
                       "text": "Acme W-2\nbox1_wages: 52,340.17\nemployer_name: Acme"}
    assert [q["_id"] for q in read_jsonl(out / "queries.jsonl")] == ["lookup-001", "supersede-001", "negative-001"]
    rows = [line.split("\t") for line in (out / "qrels" / "test.tsv").read_text().splitlines()]
    assert rows == [["query-id", "corpus-id", "score"], ["lookup-001", "w2_acme.pdf", "1"],
                    ["lookup-001", "scans/w2_acme.png", "1"], ["supersede-001", "1099int_corrected.pdf", "1"]]


def test_promptfoo_export_round_trip(tmp_path: Path, corpus: Path) -> None:
    out = tmp_path / "pf"
    assert invoke(rag_gen, "export", str(corpus), "--format", "promptfoo", "--out", str(out)).code == 0
    suite = json.loads((out / "promptfooconfig.yaml").read_text(encoding="utf-8"))
    assert suite["prompts"] == ["{{question}}"]
    tests = {t["description"]: t for t in suite["tests"]}
    assert tests["lookup-001"]["assert"] == [
        {"type": "icontains-any", "value": ["52,340.17", "52340.17"]},
        {"type": "icontains-any", "value": ["w2_acme.pdf", "scans/w2_acme.png"], "metric": "citation"},
    ]
    assert tests["supersede-001"]["assert"] == [
        {"type": "icontains-all", "value": ["412.09"]},
        {"type": "icontains-any", "value": ["1099int_corrected.pdf"], "metric": "citation"},
        {"type": "not-icontains", "value": "the corrected form says 400.00"},
    ]
    assert tests["negative-001"]["assert"] == [
        {"type": "icontains-any", "value": ["Not found in the documents.", "no information", "could not find"]},
        {"type": "not-icontains", "value": "4,410.00"},
    ]


def test_jsonl_testset_round_trip(tmp_path: Path, corpus: Path) -> None:
    out = tmp_path / "ts"
    assert invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(out)).code == 0
    rows = read_jsonl(out / "testset.jsonl")
    assert rows[0] == {
        "id": "lookup-001", "question": "Box 1 wages on the Acme W-2?", "user_input": "Box 1 wages on the Acme W-2?",
        "input": "Box 1 wages on the Acme W-2?", "reference": "52,340.17 [w2_acme.pdf]",
        "expected_output": "52,340.17 [w2_acme.pdf]", "category": "lookup",
        "cited_files": ["w2_acme.pdf", "scans/w2_acme.png"], "negative": False,
    }
    assert rows[2]["reference"] == "Not found in the documents." and rows[2]["negative"] is True


def test_export_refuses_existing_folder_and_unknown_format(tmp_path: Path, corpus: Path) -> None:
    out = tmp_path / "exists"
    assert invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(out)).code == 0
    assert json.loads((out / "rag-export.json").read_text()) == {
        "files": ["testset.jsonl"], "format": "jsonl", "tool": f"rag-gen {VERSION}"}
    result = invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(out))
    assert (result.code, result.err) == (1, f"Error: {out} already exists (use --force to replace it)\n")
    r = invoke(rag_gen, "export", str(corpus), "--format", "beir", "--text", "truth", "--out", str(out), "--force")
    assert r.code == 0
    assert sorted(p.name for p in out.iterdir()) == ["corpus.jsonl", "qrels", "queries.jsonl", "rag-export.json"]
    bad = invoke(rag_gen, "export", str(corpus), "--format", "csv", "--out", str(out))
    assert bad.code == 2
    assert ("Invalid value for '--format': 'csv' is not one of 'beir', 'ragas', 'deepeval', 'promptfoo', "
            "'jsonl'.") in bad.err


def tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_force_never_replaces_the_corpus_its_parent_or_other_files(tmp_path: Path, corpus: Path) -> None:
    """Before: `--out CORPUS --force` and `--out <the corpus's parent> --force` replaced the corpus
    with the export, and `--force` replaced any folder."""
    before = tree(tmp_path)
    r = invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(corpus), "--force")
    assert (r.code, r.out, r.err) == (1, "", f"Error: --out {corpus} is the corpus itself: choose another folder\n")
    r = invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(tmp_path), "--force")
    assert (r.code, r.err) == (1, f"Error: --out {tmp_path} holds the corpus {corpus}: choose another folder\n")
    r = invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(corpus / "x"))
    assert (r.code, r.err) == (1, f"Error: --out {corpus / 'x'} is inside the corpus {corpus}: choose a folder "
                                  "outside it\n")
    photos = tmp_path / "photos"
    photos.mkdir()
    (photos / "holiday.jpg").write_bytes(b"jpg")
    r = invoke(rag_gen, "export", str(corpus), "--format", "jsonl", "--out", str(photos), "--force")
    assert (r.code, r.err) == (1, f"Error: --out {photos} is not an export rag-gen or rag-eval wrote (no "
                                  "rag-export.json): --force replaces only that, never other files\n")
    assert tree(tmp_path) == {**before, "photos/holiday.jpg": b"jpg"}


def test_card_is_byte_stable_and_complete(corpus: Path) -> None:
    first = invoke(rag_gen, "card", str(corpus))
    assert (first.code, first.out) == (0, f"wrote {corpus / 'README.md'}\n")
    card = (corpus / "README.md").read_bytes()
    assert invoke(rag_gen, "card", str(corpus)).code == 0
    assert (corpus / "README.md").read_bytes() == card
    text = card.decode("utf-8")
    for needle in ("| W-2 | born-digital | 1 |", "| W-2 | office-scan | 1 |", "| 1099-INT | born-digital | 1 |",
                   "| untyped | born-digital | 1 |", "| negative | 1 |",
                   "`1099int_corrected.pdf` supersedes `1099int.pdf`",
                   ("    rag-gen --seed 7 --size small --year 2025 --layout-source curated --producers reportlab"
                    " --out DIR"),
                   "    rag-gen verify DIR",
                   "SYNTHETIC SPECIMEN", "4 documents and 3 questions (1 of them negative"):
        assert needle in text, needle
    assert dataset_card(parse_manifest(MANIFEST)) == text


SCANS_ONLY = {
    "name": "scans", "description": "a scan and an image",
    "questions": [
        {"id": "lookup-001", "question": "Box 1 wages?", "mustContainAny": ["52,340.17"],
         "mustCiteAny": ["w2.png"]},
        {"id": "lookup-002", "question": "Interest?", "mustContainAny": ["412.09"], "mustCiteAny": ["int.jpg"]},
        {"id": "negative-001", "question": "1099-B proceeds?", "negative": True},
    ],
    "documents": [{"file": "w2.png", "docType": "W-2", "groundTruth": {"box1_wages": "52,340.17"}},
                  {"file": "int.jpg", "docType": "1099-INT", "groundTruth": {"box1_interest_income": "412.09"}}],
}
HINT = "(pass --store STORE, a store rag-eval ingest built from this corpus, for the scans' OCR; or --text truth)"


@pytest.fixture
def scans(tmp_path: Path) -> Path:
    return corpus_of(tmp_path / "scans", SCANS_ONLY)


def _store_of(folder: Path, corpus: Path) -> Path:
    """An empty store of `corpus` (a promptfoo export checks it and passes its path on)."""
    from harness.contract.manifest import manifest_sha256

    return marked_store(folder, manifest_sha256(corpus))


def test_an_export_without_a_store_says_how_many_documents_and_questions_have_no_text(
        tmp_path: Path, scans: Path) -> None:
    beir = invoke(rag_gen, "export", str(scans), "--format", "beir", "--out", str(tmp_path / "b"))
    assert (beir.code, beir.err) == (0, f"Warning: 2 of 2 documents have no text {HINT}: int.jpg, w2.png\n")
    ragas = invoke(rag_gen, "export", str(scans), "--format", "ragas", "--out", str(tmp_path / "r"))
    assert (ragas.code, ragas.err) == (0, "Warning: 2 of 2 documents have no text, so 2 of 2 questions have an "
                                          f"empty reference context {HINT}: int.jpg, w2.png\n")
    rows = read_jsonl(tmp_path / "r" / "datasets" / "testset.jsonl")
    assert [r["reference_contexts"] for r in rows] == [[""], [""], []]
    truth = invoke(rag_gen, "export", str(scans), "--format", "deepeval", "--text", "truth", "--out",
                   str(tmp_path / "d"))
    assert (truth.code, truth.err) == (0, "")


def test_promptfoo_passes_the_store_and_refuses_another_corpus(tmp_path: Path, scans: Path, corpus: Path) -> None:
    out = tmp_path / "pf"
    bare = invoke(rag_gen, "export", str(scans), "--format", "promptfoo", "--out", str(out))
    assert (bare.code, bare.err) == (0, "Note: the provider sets no RAG_EVAL_STORE: pass --store STORE if the "
                                        "pipeline reads the store (the README's my_rag.py does)\n")
    config = json.loads((out / "promptfooconfig.yaml").read_text(encoding="utf-8"))["providers"][0]["config"]
    assert config == {"command": "python3 my_rag.py", "corpus": str(scans.resolve()), "timeout_s": 120}
    store = _store_of(tmp_path / "store", scans)
    done = invoke(rag_gen, "export", str(scans), "--format", "promptfoo", "--store", str(store), "--out", str(out),
                  "--force")
    assert (done.code, done.out, done.err) == (0, f"wrote {out}\n", "")
    config = json.loads((out / "promptfooconfig.yaml").read_text(encoding="utf-8"))["providers"][0]["config"]
    assert config == {"command": "python3 my_rag.py", "corpus": str(scans.resolve()), "store": str(store.resolve()),
                      "timeout_s": 120}
    other = invoke(rag_gen, "export", str(corpus), "--format", "promptfoo", "--store", str(store),
                   "--out", str(tmp_path / "pf2"))
    assert other.code == 1 and other.err.startswith(f"Error: {store} was built from another corpus.json (sha256 ")
    assert not (tmp_path / "pf2").exists()
