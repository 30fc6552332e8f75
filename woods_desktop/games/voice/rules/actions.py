"""Every move of Voice of the Woods as a small frozen dataclass.

Time enters only through `at_ms` fields (milliseconds since the minute
started), so a replay needs no clock. Card ids are per-game numbers that say
nothing about a card's face (they are shuffled at setup), so a face-down
card can be named in an action without giving its letter away.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Compose:
    """The word a seat wrote; `cards[i]` is the card that spells letter i."""

    word: str
    cards: tuple[int, ...]
    at_ms: int = 0


@dataclass(frozen=True)
class NoWord:
    """No word this round: the minute ran out, the seat passed, or its word was refused.

    Without a `word`, `reason` is one of NOWORD_REASONS (empty reads as a
    pass). With a `word`, the word was written and refused: `reason` is the
    judge's refusal message key. Either way it costs the penalty cube, as
    the rulebook treats a word that "did not meet the conditions" like no
    word, and a refused word is not used up.
    """

    reason: str = ""
    at_ms: int = 0
    word: str = ""
    hint: str = ""  # the word the judge proposes instead (its reason says "write {suggestion}")


@dataclass(frozen=True)
class PlaceCube:
    """A cube from the supply onto the next card of the word, or the penalty cube."""

    card: int


@dataclass(frozen=True)
class SkipCube:
    """Use the letter of a card that already holds one of the seat's cubes, adding none."""

    card: int


@dataclass(frozen=True)
class MoveCube:
    """Supply empty: move one of the seat's cubes from `src` onto `dst`."""

    src: int
    dst: int


@dataclass(frozen=True)
class LeaderCube:
    """The Leader's choice to put (or not) a cube on the new face-down card."""

    card: int
    place: bool


@dataclass(frozen=True)
class ElderTrade:
    """Take the seat's cubes home from 3 connected face-down cards for a card from the deck."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class ElderDecline:
    """Keep the cubes where they are (this round)."""


@dataclass(frozen=True)
class RefreshPlace:
    """Lay one of the drawn cards face up at (row, col), next to the field."""

    card: int
    row: int
    col: int


@dataclass(frozen=True)
class RemoveLine:
    """Start removing one uncovered face-down card from every row ("rows") or column ("cols")."""

    axis: str


@dataclass(frozen=True)
class RemoveCard:
    """The card to remove from the line being cleared, when it holds more than one candidate."""

    card: int


@dataclass(frozen=True)
class KeepField:
    """Remove nothing this refresh."""


NOWORD_TIME = "voice.noword.time"
NOWORD_REFUSED = "voice.noword.refused"
NOWORD_PASS = "voice.noword.pass"
NOWORD_REASONS: tuple[str, ...] = (NOWORD_TIME, NOWORD_REFUSED, NOWORD_PASS)

AXES: tuple[str, ...] = ("rows", "cols")

ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Compose,
        NoWord,
        PlaceCube,
        SkipCube,
        MoveCube,
        LeaderCube,
        ElderTrade,
        ElderDecline,
        RefreshPlace,
        RemoveLine,
        RemoveCard,
        KeepField,
    )
}
