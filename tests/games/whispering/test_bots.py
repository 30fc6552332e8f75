"""Whispering Woods computer players: legal, honest about the bag, and sensible in hand-made positions.

Hand-made positions are written straight into a state (they need not be
reachable by play); the tiles they use leave the bag, so every tile is still
in exactly one place and `determinize` can rebuild the state from a view.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pytest

from woods_desktop.core.game import make_config
from woods_desktop.core.hexgrid import neighbours, ring
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots import FACTORIES, plan_turn
from woods_desktop.games.whispering.bots.shortfall import shortfall
from woods_desktop.games.whispering.data import load_definition, load_whispering_data
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.bench import random_forest
from woods_desktop.games.whispering.rules.paths import task_paths
from woods_desktop.games.whispering.rules.state import WhisperingState
from woods_desktop.games.whispering.rules.tiles import ELEMENTS, Tile

Hex = tuple[int, int]
LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def definition():
    return load_definition()


def new_state(definition, seats: int, seed: int) -> WhisperingState:
    return definition.new_game(make_config(definition, seats), seed)


_played: dict[tuple[tuple[str, ...], int], tuple[WhisperingState, list[tuple[int, Any]]]] = {}


def play_out(definition, kinds: Sequence[str], seed: int) -> tuple[WhisperingState, list[tuple[int, Any]]]:
    """A whole game; every bot gets its own view and must return one of the legal actions.
    Games are played once per module run (several tests read the same game)."""
    key = (tuple(kinds), seed)
    if key not in _played:
        _played[key] = _play_out(definition, kinds, seed)
    return _played[key]


def _play_out(
    definition, kinds: Sequence[str], seed: int, limit: int = 2000
) -> tuple[WhisperingState, list[tuple[int, Any]]]:
    state = new_state(definition, len(kinds), seed)
    bots = [FACTORIES[k](i, seed * 31 + i) for i, k in enumerate(kinds)]
    moves: list[tuple[int, Any]] = []
    while not state.is_over() and len(moves) < limit:
        seat = state.to_move()
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal, (kinds[seat], action)
        moves.append((seat, action))
        state.apply(action)
    assert state.is_over() or limit < 2000, "a game of computers never ends"
    return state, moves


class Tiles:
    """Hands out forest tiles by element or by task, never the same tile twice."""

    def __init__(self) -> None:
        self.used: set[int] = set()
        self.all = load_whispering_data().forest_tiles

    def take(self, t: Tile) -> Tile:
        self.used.add(t.id)
        return t

    def of(self, element: str, avoid: Iterable[str] = ()) -> Tile:
        """A tile of `element` whose own task needs none of `avoid` (so it cannot chain by chance)."""
        bad = set(avoid)
        for t in self.all:
            if t.id not in self.used and t.element == element and not bad & set(t.task):
                return self.take(t)
        for t in self.all:
            if t.id not in self.used and t.element == element:
                return self.take(t)
        raise LookupError(element)

    def with_length(self, n: int) -> Tile:
        return self.take(next(t for t in self.all if t.id not in self.used and len(t.task) == n))


def position(
    definition,
    forest: dict[Hex, tuple[Tile, bool, int | None]],
    phase: str = "tasks",
    display: Sequence[Tile] = (),
    done: Sequence[Tile] = (),
    aside: Sequence[Tile] = (),
    seats: int = 2,
) -> WhisperingState:
    """Seat 0 to move in `phase` with `forest` (hex -> (tile, task side up?, animal)), the given
    display tiles first in the display, `done` in its score pile (not flipped) and `aside` in
    the other seat's score pile (to take them out of the bag)."""
    st = new_state(definition, seats, 1)
    st.seat = 0
    st.phase = phase
    st.forests[0] = {h: (t.id, up, animal) for h, (t, up, animal) in forest.items()}
    st.done[0] = [(t.id, 0, 1, False) for t in done]
    st.done[1] = [(t.id, 1, 1, False) for t in aside]
    placed = {t.id for t, _, _ in forest.values()} | {t.id for t in done} | {t.id for t in aside}
    pool = [t for t in st.bag + st.display_tiles() if t not in placed and t not in {d.id for d in display}]
    st.display = [t.id for t in display] + [pool.pop() for _ in range(st.data.display_size - len(display))]
    st.bag = pool
    animals = sum(1 for _, up, a in forest.values() if up and a is not None)
    st.animals_left[0] = st.data.animals - animals
    st._legal = None
    return st


