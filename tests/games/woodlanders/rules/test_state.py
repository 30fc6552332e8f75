"""Views, events and copies: what the UI and the bots read."""

from __future__ import annotations

import dataclasses
import json

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import COUNT, OWNER, PUBLIC, view_from_json, view_to_json, visibility
from woods_desktop.games.woodlanders.rules import ChooseWarden, WoodlandersView

from .helpers import config


def play_until(st, rng, stop):
    while not st.is_over() and not stop(st):
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    return st


def test_every_view_field_says_who_sees_it():
    """Hands are owner-only, the cards set aside and the discard pile counts, the rest public."""
    kinds = {f.name: visibility(WoodlandersView, f.name) for f in dataclasses.fields(WoodlandersView)}
    assert kinds["hands"] == OWNER
    assert kinds["aside_count"] == COUNT and kinds["discard_count"] == COUNT
    assert {k for k, v in kinds.items() if v == PUBLIC} == set(kinds) - {"hands", "aside_count", "discard_count"}


def test_view_hides_other_hands(definition):
    """Hidden hands stay hidden: a seat sees only its own cards (and D4-ST8's)."""
    st = definition.new_game(config(definition), 2)
    for seat in range(4):
        v = st.view(seat)
        assert [h is not None for h in v.hands] == [i == seat for i in range(4)]
        assert v.hand == v.hands[seat] and len(v.hand) == 12
        assert v.me == seat
    spectator = st.view(None)
    assert spectator.hand == () and spectator.hands == (None,) * 4
    assert spectator.aside_count == 2 and spectator.discard_count == 0
    with pytest.raises(ValueError):
        st.view(7)


def test_hand_is_sorted_by_suit_then_value(definition):
    st = definition.new_game(config(definition), 3)
    suits = list(st.rules.suits)
    hand = st.view(1).hand
    assert list(hand) == sorted(hand, key=lambda c: (suits.index(c[0]), c[1]))


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_views_round_trip_through_json_all_game_long(definition, variant):
    """Every seat's view (and the spectator's) comes back equal from JSON, at every step."""
    st = definition.new_game(config(definition, variant), 13)
    rng = Rng(13)
    while True:
        for seat in (None, *range(4)):
            v = st.view(seat)
            assert view_from_json(WoodlandersView, json.loads(json.dumps(view_to_json(v)))) == v
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions(st.to_move())))


def test_a_view_shares_nothing_mutable_with_the_state(definition):
    """Views are frozen copies: playing on does not change a view taken earlier."""
    st = definition.new_game(config(definition), 14)
    rng = Rng(14)
    play_until(st, rng, lambda s: len(s.played) > 6)
    v = st.view(0)
    snapshot = view_to_json(v)
    play_until(st, rng, lambda s: len(s.played) > 20 or s.round > 1)
    assert view_to_json(v) == snapshot


def test_everything_is_shown_when_the_game_is_over(definition):
    st = play_until(definition.new_game(config(definition), 4), Rng(4), lambda s: False)
    v = st.view(None)
    assert v.phase == "over" and v.to_move is None
    assert all(h is not None for h in v.hands)
    assert st.legal_actions(0) == []
    with pytest.raises(IllegalAction) as err:
        st.apply(ChooseWarden("fox"))
    assert err.value.key == "woodlanders.err.game_over"


def test_voids_record_what_play_has_shown(definition):
    """voids: the suits a seat has shown it lacks this round: it did not follow the led
    suit, or it led its pain suit, which it may only do holding nothing else."""
    for seed in range(5, 11):
        rng = Rng(seed)
        st = definition.new_game(config(definition), seed)
        while not st.is_over():
            v = st.view(None)
            seat = st.to_move()
            action = rng.choice(st.legal_actions(seat))
            st.apply(action)
            after = st.view(None)
            if v.phase != "play" or after.round != v.round:
                continue
            suit = action.cards[0][0]
            if v.trick and suit != v.led_suit:
                assert v.led_suit in after.voids[seat]
            elif not v.trick and suit == v.pain[seat]:
                assert set(after.voids[seat]) == set(st.rules.suits) - {suit}
                assert all(c[0] == suit for c in st.hand(seat))
            else:
                assert after.voids[seat] == v.voids[seat]
            for s, shown in enumerate(after.voids):
                assert not any(c[0] in shown for c in st.hand(s))  # a shown void is true


def test_events_tell_the_story(definition):
    """Events: deal, warden, play, trick, round_end, game_end (dealer_choice in the variant)."""
    for variant, seed in (("standard", 6), ("three-player", 6)):
        st = play_until(definition.new_game(config(definition, variant), seed), Rng(seed), lambda s: False)
        kinds = [e["type"] for e in st.events(None)]
        assert kinds[0] == "deal" and kinds[-1] == "game_end"
        assert kinds.count("deal") == 3 and kinds.count("round_end") == 3
        assert kinds.count("dealer_choice") == (3 if variant == "three-player" else 0)
        plays = [e for e in st.events(None) if e["type"] == "play"]
        assert all(e["total"] == sum(c[1] for c in e["cards"]) for e in plays)
        wardens = [e for e in st.events(None) if e["type"] == "warden"]
        if variant == "standard":
            assert sum(1 for w in wardens if w["trump"]) == 3
        for seat in (None, 0, 2):  # nothing in Woodlanders' log is private
            assert st.events(seat) == st.events(None) and not any("redacted" in e for e in st.events(seat))


def test_copy_is_independent(definition):
    """copy() is a cheap deep copy: playing on the copy leaves the original alone."""
    rng = Rng(7)
    st = play_until(definition.new_game(config(definition, "three-player"), 7), rng, lambda s: len(s.played) > 10)
    before = st.to_dict()
    twin = st.copy()
    assert twin.to_dict() == before
    play_until(twin, Rng(8), lambda s: False)
    assert twin.is_over()
    assert st.to_dict() == before
    # and the original still plays on to the same end as a replay would
    again = st.copy()
    play_until(st, Rng(9), lambda s: False)
    play_until(again, Rng(9), lambda s: False)
    assert st.to_dict() == again.to_dict()
