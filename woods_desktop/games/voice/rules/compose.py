"""Phase 1, composing words: one secret word (or none) per seat, in turn order.

Seats act one after the other from the first player, but nobody sees another
seat's word until every seat has composed: the view keeps the words
owner-only, and the `composed` event tells the others only that the seat is
done (and why, when it wrote nothing). The words are revealed, and the accepted ones used up, when placing
starts. `compose_refusal` is the one check of a `Compose`, run on what the
seat may spell with, so the table and the bots ask it with their view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.actions import NOWORD_PASS, NOWORD_REASONS, NOWORD_REFUSED, Compose, NoWord
from woods_desktop.games.voice.rules.cards import VoiceRules, fold_word, normalize_word
from woods_desktop.games.voice.rules.letters import Source, Speller, Spelling, refusal
from woods_desktop.games.voice.rules.view import VoiceView, Word

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def sources(st: "VoiceState", seat: int) -> list[Source]:
    """Face-up field cards in reading order, then the seat's own face-up cards."""
    faces = st.data.faces
    card_face = st.card_face
    cubes = st.field.cubes
    out = []
    for i, card in enumerate(st.field.face_up_cards()):
        face = faces[card_face[card]]
        out.append(Source(card, face.letters, False, cubes[card][seat], i, face.label, face.points))
    base = len(out)
    for i, card in enumerate(st.pile_up[seat]):
        face = faces[card_face[card]]
        out.append(Source(card, face.letters, True, 0, base + i, face.label, face.points))
    return out


def spelling(st: "VoiceState", seat: int) -> Spelling:
    """What `seat` may spell with and pay now: the same thing its view gives (`VoiceView.spelling`)."""
    return Spelling(
        tuple(sources(st, seat)), st.rules.max_own_cards, st.used_keys, st.supply[seat], st.field.cubes_of(seat)
    )


def compose_refusal(spell: Spelling, action: Compose, rules: VoiceRules, minute: str) -> IllegalAction | None:
    """Why `action` would be refused, given what the seat may spell with (from the state or its view)."""
    at_ms: Any = action.at_ms
    if not isinstance(at_ms, int) or isinstance(at_ms, bool) or at_ms < 0:
        return IllegalAction("voice.err.bad_time")
    word: Any = action.word
    cards: Any = action.cards
    if not isinstance(word, str) or not isinstance(cards, tuple):
        return IllegalAction("voice.err.bad_action")
    err = refusal(spell, word, cards)
    if err is not None:
        return err
    if minute == "private" and at_ms > rules.minute_ms:
        return IllegalAction("voice.err.too_late", at_ms=at_ms, limit_ms=rules.minute_ms)
    return None


# -- the phase handlers --------------------------------------------------------


def legal(st: "VoiceState", seat: int) -> list[Any]:
    """Words cannot be listed: the one listed move is giving up; `Compose` is checked on arrival."""
    return [NoWord(NOWORD_PASS, 0)]


def check(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, Compose):
        err = compose_refusal(spelling(st, seat), action, st.rules, str(st.options.get("minute", "private")))
        if err is not None:
            raise err
    elif isinstance(action, NoWord):
        if not isinstance(action.at_ms, int) or isinstance(action.at_ms, bool) or action.at_ms < 0:
            raise IllegalAction("voice.err.bad_time")
        if not isinstance(action.word, str) or not isinstance(action.reason, str) or not isinstance(action.hint, str):
            raise IllegalAction("voice.err.bad_action")
        if not normalize_word(action.word) and action.reason not in NOWORD_REASONS + ("",):
            raise IllegalAction("voice.err.bad_reason", reason=action.reason)
    else:
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)


def do(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, Compose):
        word = Word("word", normalize_word(action.word), tuple(action.cards), "", action.at_ms)
        secret: dict[str, Any] = {
            "word": word.word,
            "cards": list(word.cards),
            "letters": [st.face(c).label for c in word.cards],
        }
    else:
        written = normalize_word(action.word)
        reason = action.reason or (NOWORD_REFUSED if written else NOWORD_PASS)
        word = Word("noword", written, (), reason, action.at_ms, normalize_word(action.hint) if written else "")
        secret = {"word": word.word, "reason": word.reason, "suggestion": word.hint}
    st.words[seat] = word
    # everybody learns that the seat is done, and that it wrote nothing (its minute ran out, it passed): the
    # others saw that happen, and "done writing" would say what did not; only the seat reads what it wrote
    said = {"reason": word.reason} if word.kind == "noword" and not word.word else {}
    st.emit_private("composed", seat, secret, seat=seat, at_ms=action.at_ms, **said)
    st.compose_at += 1
    if st.compose_at >= st.seats:
        reveal(st)


def reveal(st: "VoiceState") -> None:
    """Everybody reads their word aloud; accepted words are used up from now on."""
    from woods_desktop.games.voice.rules import placing

    for seat in st.order():
        w = st.words[seat]
        assert w is not None
        if w.kind == "word":
            key = fold_word(w.word)
            st.used.append({"word": w.word, "key": key, "round": st.round, "seat": seat})
            st.used_keys.setdefault(key, st.round)
            st.emit(
                "compose",
                seat=seat,
                word=w.word,
                cards=list(w.cards),
                letters=[st.face(c).label for c in w.cards],
                at_ms=w.at_ms,
            )
        elif w.word:  # written but refused: read aloud, costs the penalty cube, not used up
            st.emit("refused", seat=seat, word=w.word, reason=w.reason, suggestion=w.hint, at_ms=w.at_ms)
        else:
            st.emit("noword", seat=seat, reason=w.reason, word=w.word, at_ms=w.at_ms)
    placing.start(st)


# -- from a seat's own view (the table's word entry and the bots) --------------


def assign_cards(view: VoiceView, word: str) -> tuple[int, ...] | IllegalAction:
    """The engine's own cards for `word` and every check it makes on them, from the seat's view."""
    return Speller(view.spelling).assign(word)


def refusal_from_view(view: VoiceView, action: Compose) -> IllegalAction | None:
    """The refusal the engine would give `action` from the seat whose view this is."""
    from woods_desktop.games.voice.rules.state import COMPOSE

    if view.phase != COMPOSE:
        return IllegalAction("voice.err.wrong_phase", phase=view.phase)
    if view.me is None or view.to_move != view.me:
        return IllegalAction("voice.err.not_your_turn")
    return compose_refusal(view.spelling, action, view.rules, view.minute)
