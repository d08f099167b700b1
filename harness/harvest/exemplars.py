"""Labels issuers were seen printing each field with (exemplars.json, beside this module).

Written by `python -m generator.documents.exemplars` from the `seen:fit` fold of the templates'
wordings (never `unseen`, never `seen:check`); the general matcher reads a printed label against
them as well as against each field's plain description (harness/harvest/matcher.py). The harness
reads the table, never the templates: an ingest knows nothing of how a corpus was made.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

EXEMPLARS: Final[dict[str, dict[str, list[str]]]] = json.loads(
    (Path(__file__).with_name("exemplars.json")).read_text(encoding="utf-8"))
