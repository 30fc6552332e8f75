"""One person may play several seats: setup makes seats with the same name one person."""

from __future__ import annotations

from woods_desktop.scenes.setup import people_seats


def test_human_seats_with_the_same_name_are_one_person():
    rows = [
        {"name": "Anna", "kind": "human", "colour": 0},
        {"name": "Boris", "kind": "human", "colour": 1},
        {"name": " anna ", "kind": "human", "colour": 2},
        {"name": "Anna", "kind": "easy", "colour": 3},
    ]
    seats = people_seats(rows)
    assert [s.person for s in seats] == [0, 1, 0, None]
    assert [s.controller for s in seats] == ["person", "person", "person", "computer"]
