"""The computer friends: legal, on the move, sensible in the positions the brief names, blind to closed tokens;
`TaskChance` for the table; `simulate wolf` and its report."""

from __future__ import annotations

import json

import pytest

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.bots import FACTORIES, TaskChance
from woods_desktop.games.wolf.rules import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.board import HOUSE, START
from woods_desktop.games.wolf.rules.view import TASK, TOKEN
from woods_desktop.games.wolf.simulate import play_game, simulate

from .rules.helpers import carry, cell, config, definition, fill_house, forest

LEVELS = tuple(FACTORIES)


def _play(n: int, seed: int, level: str, path: int | None = None, on_turn=None):
    """A game of friends of `level` (each sees only its view), the table doing 4 cards in 5;
    every friend's choice checked against the legal actions."""
    options = {} if path is None else {"path": path}
    st = definition().new_game(config(n, **options), seed)
    friends = [FACTORIES[level](i, seed * 31 + i) for i in range(n)]
    table = TaskChance(0.8, seed)
    actions = 0
    while not st.is_over():
        seat = st.to_move()
        legal = st.legal_actions(seat)
        assert legal, f"no legal action (seed {seed})"
        action = table.choose(None, legal) if seat == n else friends[seat].choose(st.view(seat), legal)
        assert action in legal, f"{level} chose {action!r}, not legal (seed {seed})"
        if on_turn is not None and seat < n and isinstance(action, FinishTurn):
            on_turn(st, seat)
        st.apply(action)
        actions += 1
        assert actions < definition().max_actions
    return st


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_friends_choose_only_legal_actions_and_every_game_ends(level, n):
    for seed in range(12 if level == "hard" else 25):
        st = _play(n, seed, level, path=14 + 3 * n)
        assert st.is_over() and st.outcome().details["result"] in ("best", "surprise", "defeat")


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_never_stands_still_in_the_forest(level):
    """Outside the house a hero's turn always ends somewhere new (it must step, and it plans to);
    nobody is left behind at the start."""
    for seed in range(15):
        ends: dict[int, list[int]] = {}

        def record(s, seat, ends=ends):
            ends.setdefault(seat, []).append(s.pos[seat])

        st = _play(3, seed, level, path=24, on_turn=record)
        for seat, places in ends.items():
            assert START not in places, f"seat {seat} never entered the forest (seed {seed})"
            for before, after in zip(places, places[1:]):
                assert before == HOUSE or after != before, f"seat {seat} stood still at {before} (seed {seed})"
        assert st.is_over()


def _choose(st, level="normal"):
    seat = st.to_move()
    legal = st.legal_actions(seat)
    action = FACTORIES[level](seat, 1).choose(st.view(seat), legal)
    assert action in legal
    return action


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_on_an_open_present_with_a_free_basket_takes_it(level):
    st = forest(2, {cell(2, 2): "present"}, positions=(cell(1, 2), cell(4, 4)))
    st.apply(Step(cell(2, 2)))
    st.apply(EndMove())
    assert st.phase == TOKEN
    assert _choose(st, level) == TakeToken()
    st.apply(TakeToken())
    assert len(st.carried[0]) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_walks_to_an_open_present_it_can_reach(level):
    present = cell(2, 4)
    st = forest(2, {present: "present", cell(2, 0): "puddle"}, open_cells="all", positions=(cell(1, 2), START))
    st.wolf_left = 20
    for _ in range(3):
        action = _choose(st, level)
        st.apply(action)
        if isinstance(action, EndMove):
            break
    assert st.pos[0] == present


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_goes_home_before_the_wolf_arrives(level):
    """The squirrel (3 steps) three steps from the house on its last turn: it goes home, though
    face-down tokens and an open present lie around it."""
    tokens = {c: "present" for c in range(30)}
    st = forest(2, tokens, open_cells=(cell(3, 1), cell(3, 3)), positions=(cell(3, 2), HOUSE))
    carry(st, 0, 1)
    st.wolf_left = 2  # this turn and the magpie's: the squirrel's last
    for _ in range(5):
        action = _choose(st, level)
        assert not isinstance(action, TakeToken)
        st.apply(action)
        if st.phase != "move":
            break
    assert st.pos[0] == HOUSE and st.house == 1


