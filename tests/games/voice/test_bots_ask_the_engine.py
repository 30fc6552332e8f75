"""The Voice computers' reading of who leads a card is the engine's (issue 22, the same check for Voice).

The control model (`bots.judgement.Model.need`: the cubes a seat must still add to lead a card) is the
bots' own judgement, wider than the rule (it counts cubes still to come); but where it says "leads now"
(0) it states the rule of the control check, `rules.control.find_leader`, once more. This property fails
if the two drift (a changed Leader's cube count or margin reaching one and not the other): for any cubes
on a card that are no deadlock (the engine's `is_deadlock`, which the model weighs apart), a seat needs
nothing more exactly when the engine names it the Leader.
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from woods_desktop.games import definition as game_definition
from woods_desktop.games.voice.bots.judgement import Model, Style
from woods_desktop.games.voice.bots.position import Position
from woods_desktop.games.voice.rules.control import find_leader, is_deadlock

DEFINITION = game_definition("voice")


def _model(seats: int, cubes: int, margin: int) -> Model:
    """The hard player's model of a game's view, the rules' Leader numbers changed to these (a changed
    rule must reach it through the view)."""
    config = {"seats": seats, "variant": "standard", "options": {"minute": "private"}}
    config["names"] = [f"P{i + 1}" for i in range(seats)]
    view = DEFINITION.new_game(config, 1).view(0)
    rules = dataclasses.replace(view.rules, leader_cubes=cubes, leader_margin=margin, deadlock_cubes=cubes)
    return Model(Position(dataclasses.replace(view, rules=rules)), Style())


RULES = ((5, 2), (4, 3), (6, 1))  # the rulebook's, and two others
MODELS = {(n, r): _model(n, *r) for n in range(2, 6) for r in RULES}


@settings(max_examples=600, deadline=None)
@given(
    st.integers(2, 5).flatmap(lambda n: st.lists(st.integers(0, 7), min_size=n, max_size=n)),
    st.sampled_from(RULES),
)
def test_a_seat_needs_no_cube_exactly_when_the_engine_names_it_the_leader(counts, numbers):
    model = MODELS[(len(counts), numbers)]
    rules = model.pos.rules
    if is_deadlock(counts, rules.deadlock_cubes):
        return
    leader = find_leader(list(counts), rules.leader_cubes, rules.leader_margin)
    for seat in range(len(counts)):
        assert (model.need(counts, seat) == 0) == (leader == seat), (counts, seat)
