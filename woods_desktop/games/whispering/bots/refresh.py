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
from functools import lru_cache
from typing import Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.chains import best_chain
from woods_desktop.games.whispering.bots.outlook import FULL
from woods_desktop.games.whispering.bots.planner import Planner, Style, TurnPlan
from woods_desktop.games.whispering.rules.actions import PlaceTask, Refresh
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import WhisperingView

SAMPLES = 6  # imagined displays per decision
MARGIN = 0.5  # points a refresh must win beyond its cost
SERVES = 0.6  # a display whose best turn adds less than this to the forest serves nothing
LOOK = Style(FULL, firsts=1)  # how hard judges an imagined display: one quick pass each


@lru_cache(maxsize=1)
def forest_tiles() -> tuple[Tile, ...]:
    """Every forest tile of the game (the data file's list: the bag's contents come from it)."""
    from woods_desktop.games.whispering.data import load_whispering_data

    return load_whispering_data().forest_tiles


def unseen(view: WhisperingView, tiles: Sequence[Tile]) -> list[Tile]:
    """The tiles in the bag: every forest tile not in the display, a forest or a score pile."""
    seen = {t.id for t in view.display_tiles()}
    seen.update(c.tile.id for cells in view.forests for c in cells)
    seen.update(d.tile.id for pile in view.done for d in pile)
    return [t for t in tiles if t.id not in seen]


def flip_choice(refreshes: Sequence[Refresh]) -> Refresh:
    """Any completed task pays the same cost; flip the oldest."""
    return refreshes[0]


def idle_gain(planner: Planner, plan: TurnPlan) -> float:
    """What the planned turn adds to the forest's worth beyond laying tiles anywhere."""
    still = best_chain(planner.board, planner.outlook).value
    laid = sum(1 for a in plan.actions if not isinstance(a, PlaceTask)) - 1
    return plan.value - still - max(0, laid) * planner.style.weights.tile


def simple_refresh(planner: Planner, plan: TurnPlan, refreshes: Sequence[Refresh]) -> TurnPlan | None:
    """normal: refresh when the display serves nothing and there is time to use a new one."""
    if plan.expected > 0 or planner.outlook.rounds_left < 3:
        return None
    if idle_gain(planner, plan) >= SERVES:
        return None
    return planner.refresh_plan(flip_choice(refreshes), 0.0)


def sampled_refresh(planner: Planner, plan: TurnPlan, refreshes: Sequence[Refresh], rng: Rng) -> TurnPlan | None:
    """hard: imagine `SAMPLES` new displays and refresh when they are worth the cost."""
    view = planner.view
    if plan.expected > 0 or planner.outlook.rounds_left < 1:
        return None
    pool = unseen(view, forest_tiles())
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


__all__ = ["consider", "unseen", "forest_tiles"]
