"""The hint's reasons are true of the position: on many random positions of random games, every legal
action's claims (`hint_claims`) are checked against the engine by playing the action on a copy of the
game and reading what happened (who leads or took the trick, what it held), and every reason is worded
in both languages."""

from __future__ import annotations

import random

import pytest

from woods_desktop.core.game import make_config
from woods_desktop.data.strings import Strings
from woods_desktop.games.woodlanders.data import load_definition
from woods_desktop.games.woodlanders.hint_words import K, hint_claims, hint_reason
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play


def _positions(games: int, variant: str):
    d = load_definition()
    rng = random.Random(games)
    for g in range(games):
        n = 3 if variant == "three-player" else 4
        state = d.new_game(make_config(d, n, variant), 100 + g)
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if len(legal) > 1 or not isinstance(legal[0], Play) or state.view(seat).pain[seat] is not None:
                if seat != state.view(None).robot_seat:
                    yield state, seat, legal
            state.apply(rng.choice(legal))


def _check(state, seat, action) -> list[str]:
    """The claims' keys, each asserted against the engine."""
    view = state.view(seat)
    claims = hint_claims(view, action)
    assert claims, (view, action)
    hand = list(view.hand)
    g = state.copy()
    seen = len(g.log)
    g.apply(action)
    after = g.view(seat)
    trick_events = [e for e in g.log[seen:] if e.get("type") == "trick"]
    for key, p in claims:
        name = key[len(K) :]
        if isinstance(action, ChooseWarden):
            counts = {s: sum(c[0] == s for c in hand) for s in view.wardens_left}
            assert p["suit"] == action.suit and p["n"] == counts[action.suit]
            assert (name == "warden_fewest") == (counts[action.suit] == min(counts.values()))
            continue
        if isinstance(action, DealerChoose):
            assert p["n"] == sum(c[0] == action.pain for c in hand) and p["m"] == sum(
                c[0] == action.trump for c in hand
            )
            continue
        suit, pain = action.cards[0][0], view.pain[seat]
        if name.startswith("lead"):
            assert not view.trick
            if name == "lead_trump":
                assert suit == view.trump
            elif name == "lead_low":
                assert len(action.cards) == 1 and all(c[1] >= action.cards[0][1] for c in hand if c[0] == suit)
            assert after.led_suit == suit or trick_events
            continue
        assert view.trick
        if name.startswith("win"):
            assert len(trick_events) == 1 and trick_events[0]["winner"] == seat
            taken = [*trick_events[0]["collected"], *trick_events[0]["discarded"]]
            assert p["n"] == sum(c[0] == pain for c in taken)
            assert (name == "win_clean") == (p["n"] == 0)
        elif name.startswith("take_lead"):
            assert not trick_events and after.winning == seat
            assert p["n"] == sum(c[0] == pain for play in after.trick for c in play.cards)
            assert (name == "take_lead_clean") == (p["n"] == 0)
        else:
            winner = trick_events[0]["winner"] if trick_events else after.winning
            assert winner != seat
            if name == "under":
                assert suit in (view.led_suit, view.trump)
            elif name == "throw_pain":
                assert suit == pain != view.led_suit
            else:
                assert name == "discard" and suit not in (view.led_suit, pain, view.trump)
                assert not any(a.cards[0][0] == view.led_suit for a in state.legal_actions(seat))
    return [k for k, _ in claims]


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_every_reason_is_true_of_the_position(variant):
    keys: set[str] = set()
    checked = 0
    for state, seat, legal in _positions(12, variant):
        for action in legal[:12]:
            keys.update(_check(state, seat, action))
            checked += 1
    assert checked > 2000
    # every kind of reason came up and was checked
    plays = {"lead", "lead_low", "lead_trump", "win_clean", "win_pain", "take_lead_clean", "under", "discard"}
    assert {K + k for k in plays} <= keys, sorted(keys)
    assert K + "throw_pain" in keys and (K + "warden" in keys or K + "warden_fewest" in keys)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_reasons_are_worded_in_both_languages(lang):
    t = Strings(lang).t
    for state, seat, legal in _positions(2, "three-player"):
        for action in legal[:4]:
            words = hint_reason(t, state.view(seat), action)
            assert words and "{" not in words and "woodlanders." not in words, words
