"""A game of The Wolf is Coming in progress: the forest, the heroes, the Wolf and the task deck.

Hero seats are numbered in turn order (the data's hero order among those
chosen); the engine adds `table_seat` (= the number of heroes), which answers
the task cards: the people at the table answer together, even for a computer
hero's card. A turn is several actions: steps one at a time (so presents can
be handed over between them), `EndMove` (the token there turns face up), the
token actions (hand-overs go on until the Wolf moves), `FinishTurn` (the Wolf's
step). The rule checks are the phase table in `phases.py`; this module holds
the state, its moves and what it shows.

The ten presents are ten different things: each present token is named by its
id from the data wherever it is (`present_at` on the board, `carried` in a
hero's baskets, `home` in the Wolf's house), so its picture and name follow it.
"""

from __future__ import annotations

from typing import Any, Mapping

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import events_for
from woods_desktop.core.outcome import Outcome
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import project
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START, neighbours
from woods_desktop.games.wolf.rules.paths import is_blocked
from woods_desktop.games.wolf.rules.phases import PHASES, REFUSED
from woods_desktop.games.wolf.rules.pieces import Hero, WolfData
from woods_desktop.games.wolf.rules.tokens import BASKET, HELP_KINDS, PRESENT, SCOOTER, SLEEPING_WOLF
from woods_desktop.games.wolf.rules.view import (
    BEST,
    DEFEAT,
    MOVE,
    OVER,
    REASON_CLEAR,
    REASON_SKIP,
    REASON_TERRAIN,
    SURPRISE,
    TASK,
    TOKEN,
    HeroCard,
    TaskShown,
    Token,
    WolfView,
)

GAME_ID = "wolf"
STANDARD = "standard"
CLOSED = Token(None, False)  # a face-down token as everyone sees it: neither its kind nor which present
_OPEN: dict[tuple[str, str | None], Token] = {}


def _open_token(kind: str, present: str | None) -> Token:
    """A face-up token (views are frozen, so one value serves every view)."""
    token = _OPEN.get((kind, present))
    if token is None:
        token = _OPEN[(kind, present)] = Token(kind, True, present)
    return token


# The task on the table: (card index, the hero's seat, reason, the cell it clears or None).
Task = tuple[int, int, str, int | None]


def read_config(config: Mapping[str, Any], data: WolfData) -> tuple[list[Hero], str, int, list[str], list[str]]:
    """(heroes in seat order, difficulty, the Wolf's path, cards left out, names) from a
    `core.game.make_config` config; raises ValueError on anything the game cannot seat."""
    variant = config.get("variant") or STANDARD
    if variant != STANDARD:
        raise ValueError(f"wolf: unknown variant {variant!r}")
    options = dict(config.get("options") or {})
    seats = int(config.get("seats", data.min_heroes))
    if not data.min_heroes <= seats <= data.max_heroes:
        raise ValueError(f"wolf: {seats} heroes, expected {data.min_heroes}-{data.max_heroes}")
    order = [h.id for h in data.heroes]
    chosen = [str(h) for h in (options.get("heroes") or order[:seats])]
    if len(chosen) != seats or len(set(chosen)) != seats:
        raise ValueError(f"wolf: {seats} seats need {seats} different heroes, got {chosen}")
    unknown = [h for h in chosen if h not in order]
    if unknown:
        raise ValueError(f"wolf: no hero {unknown[0]!r} (heroes: {order})")
    if chosen != sorted(chosen, key=order.index):
        raise ValueError(f"wolf: heroes are seated in turn order {order}, got {chosen}")
    difficulty = str(options.get("difficulty") or data.default_difficulty)
    try:
        path = data.difficulty(difficulty).path_for(seats)
    except KeyError as exc:
        raise ValueError(f"wolf: no difficulty {difficulty!r}") from exc
    if options.get("path") is not None:  # `simulate --path`: a path length tried out
        path = int(options["path"])
        if path < 1:
            raise ValueError(f"wolf: the Wolf's path must be at least 1 step, got {path}")
    ids = {card.id for card in data.tasks}
    left_out = [str(c) for c in (options.get("left_out") or ())]
    strange = [c for c in left_out if c not in ids]
    if strange:
        raise ValueError(f"wolf: no task card {strange[0]!r}")
    if len(set(left_out)) >= len(ids):
        raise ValueError("wolf: at least one task card must stay in the deck")
    names = [str(x) for x in (config.get("names") or [f"P{i + 1}" for i in range(seats)])]
    if len(names) != seats:
        raise ValueError(f"wolf: {len(names)} names for {seats} heroes")
    return [data.hero(h) for h in chosen], difficulty, path, sorted(set(left_out)), names


