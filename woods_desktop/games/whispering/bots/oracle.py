"""The oracle: a search over a whole solo game that may look at the bag's order.

It plays on the real state (never on a view), so every display to come, the
tiles a refresh would draw and each tile drawn for the scoring board are
known. It is no player: `simulate whispering-solo --oracle` uses it to bound
how many shuffles of a mission can be won at all, beside the solver's rate.

A beam search over turns: at each turn every kept position lists its best
turns (the solver's planner on the real display, and on the display a
refresh would really bring), each judged by the solver's judgement; the
best `width` positions after the turn go on. At the end the passed game
with the best score is kept, else the best score. Knowing the future makes
every judgement exact about the display; the judgement of the forest stays
the solver's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering.bots.outlook import FULL
from woods_desktop.games.whispering.bots.planner import Style
from woods_desktop.games.whispering.bots.solo_judge import DEFAULT, Judge
from woods_desktop.games.whispering.bots.solver import SoloPlanner
from woods_desktop.games.whispering.rules.actions import EndTurn, Refresh
from woods_desktop.games.whispering.rules.state import WhisperingState
from woods_desktop.games.whispering.rules.view import PLACE

WIDTH = 2  # positions kept after each turn
CHOICES = 3  # turns each position offers (per display: as it is, and after a refresh)
STYLE = Style(FULL, firsts=3)
PASSED = 1000.0  # a passed game outranks any score


@dataclass
class Line:
    """A position in the search: the state after some turns, the actions that led there, and its
    judgement (points so far plus the forest's worth as the solver sees it)."""

    state: WhisperingState
    actions: list[Any]
    value: float


def _turns(line: Line, rules: Judge) -> list[tuple[float, list[Any]]]:
    """(value, actions) of the best turns from this position: on the display as it is, and, when
    allowed, after a refresh (whose new display the state knows)."""
    out: list[tuple[float, list[Any]]] = []
    state = line.state
    base = float(state.score(0))
    prefixes: list[tuple[list[Any], WhisperingState, int]] = [([], state, 0)]
    if state.phase == PLACE and not state.refreshed:
        refreshes = [a for a in state.legal_actions(0) if isinstance(a, Refresh)]
        if refreshes:
            trial = state.copy()
            trial.apply(refreshes[0])
            prefixes.append(([refreshes[0]], trial, 1))
    for prefix, st, flips in prefixes:
        view = st.view(0)
        legal = st.legal_actions(0)
        planner = SoloPlanner(view, STYLE, rules, flips)
        options = planner.place_options(legal) if st.phase == PLACE else []
        if not options:
            plan = planner.plan(legal)
            out.append((base + plan.value - flips * st.refresh_cost, prefix + list(plan.actions)))
            continue
        options.sort(key=lambda o: -o.score)
        for o in options[:CHOICES]:
            plan = planner.finish(o.chain, o.placements)
            out.append((base + o.score - flips * st.refresh_cost, prefix + list(plan.actions)))
    return out


def _play(state: WhisperingState, actions: list[Any]) -> WhisperingState | None:
    trial = state.copy()
    try:
        for a in actions:
            trial.apply(a)
        if not actions or not isinstance(actions[-1], EndTurn):
            trial.apply(EndTurn())  # a plan that stops short of its turn's end is ended here
    except IllegalAction:
        return None
    return trial


def _final(state: WhisperingState) -> float:
    out = state.outcome()
    return (PASSED if out.won else 0.0) + out.scores[0]


def search(state: WhisperingState, width: int = WIDTH, rules: Judge = DEFAULT) -> tuple[WhisperingState, list[Any]]:
    """The best game found from `state` (a solo game at a turn's start): the finished state and its
    actions from `state` on."""
    lines = [Line(state.copy(), [], 0.0)]
    finished: list[Line] = []
    while lines:
        children: list[tuple[float, Line, list[Any]]] = []
        for line in lines:
            for value, actions in _turns(line, rules):
                children.append((value, line, actions))
        children.sort(key=lambda c: -c[0])
        kept: list[Line] = []
        seen: set[str] = set()
        for value, line, actions in children:
            if len(kept) >= width:
                break
            after = _play(line.state, actions)
            if after is None:
                continue
            key = repr(sorted(after.forests[0].items())) + repr(after.done[0]) + repr(after.display)
            if key in seen:
                continue
            seen.add(key)
            step = Line(after, line.actions + actions, value)
            if after.is_over():
                step.value = _final(after)
                finished.append(step)
            else:
                kept.append(step)
        lines = kept
        if finished and not lines:
            break
    best = max(finished, key=lambda line: line.value)
    return best.state, best.actions
