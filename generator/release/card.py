"""The release's dataset card, `README.md`: YAML front matter the Hugging Face Hub reads (configs and
their data files, license, tags), then what the release holds, how to load it, its provenance (the
seeds, or the seed phrase's hash for a hidden suite; tool and dependency versions, template
hashes), the held-out discipline, how to verify it, and the grading.

Deterministic bytes: everything comes from suite.json, the tables and the versions given, sorted,
with no clock. YAML scalars are written as JSON strings (valid YAML) so a name cannot break it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from generator.corpus.card import GRADING, markdown_table
from generator.release.files import DATA_FOLDER
from generator.release.tables import SUITE_FOLDER, Table
from generator.suite.card import DISCIPLINE
from harness.contract.suite import SuiteManifest

LICENSE = "mit"  # rag-gen's own license (pyproject.toml): the data is its output, synthetic throughout
LOCK_NAME = "suite.lock.json"


def _size_category(n: int) -> str:
    for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K")):
        if n < limit:
            return label
    return "100K<n<1M"


def front_matter(suite: SuiteManifest, tables: Sequence[Table], split: str) -> list[str]:
    lines = ["---", f"pretty_name: {json.dumps(f'rag-gen suite {suite.name}')}", f"license: {LICENSE}",
             "language:", "- en", "task_categories:", "- question-answering", "tags:", "- synthetic", "- rag",
             "- documents", "- tax-forms", "- held-out", "size_categories:",
             f"- {json.dumps(_size_category(len(tables[0].rows)))}", "configs:"]
    for i, t in enumerate(tables):
        lines += [f"- config_name: {t.name}", *(["  default: true"] if i == 0 else []), "  data_files:",
                  f"  - split: {split}", f"    path: {DATA_FOLDER}/{t.name}/{split}.parquet"]
    return [*lines, "---"]


def _seeds(suite: SuiteManifest) -> list[str]:
    if suite.seed_phrase_sha256 is not None:
        return [f"A hidden suite: its {len(suite.seeds)} households' seeds derive from a secret phrase whose "
                f"SHA-256 is `{suite.seed_phrase_sha256}` (suite.json `seedPhraseSha256`). Once the phrase is "
                f"revealed, `rag-gen verify {SUITE_FOLDER} --seed-phrase TEXT` checks that this hash commits "
                "to it and that the seeds are the ones it derives."]
    seeds = ", ".join(str(s) for s in suite.seeds)
    return [f"Seeds: {seeds} (one household each, `{SUITE_FOLDER}/seed-<n>/`)."]


def _columns(tables: Sequence[Table]) -> list[str]:
    lines: list[str] = []
    for t in tables:
        lines += [f"`{t.name}` ({len(t.rows)} rows): " + ", ".join(f"`{name}` ({kind})" for name, kind in t.columns)
                  + ".", ""]
    return lines


def release_card(suite: SuiteManifest, tables: Sequence[Table], split: str, versions: dict[str, str]) -> str:
    """The card's text; `versions`: what wrote the release (rag-gen, pyarrow)."""
    held_out = ("This is the `dev` suite: tune on it." if split == "validation" else
                "Report on this suite; tune on `dev` (`rag-gen suite dev`, or its release), never on this one.")
    counts = ", ".join(f"{t.name} {len(t.rows)}" for t in tables)
    lines = [*front_matter(suite, tables, split), "", f"# rag-gen suite `{suite.name}`: a frozen release", "",
             suite.description, "",
             "## What it holds", "",
             f"- `{SUITE_FOLDER}/`: the suite as rag-gen wrote it: suite.json, its card, and one folder per "
             "household (`seed-<n>/`: the documents, corpus.json with every question's key and the ground truth, "
             "the household's card).",
             f"- `{DATA_FOLDER}/<config>/{split}.parquet` and `.jsonl`: the same rows as Parquet (what "
             f"`datasets` loads) and as JSON lines, one config per folder ({counts} rows), split `{split}`.",
             f"- `{LOCK_NAME}`: the SHA-256 of every file of `{SUITE_FOLDER}/` (the shape of rag-gen's "
             "`corpora/suite-<name>.lock.json`).", "",
             "## Load it", "",
             "    from datasets import load_dataset",
             f'    questions = load_dataset("PATH/TO/THIS/FOLDER", "questions", split="{split}")',
             f'    documents = load_dataset("PATH/TO/THIS/FOLDER", "documents", split="{split}")', "",
             "A document's `path` is its file in this folder. To evaluate a pipeline on the suite itself: "
             f"`rag-eval run {SUITE_FOLDER} --pipeline ...` (rag-gen's harness).", "",
             "## Columns", "", *_columns(tables),
             "## Provenance", "", *_seeds(suite), "",
             "What generated every household (corpus.json `generator` adds each one's seed; "
             "`template:<name>` is each template's SHA-256):", ""]
    lines += markdown_table(("key", "value"), [(k, f"`{v}`") for k, v in sorted(suite.generator.items())])
    lines += ["", "What wrote this release:", ""]
    lines += markdown_table(("package", "version"), sorted(versions.items()))
    lines += ["", "## Tune on dev, report on test", "", DISCIPLINE, "", held_out, "",
              "## Verify", "",
              "    rag-gen verify PATH/TO/THIS/FOLDER", "",
              "regenerates every household from its recorded settings into a temporary folder and compares each "
              "file's SHA-256 and each corpus.json with the SHA-256 suite.json records, then writes the Parquet, "
              "JSON lines, lock and this card again from the suite and compares them; when bytes differ it "
              "names the pinned dependency or template (or the pyarrow) whose installed version differs from the "
              "recorded one. Same bytes need the same versions (the tables above): `pip install "
              "rag-gen==<tool version>`.", "",
              f"Without regenerating, check the files against `{LOCK_NAME}`:", "",
              "    python - <<'PY'",
              "    import hashlib, json, pathlib",
              f"    lock = json.loads(pathlib.Path('{LOCK_NAME}').read_text())",
              "    files = {**lock['suite'], **{f'{h}/{f}': s for h, c in lock['corpora'].items() "
              "for f, s in c['files'].items()}}",
              f"    bad = [f for f, s in files.items() if hashlib.sha256(pathlib.Path('{SUITE_FOLDER}', f)"
              ".read_bytes()).hexdigest() != s]",
              "    print(bad or 'all files match')",
              "    PY", "",
              "## Grading", "", GRADING, "",
              "## License and synthetic data", "",
              f"License: {LICENSE.upper()} (rag-gen's). All people, companies, addresses, account numbers and "
              "amounts are synthetic; every page is marked SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT. Documents "
              "written by the `html` producer embed subsets of IBM Plex (SIL Open Font License 1.1).", ""]
    return "\n".join(lines)
