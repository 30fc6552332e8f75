"""Hand-made forests and the two checks every rule test makes: legal and applied, or refused
with its reason and the state untouched."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.games.wolf.data import load_definition
from woods_desktop.games.wolf.rules import WolfData, WolfState
from woods_desktop.games.wolf.rules.board import CELLS, COLS
from woods_desktop.games.wolf.rules.view import MOVE

NAMES = ["Anna", "Boris", "Clara", "Dima"]


@cache
def definition() -> GameDefinition:
    return load_definition()


def data() -> WolfData:
    return definition().extras["data"]


def config(n: int = 2, **options: Any) -> dict[str, Any]:
    return make_config(definition(), n, "standard", options, NAMES[:n])


def new(n: int = 2, seed: int = 1, **options: Any) -> WolfState:
    return definition().new_game(config(n, **options), seed)


def cell(row: int, col: int) -> int:
    return row * COLS + col


def forest(
    n: int = 2,
    tokens: dict[int, str] | None = None,
    open_cells: tuple[int, ...] | str = (),
    positions: tuple[int, ...] | None = None,
    turn: int = 0,
    **options: Any,
) -> WolfState:
    """A game whose forest holds only `tokens` (cell -> kind; every other cell empty), those in
    `open_cells` ("all" for every one) face up, the heroes at `positions`, `turn`'s move about
    to begin. A present is named by its id ("honey_jar"), or "present" for the next of the data's
    list from its end (the kite first, so baskets filled from its start do not meet them).
    Rule tests only: the position need not be reachable by play."""
    st = new(n, **options)
    tokens = dict(tokens or {})
    ids = data().present_ids()
    spare = [p for p in reversed(ids) if p not in tokens.values()] or list(ids)
    st.present_at = [None] * CELLS
    for c, kind in sorted(tokens.items()):
        if kind in ids:
            st.present_at[c], tokens[c] = kind, "present"
        elif kind == "present":  # more than ten presents (a test's crowded forest) share names
            st.present_at[c] = spare.pop(0)
            spare.append(st.present_at[c])
    st.kinds = [tokens.get(c) for c in range(CELLS)]
    opened = set(tokens) if open_cells == "all" else set(open_cells)
    st.opened = [c in opened and c in tokens for c in range(CELLS)]
    if positions is not None:
        st.pos = list(positions)
    st.start_turn(turn)
    assert st.phase == MOVE
    return st


def legal(st: WolfState, action: Any) -> None:
    """`action` is offered to the seat to move, nothing refuses it, and it applies."""
    seat = st.to_move()
    assert action in st.legal_actions(seat), (action, st.legal_actions(seat))
    assert st.refusal(action) is None
    st.apply(action)


def refused(st: WolfState, action: Any, key: str) -> IllegalAction:
    """`action` is not offered, is refused with `key`, and the refusal changes nothing."""
    seat = st.to_move()
    assert action not in st.legal_actions(seat)
    before = st.to_dict()
    reason = st.refusal(action)
    assert reason is not None and reason.key == key, reason
    with pytest.raises(IllegalAction) as info:
        st.apply(action)
    assert info.value.key == key
    assert st.to_dict() == before
    return info.value


def walk(st: WolfState, *cells: int) -> None:
    from woods_desktop.games.wolf.rules import Step

    for c in cells:
        legal(st, Step(c))


def answer_task(st: WolfState, done: bool = True) -> None:
    from woods_desktop.games.wolf.rules import TaskAnswer

    legal(st, TaskAnswer(done))


def _unused(st: WolfState, n: int) -> list[str]:
    """`n` presents: the first of the data's list that lie nowhere in `st` yet, then presents picked up
    from the board (a dealt forest holds all ten), so every present stays in one place."""
    used = {p for p in st.present_at if p} | {p for bag in st.carried for p in bag} | set(st.home)
    free = [p for p in data().present_ids() if p not in used][:n]
    for c in range(CELLS):
        if len(free) < n and st.present_at[c] is not None:
            free.append(st.present_at[c])
            st.kinds[c], st.present_at[c], st.opened[c] = None, None, False
    assert len(free) == n, f"only {len(free)} presents left to hand out"
    return free


def carry(st: WolfState, seat: int, n: int) -> list[str]:
    """The hero of `seat` carries exactly `n` presents (ones found nowhere else); returns which."""
    st.carried[seat] = []
    st.carried[seat] = _unused(st, n)
    return st.carried[seat]


def fill_house(st: WolfState, n: int) -> list[str]:
    """`n` presents (found nowhere else) are in the Wolf's house."""
    st.home = []
    st.home = _unused(st, n)
    return st.home
