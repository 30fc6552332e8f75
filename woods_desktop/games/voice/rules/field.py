"""The playing field: a sparse grid of cards that grows and closes up.

Rows and columns are kept so that the smallest occupied row and column are
0 (`normalize`), which is what the view shows. Holes may appear (a Leader's
place stays empty when no card is left to fill it) and the refresh may lay a
card outside the rectangle, so the field is a dict, not a matrix.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

Pos = tuple[int, int]
STEPS: tuple[Pos, ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))


class Field:
    __slots__ = ("pos", "grid", "face_up", "cubes", "seats")

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.pos: dict[int, Pos] = {}
        self.grid: dict[Pos, int] = {}
        self.face_up: set[int] = set()
        self.cubes: dict[int, list[int]] = {}

    # -- cards -----------------------------------------------------------
    def put(self, card: int, row: int, col: int, face_up: bool) -> None:
        self.pos[card] = (row, col)
        self.grid[(row, col)] = card
        if face_up:
            self.face_up.add(card)
        else:
            self.face_up.discard(card)
        self.cubes[card] = [0] * self.seats

    def take(self, card: int) -> tuple[Pos, list[int]]:
        """Lift a card off the field; returns its place and the cubes it held."""
        place = self.pos.pop(card)
        del self.grid[place]
        self.face_up.discard(card)
        return place, self.cubes.pop(card)

    def __contains__(self, card: object) -> bool:
        return card in self.pos

    def __len__(self) -> int:
        return len(self.pos)

    def reading_order(self) -> list[int]:
        """Row by row, left to right: the order the control check walks."""
        return [self.grid[p] for p in sorted(self.grid)]

    def face_up_cards(self) -> list[int]:
        return [c for c in self.reading_order() if c in self.face_up]

    def face_down_cards(self) -> list[int]:
        return [c for c in self.reading_order() if c not in self.face_up]

    def total_cubes(self, card: int) -> int:
        return sum(self.cubes[card])

    def cubes_of(self, seat: int) -> int:
        return sum(c[seat] for c in self.cubes.values())

    def neighbours(self, card: int) -> Iterator[int]:
        r, c = self.pos[card]
        for dr, dc in STEPS:
            other = self.grid.get((r + dr, c + dc))
            if other is not None:
                yield other

    def free_places(self) -> list[Pos]:
        """Empty places sharing a side with a card: where the refresh may lay one."""
        out: set[Pos] = set()
        for r, c in self.grid:
            for dr, dc in STEPS:
                p = (r + dr, c + dc)
                if p not in self.grid:
                    out.add(p)
        return sorted(out)

    def bounds(self) -> tuple[int, int]:
        """(rows, cols) of the smallest rectangle holding the field."""
        if not self.grid:
            return (0, 0)
        return (max(r for r, _ in self.grid) + 1, max(c for _, c in self.grid) + 1)

    def lines(self, axis: str) -> dict[int, list[int]]:
        """Occupied rows (axis "rows") or columns ("cols"), each with its cards in order."""
        out: dict[int, list[int]] = {}
        for (r, c), card in sorted(self.grid.items()):
            out.setdefault(r if axis == "rows" else c, []).append(card)
        if axis == "cols":
            for key in out:
                out[key].sort(key=lambda k: self.pos[k][0])
        return dict(sorted(out.items()))

    # -- geometry ----------------------------------------------------------
    def normalize(self) -> None:
        if not self.grid:
            return
        r0 = min(r for r, _ in self.grid)
        c0 = min(c for _, c in self.grid)
        if r0 == 0 and c0 == 0:
            return
        self._relay({card: (r - r0, c - c0) for card, (r, c) in self.pos.items()})

    def close_up(self, removed: Iterable[Pos], axis: str) -> None:
        """After one card left each row (column): the rest of that line slides into the gap.

        Cards after the gap move one place towards the start of the line; a
        line left empty is closed like a gap between lines, so no empty row
        or column remains inside the field.
        """
        new = dict(self.pos)
        for r, c in removed:
            for card, (cr, cc) in self.pos.items():
                if axis == "rows" and cr == r and cc > c:
                    new[card] = (cr, new[card][1] - 1)
                elif axis == "cols" and cc == c and cr > r:
                    new[card] = (new[card][0] - 1, cc)
        self._relay(new)
        self._close_empty_lines()
        self.normalize()

    def _close_empty_lines(self) -> None:
        for index in (0, 1):
            used = sorted({p[index] for p in self.pos.values()})
            if not used:
                return
            remap = {v: used[0] + i for i, v in enumerate(used)}
            if all(remap[v] == v for v in used):
                continue
            self._relay({card: ((remap[r], c) if index == 0 else (r, remap[c])) for card, (r, c) in self.pos.items()})

    def _relay(self, new_pos: dict[int, Pos]) -> None:
        self.pos = dict(new_pos)
        self.grid = {p: card for card, p in self.pos.items()}

    # -- plumbing ----------------------------------------------------------
    def copy(self) -> "Field":
        other = Field(self.seats)
        other.pos = dict(self.pos)
        other.grid = dict(self.grid)
        other.face_up = set(self.face_up)
        other.cubes = {k: list(v) for k, v in self.cubes.items()}
        return other

    def to_dict(self) -> list[dict[str, Any]]:
        return [
            {
                "card": card,
                "row": self.pos[card][0],
                "col": self.pos[card][1],
                "face_up": card in self.face_up,
                "cubes": list(self.cubes[card]),
            }
            for card in self.reading_order()
        ]
