"""One key press does one thing, in every game (issue 18, item 6).

Each game in GAMES is played through its table (one person, computers in the other seats) until every
hold it declares has come up. On each hold the person presses Enter the way a real window delivers it:
the key down, a frame with it still held, the input method's second Enter and its text, the release.
That press closes the hold and nothing else: no action is played, the state is as before, the next hold
is still there, no keyboard focus wakes, no minute starts. Then a fresh Enter on what the hold uncovered
chooses nothing on the person's behalf (an optional choice such as the Leader's cube is never made by
a default), and a minute it starts runs from zero. Every other hold is closed by a click, which does
nothing else either.
"""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app.demo import demo_session
from woods_desktop.core.rng import Rng
from woods_desktop.games import GAMES, definition, plugin
from woods_desktop.table import flow as F

# The holds each game's table declares (games/<id>/table.py, holds_for) that play reaches; a game not
# listed must show at least one hold.
HOLDS = {
    "voice": {"control", "refresh"},
    "woodlanders": {"trick", "summary"},
    "whispering": {"walk", "end"},
    "wolf": {"wolf", "ending"},
}
SEEDS = range(1, 9)
FAST = 20.0  # the animation speed while the game is driven between holds (computers answer at once)


class FakeClock:
    """The minute's clock: it stands still, so a minute started now must show all of its time."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Keyboard:
    """`pygame.key.get_pressed()` as a real keyboard reports it: a key is down between its press and release."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def __call__(self) -> "Keyboard":
        return self

    def __getitem__(self, key: int) -> bool:
        return key in self.down


def _enter(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)


def _session(game_id: str, seed: int):
    spec = definition(game_id).variant(None)
    n = max(spec.min_seats, min(spec.max_seats, 3))
    return demo_session(game_id, seed, seats=n, kinds=["human"] + ["random"] * (n - 1))


def _owner(scene):
    """Where a table keeps its minute: Voice's composer beside its declaration."""
    return getattr(getattr(scene, "decl", None), "composer", scene)


def _minute(scene):
    minute = getattr(_owner(scene), "minute", None)
    return minute, (minute.started if minute is not None else None)


def _check_minute(scene, before) -> None:
    minute, started = before
    now = getattr(_owner(scene), "minute", None)
    if now is None:
        return
    if now is minute:
        assert now.started == started, "a minute started on the press that closed a hold"
    else:
        assert not now.started, "a minute started on the press that closed a hold"


def _press_enter_on_hold(app, scene, session, keyboard: Keyboard) -> None:
    hold = scene.hold
    rest = list(scene.turn_state.holds)[1:]
    state = session.state.to_dict()
    played = len(session.actions)
    minute = _minute(scene)
    app.settings.animation_speed = 1.0
    keyboard.down.add(pygame.K_RETURN)
    app.dispatch(_enter(pygame.KEYDOWN))
    assert scene.hold is not hold, f"Enter did not close the {hold.kind!r} hold"
    app.step(0.01)  # a frame with the key still held down
    app.dispatch(_enter(pygame.KEYDOWN))  # the input method's second Enter
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="\r"))
    app.step(0.01)
    keyboard.down.clear()
    app.dispatch(_enter(pygame.KEYUP))
    app.step(0.01)
    where = f"after Enter on the {hold.kind!r} hold"
    assert list(scene.turn_state.holds)[: len(rest)] == rest, f"{where}: one press closed the next hold too"
    assert len(session.actions) == played, f"{where}: {session.actions[played:]} played"
    assert session.state.to_dict() == state, where
    assert scene.focus_zone is None, f"{where}: keyboard focus woke"
    _check_minute(scene, minute)
    if not scene.turn_state.holds and scene.my_turn():
        # a fresh Enter on what the hold uncovered: it may show the focus or start the person's minute,
        # never make a choice for them
        app.dispatch(_enter(pygame.KEYDOWN))
        app.dispatch(_enter(pygame.KEYUP))
        app.step(0.01)
        assert len(session.actions) == played, f"{where}, a fresh Enter played {session.actions[played:]}"
        now = getattr(_owner(scene), "minute", None)
        if now is not None and now.started:
            assert now.remaining_ms() == now.length_ms, "the minute did not start from zero"
    app.settings.animation_speed = FAST


def _click_on_hold(app, scene, session) -> None:
    hold = scene.hold
    played = len(session.actions)
    centre = (app.size[0] // 2, app.size[1] // 2)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    assert scene.hold is not hold
    assert len(session.actions) == played, f"a click on the {hold.kind!r} hold played {session.actions[played:]}"
    assert scene.focus_zone is None


@pytest.mark.parametrize("game_id", [p.id for p in GAMES if p.playable])
def test_enter_on_every_hold_closes_the_hold_and_does_nothing_else(game_id, headless_app, monkeypatch):
    keyboard = Keyboard()
    monkeypatch.setattr(pygame.key, "get_pressed", keyboard)
    app = headless_app()
    app.settings.animation_speed = FAST
    choose = plugin(game_id).demo_chooser()
    wanted = HOLDS.get(game_id, set())
    pressed: set[str] = set()
    for seed in SEEDS:
        session = _session(game_id, seed)
        app.reset_to("menu")
        app.push(game_id, session=session, clock=FakeClock())
        scene = app.scene
        rng = Rng(seed)
        for _ in range(6000):
            if app.scene is not scene or session.state.is_over() and not scene.turn_state.holds:
                break
            hold = scene.hold
            if hold is not None:
                if hold.kind in pressed:
                    _click_on_hold(app, scene, session)
                else:
                    pressed.add(hold.kind)
                    _press_enter_on_hold(app, scene, session, keyboard)
                continue
            if scene.my_turn() or scene.status == F.TABLE_TURN:
                legal = session.port(session.to_move).legal_actions()
                scene.act(choose(session.state, legal, rng))
                continue
            while scene.flow.busy_thinking():
                pygame.time.wait(1)
            app.step(0.05)
        if wanted <= pressed and pressed:
            break
    assert pressed, f"{game_id}: no hold came up"
    assert wanted <= pressed, f"{game_id}: never reached the holds {sorted(wanted - pressed)}"
