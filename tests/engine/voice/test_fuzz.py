"""Random playouts (core.fuzz) with invariants, illegal probes and save/replay checks.

The default run plays a few dozen seeds per player count; the soak (`-m soak`)
plays 500 seeds for each of 2, 3, 4 and 5 players, as the issue asks.
"""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.fuzz import fuzz
from woods_desktop.core.rng import Rng
from woods_desktop.engine.voice.testing import choose, greedy_choose

from .helpers import config, definition
from .invariants import check_invariants
from .probes import probe

SEATS = (2, 3, 4, 5)


def _run(seats, seeds, variant="standard", chooser=choose, probes=True, replay_every=5):
    phases: Counter[str] = Counter()

    def counting(state, legal, rng: Rng):
        phases[state.phase] += 1
        return chooser(state, legal, rng)

    report = fuzz(definition(), config(seats, variant), seeds, invariant=check_invariants,
                  choose=counting, probe_illegal=probe if probes else None,
                  replay_every=replay_every)
    assert report.ok, report.problems[:5]
    return report, phases


@pytest.mark.parametrize("seats", SEATS)
def test_fuzz_random_playouts(seats):
    """Random legal moves (with real words) finish every game with all invariants kept:
    110 cards accounted for, cubes conserved, scores recomputed agree, refused probes
    change nothing, and saves replay to the same state."""
    seeds = range(1000 * seats, 1000 * seats + 30)
    report, phases = _run(seats, seeds, variant="advanced" if seats % 2 else "standard")
    assert report.games == 30 and report.actions > 30 * 50
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
            kinds.update(e["type"] for e in state.events())
    assert {"compose", "place", "leader", "elder", "refresh_place"} <= set(phases), phases
    assert {"cube", "skip", "move", "leader", "leader_cube", "elder", "noword", "compose",
            "refresh_discard", "game_end"} <= set(kinds), kinds


@pytest.mark.soak
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("chooser", [choose, greedy_choose], ids=["random", "greedy"])
def test_soak_500_seeds(seats, chooser):
    """500 seeds per player count, both variants alternating, every invariant after every action."""
    half = range(0, 250)
    _run(seats, half, "standard", chooser, probes=True, replay_every=25)
    _run(seats, range(250, 500), "advanced", chooser, probes=False, replay_every=25)
