"""A game's table declaration stays small and says what the table is in one place: at most 12 of the kit's
hooks overridden per game (the common cases are data: `Picking`, the slots, a `Pacing` object), one hook that
changes the declaration's state (`on_change`, asked first on each refresh), and fills that only read (filled
twice, every area gives the same items and the declaration is as it was)."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from window_events import frame

from woods_desktop.table.declaration import TableDeclaration
from woods_desktop.table.pacing import Pacing
from woods_desktop.table.register import table_factory

GAMES = ("woodlanders", "voice", "whispering", "wolf")
HOOKS = {n for n, v in vars(TableDeclaration).items() if callable(v) and not n.startswith("_")}
MAX_HOOKS = 12


def _declarations(game: str) -> list[type[TableDeclaration[Any]]]:
    module = importlib.import_module(f"woods_desktop.games.{game}.table")
    found = [
        c
        for c in vars(module).values()
        if isinstance(c, type) and issubclass(c, TableDeclaration) and c is not TableDeclaration
    ]
    assert found, game
    return found


def _overridden(cls: type) -> set[str]:
    """The kit's public hooks that `cls` (or a mixin of the game's before the kit's class) defines again."""
    mro = cls.__mro__
    return {name for k in mro[: mro.index(TableDeclaration)] for name in vars(k) if name in HOOKS}


@pytest.mark.parametrize("game", GAMES)
def test_a_game_overrides_at_most_twelve_hooks(game):
    for cls in _declarations(game):
        hooks = _overridden(cls)
        assert "on_change" in hooks or "places" in hooks  # the test reads a real table, not an empty class
        assert len(hooks) <= MAX_HOOKS, (cls.__name__, len(hooks), sorted(hooks))


def test_the_time_hooks_are_the_pacing_objects_not_the_declarations():
    """`holds_for`, `tick`, `moving_rects`... live on `Pacing`: a declaration defining one would never be asked."""
    timing = {n for n, v in vars(Pacing).items() if callable(v) and not n.startswith("_")}
    assert not timing & HOOKS
    for game in GAMES:
        for cls in _declarations(game):
            mro = cls.__mro__[: cls.__mro__.index(TableDeclaration)]
            defined = timing & {n for k in mro for n in vars(k)}
            assert not defined, (cls.__name__, defined)


def _state(obj: object, depth: int = 3, seen: frozenset[int] = frozenset()) -> object:
    """What an object holds, as plain values to compare: its fields, and its fields' fields (the composer's, the
    picks'), a few levels down; the table it is shown on (ctx, app, zones) and art caches are not its state."""
    if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return obj
    if id(obj) in seen:
        return "<cycle>"
    seen = seen | {id(obj)}
    if isinstance(obj, (list, tuple)):
        return [_state(v, depth, seen) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(repr(v) for v in obj)
    if isinstance(obj, dict):
        return {repr(k): _state(v, depth, seen) for k, v in obj.items()}
    fields = getattr(obj, "__dict__", None)
    if fields is None or depth == 0:
        return (type(obj).__name__, id(obj))
    skip = {"ctx", "app", "art", "table", "images", "fonts", "_cache"}
    return {k: _state(v, depth - 1, seen) for k, v in fields.items() if k not in skip and not callable(v)}


def _items(scene: Any) -> list[list[tuple[Any, ...]]]:
    view, builder = scene.view(), scene.builder
    out = []
    for area in scene.areas:
        if area.fill is not None:
            out.append([(it.id, it.face, it.marks, it.tip, it.at) for it in area.fill(view, builder)])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_filling_the_areas_changes_nothing(headless_app, game):
    """A fill reads the view and the picks: filled twice, the same items, and the declaration as it was (a
    fill that followed the game, started a sound or moved a figure would differ the second time)."""
    app = headless_app()
    factory = table_factory(game)
    for seed in (1, 2):
        app.reset_to("menu")
        app.push(game, **factory.demo(app, seed))
        for _ in range(3):
            frame(app, 0.05)
        scene = app.scene
        before = _state(scene.decl)
        first = _items(scene)
        between = _state(scene.decl)
        assert _items(scene) == first
        assert between == before
        assert _state(scene.decl) == before
