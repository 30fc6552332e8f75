"""Re-record the Whispering Woods games the table, log and bot tests replay, after a retune of the tiles.

    PYTHONPATH=. python build/record_whispering_positions.py [chain|endgame|solo|two_tiles ...] [--seeds 1-400]
    PYTHONPATH=. python build/record_whispering_positions.py bound --levels 5-5 --seeds 1-10

A test that replays a recorded game (tests/games/whispering/data/<name>.json) is about one situation
the game reached: a chain hint, the last solo turn, a seat one task short... A new tile set changes
what the same seed and moves reach, so each recording is played again from seeds in order, by the
hard computer for every seat (solo: the demo chooser, which plays the mission weakly enough to reach
a last turn with nothing to complete), and stopped at the first position that is the situation its
tests are about (each `find_*` below says which, and which tests read it). The engine is never
asked to accept a move it refuses: every move is one of its legal actions.

The hints are computed here as the table computes them (`hinting.TableHint`): the hard computer's plan
for the rest of the turn (`plan_turn(view, legal, "hard")`, solo: `solo_plan`), thought again without
refreshes when it refreshes and completes nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from woods_desktop.core.hexgrid import neighbours  # noqa: E402
from woods_desktop.core.rng import Rng  # noqa: E402
from woods_desktop.games.whispering.bots.hint import HintBot  # noqa: E402
from woods_desktop.games.whispering.bots.players import hard, plan_turn  # noqa: E402
from woods_desktop.games.whispering.data import load_definition  # noqa: E402
from woods_desktop.games.whispering.hinting import pointless  # noqa: E402
from woods_desktop.games.whispering.rules.actions import (  # noqa: E402
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
)
from woods_desktop.games.whispering.rules.scoring import bonus_card  # noqa: E402
from woods_desktop.games.whispering.rules.state import WhisperingState  # noqa: E402
from woods_desktop.games.whispering.rules.testing import choose  # noqa: E402
from woods_desktop.games.whispering.rules.view import PLACE  # noqa: E402

DATA = ROOT / "tests" / "games" / "whispering" / "data"
DEFINITION = load_definition()
TWO = {"seats": 2, "variant": "standard", "options": {"mission": 1}, "names": ["Player 1", "Player 2"]}
SOLO = {"seats": 1, "variant": "solo", "options": {"mission": 1}, "names": ["Игрок 1"]}
HINTED = {"seats": 2, "variant": "standard", "options": {}, "names": ["Anna", "Boris"]}
LIMIT = 400  # actions in one game at most

# a finder looks at a position (the state, the actions that reached it, the game's seed) and answers the
# actions to record (the game so far, maybe with a last move), or None to play on
Finder = Callable[[WhisperingState, list[Any], int], "list[Any] | None"]


def hint(state: WhisperingState, seat: int) -> Any:
    """The plan the table's hint shows `seat` here (see the module docstring)."""
    view, legal = state.view(seat), state.legal_actions(seat)
    plan = HintBot().choose(view, legal)
    if pointless(plan):
        plan = HintBot().choose(view, [a for a in legal if not isinstance(a, Refresh)])
    return plan


def _hard(view: Any, legal: list[Any]) -> Any:
    return plan_turn(view, legal, "hard")


def _turn_start(state: WhisperingState, seat: int) -> bool:
    view = state.view(seat)
    return view.phase == PLACE and not view.refreshed and view.tasks_this_turn == 0


def _followed(state: WhisperingState, plan: Any) -> WhisperingState:
    """The state after the plan's moves up to (not including) its turn's end."""
    st = state.copy()
    for action in plan.actions:
        if isinstance(action, EndTurn):
            break
        st.apply(action)
    return st


