"""Issue 22: the bound (`simulate whispering-solo --oracle`) is a portfolio of whole games on the real
state (the width-2 beam, the solver's own game, wider beams within a CPU budget): the game it returns is
a real game (its actions replay to the same end), the best of those it tried, and a passed one first."""

from __future__ import annotations

from woods_desktop.games.whispering.bots import bound
from woods_desktop.games.whispering.bots.solver import SoloBot

from .helpers import solo


def _midgame(level: int, seed: int, turns: int):
    st = solo(level, seed)
    bot = SoloBot(0, seed)
    while st.round <= turns and not st.is_over():
        st.apply(bot.choose(st.view(0), st.legal_actions(0)))
    return st


def test_the_bound_returns_the_best_real_game_of_its_stages():
    """A mission 5 shuffle at turn 10 whose width-2 beam fails and whose solver passes (found by
    `build/record_whispering_positions.py bound`: rerun it when the tiles change): both first stages run,
    and the passed game is the one returned."""
    st = _midgame(5, 3, 9)
    before = st.to_dict()
    found = bound.search(st, budget=0.0)  # no budget: the first two stages only
    assert st.to_dict() == before  # searched on copies
    assert found.state.is_over()
    assert "beam2" in found.stages and (found.stages["beam2"][0] or "solver" in found.stages)
    assert found.stage in found.stages and bound._rank(found.state) == max(found.stages.values())
    replay = st.copy()
    for action in found.actions:
        replay.apply(action)
    assert replay.is_over() and replay.outcome().scores == found.state.outcome().scores
    solver, _ = bound.solver_game(st)
    assert bound._rank(found.state) >= bound._rank(solver)
    assert set(found.stages) == {"beam2", "solver"}  # the beam failed, so the solver's game was tried too
    assert found.stage == "solver" and not found.stages["beam2"][0] and found.state.outcome().won


def test_simulate_whispering_solo_with_the_oracle_reports_the_bound_and_the_width_2_beam(capsys, monkeypatch):
    import json

    from woods_desktop.cli import main
    from woods_desktop.games.whispering import simulate_solo

    real = bound.search
    monkeypatch.setattr(bound, "search", lambda st, seed=0: real(_midgame_from(st), budget=0.0, seed=seed))
    args = ["simulate", "whispering-solo", "--level", "1", "--games", "1", "--seed", "5", "--oracle", "--json"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["player"] == "oracle" and 0.0 <= report["pass_rate"] <= 1.0
    assert 0.0 <= report["beam2_pass_rate"] <= report["pass_rate"]
    assert report["cpu_seconds_mean"] > 0 and set(report["passes_by_stage"]) <= {"beam2", "solver", "beam3", "beam6"}
    assert simulate_solo.GAME == "whispering-solo"


def _midgame_from(st):
    """The same shuffle, played by the solver to turn 10 (a cheaper search for the command's test)."""
    bot = SoloBot(0, 5)
    st = st.copy()
    while st.round <= 9 and not st.is_over():
        st.apply(bot.choose(st.view(0), st.legal_actions(0)))
    return st
