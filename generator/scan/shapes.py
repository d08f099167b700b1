"""The shapes an amount takes once OCR has read it off a scan, for probeGroundTruth `accept`."""

from __future__ import annotations

import re

from generator.scan.base import ScanError

_MONEY = re.compile(r"(-?)(\d+)\.(\d{2})")


def money_ocr_shapes(expected: str) -> list[str]:
    """Every other exact shape of a normalized amount ("52340.17") that must count on a scan.

    Printed (52,340.17, $52,340.17), European (52.340,17), spaced thousands (52 340.17,
    52 340,17), and the comma-decimal plain form (52340,17); without duplicates or
    `expected` itself, in a fixed order.
    """
    found = _MONEY.fullmatch(expected)
    if not found:
        raise ScanError(f"not a normalized amount (like 52340.17): {expected!r}")
    sign, whole, cents = found.groups()
    whole = str(int(whole))
    groups = []
    rest = whole
    while len(rest) > 3:
        groups.insert(0, rest[-3:])
        rest = rest[:-3]
    groups.insert(0, rest)
    shapes = [
        f"{sign}{','.join(groups)}.{cents}",
        f"{sign}${','.join(groups)}.{cents}",
        f"{sign}{'.'.join(groups)},{cents}",
        f"{sign}{' '.join(groups)}.{cents}",
        f"{sign}{' '.join(groups)},{cents}",
        f"{sign}{whole},{cents}",
    ]
    out: list[str] = []
    for shape in shapes:
        if shape != expected and shape not in out:
            out.append(shape)
    return out
