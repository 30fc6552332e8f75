"""Computer games without a window: `woods-desktop simulate`."""

from __future__ import annotations

import math
import time
from typing import Any

from woods_desktop.core.game import make_config
from woods_desktop.games import definition as game_definition
from woods_desktop.games import make_bot, plugin


def play_one(definition: Any, config: dict[str, Any], seed: int, kinds: list[str]) -> tuple[Any, int]:
    """Play a game to the end; returns (state, actions). Seats past `kinds` are rules-driven (robot)."""
    state = definition.new_game(config, seed)
    bots = {i: make_bot(definition.id, k, i, seed * 1009 + i) for i, k in enumerate(kinds)}
    n = 0
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        if not legal:
            raise DeadEnd(f"no legal action for seat {seat} after {n} actions")
        bot = bots.get(seat)
        if bot is None:
            action = legal[0]
        elif kinds[seat] == "random":
            action = bot.choose({}, legal)
        else:
            action = bot.choose(state.view(seat), legal)
        state.apply(action)
        n += 1
        if n > definition.max_actions:
            raise NeverEnds(f"no end after {n} actions")
    return state, n


class DeadEnd(Exception):
    pass


class NeverEnds(Exception):
    pass


def simulate(
    game: str, seats: list[str], games: int, seed: int, variant: str | None = None, rotate: bool = False
) -> dict[str, Any]:
    definition = game_definition(game)
    config = make_config(definition, len(seats), variant)
    n_seats = len(seats)
    # (seat, level) -> games sat, wins, score sum: with --rotate a seat is played by several levels
    per_seat: dict[tuple[int, str], list[float]] = {}
    by_kind: dict[str, dict[str, Any]] = {}
    errors: list[str] = []
    unfinished = 0
    unfinished_messages: list[str] = []
    finished = 0
    actions = 0
    extra_rank1: dict[int, int] = {}
    played: list[tuple[Any, list[str]]] = []  # finished games for the game's own figures
    t0 = time.perf_counter()
    for g in range(games):
        shift = g % n_seats if rotate else 0
        kinds = seats[shift:] + seats[:shift]
        try:
            state, n = play_one(definition, config, seed + g, kinds)
        except (DeadEnd, NeverEnds) as exc:
            unfinished += 1
            unfinished_messages.append(f"game {g} (seed {seed + g}): {exc}")
            continue
        except Exception as exc:  # simulate reports every crash, whatever it is
            errors.append(f"game {g} (seed {seed + g}): {type(exc).__name__}: {exc}")
            continue
        finished += 1
        played.append((state, kinds))
        actions += n
        res = state.outcome()
        for i in range(len(res.ranks)):
            if i >= n_seats:
                if res.ranks[i] == 1:
                    extra_rank1[i] = extra_rank1.get(i, 0) + 1
                continue
            k = by_kind.setdefault(kinds[i], {"kind": kinds[i], "seats": 0, "wins": 0, "scores": []})
            k["seats"] += 1
            k["scores"].append(float(res.scores[i]))
            line = per_seat.setdefault((i, kinds[i]), [0, 0, 0.0])
            line[0] += 1
            line[2] += float(res.scores[i])
            if res.ranks[i] == 1:
                k["wins"] += 1
                line[1] += 1
    elapsed = time.perf_counter() - t0
    extras = plugin(game).simulate_figures(played)
    kinds_out = []
    for k in by_kind.values():
        xs = k.pop("scores")
        mean = sum(xs) / len(xs) if xs else 0.0
        var = sum((x - mean) ** 2 for x in xs) / (len(xs) - 1) if len(xs) > 1 else 0.0
        k["mean_score"] = round(mean, 4)
        k["ci95"] = round(1.96 * math.sqrt(var / len(xs)), 4) if xs else 0.0
        kinds_out.append(k)
    return {
        "game": game,
        "variant": config["variant"],
        "games": games,
        "finished": finished,
        "errors": len(errors),
        "error_messages": errors[:20],
        "unfinished": unfinished,
        "unfinished_messages": unfinished_messages[:20],
        "games_per_second": round(finished / elapsed, 2) if elapsed > 0 else 0.0,
        "actions": actions,
        "rotate": rotate,
        "seats": [
            {
                "seat": i,
                "kind": kind,
                "games": int(games_sat),
                "wins": int(won),
                "mean_score": round(total / games_sat, 4),
            }
            for (i, kind), (games_sat, won, total) in sorted(per_seat.items())
        ],
        "kinds": kinds_out,
        "rules_seat_wins": extra_rank1,
        **extras,
    }
