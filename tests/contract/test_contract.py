"""One contract suite for every playable game in GAMES (issue "One folder per game").

Each test runs on every game and every variant at its smallest and largest
seat count; a new game is picked up by adding it to GAMES. Playouts use the
game's demo chooser (random legal moves; the word game's makes real words).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

import pytest

from woods_desktop.core.events import PRIVATE_TO, SECRET
from woods_desktop.core.fuzz import fuzz
from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.core.golden import REGENERATE_ENV, dump, playthrough
from woods_desktop.core.plugin import GamePlugin
from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import owner_fields, view_from_json, view_to_json
from woods_desktop.games import playable

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def _cases() -> list[tuple[GamePlugin, str, int]]:
    out = []
    for plugin in playable():
        for spec in plugin.definition().variants:
            for seats in sorted({spec.min_seats, spec.max_seats}):
                out.append((plugin, spec.id, seats))
    return out


CASES = _cases()
IDS = [f"{p.id}-{v}-{n}p" for p, v, n in CASES]


def _config(definition: GameDefinition, variant: str, seats: int) -> dict[str, Any]:
    return make_config(definition, seats, variant, None, [f"P{i + 1}" for i in range(seats)])


def _seats(state: Any) -> list[int]:
    view = state.view(None)
    names = getattr(view, "names", None)
    return list(range(len(names))) if names is not None else []


def _playout(plugin: GamePlugin, variant: str, seats: int, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """Yields (state, actions so far) before every action and once at the end."""
    definition = plugin.definition()
    choose = plugin.demo_chooser()
    state = definition.new_game(_config(definition, variant, seats), seed)
    rng = Rng(seed ^ 0xC0FFEE)
    actions: list[Any] = []
    while True:
        yield state, actions
        if state.is_over():
            return
        legal = state.legal_actions(state.to_move())
        action = choose(state, legal, rng)
        state.apply(action)
        actions.append(action)
        assert len(actions) <= definition.max_actions, "the game never ends"


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_views_round_trip_through_json(plugin, variant, seats):
    view_type = plugin.definition().view_type
    assert view_type is not None, f"{plugin.id}: GameDefinition.view_type is not set"
    for step, (state, _) in enumerate(_playout(plugin, variant, seats, 3)):
        if step % 3:
            continue
        for seat in [None, *_seats(state)]:
            view = state.view(seat)
            assert isinstance(view, view_type)
            again = view_from_json(view_type, json.loads(json.dumps(view_to_json(view), ensure_ascii=False)))
            assert again == view, f"step {step}, seat {seat}"


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_views_are_the_same_after_save_and_replay(plugin, variant, seats):
    definition = plugin.definition()
    config = _config(definition, variant, seats)
    for step, (state, actions) in enumerate(_playout(plugin, variant, seats, 4)):
        if step % 25 and not state.is_over():
            continue
        record = json.loads(json.dumps(make_record(definition, config, 4, actions), ensure_ascii=False))
        again, _ = replay(record, {definition.id: definition})
        assert again.to_dict() == state.to_dict()
        for seat in [None, *_seats(state)]:
            assert again.view(seat) == state.view(seat)


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_no_view_or_event_shows_another_seats_private_part(plugin, variant, seats):
    """An owner field's entry of seat i reaches seat s != i only when everyone may see it
    (then the spectator sees it too); a private event keeps its secret from other seats."""
    view_type = plugin.definition().view_type
    private = owner_fields(view_type)
    for seed in (5, 6):
        for state, _ in _playout(plugin, variant, seats, seed):
            spectator = state.view(None)
            everyone = _seats(state)
            for seat in everyone:
                view = state.view(seat)
                for name in private:
                    mine, public = getattr(view, name), getattr(spectator, name)
                    for i in everyone:
                        if i != seat:
                            assert mine[i] == public[i], f"{name}[{i}] shown to seat {seat}"
                for event in state.events(seat):
                    if event.get(PRIVATE_TO) not in (None, seat):
                        assert SECRET not in event, f"a private event of seat {event[PRIVATE_TO]} leaks to {seat}"
            for event in state.events(None):
                assert SECRET not in event


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_determinized_states_agree_with_the_view_and_bots_choose_alike(plugin, variant, seats):
    definition = plugin.definition()
    assert definition.determinize is not None, f"{plugin.id}: GameDefinition.determinize is not set"
    levels = plugin.bot_levels()
    checked = 0
    for step, (state, _) in enumerate(_playout(plugin, variant, seats, 7)):
        if state.is_over() or step % 17 != 5:
            continue
        seat = state.to_move()
        view = state.view(seat)
        one = definition.determinize(view, Rng(1))
        two = definition.determinize(view, Rng(2))
        assert one.view(seat) == view and two.view(seat) == view, f"step {step}"
        legal = state.legal_actions(seat)
        assert one.legal_actions(seat) == legal == two.legal_actions(seat)
        for level in levels:
            a = plugin.make_bot(level, seat, 11).choose(one.view(seat), one.legal_actions(seat))
            b = plugin.make_bot(level, seat, 11).choose(two.view(seat), two.legal_actions(seat))
            # a word game cannot list its words: an unlisted choice must pass refusal()
            assert a == b and (a in legal or state.refusal(a) is None), f"{level} at step {step}"
        checked += 1
        if checked >= 3:
            break
    assert checked, "no position was checked"


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_a_refused_action_changes_nothing_and_says_why(plugin, variant, seats):
    """Actions legal earlier (or for another seat) but not now are refused by `apply` with the
    same reason `refusal` gives, and the state is exactly as before."""
    seen: list[Any] = []
    probed = 0
    for state, _ in _playout(plugin, variant, seats, 8):
        if state.is_over():
            break
        legal = state.legal_actions(state.to_move())
        stale = [a for a in seen[-40:] if a not in legal]
        for action in stale[-3:]:
            before = state.to_dict()
            reason = state.refusal(action)
            assert reason is not None, f"refusal() accepts {action!r}, which is not legal"
            with pytest.raises(type(reason)) as refused:
                state.apply(action)
            assert refused.value.key == reason.key
            assert state.to_dict() == before
            probed += 1
        for action in legal[:3]:
            assert state.refusal(action) is None, f"refusal() refuses the legal {action!r}"
        seen.extend(legal[:5])
    assert probed > 10


@pytest.mark.parametrize("plugin, variant, seats", CASES, ids=IDS)
def test_fuzz_finds_no_crash_dead_end_or_endless_game(plugin, variant, seats):
    definition = plugin.definition()
    config = _config(definition, variant, seats)
    choose = plugin.demo_chooser()
    report = fuzz(definition, config, range(100, 130), choose=choose, replay_every=3)
    assert report.ok, report.problems[:5]


GOLDEN_CASES = [(p, v, n) for p, v, n in CASES if n == p.definition().variant(v).min_seats]


@pytest.mark.parametrize("plugin, variant, seats", GOLDEN_CASES, ids=[f"{p.id}-{v}-{n}p" for p, v, n in GOLDEN_CASES])
def test_golden_playthrough(plugin, variant, seats):
    definition = plugin.definition()
    config = _config(definition, variant, seats)
    path = GOLDEN / f"{plugin.id}_{variant}_{seats}p_seed1.json"
    data = playthrough(definition, config, 1, plugin.demo_chooser())
    if os.environ.get(REGENERATE_ENV) == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump(data), encoding="utf-8")
    assert path.is_file(), f"{path} missing: run with {REGENERATE_ENV}=1 to create it"
    expected = json.loads(path.read_text(encoding="utf-8"))
    got = json.loads(dump(data))
    for i, (mine, theirs) in enumerate(zip(got["steps"], expected["steps"])):
        assert mine == theirs, f"step {i} differs from {path.name}"
    assert got == expected
