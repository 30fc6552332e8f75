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

The width-2 beam with a refresh weighed every turn was the bound before
issue 22; `bound` now runs it first, then the solver's own game, then wider
beams in the solver's style that weigh a refresh only when the display as it
is wins nothing (`refresh="idle"`, as the solver does: a refresh weighed every
turn cost the width-2 beam 3 flips a game at level 6, 9 points).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering.bots.animals import start_animal
from woods_desktop.games.whispering.bots.outlook import FULL
from woods_desktop.games.whispering.bots.planner import Style
from woods_desktop.games.whispering.bots.solo_judge import DEFAULT, Judge
from woods_desktop.games.whispering.bots.solver import SoloPlanner
from woods_desktop.games.whispering.rules.actions import EndTurn, Refresh
from woods_desktop.games.whispering.rules.state import WhisperingState
from woods_desktop.games.whispering.rules.view import PLACE, START

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


def _turns(
    line: Line, rules: Judge, style: Style = STYLE, choices: int = CHOICES, refresh: str = "always"
) -> list[tuple[float, list[Any]]]:
    """(value, actions) of the best turns from this position: on the display as it is, and, when
    allowed, after a refresh (whose new display the state knows); `refresh` "idle": only when
    the display as it is wins no points this turn (as the solver weighs a refresh)."""
    out: list[tuple[float, list[Any]]] = []
    state = line.state
    base = float(state.score(0))
    prefixes: list[tuple[list[Any], WhisperingState, int]] = [([], state, 0)]
    if refresh == "idle":
        turns = _turns_on(base, [], state, 0, rules, style, choices)
        if not any(points > 0 for _, _, points in turns) and state.phase == PLACE and not state.refreshed:
            refreshes = [a for a in state.legal_actions(0) if isinstance(a, Refresh)]
            if refreshes and (state.mission is None or _turns_left(state) >= 2):
                trial = state.copy()
                trial.apply(refreshes[0])
                turns.extend(_turns_on(base, [refreshes[0]], trial, 1, rules, style, choices))
        return [(value, actions) for value, actions, _ in turns]
    if state.phase == PLACE and not state.refreshed:
        refreshes = [a for a in state.legal_actions(0) if isinstance(a, Refresh)]
        if refreshes:
            trial = state.copy()
            trial.apply(refreshes[0])
            prefixes.append(([refreshes[0]], trial, 1))
    for prefix, st, flips in prefixes:
        out.extend((v, a) for v, a, _ in _turns_on(base, prefix, st, flips, rules, style, choices))
    return out


def _turns_left(state: WhisperingState) -> int:
    from woods_desktop.games.whispering.rules.solo import turns_left

    return turns_left(state)


def _turns_on(
    base: float, prefix: list[Any], st: WhisperingState, flips: int, rules: Judge, style: Style, choices: int
) -> list[tuple[float, list[Any], int]]:
    """(value, actions, points this turn) of the best turns on `st`'s display."""
    out: list[tuple[float, list[Any], int]] = []
    view = st.view(0)
    legal = st.legal_actions(0)
    planner = SoloPlanner(view, style, rules, flips)
    options = planner.place_options(legal) if st.phase == PLACE else []
    if not options:
        plan = planner.plan(legal)
        out.append((base + plan.value - flips * st.refresh_cost, prefix + list(plan.actions), int(plan.expected)))
        return out
    options.sort(key=lambda o: -o.score)
    for o in options[:choices]:
        plan = planner.finish(o.chain, o.placements)
        out.append((base + o.score - flips * st.refresh_cost, prefix + list(plan.actions), o.chain.points))
    return out


def _play(state: WhisperingState, actions: list[Any]) -> WhisperingState | None:
    """The state after the turn's `actions`; a plan that stops short of its turn's end is ended here,
    and the `EndTurn` joins `actions` (so the line replays from the deal as it was played)."""
    trial = state.copy()
    try:
        for a in actions:
            trial.apply(a)
        if not actions or not isinstance(actions[-1], EndTurn):
            trial.apply(EndTurn())
            actions.append(EndTurn())
    except IllegalAction:
        return None
    return trial


def _final(state: WhisperingState) -> float:
    out = state.outcome()
    return (PASSED if out.won else 0.0) + out.scores[0]


def search(
    state: WhisperingState,
    width: int = WIDTH,
    rules: Judge = DEFAULT,
    style: Style = STYLE,
    choices: int = CHOICES,
    refresh: str = "always",
) -> tuple[WhisperingState, list[Any]]:
    """The best game found from `state` (a solo game at a turn's start): the finished state and its
    actions from `state` on (`style`, `choices`, `refresh`: see `_turns`)."""
    start = state.copy()
    begun: list[Any] = []
    while start.phase == START:  # solo setup B: the starting tile's animal (any does), then the turns
        begun.append(start_animal(start.view(0), 0, start.legal_actions(0)))
        start.apply(begun[-1])
    lines = [Line(start, begun, 0.0)]
    finished: list[Line] = []
    while lines:
        children: list[tuple[float, Line, list[Any]]] = []
        for line in lines:
            for value, actions in _turns(line, rules, style, choices, refresh):
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
