"""The computer friends of The Wolf is Coming: heroes a child can play alongside.

A friend gets its seat's view and the legal actions, nothing else. Each move
it weighs every place it can end on: an open present it has a basket for, a
face-down token (by the odds of what nobody has seen yet: a present, a help
token, or terrain that stops it and costs a task card), a help token, the
house (presents carried in are safe there) - against the Wolf's schedule: a
place it could not get home from before the Wolf arrives is worth nothing but
how little it misses by, and one it could is worth less the likelier task
cards not done on the way (two extra steps of the Wolf's each) would make it
late. Between steps it hands presents to a friend at home (they go into the
house at once) or, with its own baskets full, to a friend nearer home with a
basket free; and a move that ends in the house (or a hero waiting there)
takes along the presents of the friends it passes, which frees their baskets
for more. It plays a Basket at once, the Scooter when a second move helps
and a Sleeping Wolf when a hero's time runs short.

The levels are all sensible friends (the game's difficulty is the Wolf's
path); they differ in how far they look: easy weighs this move only, normal
also what the rest of the game still offers from where the move ends, hard
plays its next move in its head too. Choices depend on the view and the level
only: the same view gives the same action.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Sequence

from woods_desktop.games.wolf.bots.sense import (
    ROW,
    Odds,
    Survey,
    chance_of_at_least,
    moves_from,
    odds,
    own_turns,
    spare_steps,
    stopped_cells,
    survey,
    turns_to_walk,
)
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, ROWS, START
from woods_desktop.games.wolf.rules.paths import FAR, NEXT, house_distances
from woods_desktop.games.wolf.rules.tokens import BASKET, HELP_KINDS, PRESENT, SCOOTER, SLEEPING_WOLF
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN, WolfView

ASSUMED_TASK_SUCCESS = 0.8  # how often a friend expects the table to do a task card
TASK_RATE = 0.15  # task cards drawn per turn, about (terrain that stops the hero who ends on it)
TASK_PENALTY = 2  # the Wolf's extra steps for a task card not done (the rulebook's two)
HELP_VALUE = {BASKET: 0.7, SLEEPING_WOLF: 0.6, SCOOTER: 0.4}
DELIVER_VALUE = 0.3  # per present carried into the house: safe there, and the baskets are free again
LATE = 4.0  # per own turn a place is too far from home to make it before the Wolf
NO_PLACE = -1e9
NOTHING_TAKEN = -2


@lru_cache(maxsize=1)
def _token_mix() -> tuple[tuple[str, int], ...]:
    """The forest's token mix as the game's data prints it (the rulebook's 10 / 5 / 15)."""
    from woods_desktop.games.wolf.data import load_wolf_data

    return load_wolf_data().tokens


@dataclass(frozen=True, slots=True)
class Reading:
    """One decision's reading of the view, shared by every place weighed."""

    here: int
    steps: int  # the hero's steps per move
    move_steps: int  # steps this move can still take
    baskets: int
    carried: int
    home: tuple[int, ...]  # this hero's steps to the house from every place
    blocked: frozenset[int]  # cells this move cannot enter: stopping terrain, other heroes
    stopped: frozenset[int]  # open terrain that stops this hero
    later: int  # own turns after this one before the Wolf is home
    spare: int  # the Wolf's steps to spare after this hero's last turn, Sleeping Wolves in hand included
    heroes: int
    odds: Odds
    present_value: float
    stop_cost: float  # what a task card drawn costs (a fifth of the time, two of the Wolf's steps)
    board: Survey
    taken: int = NOTHING_TAKEN  # a token taken by a move played in the head


@dataclass(slots=True)
class Offer:
    """The legal actions sorted by kind in one pass (a friend asks several questions of them)."""

    steps: set[int]
    gifts: list[Give]  # the mover's presents that may be handed to a friend
    takes: list[Give]  # friends' presents the mover may take
    clears: list[ClearBlock]
    helps: set[str]  # help tokens that may be played
    take: bool
    end: bool
    finish: bool
    skip: bool

    @classmethod
    def of(cls, legal: list[Any], me: int) -> "Offer":
        offer = cls(set(), [], [], [], set(), False, False, False, False)
        for a in legal:
            kind = type(a)
            if kind is Step:
                offer.steps.add(a.cell)
            elif kind is Give:
                if a.token not in HELP_KINDS:
                    (offer.gifts if a.giver == me else offer.takes).append(a)
            elif kind is PlayHelp:
                offer.helps.add(a.token)
            elif kind is ClearBlock:
                offer.clears.append(a)
            elif kind is TakeToken:
                offer.take = True
            elif kind is EndMove:
                offer.end = True
            elif kind is FinishTurn:
                offer.finish = True
            elif kind is SkipMove:
                offer.skip = True
        return offer


def offered(action: Any, legal: Sequence[Any]) -> Any:
    """`action`, which must be among the legal actions: a friend whose plan steps where the engine does not
    let it (its reading of the cells closed to it drifted from the rules') is a bug, said aloud (the window
    names it, the suite fails), never covered by another action."""
    if action not in legal:
        raise ValueError(f"the computer chose {action!r}, which is not among the {len(legal)} legal actions")
    return action


class Friend:
    """A computer friend; subclasses set how far it looks."""

    level = "normal"
    depth = 1  # moves weighed in the head: 1 this move, 2 this and the next
    future = True  # weigh what the rest of the game offers from where the move ends
    late_cost = 3.0  # a hero late home loses the game: about this many presents' worth
    comfort = 0.05  # worth of each own turn to spare on the way home (up to two)
    after_five = 0.4  # a present's worth once the surprise's presents are found (the best birthday wants all)

    def __init__(self, seat: int, seed: int, mix: Sequence[tuple[str, int]] | None = None) -> None:
        self.seat = seat
        self.seed = seed
        self.mix = tuple(mix) if mix is not None else _token_mix()
        self._plan: tuple[tuple[Any, ...], tuple[int, ...]] | None = None

    def choose(self, view: WolfView, legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if view.phase == TASK:  # asked for the table (in a game, people or `TaskChance` answer)
            return TaskAnswer(True) if TaskAnswer(True) in legal else legal[0]
        me = view.turn
        if view.phase == TOKEN:
            return offered(self._token(view, me, Offer.of(legal, me), legal), legal)
        if view.phase == MOVE:
            return offered(self._move(view, me, Offer.of(legal, me), legal), legal)
        return legal[0]

    # ------------------------------------------------------------------ after the move

    def _token(self, view: WolfView, me: int, offer: Offer, legal: list[Any]) -> Any:
        """Take what lies here, play a Basket at once, a Sleeping Wolf when time is short and
        the Scooter when a second move helps; then the Wolf's step."""
        if offer.take:
            return TakeToken()
        if BASKET in offer.helps:
            return PlayHelp(BASKET)
        if SLEEPING_WOLF in offer.helps and self.time_is_short(view, survey(view, self.mix)):
            return PlayHelp(SLEEPING_WOLF)
        if SCOOTER in offer.helps and self.second_move_helps(view, me):
            return PlayHelp(SCOOTER)
        return FinishTurn() if offer.finish else legal[0]

    def second_move_helps(self, view: WolfView, me: int) -> bool:
        """Another move is worth the Scooter unless the hero is home and nothing out there is
        worth a trip."""
        if view.positions[me] != HOUSE:
            return True
        r = self.read(view, me, survey(view, self.mix))
        stay = self.weigh(r, HOUSE, 1)
        return any(self.weigh(r, c, 1) > stay for c, way in moves_from(HOUSE, r.steps, r.blocked).items() if way)

    # ------------------------------------------------------------------ the move

    def _move(self, view: WolfView, me: int, offer: Offer, legal: list[Any]) -> Any:
        if BASKET in offer.helps:
            return PlayHelp(BASKET)
        if not view.steps_taken and SLEEPING_WOLF in offer.helps:
            if self.time_is_short(view, survey(view, self.mix)):
                return PlayHelp(SLEEPING_WOLF)
        if offer.gifts:
            gift = self.hand_over(view, me, offer.gifts)
            if gift is not None:
                return gift
        if offer.clears:
            return self.clear(view, me, offer.clears)
        here = view.positions[me]
        way = self.route(view, me, offer) if offer.steps else ()
        if offer.takes and (way[-1] if way else here) == HOUSE:  # this move ends in the house
            take = self.take_along(view, me, offer.takes)
            if take is not None:
                return take
        if not offer.steps:
            for fallback, offered in ((EndMove(), offer.end), (FinishTurn(), offer.finish), (SkipMove(), offer.skip)):
                if offered:
                    return fallback
            return legal[0]
        if way is None:  # staying is best (offered at home and on the Scooter's move)
            return FinishTurn()
        if not way:
            return EndMove()
        return Step(way[0])

    def route(self, view: WolfView, me: int, offer: Offer) -> tuple[int, ...] | None:
        """The cells still to step on this move (empty: end the move here; None: stay put).
        Planned once a move and followed step by step: nothing on the board changes until the
        move ends, and a hand-over or a help token played (which may) makes a new plan."""
        here = view.positions[me]
        key = (view.turns_played, view.wolf_steps_left, view.extra_move, view.carried, view.baskets, view.wolf_asleep)
        if self._plan is not None and self._plan[0] == key:
            planned = self._plan[1]
            if here in planned:
                rest = planned[planned.index(here) + 1 :]
                if not rest or rest[0] in offer.steps:
                    return rest
        r = self.read(view, me, survey(view, self.mix))
        may_stay = not view.steps_taken and offer.finish
        best: tuple[int, ...] | None = None
        best_score = self.weigh(r, here, self.depth) if may_stay else NO_PLACE
        for cell, way in sorted(moves_from(here, r.move_steps, r.blocked).items()):
            if not way and not view.steps_taken:
                continue  # a move of no steps is no move: the hero must step at least once
            score = self.weigh(r, cell, self.depth)
            if score > best_score + 1e-9:
                best, best_score = way, score
        if best is None and not may_stay:
            best = ()
        if best is not None:
            self._plan = (key, (here, *best))
        return best

    # ------------------------------------------------------------------ weighing places

    def read(self, view: WolfView, me: int, board: Survey) -> Reading:
        card = view.cards[me]
        stopped = stopped_cells(board, card.impassable)
        others = frozenset(p for i, p in enumerate(view.positions) if i != me and 0 <= p < CELLS)
        wolf = view.wolf_steps_left + (1 if view.wolf_asleep else 0)
        offset = (me - view.turn) % view.seats
        later = own_turns(wolf, view.seats, offset) - (1 if offset == 0 else 0)
        sleepers = sum(h.count(SLEEPING_WOLF) for h in view.help)
        found = view.house_presents + sum(view.carried)
        tight = self.team_slack(view, board) <= 1
        return Reading(
            here=view.positions[me],
            steps=card.steps,
            move_steps=view.steps_left if view.turn == me and view.phase == MOVE else card.steps,
            baskets=view.baskets[me],
            carried=view.carried[me],
            home=house_distances(stopped),
            blocked=stopped | others,
            stopped=stopped,
            later=max(0, later),
            spare=spare_steps(wolf, view.seats, offset) + sleepers,
            heroes=view.seats,
            odds=odds(board, card.impassable),
            present_value=1.0 if found < view.presents_needed else self.after_five,
            stop_cost=(1 - ASSUMED_TASK_SUCCESS) * (0.3 + (3.0 if tight else 0.0)),
            board=board,
        )

    def weigh(self, r: Reading, cell: int, depth: int) -> float:
        """What ending this move on `cell` is worth: what lies there, and what the rest of the
        game still offers from there; a place the hero could not get home from in time is worth
        only how little it misses by."""
        dist = r.home[cell]
        need = -(-dist // r.steps) if dist < FAR else FAR
        slack = r.later - need
        if slack < 0:
            return -LATE * (-slack if slack > -10 else 10) - 0.05 * dist
        gain, free, carried = self.gain(r, cell)
        value = gain
        if need and self.late_cost:
            # task cards not done on the way (the Wolf's 2 extra steps each) may cost the last turn
            buffer = slack * r.heroes + r.spare
            mean = TASK_RATE * (1 - ASSUMED_TASK_SUCCESS) * r.heroes * need
            value -= self.late_cost * chance_of_at_least(buffer // TASK_PENALTY + 1, mean)
        if depth > 1:
            value += 0.9 * self.next_move(r, cell, carried, depth - 1)
        elif self.future:
            value += self.prospects(r, cell, free, carried, slack)
        else:
            value -= 0.02 * dist
        return value + self.comfort * (slack if slack < 2 else 2)

    def gain(self, r: Reading, cell: int) -> tuple[float, int, int]:
        """(worth, free baskets after, presents carried after) of ending the move on `cell`."""
        free = r.baskets - r.carried
        if cell == HOUSE:
            return DELIVER_VALUE * r.carried, r.baskets, 0
        if cell == START or cell == r.taken:
            return 0.0, free, r.carried
        b = r.board
        if b.closed[cell]:
            o = r.odds
            worth = o.help * 0.5 + 0.03 - o.stop * r.stop_cost + o.present * (r.present_value if free > 0 else 0.1)
            return worth, free, r.carried
        kind = b.open_kinds[cell]
        if kind == PRESENT:
            if free > 0:
                return r.present_value, free - 1, r.carried + 1
            return 0.0, free, r.carried
        if kind in HELP_VALUE:
            return HELP_VALUE[kind], free, r.carried
        if cell in r.stopped:  # ending on terrain that stops this hero draws a task card
            return -r.stop_cost, free, r.carried
        return 0.0, free, r.carried

    def prospects(self, r: Reading, cell: int, free: int, carried: int, slack: int) -> float:
        """What the rest of the game likely still brings from `cell`: each later move can end on
        a face-down token or an open present (a present there with a basket free)."""
        b = r.board
        p = r.odds.present
        if cell == HOUSE:
            trips = r.later // 2  # out to the last rows and back in
            take_known = min(free, b.known_from[ROWS - 2], trips)
            near = b.ahead[ROWS - 2]
            return 0.8 * r.present_value * (take_known + min(free - take_known, min(trips - take_known, near) * p))
        row = ROW[cell]
        moves = r.later - 1 if r.later > 1 else 0
        closed = b.closed
        if cell >= 0:
            ahead = b.ahead[row] - (1 if closed[cell] else 0)
            known = b.known_from[row - 1 if row > 0 else 0] - (1 if b.open_kinds[cell] == PRESENT else 0)
            local = 0
            for n in NEXT[cell]:
                if n < CELLS and closed[n]:
                    local += 1
        else:
            ahead, known, local = b.ahead[0], b.known_from[0], 0
        take_known = free if free < known else known
        if moves < take_known:
            take_known = moves
        chances = moves - take_known if moves - take_known < ahead else ahead
        finds = take_known + min(free - take_known, (chances if chances > 0 else 0) * p)
        if free <= take_known and carried:  # full: home with these, then more trips out
            finds += 0.5 * min(r.baskets, (slack if slack > 0 else 0) // 2) * p
        return 0.8 * r.present_value * finds + 0.01 * local - 0.01 * r.home[cell]

    def next_move(self, r: Reading, cell: int, carried: int, depth: int) -> float:
        """The best next move from `cell`, the other heroes where they stand now."""
        later = r.later - 1
        if later <= 0:
            return 0.0
        b = r.board
        took = cell >= 0 and cell != HOUSE and not b.closed[cell] and carried != r.carried
        nxt = replace(
            r,
            here=cell,
            move_steps=r.steps,
            carried=0 if cell == HOUSE else carried,
            later=later,
            taken=cell if took else r.taken,
        )
        best = self.weigh(nxt, HOUSE, depth) if cell == HOUSE else NO_PLACE
        for c2, way in moves_from(cell, r.steps, r.blocked - {cell}).items():
            if way:
                best = max(best, self.weigh(nxt, c2, depth))
        return best

    # ------------------------------------------------------------------ the team

    def team_slack(self, view: WolfView, board: Survey) -> int:
        """The fewest own turns any hero outside the house has to spare on its way home."""
        wolf = view.wolf_steps_left + (1 if view.wolf_asleep else 0)
        least = FAR
        for j, place in enumerate(view.positions):
            if place == HOUSE:
                continue
            card = view.cards[j]
            dist = house_distances(stopped_cells(board, card.impassable))[place]
            turns = own_turns(wolf, view.seats, (j - view.turn) % view.seats)
            least = min(least, turns - turns_to_walk(dist, card.steps))
        return least

    def time_is_short(self, view: WolfView, board: Survey) -> bool:
        """A Sleeping Wolf is worth playing: a hero has no turn to spare on its way home, or this
        is the last round and the team is not yet safe."""
        if all(p == HOUSE for p in view.positions):
            return view.house_presents < view.presents_needed and view.wolf_steps_left <= view.seats
        return self.team_slack(view, board) <= 0 or view.wolf_steps_left <= view.seats

    def hand_over(self, view: WolfView, me: int, gifts: list[Give]) -> Give | None:
        """A present for a friend at home goes into the house at once; with its own baskets full,
        a hero hands one to a friend nearer home with a basket free and goes on collecting (never
        to one farther out: that friend is whom a hero going home takes presents from)."""
        for g in gifts:
            if view.positions[g.to] == HOUSE:
                return g
        if view.carried[me] < view.baskets[me] or view.positions[me] == HOUSE:
            return None
        board = survey(view, self.mix)
        best: Give | None = None
        best_dist = house_distances(stopped_cells(board, view.cards[me].impassable))[view.positions[me]]
        for g in gifts:
            theirs = house_distances(stopped_cells(board, view.cards[g.to].impassable))[view.positions[g.to]]
            if theirs < best_dist:
                best, best_dist = g, theirs
        return best

    def take_along(self, view: WolfView, me: int, takes: list[Give]) -> Give | None:
        """A hero whose move ends in the house takes the presents of the friends next to it that are
        farther from the house (the engine offers them only while it has a basket free): they are
        home when it is, and the friend's baskets are free again. The farthest friend first."""
        board = survey(view, self.mix)
        mine = house_distances(stopped_cells(board, view.cards[me].impassable))[view.positions[me]]
        best: Give | None = None
        best_key = (0, 0)
        for g in takes:
            theirs = house_distances(stopped_cells(board, view.cards[g.giver].impassable))[view.positions[g.giver]]
            key = (-theirs, g.giver)
            if theirs > mine and (best is None or key < best_key):
                best, best_key = g, key
        return best

    def clear(self, view: WolfView, me: int, clears: list[ClearBlock]) -> ClearBlock:
        """The blocked case: clear the blocking token that leaves the shortest way home."""
        stopped = stopped_cells(survey(view, self.mix), view.cards[me].impassable)
        here = view.positions[me]
        return min(clears, key=lambda a: (house_distances(stopped - {a.cell})[here], -ROW[a.cell], a.cell))


class EasyFriend(Friend):
    """Weighs this move only: what lies where it ends, and getting home in time."""

    level = "easy"
    future = False


class NormalFriend(Friend):
    """This move and what the rest of the game still offers from where it ends."""

    level = "normal"


class HardFriend(Friend):
    """Also plays its next move in its head (the other heroes where they stand now)."""

    level = "hard"
    depth = 2


def easy(seat: int, seed: int) -> Friend:
    return EasyFriend(seat, seed)


def normal(seat: int, seed: int) -> Friend:
    return NormalFriend(seat, seed)


def hard(seat: int, seed: int) -> Friend:
    return HardFriend(seat, seed)
