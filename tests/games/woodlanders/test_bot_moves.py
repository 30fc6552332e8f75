"""The Woodlanders computers play exactly the moves recorded before they asked the engine (issue 22).

The lead and follow rules were copied in the bots (`bots/policy.py` and `bots/players.py` re-derived
the suits a seat may play from its hand) and a choice outside the legal plays fell back to the first
legal play in silence. Both now go through the rules' `playable_suits`, the one statement the
engine's legal plays and D4-ST8 use too, and a choice outside the legal plays is an error.
"""

from __future__ import annotations

import pytest

from games.bot_replay import play, recorded  # tests/ is on the path

GAMES = [("woodlanders", *r) for r in recorded("woodlanders")]


@pytest.mark.parametrize(("game", "level", "seed", "actions", "digest"), GAMES)
def test_the_bots_play_the_recorded_moves(game, level, seed, actions, digest):
    assert play(game, level, seed) == (actions, digest)


def test_the_engine_the_robot_and_the_bots_ask_one_statement_of_the_lead_and_follow_rules(monkeypatch):
    """The rule's one statement, and every player of the 4-player game and D4-ST8 asking it (a changed rule
    reaches them all; nothing of theirs can drift from it)."""
    from woods_desktop.games.woodlanders.bots import players, policy
    from woods_desktop.games.woodlanders.bots.players import default_rules
    from woods_desktop.games.woodlanders.rules import robot, state
    from woods_desktop.games.woodlanders.rules.rules import playable_suits

    assert playable_suits([3, 0, 5], 1, None) == [0, 2]  # cannot follow: any suit held
    assert playable_suits([3, 0, 5], 2, None) == [2]  # can follow: must
    assert playable_suits([3, 0, 5], None, 0) == [2]  # leads: never its pain suit...
    assert playable_suits([3, 0, 0], None, 0) == [0]  # ...unless it holds nothing else
    calls: list[str] = []
    for module in (players, policy, robot, state):

        def spy(held, led, pain, _name=module.__name__):
            calls.append(_name.rsplit(".", 1)[-1])
            return playable_suits(held, led, pain)

        monkeypatch.setattr(module, "playable_suits", spy)
    for level in ("easy", "normal", "hard"):
        play("woodlanders", level, 1)
    t = robot.tables_for(default_rules())
    robot.robot_choice(t, [0b11, 0, 0, 0, 0], 1, None, 0, 3, False, [None, None, None])  # D4-ST8 cannot follow
    assert {"players", "policy", "robot", "state"} <= set(calls)


def test_a_choice_outside_the_legal_plays_is_an_error_not_the_first_legal_play():
    from woods_desktop.games.woodlanders.bots.players import _pick

    assert _pick("b", ["a", "b"]) == "b"
    with pytest.raises(ValueError, match="not among the 2 legal actions"):
        _pick("c", ["a", "b"])