def bot_turn(state: WhisperingState, level: str, seed: int = 3) -> list[Any]:
    """Seat 0's actions until its turn ends (or the game does)."""
    bot = FACTORIES[level](0, seed)
    out: list[Any] = []
    while state.to_move() == 0 and not state.is_over():
        legal = state.legal_actions(0)
        action = bot.choose(state.view(0), legal)
        assert action in legal
        out.append(action)
        state.apply(action)
        if isinstance(action, EndTurn):
            break
    return out


def start(st_tiles: Tiles) -> Tile:
    return load_whispering_data().start_tiles[0]


def opening(tiles: Tiles) -> dict[Hex, tuple[Tile, bool, int | None]]:
    """A forest tile at (0, 0): the starting tile's task is done (see `done=[start(...)]`), so its
    six-tile task cannot pull the bots' judgement one way or the other."""
    return {(0, 0): (tiles.of("leaves"), False, None)}


def task_with_path(tiles: Tiles, at: Hex, path: Sequence[Hex]) -> dict[Hex, tuple[Tile, bool, int | None]]:
    """A length-len(path) task tile at `at` with forest tiles matching it along `path`."""
    task = tiles.with_length(len(path))
    cells: dict[Hex, tuple[Tile, bool, int | None]] = {at: (task, True, None)}
    for h, element in zip(path, task.task):
        cells[h] = (tiles.of(element, avoid=task.task), False, None)
    return cells


def number_animals(forest: dict[Hex, tuple[Tile, bool, int | None]]) -> dict[Hex, tuple[Tile, bool, int | None]]:
    out = {}
    n = 0
    for h in sorted(forest):
        t, up, _ = forest[h]
        out[h] = (t, up, n if up else None)
        n += up
    return out


# ------------------------------------------------------------------ whole games


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_only_legal_actions_and_finish_games(definition, level):
    """Two, three and four seats (hard, the slowest: two and four), each level against another:
    every action legal (play_out checks)."""
    for seed, seats in ((1, 2), (2, 3), (3, 4)) if level != "hard" else ((1, 2), (3, 4)):
        kinds = [level] + ["easy" if level != "easy" else "normal"] * (seats - 1)
        state, _ = play_out(definition, kinds, seed)
        assert state.is_over()


@pytest.mark.soak
@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions_over_many_seeds(definition, level):
    """Two-seat games of one level against itself over many seeds (soak: minutes)."""
    for seed in range(10, 40 if level != "hard" else 20):
        state, _ = play_out(definition, [level, level], seed)
        assert state.is_over()


@pytest.mark.parametrize("level", LEVELS)
def test_bots_place_task_tiles_while_animals_remain(definition, level):
    """Every level puts its animals to work: each seat places task tiles, most of its animals."""
    placed: list[int] = []
    for seed in (1, 4):
        state, moves = play_out(definition, [level, "easy" if level != "easy" else "normal"], seed)
        n = sum(1 for seat, a in moves if seat == 0 and isinstance(a, PlaceTask))
        assert n >= 1, f"{level} never placed a task (seed {seed})"
        placed.append(n)
    assert sum(placed) / len(placed) >= 2


# ------------------------------------------------------------- hand-made turns


def two_tasks(definition, tiles: Tiles) -> WhisperingState:
    """Two tasks at the two ends of a line through (0, 0), each with its path laid."""
    forest = opening(tiles)
    forest.update(task_with_path(tiles, (4, 0), [(3, 0), (2, 0), (1, 0)]))
    forest.update(task_with_path(tiles, (-4, 0), [(-3, 0), (-2, 0), (-1, 0)]))
    return position(definition, number_animals(forest), done=[start(tiles)])


@pytest.mark.parametrize("level", LEVELS)
def test_bots_complete_a_task_on_their_last_turn(definition, level):
    """With the end triggered, a task left undone is worth nothing: every level completes it."""
    tiles = Tiles()
    forest = opening(tiles)
    forest.update(task_with_path(tiles, (4, 0), [(3, 0), (2, 0), (1, 0)]))
    state = position(definition, number_animals(forest), done=[start(tiles)])
    state.end_triggered = True
    state.end_reason = "target"
    assert any(isinstance(a, Complete) for a in state.legal_actions(0))
    actions = bot_turn(state, level)
    assert any(isinstance(a, Complete) and (a.q, a.r) == (4, 0) for a in actions)
    assert len(state.done[0]) == 2  # the starting tile's task and this one


