"""The Wolf's printed board as data: assets/data/wolf/board.yaml (where the cells, the meadow, the
house, the path, the sections and their labels lie, in cell units), read once and checked, so a
mistyped box stops the table with an error naming the file and the key, never a board drawn askew.

The board is fixed, as printed; `board_geometry` only scales these boxes to the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from woods_desktop.data.loader import DataError, load_data, require

FILE = "wolf/board.yaml"  # under assets/data/
Box = tuple[float, float, float, float]  # x, y, width, height in cell units


@dataclass(frozen=True)
class BoardLayout:
    size: tuple[float, float]
    ground: Box
    columns: tuple[float, ...]  # one per engine row: six
    rows: tuple[float, ...]  # one per engine column: five
    meadow: Box
    house: Box
    path: Box
    sections: tuple[Box, ...]
    labels: tuple[Box, ...]
    start_label: Box


def _number(n: Any) -> bool:
    return isinstance(n, (int, float)) and not isinstance(n, bool)


def _numbers(path: Path, raw: Any, key: str, count: int) -> tuple[float, ...]:
    def ok(v: Any) -> bool:
        return len(v) == count and all(map(_number, v))

    return tuple(float(n) for n in require(path, raw, key, list, ok, f"expected {count} numbers"))


def _boxes(path: Path, raw: Any, key: str, count: int) -> tuple[Box, ...]:
    listed = require(path, raw, key, list, lambda v: len(v) == count, f"expected {count} boxes")
    return tuple(_box(path, {"box": b}, "box", f"{key}[{i}]") for i, b in enumerate(listed))


def _box(path: Path, raw: Any, key: str, name: str | None = None) -> Box:
    """A box [x, y, width, height] in cell units, its sides above 0 (`name`: the key to name in errors)."""
    value = require(path, raw, key, list)
    if len(value) != 4 or not all(map(_number, value)):
        raise DataError(path, name or key, "expected a box [x, y, width, height] of numbers")
    x, y, w, h = (float(n) for n in value)
    if w <= 0 or h <= 0:
        raise DataError(path, name or key, "a box's width and height must be above 0")
    return x, y, w, h


def parse_board_layout(path: Path, raw: Any) -> BoardLayout:
    if not isinstance(raw, dict):
        raise DataError(path, "<file>", "expected a mapping of the board's places")
    columns, rows = _numbers(path, raw, "columns", 6), _numbers(path, raw, "rows", 5)
    for key, edges in (("columns", columns), ("rows", rows)):
        if any(b - a < 1 for a, b in zip(edges, edges[1:])):
            raise DataError(path, key, "cells would overlap: each edge at least one cell after the last")
    w, h = _numbers(path, raw, "size", 2)
    return BoardLayout(
        (w, h),
        _box(path, raw, "ground"),
        columns,
        rows,
        _box(path, raw, "meadow"),
        _box(path, raw, "house"),
        _box(path, raw, "path"),
        _boxes(path, raw, "sections", 3),
        _boxes(path, raw, "labels", 3),
        _box(path, raw, "start_label"),
    )


@lru_cache(maxsize=1)
def board_layout() -> BoardLayout:
    return parse_board_layout(*load_data(FILE))


__all__ = ["BoardLayout", "board_layout", "parse_board_layout"]
