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


def test_a_table_seat_is_never_played_by_a_computer():
    """The Wolf's task cards are answered by the people together: the session never picks an
    answer for a "table" seat, even though the seat is not a person's."""
    from woods_desktop.app.session import GameSession, Seat
    from woods_desktop.core.game import make_config
    from woods_desktop.games import definition

    d = definition("woodlanders")
    seats = [Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy"), Seat("People", "table")]
    session = GameSession.start(d, make_config(d, 4), 1, seats, autosave=False)
    while session.to_move != 3:
        session.apply(session.bot_action())
    assert session.seats[3].controller == "table"
    assert session.person_of(3) is None
    assert session.bot_action() is None
