"""A larger text keeps everything (issue 34, item 7): at 125 % and 150 % every table and shell screen draws
each part it draws at 100 %, and no board, tile, card or picture smaller. Text grows; a log may show fewer
lines but shows lines, side panels may wrap, the layout may move things; nothing a child looks at shrinks
and nothing is dropped (tests/parts_probe.py names the parts and measures them).

Every game's bench positions (the ones a person plays: two to four players, Whispering solo), each lesson's
first step and first step of the person's, and every shell screen, at 1280x720 in English and 2560x1440 in
Russian."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest
from parts_probe import Drawn, fresh, losses, shell_parts, table_parts
from test_layout import MORE
from test_shell_fit import RULES, SETUPS, SHELL, WITH_SAVES
from test_shell_fit import _open as open_screen

from woods_desktop.data.guide import load_guide
from woods_desktop.games import playable

WINDOWS = [((1280, 720), "en"), ((2560, 1440), "ru")]
LARGER = (1.25, 1.5)
LEFT_OUT = ("computers", "hard_game")  # nobody at the screen: the same table as "waiting", drawn for a bench


def _positions() -> list[tuple[str, str]]:
    from woods_desktop.app.scene import scene_class
    from woods_desktop.scenes import register_lazy

    register_lazy()
    return [(p.id, name) for p in playable() for name in scene_class(p.id).bench_positions() if name not in LEFT_OUT]


_MADE: dict[tuple[str, str], dict[str, Any]] = {}


def _open_position(app: Any, game: str, position: str) -> None:
    from woods_desktop.app.scene import scene_class

    if (game, position) not in _MADE:  # found once (a search over seeds), each app plays its own copy
        _MADE[game, position] = scene_class(game).bench_positions()[position](app, 1)
    app.settings.animation_speed = 0.0
    app.push(game, **fresh(_MADE[game, position]))
    app.step(0.0)  # as the window does before its second frame: the table knows whose turn it is
    app.render()


def _open_lesson(app: Any, game: str, person_step: bool) -> None:
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.launch import open_session

    session = GuidedSession.begin(game, app.t, fresh=True)
    steps = session.guide.steps
    played = next(i for i, s in enumerate(steps) if s.person) if person_step else 0
    for step in steps[:played]:
        for data in step.scripted():
            session.apply(session.definition.decode_action(data))
    open_session(app, session)
    app.step(0.0)
    app.render()


@pytest.fixture(scope="module", autouse=True)
def _no_worker_left():
    yield
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def _compare(headless_app, open_it, measure, windows=WINDOWS) -> list[str]:
    found: list[str] = []
    for size, lang in windows:
        plain: Drawn | None = None
        for factor in (1.0, *LARGER):
            app = headless_app(size, lang, factor)
            open_it(app)
            drawn = measure(app)
            if plain is None:
                plain = drawn
                assert plain.parts or plain.words, "the probe saw nothing drawn"
                continue
            found += [f"{size[0]}x{size[1]} {lang} {round(factor * 100)}%: {x}" for x in losses(plain, drawn)]
    return found


# Left as they are, each for its reason (a strict xfail: the day it passes, the mark goes).
TABLES_FAILING: dict[tuple[str, str], str] = {
    ("whispering", "solo"): (
        "a forest seven places wide (this position since the issue 38 tiles) is held by the zone's width at "
        "1280x720 and 2560x1440: at 125 % and 150 % the right column and the display widen for the text, and "
        "the forest's tiles (with their points) shrink to fit; at 100 % they had the room"
    ),
}
LESSONS_FAILING: dict[tuple[str, bool], str] = {}


@pytest.mark.parametrize(
    "game,position",
    [
        pytest.param(g, p, marks=pytest.mark.xfail(reason=TABLES_FAILING[g, p], strict=True))
        if (g, p) in TABLES_FAILING
        else (g, p)
        for g, p in _positions()
    ],
)
def test_a_larger_text_keeps_every_part_of_a_table(headless_app, game, position):
    found = _compare(headless_app, lambda app: _open_position(app, game, position), table_parts)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "game,person_step",
    [
        pytest.param(g, p, marks=pytest.mark.xfail(reason=LESSONS_FAILING[g, p], strict=True))
        if (g, p) in LESSONS_FAILING
        else (g, p)
        for g in [p.id for p in playable()]
        for p in (False, True)
    ],
)
def test_a_larger_text_keeps_every_part_of_a_lesson(headless_app, game, person_step):
    found = _compare(headless_app, lambda app: _open_lesson(app, game, person_step), _lesson_parts)
    assert not found, "\n".join(found)


def _lesson_parts(app: Any) -> Drawn:
    """A lesson's table as `table_parts` sees it, less the scoreboard's legend (the columns explained): at 150 %
    the panel grown up the log's column keeps every seat's row in view above it and takes the legend's room
    (`TableScene.score_place`; tests/test_tutorial.py checks the rows), so its words are not counted at any
    size. The rows, the figures and everything else are."""
    drawn = table_parts(app)
    board = app.scene.decl.scoreboard(app.scene.shown_view())
    if board is not None:
        legend = " ".join(f"{c.title}: {c.legend}" for c in board.columns if c.legend)
        drawn.words -= set(legend.split())
    return drawn


@pytest.mark.parametrize(
    "played",
    range(len(load_guide("wolf").steps) + 1),
)
def test_a_larger_text_keeps_the_wolf_lessons_picture_on_every_step(headless_app, played: int):
    """The Wolf lesson's panel stands under the hero cards, about 360 px of a 720 px window: at 150 % its
    picture gave way to a child's big letters (96 px at 100 %, 70 at 150 %, none at 2560x1440 in Russian).
    On every step it keeps its size: the letters go down no further than their 100 % size, and the picture
    stands beside the title when the letters would go down under it."""
    from test_tutorial import _open

    def open_it(app: Any) -> None:
        _open(app, "wolf", played_steps=played)
        app.render()

    found = _compare(headless_app, open_it, table_parts)
    assert not found, "\n".join(found)


def test_a_larger_text_keeps_the_wolfs_task_card_and_pile_with_reading_aloud_on(headless_app):
    """The Wolf's task card with reading aloud on ("Read again" and the reading's line on it) and the task
    cards' pile: at 150 % and 1280x720 the card's picture shrank from 131 px to 103 and the pile from 58 px
    to 34 (the probe saw neither: the pile is a picture of the Wolf's own book, the card a kept layer); in
    Russian at 1280x720 the card's note was cut short ("Волк сделает 2 лишних…")."""
    from woods_desktop.app import speech

    seen: list[set[str]] = []

    def open_it(app: Any) -> None:
        app.settings.read_aloud = True
        app.sync_speech()
        _open_position(app, "wolf", "task")
        assert speech.SPEECH.wait_idle(3)  # read: every size shows the card as it stands after the reading
        app.step(0.0)  # the table sees the reading's new state and redraws the card
        app.render()
        assert app.scene.zone("task").voice is not None, "reading aloud is on: the card shows it"

    def measure(app: Any) -> Drawn:
        drawn = table_parts(app)
        seen.append({name.split("#")[0] for name in drawn.parts})
        return drawn

    try:
        found = _compare(headless_app, open_it, measure, [*WINDOWS, ((1280, 720), "ru")])
    finally:
        speech.SPEECH.enabled = False
    for names in seen:  # the probe sees both: the day it does not, this test says so rather than pass
        assert "picture:wolf/balloons" in names and any(n.startswith("picture:wolf/task-") for n in names), names
    assert not found, "\n".join(found)


SMALLER = "a text steps down the type scale (18 px, then 14 at 125 %: 17 px) below its size at 100 %"
SHELL_FAILING: dict[str, str] = {}
# turned by pages at a larger text (three missions a page, '‹ 1–3' / '4–6 ›'): test_layout.py opens each page
PAGED = ("whispering_campaign",)


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(reason=SHELL_FAILING[n], strict=True)) if n in SHELL_FAILING else n
        for n in SHELL + SETUPS + RULES + WITH_SAVES + MORE
        if n not in PAGED
    ],
)
def test_a_larger_text_keeps_every_part_of_a_shell_screen(headless_app, name):
    def open_it(app: Any) -> None:
        open_screen(app, name)
        app.render()

    found = _compare(headless_app, open_it, shell_parts)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("position", ["waiting", "give"])
