""" "Show how it could be won": after a lost mission on a proven shuffle, its winning line played on the table.

The result of a mission dealt from a proven shuffle (`proven.py`) that was not
passed offers the button (the plugin's `shown_win`). It opens the same
shuffle on the table with the line's player (`bots/line.py`) in the seat: the
table plays the line turn by turn at the animation speed, as it shows any
computer's turns, and the checklist ticks the objectives off as they are met.
The shown game is never saved nor counted (no try of the mission, no
statistics), and its result offers the player's own next game: the same
shuffle again or a new one, played by the player.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.launch import open_session
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.games.whispering.bots.line import LineBot
from woods_desktop.games.whispering.proven import ProvenShuffle, proven_for

SHOWN_KIND = "hard"  # the seat's kind: a computer's (the table plays its turns at the animation speed)


def shown_win(app: Any, session: Any) -> Callable[[], None] | None:
    """What the button does after `session`'s finished game, or None when it is not offered: a game for 2-4
    players, a passed mission, a shuffle that is not proven, or the shown line itself."""
    config = session.config
    options = config.get("options") or {}
    level = options.get("mission") if isinstance(options, dict) else None
    if config.get("variant") != "solo" or not isinstance(level, int) or getattr(session, "shown", None):
        return None
    if session.state.outcome().won:
        return None
    shuffle = proven_for(level, int(session.seed))
    if shuffle is None:
        return None
    players = list(session.seats)

    def go() -> None:
        show(app, session.definition, config, shuffle, players)

    return go


def show(app: Any, definition: Any, config: dict[str, Any], shuffle: ProvenShuffle, players: list[Seat]) -> GameSession:
    """Open the shuffle on the table with its line played in the seat (see the module docstring)."""
    from woods_desktop.data.seat_words import seat_name

    player = seat_name(app.t, players[0].name, players[0].kind) if players else ""  # «Игрок 1», not "Player 1"
    name = app.t("whispering.solo.shown_seat", name=player)  # "Ann (the winning line)"
    shown = GameSession.start(definition, config, shuffle.seed, [Seat(name, SHOWN_KIND, 0)], autosave=False)
    shown.bots = {0: LineBot(shuffle.actions, shuffle.level, shuffle.seed)}
    shown.shown = players
    open_session(app, shown)
    return shown


__all__ = ["SHOWN_KIND", "show", "shown_win"]
