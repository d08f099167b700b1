"""Scan severity: one number in [0, 1] that scales how hard every scan profile degrades a page.

0 is "barely visible", 1 "hard to read". The profiles in `profiles.py` are written at
`DEFAULT_SEVERITY` (0.5): a corpus made at the default severity is byte-identical to one
made before severity existed, and records no severity.

At severity s every step's strength ranges (each step's `strength`, in base.py) move
away from the value at which the step does nothing by a gain, each end of a range
`identity + (end - identity) * gain(s)`, kept inside the parameter's bounds:

    severity  0     0.25   0.5   0.75   1
    gain      0.25  0.625  1     2      3

(piecewise linear through (0, 0.25), (0.5, 1) and (1, 3)). The random draws do not
depend on severity (each step's generator comes from seed, document, page and step), so
a page drawn at one severity is the same page at another, each parameter scaled by the
gain: the same documents, harsher. Placement parameters (where a crease or stamp goes,
a stamp's text and tilt, the light's direction) do not scale; a fax's capture resolution
follows its down-sampling step.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Final

from harness.runtime.settings import SettingError

DEFAULT_SEVERITY: Final[float] = 0.5
GAIN_POINTS: Final[tuple[tuple[float, float], ...]] = ((0.0, 0.25), (0.5, 1.0), (1.0, 3.0))


def check_severity(value: float, name: str = "--scan-severity") -> float:
    """A severity in [0, 1]; out of range (or nan) it is a usage error (exit 2) naming `name`."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= float(value) <= 1.0:
        raise SettingError(f"{name} must be between 0 and 1, got {value!r}")
    return float(value)


def gain(severity: float) -> float:
    """How far the strength ranges move from identity at `severity` (1.0 at the default)."""
    s = check_severity(severity)
    if s == DEFAULT_SEVERITY:
        return 1.0
    for (x0, y0), (x1, y1) in pairwise(GAIN_POINTS):
        if s <= x1:
            return y0 + (y1 - y0) * (s - x0) / (x1 - x0)
    raise AssertionError("unreachable: severity is at most 1")


def severity_label(severity: float) -> str:
    """How a severity is written in corpus.json and scan records: `repr` of the float."""
    return repr(check_severity(severity))
