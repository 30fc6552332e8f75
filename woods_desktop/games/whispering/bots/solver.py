"""The solo solver: plays a mission from the seat's view, and gives the solo hint (`solo_plan`).

It plans each turn with the base bots' planner (every placement of the
display's tiles, both tiles of option A judged together, the best chain of
completions for each), on a `SoloBoard` that follows the animals, and judges
each resulting forest with the mission's judgement (`solo_judge`): points
against the minimum score, each objective's chance weighted by how close and
how needed it is, and the turns left. It never sees the bag's order: a
refresh is judged by imagining new displays from the tiles it cannot see.

`SoloPlan.aim` says what the plan works towards: the objective whose chance it
raises most (its index, `aim_key` its message key), or the minimum score
(`aim` None, `aim_key` the min-score key), for the hint to word.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.animals import start_animal
from woods_desktop.games.whispering.bots.outlook import FULL
from woods_desktop.games.whispering.bots.planner import Planner, Style, TurnPlan
from woods_desktop.games.whispering.bots.players import first_of_plan
from woods_desktop.games.whispering.bots.refresh import forest_tiles
from woods_desktop.games.whispering.bots.solo_board import SoloBoard
from woods_desktop.games.whispering.bots.solo_judge import DEFAULT, Facts, Judge, SoloOutlook, Verdict, judge
from woods_desktop.games.whispering.rules.actions import Complete, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.objectives import MIN_SCORE_KEY
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import PLACE, START, WhisperingView

STYLE = Style(FULL, firsts=4)
"""How the solver lays its tiles: the four best first tiles of option A, each with every second one."""

LOOK = Style(FULL, firsts=1)
"""How it judges an imagined display when weighing a refresh: one quick pass."""

SAMPLES = 4  # imagined displays per refresh decision
MARGIN = 0.5  # what a refresh must win beyond its cost


@dataclass(frozen=True)
class SoloPlan:
    """The rest of this turn as the solver would play it (ending with `EndTurn`, or with a
    `Refresh` after which it plans again on the new display). `expected`: the task points it
    completes this turn (less a refresh's cost); `why`/`params`: the reason key of the base
    hint (`planner` module docstring; "hint.solo_chain" {tasks, points} for two or more
    completions); `aim`/`aim_key`: what it works towards (module docstring); `chances`: each
    objective's chance estimate after the plan (1.0 when met), `score_chance` the minimum
    score's; `value`: the solver's whole judgement."""

    actions: tuple[Any, ...]
    expected: float
    why: str
    params: dict[str, int] = field(default_factory=dict)
    aim: int | None = None
    aim_key: str | None = None
    chances: tuple[float, ...] = ()
    score_chance: float = 0.0
    value: float = 0.0


class SoloPlanner(Planner):
    """The base planner with the solo board and judgement (see the module docstring)."""

    def __init__(
        self, view: WhisperingView, style: Style = STYLE, rules: Judge = DEFAULT, flips: int = 0, rng: Rng | None = None
    ) -> None:
        super().__init__(view, style, rng)
        self.board = SoloBoard.of(view)
        self.outlook = SoloOutlook.for_view(view, rules, flips)
        self.facts = Facts.of(view)
        self.rules = rules
        self.flips = flips


def unseen(view: WhisperingView, tiles: Sequence[Tile]) -> list[Tile]:
    """The tiles in the bag: every forest tile not in the display, the forest, the score pile,
    on the scoring board or set aside by it."""
    seen = {t.id for t in view.display_tiles()}
    seen.update(c.tile.id for cells in view.forests for c in cells)
    seen.update(d.tile.id for pile in view.done for d in pile)
    for space in view.board:
        if space.tile is not None:
            seen.add(space.tile.id)
        seen.update(t.id for t in space.removed)
    return [t for t in tiles if t.id not in seen]


def after(view: WhisperingView, actions: Sequence[Any]) -> SoloBoard:
    """The forest once `actions` (placements and completions of this turn) are played."""
    board = SoloBoard.of(view)
    tiles = {t.id: t for t in view.display_tiles()}
    for a in actions:
        if isinstance(a, PlaceTask) and a.tile in tiles:
            board.place(tiles[a.tile], (a.q, a.r), True, a.animal)
        elif isinstance(a, PlaceForest) and a.tile in tiles:
            board.place(tiles[a.tile], (a.q, a.r), False)
        elif isinstance(a, Complete):
            board.complete((a.q, a.r), a.path)
    return board


def _aim(view: WhisperingView, before: Verdict, now: Verdict) -> tuple[int | None, str | None]:
    gains = [(n - b, i) for i, (b, n, o) in enumerate(zip(before.chances, now.chances, view.objectives)) if not o.met]
    best = max(gains, default=(0.0, -1))
    if best[0] > 0.02:
        return best[1], view.objectives[best[1]].key
    return None, MIN_SCORE_KEY


def _solo_plan(planner: SoloPlanner, plan: TurnPlan) -> SoloPlan:
    view = planner.view
    why, params = plan.why, dict(plan.params)
    if why == "hint.chain":
        why, params = "hint.solo_chain", {"tasks": params["tasks"], "points": params["points"]}
    before = judge(planner.facts, SoloBoard.of(view), planner.rules)
    now = judge(planner.facts, after(view, plan.actions), planner.rules, planner.flips)
    aim, key = _aim(view, before, now)
    if plan.actions and isinstance(plan.actions[-1], Refresh):
        aim, key = None, None
    return SoloPlan(plan.actions, plan.expected, why, params, aim, key, now.chances, now.score_chance, plan.value)


def consider_refresh(
    view: WhisperingView, plan: TurnPlan, refreshes: Sequence[Refresh], rng: Rng, rules: Judge = DEFAULT
) -> TurnPlan | None:
    """A refresh plan when imagined new displays beat this one by more than the refresh's cost."""
    if not refreshes or plan.expected > 0 or view.turns_left is None or view.turns_left < 2:
        return None
    pool = unseen(view, forest_tiles())
    size = len(view.display)
    if len(pool) < size + 1:
        return None
    here = SoloPlanner(view, LOOK, rules, 0, rng).plan(None).value
    total = 0.0
    for _ in range(SAMPLES):
        drawn = tuple(rng.sample(pool, size))
        imagined = replace(view, display=drawn, refreshed=True)
        total += SoloPlanner(imagined, LOOK, rules, 1, rng).plan(None).value
    gain = total / SAMPLES - view.refresh_cost - here
    if gain <= MARGIN:
        return None
    action = refreshes[0]
    return TurnPlan(
        (action,),
        -float(view.refresh_cost),
        "hint.refresh",
        {"tile": action.tile, "cost": view.refresh_cost},
        value=gain,
    )


def position_seed(seed: int, view: WhisperingView) -> int:
    shown = sum((i + 1) * (t.id + 1) for i, t in enumerate(view.display) if t is not None)
    x = seed * 1_000_003 + view.turn * 104_729 + len(view.placed_this_turn) * 1_299_709 + shown * 32_452_843
    return (x + view.tasks_this_turn * 15_485_863 + int(view.refreshed) * 49_979_687) & 0xFFFF_FFFF_FFFF


def solo_plan(view: WhisperingView, legal: Sequence[Any], seed: int = 0, rules: Judge = DEFAULT) -> SoloPlan:
    """The solver's plan for the rest of this turn (the hint): legal one action after the other from
    this view, ending with `EndTurn` or a `Refresh`; the same answer for the same view and seed."""
    if view.mission is None:
        raise ValueError("solo_plan needs a solo game's view")
    if view.phase == START:  # setup B: the animal for the starting tile, before any tile is taken
        me = view.me if view.me is not None else 0
        action = start_animal(view, me, legal)
        return SoloPlan((action,), 0.0, "hint.start", {"animal": action.animal})
    rng = Rng(position_seed(seed, view))
    planner = SoloPlanner(view, STYLE, rules, 0, rng)
    plan = planner.plan(legal)
    if view.phase == PLACE and not view.refreshed:
        refreshes = [a for a in legal if isinstance(a, Refresh)]
        better = consider_refresh(view, plan, refreshes, rng, rules)
        if better is not None:
            return _solo_plan(planner, better)
    return _solo_plan(planner, plan)


class SoloBot:
    """Plays a mission with the solver: plans at a turn's first choice and replays the plan while
    its next move stays legal (planning again after a refresh shows the new display)."""

    level = "solo"

    def __init__(self, seat: int, seed: int, rules: Judge = DEFAULT) -> None:
        self.seat = seat
        self.seed = seed
        self.rules = rules
        self.queue: list[Any] = []
        self.turn: int | None = None
        self.planned = False
        self.last: SoloPlan | None = None

    def choose(self, view: WhisperingView, legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        self.planned = False
        if len(legal) == 1:
            return legal[0]
        if self.turn == view.turn and self.queue and self.queue[0] in legal:
            return self.queue.pop(0)
        self.planned = True
        plan = solo_plan(view, legal, self.seed, self.rules)
        self.last = plan
        self.turn = view.turn
        self.queue = list(plan.actions)
        return first_of_plan(self.queue, legal)


class SoloOrBase:
    """A computer player of any level that plays the solo variant with the solver (the levels
    differ only in the game for 2-4 players, where the base bot plays)."""

    def __init__(self, base: Any, seat: int, seed: int) -> None:
        self.base = base
        self.solo = SoloBot(seat, seed)
        self.seat = seat
        self._last: Any = base

    @property
    def planned(self) -> bool:
        return bool(getattr(self._last, "planned", False))

    def choose(self, view: WhisperingView, legal: list[Any]) -> Any:
        self._last = self.solo if view.mission is not None else self.base
        return self._last.choose(view, legal)


def solo_aware(factory: Callable[[int, int], Any]) -> Callable[[int, int], SoloOrBase]:
    """A level's factory whose players play a solo mission with the solver."""

    def make(seat: int, seed: int) -> SoloOrBase:
        return SoloOrBase(factory(seat, seed), seat, seed)

    return make


__all__ = ["SoloBot", "SoloOrBase", "SoloPlan", "SoloPlanner", "solo_aware", "solo_plan", "unseen"]
