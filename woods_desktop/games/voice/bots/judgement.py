"""What a cube on a card is worth: the control model every level's choices rest on.

A card is won by the seat that has 5 cubes on it or 2 more than every other
seat. A seat adds at most one cube to a card per round, so the number of
cubes it still needs ("need") is also the least number of rounds it takes;
a card's worth to a seat is its value times a falling table indexed by that
need. A cube's worth is the change it makes: for the seat itself (progress,
or a win if the lead holds until the control check) and for the opponents it
holds back (blocking). Cubes cost something while the supply is short, since
a seat with none left must pull cubes off other cards.

The levels differ in what they model (a `Style`): normal uses fixed odds and
only blocks an opponent who is one cube from leading; hard guesses how
likely each opponent is to touch a card this round (from the letter, the
length of the words that seat has been writing and how close it is to
winning the card), expects those cubes to undo part of its progress, blocks
every opponent weighed by the standings, counts
letter points in the advanced variant and knows that progress is worthless
once too few rounds are left to finish it. The hard numbers were chosen by
playing one hard seat against normal seats, 120-150 games per setting: a
flatter progress table, fixed odds, ignoring the crowd on a card, or
blocking only the seat one cube from leading each cost the hard player
about a card a game; pricing cubes by scarcity cost more than that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from woods_desktop.games.voice.bots.letter_odds import letter_odds
from woods_desktop.games.voice.bots.position import Cell, Position


@dataclass(frozen=True)
class Style:
    """The knobs of one level's judgement."""

    progress: tuple[float, ...] = (1.0, 0.4, 0.15, 0.06, 0.025, 0.01)
    threat: tuple[float, ...] = (1.0, 0.55, 0.2, 0.08, 0.03, 0.01)  # an opponent's stake by need
    hold: float | None = 0.85  # per threatening opponent; None: guessed from letters and cubes
    block_all: bool = False  # False: only opponents one cube from leading
    block_weight: float = 0.7
    letter_points: bool = False
    endgame: bool = False
    cube_cost: float = 0.07
    short_cube_cost: float = 0.1  # added while the supply is 3 or less
    return_bonus: float = 0.0  # per cube that comes home with a won card
    contest: bool = False  # expect opponents' cubes on a card this round to undo some progress
    appeal: float = 0.0  # how much more often opponents touch cards they are close to winning


