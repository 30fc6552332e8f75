"""Refreshing the display, bonus cards, the end of the game and the final score, in the rulebook's words."""

from __future__ import annotations

from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, Refresh
from woods_desktop.games.whispering.rules.scoring import TB_FOREST, TB_SHARED, bonus_card, ranking
from woods_desktop.games.whispering.rules.view import OVER, PLACE, TASKS

from .helpers import Tiles, fresh, legal, position, refused, rows

# ------------------------------------------------------------------ refresh


def with_done(seat: int = 0, flipped: bool = False, seats: int = 2):
    """Seat `seat` to move in step 1 of a later turn, with one completed task (tile 40) in its pile."""
    st = fresh(seats)
    st.seat = seat
    st.bag.remove(40)
    st.done[seat] = [(40, 1, 1, flipped)]
    st.changed(0)
    return st


def test_refresh_flip_a_completed_tile_draw_6_and_return_the_6_old():
    """ "Draw 6 new tiles from the bag and then return the 6 old tiles to the bag. To do this, however, you must
    first flip a previously completed Forest tile you have from its Task side to its Forest side.\""""
    st = with_done()
    old = list(st.display)
    bag = len(st.bag)
    score = st.score(0)
    legal(st, Refresh(40))
    assert not set(old) & set(st.display) and None not in st.display
    assert set(old) <= set(st.bag) and len(st.bag) == bag
    assert st.done[0] == [(40, 1, 1, True)] and st.refreshed
    assert st.phase == PLACE  # then take tiles from the new display
    assert st.score(0) == score - 1  # "you will still receive the printed victory points ... 1 ... deducted"
    e = st.log[-1]
    assert e["type"] == "refresh" and e["tile"] == 40 and e["returned"] == old


def test_refresh_only_once_per_turn():
    """ "Once per turn, you can refresh the display after refilling it.\""""
    st = with_done()
    st.done[0].append((41, 2, 1, False))
    st.bag.remove(41)
    legal(st, Refresh(40))
    refused(st, Refresh(41), "refresh_once")


def test_refresh_needs_a_completed_tile_on_its_task_side():
    """ "If you don't have a completed tile on the Task side, you can't refresh the display.\""""
    st = fresh(2)
    refused(st, Refresh(3), "refresh_no_task")
    st = with_done(flipped=True)
    refused(st, Refresh(40), "refresh_flipped")
    st = with_done()
    refused(st, Refresh(st.display[0]), "refresh_not_yours")
    other = with_done(seat=1)
    other.seat = 0
    refused(other, Refresh(40), "refresh_no_task")


def with_start_done(seat: int = 0):
    """Seat `seat` to move in step 1 with its starting tile completed (its only completed task): the deer
    stands at its path's end, now a task side."""
    st = fresh(2)
    st.seat = seat
    start = st.forests[seat].pop((0, 0))
    st.forests[seat][(1, 0)] = (st.bag.pop(), True, 0)
    st.done[seat] = [(start[0], 0, 1, False)]
    st.changed(seat)
    return st, start[0]


def test_the_starting_tile_cannot_pay_for_a_refresh():
    """ "You must first flip a previously completed Forest tile you have from its Task side to its Forest side",
    and "The Starting tiles only have a Task side": with only the starting tile completed, there is no refresh."""
    st, start = with_start_done()
    assert not any(isinstance(a, Refresh) for a in st.legal_actions(0))
    refused(st, Refresh(start), "refresh_start")
    refused(st, Refresh(st.display[0]), "refresh_no_task")  # nothing else could pay either


def test_a_completed_forest_tile_pays_for_a_refresh_beside_the_starting_tile():
    """ "If you don't have a completed tile on the Task side, you can't refresh": a completed forest tile
    can, the starting tile next to it still cannot."""
    st, start = with_start_done()
    st.bag.remove(40)
    st.done[0].append((40, 1, 2, False))
    st.changed(0)
    assert [a for a in st.legal_actions(0) if isinstance(a, Refresh)] == [Refresh(40)]
    refused(st, Refresh(start), "refresh_start")
    legal(st, Refresh(40))
    assert st.done[0] == [(start, 0, 1, False), (40, 1, 2, True)]


