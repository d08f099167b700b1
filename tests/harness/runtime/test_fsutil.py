"""harness.runtime.fsutil.ensure_folder: a folder that cannot be made is one FolderError."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.runtime.fsutil import FolderError, ensure_folder


def test_a_name_too_long_for_the_file_system_is_a_folder_error(tmp_path: Path) -> None:
    # before: Path.is_dir() raised OSError ENAMETOOLONG: a traceback
    long = tmp_path / ("n" * 300)
    with pytest.raises(FolderError) as err:
        ensure_folder(long)
    assert str(err.value) == f"--out {long}: cannot create the folder: File name too long"