class Model:
    """The control model for one decision (built per call: the field changes every move)."""

    def __init__(self, pos: Position, style: Style, adds: Mapping[int, Sequence[float]] | None = None) -> None:
        """`adds`, known in the placing phase once words are revealed: card -> chance per seat
        that the seat still puts a cube on it this round (else guessed from letters)."""
        self.pos = pos
        self.style = style
        self.me = pos.me
        self.seats = pos.seats
        self.top = pos.leader_cubes
        self.margin = pos.margin
        self.adds = adds
        self.rounds_left = estimate_rounds_left(pos)
        self.progress = self._horizon(style.progress)
        self.threat = self._horizon(style.threat)
        self.weights = self._opponent_weights()
        face_up = pos.face_up()
        self.word_length = [opponent_word_length(pos, seat) for seat in range(self.seats)]
        self.touch: dict[int, list[float]] = self._guess_touches(face_up)
        self.cube_cost = self.marginal_cube_cost(pos.supply[self.me])

    # -- the pieces ------------------------------------------------------------
    def _horizon(self, table: Sequence[float]) -> list[float]:
        """Need k cubes means k more rounds: past the game's end progress is worth nothing."""
        out = list(table) + [0.0] * 8
        if self.style.endgame:
            # the estimate is often a round off either way, so the edge is soft
            after_this = self.rounds_left - 1
            edge = {after_this: 0.75, after_this + 1: 0.25}
            out = [out[0]] + [v * (1.0 if k < after_this else edge.get(k, 0.0)) for k, v in enumerate(out[1:], start=1)]
        return out

    def _opponent_weights(self) -> list[float]:
        """How much an opponent's card hurts me: with two seats fully, else more for rivals."""
        out = []
        mine = self.pos.standing(self.me)
        for seat in range(self.seats):
            if seat == self.me:
                out.append(0.0)
            elif not self.style.block_all:
                out.append(self.style.block_weight)
            elif self.seats == 2:
                out.append(1.0)
            else:
                theirs = self.pos.standing(seat)
                best_other = max(self.pos.standing(s) for s in range(self.seats) if s != self.me)
                w = self.style.block_weight
                if theirs >= mine - 1:
                    w += 0.2
                if theirs >= best_other:
                    w += 0.1
                out.append(w)
        return out

    def marginal_cube_cost(self, supply: int) -> float:
        """What the next cube from a supply of `supply` costs (later cubes cost more)."""
        if self.style.endgame and self.rounds_left <= 1:
            return -0.005  # last round: cubes left over only lose the tie-break
        cost = self.style.cube_cost
        if supply <= 3:
            cost += self.style.short_cube_cost
        return cost

    def cube_costs(self, move_losses: Sequence[float]) -> list[float]:
        """The cost of each further cube a word needs: from the supply, then moved from cards."""
        supply = self.pos.supply[self.me]
        return [self.marginal_cube_cost(s) for s in range(supply, 0, -1)] + sorted(move_losses)

    def card_value(self, cell: Cell) -> float:
        """A won card in score units: 1, or letter points / 2 in the advanced variant."""
        if self.style.letter_points and self.pos.variant == "advanced":
            return (cell.points or 2) / 2.0
        return 1.0

    def need(self, counts: Sequence[int], seat: int) -> int:
        """Cubes `seat` must still add to lead, the others standing still (0: leads now)."""
        mine = counts[seat]
        other = max(n for s, n in enumerate(counts) if s != seat)
        return max(0, min(self.top - mine, other + self.margin - mine))

    def touch_odds(self, cell: Cell, seat: int) -> float:
        """The chance that `seat` puts a cube on `cell` before this round's control check."""
        if self.adds is not None:
            row = self.adds.get(cell.id)
            return row[seat] if row is not None else 0.0
        if self.style.hold is not None:
            return 1.0 - self.style.hold
        row = self.touch.get(cell.id)
        return row[seat] if row is not None else 0.0

    def _guess_touches(self, face_up: Sequence[Cell]) -> dict[int, list[float]]:
        """Per face-up card and seat, the chance of a cube there this round, before words are seen.

        A word of n letters touches about n field cards: common letters more
        often, and cards the seat is close to winning (its `appeal`) more
        often still, as every player builds on its own cubes.
        """
        out: dict[int, list[float]] = {c.id: [0.0] * self.seats for c in face_up}
        if not face_up or self.style.hold is not None or self.adds is not None:
            return out
        for seat in range(self.seats):
            if seat == self.me:
                continue
            weights = []
            for cell in face_up:
                w = letter_odds(cell.key)
                if cell.cubes[seat] > 0:
                    stake = self.threat[self.need(cell.cubes, seat)]
                    w *= 1.0 + self.style.appeal * stake if self.style.appeal else 1.4
                weights.append(w)
            total = sum(weights) or 1.0
            for cell, w in zip(face_up, weights):
                out[cell.id][seat] = min(0.9, max(0.02, self.word_length[seat] * w / total))
        return out

    def hold_odds(self, cell: Cell, after: Sequence[int]) -> float:
        """The chance a lead I have after placing survives the opponents' cubes this round."""
        mine = after[self.me]
        hold = 1.0
        for seat in range(self.seats):
            if seat == self.me:
                continue
            theirs = after[seat]
            if mine >= self.top:
                threat = theirs + 1 >= self.top  # they reach 5 too: the card turns face down
            else:
                threat = theirs >= mine - self.margin  # one cube of theirs cuts the lead below 2
            if threat:
                hold *= 1.0 - self.touch_odds(cell, seat)
        return hold

    # -- values ------------------------------------------------------------------
    def standing_value(self, cell: Cell, counts: Sequence[int]) -> float:
        """My stake in a card with these cubes, before anyone places this round."""
        return self.card_value(cell) * self.progress[self.need(counts, self.me)]

    def add_gain(self, cell: Cell, counts: Sequence[int] | None = None) -> float:
        """What one more cube of mine on `cell` is worth (cube cost not included)."""
        counts = list(cell.cubes if counts is None else counts)
        after = list(counts)
        after[self.me] += 1
        value = self.card_value(cell)
        before = value * self.progress[self.need(counts, self.me)]
        need_after = self.need(after, self.me)
        if need_after == 0:
            hold = self.hold_odds(cell, after)
            now = value * (hold + (1.0 - hold) * self.progress[1])
            now += hold * self.style.return_bonus * after[self.me]
        else:
            now = value * self.progress[need_after]
            if self.style.contest:
                crowd = self.crowd_odds(cell, after)
                now = value * ((1.0 - crowd) * self.progress[need_after] + crowd * self.progress[need_after + 1])
        return now - before + self.block_gain(cell, counts, after)

    def crowd_odds(self, cell: Cell, after: Sequence[int]) -> float:
        """The chance that some opponent's cube this round pushes my need back up by one."""
        mine = after[self.me]
        free = 1.0
        for seat in range(self.seats):
            if seat != self.me and after[seat] + 1 > mine - self.margin:
                free *= 1.0 - self.touch_odds(cell, seat)
        return 1.0 - free

    def block_gain(self, cell: Cell, before: Sequence[int], after: Sequence[int]) -> float:
        """How much my cube sets the opponents back on this card."""
        total = 0.0
        value = self.card_value(cell)
        for seat in range(self.seats):
            if seat == self.me or not self.weights[seat] or not before[seat]:
                continue
            was = self.need(before, seat)
            now = self.need(after, seat)
            if now <= was:
                continue
            if not self.style.block_all and was != 1:
                continue
            total += self.weights[seat] * value * (self.threat[was] - self.threat[now])
        return total

    def use_value(self, cell: Cell) -> float:
        """A word card's worth, taking the better of adding a cube and (when I may) skipping.

        The cube a fresh card needs is not charged here: `cube_costs` prices
        a word's cubes together, since each one leaves the supply shorter.
        """
        gain = self.add_gain(cell)
        if cell.cubes[self.me] > 0:
            return max(0.0, gain - self.cube_cost)
        return gain

    def remove_loss(self, cell: Cell) -> float:
        """What taking one of my cubes off `cell` costs (for a move with an empty supply)."""
        if not cell.up:
            return elder_stake(self.pos, cell.id, self.me)
        counts = list(cell.cubes)
        after = list(counts)
        after[self.me] -= 1
        loss = self.standing_value(cell, counts) - self.standing_value(cell, after)
        # the cube also held opponents back: removing it undoes the block
        return loss + self.block_gain(cell, after, counts)


