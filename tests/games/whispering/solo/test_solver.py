"""The solver: its plan is legal move after move from the view it saw, it sees no more than the view (two
shuffles of the same view get the same plan), it says what it aims at, it plays a mission to the end, and
every computer level plays the solo variant with it. The oracle plays on the real state."""

from __future__ import annotations

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots import FACTORIES
from woods_desktop.games.whispering.bots.oracle import search
from woods_desktop.games.whispering.bots.refresh import forest_tiles
from woods_desktop.games.whispering.bots.solver import SoloBot, SoloPlan, solo_plan, unseen
from woods_desktop.games.whispering.data import load_whispering_data
from woods_desktop.games.whispering.rules.actions import EndTurn, Refresh
from woods_desktop.games.whispering.rules.determinize import determinize
from woods_desktop.games.whispering.rules.objectives import MIN_SCORE_KEY

from .helpers import done, of_element, play_quietly, solo, tiles_everywhere


def _follow(st, plan: SoloPlan) -> None:
    for action in plan.actions:
        assert action in st.legal_actions(0), action
        st.apply(action)


def test_the_plan_is_legal_step_by_step_and_ends_the_turn_or_refreshes():
    st = solo(3, seed=21)
    for _ in range(4):
        plan = solo_plan(st.view(0), st.legal_actions(0))
        assert isinstance(plan.actions[-1], (EndTurn, Refresh))
        _follow(st, plan)
        if isinstance(plan.actions[-1], Refresh):
            _follow(st, solo_plan(st.view(0), st.legal_actions(0)))


def test_the_plan_depends_on_the_view_only_never_on_the_bag_s_order():
    st = solo(2, seed=22)
    play_quietly(st, 2)
    view = st.view(0)
    one, two = determinize(view, Rng(1), st.data), determinize(view, Rng(2), st.data)
    assert one.bag != two.bag
    assert solo_plan(one.view(0), one.legal_actions(0), seed=5) == solo_plan(two.view(0), two.legal_actions(0), seed=5)


def test_the_plan_says_what_it_aims_at():
    st = solo(1, seed=23)
    plan = solo_plan(st.view(0), st.legal_actions(0))
    objectives = {o.key for o in st.view(0).objectives}
    assert plan.aim_key in objectives | {MIN_SCORE_KEY}
    assert (plan.aim is None) == (plan.aim_key == MIN_SCORE_KEY)
    assert len(plan.chances) == 1 and 0.0 <= plan.chances[0] <= 1.0 and 0.0 <= plan.score_chance <= 1.0


def test_the_bag_as_the_solver_counts_it_leaves_out_the_board_and_the_set_aside_tiles():
    st = solo(1, seed=24)
    play_quietly(st, 3)
    view = st.view(0)
    assert sorted(t.id for t in unseen(view, forest_tiles())) == sorted(st.bag)


def test_the_solver_plays_a_mission_to_its_end():
    st = solo(1, seed=25)
    bot = SoloBot(0, 25)
    while not st.is_over():
        st.apply(bot.choose(st.view(0), st.legal_actions(0)))
    out = st.outcome()
    assert out.kind == "solo" and out.over and out.details["tasks"][0] >= 1
    assert sorted(tiles_everywhere(st)) == list(range(96))


def test_every_computer_level_plays_the_solo_variant_with_the_solver():
    st = solo(2, seed=26)
    view, legal = st.view(0), st.legal_actions(0)
    expected = solo_plan(view, legal, seed=3).actions[0]
    for level, factory in FACTORIES.items():
        assert factory(0, 3).choose(view, legal) == expected, level


def test_the_oracle_finishes_a_game_on_the_real_state():
    st = solo(1, seed=27)
    done(st, [(of_element("water", 1)[0], 1, 1)])
    final, actions = search(st, width=1)
    assert final.is_over() and actions
    assert final.outcome().scores[0] >= st.score(0)
    assert st.view(0).turns_left == 12  # the search played on copies
    assert load_whispering_data().mission(1).min_score == 60


def test_simulate_whispering_solo_reports_the_pass_rate_scores_and_objectives(capsys):
    import json

    from woods_desktop.cli import main

    assert main(["simulate", "whispering-solo", "--level", "2", "--games", "1", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "whispering-solo" and report["level"] == 2 and report["player"] == "solver"
    assert report["finished"] == 1 and report["errors"] == 0 and 0.0 <= report["pass_rate"] <= 1.0
    assert [o["kind"] for o in report["objectives"]] == ["each_animal", "pairs"]
    assert report["min_score"] == 70 and report["best_score"] == report["mean_score"]
    assert main(["simulate", "whispering-solo", "--level", "9", "--games", "1"]) == 2


def test_a_hint_asked_in_the_middle_of_a_turn_plans_the_rest_of_it():
    st = solo(4, seed=28)
    play_quietly(st, 2)
    first = solo_plan(st.view(0), st.legal_actions(0)).actions[0]
    st.apply(first)
    rest = solo_plan(st.view(0), st.legal_actions(0))
    assert isinstance(rest.actions[-1], EndTurn)
    _follow(st, rest)
    assert st.view(0).turn == 4 or st.is_over()


def test_the_solver_s_choice_of_animal_loses_nothing_on_the_per_animal_objectives():
    """The player chooses which unused animal goes onto a task tile, and in solo each completed task counts for
    its animal. The unused animals have completed nothing yet, so the mission's judgement (level 6: 2 tasks and
    12 points with each animal) scores every choice alike; the solver lays the first unused one."""
    from woods_desktop.games.whispering.bots.solo_board import SoloBoard
    from woods_desktop.games.whispering.bots.solo_judge import Facts, judge
    from woods_desktop.games.whispering.rules.actions import PlaceTask
    from woods_desktop.games.whispering.rules.paths import frontier

    st = solo(6, seed=28)
    water = of_element("water", 2)
    done(st, [(water[0], 0, 1), (water[1], 0, 1)])  # the deer has two tasks already
    view = st.view(0)
    assert view.unused_animals(0) == (1, 2, 3)
    tile, spot = view.display_tiles()[0], min(frontier(view.forest_map(0)))
    values = set()
    for animal in view.unused_animals(0):
        board = SoloBoard.of(view)
        board.place(tile, spot, True, animal)
        assert board.animal[spot] == animal
        values.add(round(judge(Facts.of(view), board).value, 9))
    assert len(values) == 1
    bot = SoloBot(0, 28)
    laid = 0
    while not st.is_over() and laid < 2:
        action = bot.choose(st.view(0), st.legal_actions(0))
        if isinstance(action, PlaceTask):
            assert action.animal == st.unused_animals(0)[0]
            laid += 1
        st.apply(action)
    assert laid, "the solver laid no task tile"
