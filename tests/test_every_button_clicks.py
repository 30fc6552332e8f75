"""The kit's click rule (issue 34): every enabled button and clickable part answers a click. For every screen
and table state the tests open (the shell's screens, each game's bench positions, each lesson step), at
1280x720, at 2560x1440 and at 150 % text, each target gets the pointer's motion, a press and a release at its
centre through the app's own event loop (tests/window_events.py), and something must happen: the screens
change, the game's state, the settings or the focus change, a refusal is said, or the frame shows the
answer (a part picked up, a value stepped). A button that does nothing is a failure.

The screens and states are sampled so the whole rule runs in about two minutes: each case takes one of the
three window configurations in turn, a table's zone gives at most three of its parts, and the lesson
steps are taken in strides with the first and last always in."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame
import pytest
from window_events import click, frame, move

from woods_desktop.table.art import DIMMED, SELECTED
from woods_desktop.table.zone_kinds import ChoiceBar

CONFIGS = [((1280, 720), "en", 1.0), ((2560, 1440), "ru", 1.0), ((1280, 720), "en", 1.5)]
SHELL = ["menu", "settings", "rules", "statistics", "saved_games", "result", "pass", "pause", "confirm", "notice"]
GAMES = ["wolf", "woodlanders", "whispering", "voice"]
NO_PERSON = ("computers", "hard_game")  # bench positions no person plays: nothing of theirs is clickable
PARTS_PER_ZONE = 3
LESSON_STRIDE = 4


@dataclass(frozen=True)
class Target:
    key: Hashable  # finds the same target again on a freshly opened screen
    point: tuple[int, int]
    what: str


def _fingerprint(app: Any) -> tuple[Any, ...]:
    """Everything a click may change that is not a pixel: the screens, the game, the settings, the focus,
    what was said."""
    scene = app.scene
    session = getattr(scene, "session", None)
    focus = getattr(scene, "focus", None)
    table_focus = getattr(getattr(scene, "input", None), "focus_zone", None)
    return (
        app.running,
        tuple(id(s) for s in app.stack),
        tuple(getattr(session, "actions", ()) or ()),
        tuple(sorted(app.settings.to_dict().items(), key=lambda kv: kv[0])).__repr__(),
        getattr(focus, "index", None),
        table_focus,
        tuple(id(t) for t in app.toasts),  # a toast said again is a new one (its words may repeat)
        getattr(app, "refusals_heard", 0),  # a refusal said in a table's own place (Voice's prompt) sounds
        app.size,
        len(getattr(getattr(scene, "turn_state", None), "holds", ())),
    )


def _pixels(app: Any) -> str:
    return hashlib.blake2b(pygame.image.tobytes(app.screen, "RGB"), digest_size=16).hexdigest()


def _widget_points(w: Any) -> list[tuple[str, tuple[int, int]]]:
    arrow = getattr(w, "arrow", None)
    if arrow is not None:  # a value box: its two arrows are its targets
        return [(f"arrow{d}", arrow(d).center) for d in (-1, 1) if w.can_step(d)]
    return [("", w.rect.center)]


def targets(app: Any) -> list[Target]:
    scene = app.scene
    found: list[Target] = []
    guiding = getattr(scene, "guiding", None)
    if guiding is not None and guiding.active:
        guiding.layout()
        for b in guiding.buttons:
            if b.enabled:
                found.append(Target(("guide", b.text), b.rect.center, f"lesson button {b.text!r}"))
    zones = getattr(scene, "zones", None)
    if zones is not None:
        clickable = {a.zone.id for a in scene.areas if a.click is not None} | {scene.bar.id, scene.tools.id}
        for zone in zones:
            if zone.id not in clickable:
                continue
            live = [it for it in zone.items if DIMMED not in it.marks and it.rect.w > 1 and it.rect.h > 1]
            if isinstance(zone, ChoiceBar):  # the tab already chosen is no target: it is what is shown
                live = [it for it in live if SELECTED not in it.marks]
            if zone.id not in (scene.bar.id, scene.tools.id) and len(live) > PARTS_PER_ZONE:
                live = [live[0], live[len(live) // 2], live[-1]]
            for it in live:
                found.append(Target((zone.id, repr(it.id)), it.rect.center, f"{zone.id} part {it.id!r}"))
        return found
    focus = getattr(scene, "focus", None)
    widgets = list(getattr(focus, "widgets", []))
    if not widgets:  # a screen that is one target (the pass screen: a click anywhere goes on)
        w, h = app.size
        return [Target("screen", (w // 2, h // 2), f"the {scene.name} screen")]
    for i, w in enumerate(widgets):
        if not w.enabled or w.rect.w <= 1:
            continue
        for side, point in _widget_points(w):
            label = getattr(w, "text", None) or type(w).__name__
            found.append(Target((i, type(w).__name__, side), point, f"{label} {side}".strip()))
    return found


def _hearing(make: Callable[[], Any]) -> Callable[[], Any]:
    """Apps whose error sound is counted: every refusal sounds it, wherever its words are shown."""

    def made() -> Any:
        app = make()
        play = app.sound.play

        def counted(name: str, *args: Any, **kwargs: Any) -> Any:
            if name == "error":
                app.refusals_heard = getattr(app, "refusals_heard", 0) + 1
            return play(name, *args, **kwargs)

        app.sound.play = counted
        return app

    return made


def check_every_target(make: Callable[[], Any], open_case: Callable[[Any], None], name: str) -> list[str]:
    """Clicks every target of the case's screen; a fresh app opens the case again whenever a click left it."""
    make = _hearing(make)
    app = make()
    open_case(app)
    frame(app)
    failures: list[str] = []
    todo = targets(app)
    assert todo, f"{name}: nothing to click"
    fresh = True
    for wanted in todo:
        now = {t.key: t for t in targets(app)} if fresh else {}
        if wanted.key not in now:  # the last click left the screen, or took this part away: open it again
            app = make()
            open_case(app)
            frame(app)
            now = {t.key: t for t in targets(app)}
            if wanted.key not in now:
                continue
        target = now[wanted.key]
        move(app, target.point)
        frame(app)
        said = list(app.toasts)  # kept alive while compared, so no new toast takes one of their ids
        before, still = _fingerprint(app), _pixels(app)
        frame(app)
        steady = _pixels(app) == still  # a screen that animates by itself: its pixels say nothing
        click(app, target.point, move_first=False)
        after = _fingerprint(app)
        changed = after != before or (steady and _pixels(app) != still)
        if not changed:
            failures.append(f"{name}: a click on {target.what} at {target.point} did nothing")
        fresh = after[:4] == before[:4] and after[7] == before[7]  # same screens, game, settings, size
        del said
    return failures


