"""Standings and the winner, recomputed from the piles every time (never kept as a tally)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.result import Result, rank_by_keys

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState

TIEBREAK_CARDS = "voice.tiebreak.cards"
TIEBREAK_CUBES = "voice.tiebreak.cubes"


def standings(st: "VoiceState") -> list[dict[str, Any]]:
    """Per seat: cards won (face up + face down), letter points, cubes still in supply."""
    out = []
    for seat in range(st.seats):
        up = st.pile_up[seat]
        down = st.pile_down[seat]
        points = sum(st.face(c).points for c in up) + st.rules.face_down_points * len(down)
        out.append({"seat": seat, "cards": len(up) + len(down), "face_up": len(up),
                    "face_down": len(down), "points": points, "supply": st.supply[seat]})
    return out


def rank_keys(st: "VoiceState", rows: list[dict[str, Any]]) -> tuple[list[tuple[int, ...]], list[str | None]]:
    """Keys compared left to right (larger is better) and the tie-break key each level stands for.

    Standard: most cards, then fewer cubes in supply. Advanced: letter points
    (2 per face-down card), then most cards, then fewer cubes in supply.
    Equal keys share the place: the players win together.
    """
    if st.variant == "advanced":
        keys = [(r["points"], r["cards"], -r["supply"]) for r in rows]
        return keys, [None, TIEBREAK_CARDS, TIEBREAK_CUBES]
    keys = [(r["cards"], -r["supply"]) for r in rows]
    return keys, [None, TIEBREAK_CUBES]


def _tiebreak(keys: list[tuple[int, ...]], names: list[str | None]) -> str | None:
    """The first tie-break that separated two seats tied on everything before it."""
    for level in range(1, len(names)):
        for i in range(len(keys)):
            for j in range(i + 1, len(keys)):
                if keys[i][:level] == keys[j][:level] and keys[i][level] != keys[j][level]:
                    return names[level]
    return None


def result(st: "VoiceState") -> Result:
    rows = standings(st)
    keys, names = rank_keys(st, rows)
    scores = tuple(float(k[0]) for k in keys)
    return Result(scores=scores, ranks=rank_by_keys(keys), tiebreak=_tiebreak(keys, names),
                  details={"variant": st.variant, "standings": rows, "end_reason": st.end_reason,
                           "over": st.is_over()})
