"""Exchanging items: "Players may exchange the tokens carried by heroes (holiday or help tokens). For
this, their figures must stand on adjacent cells of the board (horizontally, vertically or
diagonally). Tokens may be passed at any moment of a hero's movement, including when one hero passes
another." The rulebook puts "Exchanging Items" in step 2, with the forest tokens; DESIGN section 4:
from the start of the mover's turn until the Wolf moves, the mover and any hero next to it hand
each other presents (into free baskets) and help tokens, either way."""

from __future__ import annotations

import json

from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules import EndMove, FinishTurn, Give, Step, TakeToken
from woods_desktop.games.wolf.rules.board import HOUSE, START
from woods_desktop.games.wolf.rules.testing import choose
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN

from .helpers import NAMES, answer_task, carry, cell, config, definition, forest, legal, refused, walk

# ---------------------------------------------------------------- either way, while the move lasts


def test_heroes_on_adjacent_cells_may_hand_over_presents_and_help_tokens():
    st = forest(positions=(cell(2, 2), cell(3, 3)))
    (gift,) = carry(st, 0, 1)
    st.help[0] = ["basket"]
    legal(st, Give(1, gift, 0))
    legal(st, Give(1, "basket", 0))
    assert st.carried == [[], [gift]] and st.help == [[], ["basket"]]


def test_tokens_pass_either_way_the_moving_hero_may_take_a_present_from_a_friend_next_to_it():
    st = forest(positions=(cell(2, 2), cell(3, 3)))
    (gift,) = carry(st, 1, 1)
    st.help[1] = ["sleeping_wolf"]
    legal(st, Give(0, gift, 1))  # the Squirrel takes the Magpie's present
    legal(st, Give(0, "sleeping_wolf", 1))
    assert st.carried == [[gift], []] and st.help == [["sleeping_wolf"], []]
    assert st.log[-2] == {"type": "give", "seat": 0, "giver": 1, "to": 0, "token": "present", "present": gift}


def test_tokens_may_be_passed_at_any_moment_of_the_move_before_the_first_step_between_steps_and_before_it_stops():
    st = forest(positions=(cell(1, 1), cell(2, 2)))
    st.baskets[1] = 3
    first, second, third = carry(st, 1, 3)
    st.baskets[0] = 3
    legal(st, Give(0, first, 1))  # before the first step
    walk(st, cell(1, 2))
    legal(st, Give(0, second, 1))  # between steps
    walk(st, cell(1, 3))
    legal(st, Give(0, third, 1))  # the last moment: the move has not stopped yet
    assert st.phase == MOVE and st.carried == [[first, second, third], []]
    legal(st, EndMove())


def test_tokens_may_be_passed_when_one_hero_passes_another_either_way():
    st = forest(positions=(cell(0, 0), cell(1, 2)))
    (mine,) = carry(st, 0, 1)
    (theirs,) = carry(st, 1, 1)
    refused(st, Give(1, mine, 0), "wolf.refused.not_adjacent")
    refused(st, Give(0, theirs, 1), "wolf.refused.not_adjacent")
    walk(st, cell(1, 1))  # passing the Magpie
    legal(st, Give(0, theirs, 1))
    walk(st, cell(2, 0))
    legal(st, EndMove())
    assert st.carried == [[mine, theirs], []]


def test_a_present_just_found_goes_to_the_friend_next_to_the_finder_before_the_wolf_moves():
    st = forest(tokens={cell(2, 1): "present"}, positions=(cell(2, 0), cell(3, 1)))
    (theirs,) = carry(st, 1, 1)
    st.baskets[1] = 2
    st.help[1] = ["scooter"]
    walk(st, cell(2, 1))
    legal(st, EndMove())
    assert st.phase == TOKEN
    legal(st, TakeToken())
    (found,) = st.carried[0]
    legal(st, Give(1, found, 0))  # the present just found, to the Magpie next to the Squirrel
    legal(st, Give(0, "scooter", 1))  # and either way, help tokens too
    assert st.phase == TOKEN and st.carried == [[], [theirs, found]] and st.help == [["scooter"], []]
    legal(st, Give(0, theirs, 1))
    legal(st, FinishTurn())  # the Wolf moves: the Magpie's turn now
    assert st.turn == 1 and st.carried == [[theirs], [found]]


