"""Random and demo playouts (core.fuzz) over many seeds per player count, with the game's invariants.

After every action: all 96 forest tiles and the seats' starting tiles are in
exactly one place (bag, display, forests, score piles); every seat's 4
animals are on its task tiles or unused, one per task tile; forests stay in
one piece; bonus cards are conserved; the scores recomputed from the score
piles and bonus cards agree with the view and the outcome; turns differ by at
most one, and by none at the end. Probes propose moves outside the legal
list, which must be refused without changing the state; saves replay to the
same state. The default run plays 200 seeds per player count (150 random,
50 demo); the soak (`-m soak`) plays 1,000 of each.
"""

from __future__ import annotations

import pytest

from woods_desktop.core.fuzz import fuzz
from woods_desktop.core.hexgrid import DIRECTIONS
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.paths import connected_without
from woods_desktop.games.whispering.rules.testing import choose as demo_choose

from .helpers import config

SEATS = (2, 3, 4)


def invariant(st) -> None:
    n = st.n
    places: list[int] = list(st.bag) + [t for t in st.display if t is not None]
    for f in st.forests:
        places += [c[0] for c in f.values()]
    for pile in st.done:
        places += [d[0] for d in pile]
    assert sorted(places) == list(range(96)) + list(range(96, 96 + n)), "tiles not conserved"
    assert len(st.display) == st.data.display_size
    for seat, f in enumerate(st.forests):
        animals = [c[2] for c in f.values() if c[1]]
        assert None not in animals and len(set(animals)) == len(animals)
        assert all(c[2] is None for c in f.values() if not c[1])
        assert len(animals) + st.animals_left[seat] == st.data.animals, "animals not conserved"
        assert 0 in animals and all(0 <= a < st.data.animals for a in animals)  # the deer starts, any may follow
        assert sorted(animals + st.unused_animals(seat)) == list(range(st.data.animals))
        assert f and connected_without(f, (10**6, 10**6)), "a forest split"
        for d in st.done[seat]:
            assert 0 <= d[1] < st.data.animals and 1 <= d[2] <= st.round
            assert not (d[3] and st.element[d[0]] is None), "a starting tile was flipped for a refresh"
    held = [0] * len(st.bonus_left)
    for b in st.bonuses:
        for size in b:
            held[st.bonus_sizes.index(size)] += 1
    assert [h + left for h, left in zip(held, st.bonus_left)] == [c.count for c in st.data.bonus_cards]
    recomputed = []
    for seat in range(n):
        tasks = sum(st.data.tiles[d[0]].points for d in st.done[seat])
        bonus = sum(c.points for size in st.bonuses[seat] for c in st.data.bonus_cards if c.size == size)
        flips = sum(1 for d in st.done[seat] if d[3])
        recomputed.append(tasks + bonus - st.data.refresh_cost * flips)
    out = st.outcome()
    assert list(out.scores) == [float(s) for s in recomputed]
    if st.log[-1]["type"] in ("refill", "game_end"):  # a turn has ended: the view agrees too (once a turn: views cost)
        assert st.view(None).scores == tuple(recomputed)
    assert max(st.turns_taken) - min(st.turns_taken) <= 1
    assert out.over == st.is_over()
    if st.is_over():
        assert st.to_move() is None and len(set(st.turns_taken)) == 1
        assert st.end_triggered
        assert st.turns_taken[st.last_seat] == st.turns_taken[0]
    else:
        assert st.to_move() is not None


def probe(st, seat: int, rng: Rng):
    """A move that is not in the legal list (or None): wrong places, wrong tiles, wrong paths, wrong phase."""
    legal = st.legal_actions(seat)
    forest = st.forests[seat]
    hexes = sorted(forest)
    h = rng.choice(hexes)
    d = DIRECTIONS[rng.randrange(6)]
    far = (h[0] + 3 * d[0], h[1] + 3 * d[1])
    tile = rng.choice(st.display_tiles() or [rng.randrange(100)])
    candidates = [
        PlaceForest(tile, *rng.choice(hexes)),
        PlaceTask(tile, *far, rng.randrange(4)),
        PlaceForest(rng.randrange(100), far[0], far[1]),
        Refresh(rng.randrange(100)),
        EndTurn(),
        Complete(h[0], h[1], tuple(rng.sample(hexes, min(len(hexes), rng.choice((2, 3, 4, 5, 6)))))),
        Complete(far[0], far[1], ()),
    ]
    for c in rng.sample(candidates, len(candidates)):
        if c not in legal:
            return c
    return None


def random_choose(state, legal, rng: Rng):
    return rng.choice(legal)


def _run(definition, seats: int, seeds, chooser, probes: bool, replay_every: int):
    report = fuzz(
        definition,
        config(seats),
        seeds,
        invariant=invariant,
        choose=chooser,
        probe_illegal=probe if probes else None,
        replay_every=replay_every,
    )
    assert report.ok, report.problems[:5]
    return report


@pytest.mark.parametrize("seats", SEATS)
def test_fuzz_200_seeds(definition, seats):
    """200 seeds for each player count: 150 random, 50 demo games (which complete tasks, chain them, refresh
    and take bonus cards), every invariant after every action, probes on a fifth of the games, replays."""
    _run(definition, seats, range(0, 30), random_choose, probes=True, replay_every=5)
    _run(definition, seats, range(30, 150), random_choose, probes=False, replay_every=40)
    _run(definition, seats, range(150, 160), demo_choose, probes=True, replay_every=5)
    _run(definition, seats, range(160, 200), demo_choose, probes=False, replay_every=20)


def test_demo_games_reach_every_rule(definition):
    """The demo chooser's games complete tasks (the starting task too), chain them for bonus cards, refresh the
    display, and end both by the task target and by an exhausted display."""
    kinds: set[str] = set()
    reasons: set[str] = set()
    bonus = start_done = 0
    for seats in SEATS:
        for seed in range(15):
            st = definition.new_game(config(seats), seed)
            rng = Rng(seed)
            while not st.is_over():
                st.apply(demo_choose(st, st.legal_actions(st.to_move()), rng))
            kinds |= {e["type"] for e in st.log}
            reasons.add(st.end_reason)
            bonus += sum(len(b) for b in st.bonuses)
            start_done += sum(1 for pile in st.done for d in pile if d[0] >= 96)
    assert {"complete", "refresh", "end_triggered", "game_end", "place_task"} <= kinds
    assert reasons == {"target", "display"}
    assert bonus > 0 and start_done > 0


@pytest.mark.soak
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("chooser", [random_choose, demo_choose], ids=["random", "demo"])
def test_soak_1000_seeds(definition, seats, chooser):
    _run(definition, seats, range(0, 200), chooser, probes=True, replay_every=10)
    _run(definition, seats, range(200, 1000), chooser, probes=False, replay_every=50)
