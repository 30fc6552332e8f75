"""The Woodlanders table's bench positions (`woods-desktop bench --only tables`) and the sessions the
table tests and screenshots start from: a game reached by real play, never saved to disk."""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.demo import DEMO_NAMES
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition

THREE = "three-player"


def session(
    kinds: list[str],
    seed: int = 1,
    variant: str = "standard",
    until: Callable[[GameSession], bool] | None = None,
    people: list[int | None] | None = None,
    limit: int = 2000,
) -> GameSession:
    """A session with these seat kinds (D4-ST8 added in the three-player variant), advanced by random legal
    moves until `until` holds."""
    d = game_definition("woodlanders")
    names = list(DEMO_NAMES[: len(kinds)])
    config = make_config(d, len(kinds), variant, None, names)
    seats = [Seat(names[i], k, i, person=people[i] if people else None) for i, k in enumerate(kinds)]
    if variant == THREE:
        seats.append(Seat("D4-ST8", "robot", 4))
    s = GameSession.start(d, config, seed, seats, autosave=False)
    rng = Rng(seed)
    steps = 0
    while until is not None and not until(s) and not s.state.is_over() and steps < limit:
        s.apply(rng.choice(s.state.legal_actions(s.to_move)))
        steps += 1
    return s


def person_to_play(s: GameSession, plays: int = 0) -> bool:
    """A person is to play a card, with `plays` plays already in the trick."""
    view = s.port(None).view()
    return view.phase == "play" and s.to_move is not None and s.seats[s.to_move].human and len(view.trick) == plays


def _at(
    kinds: list[str],
    until: Callable[[GameSession], bool],
    variant: str = "standard",
    people: list[int | None] | None = None,
) -> Callable[[Any, int], dict[str, Any]]:
    def start(app: Any, seed: int) -> dict[str, Any]:
        for k in range(seed, seed + 60):
            s = session(kinds, k, variant, until, people)
            if until(s):
                return {"session": s}
        raise RuntimeError("no such position found")

    return start


def positions() -> dict[str, Callable[[Any, int], dict[str, Any]]]:
    one = ["human", "easy", "easy", "easy"]
    return {
        "waiting": _at(one, lambda s: person_to_play(s, 0) and s.port(None).view().last_trick is not None),
        "mid_trick": _at(one, lambda s: person_to_play(s, 2)),
        "wardens": _at(
            ["human", "easy", "easy"],
            lambda s: (
                s.port(None).view().phase == "wardens" and s.to_move == 0 and len(s.port(None).view().wardens_left) == 5
            ),
            THREE,
        ),
        "wardens_four": _at(
            one,
            lambda s: (
                s.port(None).view().phase == "wardens" and s.to_move == 0 and len(s.port(None).view().wardens_left) >= 3
            ),
        ),
        "robot_trick": _at(["human", "easy", "easy"], lambda s: person_to_play(s, 2), THREE),
        "robot_top": _at(["easy", "human", "easy"], lambda s: person_to_play(s, 1), THREE),
        "robot_left": _at(["easy", "easy", "human"], lambda s: person_to_play(s, 1), THREE),
        "computers": lambda app, seed: {"session": session(["easy", "easy", "easy", "easy"], seed)},
        "hard_game": lambda app, seed: {"session": session(["hard", "hard", "hard", "hard"], seed)},
    }


def demo(app: Any, seed: int) -> dict[str, Any]:
    """The screenshot's table: one person and three computers (with two or more people the table waits
    behind the pass screen), some tricks into the round."""
    from woods_desktop.app.demo import demo_session

    kinds = ["human", "easy", "normal", "hard"]
    return {"session": demo_session("woodlanders", seed, kinds=kinds, steps=10 + seed % 7)}
