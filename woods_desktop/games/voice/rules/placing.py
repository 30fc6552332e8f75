"""Phase 2, placing cubes: each seat in turn order covers the cards its word used.

A seat handles its word's field cards one at a time, in the order of the
letters, so every step has a short and complete list of legal moves:
`PlaceCube` (from the supply), `SkipCube` (where the seat already has a cube)
or, with the supply empty, `MoveCube` from any other card, a card the word
used only while another of the seat's cubes stays on it (the rulebook: "at
least one cube of this player must remain on it at the end of the placing
phase").
Own pile cards need no cube. A seat without an accepted word places one
penalty cube on any face-up field card instead.

An optional cube (on a card that already holds one of the seat's cubes) is
allowed only while the rest of the word can still be paid, so a seat can
never talk itself into a position with no legal move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.actions import MoveCube, PlaceCube, SkipCube

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def start(st: "VoiceState") -> None:
    from woods_desktop.games.voice.rules.state import PLACE

    st.phase = PLACE
    st.placer = 0
    _load(st)


def _load(st: "VoiceState") -> None:
    """Set up the current placer's work, skipping seats that have nothing to place."""
    from woods_desktop.games.voice.rules import control

    while st.placer < st.seats:
        seat = st.order()[st.placer]
        w = st.words[seat]
        assert w is not None
        if w.kind == "word":
            st.penalty = False
            st.place_todo = [c for c in w.cards if c in st.field]
            st.place_word = list(st.place_todo)
            if st.place_todo:
                return
            st.emit("place_done", seat=seat)
        else:
            st.penalty = True
            st.place_todo = []
            st.place_word = []
            if legal(st, seat):
                return
            st.emit("penalty_none", seat=seat)
        st.placer += 1
    st.penalty = False
    st.place_todo = []
    st.place_word = []
    control.start(st)


def _finish_step(st: "VoiceState", seat: int) -> None:
    if not st.penalty:
        st.place_todo.pop(0)
        if st.place_todo:
            return
    st.emit("place_done", seat=seat)
    st.placer += 1
    _load(st)


def slack(st: "VoiceState", seat: int) -> int:
    """Cubes the seat can spare: what it can still bring minus what the rest of the word needs.

    A card of the word keeps one of the seat's cubes; the rest of its cubes may move.
    """
    cubes = st.field.cubes
    need = sum(1 for c in st.place_todo if cubes[c][seat] == 0)
    word = set(st.place_word)
    have = st.supply[seat] + sum(v[seat] - (1 if c in word and v[seat] else 0) for c, v in cubes.items())
    return have - need


def movable(st: "VoiceState", seat: int, card: int) -> bool:
    """Whether one of the seat's cubes may leave `card`: a card its word used keeps at least one."""
    n = st.field.cubes[card][seat]
    return n >= 2 if card in st.place_word else n >= 1


def _move_sources(st: "VoiceState", seat: int, dst: int) -> list[int]:
    return [c for c in st.field.reading_order() if c != dst and movable(st, seat, c)]


def legal(st: "VoiceState", seat: int) -> list[Any]:
    cubes = st.field.cubes
    if st.penalty:
        targets = st.field.face_up_cards()
        if st.supply[seat] > 0:
            return [PlaceCube(c) for c in targets]
        srcs = [c for c in st.field.reading_order() if cubes[c][seat] > 0]
        return [MoveCube(s, d) for s in srcs for d in targets if s != d]
    card = st.place_todo[0]
    mine = cubes[card][seat] > 0
    out: list[Any] = []
    if not mine or slack(st, seat) >= 1:
        if st.supply[seat] > 0:
            out.append(PlaceCube(card))
        else:
            out.extend(MoveCube(s, card) for s in _move_sources(st, seat, card))
    if mine:
        out.append(SkipCube(card))
    return out


def _next_card_error(st: "VoiceState", card: Any) -> IllegalAction | None:
    expected = st.place_todo[0]
    if card != expected:
        return IllegalAction("voice.err.not_next_card", letter=st.face(expected).label)
    return None


def _optional_error(st: "VoiceState", seat: int, card: int) -> IllegalAction | None:
    if st.field.cubes[card][seat] > 0 and slack(st, seat) < 1:
        return IllegalAction("voice.err.cubes_needed")
    return None


def check(st: "VoiceState", seat: int, action: Any) -> None:
    field = st.field
    if isinstance(action, PlaceCube):
        if st.penalty:
            if action.card not in field.face_up:
                raise IllegalAction("voice.err.not_face_up")
        else:
            err = _next_card_error(st, action.card) or _optional_error(st, seat, action.card)
            if err is not None:
                raise err
        if st.supply[seat] <= 0:
            raise IllegalAction("voice.err.supply_empty")
    elif isinstance(action, SkipCube):
        if st.penalty:
            raise IllegalAction("voice.err.penalty_cube")
        err = _next_card_error(st, action.card)
        if err is not None:
            raise err
        if field.cubes[action.card][seat] <= 0:
            raise IllegalAction("voice.err.no_cube_to_skip", letter=st.face(action.card).label)
    elif isinstance(action, MoveCube):
        if st.supply[seat] > 0:
            raise IllegalAction("voice.err.supply_not_empty", supply=st.supply[seat])
        if action.src not in field or field.cubes[action.src][seat] <= 0:
            raise IllegalAction("voice.err.no_own_cube")
        if action.src == action.dst:
            raise IllegalAction("voice.err.same_card")
        if st.penalty:
            if action.dst not in field.face_up:
                raise IllegalAction("voice.err.not_face_up")
        else:
            err = _next_card_error(st, action.dst)
            if err is None and not movable(st, seat, action.src):
                err = IllegalAction("voice.err.move_off_word", letter=st.face(action.src).label)
            if err is None:
                err = _optional_error(st, seat, action.dst)
            if err is not None:
                raise err
    else:
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)


def do(st: "VoiceState", seat: int, action: Any) -> None:
    cubes = st.field.cubes
    if isinstance(action, PlaceCube):
        st.supply[seat] -= 1
        cubes[action.card][seat] += 1
        st.emit("cube", seat=seat, card=action.card, letter=st.face(action.card).label, penalty=st.penalty)
    elif isinstance(action, SkipCube):
        st.emit("skip", seat=seat, card=action.card, letter=st.face(action.card).label)
    else:
        cubes[action.src][seat] -= 1
        cubes[action.dst][seat] += 1
        st.emit("move", seat=seat, src=action.src, dst=action.dst, letter=st.face(action.dst).label, penalty=st.penalty)
    _finish_step(st, seat)