@pytest.mark.parametrize("level", LEVELS)
def test_bots_complete_a_long_task_mid_game(definition, level):
    """A five-element task (9 or 10 points) ready to complete in the middle of the game is taken."""
    tiles = Tiles()
    forest = opening(tiles)
    forest.update(task_with_path(tiles, (6, 0), [(5, 0), (4, 0), (3, 0), (2, 0), (1, 0)]))
    state = position(definition, number_animals(forest), done=[start(tiles)])
    actions = bot_turn(state, level)
    assert any(isinstance(a, Complete) and (a.q, a.r) == (6, 0) for a in actions)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_chain_two_completions_for_the_bonus_card(definition, level):
    state = two_tasks(definition, Tiles())
    actions = bot_turn(state, level)
    completed = [(a.q, a.r) for a in actions if isinstance(a, Complete)]
    assert {(4, 0), (-4, 0)} <= set(completed)
    assert state.bonuses[0], "two tasks in one turn take a bonus card"


def test_the_hint_counts_the_bonus_card_in_its_expected_points(definition):
    state = two_tasks(definition, Tiles())
    view = state.view(0)
    plan = plan_turn(view, state.legal_actions(0))
    assert plan.why == "hint.chain"
    assert plan.params["tasks"] >= 2
    assert plan.expected == plan.params["points"] + plan.params["bonus"]
    assert plan.params["bonus"] == 3


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_bots_lay_the_tile_a_task_lacks_and_complete_it(definition, level):
    """A task one tile short, the missing element in the display: placed and completed this turn."""
    tiles = Tiles()
    forest = opening(tiles)
    full = task_with_path(tiles, (4, 0), [(3, 0), (2, 0), (1, 0)])
    task = full[(4, 0)][0]
    missing = full.pop((1, 0))[0]  # the last element's tile goes to the display instead
    forest.update(full)
    forest[(0, 1)] = (tiles.of("water"), False, None)
    state = position(definition, number_animals(forest), phase="place", display=[missing], done=[start(tiles)])
    assert shortfall(state.view(0).forest_map(0), (4, 0), task.task).missing == 1
    actions = bot_turn(state, level)
    assert any(isinstance(a, PlaceForest) and a.tile == missing.id for a in actions)
    assert any(isinstance(a, Complete) and (a.q, a.r) == (4, 0) for a in actions)


# ------------------------------------------------------------------- refresh


def refresh_position(definition, display_serves: bool, start_only: bool = False) -> WhisperingState:
    """Two tasks, each one `need` tile short of done (at the ends of a line through (0, 0); the
    hexes next to it are the ones missing, so tiles of a `spare` element keep the forest in one
    piece), and a forest tile's task completed (it may be flipped; `start_only`: the starting tile's
    instead, which may not: it has only a task side). The bag holds mostly
    `need` tiles: most others lie in the other seat's forest. `display_serves`: the display
    holds two `need` tiles (both tasks can be done now); otherwise none."""
    tiles = Tiles()
    threes = [t for t in tiles.all if len(t.task) == 3]
    one, two, need = next(
        (a, b, e)
        for a in threes
        for b in threes
        if a.id < b.id
        for e in {a.task[0], a.task[2]} & {b.task[0], b.task[2]}
    )
    forest: dict[Hex, tuple[Tile, bool, int | None]] = {}
    for task, side in ((tiles.take(one), 1), (tiles.take(two), -1)):
        seq = task.task if task.task[2] == need else task.task[::-1]
        forest[(4 * side, 0)] = (task, True, None)
        forest[(3 * side, 0)] = (tiles.of(seq[0], avoid=seq), False, None)
        forest[(2 * side, 0)] = (tiles.of(seq[1], avoid=seq), False, None)
    spare = next(e for e in ELEMENTS if e not in one.task + two.task)
    for h in ((0, 0), (0, 1), (1, 1), (0, -1), (-1, -1)):  # the forest in one piece without (1, 0), (-1, 0)
        forest[h] = (tiles.of(spare, avoid=(need,)), False, None)
    done = [start(tiles) if start_only else tiles.of(spare, avoid=(need,))]
    others = [t for t in tiles.all if t.id not in tiles.used and t.element != need]
    display = [tiles.take(t) for t in others[:4]]
    display += [tiles.of(need), tiles.of(need)] if display_serves else [tiles.take(t) for t in others[4:6]]
    aside = [t for t in tiles.all if t.id not in tiles.used and t.element != need][:60]
    state = position(definition, number_animals(forest), phase="place", display=display, done=done, aside=aside)
    state.done[1] = []
    spiral = [h for radius in range(1, 6) for h in ring((0, 0), radius)]
    state.forests[1].update({h: (t.id, False, None) for h, t in zip(spiral, aside)})
    return state


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_bots_refresh_a_display_that_serves_nothing_when_the_bag_holds_what_they_need(definition, level):
    state = refresh_position(definition, display_serves=False)
    assert any(isinstance(a, Refresh) for a in state.legal_actions(0))
    actions = bot_turn(state, level)
    assert isinstance(actions[0], Refresh)
    assert state.flips(0) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_bots_do_not_refresh_when_the_display_serves(definition, level):
    state = refresh_position(definition, display_serves=True)
    assert any(isinstance(a, Refresh) for a in state.legal_actions(0))
    actions = bot_turn(state, level)
    assert not any(isinstance(a, Refresh) for a in actions)
    assert any(isinstance(a, Complete) for a in actions)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_flip_the_starting_tile_to_refresh(definition, level):
    """ "The Starting tiles only have a Task side": with only the starting tile completed there is no
    refresh, in the bots' turn as in the hint, however little the display serves."""
    state = refresh_position(definition, display_serves=False, start_only=True)
    assert not any(isinstance(a, Refresh) for a in state.legal_actions(0))
    assert not any(isinstance(a, Refresh) for a in plan_turn(state.view(0), state.legal_actions(0), level).actions)
    actions = bot_turn(state, level)
    assert not any(isinstance(a, Refresh) for a in actions) and state.flips(0) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_bots_put_the_first_unused_animal_on_a_new_task_tile(definition, level):
    """ "Place one of your unused Animals on this tile": each task tile a computer lays carries an animal it
    still had in hand, the first of them (its animals differ only in name), and the log names it."""
    for seed in (1, 4):
        final, moves = play_out(definition, [level, "easy" if level != "easy" else "normal"], seed)
        state = new_state(definition, 2, seed)
        for seat, action in moves:
            if isinstance(action, PlaceTask):
                assert action.animal == state.unused_animals(seat)[0], (level, seed, action)
            state.apply(action)
            if isinstance(action, PlaceTask):
                assert state.log[-1]["animal"] == action.animal
        assert state.to_dict() == final.to_dict()


