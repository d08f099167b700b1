"""Sliding windows along an image's rows or columns, by doubling: numpy operations on shifted slices.

A window of n pixels is two overlapping windows of the largest power of two up to n for an AND, an
OR or a maximum, and the sum of the power-of-two windows at n's bits for a count: log2(n) steps, each
one numpy operation on two shifted slices of the whole array (about the cost of a copy). scipy.ndimage's
1-D filters copy every line into a buffer of doubles and back, which down a page's columns cost 20-40
times as much (harness/ingest/page_marks.py, the erase before OCR, ran on them). The results are exact:
booleans and integers, no rounding; each function names the scipy.ndimage filter it equals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Op = Callable[[Any, Any], Any]


def _part(a: Any, start: int, stop: int | None, axis: int) -> Any:
    index = [slice(None)] * a.ndim
    index[axis] = slice(start, stop)
    return a[tuple(index)]


def _pad(a: Any, before: int, after: int, axis: int, mode: str = "constant") -> Any:
    import numpy as np

    widths = [(0, 0)] * a.ndim
    widths[axis] = (before, after)
    return np.pad(a, widths, mode=mode)  # type: ignore[call-overload]


def forward(a: Any, n: int, axis: int, op: Op) -> Any:
    """`op` (an idempotent one: logical and/or, maximum) over every window a[i:i + n] along `axis`:
    len - n + 1 values (none when the axis is shorter than n). May return `a` itself (n = 1)."""
    length = a.shape[axis]
    if length < n:
        return _part(a, 0, 0, axis)
    w = 1
    while 2 * w <= n:
        a = op(_part(a, 0, a.shape[axis] - w, axis), _part(a, w, None, axis))
        w *= 2
    if w < n:  # two windows of w overlapping by 2w - n cover n
        k = n - w
        a = op(_part(a, 0, a.shape[axis] - k, axis), _part(a, k, None, axis))
    return a


def forward_sum(a: Any, n: int, axis: int) -> Any:
    """The sum of every window a[i:i + n] along `axis` (a: integers wide enough for n of its values):
    the power-of-two windows at n's bits laid end to end. May return a view of `a`."""
    out = a.shape[axis] - n + 1
    if out <= 0:
        return _part(a, 0, 0, axis)
    total = None
    offset, w, power = 0, 1, a
    while True:
        if n & w:
            part = _part(power, offset, offset + out, axis)
            total = part if total is None else total + part
            offset += w
        if 2 * w > n:
            return total
        power = _part(power, 0, power.shape[axis] - w, axis) + _part(power, w, None, axis)
        w *= 2


def grow(a: Any, n: int, axis: int) -> Any:
    """The maximum (OR) over a centred window of odd `n` along `axis`, the window cut at the array's
    edges: scipy.ndimage.maximum_filter1d (any mode but a constant above 0: its extensions repeat values
    inside the window). For booleans and unsigned integers (padded with 0)."""
    import numpy as np

    half = n // 2
    op = np.logical_or if a.dtype == bool else np.maximum
    return forward(_pad(a, half, half, axis), n, axis, op)


def runs(mask: Any, n: int, axis: int) -> Any:
    """The pixels of `mask` in runs of at least `n` set pixels along `axis`: the opening by a centred
    window of odd n, outside the array unset (scipy.ndimage minimum_filter1d then maximum_filter1d,
    mode="constant", cval=0)."""
    import numpy as np

    whole = forward(mask, n, axis, np.logical_and)  # whole[i]: mask[i:i + n] all set
    if whole.shape[axis] == 0:
        return np.zeros_like(mask)
    return forward(_pad(whole, n - 1, n - 1, axis), n, axis, np.logical_or)


def box_sums(a: Any, n: int, axis: int) -> Any:
    """Sums over a centred window of odd `n` along `axis`, mirrored at the array's edges (d c b a | a b c d:
    scipy.ndimage's mode "reflect"), as exact integers (a: wide enough for n of its values)."""
    half = n // 2
    return forward_sum(_pad(a, half, half, axis, mode="symmetric"), n, axis)


def grow_at(a: Any, n: int, axis: int, at: Any) -> Any:
    """grow(a, n, axis) at the lines `at` along `axis` only: the n lines around each, an index past an
    edge moved onto it (a line inside the cut window)."""
    import numpy as np

    op = np.logical_or if a.dtype == bool else np.maximum
    last = a.shape[axis] - 1
    out = None
    for shift in range(-(n // 2), n // 2 + 1):
        line = np.take(a, np.clip(at + shift, 0, last), axis=axis)
        out = line if out is None else op(out, line)
    return out


def lines_with_runs(mask: Any, n: int, axis: int, stride: int) -> Any:
    """The lines across `axis` (rows for axis 1) where `mask` may hold a run of `n` set pixels along it:
    such a run holds floor(n / stride) consecutive multiples of `stride`, all set, so lines without
    that many on every stride-th pixel hold none. (A superset, sorted; `mask` may be a sampled one:
    its every stride-th pixel along `axis`, as `mask[:, ::stride]` for axis 1.)"""
    import numpy as np

    whole = forward(mask, max(1, n // stride), axis, np.logical_and)
    return np.flatnonzero(whole.any(axis=axis))


def runs_across(part: Any, at: Any, n: int, axis: int) -> Any:
    """runs(a, n, axis) at the lines `at` (sorted) of an array `a` unset on every other line, given
    `part`, its lines `at` stacked along `axis`: one unset line between lines that are not neighbours
    breaks a run as the lines left out do."""
    import numpy as np

    place = np.arange(len(at))
    place[1:] += np.cumsum(np.diff(at) > 1)
    shape = list(part.shape)
    shape[axis] = int(place[-1]) + 1 if len(at) else 0
    whole = np.zeros(shape, dtype=part.dtype)
    index: list[Any] = [slice(None)] * part.ndim
    index[axis] = place
    whole[tuple(index)] = part
    return runs(whole, n, axis)[tuple(index)]


def grow_lines(a: Any, n: int, axis: int, at: Any) -> Any:
    """grow(a, n, axis) at the lines `at`: n gathered lines each when that is less work than
    growing the whole array (log2(n) + 2 passes over it), else the whole array grown, then taken."""
    import numpy as np

    if n * len(at) < (n.bit_length() + 2) * a.shape[axis]:
        return grow_at(a, n, axis, at)
    return np.take(grow(a, n, axis), at, axis=axis)
