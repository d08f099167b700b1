"""corpus.json: the one schema, its exact error messages, and its JSON Schema export."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.contract.manifest import (
    CorpusManifest,
    dump_manifest,
    json_schema,
    load_manifest,
    parse_manifest,
    schema_text,
)
from harness.runtime.errors import ManifestError
from tests.support.paths import REPO

FULL = {
    "name": "hand-made",
    "description": "a corpus written by hand",
    "questions": [
        {
            "id": "lookup-001",
            "question": "What were the wages?",
            "category": "lookup",
            "mustContainAll": [],
            "mustContainAny": ["52,340.17", "52340.17"],
            "mustCiteAny": ["w2.pdf"],
            "mustNotContain": ["51,000.00"],
            "negative": False,
            "notes": "box 1",
        },
        {"id": "negative-001", "question": "1099-B proceeds?", "negative": True},
    ],
    "probeGroundTruth": [
        {"document": "w2.pdf", "field": "box1_wages", "expected": "52340.17", "accept": ["52.340,17"]}
    ],
    "documents": [
        {
            "file": "w2.pdf",
            "notes": "born-digital",
            "template": "w2",
            "docType": "W-2",
            "rendering": "born-digital",
            "pages": 1,
            "sha256": "0" * 64,
            "groundTruth": {"box1_wages": "52,340.17"},
            "supersedes": None,
            "scan": None,
        },
        {"file": "scans/w2c.png", "supersedes": "w2.pdf", "scan": {"dpi": 300, "steps": [{"name": "skew"}]}},
    ],
    "docTypeGroundTruth": [{"document": "w2.pdf", "expectedType": "W-2"}, {"document": "scans/w2c.png"}],
    "generator": {"seed": "42", "tool": "rag-gen 0.1.0"},
}


def write(folder: Path, data: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "corpus.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def error_of(folder: Path, data: object) -> str:
    path = write(folder, data)
    with pytest.raises(ManifestError) as info:
        load_manifest(folder)
    return str(info.value).replace(str(path), "<corpus.json>")


def test_minimal_hand_written_corpus_is_valid(tmp_path: Path) -> None:
    write(tmp_path, {"name": "n", "description": "d", "questions": [{"id": "a", "question": "q?"}]})
    m = load_manifest(tmp_path)
    assert m.questions[0].id == "a"
    assert m.questions[0].must_contain_any == []
    assert m.documents is None and m.generator is None


def test_round_trip_is_identity(tmp_path: Path) -> None:
    write(tmp_path, FULL)
    first = load_manifest(tmp_path)
    (tmp_path / "corpus.json").write_text(dump_manifest(first), encoding="utf-8")
    second = load_manifest(tmp_path / "corpus.json")
    assert second == first
    assert dump_manifest(second) == dump_manifest(first)


def test_dump_is_camel_case_sorted_with_trailing_newline() -> None:
    text = dump_manifest(parse_manifest(FULL))
    assert text.endswith("}\n")
    data = json.loads(text)
    assert list(data) == sorted(data)
    assert "mustContainAny" in data["questions"][0]
    assert data["docTypeGroundTruth"][1] == {"document": "scans/w2c.png", "expectedType": None}


def test_snake_case_is_accepted_on_input() -> None:
    m = parse_manifest({"name": "n", "description": "d",
                        "questions": [{"id": "a", "question": "q", "must_contain_any": ["x"]}]})
    assert m.questions[0].must_contain_any == ["x"]


ERRORS = [
    ("unknown key with a near miss",
     {**FULL, "questions": [{"id": "a", "question": "q", "mustContainAy": ["x"]}]},
     "<corpus.json>: $.questions[0].mustContainAy: unknown key (did you mean mustContainAny?)"),
    ("unknown top-level key",
     {**FULL, "documentz": []},
     "<corpus.json>: $.documentz: unknown key (did you mean documents?)"),
    ("unknown key without a near miss",
     {**FULL, "probeGroundTruth": [{"document": "w2.pdf", "field": "f", "expected": "1", "zzz": 1}]},
     "<corpus.json>: $.probeGroundTruth[0].zzz: unknown key (known keys: accept, document, expected, field)"),
    ("parent path",
     {**FULL, "documents": [{"file": "../outside.pdf"}]},
     "<corpus.json>: $.documents[0].file: path escapes the corpus folder: ../outside.pdf"),
    ("nested parent path",
     {**FULL, "documents": [{"file": "a/../../outside.pdf"}]},
     "<corpus.json>: $.documents[0].file: path escapes the corpus folder: a/../../outside.pdf"),
    ("absolute path",
     {**FULL, "documents": [{"file": "/etc/passwd"}]},
     "<corpus.json>: $.documents[0].file: path must be relative to the corpus folder: /etc/passwd"),
    ("absolute supersedes",
     {**FULL, "documents": [{"file": "a.pdf", "supersedes": "/b.pdf"}]},
     "<corpus.json>: $.documents[0].supersedes: path must be relative to the corpus folder: /b.pdf"),
    ("probe document path",
     {**FULL, "probeGroundTruth": [{"document": "../x.pdf", "field": "f", "expected": "1"}]},
     "<corpus.json>: $.probeGroundTruth[0].document: path escapes the corpus folder: ../x.pdf"),
    ("cited path",
     {**FULL, "questions": [{"id": "a", "question": "q", "mustCiteAny": ["/w2.pdf"]}]},
     "<corpus.json>: $.questions[0].mustCiteAny: path must be relative to the corpus folder: /w2.pdf"),
    ("wrong type: boolean",
     {**FULL, "questions": [{"id": "a", "question": "q", "negative": "yes"}]},
     '<corpus.json>: $.questions[0].negative: expected a boolean, got "yes"'),
    ("wrong type: list",
     {**FULL, "questions": [{"id": "a", "question": "q", "mustContainAny": "52,340.17"}]},
     '<corpus.json>: $.questions[0].mustContainAny: expected a list, got "52,340.17"'),
    ("wrong type: string",
     {**FULL, "questions": [{"id": 7, "question": "q"}]},
     "<corpus.json>: $.questions[0].id: expected a string, got 7"),
    ("wrong type: integer",
     {**FULL, "documents": [{"file": "a.pdf", "pages": "2"}]},
     '<corpus.json>: $.documents[0].pages: expected an integer, got "2"'),
    ("missing key",
     {"name": "n", "questions": []},
     "<corpus.json>: $.description: missing required key"),
    ("several problems",
     {"questions": []},
     "<corpus.json>: $.name: missing required key (and 1 more)"),
    ("not an object",
     [1, 2],
     "<corpus.json>: $: expected an object, got [1, 2]"),
]


@pytest.mark.parametrize(("data", "message"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_exact_error_messages(tmp_path: Path, data: object, message: str) -> None:
    assert error_of(tmp_path, data) == message


def test_symlink_escaping_the_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside.pdf"
    outside.write_bytes(b"%PDF-1.4")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "link.pdf").symlink_to(outside)
    message = error_of(corpus, {**FULL, "documents": [{"file": "link.pdf"}]})
    assert message == (
        f"<corpus.json>: $.documents[0].file: symlink points outside the corpus folder: link.pdf -> {outside}"
    )


def test_symlink_inside_the_folder_is_fine(tmp_path: Path) -> None:
    (tmp_path / "real.pdf").write_bytes(b"%PDF-1.4")
    (tmp_path / "link.pdf").symlink_to(tmp_path / "real.pdf")
    write(tmp_path, {**FULL, "documents": [{"file": "link.pdf"}]})
    assert load_manifest(tmp_path).documents[0].file == "link.pdf"


def test_invalid_json(tmp_path: Path) -> None:
    (tmp_path / "corpus.json").write_text('{"name": "x",\n  "description": }', encoding="utf-8")
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    assert str(info.value) == f"{tmp_path / 'corpus.json'}: invalid JSON at line 2 column 18: Expecting value"


def test_missing_manifest_and_folder(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    assert str(info.value) == f"{tmp_path}: no corpus.json in this folder"
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path / "nope")
    assert str(info.value) == f"{tmp_path / 'nope'}: no such file or folder"


def test_not_utf8(tmp_path: Path) -> None:
    (tmp_path / "corpus.json").write_bytes(b'{"name": "\xff"}')
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    assert str(info.value) == f"{tmp_path / 'corpus.json'}: not UTF-8 text"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(
        st.sampled_from(["name", "description", "questions", "id", "question", "documents", "file",
                         "negative", "mustContainAny", "generator", "zz", "../x", "/abs"]),
        children, max_size=4),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(json_values)
def test_fuzz_only_manifest_errors(data: object) -> None:
    try:
        parse_manifest(data)
    except ManifestError as exc:
        assert str(exc).startswith("corpus.json: $")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64))
def test_fuzz_bytes_only_manifest_errors(tmp_path_factory, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    (folder / "corpus.json").write_bytes(raw)
    with pytest.raises(ManifestError):
        load_manifest(folder)


def test_committed_schema_is_up_to_date() -> None:
    committed = (REPO / "harness" / "contract" / "corpus.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(), "run: rag-gen schema > harness/contract/corpus.schema.json"


def test_schema_agrees_with_the_models() -> None:
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    valid = json.loads(dump_manifest(CorpusManifest.model_validate(FULL)))
    jsonschema.validate(valid, schema)
    bad = {**FULL, "questions": [{"id": "a", "question": "q", "mustContainAy": []}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


def test_atomic_writes_are_ordinary_files(tmp_path: Path) -> None:
    from harness.runtime.fsutil import atomic_write_text

    atomic_write_text(tmp_path / "a" / "b.txt", "x\n")
    assert (tmp_path / "a" / "b.txt").read_text() == "x\n"
    assert (tmp_path / "a" / "b.txt").stat().st_mode & 0o777 == 0o644
    assert [p.name for p in (tmp_path / "a").iterdir()] == ["b.txt"]
