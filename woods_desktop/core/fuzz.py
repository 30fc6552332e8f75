"""Random legal playouts over many seeds (DESIGN section 6).

Each game's tests call `fuzz` with their own invariant; it flags crashes,
dead ends (a game not over with no legal action), games that never end,
refused actions that changed the state, and replays that disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition
from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng


@dataclass
class FuzzReport:
    games: int = 0
    actions: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


Invariant = Callable[[Any], None]
Chooser = Callable[[Any, list[Any], Rng], Any]


def random_chooser(state: Any, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


def fuzz(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seeds: Iterable[int],
    invariant: Invariant | None = None,
    choose: Chooser = random_chooser,
    probe_illegal: Callable[[Any, int, Rng], Any] | None = None,
    replay_every: int = 0,
    max_actions: int | None = None,
) -> FuzzReport:
    """Play every seed to the end with random legal moves.

    `probe_illegal(state, seat, rng)`, if given, proposes an action that may be
    illegal; when `apply` refuses it the state must be exactly as before.
    `replay_every=n` replays the action log through a save record every n seeds.
    """
    report = FuzzReport()
    limit = max_actions or definition.max_actions
    games = {definition.id: definition}
    for seed in seeds:
        report.games += 1
        rng = Rng(seed ^ 0x5EED)
        try:
            state = definition.new_game(config, seed)
            log: list[Any] = []
            while not state.is_over():
                seat = state.to_move()
                legal = state.legal_actions(seat)
                if not legal:
                    report.problems.append(f"seed {seed}: dead end after {len(log)} actions")
                    break
                if probe_illegal is not None:
                    _probe(state, seat, rng, probe_illegal, seed, report)
                action = choose(state, legal, rng)
                state.apply(action)
                log.append(action)
                report.actions += 1
                if invariant is not None:
                    invariant(state)
                if len(log) > limit:
                    report.problems.append(f"seed {seed}: no end after {limit} actions")
                    break
            else:
                state.outcome()
                if replay_every and report.games % replay_every == 0:
                    record = json.loads(json.dumps(make_record(definition, config, seed, log)))
                    again, _ = replay(record, games)
                    if again.to_dict() != state.to_dict():
                        report.problems.append(f"seed {seed}: replay differs")
        except Exception as exc:  # the fuzzer reports every crash, whatever it is
            report.problems.append(f"seed {seed}: {type(exc).__name__}: {exc}")
    return report


def _probe(
    state: Any, seat: int, rng: Rng, probe: Callable[[Any, int, Rng], Any], seed: int, report: FuzzReport
) -> None:
    candidate = probe(state, seat, rng)
    if candidate is None:
        return
    before = state.to_dict()
    try:
        state.apply(candidate)
    except IllegalAction:
        if state.to_dict() != before:
            report.problems.append(f"seed {seed}: refused {candidate!r} changed the state")
        return
    report.problems.append(f"seed {seed}: probe {candidate!r} was accepted (probes must be illegal)")