def find_chain(state: WhisperingState, actions: list[Any], seed: int) -> list[Any] | None:
    """chain_hint_game (test_table, test_issue19): player 1 at a turn's start, where the hard computer's
    plan refreshes the display and completes nothing (the hint thinks again without the refresh); the record
    ends with that refresh, after which the hint is a chain of two tasks or more ("hint.chain"), each walked by
    an animal of its own, which, followed, earns a bonus card."""
    if state.to_move() != 0 or not _turn_start(state, 0):
        return None
    raw = _hard(state.view(0), state.legal_actions(0))
    if not pointless(raw):
        return None
    refresh = next(a for a in raw.actions if isinstance(a, Refresh))
    after = state.copy()
    after.apply(refresh)
    plan = hint(after, 0)
    walks = sum(isinstance(a, Complete) for a in plan.actions)
    if plan.why != "hint.chain" or walks < 2 or plan.params.get("tasks") != walks:
        return None
    ends = [tuple(a.path[-1]) for a in plan.actions if isinstance(a, Complete)]
    if any((a.q, a.r) in ends for a in plan.actions if isinstance(a, Complete)):
        return None  # each walk its own animal (one walking on is picked by the table, which then shows its paths)
    view = _followed(after, plan).view(0)
    if (
        view.tasks_this_turn < 2
        or bonus_card(view.tasks_this_turn, view.bonus_left, [s for s, _ in view.bonus_points]) is None
    ):
        return None
    return [*actions, refresh]


def find_endgame(state: WhisperingState, actions: list[Any], seed: int) -> list[Any] | None:
    """endgame_game (test_bots, test_log, test_issue19): the Bear's seat to move at a turn's start, one task
    short of the end, and the other seat (the round's last) too; the end not triggered yet; on the way three
    completions or more, one of them walked against its printed order, and three tiles or more laid beside
    a task side."""
    seat = state.to_move()
    if seat is None or not _turn_start(state, seat):
        return None
    view = state.view(seat)
    other = 1 - seat
    short = view.task_target - 1
    if view.bear != seat or view.end_triggered or len(view.done[other]) != short or len(view.done[seat]) != short:
        return None
    return actions if _endgame_record_ok(seed, actions) else None


def _endgame_record_ok(seed: int, actions: list[Any]) -> bool:
    st = DEFINITION.new_game(TWO, seed)
    tiles = {t.id: t for t in DEFINITION.extras["data"].tiles}
    completes = backwards = beside_tasks = 0
    for action in actions:
        seat = st.to_move()
        forest = st.forest_map(seat) if seat is not None else {}
        if isinstance(action, Complete):
            completes += 1
            walked = tuple(forest[tuple(h)][0] for h in action.path)
            tile = tiles.get(st.forests[seat][(action.q, action.r)][0])
            task = tuple(tile.task) if tile is not None else ()  # () the starting tile's own task
            backwards += bool(task) and walked != task and walked == task[::-1]
        if isinstance(action, (PlaceForest, PlaceTask)):
            beside_tasks += any(
                h in forest and forest[h][1] and forest[h][0] is not None for h in neighbours((action.q, action.r))
            )
        st.apply(action)
    return completes >= 3 and backwards >= 1 and beside_tasks >= 3


def find_solo(state: WhisperingState, actions: list[Any], seed: int) -> list[Any] | None:
    """solo_last_turn (test_solo_screens): the last turn of the mission (one open space left), at its start,
    where the solver's plan completes nothing and refreshes nothing, but lays tiles towards a task one tile
    short (its words would say "towards" it, of no use on the last turn)."""
    if state.to_move() != 0 or not _turn_start(state, 0) or state.view(0).turns_left != 1:
        return None
    plan = hint(state, 0)
    if any(isinstance(a, (Complete, Refresh)) for a in plan.actions):
        return None
    if plan.why != "hint.build" or plan.params.get("missing") != 1:  # it would say "towards" a task one short
        return None
    return actions


def find_two_tiles(state: WhisperingState, actions: list[Any], seed: int) -> list[Any] | None:
    """two_tile_hint_game (test_table): Anna (seat 0) at a turn's start, where the hint lays two tiles, forest
    side up, the second beyond the forest's edge (beside the first one only)."""
    if state.to_move() != 0 or not _turn_start(state, 0):
        return None
    plan = hint(state, 0)
    laid = [a for a in plan.actions if isinstance(a, (PlaceForest, PlaceTask))]
    if len(laid) != 2 or not all(isinstance(a, PlaceForest) for a in laid):
        return None
    forest = state.forest_map(0)
    second = (laid[1].q, laid[1].r)
    if any(h in forest for h in neighbours(second)) or (laid[0].q, laid[0].r) not in neighbours(second):
        return None
    return actions


