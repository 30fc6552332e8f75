"""What the phone tests share: a phone's hello, and the check that a frame a phone received is exactly its
seat's projection at that moment of the game (the engine replayed to the frame's version)."""

from __future__ import annotations

import json
from typing import Any

from websockets.asyncio.client import connect

from woods_desktop.core.actions import action_to_dict
from woods_desktop.net.game import HostGame
from woods_desktop.net.typed import to_json


async def phone_hello(port: int, name: str, token: str | None = None, lang: str = "en") -> tuple[Any, dict[str, Any]]:
    """A phone page's connection: the hello it sends (phone: true, its language)."""
    ws = await connect(f"ws://127.0.0.1:{port}/", max_size=2**24)
    message: dict[str, Any] = {"v": 1, "type": "hello", "code": "4821", "name": name, "phone": True, "lang": lang}
    if token:
        message["token"] = token
    await ws.send(json.dumps(message))
    return ws, json.loads(await ws.recv())


class Projections:
    """The host's game replayed move by move, to say what each seat's projection was at any version."""

    def __init__(self, game: HostGame) -> None:
        self.game = game
        self._views: dict[tuple[int, int], Any] = {}

    def at(self, version: int, seat: int) -> tuple[Any, list[Any], list[Any]]:
        """(view, legal actions, log) of `seat` after the game's first `version` moves, as JSON."""
        if (version, seat) not in self._views:
            state = self.game.definition.new_game(self.game.config, self.game.seed)
            for action in self.game.actions[:version]:
                state.apply(action)
            self._views[version, seat] = (
                to_json(state.view(seat)),
                [action_to_dict(a) for a in state.legal_actions(seat)],
                state.events(seat),
            )
        return self._views[version, seat]

    def check(self, seat: int, frames: list[dict[str, Any]], private: str = "hands") -> int:
        """Every state frame in `frames` equals `seat`'s projection at its version, and shows no other seat's
        `private` field (Woodlanders' hands, Voice's words) while the game goes on; returns how many were checked."""
        checked = 0
        events: list[Any] = []
        for frame in frames:
            if frame.get("type") != "state":
                continue
            view, legal, log = self.at(frame["version"], seat)
            assert frame["view"] == view, f"seat {seat}: a frame that is not its projection at {frame['version']}"
            assert frame["legal"] == legal
            events = events[: frame["events_from"]] + frame["events"]
            assert events == json.loads(json.dumps(log)), f"seat {seat}: a log that is not its own"
            hidden = frame["view"][private]
            revealed = private == "words" and all(frame["view"]["composed"])  # Voice opens the words together
            if not frame["over"] and not revealed:  # the hands are laid open only once the game is over
                robot = frame["view"].get("robot_seat")  # D4-ST8's hand lies open to all
                assert all(h is None for i, h in enumerate(hidden) if i not in (seat, robot)), f"another's {private}"
            checked += 1
        return checked