def test_a_present_found_next_to_a_friend_at_home_goes_into_the_house_at_once():
    st = forest(tokens={cell(5, 1): "present"}, positions=(cell(4, 1), HOUSE))
    walk(st, cell(5, 1))
    legal(st, EndMove())
    legal(st, TakeToken())
    (found,) = st.carried[0]
    legal(st, Give(1, found, 0))
    assert st.home == [found] and st.carried == [[], []]


def test_a_hero_whose_move_ended_in_the_house_takes_a_friends_present_straight_into_the_house():
    st = forest(positions=(cell(5, 1), cell(5, 2)))
    (theirs,) = carry(st, 1, 1)
    walk(st, HOUSE)
    legal(st, EndMove())
    assert st.phase == TOKEN
    legal(st, Give(0, theirs, 1))
    assert st.home == [theirs] and st.carried == [[], []]


def test_while_a_task_card_waits_nothing_changes_hands_and_after_it_the_exchange_goes_on():
    st = forest(tokens={cell(2, 1): "puddle"}, positions=(cell(2, 0), cell(3, 1)))
    (theirs,) = carry(st, 1, 1)
    walk(st, cell(2, 1))
    legal(st, EndMove())  # the Squirrel stops on a puddle: a task card for the table
    assert st.phase == TASK
    refused(st, Give(0, theirs, 1), "wolf.refused.task_first")
    answer_task(st, True)
    assert st.phase == TOKEN
    legal(st, Give(0, theirs, 1))


def test_a_hand_over_after_the_move_ends_is_refused_with_the_rulebooks_reason_when_it_cannot_be():
    st = forest(tokens={cell(2, 1): "present"}, positions=(cell(2, 0), cell(4, 3)))
    walk(st, cell(2, 1))
    legal(st, EndMove())
    legal(st, TakeToken())
    (found,) = st.carried[0]
    error = refused(st, Give(1, found, 0), "wolf.refused.not_adjacent")
    assert error.params == {"name": "Boris"}


def test_the_next_heros_move_is_a_new_chance_to_exchange():
    st = forest(positions=(cell(2, 0), cell(3, 1)))
    (gift,) = carry(st, 1, 1)
    legal(st, Step(cell(2, 1)))
    legal(st, EndMove())
    legal(st, FinishTurn())  # now the Magpie walks: she may hand it over before her first step
    assert st.turn == 1 and st.phase == MOVE
    legal(st, Give(0, gift, 1))


def test_tokens_pass_only_between_adjacent_heroes_either_way():
    st = forest(positions=(cell(2, 2), cell(4, 2)))
    (mine,) = carry(st, 0, 1)
    (theirs,) = carry(st, 1, 1)
    error = refused(st, Give(1, mine, 0), "wolf.refused.not_adjacent")
    assert error.params == {"name": "Boris"}
    error = refused(st, Give(0, theirs, 1), "wolf.refused.not_adjacent")
    assert error.params == {"name": "Boris"}  # the friend who is too far, whichever way


def test_only_one_present_fits_each_basket_either_way_but_help_tokens_need_no_basket():
    st = forest(positions=(cell(2, 2), cell(2, 3)))
    carry(st, 0, 2)  # the Squirrel's two baskets are full
    st.carried[1] = ["kite"]  # the Magpie's one basket too
    st.help[1] = ["basket"]
    error = refused(st, Give(1, st.carried[0][0], 0), "wolf.refused.receiver_full")
    assert error.params == {"name": "Boris", "baskets": 1}
    error = refused(st, Give(0, "kite", 1), "wolf.refused.receiver_full")
    assert error.params == {"name": "Anna", "baskets": 2}
    legal(st, Give(0, "basket", 1))


def test_every_exchange_is_between_the_moving_hero_and_a_friend():
    st = forest(n=3, positions=(cell(0, 0), cell(3, 2), cell(3, 3)))
    (gift,) = carry(st, 1, 1)
    error = refused(st, Give(2, gift, 1), "wolf.refused.walker_only")
    assert error.params == {"name": "Anna"}


