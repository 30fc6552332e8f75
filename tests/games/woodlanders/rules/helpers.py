"""Hand-made positions and readable card notation for the rule tests."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.games.woodlanders.rules import Play, WoodlandersState


def config(definition: GameDefinition, variant: str = "standard") -> dict[str, Any]:
    seats = 3 if variant == "three-player" else 4
    return make_config(definition, seats, variant, names=["Anna", "Boris", "Clara", "Dima"][:seats])


def cards(text: str) -> list[tuple[str, int]]:
    """`"fox2 fox1 owl4"` -> [("fox", 2), ("fox", 1), ("owl", 4)]: positions stay readable."""
    return [(w[:-1], int(w[-1])) for w in text.split()]


def play(text: str) -> Play:
    return Play.of(cards(text))


def position(
    definition: GameDefinition,
    hands: dict[int, str],
    pain: Sequence[str | None],
    trump: str,
    leader: int,
    plays: Iterable[str] = (),
    variant: str = "standard",
    dealer: int = 0,
) -> WoodlandersState:
    """A state in the middle of a round: the given hands (other seats empty), pain
    suits, trump, and the trick begun by applying `plays` (each legal) from `leader`.

    Only rule tests use this; it writes the state's fields directly because a
    hand-made position need not be reachable by dealing.
    """
    st = definition.new_game(config(definition, variant), 1)
    t = st.t
    st.sigs = [t.sigs_of(cards(hands.get(i, ""))) for i in range(st.n)]
    st.sizes = [len(cards(hands.get(i, ""))) for i in range(st.n)]
    st.pain = [t.suit_index[p] if p else None for p in pain]
    st.trump = t.suit_index[trump]
    st.wardens_left = []
    st.warden_queue = []
    st.dealer = dealer
    st._new_trick(leader)
    for p in plays:
        st.apply(play(p))
    return st