def test_a_larger_text_keeps_the_wolfs_long_seat_names_and_log(headless_app, monkeypatch, position):
    """The Wolf's hero cards with the names a new game gives ("Computer 1 (normal)"), as a play-tester saw
    them at 150 %: the name went down to 12 px (16 at 100 % in Russian at 2560x1440, 14 in English at
    1280x720), and the game log under the cards kept one line of the three it shows at 100 %."""
    from woods_desktop.games.wolf import bench_table

    names = ("Computer 1 (normal)", "Computer 2 (normal)", "Computer 3 (normal)", "Компьютер 1 (обычный)")
    monkeypatch.setattr(bench_table, "DEMO_NAMES", names)
    made = bench_table.positions()[position]

    def open_it(app: Any) -> None:
        app.settings.animation_speed = 0.0
        app.push("wolf", **made(app, 1))
        app.step(0.0)
        app.render()

    found = _compare(headless_app, open_it, table_parts)
    assert not found, "\n".join(found)


def test_the_wolfs_log_scrolls_under_the_wheel_at_a_larger_text(headless_app, monkeypatch):
    """At 150 % the Wolf's log showed one line and the wheel over it seemed to do nothing: it scrolled, but
    the table showed its kept frame (the log's scroll was not part of what the frame shows). Through the
    app's event loop: the pointer over the log, the wheel back, and the log shows other lines."""
    from window_events import frame, move

    from woods_desktop.games.wolf import bench_table

    monkeypatch.setattr(
        bench_table, "DEMO_NAMES", ("Computer 1 (normal)", "Computer 2 (normal)", "Computer 3 (normal)", "Anna")
    )
    app = headless_app((1280, 720), "en", 1.5)
    app.settings.animation_speed = 0.0
    app.push("wolf", **bench_table.positions()["give"](app, 1))
    frame(app)
    log = app.scene.rects["log"]
    assert len(app.scene.log.list.lines) > 3, "the position has more lines than the log shows"
    move(app, log.center)
    before = pygame.image.tobytes(app.screen.subsurface(log), "RGB")
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    frame(app)
    assert app.scene.log.list.scroll == 2
    assert pygame.image.tobytes(app.screen.subsurface(log), "RGB") != before, "the wheel scrolled: the log shows it"


