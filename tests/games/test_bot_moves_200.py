"""Two hundred games per game and level, recorded with the bots as they were before they asked the engine
(issue 22: "a test replays 200 games per game and level and finds the same moves").

`bot_moves_200.json` holds the digest and length of every game's actions, played by the code of commit
aaf2b05 (the last before the Whispering, Woodlanders and Wolf bots' copies of the rules were replaced by
calls into the engine) with `bot_replay.play`'s seats and seeds: Woodlanders (4 seats) and the Wolf (3
heroes), seeds 1-200 at each level; all 1,200 replayed the same on the code after them (2026-12-02).
Whispering Woods is not among them: its recorded games (`bot_moves.json`) were 2-player and solo games
at seeds 1-3, a hard game costing about 9 CPU s. Every game is replayed under `-m soak`; the suite
replays every 40th seed of each level (1, 41, 81, 121, 161).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.bot_replay import PLAN, play  # tests/ is on the path

DATA = Path(__file__).resolve().parent / "bot_moves_200.json"
SAMPLE_EVERY = 40


def _games() -> list[tuple[str, str, int, int, str]]:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return [
        (game, level, int(seed), n, digest)
        for game, levels in sorted(data["games"].items())
        for level, seeds in sorted(levels.items())
        for seed, (n, digest) in sorted(seeds.items(), key=lambda kv: int(kv[0]))
    ]


GAMES = _games()


def test_two_hundred_games_per_game_and_level_are_recorded():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    for game, levels in data["games"].items():
        assert set(levels) == set(PLAN[game][2]), game
        for level, seeds in levels.items():
            assert sorted(int(s) for s in seeds) == list(range(1, 201)), (game, level)


@pytest.mark.parametrize(("game", "level", "seed", "actions", "digest"), [g for g in GAMES if g[2] % SAMPLE_EVERY == 1])
def test_a_sample_of_the_recorded_games_replays_the_same_moves(game, level, seed, actions, digest):
    assert play(game, level, seed) == (actions, digest)


@pytest.mark.soak
@pytest.mark.parametrize(("game", "level", "seed", "actions", "digest"), GAMES)
def test_every_recorded_game_replays_the_same_moves(game, level, seed, actions, digest):
    assert play(game, level, seed) == (actions, digest)
