"""The computer players' moves, recorded once and replayed: a refactor of a bot must not change a choice.

Issue 22 moved the rules the bots had copied (legal plays, the bonus card, task
completion, path search) into calls to the engine. Each game's test replays
the games recorded in `data/bot_moves.json` with the same seeds and seats and
compares every move (a digest of the whole action list, and its length).

Record again only when a choice is meant to change (a new judgement, new tile
data), and say so in the commit:

    WOODS_RECORD_MOVES=1 .venv/bin/python tests/games/bot_replay.py [GAME ...]
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from woods_desktop.core.game import make_config
from woods_desktop.games import definition as game_definition
from woods_desktop.games import make_bot

DATA = Path(__file__).resolve().parent / "bot_moves.json"

# game -> (variant, seats, levels, seeds, options): what is recorded
PLAN: dict[str, tuple[str | None, int, tuple[str, ...], tuple[int, ...], dict[str, Any] | None]] = {
    "whispering": (None, 2, ("easy", "normal", "hard"), (1, 2, 3), None),
    "whispering-solo": ("solo", 1, ("hard",), (1, 2), {"mission": 3}),
    "woodlanders": (None, 4, ("easy", "normal", "hard"), (1, 2, 3), None),
    "wolf": (None, 3, ("easy", "normal", "hard"), (1, 2, 3, 4, 5), None),
    # Whispering Woods for 3 and 4 players and every solo mission: no seeds here, their games are recorded
    # in whispering/bot_moves_levels.json (`whispering/test_bot_moves_levels.py` records them)
    "whispering-3": (None, 3, ("easy", "normal", "hard"), (), None),
    "whispering-4": (None, 4, ("easy", "normal", "hard"), (), None),
    **{f"whispering-solo-{m}": ("solo", 1, ("hard",), (), {"mission": m}) for m in range(1, 7)},
}


def play(game: str, level: str, seed: int) -> tuple[int, str]:
    """(number of actions, digest of them) of one game with every seat played at `level`."""
    variant, seats, _, _, options = PLAN[game]
    definition = game_definition(game.split("-")[0])
    config = make_config(definition, seats, variant, options) if options else make_config(definition, seats, variant)
    state = definition.new_game(config, seed)
    bots = {i: make_bot(definition.id, level, i, seed * 1009 + i) for i in range(seats)}
    for bot in bots.values():  # no wall-time cap: on a busy machine the hard player's would change its choices
        if hasattr(bot, "cap_s"):
            bot.cap_s = float("inf")
    moves: list[str] = []
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        bot = bots.get(seat)
        action = legal[0] if bot is None else bot.choose(state.view(seat), legal)
        moves.append(repr(action))
        state.apply(action)
    return len(moves), hashlib.sha256("\n".join(moves).encode("utf-8")).hexdigest()


def recorded(game: str) -> list[tuple[str, int, int, str]]:
    """(level, seed, actions, digest) of every recorded game of `game`."""
    rows = json.loads(DATA.read_text(encoding="utf-8")).get(game, [])
    return [(r["level"], r["seed"], r["actions"], r["digest"]) for r in rows]


def record(games: list[str]) -> None:
    data = json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else {}
    for game in games:
        _, _, levels, seeds, _ = PLAN[game]
        if not seeds:
            continue
        rows = []
        for level in levels:
            for seed in seeds:
                n, digest = play(game, level, seed)
                rows.append({"level": level, "seed": seed, "actions": n, "digest": digest})
                print(game, level, seed, n, digest[:12], flush=True)
        data[game] = rows
    DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if os.environ.get("WOODS_RECORD_MOVES") != "1":
        sys.exit("set WOODS_RECORD_MOVES=1 to record the bots' moves again")
    record(sys.argv[1:] or list(PLAN))
