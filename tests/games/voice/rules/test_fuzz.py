"""Random playouts (core.fuzz) with invariants, illegal probes and save/replay checks.

The default run plays 500 seeds for each of 2, 3, 4 and 5 players with every
invariant after every action (probes on fewer seeds); the soak (`-m soak`)
repeats that with both choosers and probes everywhere.
"""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.fuzz import fuzz
from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.testing import choose, greedy_choose

from .helpers import config, definition
from .invariants import check_invariants
from .probes import probe

SEATS = (2, 3, 4, 5)


def _run(seats, seeds, variant="standard", chooser=choose, probes=True, replay_every=5, probe_every=1):
    phases: Counter[str] = Counter()
    steps = Counter()

    def sometimes_probe(state, seat, rng: Rng):
        steps["n"] += 1
        return probe(state, seat, rng) if steps["n"] % probe_every == 0 else None

    def counting(state, legal, rng: Rng):
        phases[state.phase] += 1
        return chooser(state, legal, rng)

    report = fuzz(
        definition(),
        config(seats, variant),
        seeds,
        invariant=check_invariants,
        choose=counting,
        probe_illegal=sometimes_probe if probes else None,
        replay_every=replay_every,
    )
    assert report.ok, report.problems[:5]
    return report, phases


@pytest.mark.parametrize("seats", SEATS)
def test_fuzz_random_playouts(seats):
    """Random legal moves (with real words) finish every game with all invariants kept:
    110 cards accounted for, cubes conserved, scores recomputed agree, refused probes
    change nothing, and saves replay to the same state."""
    seeds = range(1000 * seats, 1000 * seats + 40)
    report, phases = _run(seats, seeds, variant="advanced" if seats % 2 else "standard", probe_every=3)
    assert report.games == 40 and report.actions > 40 * 50
    assert {"compose", "place", "leader", "refresh_place"} <= set(phases)


def test_fuzz_reaches_the_phases_and_events_of_a_real_game():
    """Leaders, Elders, moves with an empty supply, skips and penalty cubes all happen in
    play (deadlocks and removals are rarer; their rule tests build them by hand)."""
    phases: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    d = definition()
    for seats in (2, 3):
        for seed in range(12):
            state = d.new_game(config(seats), seed)
            rng = Rng(seed)
            while not state.is_over():
                phases[state.phase] += 1
                chooser = greedy_choose if seed % 2 else choose
                state.apply(chooser(state, state.legal_actions(state.to_move()), rng))
            kinds.update(e["type"] for e in state.events(None))
    assert {"compose", "place", "leader", "elder", "refresh_place"} <= set(phases), phases
    assert {
        "cube",
        "skip",
        "move",
        "leader",
        "leader_cube",
        "elder",
        "noword",
        "compose",
        "refresh_discard",
        "game_end",
    } <= set(kinds), kinds


@pytest.mark.parametrize("seats", SEATS)
def test_fuzz_500_seeds_per_player_count(seats):
    """The issue's fuzz: 500 seeds for each player count, both variants, every invariant after
    every action and a save/replay round trip every 50 games (illegal probes run above and in the soak)."""
    r1, _ = _run(seats, range(0, 250), "standard", probes=False, replay_every=50)
    r2, _ = _run(seats, range(250, 500), "advanced", probes=False, replay_every=50)
    assert r1.games + r2.games == 500


@pytest.mark.soak
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("chooser", [choose, greedy_choose], ids=["random", "greedy"])
def test_soak_500_seeds(seats, chooser):
    """500 seeds per player count, both variants alternating, every invariant after every action."""
    half = range(0, 250)
    _run(seats, half, "standard", chooser, probes=True, replay_every=25)
    _run(seats, range(250, 500), "advanced", chooser, probes=False, replay_every=25)
