"""Whether to flip a completed task back to refresh the display (it costs a point at the end).

normal refreshes when the display serves nothing: no tile in it brings any
task closer or gives a completion, and the game has turns left to use new
tiles. hard imagines the refresh: it draws a few displays from the tiles it
cannot see (the bag's contents are known from the view, never its order),
plans each, and refreshes when the mean of those turns beats this display's
best turn by more than the cost.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from woods_desktop.core.hexgrid import distance
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.outlook import FULL
from woods_desktop.games.whispering.bots.planner import Planner, Style, TurnPlan
from woods_desktop.games.whispering.bots.shortfall import START_LENGTH, shortfall
from woods_desktop.games.whispering.bots.supply import forest_tiles, unseen
from woods_desktop.games.whispering.rules.actions import Refresh
from woods_desktop.games.whispering.rules.paths import frontier

SAMPLES = 6  # imagined displays per decision
NEAR = 2
MARGIN = 0.5  # points a refresh must win beyond its cost
LOOK = Style(FULL, firsts=1)  # how hard judges an imagined display: one quick pass each


def flip_choice(refreshes: Sequence[Refresh]) -> Refresh:
    """Any completed task pays the same cost; flip the oldest."""
    return refreshes[0]


def display_serves(planner: Planner) -> bool:
    """Whether some display tile, laid forest side up somewhere, brings a task of the forest
    closer and within `NEAR` tiles of done (a tile for a far-off task serves little)."""
    board = planner.board
    before = {h: shortfall(board.cells, h, board.tiles[h].task).missing for h in board.tasks}
    free = frontier(board.cells)
    for tile in planner.view.display_tiles():
        for h in free:
            near = [t for t in board.tasks if distance(t, h) <= max(len(board.tiles[t].task), START_LENGTH)]
            if not near:
                continue
            cells = dict(board.cells)
            cells[h] = (tile.element, False)
            if any(min(before[t] - 1, NEAR) >= shortfall(cells, t, board.tiles[t].task).missing for t in near):
                return True
    return False


def simple_refresh(planner: Planner, plan: TurnPlan, refreshes: Sequence[Refresh]) -> TurnPlan | None:
    """normal: refresh when the display serves nothing and there is time to use a new one."""
    if plan.expected > 0 or planner.outlook.rounds_left < 3 or display_serves(planner):
        return None
    return planner.refresh_plan(flip_choice(refreshes), 0.0)


def sampled_refresh(planner: Planner, plan: TurnPlan, refreshes: Sequence[Refresh], rng: Rng) -> TurnPlan | None:
    """hard: imagine `SAMPLES` new displays and refresh when they are worth the cost."""
    view = planner.view
    if plan.expected > planner.style.refresh_below or planner.outlook.rounds_left < 1:
        return None
    pool = unseen(view)
    size = len(view.display)
    if len(pool) < size:
        return None
    here = Planner(view, LOOK, rng).plan(None).value
    total = 0.0
    for _ in range(SAMPLES):
        drawn = tuple(rng.sample(pool, size))
        imagined = replace(view, display=drawn, refreshed=True)
        total += Planner(imagined, LOOK, rng).plan(None).value
    gain = total / SAMPLES - view.refresh_cost - here
    if gain <= MARGIN:
        return None
    return planner.refresh_plan(flip_choice(refreshes), gain)


def consider(planner: Planner, plan: TurnPlan, refreshes: Sequence[Refresh], rng: Rng) -> TurnPlan | None:
    """A refresh plan when the level would refresh now, else None."""
    if not refreshes:
        return None
    if planner.style.refresh == "simple":
        return simple_refresh(planner, plan, refreshes)
    if planner.style.refresh == "sampled":
        return sampled_refresh(planner, plan, refreshes, rng)
    return None


__all__ = ["consider", "forest_tiles", "unseen"]  # the solo solver reads the tiles from here
