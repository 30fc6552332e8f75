"""Woodlanders computer players: legal, deterministic, honest about hidden cards, sensible.

Hand-made positions are built through the engine's public `from_view`: the
named hands, and every other card counted as already played and discarded,
so nothing else is left unseen.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Sequence

import pytest

from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games import make_bot
from woods_desktop.games.woodlanders.bots import FACTORIES
from woods_desktop.games.woodlanders.bots.players import rollout, round_value
from woods_desktop.games.woodlanders.rules import (
    ChooseWarden,
    DealerChoose,
    Play,
    WoodlandersState,
    WoodlandersView,
    determinize,
    from_view,
    full_deck,
)
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


def play_out(
    definition, kinds: Sequence[str], seed: int, variant: str = "standard", bots: dict | None = None
) -> tuple[Any, list[Any]]:
    """A whole game; every bot gets its own view and must return one of the legal actions."""
    state = definition.new_game(make_config(definition, len(kinds), variant), seed)
    bots = bots if bots is not None else {i: make_bot("woodlanders", k, i, seed * 31 + i) for i, k in enumerate(kinds)}
    actions = []
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        if seat in bots:
            view = state.view(seat)
            assert all(h is None for i, h in enumerate(view.hands) if i != seat and i != view.robot_seat)
            action = bots[seat].choose(view, legal)
            assert action in legal, (seat, action)
        else:
            action = legal[0]
        actions.append(action)
        state.apply(action)
    return state, actions


def position(
    rules,
    hands: dict[int, str],
    pain: Sequence[str | None],
    trump: str,
    leader: int,
    plays: Sequence[str] = (),
    variant: str = "standard",
) -> WoodlandersState:
    """A round in play with these hands (others empty) and the trick begun by `plays`."""
    n = rules.seats
    held = {i: cards(hands.get(i, "")) for i in range(n)}
    rest = Counter(full_deck(rules))
    for h in held.values():
        rest.subtract(h)
    rest_cards = sorted(rest.elements())
    aside, played = rest_cards[: rules.aside], rest_cards[rules.aside :]
    view = WoodlandersView(
        variant=variant,
        names=tuple(f"P{i + 1}" for i in range(n)),
        seats=n,
        robot_seat=n - 1 if variant == "three-player" else None,
        me=None,
        round=1,
        rounds=rules.rounds,
        dealer=leader,
        phase="play",
        to_move=leader,
        pain=tuple(pain),
        trump=trump,
        wardens_left=(),
        warden_aside=None,
        hands=(None,) * n,
        hand_sizes=tuple(len(held[i]) for i in range(n)),
        leader=leader,
        trick=(),
        led_suit=None,
        winning=None,
        piles=((),) * n,
        discard_count=len(played),
        aside_count=len(aside),
        round_scores=(0,) * n,
        game_points=(0,) * n,
        round_history=(),
        last_trick=None,
        played=tuple(played),
        voids=((),) * n,
    )
    state = from_view(view, [held[i] for i in range(n)], aside, 1, rules)
    for p in plays:
        state.apply(Play.of(cards(p)))
    return state


# ----------------------------------------------------------------- registry


def test_factories_offer_three_levels_with_seats():
    assert set(FACTORIES) == {"easy", "normal", "hard"}
    for level, factory in FACTORIES.items():
        bot = factory(2, 5)
        assert bot.seat == 2 and bot.level == level and callable(bot.choose)


# ------------------------------------------------------------- legal actions


@pytest.mark.parametrize("seed", [1, 2])
def test_every_level_plays_only_legal_actions_four_players(definition, seed):
    """Every bot returns one of the legal actions, over whole games."""
    state, _ = play_out(
        definition,
        ["hard", "normal", "easy", "normal"][seed - 1 :] + ["hard", "normal", "easy", "normal"][: seed - 1],
        seed,
    )
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
                hidden_voids = [
                    i for i, v in enumerate(view.voids) if v and view.hands[i] is None and view.hand_sizes[i] >= 3
                ]
                if hidden_voids and len(view.played) >= 8:
                    return state, view
            state.apply(bots[seat].choose(state.view(seat), legal) if seat in bots else legal[0])
    raise AssertionError("no position with a shown void found")


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_choices_do_not_depend_on_the_hidden_hands(definition, rules, variant):
    """The bots read only their own view: two full states that look the same from
    my seat (hidden cards dealt differently) get the same choice from every level."""
    state, view = _state_with_voids(definition, variant)
    me = view.me
    legal = state.legal_actions(me)
    states = [determinize(view, Rng(100 + k), rules) for k in range(2)]
    assert states[0].to_dict()["hands"] != states[1].to_dict()["hands"]
    views = [s.view(me) for s in states]
    assert views[0] == views[1] == view
    for level in FACTORIES:
        picks = {_patient(FACTORIES[level](me, 4)).choose(v, legal) for v in views}
        assert len(picks) == 1


def test_the_judgement_reads_no_guessed_card(definition, rules):
    """The normal judgement on many guesses of the same position: always the same play."""
    from woods_desktop.games.woodlanders.bots import policy

    for variant in ("standard", "three-player"):
        state, view = _state_with_voids(definition, variant)
        picks = {policy.play_choice(determinize(view, Rng(k), rules), view.me) for k in range(40)}
        assert len(picks) == 1


def test_the_seat_view_is_all_a_bot_needs(definition):
    """A bot gets its own seat's view (its hand shown, the others hidden) and that suffices."""
    state, view = _state_with_voids(definition)
    me = view.me
    assert view.hand and all(h is None for i, h in enumerate(view.hands) if i != me)
    for level in FACTORIES:
        assert FACTORIES[level](me, 1).choose(view, state.legal_actions(me)) in state.legal_actions(me)


