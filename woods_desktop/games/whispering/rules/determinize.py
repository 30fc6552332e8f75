"""A full state consistent with one seat's view, for the bots' search.

Everything in Whispering Woods lies open except the order of the tiles in
the bag; its contents are known (every forest tile not in the display, a
forest or a score pile; solo: on the scoring board or set aside by it), so
they are shuffled into a new bag. The log is not part of a view: the
determinized state starts with an empty one.
"""

from __future__ import annotations

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.rules import solo
from woods_desktop.games.whispering.rules.state import WhisperingState
from woods_desktop.games.whispering.rules.tiles import WhisperingData
from woods_desktop.games.whispering.rules.view import WhisperingView


def determinize(view: WhisperingView, rng: Rng, data: WhisperingData) -> WhisperingState:
    st = WhisperingState.blank(data, view.variant, list(view.names), rng.fork())
    seen: set[int] = set()
    st.display = [t.id if t is not None else None for t in view.display]
    seen.update(t for t in st.display if t is not None)
    st.forests = [{(c.q, c.r): (c.tile.id, c.task_side, c.animal) for c in cells} for cells in view.forests]
    seen.update(c.tile.id for cells in view.forests for c in cells)
    st.done = [[(d.tile.id, d.animal, d.turn, d.flipped) for d in pile] for pile in view.done]
    seen.update(d.tile.id for pile in view.done for d in pile)
    if view.mission is not None:
        solo.set_up(st, data.mission(view.mission))
        st.board = [s.tile.id if s.tile is not None else None for s in view.board]
        st.removed = [[t.id for t in s.removed] for s in view.board]
        st.met = [o.met_turn for o in view.objectives]
        seen.update(t for t in st.board if t is not None)
        seen.update(t for r in st.removed for t in r)
    bag = [t.id for t in data.forest_tiles if t.id not in seen]
    if len(bag) != view.bag_count:
        raise ValueError(f"whispering: {len(bag)} tiles unseen but the bag holds {view.bag_count}")
    rng.shuffle(bag)
    st.bag = bag
    st.animals_left = list(view.animals_left)
    st.bonuses = [list(b) for b in view.bonuses]
    st.bonus_left = list(view.bonus_left)
    st.phase = view.phase
    st.seat = view.to_move
    st.bear = view.bear
    st.round = view.turn
    st.end_triggered = view.end_triggered
    st.end_reason = view.end_reason
    st.last_seat = view.last_seat
    st.refreshed = view.refreshed
    st.tasks_this_turn = view.tasks_this_turn
    st.placed = [(h[0], h[1]) for h in view.placed_this_turn]
    st.turns_taken = list(view.turns_taken)
    st.target = view.task_target
    st.refresh_cost = view.refresh_cost
    return st
