"""Undo (DESIGN section 3): only the mover's own step, hand-over or help token, while still moving;
never across a token turned face up, a task card drawn, or the Wolf's step."""

from __future__ import annotations

from woods_desktop.core.replay import make_record, replay
from woods_desktop.games.wolf.rules import (
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
    undoable,
)
from woods_desktop.games.wolf.rules.board import HOUSE

from .helpers import carry, config, definition, forest, new


def _play(seed: int, actions: list, n: int = 2):
    st = new(n, seed=seed)
    for a in actions:
        st.apply(a)
    return st


def test_a_step_a_hand_over_and_a_help_token_can_be_undone_while_still_moving():
    st = new(2, seed=2)
    st.apply(Step(1))
    assert undoable(st, Step(1))
    st.apply(Step(6))
    assert undoable(st, Step(6))
    st.help[0].append("sleeping_wolf")
    st.apply(PlayHelp("sleeping_wolf"))
    assert undoable(st, PlayHelp("sleeping_wolf"))
    st.help[0].append("basket")
    st.pos[1] = 7
    st.apply(Give(1, "basket", 0))
    assert undoable(st, Give(1, "basket", 0))


def test_ending_the_move_turns_a_token_up_and_is_never_undone():
    st = new(2, seed=2)
    st.apply(Step(1))
    st.apply(EndMove())
    assert not undoable(st, EndMove())


def test_a_task_card_drawn_the_answer_a_take_and_the_wolfs_step_are_never_undone():
    st = forest(tokens={2: "present"})
    st.apply(SkipMove())
    assert not undoable(st, SkipMove())
    st.apply(TaskAnswer(True))
    assert not undoable(st, TaskAnswer(True))
    st.apply(Step(2))
    st.apply(EndMove())
    st.apply(TakeToken())
    assert not undoable(st, TakeToken())
    st.apply(FinishTurn())
    assert not undoable(st, FinishTurn())


def test_a_present_handed_into_the_house_is_not_undone():
    st = new(2, seed=2)
    st.pos = [25, HOUSE]
    (gift,) = carry(st, 0, 1)
    st.apply(Give(1, gift, 0))
    assert not undoable(st, Give(1, gift, 0))


def test_undo_by_replay_returns_exactly_the_state_before():
    d = definition()
    st = _play(4, [Step(2), Step(7)])
    before = _play(4, [Step(2)])
    record = make_record(d, config(2), 4, [Step(2)])
    again, _ = replay(record, {d.id: d})
    assert undoable(st, Step(7)) and again.to_dict() == before.to_dict()