def test_the_hint_names_the_animal_for_a_new_task(definition):
    """A hint that lays a task tile says which animal goes on it."""
    for seed in range(1, 30):
        state = new_state(definition, 2, seed)
        plan = plan_turn(state.view(0), state.legal_actions(0))
        if plan.why == "hint.new_task":
            task = next(a for a in plan.actions if isinstance(a, PlaceTask))
            assert plan.params["animal"] == task.animal == state.unused_animals(0)[0]
            return
    pytest.fail("no opening hint lays a task tile")


def test_the_easy_bot_never_refreshes(definition):
    state = refresh_position(definition, display_serves=False)
    actions = bot_turn(state, "easy")
    assert not any(isinstance(a, Refresh) for a in actions)


# ---------------------------------------------------------------------- hint


def positions(definition, seeds: Iterable[int], every: int = 7):
    """Decision points of games between normal players (seat to move, its view, legal actions)."""
    for seed in seeds:
        state = new_state(definition, 3, seed)
        bots = [FACTORIES["normal"](i, seed + i) for i in range(3)]
        step = 0
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if step % every == 3 and len(legal) > 1:
                yield state, seat
            state.apply(bots[seat].choose(view, legal))
            step += 1


def test_the_hint_plan_is_legal_step_by_step_from_its_view(definition):
    checked = scored = 0
    for state, seat in positions(definition, (41,), every=4):
        view = state.view(seat)
        plan = plan_turn(view, state.legal_actions(seat))
        assert plan.actions and plan.why.startswith("hint.")
        game = definition.determinize(view, Rng(5))
        before = game.score(seat)
        for action in plan.actions:
            assert action in game.legal_actions(seat), (plan.why, action)
            game.apply(action)
            if isinstance(action, Refresh):
                break
        if not isinstance(plan.actions[-1], Refresh):
            assert isinstance(plan.actions[-1], EndTurn)
            assert game.to_move() != seat or game.is_over()
            done = sum(1 for a in plan.actions if isinstance(a, Complete))
            # the points the plan promises are the points its moves score: tasks and bonus card
            assert game.score(seat) - before == plan.expected, (plan.why, plan.actions)
            scored += plan.expected > 0
            if done:
                assert plan.why in ("hint.complete", "hint.chain")
        checked += 1
    assert checked > 12 and scored >= 3, (checked, scored)


def test_the_hint_paths_are_the_engines(definition):
    """Every Complete in a plan walks one of the paths the engine lists for that task."""
    state = two_tasks(definition, Tiles())
    view = state.view(0)
    forest = view.forest_map(0)
    plan = plan_turn(view, state.legal_actions(0))
    first = next(a for a in plan.actions if isinstance(a, Complete))
    tile = view.forest(0)[(first.q, first.r)].tile
    assert first.path in task_paths(forest, (first.q, first.r), tile.task)