# ------------------------------------------------------------- the search


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_a_playout_plays_the_round_out_on_an_engine_copy(definition, rules, variant):
    """The hard player's playout: the normal judgement (D4-ST8 by its rule) to the end of
    the round on a copy; the summary is the engine's own, the original is untouched."""
    state, view = _state_with_voids(definition, variant)
    before = state.to_dict()
    guess = determinize(view, Rng(5), rules)
    g = guess.copy()
    summary = rollout(g)
    assert g.round == view.round + 1 or g.is_over()
    assert summary == g.history[view.round - 1]
    earlier = view.round_history[-1].game_points if view.round_history else (0,) * view.seats
    assert list(summary.points) == [a - b for a, b in zip(summary.game_points, earlier)]
    value = round_value(summary, view.me)
    others = [x for i, x in enumerate(summary.scores) if i != view.me]
    assert value == pytest.approx(summary.points[view.me] + 0.04 * (summary.scores[view.me] - max(others)))
    assert state.to_dict() == before
    assert guess.view(view.me) == view


def test_a_candidate_that_ends_the_round_is_weighed_too(rules):
    """The last play of a round ends it: the playout then has nothing left to play and
    scores the round just finished (the next round's Wardens are not its business)."""
    pain = ["owl", "fox", "deer", "badger"]
    st = position(rules, {0: "fox2", 1: "fox1", 2: "fox3", 3: "owl1 owl2"}, pain, "rabbit", 0, ["fox2", "fox1", "fox3"])
    legal = st.legal_actions(3)
    assert len(legal) == 3
    g = st.copy()
    g.apply(legal[0])
    assert g.phase == "wardens" and g.round == 2
    assert rollout(g) == g.history[0] and g.phase == "wardens"
    bot = _patient(FACTORIES["hard"](3, 1))
    assert bot.choose(st.view(3), legal) in legal


def test_successive_halving_keeps_the_best_option():
    """The search's budget split: the clearly best option survives every cut and wins."""
    bot = FACTORIES["hard"](0, 1)
    means = [0.1, 0.9, 0.3, 0.5, 0.2, 0.85, 0.0, 0.4]
    rng = Rng(7)
    runs: list[int] = []

    def run(noise: float, ci: int) -> float:
        runs.append(ci)
        return means[ci] + noise

    best = bot.halving(len(means), 64, lambda: (rng.random() - 0.5) * 0.1, run)
    assert best == 1
    assert runs.count(1) == 64 and runs.count(6) < 64  # the worst stopped early


# -------------------------------------------------------- sensible normal