def test_a_larger_text_keeps_the_lost_missions_result_buttons(headless_app):
    """A lost Whispering mission's result over its table: five buttons in a row ("Look at the table", "Show
    how it could be won", the same shuffle, a new one, the menu). At 150 % two of them lost their icons and
    drew their words smaller than at 100 % (in Russian at 1280x720): now they take two rows."""
    from woods_desktop.app.session import GameSession, Seat
    from woods_desktop.core.outcome import Objective, Outcome
    from woods_desktop.games import definition
    from woods_desktop.games.whispering.missions import mission_config
    from woods_desktop.table.finished import FinishedGame
    from woods_desktop.table.port import LocalTablePort

    session = GameSession.start(definition("whispering"), mission_config(1, "Ann"), 11, [Seat("Ann", "human", 0)])

    def open_it(app: Any) -> None:
        lost = Outcome.solo(0, False, [Objective("menu.play", False), Objective("menu.quit", False)])
        port = LocalTablePort(session, None)
        game = FinishedGame(session.definition, port.config(), port.seats(), lost, print, print, print)
        app.push("result", game=game, on_table=True)
        app.render()

    windows = [((1280, 720), "ru"), ((2560, 1440), "ru"), ((1280, 720), "en")]
    found = _compare(headless_app, open_it, shell_parts, windows)
    assert not found, "\n".join(found)


def test_a_larger_text_keeps_the_solo_missions_banner_size(headless_app):
    """Whispering's solo banner ("Уровень 1 · очки 0 из 60 · осталось 12 ходов") went down to 12 px at 150 %
    on its one line (36 at 100 % at 2560x1440): it wraps now and keeps its size. (Asked on their own while the
    position as a whole was marked for its log; the whole position passes now, and this names the banner.)"""
    found = _compare(headless_app, lambda app: _open_position(app, "whispering", "solo"), table_parts)
    smaller = [f for f in found if ("smaller than at 100 %" in f or "cut short" in f) and not _badges_only(f)]
    assert not smaller, "\n".join(smaller)


def _badges_only(found: str) -> bool:
    """A line about smaller texts that are all numbers: the points printed on the forest's tiles, which follow
    the tiles' size (the position's own test, above, names that)."""
    if "texts drawn smaller" not in found:
        return False
    texts = re.findall(r"'([^']*)' \d+ px", found)
    return bool(texts) and all(t.isdigit() for t in texts)