def new_game(config: Mapping[str, Any], seed: int, data: WolfData) -> "WolfState":
    """Start a game; all chance (the forest's tokens, the task deck) comes from `seed`."""
    heroes, difficulty, path, left_out, names = read_config(config, data)
    st = WolfState.blank(data, heroes, difficulty, path, left_out, names, Rng(seed))
    tokens = data.forest_pool()
    if len(tokens) != CELLS:
        raise ValueError(f"wolf: {len(tokens)} forest tokens for {CELLS} cells")
    st.rng.shuffle(tokens)  # the same shuffle as by kinds alone: old saves lay the same forest
    st.kinds = [kind for kind, _ in tokens]
    st.present_at = [present for _, present in tokens]
    st.opened = [False] * CELLS
    st.deck = [i for i, card in enumerate(data.tasks) if card.id not in left_out]
    st.rng.shuffle(st.deck)
    st.log.append(
        {
            "type": "setup",
            "heroes": [h.id for h in heroes],
            "difficulty": difficulty,
            "wolf_steps_left": path,
            "deck": len(st.deck),
        }
    )
    st.start_turn(0)
    return st


class WolfState:
    """The full state; see the module docstring. Only `apply` changes it."""

    __slots__ = (
        "data",
        "heroes",
        "stops",
        "n",
        "difficulty",
        "left_out",
        "names",
        "rng",
        "kinds",
        "present_at",
        "opened",
        "pos",
        "carried",
        "baskets",
        "help",
        "played",
        "home",
        "removed",
        "wolf_path",
        "wolf_left",
        "turn",
        "turns",
        "phase",
        "steps_left",
        "steps_taken",
        "extra",
        "cleared",
        "asleep",
        "task",
        "deck",
        "used",
        "result",
        "log",
    )

    data: WolfData
    heroes: tuple[Hero, ...]
    stops: tuple[frozenset[str], ...]  # per seat: the terrain kinds that stop its hero
    n: int  # heroes; the table seat is n
    difficulty: str
    left_out: tuple[str, ...]
    names: tuple[str, ...]
    rng: Rng
    kinds: list[str | None]  # per cell: the token's kind, None once the cell is empty
    present_at: list[str | None]  # per cell: which present lies there (its id), None for any other token
    opened: list[bool]  # per cell: the token lies face up
    pos: list[int]  # per seat: START, a cell or HOUSE
    carried: list[list[str]]  # per seat: the presents in its baskets, by id, in the order they came
    baskets: list[int]  # per seat: the card's baskets plus Basket tokens played
    help: list[list[str]]  # per seat: help tokens kept, not yet played
    played: list[list[str]]  # per seat: help tokens played (out of the game, or a basket for good)
    home: list[str]  # the presents in the Wolf's house, by id, in the order they arrived
    removed: list[str]  # tokens cleared out of the game
    wolf_path: int
    wolf_left: int  # the Wolf's steps still to go to his house
    turn: int  # the hero whose turn it is
    turns: int  # turns finished
    phase: str
    steps_left: int
    steps_taken: int
    extra: bool  # the current move is the Scooter's extra move
    cleared: bool  # a blocking token was cleared this turn
    asleep: bool  # a Sleeping Wolf was played this turn
    task: Task | None
    deck: list[int]  # task card indices; the top is the last
    used: list[int]  # drawn since the last reshuffle
    result: str | None
    log: list[dict[str, Any]]

    @classmethod
    def blank(
        cls,
        data: WolfData,
        heroes: list[Hero],
        difficulty: str,
        path: int,
        left_out: list[str],
        names: list[str],
        rng: Rng,
    ) -> "WolfState":
        """A state with the heroes seated and nothing dealt: `new_game` lays the forest into it,
        `determinize` fills it from a view."""
        st = object.__new__(cls)
        n = len(heroes)
        st.data = data
        st.heroes = tuple(heroes)
        st.stops = tuple(frozenset(h.impassable) for h in heroes)
        st.n = n
        st.difficulty = difficulty
        st.left_out = tuple(left_out)
        st.names = tuple(names)
        st.rng = rng
        st.kinds = [None] * CELLS
        st.present_at = [None] * CELLS
        st.opened = [False] * CELLS
        st.pos = [START] * n
        st.carried = [[] for _ in range(n)]
        st.baskets = [h.baskets for h in heroes]
        st.help = [[] for _ in range(n)]
        st.played = [[] for _ in range(n)]
        st.home = []
        st.removed = []
        st.wolf_path = path
        st.wolf_left = path
        st.turn = 0
        st.turns = 0
        st.phase = MOVE
        st.steps_left = 0
        st.steps_taken = 0
        st.extra = False
        st.cleared = False
        st.asleep = False
        st.task = None
        st.deck = []
        st.used = []
        st.result = None
        st.log = []
        return st

    # -------------------------------------------------------------- protocol

    @property
    def table_seat(self) -> int:
        return self.n

    @property
    def house(self) -> int:
        """How many presents are in the Wolf's house."""
        return len(self.home)

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        return self.n if self.phase == TASK else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None) -> list[Any]:
        if seat is None or seat != self.to_move():
            return []
        return PHASES.legal(self, self.phase, seat)

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why `action` by the seat to move would be refused (None: it is legal)."""
        seat = self.to_move()
        if seat is None:
            return IllegalAction(REFUSED + "game_over")
        return PHASES.refusal(self, self.phase, seat, action)

    def apply(self, action: Any) -> None:
        """Play `action` for the seat to move, or raise `IllegalAction` leaving the state untouched."""
        seat = self.to_move()
        if seat is None:
            raise IllegalAction(REFUSED + "game_over")
        PHASES.apply(self, self.phase, seat, action)

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as `seat` sees it: all of it (nothing here is private)."""
        return events_for(self.log, seat)

    # ---------------------------------------------------------------- reading

    def stopped_mask(self, seat: int) -> int:
        """The cells whose open terrain stops the hero of `seat`, as a bit mask."""
        stop = self.stops[seat]
        kinds, opened = self.kinds, self.opened
        mask = 0
        for cell in range(CELLS):
            if opened[cell] and kinds[cell] in stop:
                mask |= 1 << cell
        return mask

    def can_enter(self, seat: int, cell: int) -> bool:
        """May the hero of `seat` step onto `cell` (a neighbour): the house always; a cell unless
        another hero stands there or open terrain there stops this hero."""
        if cell == HOUSE:
            return True
        if self.opened[cell] and self.kinds[cell] in self.stops[seat]:
            return False
        return cell not in self.pos

    def steps(self, seat: int) -> list[int]:
        """The places the hero of `seat` may step to now, if it has steps left."""
        here = self.pos[seat]
        return [c for c in neighbours(here) if self.can_enter(seat, c)]

    def blocked(self, seat: int) -> bool:
        return is_blocked(self.pos[seat], self.stopped_mask(seat))

    def free_baskets(self, seat: int) -> int:
        return self.baskets[seat] - len(self.carried[seat])

    def all_home(self) -> bool:
        return all(p == HOUSE for p in self.pos)

    # ---------------------------------------------------------------- moves

    def start_turn(self, seat: int) -> None:
        self.turn = seat
        self.phase = MOVE
        self.steps_left = self.heroes[seat].steps
        self.steps_taken = 0
        self.extra = False
        self.cleared = False
        self.asleep = False
        self.log.append({"type": "turn", "seat": seat, "wolf_steps_left": self.wolf_left})

    def do_step(self, cell: int) -> None:
        seat = self.turn
        self.pos[seat] = cell
        self.steps_left -= 1
        self.steps_taken += 1
        self.log.append({"type": "step", "seat": seat, "cell": cell, "steps_left": self.steps_left})

    def do_give(self, giver: int, to: int, thing: str) -> None:
        """`giver` hands `thing` (a present's id or a help kind) to `to`; one of them is the mover.
        A present handed to a hero in the house goes into the house at once: to a friend waiting
        there, or to the mover once its move has ended (while it lasts the mover may walk out
        again, and brings it home when the turn ends)."""
        present = thing not in HELP_KINDS
        if present:
            self.carried[giver].remove(thing)
            self.carried[to].append(thing)
        else:
            self.help[giver].remove(thing)
            self.help[to].append(thing)
        self.log.append(
            {
                "type": "give",
                "seat": self.turn,  # whose move it is (the undo asks this)
                "giver": giver,
                "to": to,
                "token": PRESENT if present else thing,
                "present": thing if present else None,
            }
        )
        if present and self.pos[to] == HOUSE and (to != self.turn or self.phase != MOVE):
            self._deliver(to)

    def do_end_move(self) -> None:
        seat = self.turn
        here = self.pos[seat]
        self.log.append({"type": "end_move", "seat": seat, "cell": here})
        self.phase = TOKEN
        if here == HOUSE:
            self._deliver(seat)
            return
        kind = self.kinds[here]
        if kind is None:
            return
        if not self.opened[here]:
            self.opened[here] = True
            event: dict[str, Any] = {"type": "reveal", "seat": seat, "cell": here, "kind": kind}
            if kind == PRESENT:
                event["present"] = self.present_at[here]
            self.log.append(event)
        if kind in self.stops[seat]:
            self._draw_task(seat, REASON_TERRAIN, None)

    def do_take(self) -> None:
        seat = self.turn
        here = self.pos[seat]
        kind = self.kinds[here]
        assert kind is not None
        present = self.present_at[here]
        self.kinds[here] = None
        self.present_at[here] = None
        self.opened[here] = False
        event: dict[str, Any] = {"type": "take", "seat": seat, "cell": here, "kind": kind}
        if kind == PRESENT:
            assert present is not None
            self.carried[seat].append(present)
            event["present"] = present
        else:
            self.help[seat].append(kind)
        self.log.append(event)

    def do_play_help(self, token: str) -> None:
        seat = self.turn
        self.help[seat].remove(token)
        self.played[seat].append(token)
        self.log.append({"type": "help", "seat": seat, "token": token})
        if token == SLEEPING_WOLF:
            self.asleep = True
        elif token == BASKET:
            self.baskets[seat] += 1
        elif token == SCOOTER:
            self.phase = MOVE
            self.extra = True
            self.steps_left = self.heroes[seat].steps
            self.steps_taken = 0

    def do_skip(self) -> None:
        self.log.append({"type": "skip", "seat": self.turn})
        self._draw_task(self.turn, REASON_SKIP, None)

    def do_clear(self, cell: int) -> None:
        self.log.append({"type": "clear_block", "seat": self.turn, "cell": cell})
        self._draw_task(self.turn, REASON_CLEAR, cell)

    def do_answer(self, done: bool) -> None:
        task = self.task
        assert task is not None
        card, seat, reason, cell = task
        self.task = None
        self.used.append(card)
        self.log.append({"type": "answer", "seat": seat, "card": self.data.tasks[card].id, "done": done})
        if not done:
            self._wolf_steps(self.data.task_penalty, "task")
            if self.phase == OVER:
                return
        if reason == REASON_TERRAIN:
            self.phase = TOKEN
        elif reason == REASON_SKIP:
            self.finish_turn()
        else:
            assert cell is not None
            kind = self.kinds[cell]
            assert kind is not None
            self.kinds[cell] = None
            self.opened[cell] = False
            self.removed.append(kind)
            self.cleared = True
            self.phase = MOVE
            self.log.append({"type": "removed", "seat": seat, "cell": cell, "kind": kind})

    def finish_turn(self) -> None:
        seat = self.turn
        if self.pos[seat] == HOUSE and self.carried[seat]:  # taken from a friend while staying at home
            self._deliver(seat)
            if self.phase == OVER:
                return
        self.turns += 1
        self.log.append({"type": "finish", "seat": seat})
        if self.asleep:
            self.log.append({"type": "wolf_sleeps", "wolf_steps_left": self.wolf_left})
        else:
            self._wolf_steps(1, "turn")
            if self.phase == OVER:
                return
        self.start_turn((seat + 1) % self.n)

    def _draw_task(self, seat: int, reason: str, cell: int | None) -> None:
        if not self.deck:
            self.deck, self.used = self.used, []
            self.rng.shuffle(self.deck)
            self.log.append({"type": "reshuffle", "deck": len(self.deck)})
        card = self.deck.pop()
        self.task = (card, seat, reason, cell)
        self.phase = TASK
        spec = self.data.tasks[card]
        self.log.append(
            {"type": "task", "seat": seat, "card": spec.id, "frame": spec.frame, "reason": reason, "cell": cell}
        )

    def _deliver(self, seat: int) -> None:
        """A hero in the house puts every present it carries there; all home with all of them
        is the best birthday ever, and the Wolf comes home at once."""
        brought = self.carried[seat]
        if brought:
            self.carried[seat] = []
            self.home.extend(brought)
            self.log.append(
                {"type": "deliver", "seat": seat, "presents": len(brought), "house": self.house, "ids": list(brought)}
            )
        if self.house >= self.data.best_presents and self.all_home():
            self.log.append({"type": "wolf_home", "steps": self.wolf_left, "wolf_steps_left": 0})
            self.wolf_left = 0
            self._end()

    def _wolf_steps(self, steps: int, why: str) -> None:
        taken = min(steps, self.wolf_left)
        self.wolf_left -= taken
        self.log.append({"type": "wolf", "steps": taken, "why": why, "wolf_steps_left": self.wolf_left})
        if self.wolf_left == 0:
            self._end()

    def _end(self) -> None:
        home = self.all_home()
        if home and self.house >= self.data.best_presents:
            self.result = BEST
        elif home and self.house >= self.data.surprise_presents:
            self.result = SURPRISE
        else:
            self.result = DEFEAT
        self.phase = OVER
        self.task = None
        self.log.append({"type": "end", "result": self.result, "house": self.house})

    # ---------------------------------------------------------------- results

    def outcome(self) -> Outcome:
        """The team's shared result; the score is the presents in the house (provisional, with
        `over` False, before the end)."""
        over = self.phase == OVER
        result = self.result if over else None
        return Outcome.team(
            self.n,
            f"wolf.result.{result}" if result else "wolf.result.playing",
            won=result in (BEST, SURPRISE),
            score=self.house,
            over=over,
            details={
                "names": list(self.names),
                "heroes": [h.id for h in self.heroes],
                "result": result,
                "house_presents": self.house,
                "presents_needed": self.data.surprise_presents,
                "presents_total": self.data.best_presents,
                "heroes_home": sum(1 for p in self.pos if p == HOUSE),
                "wolf_steps_left": self.wolf_left,
                "wolf_path": self.wolf_path,
                "turns": self.turns,
            },
        )

    def task_shown(self) -> TaskShown | None:
        if self.task is None:
            return None
        card, seat, reason, cell = self.task
        spec = self.data.tasks[card]
        return TaskShown(spec.id, spec.frame, spec.en, spec.ru, seat, reason, cell)

    def view(self, seat: int | None) -> WolfView:
        """What `seat` sees: everything but the kinds of face-down tokens and the deck's order."""
        if seat is not None and not 0 <= seat <= self.n:
            raise ValueError(f"no seat {seat}")
        kinds, opened, named = self.kinds, self.opened, self.present_at
        # Built as tuples (the projection passes tuples without containers through untouched): a view is
        # made for every decision of the many simulated games.
        cells = tuple(
            None if k is None else _open_token(k, named[c]) if opened[c] else CLOSED for c, k in enumerate(kinds)
        )
        tasks = self.data.tasks
        source: dict[str, Any] = {
            "variant": STANDARD,
            "difficulty": self.difficulty,
            "names": self.names,
            "heroes": tuple(h.id for h in self.heroes),
            "cards": tuple(HeroCard(h.id, h.steps, h.baskets, h.impassable) for h in self.heroes),
            "seats": self.n,
            "table_seat": self.n,
            "me": seat,
            "phase": self.phase,
            "to_move": self.to_move(),
            "turn": self.turn,
            "turns_played": self.turns,
            "positions": tuple(self.pos),
            "steps_left": self.steps_left,
            "steps_taken": self.steps_taken,
            "extra_move": self.extra,
            "cleared": self.cleared,
            "cells": cells,
            "carried": tuple(len(c) for c in self.carried),
            "carried_presents": tuple(tuple(c) for c in self.carried),
            "presents_in_house": tuple(self.home),
            "baskets": tuple(self.baskets),
            "help": tuple(tuple(h) for h in self.help),
            "played_help": tuple(tuple(p) for p in self.played),
            "removed": tuple(self.removed),
            "house_presents": self.house,
            "presents_total": self.data.best_presents,
            "presents_needed": self.data.surprise_presents,
            "wolf_path": self.wolf_path,
            "wolf_steps_left": self.wolf_left,
            "wolf_asleep": self.asleep,
            "task": self.task_shown(),
            "deck_count": self.deck,
            "used_tasks": tuple(tasks[i].id for i in self.used),
            "left_out": self.left_out,
            "result": self.result,
        }
        return project(WolfView, source, seat)

    def to_dict(self) -> dict[str, Any]:
        """Everything, JSON-able, for comparisons in tests (saves replay instead)."""
        return {
            "heroes": [h.id for h in self.heroes],
            "difficulty": self.difficulty,
            "left_out": list(self.left_out),
            "names": list(self.names),
            "rng": self.rng.to_dict(),
            "kinds": list(self.kinds),
            "present_at": list(self.present_at),
            "opened": list(self.opened),
            "pos": list(self.pos),
            "carried": [list(c) for c in self.carried],
            "baskets": list(self.baskets),
            "help": [list(h) for h in self.help],
            "played": [list(p) for p in self.played],
            "home": list(self.home),
            "removed": list(self.removed),
            "wolf_path": self.wolf_path,
            "wolf_left": self.wolf_left,
            "turn": self.turn,
            "turns": self.turns,
            "phase": self.phase,
            "steps_left": self.steps_left,
            "steps_taken": self.steps_taken,
            "extra": self.extra,
            "cleared": self.cleared,
            "asleep": self.asleep,
            "task": list(self.task) if self.task is not None else None,
            "deck": list(self.deck),
            "used": list(self.used),
            "result": self.result,
            # Logged events never change once recorded: shared, not copied.
            "log": list(self.log),
        }

    def copy(self) -> "WolfState":
        """An independent copy for the bots' search (logged events are shared: never changed)."""
        c = object.__new__(WolfState)
        c.data, c.heroes, c.stops, c.n = self.data, self.heroes, self.stops, self.n
        c.difficulty, c.left_out, c.names = self.difficulty, self.left_out, self.names
        c.rng = self.rng.copy()
        c.kinds = self.kinds[:]
        c.present_at = self.present_at[:]
        c.opened = self.opened[:]
        c.pos = self.pos[:]
        c.carried = [p[:] for p in self.carried]
        c.baskets = self.baskets[:]
        c.help = [h[:] for h in self.help]
        c.played = [p[:] for p in self.played]
        c.home = self.home[:]
        c.removed = self.removed[:]
        c.wolf_path, c.wolf_left = self.wolf_path, self.wolf_left
        c.turn, c.turns, c.phase = self.turn, self.turns, self.phase
        c.steps_left, c.steps_taken = self.steps_left, self.steps_taken
        c.extra, c.cleared, c.asleep = self.extra, self.cleared, self.asleep
        c.task = self.task
        c.deck = self.deck[:]
        c.used = self.used[:]
        c.result = self.result
        c.log = self.log[:]
        return c