def test_refresh_needs_6_tiles_in_the_bag():
    st = with_done()
    st.bag = st.bag[:5]
    refused(st, Refresh(40), "refresh_bag", n=5, need=6)


def test_refresh_only_before_taking_tiles():
    st = with_done()
    st.apply(PlaceForest(st.display[0], 1, 0))
    refused(st, Refresh(40), "refresh_late")


# -------------------------------------------------------------------- bonus


def turn_with_tasks(n: int, seats: int = 2):
    tiles = Tiles()
    forest, moves = rows(tiles, n)
    st = position(forest, seats=seats)
    for m in moves:
        st.apply(m)
    return st


def test_two_tasks_in_a_turn_take_the_2x_card():
    """ "If you manage to complete multiple tasks in a single turn, you receive a Bonus card ... the 2x Bonus card,
    which is worth 3 victory points.\""""
    st = turn_with_tasks(2)
    before = st.score(0)
    st.apply(EndTurn())
    assert st.bonuses[0] == [2] and st.bonus_left == [3, 3, 2, 1]
    assert st.score(0) == before + 3
    assert st.log[-2]["type"] == "end_turn" and st.log[-2]["bonus"] == 2 and st.log[-2]["bonus_points"] == 3


def test_one_task_takes_no_card():
    st = turn_with_tasks(1)
    st.apply(EndTurn())
    assert st.bonuses[0] == [] and st.bonus_left == [4, 3, 2, 1]


def test_no_card_left_for_the_count_take_the_next_lower():
    """ "Both of the 4x Bonus cards have already been taken. Carmen instead takes the next lower Bonus card,
    the 3x card.\""""
    st = turn_with_tasks(4)
    st.bonus_left = [4, 3, 0, 1]
    st.apply(EndTurn())
    assert st.bonuses[0] == [3] and st.bonus_left == [4, 2, 0, 1]


def test_five_or_more_tasks_take_the_5x_card():
    st = turn_with_tasks(4)
    st.tasks_this_turn = 6  # a hand-made count: six tasks in one turn
    st.apply(EndTurn())
    assert st.bonuses[0] == [5] and st.bonus_left == [4, 3, 2, 0]
    assert bonus_card(9, [4, 3, 2, 0], [2, 3, 4, 5]) == 2
    assert bonus_card(2, [0, 3, 2, 1], [2, 3, 4, 5]) is None
    assert bonus_card(1, [4, 3, 2, 1], [2, 3, 4, 5]) is None
    assert bonus_card(3, [4, 3, 2, 1], []) is None  # the solo game: no bonus cards


# ---------------------------------------------------------------------- end


def play_turn(st, tiles: int = 2) -> None:
    for _ in range(tiles):
        if st.phase == "tasks":
            break
        st.apply(next(a for a in st.legal_actions(st.to_move()) if isinstance(a, PlaceForest)))
    st.apply(EndTurn())


def test_reaching_the_task_target_triggers_the_end_and_the_round_is_finished():
    """ "The game ends when a player completes a certain number of tasks ... 2 players: 10 ... The player to the
    right of the Bear takes the last turn, ensuring that everyone has had the same number of turns.\""""
    tiles = Tiles()
    st2 = position(rows(tiles, 1)[0], seats=3)
    assert st2.target == 9
    st2.done[0] = [(t, 0, 1, False) for t in st2.bag[:8]]  # eight tasks done in earlier turns
    st2.bag = st2.bag[8:]
    st2.changed(0)
    st2.apply(Complete(0, 0, ((1, 0), (2, 0), (3, 0))))
    assert st2.end_triggered and st2.end_reason == "target" and st2.log[-1]["type"] == "end_triggered"
    st2.apply(EndTurn())
    assert not st2.is_over() and st2.to_move() == 1
    play_turn(st2)
    assert not st2.is_over() and st2.to_move() == 2
    play_turn(st2)
    assert st2.is_over() and st2.to_move() is None and st2.phase == OVER
    assert st2.turns_taken == [1, 1, 1]
    assert st2.legal_actions(0) == []
    refused_game_over = st2.refusal(EndTurn())
    assert refused_game_over is not None and refused_game_over.key == "whispering.refused.game_over"


