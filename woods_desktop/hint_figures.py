"""How good and how quick each game's hint is: `woods-desktop hint GAME` and the bench's `hint_ms`.

At N random positions of random games (reached by the game's easy computers from a random number of
moves), the game's hint (its plugin's `GameHint`, core/hint.py: `bot(seat)`, `actions(answer)`) is asked
at the seat to move; `legal` counts the hints whose every suggested action the engine accepts
in turn (on a copy of the game, up to the end of that seat's turn). Pure: no pygame, no window.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from woods_desktop.core.hint import GameHint
from woods_desktop.games import GAMES
from woods_desktop.games import plugin as game_plugin

MAX_MOVES = 160  # a position is drawn from the first this many moves of a game


def hinted_games() -> tuple[str, ...]:
    """The games whose hint can be asked headlessly: every playable game naming a `GameHint`, in menu order."""
    return tuple(p.id for p in GAMES if p.playable and p.hint_ref)


def _hint(game: str) -> GameHint:
    found = game_plugin(game).hint()
    if found is None:
        raise KeyError(f"{game}: no hint")
    return found


def _position(game: str, seed: int) -> tuple[Any, int]:
    """A game reached by easy computers from a random number of moves, at a seat with a real choice."""
    from woods_desktop.core.game import make_config
    from woods_desktop.core.rng import Rng
    from woods_desktop.games import definition, make_bot

    d = definition(game)
    rng = Rng(seed)
    while True:
        state = d.new_game(make_config(d, _hint(game).figure_seats), seed)
        moves = rng.randrange(MAX_MOVES)
        bots: dict[int, Any] = {}
        made = 0
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if made >= moves and len(legal) > 1:
                return state, seat
            bot = bots.setdefault(seat, make_bot(game, "easy", seat, seed * 1009 + seat))
            state.apply(bot.choose(state.view(seat), legal))  # asked even of one listed move: a word is never listed
            made += 1
        seed += 7919  # the game ended first: another game, fewer moves


def _legal(state: Any, seat: int, actions: tuple[Any, ...]) -> bool:
    if not actions:
        return False
    g = state.copy()
    for a in actions:
        if g.to_move() != seat or g.refusal(a) is not None:
            return False
        g.apply(a)
        if g.is_over():
            break
    return True


def hint_figures(game: str, positions: int, seed: int = 1) -> dict[str, Any]:
    """{"game", "positions", "legal", "median_ms", "p95_ms"} over `positions` random positions."""
    hint = _hint(game)
    times: list[float] = []
    legal = 0
    for i in range(positions):
        state, seat = _position(game, seed * 100003 + i)
        bot = hint.bot(seat)
        view, actions = state.view(seat), state.legal_actions(seat)
        t0 = time.perf_counter()
        answer = bot.choose(view, actions)
        times.append((time.perf_counter() - t0) * 1000)
        legal += _legal(state, seat, hint.actions(answer))
    return {"game": game, "positions": positions, "legal": legal, **spread(times)}


def spread(times: list[float]) -> dict[str, float]:
    """Median and 95th percentile, in ms, one decimal."""
    if not times:
        return {"median_ms": 0.0, "p95_ms": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median_ms": round(statistics.median(ordered), 1), "p95_ms": round(p95, 1)}


def bench_figures(quick: bool) -> dict[str, Any]:
    """The bench's `hint_ms`: per game, the hint's median and p95 thinking time."""
    n = 10 if quick else 40
    out = {}
    for game in hinted_games():
        f = hint_figures(game, n, 1)
        out[game] = {"median": f["median_ms"], "p95": f["p95_ms"], "legal": f"{f['legal']}/{n}"}
    return {"hint_ms": out}


__all__ = ["bench_figures", "hint_figures", "hinted_games"]
