"""A game of Whispering Woods in progress, 2-4 seats or solo, from setup to the final scores.

Seat 0 holds the Bear and starts; play passes clockwise (seat i -> i+1), so
the seat to the Bear's right, the last one, takes the last turn. A turn runs
through the phases of `phases.py`: "place" (refresh once, then take tiles),
"second" (option A's second tile), "tasks" (complete tasks, end the turn).
Ending a turn refills the display for the next seat (step 1 of its turn).

Forests map a hex to (tile id, task side up?, animal or None); score piles
hold (tile id, animal, round, flipped?). Everything random comes from the
state's `Rng`: the bag is shuffled once at setup and again when a refresh
returns tiles to it; tiles are drawn from its end. The solo variant (one
seat, a mission) adds step 4 and its own end and outcome: see `solo.py`.
"""

from __future__ import annotations

from typing import Any, Mapping

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import events_for
from woods_desktop.core.outcome import Outcome
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import project
from woods_desktop.games.whispering.rules import solo
from woods_desktop.games.whispering.rules.actions import Complete, PlaceForest, PlaceTask
from woods_desktop.games.whispering.rules.objectives import Mission
from woods_desktop.games.whispering.rules.paths import (
    Forest,
    Hex,
    complete_on,
    completion_paths,
    frontier,
)
from woods_desktop.games.whispering.rules.phases import ERR, PHASES
from woods_desktop.games.whispering.rules.scoring import bonus_card, ranking, score
from woods_desktop.games.whispering.rules.solo import SOLO
from woods_desktop.games.whispering.rules.tiles import WhisperingData
from woods_desktop.games.whispering.rules.view import OVER, PLACE, SECOND, TASKS, Cell, Done, WhisperingView

GAME_ID = "whispering"
STANDARD = "standard"
VARIANTS = (STANDARD, SOLO)

CellValue = tuple[int, bool, int | None]  # (tile id, task side up?, animal)
DoneValue = tuple[int, int, int, bool]  # (tile id, animal, round, flipped?)


def _turned(end: tuple[int, bool, int | None], task: tuple[int, bool, int | None]) -> tuple[int, bool, int | None]:
    """The path's end tile once the task is completed: task side up, the task's animal on it."""
    return (end[0], True, task[2])


def read_config(config: Mapping[str, Any], data: WhisperingData) -> tuple[int, str, list[str]]:
    """(seats, variant, names) from a `core.game.make_config` config, checked."""
    variant = config.get("variant") or STANDARD
    if variant not in VARIANTS:
        raise ValueError(f"whispering: unknown variant {variant!r}")
    seats = int(config.get("seats", 1 if variant == SOLO else 2))
    if variant == SOLO:
        if seats != 1:
            raise ValueError(f"whispering: the solo mode has one seat, not {seats}")
    elif seats not in dict(data.task_target):
        raise ValueError(f"whispering: {seats} seats, expected one of {sorted(dict(data.task_target))}")
    if seats > len(data.start_tiles):
        raise ValueError(f"whispering: {seats} seats but {len(data.start_tiles)} starting tiles")
    names = [str(x) for x in (config.get("names") or [f"P{i + 1}" for i in range(seats)])]
    if len(names) != seats:
        raise ValueError(f"whispering: {len(names)} names for {seats} seats")
    return seats, variant, names


def new_game(config: Mapping[str, Any], seed: int, data: WhisperingData) -> "WhisperingState":
    """Start a game; all chance comes from `seed`."""
    seats, variant, names = read_config(config, data)
    st = WhisperingState.blank(data, variant, names, Rng(seed))
    st.bag = [t.id for t in data.forest_tiles]
    st.rng.shuffle(st.bag)
    st.display = [st.bag.pop() for _ in range(data.display_size)]
    start = data.start_tiles
    st.forests = [{(0, 0): (start[i].id, True, 0)} for i in range(seats)]
    st.animals_left = [data.animals - 1] * seats
    event: dict[str, Any] = {"type": "setup", "seats": seats, "bear": 0, "display": list(st.display)}
    if variant == SOLO:
        solo.set_up(st, solo.read_mission(config, data))
        solo.await_start(st)
        assert st.mission is not None
        event["mission"] = st.mission.level
    st.log.append(event)
    return st