def test_the_last_seat_triggering_the_end_ends_the_game_after_its_turn():
    """ "If this player triggered the end of the game, the game ends immediately after their turn.\""""
    tiles = Tiles()
    st = position(rows(tiles, 1)[0], seats=2, seat=1)
    st.turns_taken = [1, 0]
    st.done[1] = [(t, 0, 1, False) for t in st.bag[:9]]
    st.bag = st.bag[9:]
    st.changed(0)
    st.apply(Complete(0, 0, ((1, 0), (2, 0), (3, 0))))
    assert st.end_triggered
    st.apply(EndTurn())
    assert st.is_over() and st.turns_taken == [1, 1]
    assert st.log[-1]["type"] == "game_end"


def test_a_display_that_cannot_be_refilled_triggers_the_end():
    """ "Alternatively, in the rare case that the display can't be fully refreshed in Step 1, the game end is
    triggered. Continue playing with the remaining tiles until the player to the right of the Bear has taken
    their turn.\""""
    st = fresh(2)
    st.bag = st.bag[:1]
    st.changed(0)
    play_turn(st)
    assert st.end_triggered and st.end_reason == "display" and st.to_move() == 1
    assert st.display.count(None) == 1
    play_turn(st)
    assert st.is_over() and st.outcome().details["end_reason"] == "display"


def test_the_final_score_tasks_plus_bonuses_minus_flips():
    """ "Carmen has completed 8 tasks (= 58 victory points) and earned 2 Bonus cards (= 8 victory points). She
    refreshed the display twice ... In total, she has 64 victory points (58 − 2 + 8 = 64).\""""
    st = fresh(2)
    picks = [t for t in range(96) if t not in st.display]
    chosen: list[int] = []
    for t in picks:  # 8 tasks worth 58 points
        if len(chosen) < 7 and st.points[t] == 7:
            chosen.append(t)
    chosen.append(next(t for t in picks if st.points[t] == 9))
    assert sum(st.points[t] for t in chosen) == 58
    st.done[0] = [(t, 0, 1, i < 2) for i, t in enumerate(chosen)]
    st.bonuses[0] = [2, 3]
    assert st.score(0) == 64
    assert st.outcome().scores[0] == 64.0 and st.view(1).scores[0] == 64


def test_ties_go_to_fewer_forest_tiles_then_are_shared():
    """ "In the event of a tie, the tied player with fewer Forest tiles ... in their forest wins. If there is
    still a tie, the victory is shared.\""""
    assert ranking([20, 20, 15], [5, 7, 3]) == ((1, 2, 3), TB_FOREST)
    assert ranking([20, 20, 15], [5, 5, 3]) == ((1, 1, 3), TB_SHARED)
    assert ranking([21, 20, 15], [9, 5, 3]) == ((1, 2, 3), None)
    st = fresh(2)
    st.forests[1][(1, 0)] = (st.bag.pop(), False, None)
    out = st.outcome()
    assert out.ranks == (1, 2) and out.tiebreak == TB_FOREST and not out.over


def test_the_game_end_event_and_outcome_details():
    st = fresh(2)
    st.bag = []
    st.display = [st.display[0], None, None, None, None, None]
    st.changed(0)
    play_turn(st)
    play_turn(st)
    assert st.is_over()
    out = st.outcome()
    assert out.over and out.kind == "ranked"
    assert set(out.details) >= {"names", "tasks", "task_points", "bonuses", "bonus_points", "flips", "forest_tiles"}
    end = st.log[-1]
    assert (
        end["type"] == "game_end" and end["scores"] == [0, 0] and end["ranks"] == [2, 1]
    )  # seat 1 placed nothing: fewer forest tiles
    assert st.phase == OVER and st.view(0).phase == OVER
    assert TASKS != OVER
