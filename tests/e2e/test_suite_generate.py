"""rag-gen suite: one ordinary corpus per seed, suite.json and a card, all or nothing; the named
suites' households against their committed locks; rag-gen verify on a whole suite."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.writer import Settings
from generator.lockfile import folder_hashes, lock_data, suite_lock_path
from generator.suite.verify import verify_suite
from generator.suite.writer import named_suite_args, write_suite
from harness.contract.manifest import load_manifest, manifest_sha256
from harness.contract.suite import NAMED_SUITES, load_suite
from harness.runtime.fsutil import dumps_json
from tests.support.clirunner import invoke


@pytest.fixture(scope="module")
def suite2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("suite") / "two"
    r = invoke(rag_gen, "suite", "--seeds", "100..101", "--questions", "40", "--workers", "2", "--out", str(out))
    assert (r.code, r.out) == (0, f"wrote 2 households to {out}\n"), r.err
    return out


def test_suite_json_records_every_household(suite2: Path) -> None:
    suite = load_suite(suite2)
    assert (suite.name, suite.seeds, suite.size, suite.questions) == ("seeds-100-101", [100, 101], "small", 40)
    assert suite.description == "rag-gen suite of 2 small households (seeds 100..101), 40 questions each."
    assert [(c.name, c.seed, c.corpus_sha256) for c in suite.corpora] == [
        ("seed-100", 100, manifest_sha256(suite2 / "seed-100")),
        ("seed-101", 101, manifest_sha256(suite2 / "seed-101"))]
    gen100 = load_manifest(suite2 / "seed-100").generator or {}
    assert suite.generator == {k: v for k, v in gen100.items() if k != "seed"}
    assert suite.generator["questions"] == "40"
    assert sorted(p.name for p in suite2.iterdir()) == ["README.md", "seed-100", "seed-101", "suite.json"]
    assert list(suite2.parent.iterdir()) == [suite2]  # no temporary folder left beside it


def test_every_household_is_an_ordinary_corpus(suite2: Path) -> None:
    for seed in (100, 101):
        m = load_manifest(suite2 / f"seed-{seed}")
        assert (m.name, len(m.questions), (m.generator or {})["seed"]) == (f"seed-{seed}", 40, str(seed))
        assert (suite2 / f"seed-{seed}" / "README.md").is_file()


def test_the_suite_card(suite2: Path) -> None:
    card = (suite2 / "README.md").read_text()
    assert card.startswith("# seeds-100-101\n\nrag-gen suite of 2 small households (seeds 100..101), 40 questions "
                           "each.\n\n## What it holds\n\n2 households, each an ordinary small corpus in its own folder "
                           "(`seed-<n>/`, with its own corpus.json and card), and 80 questions in all.\n")
    sha = manifest_sha256(suite2 / "seed-100")[:16]
    assert f"| `seed-100/` | 100 | 17 | 40 | 4 | `{sha}` |\n" in card
    assert "| lookup | 14 |\n| negative | 8 |\n| supersede | 8 |\n| table | 6 |\n" in card
    assert "    rag-gen suite --seeds 100..101 --size small --questions 40 --out DIR\n    rag-gen verify DIR\n" in card
    assert "Never tune on `test`" in card


def test_verify_a_whole_suite_and_name_what_changed(suite2: Path, tmp_path: Path) -> None:
    r = invoke(rag_gen, "verify", str(suite2), "--quiet")
    assert (r.code, r.out, r.err) == (0, f"{suite2}: 2 households, all 41 files identical\n", "")
    copy = tmp_path / "copy"
    shutil.copytree(suite2, copy)
    pay_stub = sorted((copy / "seed-101").glob("paystub_*.pdf"))[0]
    pay_stub.write_bytes(pay_stub.read_bytes() + b"\n")
    (copy / "README.md").unlink()
    (copy / "notes.txt").write_text("mine\n")
    result = verify_suite(copy)
    assert result.problems == ["missing: README.md", "unexpected: notes.txt", f"differs: seed-101/{pay_stub.name}"]
    manifests = [copy / name / "corpus.json" for name in ("seed-100", "seed-101")]
    originals = [m.read_bytes() for m in manifests]
    for manifest, original in zip(manifests, originals, strict=True):  # generated with another faker
        data = json.loads(original)
        data["generator"]["faker"] = "39.0.0"
        manifest.write_text(dumps_json(data))
    assert verify_suite(copy).causes == ["faker is 40.54.0 here, 39.0.0 in corpus.json"]  # said once for both
    for manifest, original in zip(manifests, originals, strict=True):
        manifest.write_bytes(original)
    suite_json = copy / "suite.json"
    suite_json.write_text(suite_json.read_text().replace(load_suite(copy).corpora[0].corpus_sha256, "0" * 64))
    r = invoke(rag_gen, "verify", str(copy), "--quiet")
    assert r.code == 1
    assert r.out == ("missing: README.md\nunexpected: notes.txt\ndiffers: seed-100/corpus.json (not the SHA-256 "
                     f"suite.json records)\ndiffers: seed-101/{pay_stub.name}\ndiffers: suite.json\n"
                     "cause: seed-101: no recorded dependency version or template differs from this installation's: "
                     "the files were changed after generation, or an unrecorded dependency or the platform changed "
                     "the bytes\n")
    assert r.err == f"{copy}: 5 of 41 files do not match\n"


def test_a_failure_leaves_nothing_behind(tmp_path: Path) -> None:
    out = tmp_path / "s"

    def stop_after_the_first_household(stage: str, done: int, total: int) -> None:
        if stage == "households" and done == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_suite((7, 8), out, questions=36, progress=stop_after_the_first_household)
    assert list(tmp_path.iterdir()) == []


def test_a_suite_of_unseen_layouts(tmp_path: Path) -> None:
    out = tmp_path / "unseen"
    r = invoke(rag_gen, "suite", "--seeds", "7..7", "--layouts", "unseen", "--out", str(out), "--quiet")
    assert (r.code, r.out, r.err) == (0, "", "")
    suite = load_suite(out)
    assert (suite.name, suite.description, suite.generator["layouts"]) == (
        "seeds-7-7-unseen", "rag-gen suite of 1 small households (seeds 7..7), the small size's default questions "
        "each, unseen layouts only.", "unseen")
    # the household is the one `rag-gen --seed 7 --size small --layouts unseen` writes
    assert invoke(rag_gen, "--seed", "7", "--size", "small", "--layouts", "unseen", "--out", str(tmp_path / "one"),
                  "--quiet").code == 0
    assert manifest_sha256(out / "seed-7") == manifest_sha256(tmp_path / "one")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(NAMED_SUITES))
def test_one_household_of_each_named_suite_matches_its_lock(name: str) -> None:
    lock = json.loads(suite_lock_path(name).read_text())
    args = named_suite_args(name)
    seed = args["seeds"][0]
    fresh = lock_data(Settings(seed, size=args["size"], questions=args["questions"]), workers=2)
    changed = sorted(set(fresh["files"].items()) ^ set(lock["corpora"][f"seed-{seed}"]["files"].items()))
    assert changed == [], (f"rag-gen suite {name} no longer matches corpora/suite-{name}.lock.json; if the change "
                           f"is deliberate, run `python -m generator.lockfile --suite {name}`")


def test_folder_hashes_of_a_suite_cover_every_household(suite2: Path) -> None:
    rels = folder_hashes(suite2)
    assert {rel.split("/")[0] for rel in rels} == {"README.md", "seed-100", "seed-101", "suite.json"}


def test_a_hidden_suite_is_verified_with_its_phrase(tmp_path: Path) -> None:
    phrase = "correct horse battery staple 42"
    out = tmp_path / "hidden"
    made = invoke(rag_gen, "suite", "--seed-phrase", phrase, "--households", "1", "--out", str(out), "--quiet")
    assert made.code == 0, made.err
    suite = load_suite(out)
    assert (suite.name, suite.seeds) == ("phrase-hidden", [776891998])
    assert suite.seed_phrase_sha256 == "cde0788b5bfd3aa21a07ff5b1e8f1e0fbcbc9753818a5dc0eede55377fe191e5"
    assert phrase not in (out / "README.md").read_text(encoding="utf-8")
    checked = invoke(rag_gen, "verify", str(out), "--seed-phrase", phrase, "--quiet")
    assert checked.code == 0 and checked.out.startswith(f"{out}: 1 households, the seed phrase matches, all ")
    wrong = invoke(rag_gen, "verify", str(out), "--seed-phrase", phrase + "!", "--quiet")
    assert (wrong.code, wrong.err) == (1, "Error: the seed phrase is not the one suite phrase-hidden records "
                                          "(its SHA-256 differs)\n")
