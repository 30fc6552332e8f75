"""Woodlanders computer players: legal, deterministic, honest about hidden cards, sensible.

Hand-made positions are built through the engine's public `from_view`: the
named hands, and every other card counted as already played and discarded,
so nothing else is left unseen.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence

import pytest

from woods_desktop.games import make_bot
from woods_desktop.games.woodlanders.bots import FACTORIES
from woods_desktop.games.woodlanders.bots.deal import guess_hands, sample_deal, unseen_cards
from woods_desktop.games.woodlanders.bots.model import ctx_for, hand_lists, model_from_view
from woods_desktop.games.woodlanders.bots.players import as_play, as_playt
from woods_desktop.games.woodlanders.bots.robot_model import robot_choice
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.woodlanders.rules import Play, WoodlandersState, full_deck
from woods_desktop.simulate import simulate


@pytest.fixture(scope="module")
def definition():
    return game_definition("woodlanders")


@pytest.fixture(scope="module")
def rules(definition):
    return definition.extras["rules"]


def cards(text: str) -> list[tuple[str, int]]:
    """`"fox2 fox1"` -> [("fox", 2), ("fox", 1)]."""
    return [(w[:-1], int(w[-1])) for w in text.split()]


def play_out(definition, kinds: Sequence[str], seed: int, variant: str = "standard",
             bots: Optional[dict] = None) -> tuple[Any, list[Any]]:
    """A whole game; every bot gets its own view and must return one of the legal actions."""
    state = definition.new_game(make_config(definition, len(kinds), variant), seed)
    bots = bots if bots is not None else {
        i: make_bot("woodlanders", k, i, seed * 31 + i) for i, k in enumerate(kinds)}
    actions = []
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        if seat in bots:
            view = state.view(seat)
            assert all(h is None for i, h in enumerate(view["hands"])
                       if i != seat and i != view["robot_seat"])
            action = bots[seat].choose(view, legal)
            assert action in legal, (seat, action)
        else:
            action = legal[0]
        actions.append(action)
        state.apply(action)
    return state, actions


def position(rules, hands: dict[int, str], pain: Sequence[Optional[str]], trump: str, leader: int,
             plays: Sequence[str] = (), variant: str = "standard") -> WoodlandersState:
    """A round in play with these hands (others empty) and the trick begun by `plays`."""
    n = rules.seats
    held = {i: cards(hands.get(i, "")) for i in range(n)}
    rest = Counter(full_deck(rules))
    for h in held.values():
        rest.subtract(h)
    rest_cards = sorted(rest.elements())
    aside, played = rest_cards[:rules.aside], rest_cards[rules.aside:]
    view = {
        "phase": "play", "variant": variant, "seats": n,
        "robot_seat": n - 1 if variant == "three-player" else None,
        "names": [f"P{i + 1}" for i in range(n)], "round": 1, "dealer": leader,
        "to_move": leader, "hands": [None] * n, "hand_sizes": [len(held[i]) for i in range(n)],
        "pain": list(pain), "trump": trump, "wardens_left": [], "warden_aside": None,
        "aside_count": len(aside), "leader": leader, "trick": [], "piles": [[] for _ in range(n)],
        "played": [list(c) for c in played], "voids": [[] for _ in range(n)],
        "game_points": [0] * n, "round_history": [], "last_trick": None,
    }
    state = WoodlandersState.from_view(view, [held[i] for i in range(n)], aside, 1, rules)
    for p in plays:
        state.apply(Play.of(cards(p)))
    return state


# ----------------------------------------------------------------- registry


def test_factories_offer_three_levels_with_seats():
    assert set(FACTORIES) == {"easy", "normal", "hard"}
    for level, factory in FACTORIES.items():
        bot = factory(2, 5)
        assert bot.seat == 2 and callable(bot.choose)


# ------------------------------------------------------------- legal actions


@pytest.mark.parametrize("seed", [1, 2])
def test_every_level_plays_only_legal_actions_four_players(definition, seed):
    """Every bot returns one of the legal actions, over whole games."""
    state, _ = play_out(definition, ["hard", "normal", "easy", "normal"][seed - 1:] +
                        ["hard", "normal", "easy", "normal"][:seed - 1], seed)
    assert state.is_over()


def test_every_level_plays_only_legal_actions_three_player_variant(definition):
    """The 3-player variant: D4-ST8 plays by its rule, the bots around it only legally."""
    state, _ = play_out(definition, ["easy", "hard", "normal"], 3, variant="three-player")
    assert state.is_over()
    state, _ = play_out(definition, ["normal", "normal", "normal"], 4, variant="three-player")
    assert state.is_over()


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_cheap_levels_stay_legal_over_many_games(definition, level):
    for seed in range(10, 16):
        play_out(definition, [level] * 4, seed)
        play_out(definition, [level] * 3, seed, variant="three-player")


def test_simulate_runs_the_two_documented_seatings():
    """`simulate woodlanders --seats random x4` and the 3-player variant with normal players."""
    out = simulate("woodlanders", ["random"] * 4, 3, 1)
    assert out["finished"] == 3 and out["errors"] == 0
    out = simulate("woodlanders", ["normal"] * 3, 3, 1, variant="three-player")
    assert out["finished"] == 3 and out["errors"] == 0


# --------------------------------------------------------------- determinism


def _patient(bot):
    """No wall-clock cut-off, so a busy test machine cannot change a hard choice."""
    if hasattr(bot, "cap_s"):
        bot.cap_s = 3600.0
    return bot


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_choices(definition, level):
    """Same seat, same seed, same views: the same choices, move for move."""
    kinds = [level, "normal", "easy", "normal"]
    runs = []
    for _ in range(2):
        bots = {i: _patient(make_bot("woodlanders", k, i, 40 + i)) for i, k in enumerate(kinds)}
        runs.append(play_out(definition, kinds, 21, bots=bots)[1])
    assert runs[0] == runs[1]


def test_a_choice_depends_only_on_seed_and_view(definition):
    """Asked out of order (a fresh bot, the same view) the hard bot chooses the same."""
    state = definition.new_game(make_config(definition, 4, "standard"), 8)
    walker = {i: make_bot("woodlanders", "normal", i, i) for i in range(4)}
    for _ in range(20):
        seat = state.to_move()
        state.apply(walker[seat].choose(state.view(seat), state.legal_actions(seat)))
    seat = state.to_move()
    view, legal = state.view(seat), state.legal_actions(seat)
    a = _patient(FACTORIES["hard"](seat, 99))
    b = _patient(FACTORIES["hard"](seat, 99))
    b.choose(view, legal)  # b has already thought once
    assert a.choose(view, legal) == b.choose(view, legal)


# ------------------------------------------------------------ hidden cards


def _state_with_voids(definition, variant: str = "standard"):
    """A real position (normal play) where some seat other than the mover has shown a void."""
    seats = 3 if variant == "three-player" else 4
    for seed in range(1, 60):
        state = definition.new_game(make_config(definition, seats, variant), seed)
        bots = {i: make_bot("woodlanders", "normal", i, i) for i in range(seats)}
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if state.phase == "play" and len(legal) > 1 and seat != state.robot:
                view = state.view(seat)
                hidden_voids = [i for i, v in enumerate(view["voids"])
                                if v and view["hands"][i] is None and view["hand_sizes"][i] >= 3]
                if hidden_voids and len(view["played"]) >= 8:
                    return state, view
            state.apply(bots[seat].choose(state.view(seat), legal) if seat in bots else legal[0])
    raise AssertionError("no position with a shown void found")


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_guessed_deals_respect_voids_and_never_deal_a_seen_card(definition, rules, variant):
    """Hidden hands are guessed from unseen cards only (not mine, not played, not
    D4-ST8's open hand), in the right numbers, and never in a suit a seat lacks."""
    state, view = _state_with_voids(definition, variant)
    ctx = ctx_for(rules)
    seen = Counter((c[0], c[1]) for c in view["played"])
    for h in view["hands"]:
        if h is not None:
            seen.update((c[0], c[1]) for c in h)
    deck = Counter(full_deck(rules))
    rng = Rng(3)
    for _ in range(150):
        hands, aside = guess_hands(view, ctx, rng)
        dealt: Counter = Counter()
        for seat, lists in hands.items():
            assert view["hands"][seat] is None
            assert sum(len(vs) for vs in lists) == view["hand_sizes"][seat]
            for suit in view["voids"][seat]:
                assert lists[ctx.index[suit]] == []
            dealt.update((ctx.suits[s], v) for s, vs in enumerate(lists) for v in vs)
        assert len(aside) == view["aside_count"]
        dealt.update((ctx.suits[s], v) for s, v in aside)
        assert dealt + seen == deck  # every unseen card once, no seen card ever
        # And the guess makes a full state the engine accepts as consistent.
        full = [None if view["hands"][i] is not None else
                [(ctx.suits[s], v) for s, vs in enumerate(hands[i]) for v in vs]
                for i in range(view["seats"])]
        WoodlandersState.from_view(view, full, [(ctx.suits[s], v) for s, v in aside], 1, rules)


def test_tight_voids_leave_one_possible_deal():
    """Two hidden hands, each void in the suit the other must hold: the only deal is found."""
    unseen = [(0, 1)] * 3 + [(1, 2)] * 3
    places = [(1, 3, 1 << 1), (2, 3, 1 << 0)]
    for k in range(30):
        dealt = sample_deal(unseen, places, 5, Rng(k))
        assert sorted(dealt[1]) == [(0, 1)] * 3
        assert sorted(dealt[2]) == [(1, 2)] * 3


def test_impossible_voids_are_reported():
    with pytest.raises(ValueError):
        sample_deal([(0, 1)] * 2, [(1, 2, 1)], 5, Rng(0))


def test_choices_do_not_depend_on_the_hidden_hands(definition, rules):
    """The bots read only their own view: two full states that look the same from
    my seat (hidden cards dealt differently) get the same choice from every level."""
    state, view = _state_with_voids(definition)
    me = view["me"]
    ctx = ctx_for(rules)
    legal = state.legal_actions(me)
    states = []
    for k in range(2):
        hands, aside = guess_hands(view, ctx, Rng(100 + k))
        full = [None if view["hands"][i] is not None else
                [(ctx.suits[s], v) for s, vs in enumerate(hands[i]) for v in vs]
                for i in range(view["seats"])]
        states.append(WoodlandersState.from_view(view, full, [(ctx.suits[s], v) for s, v in aside],
                                                 1, rules))
    assert states[0].to_dict()["hands"] != states[1].to_dict()["hands"]
    views = [s.view(me) for s in states]
    assert views[0] == views[1]
    for level in FACTORIES:
        picks = {_patient(FACTORIES[level](me, 4)).choose(v, legal) for v in views}
        assert len(picks) == 1


def test_a_view_with_other_hands_none_is_enough(definition):
    """A view whose only hand is the bot's own (as a human's screen would show it) works."""
    state, view = _state_with_voids(definition)
    me = view["me"]
    bare = dict(view)
    bare["hands"] = [h if i == me else None for i, h in enumerate(view["hands"])]
    for level in FACTORIES:
        assert FACTORIES[level](me, 1).choose(bare, state.legal_actions(me)) in state.legal_actions(me)


# ------------------------------------------------------------- the model


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_round_model_follows_the_engine(definition, rules, variant):
    """The bots' fast model agrees with the engine on legal plays, D4-ST8's play,
    trick winners, scores, cards taken and round points, over random games."""
    ctx = ctx_for(rules)
    seats = 3 if variant == "three-player" else 4
    for seed in range(12):
        state = definition.new_game(make_config(definition, seats, variant), seed)
        rng = Rng(seed)
        model = None
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            action = rng.choice(legal)
            if state.phase != "play":
                state.apply(action)
                model = None
                continue
            if model is None:
                full = {i: hand_lists(ctx, state.to_dict()["hands"][i]) for i in range(state.n)}
                model = model_from_view(state.view(seat), ctx, full)
            if seat == state.robot:
                assert as_play(ctx, robot_choice(model)) == legal[0]
            else:
                assert sorted(model.legal(seat)) == sorted(as_playt(ctx, a) for a in legal)
            round_no = state.to_dict()["round"]
            model.play(*as_playt(ctx, action))
            state.apply(action)
            if state.is_over() or state.to_dict()["round"] != round_no:
                summary = state.result().details["rounds"][-1]
                assert model.over
                assert model.score == summary["scores"]
                assert model.taken == summary["cards_taken"]
                assert [model.round_points(i) for i in range(state.n)] == summary["points"]
                model = None
            else:
                assert model.turn == state.to_move()


# -------------------------------------------------------- sensible normal


def test_normal_ducks_a_trick_of_its_own_pain_suit(rules):
    """Normal avoids taking its pain suit: Fox is led, Fox is its pain, it can duck with Fox 1."""
    pain = ["owl", "fox", "deer", "badger"]  # trump rabbit
    st = position(rules, {0: "fox2 owl1", 1: "fox1 fox3 deer2", 2: "fox1 deer1", 3: "owl2 owl3"},
                  pain, "rabbit", 0, ["fox2"])
    bot = FACTORIES["normal"](1, 1)
    assert bot.choose(st.view(1), st.legal_actions(1)) == Play.of(cards("fox1"))


def test_normal_ducks_a_trick_fed_with_its_pain(rules):
    """Deer is led and someone dropped Fox (its pain) in: it plays under, Deer 1 not Deer 3."""
    pain = ["owl", "deer", "fox", "badger"]  # trump rabbit; seat 1 is void in Deer
    st = position(rules, {0: "deer2 owl1", 1: "fox1 owl2", 2: "deer1 deer3 owl3", 3: "deer4 owl4"},
                  pain, "rabbit", 0, ["deer2", "fox1"])
    bot = FACTORIES["normal"](2, 1)
    assert bot.choose(st.view(2), st.legal_actions(2)) == Play.of(cards("deer1"))


def test_normal_takes_a_clean_trick_it_can_keep(rules):
    """Last to play, the trick clean of its pain: it wins, with two cards (they come back as points)."""
    pain = ["owl", "fox", "deer", "badger"]
    st = position(rules, {0: "owl1 deer1", 1: "owl2 fox2", 2: "owl3 owl1 owl1", 3: "owl4 deer2"},
                  pain, "rabbit", 3, ["owl4", "owl1", "owl2"])
    bot = FACTORIES["normal"](2, 1)
    assert bot.choose(st.view(2), st.legal_actions(2)) == Play.of(cards("owl3 owl1"))


def test_normal_feeds_the_winner_their_pain_when_void(rules):
    """Void in the led suit and holding the winner's pain suit, it drops two of those cards."""
    pain = ["badger", "fox", "deer", "owl"]  # seat 0's pain is badger; trump rabbit
    st = position(rules, {0: "deer3 owl1", 1: "badger1 badger2 owl1", 2: "deer1 owl2", 3: "deer2"},
                  pain, "rabbit", 0, ["deer3"])
    bot = FACTORIES["normal"](1, 1)
    assert bot.choose(st.view(1), st.legal_actions(1)) == Play.of(cards("badger2 badger1"))


def test_normal_takes_the_warden_it_holds_least_of(rules, definition):
    """Pain goes where the hand is weakest: no Owl at all makes Owl the choice."""
    bot = FACTORIES["normal"](0, 1)
    view = {"phase": "wardens", "me": 0, "round": 1, "played": [], "robot_seat": None, "dealer": 3,
            "wardens_left": ["deer", "badger", "fox", "rabbit", "owl"],
            "hand": [list(c) for c in cards("deer1 deer2 deer3 badger1 badger4 fox3 fox3 fox2 "
                                            "rabbit1 rabbit2 rabbit4 badger2")]}
    from woods_desktop.games.woodlanders.rules import ChooseWarden
    legal = [ChooseWarden(s) for s in view["wardens_left"]]
    assert bot.choose(view, legal) == ChooseWarden("owl")


def test_three_player_dealer_picks_pain_and_trump(rules):
    """The 3-player dealer: pain where it holds least, trump where it holds most."""
    from woods_desktop.games.woodlanders.rules import DealerChoose
    bot = FACTORIES["normal"](0, 1)
    view = {"phase": "dealer_choice", "me": 0, "round": 1, "played": [], "robot_seat": 3,
            "dealer": 0, "wardens_left": ["deer", "fox", "owl"],
            "hand": [list(c) for c in cards("fox1 fox2 fox3 fox4 fox1 badger1 badger2 rabbit1 "
                                            "rabbit2 rabbit3 deer1 deer3")]}
    legal = [DealerChoose(p, t) for p in view["wardens_left"] for t in view["wardens_left"] if p != t]
    assert bot.choose(view, legal) == DealerChoose("owl", "fox")


# ------------------------------------------------------------------- soak


@pytest.mark.soak
@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_soak_many_games_every_level_legal(definition, variant):
    """Longer run (-m soak): every level in every seat over many seeds."""
    levels = ["hard", "normal", "easy", "random"]
    seats = 3 if variant == "three-player" else 4
    for seed in range(40):
        kinds = [levels[(seed + i) % 4] for i in range(seats)]
        bots = {i: make_bot("woodlanders", k, i, seed) for i, k in enumerate(kinds)}
        play_out(definition, kinds, 1000 + seed, variant=variant, bots=bots)
