"""Views, events, copies and determinized states: what the UI and the bots read."""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules import ChooseWarden, WoodlandersState

from .helpers import config

VIEW_KEYS = {
    "game", "variant", "names", "seats", "robot_seat", "me", "round", "rounds", "dealer", "phase",
    "to_move", "pain", "trump", "wardens_left", "warden_aside", "hand", "hands", "hand_sizes",
    "leader", "trick", "led_suit", "winning", "piles", "discard_count", "aside_count",
    "round_scores", "game_points", "round_history", "last_trick", "played", "voids",
}


def play_until(st, rng, stop):
    while not st.is_over() and not stop(st):
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    return st


def test_view_has_every_documented_key(definition):
    st = definition.new_game(config(definition), 1)
    assert VIEW_KEYS <= set(st.view(0))
    assert VIEW_KEYS <= set(st.view(None))


def test_view_hides_other_hands(definition):
    """Hidden hands stay hidden: a seat sees only its own cards (and D4-ST8's)."""
    st = definition.new_game(config(definition), 2)
    for seat in range(4):
        v = st.view(seat)
        assert [h is not None for h in v["hands"]] == [i == seat for i in range(4)]
        assert v["hand"] == v["hands"][seat] and len(v["hand"]) == 12
        assert v["me"] == seat
    spectator = st.view(None)
    assert spectator["hand"] == [] and spectator["hands"] == [None] * 4
    with pytest.raises(ValueError):
        st.view(7)


def test_hand_is_sorted_by_suit_then_value(definition):
    st = definition.new_game(config(definition), 3)
    suits = list(st.rules.suits)
    hand = st.view(1)["hand"]
    assert hand == sorted(hand, key=lambda c: (suits.index(c[0]), c[1]))


def test_everything_is_shown_when_the_game_is_over(definition):
    st = play_until(definition.new_game(config(definition), 4), Rng(4), lambda s: False)
    v = st.view(None)
    assert v["phase"] == "over" and v["to_move"] is None
    assert all(h is not None for h in v["hands"])
    assert st.legal_actions(0) == []
    with pytest.raises(IllegalAction) as err:
        st.apply(ChooseWarden("fox"))
    assert err.value.key == "woodlanders.err.game_over"


def test_voids_record_a_failure_to_follow(definition):
    """voids: the suits a seat has shown it cannot follow this round."""
    rng = Rng(5)
    st = definition.new_game(config(definition), 5)
    while not st.is_over():
        v = st.view(None)
        if v["trick"]:
            led = v["led_suit"]
            before = set(v["voids"][st.to_move()])
            action = rng.choice(st.legal_actions(st.to_move()))
            seat = st.to_move()
            st.apply(action)
            after = st.view(None)
            if after["round"] == v["round"]:
                if action.cards[0][0] != led:
                    assert led in after["voids"][seat]
                else:
                    assert set(after["voids"][seat]) == before
        else:
            st.apply(rng.choice(st.legal_actions(st.to_move())))


def test_events_tell_the_story(definition):
    """Events: deal, warden, play, trick, round_end, game_end (dealer_choice in the variant)."""
    for variant, seed in (("standard", 6), ("three-player", 6)):
        st = play_until(definition.new_game(config(definition, variant), seed), Rng(seed),
                        lambda s: False)
        kinds = [e["type"] for e in st.events()]
        assert kinds[0] == "deal" and kinds[-1] == "game_end"
        assert kinds.count("deal") == 3 and kinds.count("round_end") == 3
        assert kinds.count("dealer_choice") == (3 if variant == "three-player" else 0)
        plays = [e for e in st.events() if e["type"] == "play"]
        assert all(e["total"] == sum(c[1] for c in e["cards"]) for e in plays)
        wardens = [e for e in st.events() if e["type"] == "warden"]
        if variant == "standard":
            assert sum(1 for w in wardens if w["trump"]) == 3


def test_copy_is_independent(definition):
    """copy() is a cheap deep copy: playing on the copy leaves the original alone."""
    rng = Rng(7)
    st = play_until(definition.new_game(config(definition, "three-player"), 7), rng,
                    lambda s: len(s.played) > 10)
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


@pytest.mark.parametrize("variant", ["standard", "three-player"])
@pytest.mark.parametrize("steps", [0, 3, 9, 30, 61, 100])
def test_from_view_with_true_hands_rebuilds_the_state(definition, rules, variant, steps):
    """from_view(view, hands, aside, seed): the bot's determinized state; with the
    true hidden cards it equals the real state (apart from the RNG and the log)."""
    rng = Rng(steps)
    st = definition.new_game(config(definition, variant), 11)
    for _ in range(steps):
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    seat = st.to_move()
    view = st.view(seat)
    hands = [None if view["hands"][i] is not None else st.hand(i) for i in range(4)]
    det = WoodlandersState.from_view(view, hands, st.aside, 123, rules)
    a, b = st.to_dict(), det.to_dict()
    for key in ("rng", "log"):
        a.pop(key), b.pop(key)
    a["discard"] = sorted(a["discard"])
    b["discard"] = sorted(b["discard"])
    assert a == b
    assert det.view(seat) == view
    assert det.legal_actions(seat) == st.legal_actions(seat)
    play_until(det, Rng(1), lambda s: False)
    assert det.is_over()


def test_from_view_refuses_guesses_that_do_not_add_up(definition, rules):
    st = definition.new_game(config(definition), 12)
    view = st.view(0)
    wrong = [None] + [st.hand(2), st.hand(1), st.hand(3)]
    det = WoodlandersState.from_view(view, wrong, st.aside, 1, rules)  # swapped hands are fine
    assert det.hand(1) == st.hand(2)
    doubled = [None, st.hand(0), st.hand(2), st.hand(3)]
    with pytest.raises(ValueError):
        WoodlandersState.from_view(view, doubled, st.aside, 1, rules)
    with pytest.raises(ValueError):
        WoodlandersState.from_view(view, [None, None, st.hand(2), st.hand(3)], st.aside, 1, rules)