class WhisperingState:
    """The full state; see the module docstring. Only `apply` changes it."""

    __slots__ = (
        "data",
        "variant",
        "n",
        "names",
        "rng",
        "element",
        "task",
        "points",
        "target",
        "refresh_cost",
        "bonus_sizes",
        "bonus_values",
        "bag",
        "display",
        "forests",
        "animals_left",
        "done",
        "bonuses",
        "bonus_left",
        "phase",
        "seat",
        "bear",
        "round",
        "end_triggered",
        "end_reason",
        "last_seat",
        "refreshed",
        "tasks_this_turn",
        "placed",
        "turns_taken",
        "mission",
        "board",
        "removed",
        "met",
        "log",
        "_legal",
        "_front",
    )

    data: WhisperingData
    variant: str
    n: int
    names: list[str]
    rng: Rng
    element: tuple[str | None, ...]  # by tile id
    task: tuple[tuple[str, ...], ...]  # by tile id
    points: tuple[int, ...]  # by tile id
    target: int
    refresh_cost: int
    bonus_sizes: tuple[int, ...]
    bonus_values: tuple[int, ...]
    bag: list[int]
    display: list[int | None]
    forests: list[dict[Hex, CellValue]]
    animals_left: list[int]
    done: list[list[DoneValue]]
    bonuses: list[list[int]]  # sizes of the bonus cards held
    bonus_left: list[int]  # per bonus card kind
    phase: str
    seat: int | None
    bear: int
    round: int
    end_triggered: bool
    end_reason: str | None
    last_seat: int
    refreshed: bool
    tasks_this_turn: int
    placed: list[Hex]
    turns_taken: list[int]
    mission: Mission | None  # solo: the mission (None in the game for 2-4 players)
    board: list[int | None]  # solo: the tile on each space around the scoring board
    removed: list[list[int]]  # solo: the display tiles each board tile removed from the game
    met: list[int | None]  # solo: the turn each objective was met in
    log: list[dict[str, Any]]
    _legal: list[Any] | None
    # per seat: the sorted frontier with the identity and size of the forest it was worked out from,
    # so a forest changed by a move (or written by hand in a test) is never read from a stale list
    _front: list[tuple[int, int, list[Hex]] | None]

    @classmethod
    def blank(cls, data: WhisperingData, variant: str, names: list[str], rng: Rng) -> "WhisperingState":
        """A game at its first turn with empty zones: `new_game` deals into it, `determinize`
        fills it from a view."""
        st = object.__new__(cls)
        n = len(names)
        st.data = data
        st.variant = variant
        st.n = n
        st.names = list(names)
        st.rng = rng
        st.element = tuple(t.element for t in data.tiles)
        st.task = tuple(t.task for t in data.tiles)
        st.points = tuple(t.points for t in data.tiles)
        st.target = 0 if variant == SOLO else data.target(n)
        st.refresh_cost = data.refresh_cost
        st.bonus_sizes = tuple(b.size for b in data.bonus_cards)
        st.bonus_values = tuple(b.points for b in data.bonus_cards)
        st.bag = []
        st.display = [None] * data.display_size
        st.forests = [{} for _ in range(n)]
        st.animals_left = [data.animals] * n
        st.done = [[] for _ in range(n)]
        st.bonuses = [[] for _ in range(n)]
        st.bonus_left = [b.count for b in data.bonus_cards]
        st.phase = PLACE
        st.seat = 0
        st.bear = 0
        st.round = 1
        st.end_triggered = False
        st.end_reason = None
        st.last_seat = (st.bear - 1) % n
        st.refreshed = False
        st.tasks_this_turn = 0
        st.placed = []
        st.turns_taken = [0] * n
        st.mission = None
        st.board = []
        st.removed = []
        st.met = []
        st.log = []
        st._legal = None
        st._front = [None] * n
        return st

    # -------------------------------------------------------------- protocol

    def to_move(self) -> int | None:
        return self.seat

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None) -> list[Any]:
        if seat is None or seat != self.seat:
            return []
        if self._legal is None:
            self._legal = PHASES.legal(self, self.phase, seat)
        return list(self._legal)

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why `action` by the seat to move would be refused (None: it is legal)."""
        if self.seat is None:
            return IllegalAction(ERR + "game_over")
        return PHASES.refusal(self, self.phase, self.seat, action)

    def apply(self, action: Any) -> None:
        """Play `action` for the seat to move, or raise `IllegalAction` leaving the state untouched."""
        if self.seat is None:
            raise IllegalAction(ERR + "game_over")
        PHASES.apply(self, self.phase, self.seat, action)
        self._legal = None

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as `seat` sees it: everything is public (the bag's order is never logged)."""
        return events_for(self.log, seat)

    # ---------------------------------------------------------------- reading

    def forest_map(self, seat: int) -> Forest:
        """A forest as `paths` reads it: hex -> (forest-side element, task side up?)."""
        element = self.element
        return {h: (element[c[0]], c[1]) for h, c in self.forests[seat].items()}

    def frontier(self, seat: int) -> list[Hex]:
        """The empty hexes a tile may be placed on, sorted (do not change the list)."""
        forest = self.forests[seat]
        memo = self._front[seat]
        if memo is not None and memo[0] == id(forest) and memo[1] == len(forest):
            return memo[2]
        spots = sorted(frontier(forest))
        self._front[seat] = (id(forest), len(forest), spots)
        return spots

    def changed(self, seat: int) -> None:
        """Forget what was worked out from `seat`'s forest and the legal actions (after a move, or
        after a test writes a position by hand)."""
        self._front[seat] = None
        self._legal = None

    def display_tiles(self) -> list[int]:
        return [t for t in self.display if t is not None]

    def flippable(self, seat: int) -> list[int]:
        """The completed tiles that may pay for a refresh: forest tiles still task side up in the score
        pile. "The Starting tiles only have a Task side", so a completed starting tile is never one."""
        element = self.element
        return [d[0] for d in self.done[seat] if not d[3] and element[d[0]] is not None]

    def can_refresh(self, seat: int) -> bool:
        return not self.refreshed and len(self.bag) >= self.data.display_size and bool(self.flippable(seat))

    def unused_animals(self, seat: int) -> list[int]:
        """The animals not placed yet, in order (deer, frog, bird, hare): once placed, an animal stays in
        its forest for the rest of the game, always on a task side (and any that completed a task was placed)."""
        placed = {c[2] for c in self.forests[seat].values()} | {d[1] for d in self.done[seat]}
        return [a for a in range(self.data.animals) if a not in placed]

    def task_moves(self, seat: int) -> list[Complete]:
        """Every task the seat may complete now, one action per valid path."""
        out: list[Complete] = []
        forest = self.forests[seat]
        fmap: Forest | None = None
        for h in sorted(h for h, c in forest.items() if c[1]):
            if fmap is None:
                fmap = self.forest_map(seat)
            paths = completion_paths(fmap, h, self.task[forest[h][0]])
            if paths:
                q, r = h
                out.extend(Complete(q, r, p) for p in paths)
        return out

    def task_points(self, seat: int) -> int:
        return sum(self.points[d[0]] for d in self.done[seat])

    def bonus_points(self, seat: int) -> int:
        values = dict(zip(self.bonus_sizes, self.bonus_values))
        return sum(values[size] for size in self.bonuses[seat])

    def flips(self, seat: int) -> int:
        return sum(1 for d in self.done[seat] if d[3])

    def score(self, seat: int) -> int:
        return score(self.task_points(seat), self.bonus_points(seat), self.flips(seat), self.refresh_cost)

    def scores(self) -> list[int]:
        return [self.score(i) for i in range(self.n)]

    def outcome(self) -> Outcome:
        """Points, ranks and the tie-break that separated tied seats (provisional before the end);
        solo: the mission passed or not, with each objective."""
        if self.mission is not None:
            return solo.outcome(self, self.phase == OVER)
        scores = self.scores()
        sizes = [len(f) for f in self.forests]
        ranks, tiebreak = ranking(scores, sizes)
        return Outcome.ranked(
            scores,
            ranks,
            tiebreak,
            unit_key="result.points",
            over=self.phase == OVER,
            details={
                "names": list(self.names),
                "tasks": [len(d) for d in self.done],
                "task_points": [self.task_points(i) for i in range(self.n)],
                "bonuses": [sorted(b, reverse=True) for b in self.bonuses],
                "bonus_points": [self.bonus_points(i) for i in range(self.n)],
                "flips": [self.flips(i) for i in range(self.n)],
                "refresh_cost": self.refresh_cost,
                "forest_tiles": sizes,
                "turns": list(self.turns_taken),
                "end_reason": self.end_reason,
                "breakdown": self.breakdown(scores),
            },
        )

    def breakdown(self, scores: list[int]) -> dict[str, Any]:
        """The result screen's table: tasks completed, their points, the bonus cards' points, the refresh
        flips' cost and the total, one cell per seat (rows worded by `whispering.result.row` with n = 1..4)."""
        seats = range(self.n)
        return {
            "row_key": "whispering.result.row",
            "total_key": "whispering.result.total",
            "rows": [
                [len(self.done[i]) for i in seats],
                [self.task_points(i) for i in seats],
                [self.bonus_points(i) for i in seats],
                [-self.refresh_cost * self.flips(i) for i in seats],
                list(scores),
            ],
        }

    def view(self, seat: int | None) -> WhisperingView:
        """What `seat` may see: all of the table; the bag as a count."""
        if seat is not None and not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        tiles = self.data.tiles
        source: dict[str, Any] = {
            "variant": self.variant,
            "names": self.names,
            "seats": self.n,
            "me": seat,
            "phase": self.phase,
            "to_move": self.seat,
            "bear": self.bear,
            "turn": self.round,
            "display": [tiles[t] if t is not None else None for t in self.display],
            "bag_count": self.bag,
            "forests": [
                [Cell(h[0], h[1], tiles[c[0]], c[1], c[2]) for h, c in sorted(f.items())] for f in self.forests
            ],
            "animals_left": self.animals_left,
            "done": [[Done(tiles[d[0]], d[1], d[2], d[3]) for d in pile] for pile in self.done],
            "bonuses": self.bonuses,
            "bonus_left": self.bonus_left,
            "bonus_points": list(zip(self.bonus_sizes, self.bonus_values)),
            "task_target": self.target,
            "end_triggered": self.end_triggered,
            "end_reason": self.end_reason,
            "last_seat": self.last_seat,
            "refreshed": self.refreshed,
            "tasks_this_turn": self.tasks_this_turn,
            "placed_this_turn": self.placed,
            "scores": self.scores(),
            "task_points": [self.task_points(i) for i in range(self.n)],
            "refresh_cost": self.refresh_cost,
            "turns_taken": self.turns_taken,
            "animals": self.data.animals,
            **solo.view_fields(self),
        }
        return project(WhisperingView, source, seat)

    def to_dict(self) -> dict[str, Any]:
        """Everything, JSON-able, for comparisons in tests (saves replay instead)."""
        return {
            "variant": self.variant,
            "names": list(self.names),
            "rng": self.rng.to_dict(),
            "bag": list(self.bag),
            "display": list(self.display),
            "forests": [[[h[0], h[1], c[0], c[1], c[2]] for h, c in sorted(f.items())] for f in self.forests],
            "animals_left": list(self.animals_left),
            "done": [[list(d) for d in pile] for pile in self.done],
            "bonuses": [list(b) for b in self.bonuses],
            "bonus_left": list(self.bonus_left),
            "phase": self.phase,
            "seat": self.seat,
            "bear": self.bear,
            "round": self.round,
            "end_triggered": self.end_triggered,
            "end_reason": self.end_reason,
            "last_seat": self.last_seat,
            "refreshed": self.refreshed,
            "tasks_this_turn": self.tasks_this_turn,
            "placed": [list(h) for h in self.placed],
            "turns_taken": list(self.turns_taken),
            "mission": self.mission.level if self.mission is not None else None,
            "board": list(self.board),
            "removed": [list(r) for r in self.removed],
            "met": list(self.met),
            "log": list(self.log),
        }

    # ---------------------------------------------------------------- moves

    def do_refresh(self, seat: int, tile: int) -> None:
        pile = self.done[seat]
        for i, d in enumerate(pile):
            if d[0] == tile:
                pile[i] = (d[0], d[1], d[2], True)
                break
        old = self.display_tiles()
        size = self.data.display_size
        self.display = [self.bag.pop() for _ in range(size)]
        self.bag.extend(old)
        self.rng.shuffle(self.bag)
        self.refreshed = True
        self.log.append({"type": "refresh", "seat": seat, "tile": tile, "returned": old, "display": list(self.display)})

    def do_start(self, seat: int, animal: int) -> None:
        """Solo setup B: the chosen animal onto the starting tile; the first turn begins (its display is
        dealt already: step 1 does not apply to the first turn)."""
        h = (0, 0)
        tile, task_side, _ = self.forests[seat][h]
        self.forests[seat][h] = (tile, task_side, animal)
        self.animals_left[seat] -= 1
        self.log.append({"type": "start_animal", "seat": seat, "animal": animal})
        self.phase = PLACE

    def _take(self, tile: int) -> None:
        self.display[self.display.index(tile)] = None

    def do_place_forest(self, seat: int, action: PlaceForest) -> None:
        first = self.phase == PLACE
        self._take(action.tile)
        h = (action.q, action.r)
        self.forests[seat][h] = (action.tile, False, None)
        self._front[seat] = None
        self.placed.append(h)
        self.log.append({"type": "place_forest", "seat": seat, "tile": action.tile, "q": action.q, "r": action.r})
        self.phase = SECOND if first and self.display_tiles() else TASKS

    def do_place_task(self, seat: int, action: PlaceTask) -> None:
        self._take(action.tile)
        h = (action.q, action.r)
        animal = action.animal if action.animal is not None else self.unused_animals(seat)[0]
        self.animals_left[seat] -= 1
        self.forests[seat][h] = (action.tile, True, animal)
        self._front[seat] = None
        self.placed.append(h)
        self.log.append(
            {"type": "place_task", "seat": seat, "tile": action.tile, "q": action.q, "r": action.r, "animal": animal}
        )
        self.phase = TASKS

    def do_complete(self, seat: int, action: Complete) -> None:
        forest = self.forests[seat]
        start = (action.q, action.r)
        (tile, _, animal), end = complete_on(forest, start, action.path, _turned)
        self._front[seat] = None
        assert animal is not None
        end_tile = forest[end][0]
        self.done[seat].append((tile, animal, self.round, False))
        self.tasks_this_turn += 1
        self.log.append(
            {
                "type": "complete",
                "seat": seat,
                "tile": tile,
                "q": action.q,
                "r": action.r,
                "animal": animal,
                "path": [list(h) for h in action.path],
                "end_tile": end_tile,
                "points": self.points[tile],
                "tasks": len(self.done[seat]),
            }
        )
        if self.target and not self.end_triggered and len(self.done[seat]) >= self.target:
            self._trigger_end("target", seat)

    def _trigger_end(self, reason: str, seat: int) -> None:
        self.end_triggered = True
        self.end_reason = reason
        self.log.append({"type": "end_triggered", "reason": reason, "seat": seat, "last_seat": self.last_seat})

    def do_end_turn(self, seat: int) -> None:
        taken = bonus_card(self.tasks_this_turn, self.bonus_left, self.bonus_sizes)
        size = points = None
        if taken is not None:
            self.bonus_left[taken] -= 1
            size, points = self.bonus_sizes[taken], self.bonus_values[taken]
            self.bonuses[seat].append(size)
        self.turns_taken[seat] += 1
        self.log.append(
            {"type": "end_turn", "seat": seat, "tasks": self.tasks_this_turn, "bonus": size, "bonus_points": points}
        )
        self.refreshed = False
        self.tasks_this_turn = 0
        self.placed = []
        if self.mission is not None and solo.end_turn(self):
            self._finish()
            return
        if self.end_triggered and seat == self.last_seat:
            self._finish()
            return
        nxt = (seat + 1) % self.n
        if nxt == self.bear:
            self.round += 1
        self.seat = nxt
        self._refill(nxt)

    def _refill(self, seat: int) -> None:
        """Step 1 of `seat`'s turn: refill the display; a display not refilled completely triggers the end."""
        drawn: list[int] = []
        display = self.display
        for i, slot in enumerate(display):
            if slot is None and self.bag:
                display[i] = tile = self.bag.pop()
                drawn.append(tile)
        self.log.append({"type": "refill", "seat": seat, "drawn": drawn, "bag": len(self.bag)})
        if None in display and not self.end_triggered and self.mission is None:
            self._trigger_end("display", seat)
        self.phase = PLACE if self.display_tiles() else TASKS

    def _finish(self) -> None:
        self.phase = OVER
        self.seat = None
        result = self.outcome()
        event: dict[str, Any] = {
            "type": "game_end",
            "scores": [int(s) for s in result.scores],
            "ranks": list(result.ranks),
            "tiebreak": result.tiebreak,
        }
        if self.mission is not None:
            event["passed"] = bool(result.won)
        self.log.append(event)

    # ------------------------------------------------------------ simulation

    def copy(self) -> "WhisperingState":
        """An independent copy for the bots' search: the tables by tile id and the logged
        events are shared (never changed once made)."""
        c = object.__new__(WhisperingState)
        c.data, c.variant, c.n, c.names = self.data, self.variant, self.n, self.names
        c.rng = self.rng.copy()
        c.element, c.task, c.points = self.element, self.task, self.points
        c.target, c.refresh_cost = self.target, self.refresh_cost
        c.bonus_sizes, c.bonus_values = self.bonus_sizes, self.bonus_values
        c.bag = self.bag[:]
        c.display = self.display[:]
        c.forests = [dict(f) for f in self.forests]
        c.animals_left = self.animals_left[:]
        c.done = [p[:] for p in self.done]
        c.bonuses = [b[:] for b in self.bonuses]
        c.bonus_left = self.bonus_left[:]
        c.phase, c.seat, c.bear, c.round = self.phase, self.seat, self.bear, self.round
        c.end_triggered, c.end_reason, c.last_seat = self.end_triggered, self.end_reason, self.last_seat
        c.refreshed, c.tasks_this_turn = self.refreshed, self.tasks_this_turn
        c.placed = self.placed[:]
        c.turns_taken = self.turns_taken[:]
        c.mission = self.mission
        c.board = self.board[:]
        c.removed = self.removed[:]  # each space's list is replaced whole, never changed in place
        c.met = self.met[:]
        c.log = self.log[:]
        c._legal = self._legal
        c._front = [
            (id(cf), m[1], m[2]) if m is not None and m[0] == id(f) else None
            for m, f, cf in zip(self._front, self.forests, c.forests)
        ]
        return c