def _hard_player(seat: int) -> Callable[[WhisperingState, list[Any], Rng], Any]:
    bot = hard(seat, 0)
    return lambda state, legal, rng: bot.choose(state.view(seat), legal)


def play(config: dict[str, Any], seed: int, find: Finder, demo: bool) -> list[Any] | None:
    """One game from `seed` played until `find` answers a record (or the game ends: None)."""
    state = DEFINITION.new_game(config, seed)
    rng = Rng(seed)
    players = {seat: _hard_player(seat) for seat in range(config["seats"])}
    actions: list[Any] = []
    while not state.is_over() and len(actions) < LIMIT:
        found = find(state, actions, seed)
        if found is not None:
            return found
        seat = state.to_move()
        legal = state.legal_actions(seat)
        action = choose(state, legal, rng) if demo else players[seat](state, legal, rng)
        state.apply(action)
        actions.append(action)
    return None


JOBS: dict[str, tuple[dict[str, Any], Finder, bool]] = {
    "chain_hint_game": (TWO, find_chain, False),
    "endgame_game": (TWO, find_endgame, False),
    "solo_last_turn": (SOLO, find_solo, True),
    "two_tile_hint_game": (HINTED, find_two_tiles, False),
}
SHORT = {
    "chain": "chain_hint_game",
    "endgame": "endgame_game",
    "solo": "solo_last_turn",
    "two_tiles": "two_tile_hint_game",
}


def record(name: str, seeds: range) -> int | None:
    """Find and write `name`'s game; the seed used, or None when no seed in `seeds` reached it."""
    config, find, demo = JOBS[name]
    for seed in seeds:
        found = play(config, seed, find, demo)
        print(f"{name}: seed {seed}: {'found' if found is not None else 'no'}", flush=True)
        if found is None:
            continue
        out = {"config": config, "seed": seed, "actions": [DEFINITION.encode_action(a) for a in found]}
        (DATA / f"{name}.json").write_text(json.dumps(out, ensure_ascii=False) + "\n")
        return seed
    return None


def find_bound(levels: range, seeds: range, turns: int = 9) -> tuple[int, int] | None:
    """The midgame of tests/games/whispering/solo/test_bound.py (`_midgame(level, seed, turns)`: a mission
    played by the solver to turn `turns` + 1): the first (level, seed) whose width-2 beam fails and whose
    solver's game passes, so the bound's first two stages both run and the passed game is returned. Printed,
    not written: the test names it."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.bots import bound
    from woods_desktop.games.whispering.bots.solver import SoloBot
    from woods_desktop.games.whispering.rules.actions import StartAnimal

    for level in levels:
        for seed in seeds:
            st = DEFINITION.new_game(make_config(DEFINITION, 1, "solo", {"mission": level}, ["Anna"]), seed)
            st.apply(StartAnimal(0))
            bot = SoloBot(0, seed)
            while st.round <= turns and not st.is_over():
                st.apply(bot.choose(st.view(0), st.legal_actions(0)))
            found = bound.search(st, budget=0.0)
            print(f"bound: level {level} seed {seed}: {found.stages}", flush=True)
            if set(found.stages) == {"beam2", "solver"} and found.stage == "solver" and found.stages["solver"][0]:
                return level, seed
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "games", nargs="*", help=f"any of {', '.join([*SHORT, 'bound'])} (default: every recorded game)"
    )
    parser.add_argument("--seeds", default="1-400", help="first-last seed to try, in order")
    parser.add_argument("--levels", default="1-6", help="bound: first-last mission level to try, in order")
    args = parser.parse_args(argv)
    games = args.games or list(SHORT)
    unknown = set(games) - {*SHORT, "bound"}
    if unknown:
        parser.error(f"unknown: {', '.join(sorted(unknown))}")
    first, last = (int(x) for x in args.seeds.split("-"))
    seeds = range(first, last + 1)
    missing = [g for g in games if g != "bound" and record(SHORT[g], seeds) is None]
    if "bound" in games:
        low, high = (int(x) for x in args.levels.split("-"))
        found = find_bound(range(low, high + 1), seeds)
        print(f"bound: _midgame{(*found, 9)}" if found else "bound: none found")
        missing += [] if found else ["bound"]
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