@pytest.mark.parametrize("level", LEVELS)
def test_with_time_to_spare_a_friend_collects_before_going_home(level):
    st = forest(2, {cell(2, 1): "present"}, open_cells="all", positions=(cell(3, 2), HOUSE))
    st.wolf_left = 20
    for _ in range(5):
        action = _choose(st, level)
        st.apply(action)
        if isinstance(action, EndMove):
            break
    assert st.pos[0] == cell(2, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_with_full_baskets_hands_a_present_to_a_friend_nearer_home(level):
    """The magpie (1 basket, full) meets the squirrel (2 baskets, 1 free) one row nearer home."""
    st = forest(2, {}, positions=(cell(4, 2), cell(3, 2)), turn=1)
    carry(st, 0, 1)
    (gift,) = carry(st, 1, 1)
    st.wolf_left = 20
    assert _choose(st, level) == Give(0, gift, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_hands_presents_to_a_friend_at_home(level):
    """A present given to a hero in the house goes into the house at once."""
    st = forest(2, {}, positions=(cell(5, 2), HOUSE))
    first, _ = carry(st, 0, 2)
    st.wolf_left = 20
    assert _choose(st, level) == Give(1, first, 0)
    st.apply(Give(1, first, 0))
    assert st.home == [first]


@pytest.mark.parametrize("level", LEVELS)
def test_no_hand_over_to_a_friend_farther_from_home(level):
    st = forest(2, {}, positions=(cell(4, 2), cell(3, 2)))
    carry(st, 0, 2)
    st.wolf_left = 20
    assert not isinstance(_choose(st, level), Give)


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_going_home_takes_along_the_present_of_a_friend_farther_out(level):
    """The squirrel's last turn (two steps from the house): passing the magpie, it takes her kite
    home with it, and her basket is free again."""
    st = forest(2, {}, positions=(cell(4, 2), cell(3, 2)))
    st.carried[1] = ["kite"]
    st.wolf_left = 2
    assert _choose(st, level) == Give(0, "kite", 1)
    st.apply(Give(0, "kite", 1))
    for _ in range(4):
        action = _choose(st, level)
        st.apply(action)
        if isinstance(action, EndMove):
            break
    assert st.pos[0] == HOUSE and st.home == ["kite"] and st.carried == [[], []]


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_waiting_at_home_takes_a_present_from_a_friend_on_the_last_row(level):
    st = forest(2, {}, positions=(HOUSE, cell(5, 3)))
    fill_house(st, 3)
    st.carried[1] = ["kite"]
    st.wolf_left = 4
    assert _choose(st, level) == Give(0, "kite", 1)
    st.apply(Give(0, "kite", 1))
    assert _choose(st, level) == FinishTurn()
    st.apply(FinishTurn())
    assert st.house == 4 and "kite" in st.home


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_with_time_to_collect_does_not_fill_its_baskets_with_a_friends_presents(level):
    st = forest(2, {cell(1, 0): "present"}, open_cells="all", positions=(cell(2, 2), cell(2, 3)))
    st.carried[1] = ["kite"]
    st.wolf_left = 20
    assert not isinstance(_choose(st, level), Give)


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_plays_the_sleeping_wolf_when_time_is_short(level):
    """The badger (2 steps) is 4 steps from home with one turn left: the squirrel, whose turn it
    is, puts the Wolf to sleep."""
    st = forest(3, {}, positions=(cell(3, 0), cell(0, 0), cell(3, 4)))
    st.help = [["sleeping_wolf"], [], []]
    st.wolf_left = 3
    assert _choose(st, level) == PlayHelp("sleeping_wolf")


@pytest.mark.parametrize("level", LEVELS)
def test_a_friend_keeps_the_sleeping_wolf_while_there_is_time(level):
    st = forest(3, {}, positions=(cell(3, 0), cell(2, 2), cell(3, 4)))
    st.help = [["sleeping_wolf"], [], []]
    st.wolf_left = 24
    assert not isinstance(_choose(st, level), PlayHelp)


@pytest.mark.parametrize("level", LEVELS)
def test_a_basket_is_played_at_once_and_the_scooter_when_a_second_move_helps(level):
    st = forest(2, {cell(2, 2): "basket"}, positions=(cell(1, 2), HOUSE))
    st.help = [["scooter"], []]
    st.wolf_left = 20
    st.apply(Step(cell(2, 2)))
    st.apply(EndMove())
    assert _choose(st, level) == TakeToken()
    st.apply(TakeToken())
    assert _choose(st, level) == PlayHelp("basket")
    st.apply(PlayHelp("basket"))
    assert st.baskets[0] == 3
    assert _choose(st, level) == PlayHelp("scooter")


@pytest.mark.parametrize("level", LEVELS)
def test_at_home_with_nothing_worth_a_trip_a_friend_stays(level):
    st = forest(2, {}, positions=(HOUSE, cell(4, 4)))
    fill_house(st, 3)
    st.wolf_left = 4
    assert _choose(st, level) == FinishTurn()


@pytest.mark.parametrize("level", LEVELS)
def test_a_blocked_friend_clears_the_way(level):
    """A row of open puddles and ravines in front of the squirrel: it takes the task card to
    clear one of them."""
    row = {cell(3, c): ("puddle" if c % 2 else "ravine") for c in range(5)}
    st = forest(2, row, open_cells="all", positions=(cell(2, 2), HOUSE))
    st.wolf_left = 20
    action = _choose(st, level)
    assert isinstance(action, ClearBlock) and action.cell in row


def test_friends_never_read_closed_tokens():
    """Two guesses of the face-down tokens (and of the deck) give the same view, and every
    level the same choice from either."""
    determinize = definition().determinize
    checked = 0
    for seed in range(6):
        st = definition().new_game(config(3, path=24), seed)
        rng = Rng(seed)
        steps = 0
        while not st.is_over():
            seat = st.to_move()
            legal = st.legal_actions(seat)
            if seat < 3 and steps % 7 == 3:
                view = st.view(seat)
                one, two = determinize(view, Rng(1)), determinize(view, Rng(2))
                assert one.view(seat) == view == two.view(seat)
                for level in LEVELS:
                    a = FACTORIES[level](seat, 5).choose(one.view(seat), one.legal_actions(seat))
                    b = FACTORIES[level](seat, 5).choose(two.view(seat), two.legal_actions(seat))
                    assert a == b and a in legal, (level, seed, steps)
                checked += 1
            if seat == 3:
                action = TaskAnswer(rng.random() < 0.8)
            else:
                action = FACTORIES["normal"](seat, 0).choose(st.view(seat), legal)
            st.apply(action)
            steps += 1
    assert checked > 30


def test_the_same_view_gives_the_same_choice_whatever_was_asked_before():
    """A friend's plan for a move is a shortcut, not a memory: a fresh friend asked in the middle
    of a move chooses what the one that planned it does."""
    for seed in range(5):
        st = definition().new_game(config(2, path=20), seed)
        planner = [FACTORIES["normal"](i, 0) for i in range(2)]
        table = TaskChance(0.8, seed)
        while not st.is_over():
            seat = st.to_move()
            legal = st.legal_actions(seat)
            if seat == 2:
                st.apply(table.choose(None, legal))
                continue
            view = st.view(seat)
            action = planner[seat].choose(view, legal)
            assert FACTORIES["normal"](seat, 0).choose(view, legal) == action
            st.apply(action)


def test_a_friend_asked_for_the_table_says_done():
    st = forest(2, {cell(2, 2): "puddle"}, positions=(cell(1, 2), HOUSE))
    st.apply(Step(cell(2, 2)))
    st.apply(EndMove())
    assert st.phase == TASK
    assert FACTORIES["normal"](2, 1).choose(st.view(2), st.legal_actions(2)) == TaskAnswer(True)


def test_task_chance_answers_done_with_its_probability():
    legal = [TaskAnswer(True), TaskAnswer(False)]
    assert all(TaskChance(1.0, s).choose(None, legal) == TaskAnswer(True) for s in range(20))
    assert all(TaskChance(0.0, s).choose(None, legal) == TaskAnswer(False) for s in range(20))
    chance = TaskChance(0.8, 7)
    done = sum(chance.choose(None, legal).done for _ in range(2000))
    assert 1500 < done < 1700
    one, two = TaskChance(0.8, 7), TaskChance(0.8, 7)
    assert [one.choose(None, legal) for _ in range(50)] == [two.choose(None, legal) for _ in range(50)]
    with pytest.raises(ValueError):
        TaskChance(1.5, 1)


def test_simulate_is_reproducible_from_its_seed():
    one = simulate(2, 4, path=18, seed=3)
    two = simulate(2, 4, path=18, seed=3)
    for key in ("best", "surprise", "defeat", "mean_presents_home", "mean_turns"):
        assert one[key] == two[key]
    a = play_game(definition(), config(2, path=18), 9)
    b = play_game(definition(), config(2, path=18), 9)
    assert a.to_dict() == b.to_dict()


def test_simulate_wolf_json_has_the_shares_and_they_add_up_to_one(capsys):
    from woods_desktop import cli

    code = cli.main(
        ["simulate", "wolf", "--heroes", "3", "--games", "6", "--path", "20", "--task-success", "0.8", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["finished"] == 6 and report["errors"] == 0
    assert report["heroes"] == ["squirrel", "magpie", "badger"] and report["path"] == 20
    assert report["best"] + report["surprise"] + report["defeat"] == pytest.approx(1.0, abs=1e-3)
    assert report["surprise_or_better"] == pytest.approx(report["best"] + report["surprise"], abs=1e-3)
    assert 0 <= report["mean_presents_home"] <= 10 and report["mean_turns"] > 0


def test_simulate_wolf_by_difficulty_mix_and_level(capsys):
    from woods_desktop import cli

    args = ["simulate", "wolf", "--hero-ids", "magpie,fawn", "--heroes", "2", "--games", "2", "--difficulty", "hard"]
    assert cli.main([*args, "--level", "easy"]) == 0
    out = capsys.readouterr().out
    assert "magpie, fawn (easy friends)" in out and "surprise or better" in out
    assert cli.main(["simulate", "wolf", "--heroes", "2", "--games", "1", "--level", "genius"]) == 2
    assert cli.main(["simulate", "wolf", "--heroes", "5", "--games", "1"]) == 2


def test_simulate_wolf_also_takes_seats_of_one_level(capsys):
    from woods_desktop import cli

    assert cli.main(["simulate", "wolf", "--seats", "hard,hard", "--games", "1", "--path", "12", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["heroes"] == ["squirrel", "magpie"] and report["level"] == "hard"
    assert cli.main(["simulate", "wolf", "--seats", "easy,hard", "--games", "1"]) == 2


def test_the_other_games_still_need_their_seats(capsys):
    from woods_desktop import cli

    assert cli.main(["simulate", "woodlanders", "--games", "1"]) == 2
    assert "--seats" in capsys.readouterr().err
