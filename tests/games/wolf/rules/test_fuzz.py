"""Random playouts (core.fuzz) with the invariants, illegal probes and save/replay checks.

The default run plays 200 seeds for each of 2, 3 and 4 heroes with random legal moves (the
table answering at random) and the demo chooser; the soak (`-m soak`) plays 2,000 seeds each.
"""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.fuzz import fuzz
from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules.testing import choose

from .helpers import config, definition
from .invariants import check_invariants
from .probes import probe

HEROES = (2, 3, 4)


def _run(n: int, seeds, chooser=None, probe_every: int = 1, **options):
    types: Counter[str] = Counter()
    steps = Counter()

    def sometimes_probe(state, seat, rng: Rng):
        steps["n"] += 1
        return probe(state, seat, rng) if steps["n"] % probe_every == 0 else None

    def counting(state, legal, rng: Rng):
        action = chooser(state, legal, rng) if chooser else rng.choice(legal)
        types[type(action).__name__] += 1
        return action

    report = fuzz(
        definition(),
        config(n, **options),
        seeds,
        invariant=check_invariants,
        choose=counting,
        probe_illegal=sometimes_probe,
        replay_every=10,
    )
    assert report.ok, report.problems[:5]
    return report, types


@pytest.mark.parametrize("n", HEROES)
def test_fuzz_random_playouts_keep_every_invariant(n):
    """30 tokens conserved, presents never more than baskets, the Wolf only forward, no dead
    end, every game ends, refused probes change nothing, saves replay to the same state."""
    report, types = _run(n, range(1000 * n, 1000 * n + 200), probe_every=4)
    assert report.games == 200
    assert {"Step", "EndMove", "SkipMove", "TaskAnswer", "FinishTurn", "TakeToken", "Give", "PlayHelp"} <= set(types)


@pytest.mark.parametrize("n", HEROES)
def test_fuzz_sensible_playouts_on_a_long_path(n):
    """The demo chooser on a long path reaches the house, the best birthday and the blocked case."""
    report, types = _run(n, range(50 * n, 50 * n + 60), chooser=choose, probe_every=5, path=40)
    assert {"Step", "Give", "TakeToken", "PlayHelp"} <= set(types)


@pytest.mark.soak
@pytest.mark.parametrize("n", HEROES)
def test_soak_random_playouts(n):
    _run(n, range(100_000 * n, 100_000 * n + 2000), probe_every=2)


@pytest.mark.soak
@pytest.mark.parametrize("n", HEROES)
@pytest.mark.parametrize("difficulty", ("easy", "normal", "hard"))
def test_soak_sensible_playouts(n, difficulty):
    _run(n, range(200_000 * n, 200_000 * n + 2000), chooser=choose, probe_every=3, difficulty=difficulty)
