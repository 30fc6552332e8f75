"""A whole turn at once: which display tiles, where, which side up, then which tasks to complete.

The planner works on a `Board` copied from the seat's view (never the bag,
which the view shows as a count only). Every placement of the turn is tried
(each display tile on each free hex, forest side or, while an animal is in
hand, task side with the animal `animals.choose_animal` picks); for option A
the best first placements are combined with every second one. Each resulting forest gets its best completion chain
(`chains.best_chain`), and the turn worth most (points now, bonus card and
the forest's outlook) is the plan. A level is a `Style`: how many first
placements go on to a second, how the outlook is judged, how much noise
blurs the choice.

`TurnPlan.why` is a reason key for the screen to word, with `params`:
- "hint.refresh" {tile, cost}: flip the completed task `tile` and draw a new display.
- "hint.chain" {tasks, points, bonus}: complete `tasks` tasks (2 or more) for `points` and a bonus card.
- "hint.complete" {points}: complete one task.
- "hint.new_task" {tile, points, animal}: place `tile` task side up with `animal` on it.
- "hint.build" {tile, missing}: lay tiles towards the task on `tile`, `missing` tiles short after this turn.
- "hint.end_turn" {}: nothing more is worth doing this turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.animals import choose_animal
from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.bots.chains import Chain, best_chain
from woods_desktop.games.whispering.bots.outlook import FULL, SIMPLE, Outlook, Weights
from woods_desktop.games.whispering.bots.shortfall import shortfall
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.paths import frontier
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import PLACE, SECOND, TASKS, WhisperingView


@dataclass(frozen=True)
class Style:
    """How a level plans. `firsts`: first placements combined with every second one (0: the second
    is chosen after the first, on its own); `noise`: each option's value blurred by up to this many
    points; `greedy`: completions taken dearest first without looking ahead."""

    weights: Weights
    firsts: int
    noise: float = 0.0
    greedy: bool = False
    refresh: str = "never"  # "never", "simple" or "sampled"
    refresh_below: float = 0.0  # "sampled" weighs a refresh only when the turn wins no more points than this


EASY = Style(SIMPLE, firsts=0, noise=2.5, greedy=True)
NORMAL = Style(SIMPLE, firsts=1, refresh="simple")
HARD = Style(FULL, firsts=6, refresh="sampled")
STYLES = {"easy": EASY, "normal": NORMAL, "hard": HARD}


@dataclass(frozen=True)
class TurnPlan:
    """The moves a level would make this turn, in order (ending with `EndTurn`, or with the
    `Refresh` after which it plans again on the new display); `expected`: the points they win
    this turn (tasks and bonus card, less a refresh's cost); `why`/`params`: the reason, for the
    screen to word (keys in the module docstring); `value`: the planner's whole judgement."""

    actions: tuple[Any, ...]
    expected: float
    why: str
    params: dict[str, int] = field(default_factory=dict)
    value: float = 0.0


@dataclass(frozen=True)
class Option:
    """One way to play step 2 (placements) and step 3 (its best chain)."""

    placements: tuple[Any, ...]
    chain: Chain
    score: float  # the chain's value, noise included


class Planner:
    """Plans one seat's turn from its view; see the module docstring."""

    def __init__(self, view: WhisperingView, style: Style, rng: Rng | None = None) -> None:
        me = view.me if view.me is not None else view.to_move
        if me is None:
            raise ValueError("no seat to plan for")
        self.view = view
        self.me = me
        self.style = style
        self.rng = rng or Rng(0)
        self.board = Board.of(view, me)
        self.outlook = Outlook.of(view, me, style.weights)
        self.animal = choose_animal(view, me)  # the animal a task side placed this turn gets

    # ------------------------------------------------------------- options

    def chain(self, board: Board, animals_left: int) -> Chain:
        outlook = self.outlook
        if animals_left != outlook.animals_left:
            outlook = _with_animals(outlook, animals_left)
        return best_chain(board, outlook, greedy=self.style.greedy)

    def blur(self, value: float) -> float:
        if not self.style.noise:
            return value
        return value + (self.rng.random() * 2.0 - 1.0) * self.style.noise

    def option(self, placements: tuple[Any, ...], board: Board, animals_left: int) -> Option:
        chain = self.chain(board, animals_left)
        return Option(placements, chain, self.blur(chain.value))

    def singles(
        self, board: Board, tiles: Sequence[Tile], task_side: bool, animals_left: int, allowed: set[Any] | None
    ) -> list[tuple[Option, Board, Tile]]:
        """Each distinct tile on each free hex (`allowed`: only these actions)."""
        out: list[tuple[Option, Board, Tile]] = []
        free = sorted(frontier(board.cells))
        for tile in _distinct(tiles):
            for q, r in free:
                action = PlaceTask(tile.id, q, r, self.animal) if task_side else PlaceForest(tile.id, q, r)
                if allowed is not None and action not in allowed:
                    continue
                b = board.copy()
                b.place(tile, (q, r), task_side)
                out.append((self.option((action,), b, animals_left), b, tile))
        return out

    def place_options(self, legal: Sequence[Any] | None) -> list[Option]:
        """Every step-2 choice worth judging in phase "place" (or "second"); `legal` None: a
        display imagined after a refresh, where every placement the rules allow is open."""
        view = self.view
        tiles = list(view.display_tiles())
        left = view.animals_left[self.me]
        allowed = None if legal is None else {a for a in legal if isinstance(a, (PlaceForest, PlaceTask))}
        can_task = left > 0 if allowed is None else any(isinstance(a, PlaceTask) for a in allowed)
        options: list[Option] = []
        if view.phase == SECOND:
            return [o for o, _, _ in self.singles(self.board, tiles, False, left, allowed)]
        if can_task:
            options.extend(o for o, _, _ in self.singles(self.board, tiles, True, left - 1, allowed))
        firsts = self.singles(self.board, tiles, False, left, allowed)
        if len(tiles) <= 1:
            options.extend(o for o, _, _ in firsts)
            return options
        firsts.sort(key=lambda x: -x[0].score)
        keep = max(1, self.style.firsts)
        for first, board, tile in firsts[:keep]:
            rest = list(tiles)
            rest.remove(tile)
            seconds = self.singles(board, rest, False, left, None)
            if self.style.firsts == 0 and seconds:
                # a beginner lays the second tile as the first, on its own merits
                best = max(seconds, key=lambda x: x[0].score)[0]
                options.append(Option(first.placements + best.placements, best.chain, best.score))
                continue
            for second, _, _ in seconds:
                options.append(Option(first.placements + second.placements, second.chain, second.score))
        return options

    # ---------------------------------------------------------------- plans

    def plan(self, legal: Sequence[Any] | None) -> TurnPlan:
        view = self.view
        if view.phase == TASKS:
            return self.finish(self.chain(self.board, view.animals_left[self.me]), ())
        if view.phase not in (PLACE, SECOND):
            return TurnPlan((), 0.0, "hint.end_turn")
        options = self.place_options(legal)
        if not options:
            return self.finish(self.chain(self.board, view.animals_left[self.me]), ())
        best = max(options, key=lambda o: o.score)
        return self.finish(best.chain, best.placements)

    def finish(self, chain: Chain, placements: tuple[Any, ...]) -> TurnPlan:
        """The plan's actions, expected points and reason for a chosen option."""
        steps = tuple(Complete(h[0], h[1], path) for h, path in chain.steps)
        actions = (*placements, *steps, EndTurn())
        n = len(steps)
        bonus = self.outlook.bonus_value(self.outlook.done_this_turn + n) if n else 0
        expected = float(chain.points + bonus)
        return TurnPlan(actions, expected, *self.reason(chain, placements, bonus), value=chain.value)

    def reason(self, chain: Chain, placements: tuple[Any, ...], bonus: int) -> tuple[str, dict[str, int]]:
        n = len(chain.steps)
        if n >= 2:
            return "hint.chain", {"tasks": n, "points": chain.points, "bonus": bonus}
        if n == 1:
            return "hint.complete", {"points": chain.points}
        task = next((p for p in placements if isinstance(p, PlaceTask)), None)
        if task is not None:
            tile = next(t for t in self.view.display_tiles() if t.id == task.tile)
            return "hint.new_task", {
                "tile": tile.id,
                "points": tile.points,
                "animal": task.animal if task.animal is not None else 0,
            }
        if placements:
            # the task these tiles bring closest to done
            board = chain.board
            best: tuple[int, int] | None = None
            for h in board.tasks:
                tile = board.tiles[h]
                missing = shortfall(board.cells, h, tile.task).missing
                if best is None or (missing, -tile.points) < (best[0], -best[1]):
                    best = (missing, tile.points)
                    found = tile.id
            if best is not None:
                return "hint.build", {"tile": found, "missing": best[0]}
        return "hint.end_turn", {}

    def refresh_plan(self, action: Refresh, expected_gain: float) -> TurnPlan:
        return TurnPlan(
            (action,),
            -float(self.view.refresh_cost),
            "hint.refresh",
            {"tile": action.tile, "cost": self.view.refresh_cost},
            value=expected_gain,
        )


def _distinct(tiles: Sequence[Tile]) -> list[Tile]:
    """Tiles that differ in something a forest could tell (element, task, points)."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Tile] = []
    for t in tiles:
        key = (t.element, t.task, t.points)
        if key not in seen:
            seen.add(key)
            out.append(t)
    return out


def _with_animals(outlook: Outlook, animals_left: int) -> Outlook:
    return replace(outlook, animals_left=animals_left)
