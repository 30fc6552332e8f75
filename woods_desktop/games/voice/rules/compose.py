"""Phase 1, composing words: one secret word (or none) per seat, in turn order.

Seats act one after the other from the first player, but nobody sees another
seat's word until every seat has composed (`view` hides them; the events only
say that a seat is done). The words are revealed, and the accepted ones used
up, when placing starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.actions import NOWORD_PASS, NOWORD_REASONS, Compose, NoWord
from woods_desktop.games.voice.rules.cards import fold_word, normalize_word
from woods_desktop.games.voice.rules.letters import Source, assign, check_cards, check_cubes, check_used

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def sources(st: "VoiceState", seat: int) -> list[Source]:
    """Face-up field cards in reading order, then the seat's own face-up cards."""
    faces = st.data.faces
    card_face = st.card_face
    cubes = st.field.cubes
    out = [Source(card, faces[card_face[card]].letters, False, cubes[card][seat], i)
           for i, card in enumerate(st.field.face_up_cards())]
    base = len(out)
    out.extend(Source(card, faces[card_face[card]].letters, True, 0, base + i)
               for i, card in enumerate(st.pile_up[seat]))
    return out


def letter_sources(st: "VoiceState", seat: int) -> list[dict[str, Any]]:
    out = []
    for s in sources(st, seat):
        face = st.face(s.card)
        row, col = st.field.pos.get(s.card, (None, None))
        out.append({"card": s.card, "letters": list(face.letters), "label": face.label,
                    "points": face.points, "where": "own" if s.own else "field",
                    "row": row, "col": col, "my_cubes": s.my_cubes, "order": s.order})
    return out


def _turn_error(st: "VoiceState", seat: int) -> IllegalAction | None:
    from woods_desktop.games.voice.rules.state import COMPOSE

    if st.phase != COMPOSE:
        return IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if seat != st.to_move():
        return IllegalAction("voice.err.not_your_turn")
    return None


def check_compose(st: "VoiceState", seat: int, word: Any, cards: Any) -> IllegalAction | None:
    err = _turn_error(st, seat)
    if err is not None:
        return err
    if not isinstance(word, str) or not isinstance(cards, tuple):
        return IllegalAction("voice.err.bad_action")
    src = sources(st, seat)
    err = check_cards(word, cards, src, st.rules.max_own_cards)
    if err is None:
        err = check_used(word, st.used_keys)
    if err is None:
        err = check_cubes(cards, src, st.supply[seat], _cubes_elsewhere(st, seat, cards))
    return err


def assign_cards(st: "VoiceState", seat: int, word: str) -> tuple[int, ...] | IllegalAction:
    err = _turn_error(st, seat)
    if err is not None:
        return err
    if not isinstance(word, str):
        return IllegalAction("voice.err.bad_action")
    src = sources(st, seat)
    cards = assign(word, src, st.rules.max_own_cards)
    if isinstance(cards, IllegalAction):
        return cards
    # assign() already satisfies check_cards; the rest of check_compose follows.
    err = check_used(word, st.used_keys)
    if err is None:
        err = check_cubes(cards, src, st.supply[seat], _cubes_elsewhere(st, seat, cards))
    return err if err is not None else cards


def _cubes_elsewhere(st: "VoiceState", seat: int, cards: tuple[int, ...]) -> int:
    used = set(cards)
    return sum(c[seat] for card, c in st.field.cubes.items() if card not in used)


# -- the phase handlers --------------------------------------------------------

def legal(st: "VoiceState", seat: int) -> list[Any]:
    """Words cannot be listed: the one listed move is giving up; `Compose` is checked on arrival."""
    return [NoWord(NOWORD_PASS, 0)]


def _check_time(st: "VoiceState", at_ms: Any) -> None:
    if not isinstance(at_ms, int) or isinstance(at_ms, bool) or at_ms < 0:
        raise IllegalAction("voice.err.bad_time")


def check(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, Compose):
        _check_time(st, action.at_ms)
        err = check_compose(st, seat, action.word, action.cards)
        if err is not None:
            raise err
        if st.options.get("minute") == "private" and action.at_ms > st.rules.minute_ms:
            raise IllegalAction("voice.err.too_late", at_ms=action.at_ms,
                                limit_ms=st.rules.minute_ms)
    elif isinstance(action, NoWord):
        _check_time(st, action.at_ms)
        if action.reason not in NOWORD_REASONS:
            raise IllegalAction("voice.err.bad_reason", reason=action.reason)
        if not isinstance(action.word, str):
            raise IllegalAction("voice.err.bad_action")
    else:
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)


def do(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, Compose):
        st.words[seat] = {"kind": "word", "word": normalize_word(action.word),
                          "cards": tuple(action.cards), "at_ms": action.at_ms}
    else:
        st.words[seat] = {"kind": "noword", "reason": action.reason,
                          "word": normalize_word(action.word), "at_ms": action.at_ms}
    st.emit("composed", seat=seat, at_ms=action.at_ms)  # says nothing about the word
    st.compose_at += 1
    if st.compose_at >= st.seats:
        reveal(st)


def reveal(st: "VoiceState") -> None:
    """Everybody reads their word aloud; accepted words are used up from now on."""
    from woods_desktop.games.voice.rules import placing

    for seat in st.order():
        w = st.words[seat]
        assert w is not None
        if w["kind"] == "word":
            key = fold_word(w["word"])
            st.used.append({"word": w["word"], "key": key, "round": st.round, "seat": seat})
            st.used_keys.setdefault(key, st.round)
            st.emit("compose", seat=seat, word=w["word"], cards=list(w["cards"]),
                    letters=[st.face(c).label for c in w["cards"]], at_ms=w["at_ms"])
        else:
            st.emit("noword", seat=seat, reason=w["reason"], word=w["word"], at_ms=w["at_ms"])
    placing.start(st)
