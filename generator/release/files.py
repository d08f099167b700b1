"""A config's rows as `data/<config>/<split>.parquet` and `data/<config>/<split>.jsonl`.

Parquet through pyarrow with the config's own schema (generator/release/tables.py), uncompressed
and without statistics, so the bytes depend only on the rows and pyarrow's version (its
`created_by`, recorded in the card). JSON lines: one object per row, keys in column order,
UTF-8 as is.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.release.tables import BOOL, INT, STRING, STRINGS, Table

DATA_FOLDER = "data"


def _arrow_type(name: str) -> Any:
    import pyarrow as pa

    return {STRING: pa.string(), INT: pa.int64(), BOOL: pa.bool_(), STRINGS: pa.list_(pa.string())}[name]


def write_parquet(table: Table, path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pa.schema([pa.field(name, _arrow_type(kind)) for name, kind in table.columns])
    columns = {name: [row[name] for row in table.rows] for name, _ in table.columns}
    pq.write_table(pa.table(columns, schema=schema), path, compression="none", write_statistics=False)


def write_jsonl(table: Table, path: Path) -> None:
    path.write_text("".join(json.dumps({name: row[name] for name, _ in table.columns}, ensure_ascii=False) + "\n"
                            for row in table.rows), encoding="utf-8")


def write_config(root: Path, table: Table, split: str) -> list[str]:
    """Both files of one config under `root/data/<config>/`; their paths relative to `root`."""
    folder = root / DATA_FOLDER / table.name
    folder.mkdir(parents=True, exist_ok=True)
    write_parquet(table, folder / f"{split}.parquet")
    write_jsonl(table, folder / f"{split}.jsonl")
    return [f"{DATA_FOLDER}/{table.name}/{split}.{ext}" for ext in ("parquet", "jsonl")]
