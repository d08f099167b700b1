"""The wheel ships both packages, the templates folder and the two console scripts (installed and run
from a fresh venv: test_wheel_install.py)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.support.paths import REPO


@pytest.mark.slow
def test_wheel_contents(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(tmp_path),
         str(REPO)],
        check=True, capture_output=True,
    )
    (wheel,) = tmp_path.glob("rag_gen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"generator/__init__.py", "generator/cli/__init__.py", "generator/cli/__main__.py",
            "generator/exports/promptfoo_provider.py",
            "harness/contract/manifest.py", "harness/contract/grade.py",
            "harness/contract/corpus.schema.json", "harness/scoring/scorecard.schema.json",
            "harness/scoring/probe.schema.json", "harness/store/marker.schema.json",
            "harness/selftest/selftest.schema.json"} <= names
    templates = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "templates").rglob("*") if p.is_file())
    assert templates, "templates/ is empty"
    missing = [t for t in templates if "generator/_" + t not in names]
    assert missing == []
    # the tool that rewrites the checkout's committed locks stays in the checkout, as the locks do
    assert "generator/lockfile.py" not in names and not any(n.startswith("corpora/") for n in names)
    (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "rag-gen = generator.cli:main" in text
    assert "rag-eval = harness.cli:main" in text
