"""The Whispering Woods computers and the engine answer the rules' questions alike (issue 22).

When a task may be completed (a path along the task's elements, and the forest still in one piece once
its tile leaves) is stated once, in `paths.completion_paths`: the engine lists a `Complete` for each of
its paths and the bots' chain search (`chains.completions`) asks it on their own board with their
remembered path search. These tests fail if a copy comes back: a spy sees both ask it, and over random
forests the bots' completions are the engine's legal ones. The shortfall search (how many tiles a task
lacks, which the engine does not know) must say 0 exactly when the engine finds a path. A plan whose
first move is not legal is an error, never a silent end of the turn; and in whole games every planned move
is legal when its time comes (the bots' idea of a turn's shape is the engine's: no plan made again in silence).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.bots.chains import completions
from woods_desktop.games.whispering.bots.shortfall import paths as memo_paths
from woods_desktop.games.whispering.bots.shortfall import shortfall
from woods_desktop.games.whispering.data import load_definition
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn
from woods_desktop.games.whispering.rules.paths import completion_paths, frontier, task_paths
from woods_desktop.games.whispering.rules.state import WhisperingState
from woods_desktop.games.whispering.rules.view import TASKS

DEFINITION = load_definition()


def grown(seed: int, size: int, task_share: float) -> WhisperingState:
    """Seat 0 to complete tasks in a forest of `size` tiles grown at random around its starting tile from
    the game's own tiles (a share of them task side up, each with an animal while any is left)."""
    state = DEFINITION.new_game(make_config(DEFINITION, 2), seed)
    rng = Rng(seed)
    forest = state.forests[0]
    animal = sum(1 for _, up, a in forest.values() if up and a is not None)  # the starting tile's
    while len(forest) < size and state.bag:
        tile = state.bag.pop(rng.randrange(len(state.bag)))
        spots = sorted(frontier(forest))
        h = spots[rng.randrange(len(spots))]
        up = animal < state.data.animals and rng.random() < task_share
        forest[h] = (tile, up, animal if up else None)
        animal += up
    state.animals_left[0] = state.data.animals - animal
    state.seat, state.phase, state._legal = 0, TASKS, None
    return state


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 10**9), st.integers(4, 30), st.sampled_from([0.2, 0.4, 0.6]))
def test_the_bots_completions_are_the_engines_legal_ones(seed, size, task_share):
    state = grown(seed, size, task_share)
    legal = {(a.q, a.r, a.path) for a in state.legal_actions(0) if isinstance(a, Complete)}
    board = Board.of(state.view(0), 0)
    mine = completions(board)
    assert {(h[0], h[1], path) for h, path, _ in mine} <= legal  # each a legal completion...
    assert {(h, path[-1]) for h, path, _ in mine} == {((q, r), p[-1]) for q, r, p in legal}  # ...every end tile
    for h, _, points in mine:
        assert points == state.points[state.forests[0][h][0]]


def test_random_forests_hold_tasks_that_may_be_completed_and_some_that_may_not():
    """The property above meets both answers (else it would prove little)."""
    can = cannot = 0
    for seed in range(40):
        state = grown(seed, 20, 0.4)
        fmap = state.forest_map(0)
        for h, (tile, up, _) in state.forests[0].items():
            if up:
                found = bool(completion_paths(fmap, h, state.task[tile]))
                can, cannot = can + found, cannot + (not found)
    assert can >= 5 and cannot >= 20


def test_the_engine_and_the_bots_ask_one_statement_of_when_a_task_may_be_completed(monkeypatch):
    from woods_desktop.games.whispering.bots import chains
    from woods_desktop.games.whispering.rules import state as state_module

    calls: list[str] = []
    for module in (chains, state_module):

        def spy(*args, _name=module.__name__.rsplit(".", 1)[-1]):
            calls.append(_name)
            return completion_paths(*args)

        monkeypatch.setattr(module, "completion_paths", spy)
    state = grown(3, 20, 0.4)
    state.legal_actions(0)
    completions(Board.of(state.view(0), 0))
    assert {"chains", "state"} <= set(calls)
    monkeypatch.setattr(chains, "completion_paths", lambda *args: [])  # a changed rule reaches the bots
    assert completions(Board.of(state.view(0), 0)) == []


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.integers(3, 35), st.sampled_from([0.3, 0.6]))
def test_the_shortfall_is_nought_exactly_when_the_engine_finds_a_path(seed, size, task_share):
    """Every task, the starting tile's six-tile one included; and the bots' remembered path search lists
    the engine's paths."""
    state = grown(seed, size, task_share)
    fmap = state.forest_map(0)
    for h, (tile, up, _) in state.forests[0].items():
        if up:
            task = state.task[tile]
            found = task_paths(fmap, h, task)
            assert (shortfall(fmap, h, task).missing == 0) == bool(found), (h, task)
            assert memo_paths(fmap, h, task) == found


