"""Hand-made positions for the Voice of the Woods rule tests.

A layout is written as rows of labels: `"Л Е/Ё С ."` puts the cards Л, Е/Ё
and С in a row and leaves the fourth place empty; a `#` before a label lays
the card face down (`#О`). Cards come from the box and the deck, and the
field's old cards go back to the box, so all 110 cards stay accounted for.
"""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.data import load_definition, load_voice_data
from woods_desktop.games.voice.rules import VoiceState, new_game

NAMES = ["Anna", "Boris", "Clara", "Dima", "Egor"]


def config(seats: int = 2, variant: str = "standard", minute: str = "private") -> dict[str, Any]:
    return {"seats": seats, "variant": variant, "options": {"minute": minute}, "names": NAMES[:seats]}


def fresh(seats: int = 2, variant: str = "standard", seed: int = 1, minute: str = "private") -> VoiceState:
    return new_game(config(seats, variant, minute), seed, load_voice_data())


def definition():
    return load_definition()


def face_index(st: VoiceState, label: str) -> int:
    for i, f in enumerate(st.data.faces):
        if f.label == label:
            return i
    raise KeyError(label)


def _take(st: VoiceState, label: str) -> int:
    """A card of that face from the box, else from the deck (bottom first), else the discard."""
    want = face_index(st, label)
    for pile in (st.box, st.deck, st.discard):
        for card in pile:
            if st.card_face[card] == want:
                pile.remove(card)
                return card
    raise LookupError(f"no {label} card left outside the field and piles")


def lay(st: VoiceState, rows: Sequence[str]) -> dict[tuple[int, int], int]:
    """Replace the field by `rows`; returns {(row, col): card}."""
    for card in list(st.field.pos):
        _, cubes = st.field.take(card)
        for s, n in enumerate(cubes):
            st.supply[s] += n
        st.box.append(card)
    out = {}
    for r, row in enumerate(rows):
        for c, token in enumerate(row.split()):
            if token == ".":
                continue
            up = not token.startswith("#")
            card = _take(st, token.lstrip("#"))
            st.field.put(card, r, c, face_up=up)
            out[(r, c)] = card
    return out


def give(st: VoiceState, seat: int, label: str, face_up: bool = True) -> int:
    """A card into a seat's pile (face up: usable for words)."""
    card = _take(st, label)
    (st.pile_up if face_up else st.pile_down)[seat].append(card)
    return card


def cube(st: VoiceState, card: int, seat: int, n: int = 1) -> None:
    """Put n of the seat's cubes from its supply onto a field card."""
    assert st.supply[seat] >= n
    st.supply[seat] -= n
    st.field.cubes[card][seat] += n


def at(st: VoiceState, row: int, col: int) -> int:
    return st.field.grid[(row, col)]


def letters_of(st: VoiceState, cards: Sequence[int]) -> list[str]:
    return [st.face(c).label for c in cards]


def refused(st: VoiceState, action: Any) -> IllegalAction:
    """Apply an action that must be refused; the state must be exactly as before."""
    before = st.to_dict()
    try:
        st.apply(action)
    except IllegalAction as exc:
        assert st.to_dict() == before, f"refused {action!r} changed the state"
        return exc
    raise AssertionError(f"{action!r} was accepted")


def compose_all(st: VoiceState, words: dict[int, Any]) -> None:
    """Every seat composes in turn order; a value of None plays NoWord (time)."""
    from woods_desktop.games.voice.rules import Compose, NoWord
    from woods_desktop.games.voice.rules.actions import NOWORD_TIME
    from woods_desktop.games.voice.rules.compose import assign_cards

    for seat in st.order():
        w = words.get(seat)
        if w is None:
            st.apply(NoWord(NOWORD_TIME, 60000))
        elif isinstance(w, str):
            cards = assign_cards(st.view(seat), w)
            assert isinstance(cards, tuple), cards
            st.apply(Compose(w, cards, 1000))
        else:
            st.apply(Compose(w[0], tuple(w[1]), 1000))


def cubes_on(st: VoiceState, card: int) -> list[int]:
    return list(st.field.cubes[card])


def all_cards(st: VoiceState) -> list[int]:
    """Every card id in every zone (a card in two zones shows up twice)."""
    zones = [list(st.field.pos), st.deck, st.discard, st.box, st.drawn]
    zones += st.pile_up + st.pile_down
    return [c for z in zones for c in z]
