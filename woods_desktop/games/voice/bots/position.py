"""The seat's view, read once into the values the players reason over.

Every decision needs the same lookups (a card by id, by place, its letter
folded for the noun index, the seat's cubes as a list it can change in a
what-if), so they are made here once per call instead of in every helper.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.games.voice.rules.cards import VoiceRules, fold_word
from woods_desktop.games.voice.rules.view import Standing, VoiceView
from woods_desktop.words.normalize import card_key

Place = tuple[int, int]


@dataclass
class Cell:
    """One field card as the seat sees it (a face-down card has no letters)."""

    id: int
    row: int
    col: int
    up: bool
    letters: tuple[str, ...]
    key: str  # the card letter folded with card_key ("" when face down)
    points: int
    cubes: list[int]


@dataclass(frozen=True)
class OwnCard:
    """A face-up card in the seat's pile: spells a letter, needs no cube."""

    id: int
    letters: tuple[str, ...]
    key: str
    points: int


class Position:
    """Everything a decision looks at, from the seat's own view only."""

    def __init__(self, view: VoiceView) -> None:
        if view.me is None:
            raise ValueError("a computer player needs a seat's view, not a spectator's")
        self.view = view
        self.me: int = view.me
        self.seats: int = view.seats
        self.phase: str = view.phase
        self.order: list[int] = list(view.order)
        self.round: int = view.round
        self.variant: str = view.variant
        self.rules: VoiceRules = view.rules
        self.leader_cubes: int = view.rules.leader_cubes
        self.margin: int = view.rules.leader_margin
        self.max_own: int = view.rules.max_own_cards
        self.minute_ms: int = view.rules.minute_ms
        self.private_minute: bool = view.private_minute
        self.supply: list[int] = list(view.supply)
        self.deck: int = view.deck
        self.discard: int = view.discard
        self.scores: tuple[Standing, ...] = view.standings
        self.cells: dict[int, Cell] = {}
        self.grid: dict[Place, int] = {}
        for f in view.field:
            cell = Cell(
                id=f.id,
                row=f.row,
                col=f.col,
                up=f.face_up,
                letters=f.letters,
                key=card_key(f.letters[0]) if f.letters else "",
                points=f.points or 0,
                cubes=list(f.cubes),
            )
            self.cells[cell.id] = cell
            self.grid[(cell.row, cell.col)] = cell.id
        self.own: list[OwnCard] = [OwnCard(c.id, c.letters, card_key(c.letters[0]), c.points) for c in view.my_pile]
        self.used: set[str] = {fold_word(u.word) for u in view.used_words}

    # -- the field ---------------------------------------------------------------
    def face_up(self) -> list[Cell]:
        return [c for c in self.cells.values() if c.up]

    def neighbours(self, card: int) -> list[int]:
        cell = self.cells[card]
        out = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            other = self.grid.get((cell.row + dr, cell.col + dc))
            if other is not None:
                out.append(other)
        return out

    def my_cubes_on_field(self) -> int:
        return sum(c.cubes[self.me] for c in self.cells.values())

    def standing(self, seat: int) -> float:
        """What the game ranks seats by first: cards, or letter points in the advanced variant."""
        row = self.scores[seat]
        return float(row.points if self.variant == "advanced" else row.cards)

    def later_in_order(self, seat: int) -> bool:
        """Whether `seat` places after the seat now placing (placing phase only)."""
        now = self.view.placing.seat if self.view.placing is not None else self.me
        return self.order.index(seat) > self.order.index(now)