def test_only_what_a_hero_carries_can_change_hands():
    st = forest(positions=(cell(2, 2), cell(2, 3)))
    error = refused(st, Give(1, "honey_jar", 0), "wolf.refused.not_carrying")
    assert error.params == {"name": "Anna", "present": "honey_jar"}
    error = refused(st, Give(0, "honey_jar", 1), "wolf.refused.not_carrying")
    assert error.params == {"name": "Boris", "present": "honey_jar"}
    refused(st, Give(1, "scooter", 0), "wolf.refused.no_help")
    refused(st, Give(0, "scooter", 1), "wolf.refused.no_help")
    refused(st, Give(0, "honey_jar", 0), "wolf.refused.give_self")
    refused(st, Give(7, "honey_jar", 0), "wolf.refused.no_such_hero")
    refused(st, Give(0, "honey_jar", 7), "wolf.refused.no_such_hero")
    refused(st, Give(1, "puddle", 0), "wolf.refused.unknown_token")


def test_heroes_in_the_house_count_as_together_and_a_present_handed_in_goes_into_the_house():
    st = forest(positions=(cell(5, 2), HOUSE))
    (gift,) = carry(st, 0, 1)
    legal(st, Give(1, gift, 0))
    assert st.carried == [[], []] and st.home == [gift]
    st = forest(positions=(HOUSE, HOUSE))
    st.help[1] = ["sleeping_wolf"]
    legal(st, Give(0, "sleeping_wolf", 1))


def test_a_hero_waiting_at_home_takes_a_present_from_a_friend_on_the_last_row_into_the_house():
    st = forest(positions=(HOUSE, cell(5, 4)))
    (gift,) = carry(st, 1, 1)
    legal(st, Give(0, gift, 1))
    assert st.carried[0] == [gift] and st.home == []  # in the basket while the move lasts
    legal(st, FinishTurn())
    assert st.home == [gift] and st.carried == [[], []]


def test_a_hero_outside_the_forest_cannot_hand_anything_over():
    st = forest(positions=(START, cell(0, 0)))
    st.help[0] = ["basket"]
    refused(st, Give(1, "basket", 0), "wolf.refused.not_adjacent")
    st.help[1] = ["scooter"]
    refused(st, Give(0, "scooter", 1), "wolf.refused.not_adjacent")


# ---------------------------------------------------------------- saves from before


def test_a_save_from_before_heroes_could_take_still_replays():
    """Old saves hold `Give(to, "present")` (which present was not told) and `Give(to, kind)`:
    the mover gives, and "present" is its first present."""
    st = forest(positions=(cell(2, 2), cell(3, 3)))
    first, second = carry(st, 0, 2)
    st.help[0] = ["basket"]
    assert st.refusal(Give(1, "present")) is None
    st.apply(Give(1, "present"))
    st.apply(Give(1, "basket"))
    assert st.carried == [[second], [first]] and st.help == [[], ["basket"]]
    refused(st, Give(1, "present"), "wolf.refused.receiver_full")  # the Magpie's one basket is full now
    refused(st, Give(1, "present", 0), "wolf.refused.unknown_token")  # new moves say which present


def test_a_whole_game_saved_in_the_old_form_replays_to_the_same_state():
    d = definition()
    cfg = config(3)
    for seed in range(1, 40):
        st = d.new_game(cfg, seed)
        rng = Rng(seed)
        actions, old = [], []
        while not st.is_over():
            action = choose(st, st.legal_actions(st.to_move()), rng)
            encoded = d.encode_action(action)
            if isinstance(action, Give) and action.giver == st.turn:
                mover_first = action.token in st.help[st.turn] or st.carried[st.turn][:1] == [action.token]
                if mover_first:  # what an old save wrote for this hand-over
                    token = action.token if action.token in st.help[st.turn] else "present"
                    encoded = {"type": "Give", "to": action.to, "token": token}
            st.apply(action)
            actions.append(action)
            old.append(encoded)
        if any(a.get("type") == "Give" and "giver" not in a for a in old):
            break
    else:
        raise AssertionError("no game handed anything over")
    record = make_record(d, cfg, seed, actions)
    record["actions"] = old
    again, _ = replay(json.loads(json.dumps(record)), {d.id: d})
    assert again.to_dict() == st.to_dict()
    assert again.names == tuple(NAMES[:3])
