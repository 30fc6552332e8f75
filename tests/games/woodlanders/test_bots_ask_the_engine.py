"""The Woodlanders judgement plays only what the engine's rules allow, over random positions (issue 22).

The normal player's judgement (`policy.choice`, also every seat of the hard player's playouts) and the easy
player decide between following and a void play with the engine's `playable_suits`, never with their own
reading of the hand; these properties fail if a copy of the lead, follow or pain-suit rule comes back and
drifts: at any position of a random game, 4 players and the 3-player game with D4-ST8, the judgement's play
is one of the engine's legal plays.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.woodlanders.bots import policy
from woods_desktop.games.woodlanders.bots.players import EasyBot
from woods_desktop.games.woodlanders.rules import PLAY, WoodlandersState

DEFINITION = game_definition("woodlanders")


def somewhere(seed: int, moves: int, variant: str) -> WoodlandersState:
    """A game `moves` random legal actions in (the dealing and Wardens included), or its last position."""
    seats = 3 if variant == "three-player" else 4
    state = DEFINITION.new_game(make_config(DEFINITION, seats, variant), seed)
    rng = Rng(seed ^ 0x9E37)
    for _ in range(moves):
        if state.is_over():
            break
        legal = state.legal_actions(state.to_move())
        state.apply(legal[rng.randrange(len(legal))])
    return state


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 160), st.sampled_from(["standard", "three-player"]))
def test_the_normal_judgement_plays_only_legal_plays(seed, moves, variant):
    state = somewhere(seed, moves, variant)
    seat = state.to_move()
    if state.phase != PLAY or seat is None or seat == state.robot:
        return
    assert policy.play_choice(state, seat) in state.legal_actions(seat)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 160), st.sampled_from(["standard", "three-player"]))
def test_the_easy_judgement_plays_only_legal_plays(seed, moves, variant):
    """Its own play (not its random slips, which pick from the legal list)."""
    state = somewhere(seed, moves, variant)
    seat = state.to_move()
    if state.phase != PLAY or seat is None or seat == state.robot:
        return
    bot = EasyBot(seat, seed)
    bot.slip = 0.0
    legal = state.legal_actions(seat)
    assert bot.choose(state.view(seat), legal) in legal


def test_the_positions_include_follows_voids_and_leads():
    """The properties above meet every case of the rule (else they would prove little)."""
    seen = set()
    for seed in range(60):
        state = somewhere(seed, 20 + seed * 2, "standard" if seed % 2 else "three-player")
        seat = state.to_move()
        if state.phase != PLAY or seat is None or seat == state.robot:
            continue
        if not state.trick:
            seen.add("lead")
        else:
            seen.add("follow" if state.sigs[seat][state.led] else "void")
    assert seen == {"lead", "follow", "void"}
