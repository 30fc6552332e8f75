"""The printed board is data (assets/data/wolf/board.yaml): read as the screen lays it out, and a
mistyped box is an error naming the file and the key, never a board drawn askew."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from woods_desktop.data.loader import DataError, load_data
from woods_desktop.games.wolf.board_layout import FILE, board_layout, parse_board_layout


def _raw() -> tuple[Path, dict]:
    return load_data(FILE)


def test_the_board_file_lays_six_columns_of_five_cells_apart_between_meadow_and_house() -> None:
    b = board_layout()
    assert len(b.columns) == 6 and len(b.rows) == 5 and len(b.sections) == 3 and len(b.labels) == 3
    meadow_right, house_left = b.meadow[0] + b.meadow[2], b.house[0]
    assert meadow_right < b.columns[0] and b.columns[-1] + 1 < house_left <= b.size[0] - b.house[2] + 1e-9
    for s, (x, y, w, h) in enumerate(b.sections):  # each section's slab round its two columns
        assert x < b.columns[2 * s] and b.columns[2 * s + 1] + 1 < x + w and y < b.rows[0] and b.rows[-1] + 1 < y + h


@pytest.mark.parametrize(
    ("key", "value", "named"),
    [
        ("columns", [1, 2, 3], "columns"),
        ("rows", [1.0, 1.5, 3, 4, 5], "rows"),
        ("meadow", [0, 1, "wide", 5], "meadow"),
        ("house", [7, 0, 0, 6], "house"),
        ("sections", [[0, 0, 1, 1]], "sections"),
        ("labels", [[0, 0, 1, 1], [0, 0, 1], [0, 0, 1, 1]], "labels[1]"),
    ],
)
def test_a_mistyped_place_is_an_error_naming_the_file_and_the_key(key: str, value: object, named: str) -> None:
    path, raw = _raw()
    broken = copy.deepcopy(raw)
    broken[key] = value
    with pytest.raises(DataError) as err:
        parse_board_layout(path, broken)
    assert err.value.key == named and str(path) in str(err.value)
    del broken[key]
    with pytest.raises(DataError, match="missing"):
        parse_board_layout(path, broken)
