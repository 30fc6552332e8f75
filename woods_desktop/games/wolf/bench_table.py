"""The Wolf table's bench positions (`woods-desktop bench --only tables`) and the sessions the table
tests and screenshots start from: a game reached by real play, never saved to disk.

Seats are the heroes in turn order plus the table seat, which answers the task cards: in the window
whoever sits at the screen answers; a bench of computers only has nobody at the screen, so its table
seat is played by `TaskChance`, which answers as people would, four cards in five done.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.demo import DEMO_NAMES
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.wolf.bots.table import TaskChance
from woods_desktop.games.wolf.rules.testing import choose
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN

TABLE_COLOUR = 4


def seats_for(kinds: list[str], names: list[str], people: list[int | None] | None = None) -> list[Seat]:
    """The heroes' seats and, after them, the table's seat."""
    seats = [Seat(names[i], k, i, person=people[i] if people else None) for i, k in enumerate(kinds)]
    seats.append(Seat("", "table", TABLE_COLOUR))
    return seats


def session(
    kinds: list[str],
    seed: int = 1,
    heroes: list[str] | None = None,
    difficulty: str = "normal",
    until: Callable[[GameSession], bool] | None = None,
    people: list[int | None] | None = None,
    limit: int = 2000,
    left_out: list[str] | None = None,
) -> GameSession:
    """A session with these hero seats (their heroes in turn order) and the table seat, advanced by the
    sensible demo chooser until `until` holds."""
    d = game_definition("wolf")
    names = list(DEMO_NAMES[: len(kinds)])
    options: dict[str, Any] = {"difficulty": difficulty}
    if heroes:
        options["heroes"] = list(heroes)
    if left_out:
        options["left_out"] = list(left_out)
    config = make_config(d, len(kinds), "standard", options, names)
    s = GameSession.start(d, config, seed, seats_for(kinds, names, people), autosave=False)
    rng = Rng(seed)
    steps = 0
    while until is not None and not until(s) and not s.state.is_over() and steps < limit:
        s.apply(choose(s.state, s.state.legal_actions(s.to_move), rng))
        steps += 1
    return s


def scripted_table(s: GameSession, p: float = 0.8) -> GameSession:
    """Nobody sits at the screen: the table seat answers task cards by chance, as a computer would."""
    n = len(s.seats) - 1
    s.seats[n] = Seat("", "normal", TABLE_COLOUR)
    s.bots[n] = TaskChance(p, s.seed, n)
    return s


def _view(s: GameSession) -> Any:
    return s.port(None).view()


def person_moving(s: GameSession, taken: int = 1) -> bool:
    """A person's hero is moving, `taken` steps into the move, with steps still to go."""
    v = _view(s)
    seat = s.to_move
    return (
        v.phase == MOVE
        and seat is not None
        and seat < v.seats
        and s.seats[seat].human
        and v.steps_taken == taken
        and v.steps_left > 0
        and v.turns_played >= v.seats
    )


def person_can_give(s: GameSession) -> bool:
    v = _view(s)
    seat = s.to_move
    if seat is None or seat >= v.seats or not s.seats[seat].human or v.phase != MOVE:
        return False
    return any(type(a).__name__ == "Give" and a.giver == seat for a in s.port(seat).legal_actions())


def person_can_take(s: GameSession) -> bool:
    """A person's hero is moving next to a friend whose present it may take."""
    v = _view(s)
    seat = s.to_move
    if seat is None or seat >= v.seats or not s.seats[seat].human or v.phase != MOVE:
        return False
    return any(
        type(a).__name__ == "Give" and a.to == seat and a.token in v.carried_presents[a.giver]
        for a in s.port(seat).legal_actions()
    )


def task_up(s: GameSession) -> bool:
    return bool(_view(s).phase == TASK)


def person_on_token(s: GameSession) -> bool:
    v = _view(s)
    seat = s.to_move
    legal = s.port(seat).legal_actions() if seat is not None else []
    return (
        v.phase == TOKEN
        and seat is not None
        and seat < v.seats
        and s.seats[seat].human
        and any(type(a).__name__ == "TakeToken" for a in legal)
    )


def _at(kinds: list[str], until: Callable[[GameSession], bool], **kw: Any) -> Callable[[Any, int], dict[str, Any]]:
    def start(app: Any, seed: int) -> dict[str, Any]:
        for k in range(seed, seed + 80):
            s = session(kinds, k, until=until, **kw)
            if until(s):
                return {"session": s}
        raise RuntimeError("no such position found")

    return start


def positions() -> dict[str, Callable[[Any, int], dict[str, Any]]]:
    two = ["human", "human"]
    four = ["human", "human", "human", "human"]
    return {
        "waiting": _at(["human", "normal"], lambda s: _view(s).phase == MOVE and s.to_move == 0),
        "moving": _at(two, person_moving),
        "give": _at(four, person_can_give, people=[0, 0, 0, 0]),
        "take": _at(four, person_can_take, people=[0, 0, 0, 0]),
        "task": _at(["human", "normal", "normal"], task_up),
        "token": _at(two, person_on_token),
        "computers": lambda app, seed: {"session": scripted_table(session(["normal", "normal", "normal"], seed))},
        "hard_game": lambda app, seed: {"session": scripted_table(session(["hard", "hard", "hard", "hard"], seed))},
    }


def demo(app: Any, seed: int) -> dict[str, Any]:
    """The screenshot's position: a hero on its way through the forest."""
    return positions()["moving"](app, seed)