def _config(i: int) -> tuple[tuple[int, int], str, float]:
    return CONFIGS[i % len(CONFIGS)]


def _shell_cases() -> list[tuple[str, int]]:
    names = SHELL + [f"setup:{g}" for g in GAMES] + [f"rules:{g}" for g in GAMES]
    return [(name, i) for i, name in enumerate(names)]


def _open_shell(name: str) -> Callable[[Any], None]:
    from woods_desktop.cli import open_demo

    def open_case(app: Any) -> None:
        if ":" in name:
            scene, game = name.split(":", 1)
            app.push("menu")
            app.push(scene, game=game)
        else:
            open_demo(app, name, seed=3)

    return open_case


def _table_cases() -> list[tuple[str, str, int]]:
    from woods_desktop.app.scene import scene_class
    from woods_desktop.scenes import load_all

    load_all()
    cases = []
    for game in GAMES:
        for pos in scene_class(game).bench_positions():  # type: ignore[attr-defined]
            if pos not in NO_PERSON:
                cases.append((game, pos, len(cases)))
    return cases


def _open_table(game: str, pos: str) -> Callable[[Any], None]:
    from woods_desktop.app.scene import scene_class

    def open_case(app: Any) -> None:
        app.settings.animation_speed = 0
        app.push("menu")
        app.push(game, **scene_class(game).bench_positions()[pos](app, 1))  # type: ignore[attr-defined]

    return open_case


def _lesson_cases() -> list[tuple[str, int, int]]:
    from woods_desktop.data.guide import load_guide

    cases = []
    for game in GAMES:
        n = len(load_guide(game).steps)
        for step in sorted({*range(0, n, LESSON_STRIDE), n}):
            cases.append((game, step, len(cases)))
    return cases


def _open_lesson(game: str, played: int) -> Callable[[Any], None]:
    def open_case(app: Any) -> None:
        from woods_desktop.app.guided import GuidedSession
        from woods_desktop.app.launch import open_session

        app.settings.animation_speed = 0
        session = GuidedSession.begin(game, app.t, fresh=True)
        for step in session.guide.steps[:played]:
            for data in step.scripted():
                session.go_on()  # a step that explains the computers' moves waits for its Next
                assert session.apply(session.definition.decode_action(data)) is None
        open_session(app, session)

    return open_case


@pytest.fixture
def maker(headless_app):
    def make(i: int) -> Callable[[], Any]:
        size, lang, text = _config(i)
        return lambda: headless_app(size, lang, text)

    yield make
    from woods_desktop.table.runner import stop_worker

    stop_worker()


@pytest.mark.parametrize("name,i", _shell_cases())
def test_every_button_of_each_shell_screen_answers_a_click(maker, name: str, i: int) -> None:
    failures = check_every_target(maker(i), _open_shell(name), f"{name} {_config(i)}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("game,pos,i", _table_cases())
def test_every_part_of_each_bench_table_answers_a_click(maker, game: str, pos: str, i: int) -> None:
    failures = check_every_target(maker(i), _open_table(game, pos), f"{game} {pos} {_config(i)}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("game,played,i", _lesson_cases())
def test_every_part_of_each_lesson_step_answers_a_click(maker, game: str, played: int, i: int) -> None:
    failures = check_every_target(maker(i), _open_lesson(game, played), f"{game} lesson step {played} {_config(i)}")
    assert not failures, "\n".join(failures)
