"""The Voice table's bench positions (`woods-desktop bench --only tables`) and the sessions the table
tests and screenshots start from: a game reached by real play, never saved to disk."""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.demo import DEMO_NAMES
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.voice.rules.state import PLACE, REFRESH_PLACE
from woods_desktop.games.voice.rules.testing import choose


def session(
    kinds: list[str],
    seed: int = 1,
    variant: str = "standard",
    minute: str = "private",
    until: Callable[[GameSession], bool] | None = None,
    people: list[int | None] | None = None,
    options: dict[str, Any] | None = None,
    limit: int = 2000,
) -> GameSession:
    """A session with these seat kinds, advanced by the demo chooser until `until` holds."""
    d = game_definition("voice")
    names = list(DEMO_NAMES[: len(kinds)])
    config = make_config(d, len(kinds), variant, {"minute": minute, **(options or {})}, names)
    seats = [Seat(names[i], k, i, person=people[i] if people else None) for i, k in enumerate(kinds)]
    s = GameSession.start(d, config, seed, seats, autosave=False)
    rng = Rng(seed)
    steps = 0
    while until is not None and not until(s) and not s.state.is_over() and steps < limit:
        s.apply(choose(s.state, s.state.legal_actions(s.to_move), rng))
        steps += 1
    return s


def person_placing(s: GameSession) -> bool:
    view = s.port(None).view()
    return (
        view.phase == PLACE
        and view.placing is not None
        and not view.placing.penalty
        and s.to_move is not None
        and s.seats[s.to_move].human
        and len(view.placing.todo) >= 2
    )


def _placing(app: Any, seed: int) -> dict[str, Any]:
    for k in range(seed, seed + 40):
        s = session(["human", "human", "easy"], k, until=person_placing, people=[0, 0, None])
        if person_placing(s):
            return {"session": s}
    raise RuntimeError("no placing position found")


def person_refreshing(s: GameSession) -> bool:
    view = s.port(None).view()
    return view.phase == REFRESH_PLACE and s.to_move is not None and s.seats[s.to_move].human


def _refresh(app: Any, seed: int) -> dict[str, Any]:
    for k in range(seed, seed + 40):
        s = session(["human", "human", "easy"], k, until=person_refreshing, people=[0, 0, None])
        if person_refreshing(s):
            return {"session": s}
    raise RuntimeError("no refresh position found")


def loaded(position: Callable[[Any, int], dict[str, Any]]) -> Callable[[Any, int], dict[str, Any]]:
    """The dictionary and the computers' word index loaded first: a table opened a second time finds them
    loaded, and their one-time load (on background threads) is not what a waiting table costs."""

    def start(app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.words.index import shared_index
        from woods_desktop.words.judge import shared_service

        shared_service().start()
        shared_index().start()
        shared_service().wait(120)
        shared_index().wait(120)
        return position(app, seed)

    return start


def positions() -> dict[str, Callable[[Any, int], dict[str, Any]]]:
    return {
        "waiting": loaded(lambda app, seed: {"session": session(["human", "easy", "easy"], seed)}),
        "minute": loaded(lambda app, seed: {"session": session(["human", "easy", "easy"], seed), "start_minute": True}),
        "placing": _placing,
        "refresh": _refresh,
        "computers": loaded(lambda app, seed: {"session": session(["easy", "easy", "easy"], seed)}),
        "hard_game": lambda app, seed: {"session": session(["hard", "hard", "hard"], seed)},
    }


def demo(app: Any, seed: int) -> dict[str, Any]:
    """The screenshot demo: a person and two computers a few moves into a game."""
    from woods_desktop.app.demo import demo_session

    return {"session": demo_session("voice", seed, seats=3, kinds=["human", "easy", "easy"], steps=3 + seed % 5)}
