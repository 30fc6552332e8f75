"""The missions' objectives, each with a case that meets it and one that does not (rulebook "Mission
Levels"), and the readings the rulebook leaves open (assets/rules/whispering.yaml, solo missions)."""

from __future__ import annotations

import pytest

from woods_desktop.games.whispering.rules.objectives import ObjectiveSpec, matching, progress

START = None  # the starting tile: no forest side


def t(element, animal, turn=1, points=6):
    return (element, points, animal, turn)


def met(kind, amount, tasks):
    return progress(ObjectiveSpec(kind, amount), tasks, 4).met


# ------------------------------------------------------------ each animal


def test_complete_1_task_with_each_animal():
    """Level 1: "Complete 1 task with each Animal." (the starting tile counts for its animal)"""
    tasks = [t(START, 0, points=10), t("water", 1), t("fruits", 2), t("leaves", 3)]
    assert met("each_animal", 1, tasks)
    p = progress(ObjectiveSpec("each_animal", 1), tasks[:3], 4)
    assert not p.met and (p.n, p.of) == (3, 4)


def test_complete_2_tasks_with_each_animal():
    """Levels 5 and 6: "Complete 2 tasks with each Animal." """
    tasks = [t(e, a) for a in range(4) for e in ("water", "fruits")]
    assert met("each_animal", 2, tasks)
    assert not met("each_animal", 2, tasks[:-1])
    assert progress(ObjectiveSpec("each_animal", 2), tasks[:-1], 4).n == 3


# ----------------------------------------------------------- 2-colour pairs


def test_forest_sides_form_2_colour_pairs():
    """Level 2: "The Forest sides of all completed tasks must form 2-color pairs": every element an even
    number of times, at least 4 tasks; the starting tile (no forest side) is left out."""
    tasks = [t(START, 0), t("water", 1), t("water", 2), t("fruits", 3), t("fruits", 0)]
    assert met("pairs", 4, tasks)
    assert met("pairs", 4, [t("water", a) for a in range(4)])  # two pairs of one colour


def test_pairs_fail_with_an_odd_colour_or_fewer_than_4_tasks():
    odd = [t("water", 1), t("water", 2), t("fruits", 3), t("fruits", 0), t("leaves", 1)]
    p = progress(ObjectiveSpec("pairs", 4), odd, 4)
    assert not p.met and (p.n, p.of) == (4, 5)
    assert not met("pairs", 4, [t("water", 1), t("water", 2)])
    assert not met("pairs", 4, [t(START, 0), t("water", 1), t("water", 2)])


# ------------------------------------------------ each animal, four colours


def test_1_task_with_each_animal_4_forest_sides_of_different_colours():
    """Levels 3 and 4: one task per animal can be chosen with 4 different colours (a matching)."""
    tasks = [t("water", 0), t("water", 1), t("fruits", 1), t("leaves", 2), t("water", 3), t("minerals", 3)]
    assert met("distinct_animals", 0, tasks)  # 0 water, 1 fruits, 2 leaves, 3 minerals


def test_4_different_colours_fail_when_two_animals_share_their_only_colour():
    tasks = [t("water", 0), t("water", 1), t("leaves", 2), t("fruits", 3)]
    p = progress(ObjectiveSpec("distinct_animals", 0), tasks, 4)
    assert not p.met and p.n == 3


def test_the_starting_tile_never_counts_for_a_colour():
    tasks = [t(START, 0, points=10), t("water", 1), t("leaves", 2), t("fruits", 3)]
    assert not met("distinct_animals", 0, tasks)
    assert met("each_animal", 1, tasks)


def test_matching_finds_a_choice_a_greedy_pick_would_miss():
    tasks = [t("water", 0), t("fruits", 0), t("water", 1)]
    assert matching(tasks, 4) == 2


# ---------------------------------------------------- same colour, one animal


def test_2_tasks_with_1_animal_of_the_same_colour():
    """Level 3: "Complete 2 tasks with 1 Animal, both having the same-colored Forest side." """
    assert met("animal_element", 2, [t("water", 1), t("fruits", 2), t("water", 1, turn=4)])
    assert not met("animal_element", 2, [t("water", 1), t("water", 2), t("fruits", 1)])


def test_3_tasks_with_the_same_coloured_forest_side():
    """Level 4: "Complete 3 tasks with the same-colored Forest side." (any animals)"""
    assert met("same_element", 3, [t("leaves", 0), t("leaves", 1), t("water", 2), t("leaves", 3)])
    p = progress(ObjectiveSpec("same_element", 3), [t("leaves", 0), t("leaves", 1), t(START, 2), t(START, 3)], 4)
    assert not p.met and p.n == 2


# ---------------------------------------------------------- same turn


@pytest.mark.parametrize("k", [2, 3, 4])
def test_k_tasks_with_the_same_animal_in_the_same_turn(k):
    """Levels 3, 5, 6: "Complete k tasks with the same Animal in the same turn." (the starting tile counts)"""
    chain = [t(START, 0, turn=5, points=10)] + [t("water", 0, turn=5)] * (k - 1)
    assert met("animal_turn", k, chain)
    apart = [t("water", 0, turn=5)] * (k - 1) + [t("water", 0, turn=6)]
    assert not met("animal_turn", k, apart)
    others = [t("water", 0, turn=5)] * (k - 1) + [t("water", 1, turn=5)]
    assert not met("animal_turn", k, others)


# --------------------------------------------------------- six colours


def test_6_tasks_with_different_coloured_forest_sides():
    """Level 5: "Complete 6 tasks with different-colored Forest sides." """
    six = [t(e, i % 4) for i, e in enumerate(("fruits", "flowers", "mushrooms", "leaves", "water", "minerals"))]
    assert met("elements", 6, six)
    assert not met("elements", 6, six[:5] + [t("fruits", 3), t(START, 0)])


# ---------------------------------------------------------- points each


@pytest.mark.parametrize("k", [8, 12])
def test_tasks_worth_k_points_with_each_animal(k):
    """Levels 4 and 6: "Complete tasks worth a total of k points with each Animal." (the start's 10 count)"""
    tasks = [t(START, 0, points=10), t("water", 0, points=4)] + [
        t("fruits", a, points=p) for a in (1, 2, 3) for p in (6, 6)
    ]
    assert met("animal_points", k, tasks)
    short = tasks[:-1]  # animal 3 has 6 points only
    p = progress(ObjectiveSpec("animal_points", k), short, 4)
    assert not p.met and p.n == 3


def test_progress_words_its_numbers():
    p = progress(ObjectiveSpec("each_animal", 2), [t("water", 0), t("water", 0)], 4)
    assert p.params(ObjectiveSpec("each_animal", 2)) == {"n": 1, "of": 4, "tasks": 2}
    assert progress(ObjectiveSpec("distinct_animals"), [], 4).params(ObjectiveSpec("distinct_animals")) == {
        "n": 0,
        "of": 4,
    }


def test_an_unknown_kind_is_refused():
    with pytest.raises(ValueError):
        progress(ObjectiveSpec("nonsense", 1), [], 4)
