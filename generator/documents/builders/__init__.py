"""Facts builders, one module per document kind: `build(world, **keywords) -> DocSpec`.

A module here is named for its template (`1099-int` -> `form_1099_int.py`, `bank-statement`
-> `bank_statement.py`), says which with `TEMPLATE`, and returns the facts its template's
fields and layouts draw from (generator/documents/templates.py), the entities it names,
and, for a statement, its table's rows. The plan (plan.py) decides which documents a
corpus of each size holds and calls the builders with keyword arguments.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache

from generator.documents.builders.spec import DocSpec

Builder = Callable[..., DocSpec]


def module_name(template: str) -> str:
    """The builder module of a template: `1099-int` -> `form_1099_int`, `w2` -> `w2`."""
    name = template.replace("-", "_")
    return f"form_{name}" if name[:1].isdigit() else name


@cache
def builders() -> dict[str, Builder]:
    """Every builder module's `build`, by the template it names, in module order."""
    out: dict[str, Builder] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name == "spec":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        out[module.TEMPLATE] = module.build
    return out
