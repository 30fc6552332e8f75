"""The bound: how many shuffles of a mission can be won at all, found by searching with the bag known.

`simulate whispering-solo --oracle` plays each shuffle with this search on the
real state (it sees every display to come, what a refresh would draw and each
tile the scoring board will take). A passed game it finds is a witness that
the shuffle is winnable, so its pass rate is a lower bound on the winnable
shuffles; the wider its search, the closer that bound.

A portfolio of whole games, each a witness, under a CPU budget per shuffle,
stopping at the first passed game:

1. the width-2 beam of `oracle` (the bound before this one: its pass rate is
   reported beside the bound's, to show what the wider search gains);
2. the solver's own game (it sees only the seat's view: a person could play it);
3. beams of growing width (`WIDTHS`) whose turns are the solver's (its style,
   its judgement) and, once the display as it is wins nothing, the turns after
   the refresh the bag would really bring; each kept position offers
   `CHOICES` turns.

The best game found is returned: a passed one first, else the best score.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from woods_desktop.games.whispering.bots import oracle
from woods_desktop.games.whispering.bots.solo_judge import DEFAULT, Judge
from woods_desktop.games.whispering.bots.solver import STYLE, SoloBot
from woods_desktop.games.whispering.rules.state import WhisperingState

WIDTHS = (3, 6)  # the beams tried after the width-2 beam and the solver, widest last
CHOICES = 4  # turns each kept position offers (per display)
BUDGET_S = 24.0  # CPU seconds per shuffle: no new stage starts once its estimate would pass this
GROWTH = 1.15  # a beam's cost grows about this much faster than its width (measured)


@dataclass
class Found:
    """The best game of a shuffle: its finished state and actions, which stage found it, and what each
    stage tried reached (stage -> (passed, score))."""

    state: WhisperingState
    actions: list[Any]
    stage: str
    stages: dict[str, tuple[bool, int]] = field(default_factory=dict)
    seconds: float = 0.0


def _rank(state: WhisperingState) -> tuple[bool, int]:
    out = state.outcome()
    return bool(out.won), int(out.scores[0])


def solver_game(state: WhisperingState, seed: int = 0) -> tuple[WhisperingState, list[Any]]:
    """The solver's game from `state` on (it reads the seat's view only)."""
    st = state.copy()
    bot = SoloBot(0, seed)
    actions: list[Any] = []
    while not st.is_over():
        action = bot.choose(st.view(0), st.legal_actions(0))
        st.apply(action)
        actions.append(action)
    return st, actions


def search(
    state: WhisperingState,
    budget: float = BUDGET_S,
    seed: int = 0,
    rules: Judge = DEFAULT,
    widths: tuple[int, ...] = WIDTHS,
    choices: int = CHOICES,
    solver_first: bool = False,
) -> Found:
    """The best game found from `state` (a solo game at a turn's start) within `budget` CPU seconds
    (the first two stages always run); `widths`, `choices`: the wider beams' (the offline prover of
    `build/prove_solo_shuffles.py` searches deeper than the in-game bound; `solver_first`: the solver's game,
    the cheaper, before the width-2 beam, for a search that only needs a passed game)."""
    t0 = time.process_time()
    stages: dict[str, tuple[bool, int]] = {}
    best: Found | None = None

    def consider(name: str, final: WhisperingState, actions: list[Any]) -> bool:
        nonlocal best
        rank = _rank(final)
        stages[name] = rank
        if best is None or rank > _rank(best.state):
            best = Found(final, actions, name)
        return rank[0]

    first = ("solver", "beam2") if solver_first else ("beam2", "solver")
    done = False
    for name in first:
        if done:
            break
        if name == "beam2":
            final, actions = oracle.search(state, oracle.WIDTH, rules)
        else:
            final, actions = solver_game(state, seed)
        done = consider(name, final, actions)
    last = time.process_time() - t0
    last_width = oracle.WIDTH
    for width in widths:
        if done:
            break
        spent = time.process_time() - t0
        estimate = last * (width / last_width) * GROWTH
        if spent + estimate > budget:
            break
        t1 = time.process_time()
        final, actions = oracle.search(state, width, rules, style=STYLE, choices=choices, refresh="idle")
        done = consider(f"beam{width}", final, actions)
        last, last_width = time.process_time() - t1, width
    assert best is not None
    best.stages = stages
    best.seconds = round(time.process_time() - t0, 3)
    return best
