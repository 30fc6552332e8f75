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
from woods_desktop.games.woodlanders.rules.rules import beats


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
            n = counts[action.suit]
            tied = [s for s in view.wardens_left if s != action.suit and counts[s] == n]
            assert p["suit"] == action.suit and p["n"] == n
            assert (name == "warden") == (n > min(counts.values()))
            assert (name == "warden_fewest") == (n == min(counts.values()) and not tied)  # fewest: alone
            if name.startswith("warden_tied"):
                assert n == min(counts.values()) and p["others"] == tied
                value = {s: sum(c[1] for c in hand if c[0] == s) for s in [action.suit, *tied]}
                low = all(value[action.suit] < value[s] for s in tied)
                assert (name == "warden_tied_low") == low
                assert not low or p["held"] == [c for c in hand if c[0] == action.suit]
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
            else:  # what the others need to take it: the led suit at the total or more, or a trump
                assert p["total"] == action.total and p["trump"] == view.trump is not None and suit != view.trump
                assert beats(suit, action.total, suit, view.trump, action.total, False)
                assert not beats(suit, action.total - 1, suit, view.trump, action.total, False)
                assert beats(view.trump, 1, suit, view.trump, action.total, False)
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
    if variant == "standard":  # five Wardens for four hands: ties for the fewest come up
        assert {K + "warden_tied", K + "warden_tied_low"} <= keys, sorted(keys)


def _hand(*cards: str) -> tuple:
    return tuple((c.split()[0], int(c.split()[1])) for c in cards)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tie_for_the_fewest_is_not_the_fewest_and_a_lead_says_what_it_asks(lang):
    """Issue 34: "you hold the fewest of it" was said in a three-way tie; "lead Badger 3 + Badger 2: Badger is
    led" said nothing. A tie says it ties (and what then tells the suits apart); a lead says what beats it."""
    from types import SimpleNamespace

    t = Strings(lang).t
    hand = _hand("deer 4", "fox 1", "fox 2", "owl 3", "owl 4", "rabbit 2", "rabbit 4", "badger 1", "badger 4")
    view = SimpleNamespace(me=0, hand=hand, wardens_left=("fox", "owl", "rabbit", "badger"))
    fewest = t(K + "warden_fewest", suit="Fox", n=2).split(":")[1].split("(")[0].strip()  # "you hold the fewest of it"
    for suit, key in (("fox", "warden_tied_low"), ("owl", "warden_tied"), ("rabbit", "warden_tied")):
        ((got, params),) = hint_claims(view, ChooseWarden(suit))
        assert got == K + key and len(params["others"]) == 3
        words = hint_reason(t, view, ChooseWarden(suit))
        assert fewest not in words and "{" not in words, words
        others = [t("woodlanders.suit." + s) for s in ("fox", "owl", "rabbit", "badger") if s != suit]
        assert all(o in words for o in others), words
    assert "Fox 1, Fox 2" in hint_reason(Strings("en").t, view, ChooseWarden("fox"))
    lead = SimpleNamespace(
        me=0, hand=hand, trick=(), pain=("owl", None, None, None), trump="deer", hand_sizes=(9, 9, 9, 9)
    )
    play = Play((("badger", 4), ("badger", 1)))
    ((got, params),) = hint_claims(lead, play)
    assert got == K + "lead" and params["total"] == 5
    words = hint_reason(t, lead, play)
    assert "5" in words and t("woodlanders.suit.deer") in words, words


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_reasons_are_worded_in_both_languages(lang):
    t = Strings(lang).t
    for state, seat, legal in _positions(2, "three-player"):
        for action in legal[:4]:
            words = hint_reason(t, state.view(seat), action)
            assert words and "{" not in words and "woodlanders." not in words, words
