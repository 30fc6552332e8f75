"""The Whispering Woods table's bench positions (`woods-desktop bench --only tables`) and the sessions the
table tests and screenshots start from: games reached by real play, never saved to disk.

A position may ask the table to start with something picked (`start="tile"`: a display tile in hand, its
places glowing; `start="paths"`: an animal's paths shown), so the frame figures time what a player sees.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.demo import DEMO_NAMES
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask
from woods_desktop.games.whispering.rules.testing import choose
from woods_desktop.games.whispering.rules.view import PLACE, TASKS

Chooser = Callable[[Any, list[Any], Rng], Any]


def definition() -> GameDefinition:
    """The game's definition, through GAMES once the game is listed as playable, else from its data."""
    from woods_desktop.games import definition as game_definition

    try:
        return game_definition("whispering")
    except KeyError:
        from woods_desktop.games.whispering.data import load_definition

        return load_definition()


def session(
    kinds: list[str],
    seed: int = 1,
    until: Callable[[GameSession], bool] | None = None,
    people: list[int | None] | None = None,
    chooser: Chooser = choose,
    limit: int = 3000,
) -> GameSession:
    """A session with these seat kinds, advanced by `chooser` (the demo chooser) until `until` holds."""
    d = definition()
    names = list(DEMO_NAMES[: len(kinds)])
    config = make_config(d, len(kinds), "standard", None, names)
    seats = [Seat(names[i], k, i, person=people[i] if people else None) for i, k in enumerate(kinds)]
    s = GameSession.start(d, config, seed, seats, autosave=False)
    rng = Rng(seed)
    steps = 0
    while until is not None and not until(s) and not s.state.is_over() and steps < limit:
        s.apply(chooser(s.state, s.state.legal_actions(s.to_move), rng))
        steps += 1
    return s


def solo_session(level: int = 3, seed: int = 1, turn: int = 6, chooser: Chooser = choose) -> GameSession:
    """A solo mission advanced by `chooser` to the placing step of `turn` (the solo table's frame figure)."""
    d = definition()
    config = make_config(d, 1, "solo", {"mission": level}, [DEMO_NAMES[0]])
    s = GameSession.start(d, config, seed, [Seat(DEMO_NAMES[0], "human", 0)], autosave=False)
    rng = Rng(seed)
    while not s.state.is_over() and not (public(s).turn >= turn and public(s).phase == PLACE):
        s.apply(chooser(s.state, s.state.legal_actions(0), rng))
    return s


def public(s: GameSession) -> Any:
    return s.port(None).view()


def person_to(phase: str) -> Callable[[GameSession], bool]:
    def at(s: GameSession) -> bool:
        seat = s.to_move
        return seat is not None and s.seats[seat].human and public(s).phase == phase

    return at


def person_with_paths(s: GameSession) -> bool:
    """A person in step 3 with a task to complete (and something in the score piles to show)."""
    seat = s.to_move
    if seat is None or not s.seats[seat].human or public(s).phase != TASKS:
        return False
    return any(isinstance(a, Complete) for a in s.port(seat).legal_actions()) and public(s).turn >= 3


def grower(target: int = 40) -> Chooser:
    """Grows seat 0's forest to `target` tiles, compact around the start, with one task laid early; the others
    lay forest tiles too and complete nothing, so the game lasts."""

    def pick(state: Any, legal: list[Any], rng: Rng) -> Any:
        seat = state.to_move()
        if any(isinstance(a, EndTurn) for a in legal):
            return next(a for a in legal if isinstance(a, EndTurn))
        forest = state.forests[seat]
        tasks = [a for a in legal if isinstance(a, PlaceTask)]
        if seat == 0 and tasks and state.round in (2, 6) and state.phase == PLACE:
            return max(tasks, key=lambda a: (_touching(forest, a), -abs(a.q) - abs(a.r)))
        forest_moves = [a for a in legal if isinstance(a, PlaceForest)]
        if not forest_moves:
            return rng.choice(legal)
        best = max(_touching(forest, a) for a in forest_moves)
        near = [a for a in forest_moves if _touching(forest, a) == best]
        return rng.choice(near)

    return pick


def _touching(forest: Any, a: Any) -> int:
    return sum((a.q + dq, a.r + dr) in forest for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)))


def big_forest(s: GameSession, size: int = 40) -> bool:
    view = public(s)
    return (
        s.to_move == 0
        and view.phase == TASKS
        and len(view.forests[0]) >= size
        and any(isinstance(a, Complete) for a in s.port(0).legal_actions())
    )


def _at(
    kinds: list[str],
    until: Callable[[GameSession], bool],
    start: str | None = None,
    chooser: Chooser = choose,
    people: list[int | None] | None = None,
) -> Callable[[Any, int], dict[str, Any]]:
    def position(app: Any, seed: int) -> dict[str, Any]:
        for k in range(seed, seed + 80):
            s = session(kinds, k, until, people, chooser)
            if until(s):
                return {"session": s, "start": start} if start else {"session": s}
        raise RuntimeError("no such position found")

    return position


def positions() -> dict[str, Callable[[Any, int], dict[str, Any]]]:
    one = ["human", "easy"]
    return {
        "waiting": _at(one, lambda s: person_to(PLACE)(s) and public(s).turn >= 3),
        "opening": _at(one, person_to(PLACE)),
        "placing": _at(one, lambda s: person_to(PLACE)(s) and public(s).turn >= 4, start="tile"),
        "paths": _at(one, person_with_paths, start="paths"),
        "big_forest": _at(one, big_forest, start="paths", chooser=grower()),
        "four": _at(["human", "easy", "easy", "easy"], lambda s: person_to(PLACE)(s) and public(s).turn >= 5),
        "solo": lambda app, seed: {"session": solo_session(3, seed), "start": "tile"},
        "computers": lambda app, seed: {"session": session(["easy", "easy"], seed)},
        "hard_game": lambda app, seed: {"session": session(["hard", "hard"], seed)},
    }


def demo(app: Any, seed: int) -> dict[str, Any]:
    """The screenshot's table: a person placing, a tile in hand."""
    return positions()["placing"](app, seed)
