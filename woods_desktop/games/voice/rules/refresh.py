"""Phase 4, refresh: the end check, a new face-up card, and clearing uncovered cards.

The end check comes first: an empty deck, or fewer face-up field cards than
twice the number of players, ends the game. Otherwise the first player draws
3 (or what is left), lays one face up on an empty place that shares a side
with a field card, and discards the rest. Then, if every row (or every
column) holds a face-down card without cubes, the first player may remove one
such card from each row (column): `RemoveLine(axis)` starts it (rows are
cleared all or none), `RemoveCard` picks the card in a row that offers more
than one (a single candidate is taken without asking), `KeepField` declines.
The rest of each line slides into the gap, then the timer passes clockwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.actions import AXES, KeepField, RefreshPlace, RemoveCard, RemoveLine

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def end_reason(st: "VoiceState") -> str | None:
    if not st.deck:
        return "voice.end.deck"
    if len(st.field.face_up) < st.rules.end_factor * st.seats:
        return "voice.end.field"
    return None


def start(st: "VoiceState") -> None:
    from woods_desktop.games.voice.rules.state import OVER, REFRESH_PLACE

    reason = end_reason(st)
    if reason is not None:
        st.phase = OVER
        st.end_reason = reason
        st.elder_queue = []
        result = st.outcome()
        st.emit(
            "game_end",
            reason=reason,
            scores=list(result.scores),
            ranks=list(result.ranks),
            winners=list(result.winners),
            tiebreak=result.tiebreak,
        )
        return
    count = min(st.rules.refresh_draw, len(st.deck))
    st.drawn = [st.deck.pop() for _ in range(count)]
    st.phase = REFRESH_PLACE
    st.emit_private(
        "refresh_draw",
        st.first,
        {"cards": list(st.drawn), "letters": [st.face(c).label for c in st.drawn]},
        seat=st.first,
        count=count,
    )


def legal_place(st: "VoiceState", seat: int) -> list[Any]:
    places = st.field.free_places()
    return [RefreshPlace(card, r, c) for card in st.drawn for r, c in places]


def check_place(st: "VoiceState", seat: int, action: Any) -> None:
    if not isinstance(action, RefreshPlace):
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if action.card not in st.drawn:
        raise IllegalAction("voice.err.not_drawn")
    if (action.row, action.col) not in st.field.free_places():
        raise IllegalAction("voice.err.bad_place", row=action.row, col=action.col)


def do_place(st: "VoiceState", seat: int, action: Any) -> None:
    from woods_desktop.games.voice.rules.state import REFRESH_AXIS

    st.drawn.remove(action.card)
    st.field.put(action.card, action.row, action.col, face_up=True)
    st.field.normalize()
    row, col = st.field.pos[action.card]
    st.emit("refresh_place", seat=seat, card=action.card, letter=st.face(action.card).label, row=row, col=col)
    if st.drawn:
        st.emit("refresh_discard", seat=seat, count=len(st.drawn))
    st.discard.extend(st.drawn)
    st.drawn = []
    if removable_axes(st):
        st.phase = REFRESH_AXIS
    else:
        end_round(st)


def candidates(st: "VoiceState", axis: str) -> list[list[int]] | None:
    """Per occupied line, the face-down cards without cubes; None if some line has none."""
    field = st.field
    out = []
    for cards in field.lines(axis).values():
        free = [c for c in cards if c not in field.face_up and not any(field.cubes[c])]
        if not free:
            return None
        out.append(free)
    return out or None


def removable_axes(st: "VoiceState") -> list[str]:
    return [a for a in AXES if candidates(st, a) is not None]


def legal_axis(st: "VoiceState", seat: int) -> list[Any]:
    out: list[Any] = [RemoveLine(a) for a in removable_axes(st)]
    out.append(KeepField())
    return out


def check_axis(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, KeepField):
        return
    if not isinstance(action, RemoveLine):
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if action.axis not in removable_axes(st):
        raise IllegalAction("voice.err.axis_not_allowed")


def do_axis(st: "VoiceState", seat: int, action: Any) -> None:
    from woods_desktop.games.voice.rules.state import REFRESH_REMOVE

    if isinstance(action, KeepField):
        st.emit("keep_field", seat=seat)
        end_round(st)
        return
    st.remove_axis = action.axis
    st.remove_todo = candidates(st, action.axis) or []
    st.remove_picks = []
    st.phase = REFRESH_REMOVE
    _auto_pick(st)


def _auto_pick(st: "VoiceState") -> None:
    while st.remove_todo and len(st.remove_todo[0]) == 1:
        st.remove_picks.append(st.remove_todo.pop(0)[0])
    if not st.remove_todo:
        _finish_removal(st)


def legal_remove(st: "VoiceState", seat: int) -> list[Any]:
    return [RemoveCard(c) for c in st.remove_todo[0]]


def check_remove(st: "VoiceState", seat: int, action: Any) -> None:
    if not isinstance(action, RemoveCard):
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if action.card not in st.remove_todo[0]:
        raise IllegalAction("voice.err.not_removable")


def do_remove(st: "VoiceState", seat: int, action: Any) -> None:
    st.remove_todo.pop(0)
    st.remove_picks.append(action.card)
    _auto_pick(st)


def _finish_removal(st: "VoiceState") -> None:
    axis = st.remove_axis
    assert axis is not None
    places = []
    for card in st.remove_picks:
        place, _ = st.field.take(card)
        places.append(place)
        st.discard.append(card)
    st.field.close_up(places, axis)
    st.emit("removed", seat=st.first, axis=axis, cards=list(st.remove_picks))
    st.remove_axis = None
    st.remove_picks = []
    st.remove_todo = []
    end_round(st)


def end_round(st: "VoiceState") -> None:
    """The sand timer passes clockwise; the next round starts with composing."""
    from woods_desktop.games.voice.rules.state import COMPOSE

    st.emit("round_end", seat=st.first, first=st.first)
    st.first = (st.first + 1) % st.seats
    st.round += 1
    st.words = [None] * st.seats
    st.compose_at = 0
    st.phase = COMPOSE
    st.emit("round_start", seat=st.first, first=st.first)
