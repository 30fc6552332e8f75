"""Solo games for the tests: a mission dealt from a seed, and completed tasks written by hand.

A hand-made position need not be reachable by play, so these helpers set the
state's fields directly (every tile still in exactly one place); everything
after that goes through `apply`.
"""

from __future__ import annotations

from typing import Any, Iterable

from woods_desktop.core.game import make_config
from woods_desktop.games.whispering.data import load_definition, load_whispering_data
from woods_desktop.games.whispering.rules.actions import EndTurn, PlaceForest, StartAnimal
from woods_desktop.games.whispering.rules.state import WhisperingState, new_game
from woods_desktop.games.whispering.rules.view import PLACE, SECOND, START


def solo(level: int = 1, seed: int = 1, start: int | None = 0) -> WhisperingState:
    """A mission dealt from `seed`, with animal `start` put on the starting tile (setup B; None: not yet)."""
    config = make_config(load_definition(), 1, "solo", {"mission": level}, ["Anna"])
    st = new_game(config, seed, load_whispering_data())
    if start is not None:
        st.apply(StartAnimal(start))
    return st


def take(st: WhisperingState, ids: Iterable[int]) -> None:
    """Take tiles out of the bag and the display (refilled from the bag) so they can go elsewhere."""
    ids = set(ids)
    st.bag = [t for t in st.bag if t not in ids]
    st.display = [t if t not in ids else None for t in st.display]
    for i, slot in enumerate(st.display):
        if slot is None:
            st.display[i] = st.bag.pop()


def done(st: WhisperingState, tasks: Iterable[tuple[int, int, int]], flipped: bool = False) -> None:
    """Write completed tasks (tile id, animal, turn) into the score pile (tile 96 is the starting tile,
    which then leaves the forest: its animal stands on no task)."""
    tasks = list(tasks)
    take(st, [t for t, _, _ in tasks])
    st.done[0] = [(t, a, turn, flipped) for t, a, turn in tasks]
    if any(t == 96 for t, _, _ in tasks):
        st.forests[0] = {h: c for h, c in st.forests[0].items() if c[0] != 96}
    st.changed(0)


def of_element(element: str, n: int, exclude: Iterable[int] = ()) -> list[int]:
    """`n` forest tiles of `element` (lowest ids first, skipping `exclude`)."""
    skip = set(exclude)
    ids = [t.id for t in load_whispering_data().forest_tiles if t.element == element and t.id not in skip]
    return ids[:n]


def quiet_turn(st: WhisperingState) -> None:
    """A turn that completes nothing: place the first legal forest tiles, then end it (a game not begun
    yet puts the deer on the starting tile first)."""
    if st.phase == START:
        st.apply(StartAnimal(0))
    while st.phase in (PLACE, SECOND):
        st.apply(next(a for a in st.legal_actions(0) if isinstance(a, PlaceForest)))
    st.apply(EndTurn())


def play_quietly(st: WhisperingState, turns: int = 99) -> int:
    """Quiet turns until the game ends (or `turns` are played); returns the turns played."""
    n = 0
    while not st.is_over() and n < turns:
        quiet_turn(st)
        n += 1
    return n


def to_tasks(st: WhisperingState) -> None:
    """Place this turn's tiles (forest side up) so the turn is in step 3."""
    while st.phase in (PLACE, SECOND):
        st.apply(next(a for a in st.legal_actions(0) if isinstance(a, PlaceForest)))


def tiles_everywhere(st: WhisperingState) -> list[Any]:
    """Every forest tile id in every place (bag, display, forest, pile, board, set aside)."""
    out = list(st.bag) + [t for t in st.display if t is not None]
    out += [c[0] for c in st.forests[0].values() if c[0] < 96]
    out += [d[0] for d in st.done[0] if d[0] < 96]
    out += [t for t in st.board if t is not None]
    out += [t for r in st.removed for t in r]
    return out