def test_normal_ducks_a_trick_of_its_own_pain_suit(rules):
    """Normal avoids taking its pain suit: Fox is led, Fox is its pain, it can duck with Fox 1."""
    pain = ["owl", "fox", "deer", "badger"]  # trump rabbit
    st = position(
        rules, {0: "fox2 owl1", 1: "fox1 fox3 deer2", 2: "fox1 deer1", 3: "owl2 owl3"}, pain, "rabbit", 0, ["fox2"]
    )
    bot = FACTORIES["normal"](1, 1)
    assert bot.choose(st.view(1), st.legal_actions(1)) == Play.of(cards("fox1"))


def test_normal_ducks_a_trick_fed_with_its_pain(rules):
    """Deer is led and someone dropped Fox (its pain) in: it plays under, Deer 1 not Deer 3."""
    pain = ["owl", "deer", "fox", "badger"]  # trump rabbit; seat 1 is void in Deer
    st = position(
        rules,
        {0: "deer2 owl1", 1: "fox1 owl2", 2: "deer1 deer3 owl3", 3: "deer4 owl4"},
        pain,
        "rabbit",
        0,
        ["deer2", "fox1"],
    )
    bot = FACTORIES["normal"](2, 1)
    assert bot.choose(st.view(2), st.legal_actions(2)) == Play.of(cards("deer1"))


def test_normal_takes_a_clean_trick_it_can_keep(rules):
    """Last to play, the trick clean of its pain: it wins, with two cards (they come back as points)."""
    pain = ["owl", "fox", "deer", "badger"]
    st = position(
        rules,
        {0: "owl1 deer1", 1: "owl2 fox2", 2: "owl3 owl1 owl1", 3: "owl4 deer2"},
        pain,
        "rabbit",
        3,
        ["owl4", "owl1", "owl2"],
    )
    bot = FACTORIES["normal"](2, 1)
    assert bot.choose(st.view(2), st.legal_actions(2)) == Play.of(cards("owl3 owl1"))


def test_normal_feeds_the_winner_their_pain_when_void(rules):
    """Void in the led suit and holding the winner's pain suit, it drops two of those cards."""
    pain = ["badger", "fox", "deer", "owl"]  # seat 0's pain is badger; trump rabbit
    st = position(
        rules, {0: "deer3 owl1", 1: "badger1 badger2 owl1", 2: "deer1 owl2", 3: "deer2"}, pain, "rabbit", 0, ["deer3"]
    )
    bot = FACTORIES["normal"](1, 1)
    assert bot.choose(st.view(1), st.legal_actions(1)) == Play.of(cards("badger2 badger1"))


def _choice_view(
    definition, phase: str, hand: str, wardens: Sequence[str], dealer: int, variant: str = "standard"
) -> WoodlandersView:
    """Seat 0's view at a Warden choice, with the given hand and Wardens left."""
    seats = 3 if variant == "three-player" else 4
    base = definition.new_game(make_config(definition, seats, variant), 1).view(0)
    return dataclasses.replace(
        base,
        phase=phase,
        to_move=0,
        dealer=dealer,
        wardens_left=tuple(wardens),
        hands=(tuple(cards(hand)),) + base.hands[1:],
    )


def test_normal_takes_the_warden_it_holds_least_of(definition):
    """Pain goes where the hand is weakest: no Owl at all makes Owl the choice."""
    bot = FACTORIES["normal"](0, 1)
    view = _choice_view(
        definition,
        "wardens",
        "deer1 deer2 deer3 badger1 badger4 fox3 fox3 fox2 rabbit1 rabbit2 rabbit4 badger2",
        ["deer", "badger", "fox", "rabbit", "owl"],
        3,
    )
    legal = [ChooseWarden(s) for s in view.wardens_left]
    assert bot.choose(view, legal) == ChooseWarden("owl")


def test_three_player_dealer_picks_pain_and_trump(definition):
    """The 3-player dealer: pain where it holds least, trump where it holds most."""
    bot = FACTORIES["normal"](0, 1)
    view = _choice_view(
        definition,
        "dealer_choice",
        "fox1 fox2 fox3 fox4 fox1 badger1 badger2 rabbit1 rabbit2 rabbit3 deer1 deer3",
        ["deer", "fox", "owl"],
        0,
        "three-player",
    )
    legal = [DealerChoose(p, t) for p in view.wardens_left for t in view.wardens_left if p != t]
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
