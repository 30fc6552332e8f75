"""Standings and the winner, recomputed from the piles every time (never kept as a tally)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from woods_desktop.core.outcome import Outcome, rank_by_keys
from woods_desktop.games.voice.rules.view import Standing

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState

TIEBREAK_CARDS = "voice.tiebreak.cards"
TIEBREAK_CUBES = "voice.tiebreak.cubes"
UNIT_CARDS = "voice.unit.cards"
UNIT_POINTS = "voice.unit.points"


def standings(st: "VoiceState") -> list[Standing]:
    """Per seat: cards won (face up + face down), letter points, cubes still in supply."""
    out = []
    for seat in range(st.seats):
        up = st.pile_up[seat]
        down = st.pile_down[seat]
        points = sum(st.face(c).points for c in up) + st.rules.face_down_points * len(down)
        out.append(
            Standing(
                seat=seat,
                cards=len(up) + len(down),
                face_up=len(up),
                face_down=len(down),
                points=points,
                supply=st.supply[seat],
            )
        )
    return out


def rank_keys(variant: str, rows: list[Standing]) -> tuple[list[tuple[int, ...]], list[str | None]]:
    """Keys compared left to right (larger is better) and the tie-break key each level stands for.

    Standard: most cards, then fewer cubes in supply. Advanced: letter points
    (2 per face-down card), then most cards, then fewer cubes in supply.
    Equal keys share the place: the players win together.
    """
    if variant == "advanced":
        return [(r.points, r.cards, -r.supply) for r in rows], [None, TIEBREAK_CARDS, TIEBREAK_CUBES]
    return [(r.cards, -r.supply) for r in rows], [None, TIEBREAK_CUBES]


def _tiebreak(keys: list[tuple[int, ...]], names: list[str | None]) -> str | None:
    """The first tie-break that separated two seats tied on everything before it."""
    for level in range(1, len(names)):
        for i in range(len(keys)):
            for j in range(i + 1, len(keys)):
                if keys[i][:level] == keys[j][:level] and keys[i][level] != keys[j][level]:
                    return names[level]
    return None


def outcome(st: "VoiceState") -> Outcome:
    """Ranked by cards (standard) or letter points (advanced); `unit_key` says which is counted."""
    rows = standings(st)
    keys, names = rank_keys(st.variant, rows)
    return Outcome.ranked(
        [float(k[0]) for k in keys],
        rank_by_keys(keys),
        _tiebreak(keys, names),
        unit_key=UNIT_POINTS if st.variant == "advanced" else UNIT_CARDS,
        over=st.is_over(),
        details={
            "variant": st.variant,
            "standings": [dataclasses.asdict(r) for r in rows],
            "end_reason": st.end_reason,
        },
    )
