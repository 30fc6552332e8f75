"""How a table names and marks its seats, for every declaration alike (`ctx.name_of(seat)`).

A seat past the people's is the engine's own (Woodlanders' robot D4-ST8); in a network game a seat
played on another computer says so on its plate. `TableScene` holds the port and the session; this
mixin only reads them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

import pygame

from woods_desktop.data.seat_words import seat_names
from woods_desktop.table.painting import seat_marker
from woods_desktop.table.port import SeatInfo, shown_name

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.table.session import TableSession
    from woods_desktop.table.turn_state import TurnState

ENGINE_SEAT = "D4-ST8"


class SeatNames:
    app: "App"
    session: "TableSession"
    turn_state: "TurnState"  # its port: the seat the table reads now (rebound when the person at the screen changes)
    _named: tuple[object, tuple[SeatInfo, ...]] | None = None
    _plain = False  # while a log line is written: names alone

    def plainly(self, line_of: Callable[[dict[str, object]], str | None]) -> Callable[[dict[str, object]], str | None]:
        """`line_of` naming every seat by its name alone: a log line stays true after a computer or a phone
        leaves ("Anna plays Deer 2", never "Anna (phone away) plays Deer 2" for a play made while it was there)."""

        def line(event: dict[str, object]) -> str | None:
            self._plain = True
            try:
                return line_of(event)
            finally:
                self._plain = False

        return line

    def seats(self) -> tuple[SeatInfo, ...]:
        """The seats as the table shows them: each named by `data.seat_words` (a computer nobody named is
        "Computer (normal)", as on the result, Continue and the statistics), in the window's language."""
        raw = self.turn_state.port.seats()
        key = (raw, self.app.strings.lang)
        if self._named is None or self._named[0] != key:
            names = seat_names(self.app.t, [(s.name, s.kind) for s in raw])
            self._named = (key, tuple(replace(s, name=n) for s, n in zip(raw, names)))
        return self._named[1]

    def name_of(self, seat: int | None) -> str:
        """A seat's name; in a network game a seat played on another computer says so."""
        if seat is None:
            return ""
        seats = self.seats()
        if seat >= len(seats):
            return ENGINE_SEAT
        if self._plain:
            return str(seats[seat].name)
        return shown_name(self.app.t, seats[seat], self.session.person_of(seat) is not None)

    def table_display(self) -> bool:
        """Nobody plays at this screen: it is the table display (the hands are on phones or other computers)."""
        return all(self.session.person_of(i) is None for i in range(len(self.session.seats)))

    def short_name(self, seat: int | None) -> str:
        """The seat's name alone, for a scoreboard's narrow column (the plates say it is another computer's)."""
        if seat is None:
            return ""
        seats = self.seats()
        return ENGINE_SEAT if seat >= len(seats) else str(seats[seat].name)

    def marker(self, seat: int) -> Callable[[pygame.Surface, tuple[int, int], int], None]:
        """The seat's colour-and-shape marker (a robot icon for the engine's seat)."""
        seats = self.seats()
        return seat_marker(self.app, seats[seat] if seat < len(seats) else None)


__all__ = ["ENGINE_SEAT", "SeatNames"]
