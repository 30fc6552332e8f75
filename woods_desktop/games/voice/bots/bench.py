"""Figures for the Voice of the Woods computer players (`woods-desktop bench`).

- `voice_hard_word_ms` (and `_p95`): how long the hard player takes to choose
  its word on a 5x5 field with 2 own cards: fresh 5-player deals (all 25
  field cards face up, the most letters a field starts with) where the seat
  to move also holds 2 face-up cards from the deck. The whole `choose` call
  is timed, view parsing included; the index is loaded before timing.
- `voice_hard_word_ms_ingame`: the same over the hard player's word choices
  in real 5-player games whenever it holds 2 or more own cards (the field by
  then has face-down cards and has grown past 5x5).
- `voice_games`: whole games with computer players, 2 to 5 seats, mixed
  levels and both variants: how many per player count, errors (any
  exception, an illegal action included), unfinished games, games/s.
- `voice_level_wins`: 3-seat games hard, normal, easy rotated one seat per
  game: wins and mean score per level.

Nothing here is asserted by tests; the numbers go into the report.
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Callable, Sequence

MIX = ("hard", "normal", "easy", "normal", "hard")
MAX_ACTIONS = 5000


def _definition() -> Any:
    from woods_desktop.games.voice.data import load_definition

    return load_definition()


def _config(seats: int, variant: str) -> dict[str, Any]:
    from woods_desktop.core.game import make_config

    return make_config(_definition(), seats, variant)


def play_game(
    seed: int,
    kinds: Sequence[str],
    variant: str = "standard",
    on_choice: Callable[[Any, int, float], None] | None = None,
) -> Any:
    """One game with bots of `kinds` (seat order); each sees only its own view.

    `on_choice(state, seat, seconds)` hears how long each bot decision took
    (called before the action is applied, so the state is the one decided on).
    """
    from woods_desktop.games.voice.bots import FACTORIES

    state = _definition().new_game(_config(len(kinds), variant), seed)
    bots = [FACTORIES[k](i, seed * 1009 + i) for i, k in enumerate(kinds)]
    steps = 0
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view, legal)
        spent = time.perf_counter() - t0
        if on_choice is not None:
            on_choice(state, seat, spent)
        state.apply(action)
        steps += 1
        if steps > MAX_ACTIONS:
            raise RuntimeError(f"no end after {steps} actions")
    return state


def _percentile(xs: Sequence[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def hard_word_times(positions: int = 200, seed: int = 0) -> list[float]:
    """Milliseconds per hard word choice on fresh 5x5 deals with 2 own cards."""
    from woods_desktop.games.voice.bots import FACTORIES
    from woods_desktop.games.voice.bots.wording import noun_index

    noun_index()  # loaded once per process, before any timing
    out = []
    for i in range(positions):
        state = _definition().new_game(_config(5, "advanced" if i % 2 else "standard"), seed + i)
        seat = state.to_move()
        for _ in range(2):  # two face-up cards in the seat's pile, as if won earlier
            state.pile_up[seat].append(state.deck.pop())
        bot = FACTORIES["hard"](seat, seed + i)
        view = state.view(seat)
        legal = state.legal_actions(seat)
        t0 = time.perf_counter()
        bot.choose(view, legal)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def hard_word_times_in_game(games: int = 6, seed: int = 100) -> list[float]:
    """Milliseconds per hard word choice in real 5-player games, when it holds 2+ own cards."""
    out: list[float] = []

    def note(state: Any, seat: int, spent: float) -> None:
        if state.phase == "compose" and len(state.pile_up[seat]) >= 2 and hard_seats.get(seat):
            out.append(spent * 1000)

    for g in range(games):
        kinds = ["hard", "normal", "hard", "normal", "hard"]
        kinds = kinds[g % 5 :] + kinds[: g % 5]
        hard_seats = {i: k == "hard" for i, k in enumerate(kinds)}
        play_game(seed + g, kinds, "advanced" if g % 2 else "standard", note)
    return out


def games_check(games_per_count: int, seed: int = 10000) -> dict[str, Any]:
    """Whole games at 2-5 seats with mixed levels and both variants: errors and endless games."""
    per_count: dict[str, int] = {}
    errors: list[str] = []
    unfinished = 0
    played = 0
    t0 = time.perf_counter()
    for seats in (2, 3, 4, 5):
        per_count[str(seats)] = 0
        for g in range(games_per_count):
            kinds = [MIX[(g + i) % len(MIX)] for i in range(seats)]
            variant = "advanced" if g % 2 else "standard"
            game_seed = seed + 1000 * seats + g
            try:
                play_game(game_seed, kinds, variant)
            except RuntimeError as exc:
                unfinished += 1
                errors.append(f"{seats} seats, seed {game_seed}: {exc}")
                continue
            except Exception as exc:  # every failure is a finding, whatever its type
                errors.append(f"{seats} seats, seed {game_seed}: {type(exc).__name__}: {exc}")
                continue
            per_count[str(seats)] += 1
            played += 1
    elapsed = time.perf_counter() - t0
    return {
        "games": played,
        "per_count": per_count,
        "errors": len(errors) - unfinished,
        "unfinished": unfinished,
        "messages": errors[:10],
        "games_per_s": round(played / elapsed, 2) if elapsed else None,
        "seconds": round(elapsed, 1),
    }


def level_wins(games: int, seed: int = 20000, variant: str = "standard") -> dict[str, Any]:
    """hard, normal, easy at 3 seats, rotated a seat per game: wins and mean score per level."""
    levels = ("hard", "normal", "easy")
    wins = {k: 0.0 for k in levels}
    scores: dict[str, list[float]] = {k: [] for k in levels}
    for g in range(games):
        kinds = list(levels[g % 3 :] + levels[: g % 3])
        result = play_game(seed + g, kinds, variant).outcome()
        first = [i for i, r in enumerate(result.ranks) if r == 1]
        for i, k in enumerate(kinds):
            scores[k].append(float(result.scores[i]))
            if i in first:
                wins[k] += 1.0 / len(first)  # a shared win is shared
    return {
        "games": games,
        "variant": variant,
        "seats": 3,
        "wins": {k: round(v, 1) for k, v in wins.items()},
        "mean_score": {k: round(statistics.fmean(v), 2) for k, v in scores.items()},
    }


def figures(quick: bool) -> dict[str, Any]:
    times = hard_word_times(60 if quick else 300)
    out: dict[str, Any] = {
        "voice_hard_word_ms": round(statistics.median(times), 2),
        "voice_hard_word_ms_p95": round(_percentile(times, 0.95), 2),
        "voice_hard_word_positions": len(times),
    }
    in_game = hard_word_times_in_game(2 if quick else 8)
    if in_game:
        out["voice_hard_word_ms_ingame"] = round(statistics.median(in_game), 2)
        out["voice_hard_word_ms_ingame_p95"] = round(_percentile(in_game, 0.95), 2)
    out["voice_games"] = games_check(3 if quick else 125)
    out["voice_level_wins"] = level_wins(12 if quick else 99)
    return out
