"""The 10 holiday tokens are ten different things (DESIGN section 4): the engine tracks which one is
where - face down on its cell, carried by a hero, in the Wolf's house - and the log and the view
name it, so the same present is found, carried, handed over and brought home."""

from __future__ import annotations

from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules import EndMove, Step, WolfState, determinize
from woods_desktop.games.wolf.rules.board import HOUSE

from .helpers import data, new


def _places(st: WolfState) -> dict[str, Any]:
    """Where each present is, read off the state; each must be in exactly one place."""
    where: dict[str, Any] = {}
    spots = [(p, ("cell", c)) for c, p in enumerate(st.present_at) if p is not None]
    spots += [(p, ("hero", s)) for s, bag in enumerate(st.carried) for p in bag]
    spots += [(p, ("house",)) for p in st.home]
    for present, place in spots:
        assert present not in where, f"{present} is in two places: {where[present]} and {place}"
        where[present] = place
    assert sorted(where) == sorted(data().present_ids())
    return where


def _follow(where: dict[str, Any], event: dict[str, Any]) -> None:
    """Move a present as the log says it moved; every event names the present it is about."""
    kind = event["type"]
    if kind == "reveal" and event["kind"] == "present":
        assert where[event["present"]] == ("cell", event["cell"]), event
    elif kind == "take" and event["kind"] == "present":
        assert where[event["present"]] == ("cell", event["cell"]), event
        where[event["present"]] = ("hero", event["seat"])
    elif kind == "give" and event["token"] == "present":
        assert where[event["present"]] == ("hero", event["giver"]), event
        where[event["present"]] = ("hero", event["to"])
    elif kind == "deliver":
        assert len(event["ids"]) == event["presents"]
        for present in event["ids"]:
            assert where[present] == ("hero", event["seat"]), event
            where[present] = ("house",)


def test_each_present_is_in_exactly_one_place_and_keeps_its_identity_through_random_play():
    moved = {"take": 0, "give": 0, "deliver": 0}
    for seed in range(60):
        st = new(2 + seed % 3, seed)
        rng = Rng(seed)
        followed = _places(st)
        seen = len(st.log)
        while not st.is_over():
            st.apply(rng.choice(st.legal_actions(st.to_move())))
            for event in st.log[seen:]:
                _follow(followed, event)
                if event["type"] in moved and (event.get("kind", event.get("token")) == "present" or "ids" in event):
                    moved[event["type"]] += 1
            seen = len(st.log)
            assert _places(st) == followed
    assert all(moved.values()), moved


def test_the_view_names_every_present_anyone_has_seen_and_none_that_lies_face_down():
    for seed in range(30):
        st = new(3, seed)
        rng = Rng(seed)
        while not st.is_over():
            st.apply(rng.choice(st.legal_actions(st.to_move())))
            view = st.view(0)
            for c, token in enumerate(view.cells):
                if token is None:
                    continue
                assert token.present == (st.present_at[c] if token.open else None)
            assert view.carried_presents == tuple(tuple(bag) for bag in st.carried)
            assert view.carried == tuple(len(bag) for bag in st.carried)
            assert view.presents_in_house == tuple(st.home) and view.house_presents == len(st.home)


def test_a_guess_of_the_hidden_forest_deals_only_presents_nobody_has_seen():
    st = new(2, 5)
    rng = Rng(5)
    for _ in range(60):
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    view = st.view(0)
    guess = determinize(view, Rng(9), data())
    assert guess.view(0) == view
    _places(guess)
    seen = {t.present for t in view.cells if t is not None and t.present}
    seen |= {p for bag in view.carried_presents for p in bag} | set(view.presents_in_house)
    for c, token in enumerate(view.cells):
        if token is not None and not token.open and guess.kinds[c] == "present":
            assert guess.present_at[c] not in seen


def test_presents_brought_home_are_named_in_the_order_they_arrived():
    st = new(2, 3)
    st.pos = [25, HOUSE]
    st.start_turn(0)
    st.carried[0] = ["kite", "cake"]
    for c in range(30):
        if st.present_at[c] in ("kite", "cake"):
            st.kinds[c], st.present_at[c] = None, None
    st.apply(Step(HOUSE))
    st.apply(EndMove())
    assert st.home == ["kite", "cake"] and st.log[-1]["ids"] == ["kite", "cake"]
