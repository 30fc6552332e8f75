"""The seat's view, read once into plain Python values the players reason over.

A view is JSON-shaped (cube maps keyed by seat, possibly as strings after a
save round trip); every decision needs the same lookups, so they are made
here once per call instead of in every helper.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from woods_desktop.games.voice.rules.cards import fold_word
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


def _seat_count(cubes: Mapping[Any, int], seats: int) -> list[int]:
    out = [0] * seats
    for seat, n in cubes.items():
        out[int(seat)] = int(n)
    return out


class Position:
    """Everything a decision looks at, from `view(me)` only."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.me: int = view["me"]
        self.seats: int = view["seats"]
        self.phase: str = view["phase"]
        self.order: list[int] = list(view["order"])
        self.round: int = view["round"]
        self.variant: str = view.get("variant", "standard")
        self.rules: Mapping[str, int] = view["rules"]
        self.leader_cubes: int = self.rules["leader_cubes"]
        self.margin: int = self.rules["leader_margin"]
        self.max_own: int = self.rules["max_own_cards"]
        self.minute_ms: int = self.rules["minute_ms"]
        self.private_minute: bool = view.get("options", {}).get("minute", "private") == "private"
        self.supply: list[int] = list(view["supply"])
        self.deck: int = view["deck_count"]
        self.discard: int = view["discard_count"]
        self.scores: list[Mapping[str, Any]] = list(view["scores"])
        self.cells: dict[int, Cell] = {}
        self.grid: dict[Place, int] = {}
        for f in view["field"]:
            letters = tuple(f["letters"])
            cell = Cell(id=f["id"], row=f["row"], col=f["col"], up=bool(f["face_up"]),
                        letters=letters, key=card_key(letters[0]) if letters else "",
                        points=f["points"] or 0, cubes=_seat_count(f["cubes"], self.seats))
            self.cells[cell.id] = cell
            self.grid[(cell.row, cell.col)] = cell.id
        pile = view["piles"][self.me]["face_up"] if self.me is not None else []
        self.own: list[OwnCard] = [OwnCard(c["id"], tuple(c["letters"]), card_key(c["letters"][0]),
                                           c["points"]) for c in pile]
        self.used: set[str] = {fold_word(u["word"]) for u in view["used_words"]}

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
        return float(row["points"] if self.variant == "advanced" else row["cards"])

    def later_in_order(self, seat: int) -> bool:
        """Whether `seat` places after the seat now placing (placing phase only)."""
        placing = self.view.get("placing") or {}
        now = placing.get("seat", self.me)
        return self.order.index(seat) > self.order.index(now)
