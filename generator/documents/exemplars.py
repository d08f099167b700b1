"""The harvest's exemplars: the labels issuers were seen printing each field with, by docType (issue 26).

The general matcher (harness/harvest/matcher.py) reads a printed label against each field's plain
description and, since the fifteenth session, against these exemplars too: a label worded like one of
them reads as its field even where the description's words differ. They are the `seen:fit` fold of each
field's `seen` wordings (templates/<kind>/wordings.toml, generator.documents.folds), pooled over the kinds
of one docType: never `unseen`, and never the `seen:check` fold, so `--layouts seen:check` still judges
what they teach (benchmarks/bench_harvest_ablation.py). Only the fields of the docType's vocabulary row.

The harness does not import the generator: the table is written to harness/harvest/exemplars.json by
`python -m generator.documents.exemplars`, and tests/generator/documents/test_exemplars.py checks the
file is this module's output.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from generator.documents.wordings import worded_kinds, wordings
from harness.contract.vocabulary import DOC_TYPES

FOLD = "seen:fit"
TABLE = Path(__file__).resolve().parents[2] / "harness" / "harvest" / "exemplars.json"


def exemplars(root: Path | None = None) -> dict[str, dict[str, list[str]]]:
    """docType -> field -> its `FOLD` wordings over the docType's kinds (sorted, each once)."""
    table: dict[str, dict[str, set[str]]] = {}
    for kind in worded_kinds(root):
        found = wordings(kind, root)
        row = DOC_TYPES[found.doc_type]
        for field, said in found.fields.items():
            if field in row:
                table.setdefault(found.doc_type, {}).setdefault(field, set()).update(said.of(FOLD))
    return {d: {f: sorted(s) for f, s in sorted(fields.items())} for d, fields in sorted(table.items())}


def render(table: dict[str, dict[str, list[str]]]) -> str:
    return json.dumps(table, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main() -> int:
    """Write TABLE (a temporary file first, then replaced: never half-written)."""
    temporary = TABLE.with_suffix(".json.tmp")
    temporary.write_text(render(exemplars()), encoding="utf-8")
    os.replace(temporary, TABLE)
    print(f"wrote {TABLE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
