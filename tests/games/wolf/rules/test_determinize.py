"""Determinize: a full state consistent with a view, unseen token kinds and the deck order dealt."""

from __future__ import annotations

from collections import Counter

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules import determinize, unseen_kinds
from woods_desktop.games.wolf.rules.testing import choose

from .helpers import data, new


def _positions(n: int, seed: int, every: int = 7):
    st = new(n, seed=seed)
    rng = Rng(seed)
    step = 0
    while not st.is_over():
        if step % every == 0:
            yield st
        st.apply(choose(st, st.legal_actions(st.to_move()), rng))
        step += 1
    yield st


def test_a_determinized_state_shows_the_same_view_and_the_same_legal_actions():
    for n in (2, 4):
        for st in _positions(n, 11):
            seat = st.to_move()
            view = st.view(seat)
            for r in (1, 2):
                guess = determinize(view, Rng(r), data())
                assert guess.view(seat) == view
                assert guess.legal_actions(seat) == st.legal_actions(seat)


def test_the_unseen_kinds_are_dealt_among_the_closed_cells_and_conserve_every_token():
    st = new(3, seed=4)
    for st in _positions(3, 4, every=5):
        view = st.view(0)
        guess = determinize(view, Rng(9), data())
        closed = [c for c, t in enumerate(view.cells) if t is not None and not t.open]
        assert Counter(guess.kinds[c] for c in closed) == unseen_kinds(view, data())
        assert Counter(st.kinds[c] for c in closed) == unseen_kinds(view, data())
        assert sorted(guess.deck) == sorted(st.deck)


def test_different_rngs_deal_different_forests():
    view = new(2, seed=1).view(0)
    one, two = determinize(view, Rng(1), data()), determinize(view, Rng(2), data())
    assert one.kinds != two.kinds and one.deck != two.deck


def test_a_determinized_state_plays_on_to_the_end():
    view = new(4, seed=2).view(0)
    st = determinize(view, Rng(3), data())
    rng = Rng(3)
    while not st.is_over():
        st.apply(choose(st, st.legal_actions(st.to_move()), rng))
    assert st.result in ("best", "surprise", "defeat")
