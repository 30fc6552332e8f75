"""The invariants the fuzzer checks after every action, recomputed from scratch where possible."""

from __future__ import annotations

from collections import Counter

from woods_desktop.games.wolf.rules import WolfState
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START
from woods_desktop.games.wolf.rules.tokens import PRESENT
from woods_desktop.games.wolf.rules.view import MOVE, OVER, TASK, TOKEN


def check_invariants(st: WolfState) -> None:
    data = st.data
    # 30 tokens conserved: the forest + carried + kept and played help + the house + removed
    every: Counter[str] = Counter(k for k in st.kinds if k is not None)
    every[PRESENT] += sum(len(c) for c in st.carried) + st.house
    for kept in (*st.help, *st.played):
        every.update(kept)
    every.update(st.removed)
    assert every == Counter(data.token_pool()), every
    assert sum(every.values()) == CELLS
    # the ten presents are ten things, each in exactly one place: on its cell, in one basket, in the house
    where = [p for p in st.present_at if p is not None] + [p for bag in st.carried for p in bag] + st.home
    assert sorted(where) == sorted(data.present_ids()), where
    assert all((k == PRESENT) == (p is not None) for k, p in zip(st.kinds, st.present_at))
    # presents carried never more than baskets; baskets = the card's plus Basket tokens played
    for seat in range(st.n):
        assert 0 <= len(st.carried[seat]) <= st.baskets[seat]
        assert st.baskets[seat] == st.heroes[seat].baskets + st.played[seat].count("basket")
    # the Wolf only moves forward: his steps in the log add up to the way he has come
    walked = [e for e in st.log if e["type"] in ("wolf", "wolf_home")]
    lefts = [e["wolf_steps_left"] for e in walked]
    assert all(a > b for a, b in zip(lefts, lefts[1:]))
    assert all(e["steps"] >= 0 for e in walked)
    assert st.wolf_path - sum(e["steps"] for e in walked) == st.wolf_left >= 0
    # the house holds what was delivered
    assert st.house == sum(e["presents"] for e in st.log if e["type"] == "deliver")
    # heroes: never two on one forest cell; a hero waiting at home carries nothing
    cells = [p for p in st.pos if 0 <= p < CELLS]
    assert len(cells) == len(set(cells))
    assert all(p == START or 0 <= p <= HOUSE for p in st.pos)
    for seat, p in enumerate(st.pos):
        if p == HOUSE and (seat != st.turn or st.phase != MOVE):
            assert not st.carried[seat]
    # an open token is never an empty cell; a card on the table only while the table answers
    assert all(not (o and k is None) for k, o in zip(st.kinds, st.opened))
    assert (st.phase == TASK) == (st.task is not None)
    assert st.phase in (MOVE, TOKEN, TASK, OVER)
    # the deck, the used cards, the card shown and the left-out cards are the 30 cards
    shown = [st.task[0]] if st.task is not None else []
    out = [i for i, c in enumerate(data.tasks) if c.id in st.left_out]
    assert sorted(st.deck + st.used + shown + out) == list(range(len(data.tasks)))
    if st.phase == OVER:
        home = all(p == HOUSE for p in st.pos)
        expected = (
            "best"
            if home and st.house >= data.best_presents
            else "surprise"
            if home and st.house >= data.surprise_presents
            else "defeat"
        )
        assert st.result == expected
        assert st.wolf_left == 0
