"""harness.ingest.pixel_windows: windows by doubling give exactly scipy.ndimage's filters."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import ndimage

from harness.ingest.pixel_windows import (
    box_sums,
    forward,
    forward_sum,
    grow,
    grow_at,
    grow_lines,
    lines_with_runs,
    runs,
    runs_across,
)


def _masks() -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    return [rng.random((h, w)) < share for h, w, share in ((40, 300, 0.5), (37, 61, 0.8), (5, 9, 0.9), (64, 64, 0.97))]


def _opening(mask: np.ndarray, n: int, axis: int) -> np.ndarray:
    u8 = mask.view(np.uint8)
    eroded = ndimage.minimum_filter1d(u8, n, axis=axis, mode="constant", cval=0)
    return ndimage.maximum_filter1d(eroded, n, axis=axis, mode="constant", cval=0).view(bool)


def test_a_window_by_doubling_on_a_row() -> None:
    row = np.array([[1, 1, 1, 0, 1, 1, 1, 1, 0, 1]], dtype=bool)
    assert forward(row, 3, 1, np.logical_and).astype(int).tolist() == [[1, 0, 0, 0, 1, 1, 0, 0]]
    assert forward(row, 11, 1, np.logical_and).shape == (1, 0)
    assert forward_sum(np.arange(10, dtype=np.uint8)[None], 5, 1).tolist() == [[10, 15, 20, 25, 30, 35]]
    assert runs(row, 3, 1).astype(int).tolist() == [[1, 1, 1, 0, 1, 1, 1, 1, 0, 0]]
    assert runs(row, 5, 1).astype(int).tolist() == [[0] * 10]
    assert grow(row, 3, 1).astype(int).tolist() == [[1] * 10]
    mirrored = box_sums(np.array([[1, 2, 3, 4]], dtype=np.uint16), 5, 1)  # 2 1 | 1 2 3 4 | 4 3
    assert mirrored.tolist() == [[9, 11, 14, 16]]


@pytest.mark.parametrize("n", [1, 3, 5, 17, 35, 57])
@pytest.mark.parametrize("axis", [0, 1])
def test_grow_and_runs_are_scipys_filters(n: int, axis: int) -> None:
    for mask in _masks():
        assert np.array_equal(grow(mask, n, axis), ndimage.maximum_filter1d(mask, n, axis=axis))
        assert np.array_equal(runs(mask, n, axis), _opening(mask, n, axis))
        greys = (mask * np.arange(mask.size).reshape(mask.shape) % 251).astype(np.uint8)
        assert np.array_equal(grow(greys, n, axis), ndimage.maximum_filter1d(greys, n, axis=axis))


@pytest.mark.parametrize("n", [1, 3, 9, 35])
@pytest.mark.parametrize("axis", [0, 1])
def test_box_sums_are_exact_mirrored_sums(n: int, axis: int) -> None:
    for mask in _masks():
        if mask.shape[axis] <= n // 2:
            continue
        ones = np.ones(n, dtype=np.int64)
        want = ndimage.correlate1d(mask.astype(np.int64), ones, axis=axis, mode="reflect")
        assert np.array_equal(box_sums(mask.astype(np.uint16), n, axis), want)


def test_the_lines_that_may_hold_a_run_hold_every_run() -> None:
    for mask in _masks():
        for axis, n, stride in ((1, 17, 4), (0, 9, 3), (1, 101, 8)):
            sampled = mask[:, ::stride] if axis == 1 else mask[::stride]
            held = set(np.flatnonzero(runs(mask, n, axis).any(axis=axis)).tolist())
            assert held <= set(lines_with_runs(sampled, n, axis, stride).tolist())
    row = np.zeros((3, 40), dtype=bool)
    row[1, 5:30] = True  # 25 long: every 8th pixel set 3 times in a row
    row[2, ::2] = True  # half the pixels: every 8th set throughout, no run
    assert lines_with_runs(row[:, ::8], 17, 1, 8).tolist() == [1, 2]
    assert lines_with_runs(row[:, ::8], 25, 1, 8).tolist() == [1, 2]
    assert lines_with_runs(row[:, ::4], 40, 1, 4).tolist() == [2]


def test_lines_alone_give_the_whole_arrays_values() -> None:
    for mask in _masks():
        at = np.flatnonzero(mask.any(axis=1))[::2]
        assert np.array_equal(grow_at(mask, 5, 0, at), grow(mask, 5, 0)[at])
        assert np.array_equal(grow_at(mask, 5, 1, at), grow(mask, 5, 1)[:, at])
        for some in (at[:1], at):  # a line or two gathered; many: the whole array grown
            assert np.array_equal(grow_lines(mask, 35, 0, some), grow(mask, 35, 0)[some])
        sparse = np.zeros_like(mask)
        sparse[at] = mask[at]
        assert np.array_equal(runs_across(mask[at], at, 3, 0), runs(sparse, 3, 0)[at])
    at = np.array([2, 3, 4, 7, 8])
    part = np.ones((5, 2), dtype=bool)
    assert runs_across(part, at, 3, 0).astype(int).tolist() == [[1, 1]] * 3 + [[0, 0]] * 2
