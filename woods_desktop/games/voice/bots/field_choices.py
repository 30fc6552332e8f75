"""The choices away from the words: the Leader's cube, Elder trades, and the refresh.

They all turn on one thing a seat can build on the field besides cubes on
letters: groups of face-down cards holding its cubes (three connected ones
make an Elder, worth a card). `elder_pairs` measures that, and the removal
choice simulates the close-up with the engine's own field geometry so the
measure is taken on the field as it will be.
"""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.games.voice.bots.letter_odds import letter_odds
from woods_desktop.games.voice.bots.position import Position
from woods_desktop.games.voice.rules.actions import (
    ElderDecline,
    ElderTrade,
    KeepField,
    RefreshPlace,
    RemoveCard,
    RemoveLine,
)
from woods_desktop.games.voice.rules.field import Field
from woods_desktop.games.voice.rules.view import RefreshAxis, RefreshRemoval
from woods_desktop.words.normalize import card_key

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def elder_pairs(
    pos: Position, seat: int, grid: dict[tuple[int, int], int] | None = None, skip: frozenset[int] = frozenset()
) -> int:
    """Adjacent pairs of face-down cards that both hold `seat`'s cubes (the seeds of Elder groups)."""
    grid = pos.grid if grid is None else grid
    mine = {
        p for p, card in grid.items() if card not in skip and not pos.cells[card].up and pos.cells[card].cubes[seat] > 0
    }
    return sum(1 for (r, c) in mine for dr, dc in ((1, 0), (0, 1)) if (r + dr, c + dc) in mine)


def best_elder_trade(pos: Position, legal: Sequence[Any]) -> Any:
    """Trade (a card and three cubes home beat keeping them); keep the most pairs for later."""
    trades = [a for a in legal if isinstance(a, ElderTrade)]
    if not trades:
        return next(a for a in legal if isinstance(a, ElderDecline))
    return max(trades, key=lambda a: (elder_pairs(pos, pos.me, skip=frozenset(a.cards)), [-c for c in sorted(a.cards)]))


def leader_cube_stake(pos: Position, card: int) -> int:
    """My face-down cubed cards next to the new face-down card: how close it is to an Elder."""
    cell = pos.cells.get(card)
    if cell is None:
        return 0
    return sum(1 for n in pos.neighbours(card) if not pos.cells[n].up and pos.cells[n].cubes[pos.me] > 0)


def refresh_card_score(letters: Sequence[str]) -> float:
    """Common letters keep words coming for everybody, the first player included."""
    return letter_odds(card_key(letters[0])) if letters else 0.0


def refresh_place(pos: Position, legal: Sequence[Any], toward_elders: bool) -> Any:
    """Lay the most useful drawn card where it touches most cards (and my face-down cubes)."""
    drawn = {c.id: c.letters for c in pos.view.my_drawn}
    mine = {(c.row, c.col) for c in pos.cells.values() if not c.up and c.cubes[pos.me] > 0}

    def score(a: RefreshPlace) -> tuple[float, int, int, int, int]:
        near = [(a.row + dr, a.col + dc) for dr, dc in STEPS]
        touching = sum(1 for p in near if p in pos.grid)
        elders = sum(1 for p in near if p in mine) if toward_elders else 0
        return (refresh_card_score(drawn.get(a.card, ())), elders, touching, -a.row, -a.col)

    places = [a for a in legal if isinstance(a, RefreshPlace)]
    return max(places, key=score)


def _field_from(pos: Position) -> Field:
    field = Field(pos.seats)
    for cell in pos.cells.values():
        field.put(cell.id, cell.row, cell.col, face_up=cell.up)
        field.cubes[cell.id] = list(cell.cubes)
    return field


def _margin_after(pos: Position, picks: Sequence[int], axis: str) -> int:
    """My Elder pairs minus the best opponent's after removing `picks` and closing up."""
    field = _field_from(pos)
    places = [field.take(card)[0] for card in picks if card in field]
    field.close_up(places, axis)
    grid = dict(field.grid)
    mine = elder_pairs(pos, pos.me, grid)
    others = [elder_pairs(pos, s, grid) for s in range(pos.seats) if s != pos.me]
    return mine - max(others, default=0)


def refresh_axis(pos: Position, legal: Sequence[Any]) -> Any:
    """Remove a line of dead cards only when the closed-up field suits me better."""
    pending = pos.view.pending
    candidates = {c.axis: c.lines for c in pending.candidates} if isinstance(pending, RefreshAxis) else {}
    best: Any = next(a for a in legal if isinstance(a, KeepField))
    best_score = _margin_after(pos, [], "rows")
    for action in legal:
        if not isinstance(action, RemoveLine):
            continue
        lines = candidates.get(action.axis) or ()
        picks = [line[0] for line in lines if line]
        score = _margin_after(pos, picks, action.axis)
        if score > best_score:
            best, best_score = action, score
    return best


def refresh_remove(pos: Position, legal: Sequence[Any]) -> Any:
    """The dead card of this line whose removal leaves my face-down cubes best placed."""
    pending = pos.view.pending
    axis = pending.axis if isinstance(pending, RefreshRemoval) else "rows"
    picked = list(pending.picked) if isinstance(pending, RefreshRemoval) else []
    cards = [a for a in legal if isinstance(a, RemoveCard)]
    return max(cards, key=lambda a: (_margin_after(pos, picked + [a.card], axis), -a.card))
