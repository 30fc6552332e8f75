"""The Wolf's computer friends play exactly the moves recorded before they asked the engine (issue 22).

The friends ran a second path search (`bots/sense.py` `house_distances`) beside the rules'
`paths.py`. There is one now, in the rules: the engine's blocked case asks it and so do the friends.
The copy had drifted: a stopping cell could count as a way home through another stopping cell, and
START through a stopping cell of the first row; the one search says neither.
"""

from __future__ import annotations

import random

import pytest

from games.bot_replay import play, recorded  # tests/ is on the path
from woods_desktop.games.wolf.rules import paths
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START

GAMES = [("wolf", *r) for r in recorded("wolf")]


@pytest.mark.parametrize(("game", "level", "seed", "actions", "digest"), GAMES)
def test_the_friends_play_the_recorded_moves(game, level, seed, actions, digest):
    assert play(game, level, seed) == (actions, digest)


def test_the_friends_ask_the_rules_path_search():
    from woods_desktop.games.wolf.bots import friends, sense

    assert friends.house_distances is paths.house_distances
    assert not hasattr(sense, "house_distances")


def _mask(cells) -> int:
    return sum(1 << c for c in cells)


def test_the_blocked_case_is_the_reach_of_the_rulebook_for_every_place():
    """The rulebook, "your hero cannot get around an impassable obstacle": blocked exactly when no way
    through cells free of stopping terrain reaches the house (from a stopping cell the hero stands on, its
    first step leaves it; from START, into the first row). 300 random boards, every place."""
    rng = random.Random(5)
    for _ in range(300):
        stopped = frozenset(rng.sample(range(CELLS), rng.randrange(0, 14)))
        mask = _mask(stopped)
        for position in (*range(CELLS), START):
            by_reach = bool(mask) and not paths.reach(position, mask) & paths.HOUSE_BIT
            assert paths.is_blocked(position, mask) == by_reach, (sorted(stopped), position)
            far = paths.house_distances(stopped)[position] >= paths.FAR
            assert far == (not paths.reach(position, mask) & paths.HOUSE_BIT), (sorted(stopped), position)
    assert not paths.is_blocked(HOUSE, _mask(range(CELLS)))


def test_a_stopping_cell_is_never_a_way_through_another():
    """Two stopping cells side by side, the rest of the row closed: the far one is not one step more than
    the near one."""
    stopped = frozenset({0, 1, 2, 3, 4, 5, 6, 7, 8, 9})  # rows 0 and 1 stop this hero
    dist = paths.house_distances(stopped)
    assert dist[0] >= paths.FAR  # standing on row 0, its only ways lead onto row 1: stopping cells
    assert dist[START] >= paths.FAR