def opponent_word_length(pos: Position, seat: int, prior: float = 6.0, weight: float = 2.0) -> float:
    """How long `seat`'s words run, from the words it wrote so far (6 letters before any)."""
    lengths = [len(u.word) for u in pos.view.used_words if u.seat == seat]
    return (sum(lengths) + prior * weight) / (len(lengths) + weight)


def elder_stake(pos: Position, card: int, seat: int) -> float:
    """A cube on a face-down card is worth something only as part of a possible Elder group."""
    mates = sum(1 for n in pos.neighbours(card) if not pos.cells[n].up and pos.cells[n].cubes[seat] > 0)
    return 0.05 + 0.12 * min(2, mates)


def estimate_rounds_left(pos: Position) -> int:
    """Rounds still to play, this one included (1: the game ends after this round's control).

    The game ends at a refresh that finds the deck empty or fewer face-up
    field cards than twice the seats. Each round the field loses a face-up
    card per card won (its replacement lies face down) and gains one in the
    refresh, and the deck pays for both plus the two cards discarded; the
    pace of wins is taken from the game so far.
    """
    won = sum(row.cards for row in pos.scores)
    played = max(0, pos.round - 1)
    wins = (won + 0.8 * pos.seats * 2) / (played + 2)  # prior: 0.8 cards per seat a round
    face_up = float(sum(1 for c in pos.cells.values() if c.up))
    deck = float(pos.deck)
    floor = 2 * pos.seats
    # this round: the cards some seat is one cube from leading are the likely wins
    close = sum(1 for c in pos.cells.values() if c.up and _one_short(c.cubes, pos))
    this_round = 0.6 * close + 0.2 * pos.seats
    rounds = 1
    while rounds < 15:
        step = this_round if rounds == 1 else wins
        deck -= step
        face_up -= step
        if deck <= 0 or face_up < floor:
            return rounds
        deck -= 3
        face_up += 1
        rounds += 1
    return rounds


def _one_short(cubes: Sequence[int], pos: Position) -> bool:
    """Whether one more cube would make some seat the Leader of a card with these cubes."""
    for seat, mine in enumerate(cubes):
        if not mine:
            continue
        other = max(n for s, n in enumerate(cubes) if s != seat)
        if mine + 1 >= pos.leader_cubes or mine + 1 - other >= pos.margin:
            return True
    return False