def test_a_plan_that_starts_with_an_illegal_move_is_an_error_not_the_end_of_the_turn(monkeypatch):
    from woods_desktop.games.whispering.bots import FACTORIES, players, solver
    from woods_desktop.games.whispering.bots.planner import TurnPlan
    from woods_desktop.games.whispering.bots.players import first_of_plan

    queue = [EndTurn(), "b"]
    assert first_of_plan(queue, ["a", EndTurn()]) == EndTurn() and queue == ["b"]
    with pytest.raises(ValueError, match="not among the 2 legal actions"):
        first_of_plan(["c"], ["a", "b"])
    with pytest.raises(ValueError, match="planned nothing"):
        first_of_plan([], ["a", "b"])
    state = DEFINITION.new_game(make_config(DEFINITION, 2), 1)
    seat = state.to_move()
    legal = state.legal_actions(seat)
    monkeypatch.setattr(players, "plan_turn", lambda *a: TurnPlan((Complete(9, 9, ()), EndTurn()), 0.0, "x"))
    for level in ("easy", "normal", "hard"):
        with pytest.raises(ValueError, match="not among"):
            FACTORIES[level](seat, 1).choose(state.view(seat), legal)
    solo = DEFINITION.new_game(make_config(DEFINITION, 1, "solo", {"mission": 1}), 1)
    monkeypatch.setattr(solver, "solo_plan", lambda *a: solver.SoloPlan((Complete(9, 9, ()),), 0.0, "x"))
    with pytest.raises(ValueError, match="not among"):
        FACTORIES["hard"](0, 1).choose(solo.view(0), solo.legal_actions(0))


@pytest.mark.parametrize(("game", "level"), [("whispering-3", "normal"), ("whispering-solo-1", "hard")])
def test_a_turns_plan_stays_legal_move_after_move(monkeypatch, game, level):
    """A bot plans its turn at its first decision and replays it; were its idea of the turn (two forest
    tiles or one task tile, then completions) not the engine's, a planned move would not be legal when its
    time comes and the bot would plan again in silence. In a whole game every planned move is legal."""
    from games.bot_replay import play
    from woods_desktop.games.whispering.bots import players, solver

    missed: list[object] = []
    for cls, turn_of in ((players.WhisperingBot, lambda v: (v.turn, v.to_move)), (solver.SoloBot, lambda v: v.turn)):

        def choose(self, view, legal, _real=cls.choose, _turn_of=turn_of):
            if self.turn == _turn_of(view) and self.queue and len(legal) > 1 and self.queue[0] not in legal:
                missed.append(self.queue[0])
            return _real(self, view, legal)

        monkeypatch.setattr(cls, "choose", choose)
    play(game, level, 1)
    assert missed == []


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.integers(4, 30), st.sampled_from([0.3, 0.6]))
def test_a_completion_changes_the_bots_forests_as_it_changes_the_engines(seed, size, task_share):
    """Rulebook step 3 C-D: the task's tile leaves, the path's end turns task side up. The bots' board and
    the solo judgement's look ahead (`after_completion`) change the forest as the engine's move does."""
    from woods_desktop.games.whispering.bots.board import after_completion

    state = grown(seed, size, task_share)
    before = state.forest_map(0)
    for action in [a for a in state.legal_actions(0) if isinstance(a, Complete)]:
        engine = state.copy()
        engine.apply(action)
        h = (action.q, action.r)
        board = Board.of(state.view(0), 0)
        board.complete(h, action.path)
        assert after_completion(before, h, action.path) == engine.forest_map(0) == board.cells
        assert board.tasks == sorted(x for x, (_, up) in engine.forest_map(0).items() if up)


def test_the_solo_judgement_looks_ahead_with_the_engines_completion_step():
    from woods_desktop.games.whispering.bots import board, solo_judge
    from woods_desktop.games.whispering.rules import paths

    assert solo_judge.after_completion is board.after_completion and board.complete_on is paths.complete_on
