"""Illegal actions for the fuzzer to try: each must be refused with the state untouched."""

from __future__ import annotations

from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
    WolfState,
)
from woods_desktop.games.wolf.rules.board import HOUSE
from woods_desktop.games.wolf.rules.tokens import GIVABLE


def probe(state: WolfState, seat: int, rng: Rng) -> Any:
    """A random action of any kind that is not legal now (None when every try was legal)."""
    legal = state.legal_actions(seat)
    for _ in range(6):
        pick = rng.randrange(9)
        candidate: Any
        if pick == 0:
            candidate = Step(rng.randrange(HOUSE + 3) - 1)
        elif pick == 1:  # either way, any thing, any two heroes (and one seat too many)
            things = (*GIVABLE, *state.data.present_ids())
            candidate = Give(rng.randrange(state.n + 1), rng.choice(things), rng.randrange(state.n + 1))
            if rng.random() < 0.3:  # as saves from before taking wrote it: only when it is refused
                candidate = Give(candidate.to, rng.choice(GIVABLE))
                if state.refusal(candidate) is None:
                    continue
        elif pick == 2:
            candidate = PlayHelp(rng.choice(GIVABLE))
        elif pick == 3:
            candidate = ClearBlock(rng.randrange(32) - 1)
        elif pick == 4:
            candidate = TaskAnswer(rng.random() < 0.5)
        else:
            candidate = (EndMove(), TakeToken(), SkipMove(), FinishTurn())[pick - 5]
        if candidate not in legal:
            return candidate
    return None