# ------------------------------------------------------------------- honesty


def test_bots_never_read_the_bag(definition):
    """Two states that differ only in the bag's order give every level the same choice, and
    the hint the same plan: the bots see the view and the legal actions, nothing else."""
    checked = 0
    for state, seat in positions(definition, (51,), every=9):
        view = state.view(seat)
        one = definition.determinize(view, Rng(1))
        two = definition.determinize(view, Rng(2))
        if len(one.bag) < 2:
            continue
        assert one.bag != two.bag and sorted(one.bag) == sorted(two.bag)
        assert one.view(seat) == view == two.view(seat)
        for level in LEVELS:
            a = FACTORIES[level](seat, 11).choose(one.view(seat), one.legal_actions(seat))
            b = FACTORIES[level](seat, 11).choose(two.view(seat), two.legal_actions(seat))
            assert a == b
        assert plan_turn(one.view(seat), one.legal_actions(seat)) == plan_turn(two.view(seat), two.legal_actions(seat))
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def test_bots_are_deterministic(definition):
    """The same seeds, the same game: every level's choices depend only on (seed, view)."""
    a, moves_a = _play_out(definition, ["hard", "easy", "normal"], 5, limit=120)
    b, moves_b = _play_out(definition, ["hard", "easy", "normal"], 5, limit=120)
    assert moves_a == moves_b and a.to_dict() == b.to_dict()


# ----------------------------------------------------------------- shortfall


def brute_shortfall(forest, start: Hex, task: tuple[str, ...]) -> int:
    """Every walk of len(task) steps onto matching forest sides or empty hexes: the fewest empties."""
    n = len(task)
    best = [n + 1]

    def walk(at: Hex, i: int, cost: int, used: frozenset[Hex], seq: tuple[str, ...]) -> None:
        if cost >= best[0]:
            return
        if i == n:
            best[0] = cost
            return
        for h in neighbours(at):
            if h in used:
                continue
            cell = forest.get(h)
            if cell is None:
                walk(h, i + 1, cost + 1, used | {h}, seq)
            elif not cell[1] and cell[0] == seq[i]:
                walk(h, i + 1, cost, used | {h}, seq)

    for seq in {task, task[::-1]}:
        walk(start, 0, 0, frozenset([start]), seq)
    return best[0]


def test_shortfall_agrees_with_brute_force_on_random_forests():
    """The tiles a task lacks, against every walk listed; the search counts the rest of a walk out
    in the open as empty hexes without listing it, so inside a hole it may only be optimistic."""
    rng = Rng(9)
    data = load_whispering_data()
    same = checked = 0
    for _ in range(150):
        forest, starts, task_of = random_forest(data, rng, size=rng.choice([6, 10, 15, 25, 40]))
        for h in starts:
            task = task_of[h]
            if not task:
                continue
            mine, brute = shortfall(forest, h, task).missing, brute_shortfall(forest, h, task)
            assert mine <= brute, (task, mine, brute)
            same += mine == brute
            checked += 1
            if mine == 0:
                assert task_paths(forest, h, task)
    assert checked > 200 and same >= 0.98 * checked


def test_a_seat_one_task_short_still_to_play_this_round_shortens_the_hard_outlook(definition):
    """Seen in the real window (the record is a game of that kind, by `build/record_whispering_positions.py
    endgame`): the Bear one task short of the end, the other seat (the round's last) too. The hard player's
    outlook counts on another turn only as likely as that seat failing to end the game this round, and on
    one turn at most; the last seat of the round sees no such threat."""
    import json
    from pathlib import Path

    from woods_desktop.games.whispering.bots.outlook import FINISH, FULL, SIMPLE, Outlook, next_turn_chance

    record = json.loads((Path(__file__).parent / "data" / "endgame_game.json").read_text())
    state = definition.new_game(record["config"], record["seed"])
    for move in record["actions"]:
        state.apply(definition.decode_action(move))
    me = state.to_move()
    view = state.view(me)
    other = 1 - me
    assert view.bear == me and len(view.done[other]) == view.task_target - 1
    assert next_turn_chance(view, me) == pytest.approx(1.0 - FINISH)
    assert next_turn_chance(state.view(other), other) == 1.0  # nobody plays after it in this round
    hard = Outlook.of(view, me, FULL)
    assert hard.survive == pytest.approx(1.0 - FINISH) and hard.rounds_left <= 1.0
    assert Outlook.of(view, me, SIMPLE).survive == 1.0  # easy and normal never look at the end
