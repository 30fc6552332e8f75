"""What each seat of a network game is sent: its welcome, the lobby before the game, and the state message,
built from the engine's own projection for that seat (`state.view(seat)`, `state.events(seat)`,
`state.legal_actions(seat)`) and nothing else.

Kept apart from the host's game because these are the protocol's messages, the one place where what a
joined computer may know is decided; the game keeps the seats and the engine, the server sends these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.actions import action_to_dict
from woods_desktop.net.typed import to_json

if TYPE_CHECKING:
    from woods_desktop.net.game import HostGame


def welcome(game: HostGame, seat: int, token: str) -> dict[str, Any]:
    """A seat taken: its number and token, the game and its rules' hash, everyone's seats."""
    return {
        "type": "welcome",
        "seat": seat,
        "token": token,
        "game": game.definition.id,
        "game_id": game.game_id,
        "rules_hash": game.definition.rules_hash,
        "seats": [s.to_json() for s in game.seats()],
    }


def lobby(game: HostGame) -> dict[str, Any]:
    """Before the game: the seats, and which the game waits for."""
    return {"type": "lobby", "seats": [s.to_json() for s in game.seats()], "waiting": game.waiting_for()}


def snapshot(game: HostGame, seat: int, sent_events: list[Any] | None) -> tuple[dict[str, Any], list[Any]]:
    """The state message for `seat`, its log sent as what is new since `sent_events` when that is
    still the log's beginning; returns (message, the seat's whole log as now sent)."""
    state = game.state
    events = state.events(seat)
    if sent_events is not None and len(sent_events) <= len(events) and events[: len(sent_events)] == sent_events:
        start = len(sent_events)
    else:
        start = 0
    over = bool(state.is_over())
    message = {
        "type": "state",
        "version": len(game.actions),
        "game_id": game.game_id,
        "config": game.config,
        "seats": [s.to_json() for s in game.seats()],
        "view": to_json(state.view(seat)),
        "events_from": start,
        "events": events[start:],
        "legal": [action_to_dict(a) for a in state.legal_actions(seat)],
        "to_move": state.to_move(),
        "over": over,
        "outcome": state.outcome().to_dict() if over else None,
        "minute": game.minute.to_json(),
    }
    return message, events
