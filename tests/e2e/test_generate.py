"""rag-gen generation: determinism across runs, worker counts and processes; the manifest; the
CLI writing a corpus (its options' checks: tests/generator/cli/test_generate.py)."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from generator.cli import main as rag_gen
from generator.corpus.writer import Settings, write_corpus
from generator.documents.templates import discover_templates
from generator.questions.synth import CATEGORY_NAMES
from generator.scan import PROFILES
from harness.contract.manifest import load_manifest
from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from tests.support.clirunner import invoke


def hashes(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_same_seed_same_bytes_across_runs_and_worker_counts(small42_default: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    write_corpus(Settings(42, 2025, "small"), again, workers=2)
    assert hashes(again) == hashes(small42_default)


def test_same_bytes_in_another_process(small42_default: Path, tmp_path: Path) -> None:
    out = tmp_path / "proc"
    subprocess.run([sys.executable, "-c", "from generator.cli import main; main()", "--seed", "42", "--size",
                    "small", "--out", str(out), "--quiet"], check=True, capture_output=True)
    assert hashes(out) == hashes(small42_default)


def test_another_seed_gives_another_household(small42: Path, tmp_path: Path) -> None:
    other = tmp_path / "s43"
    m43 = write_corpus(Settings(43, 2025, "small"), other)
    m42 = load_manifest(small42)
    w2_42 = next(d for d in m42.documents or [] if d.doc_type == "W-2")
    w2_43 = next(d for d in m43.documents or [] if d.doc_type == "W-2")
    assert w2_42.ground_truth["employee_name"] != w2_43.ground_truth["employee_name"]
    assert w2_42.ground_truth["box1_wages"] != w2_43.ground_truth["box1_wages"]
    assert set(hashes(small42).values()).isdisjoint(hashes(other).values())


def test_manifest_contract(small42: Path) -> None:
    m = load_manifest(small42)
    docs = m.documents or []
    assert 12 <= len(docs) <= 18  # ~12 born-digital documents, a few of them scanned, one scanned twice
    assert m.name == "seed-42"
    assert sorted({q.category for q in m.questions}) == sorted(CATEGORY_NAMES)  # see test_questions.py
    files = sorted(p.name for p in small42.iterdir() if p.name not in ("corpus.json", "README.md"))
    assert sorted(d.file for d in docs) == files
    # every document has a docType row; lookalikes and untyped documents expect null
    assert [r.document for r in m.doc_type_ground_truth or []] == [d.file for d in docs]
    for row, doc in zip(m.doc_type_ground_truth or [], docs, strict=True):
        assert row.expected_type == doc.doc_type
    # one probe row per (document, vocabulary field) of every typed document
    probes = {(r.document, r.field) for r in m.probe_ground_truth or []}
    expected = {(d.file, f) for d in docs if d.doc_type for f in DOC_TYPES[d.doc_type]}
    assert probes == expected
    for d in docs:
        assert d.rendering == "born-digital" or d.rendering in PROFILES  # scans: see test_generate_scans.py
        assert d.pages is not None and d.pages >= 1
        assert d.sha256 == hashlib.sha256((small42 / d.file).read_bytes()).hexdigest()
        assert d.ground_truth, d.file
    gen = m.generator or {}
    assert gen["seed"] == "42" and gen["size"] == "small" and gen["year"] == "2025"
    assert gen["tool"] == "rag-gen 0.1.0"
    assert gen["route"] == "faker>jinja2>reportlab>pypdfium2>degrade"
    for dist in ("faker", "reportlab", "pypdfium2", "pillow", "numpy", "python"):
        assert gen[dist]
    # every template's hash, but the adversarial notice's: only an --adversarial corpus records it
    assert {k for k in gen if k.startswith("template:")} == {
        f"template:{n}" for n in discover_templates() if n != "injected-notice"}
    assert gen["layouts"] == "all"
    templates = discover_templates()
    for d in docs:  # every document records its layout family; typed ones the labels of their money fields
        name, family = (d.layout or "").split("/")
        assert name == d.template and family in {f.id for f in templates[name].families}, d.file
        money = {f for f, kind in DOC_TYPES.get(d.doc_type or "", {}).items() if kind == "money"}
        assert set(d.labels) == money, d.file
    text = (small42 / "corpus.json").read_text()
    assert text == json.dumps(json.loads(text), sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def test_small_corpus_holds_a_lookalike_and_a_corrected_form_with_its_original(small42: Path) -> None:
    docs = {d.file: d for d in load_manifest(small42).documents or []}
    lookalikes = [d for d in docs.values() if d.doc_type is None and d.template == "foreign-wage-statement"]
    assert len(lookalikes) == 1
    corrected = [d for d in docs.values() if d.supersedes]
    assert {d.template for d in corrected} == {"w2c", "1099-int"}
    for d in corrected:
        original = docs[d.supersedes]
        assert original.doc_type in (d.doc_type, "W-2")
    w2c = next(d for d in corrected if d.template == "w2c")
    w2 = docs[w2c.supersedes]
    # the W-2c and the W-2 may print in different house styles: compare the amounts
    assert parse_amount(w2c.ground_truth["previous_box1_wages"]) == parse_amount(w2.ground_truth["box1_wages"])
    assert parse_amount(w2c.ground_truth["box1_wages"]) != parse_amount(w2.ground_truth["box1_wages"])
    int_c = next(d for d in corrected if d.template == "1099-int")
    assert Path(int_c.file).stem.endswith("_corrected")
    assert int_c.ground_truth["box1_interest_income"] != docs[int_c.supersedes].ground_truth["box1_interest_income"]


def test_file_names_are_readable_and_stable(small42: Path) -> None:
    names = sorted(p.name for p in small42.iterdir())
    assert "w2_" + load_manifest(small42).documents[0].file.split("_", 1)[1] in names  # type: ignore[index]
    for name in names:
        assert name == name.lower() or name.startswith("invoice_") or name == "README.md"
        assert " " not in name


# --- the CLI ------------------------------------------------------------------------


def test_cli_generates_and_refuses_an_existing_target(small42_default: Path, tmp_path: Path) -> None:
    out = tmp_path / "c"
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--out", str(out), "--quiet")
    assert (r.code, r.out, r.err) == (0, "", "")
    assert hashes(out) == hashes(small42_default)
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--out", str(out))
    assert r.code == 1
    assert r.err == f"Error: {out} already exists (use --force to replace it)\n"
    (out / "stray.txt").write_text("x")  # a file rag-gen did not write: --force would lose it, so it refuses
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--out", str(out), "--force")
    assert (r.code, r.err) == (1, f"Error: --out {out} is not a corpus rag-gen wrote (it also holds stray.txt): "
                                  "--force replaces only that, never other files\n")
    (out / "stray.txt").unlink()
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--out", str(out), "--force", "--workers", "2")
    assert r.code == 0
    assert r.out == f"wrote {len(load_manifest(small42_default).documents or [])} documents to {out}\n"
    assert hashes(out) == hashes(small42_default)
    assert [p.name for p in tmp_path.iterdir()] == ["c"]
