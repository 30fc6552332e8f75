"""The card faces and setup numbers, as frozen values built by data/voice.py.

The engine never reads YAML itself; these classes are the shape the loader
must produce, so a retuned number changes the game without touching code.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class Face:
    """One of the 30 faces; a double face (Е/Ё) lists both of its letters."""

    label: str
    letters: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class CardSpec:
    """One physical card: its face and its back (starting, marked)."""

    face: int  # index into VoiceData.faces
    starting: bool
    marked: bool


@dataclass(frozen=True)
class SeatSetup:
    """The numbers that depend on the player count."""

    cubes: int
    extra_cards: int
    rows: int
    cols: int
    use_marked: bool
    deck: int


@dataclass(frozen=True)
class VoiceRules:
    minute_ms: int = 60000
    max_own_cards: int = 2
    leader_cubes: int = 5
    leader_margin: int = 2
    deadlock_cubes: int = 5
    elder_group: int = 3
    refresh_draw: int = 3
    end_factor: int = 2
    face_down_points: int = 2


@dataclass(frozen=True)
class VoiceData:
    faces: tuple[Face, ...]
    cards: tuple[CardSpec, ...]
    players: Mapping[int, SeatSetup]
    rules: VoiceRules
    letter_face: Mapping[str, int] = field(default_factory=dict)  # "Ё" -> index of Е/Ё

    def face_of(self, letter: str) -> int | None:
        return self.letter_face.get(letter)


def normalize_word(word: str) -> str:
    """Words are compared and shown upper-case, without surrounding blanks.

    NFC first: some keyboards send Й and Ё as a letter plus a combining mark.
    """
    return unicodedata.normalize("NFC", word).strip().upper()


def fold_word(word: str) -> str:
    """The used-up key: upper-case with Ё read as Е (so ЁЖ and ЕЖ are one word)."""
    return normalize_word(word).replace("Ё", "Е")
