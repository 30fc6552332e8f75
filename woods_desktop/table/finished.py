"""A finished game as the result screen reads it: what everyone at the table may know, never the state.

The result screen, like a table, gets no session: the outcome (public once the game is over), the
seats as everyone sees them, the game's setup, and what "play again" and "same shuffle" do. The table
that finished the game builds it from its seat port, so a result on a joined computer reads the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from woods_desktop.core.game import GameDefinition
from woods_desktop.core.outcome import Outcome
from woods_desktop.table.port import LocalTablePort, SeatInfo

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.table.session import TableSession


@dataclass(frozen=True)
class FinishedGame:
    definition: GameDefinition  # the game's rules data (public): its title, options, roles
    config: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    outcome: Outcome
    again: Callable[[], None] | None = None  # the same table with a fresh shuffle
    same: Callable[[], None] | None = None  # the same shuffle again (a solo mission)
    shown_win: Callable[[], None] | None = None  # "Show how it could be won" (a lost mission on a proven shuffle)
    shown: bool = False  # the computer's winning line, shown: its result is the line's, not the player's pass

    @property
    def game_id(self) -> str:
        return str(self.definition.id)


def finished_session(app: "App", table: "TableSession") -> FinishedGame:
    """The finished game of a session played on this computer (its replay and statistics are kept once);
    a network game's as its seat port tells it (the host keeps its replay)."""
    network = table.network
    if network is not None:
        port = network.table_port(None)
        return FinishedGame(
            table.definition,
            port.config(),
            tuple(port.seats()),
            Outcome.from_dict(network.outcome()),
            again=network.again,  # the scene that opened the network table says what playing again is
        )
    from dataclasses import replace

    from woods_desktop.app.launch import open_session, restart_session
    from woods_desktop.app.session import GameSession
    from woods_desktop.games import plugin

    session = table.local
    if session is None:
        raise TypeError("a session is played either here or over the network")
    session.save()  # a finished game is archived and counted once (no-op when already done)
    port = LocalTablePort(session, None)
    # a shown game (a lost mission's winning line) is followed by the player's own game, not the computer's
    players = session.shown or None
    base = replace(session, seats=players, shown=None) if players else session

    def same() -> None:
        s = base
        open_session(app, GameSession.start(s.definition, s.config, s.seed, s.seats))

    try:
        shown = plugin(str(session.definition.id)).shown_win(app, session)
    except KeyError:  # a game the registry does not list (a test's)
        shown = None
    return FinishedGame(
        session.definition,
        port.config(),
        port.seats(),
        session.state.outcome(),
        again=lambda: restart_session(app, base),
        same=same,
        shown_win=shown,
        shown=bool(players),
    )
