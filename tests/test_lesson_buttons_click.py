"""The lesson panel's buttons answer a mouse click sent as a window sends it (issue 34): at the last step
"Play a real game" opens the game's setup and "Back to the menu" the menu; during the lesson "Skip the
lesson" opens the setup, in all four games and both languages. The panel used to make its buttons anew
on every event, so the press was forgotten before its release and no click ever did anything."""

from __future__ import annotations

import pytest
from window_events import click, frame

from woods_desktop.data.guide import load_guide

GAMES = ["wolf", "woodlanders", "whispering", "voice"]


@pytest.fixture
def app(headless_app):
    a = headless_app((1280, 720), "en")
    yield a
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def _open(app, game: str, finished: bool):
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.launch import open_session

    session = GuidedSession.begin(game, app.t, fresh=True)
    steps = load_guide(game).steps if finished else []
    for step in steps:
        for data in step.scripted():
            session.go_on()  # a step that explains the computers' moves waits for its Next
            assert session.apply(session.definition.decode_action(data)) is None
    session.go_on()
    assert session.finished is finished
    open_session(app, session)
    frame(app)
    return app.scene


def _button(scene, key: str):
    [button] = [b for b in scene.guiding.buttons if b.text == scene.app.t(key)]
    return button


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_play_a_real_game_opens_the_setup(app, game: str, lang: str) -> None:
    app.set_language(lang) if lang != "en" else None
    scene = _open(app, game, finished=True)
    click(app, _button(scene, "guide.play_real").rect.center)
    assert [s.name for s in app.stack] == ["menu", "setup"]
    assert app.scene.definition.id == game


@pytest.mark.parametrize("game", GAMES)
def test_back_to_the_menu_goes_to_the_menu(app, game: str) -> None:
    scene = _open(app, game, finished=True)
    click(app, _button(scene, "guide.leave").rect.center)
    assert [s.name for s in app.stack] == ["menu"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_skip_the_lesson_opens_the_setup(app, game: str, lang: str) -> None:
    app.set_language(lang) if lang != "en" else None
    scene = _open(app, game, finished=False)
    click(app, _button(scene, "guide.skip").rect.center)
    assert [s.name for s in app.stack] == ["menu", "setup"]
    assert app.scene.definition.id == game


def test_skip_the_lesson_stays_in_one_place_whether_next_is_shown_or_not(app):
    """Skip the lesson filled the panel's foot while a step waited for a move and took its right half when Next
    came: a click aimed at it landed in the gap between them. It keeps one place on every step."""
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.launch import open_session

    steps = load_guide("voice").steps
    places, with_next = set(), set()
    for played in range(len(steps)):
        for read in (False, True):
            session = GuidedSession.begin("voice", app.t, fresh=True)
            for step in steps[:played]:
                session.go_on()
                for data in step.scripted():
                    session.apply(session.definition.decode_action(data))
            if read:
                session.go_on()
            open_session(app, session)
            frame(app)
            with_next.add(any(b.text == app.t("guide.next") for b in app.scene.guiding.buttons))
            places.add(tuple(_button(app.scene, "guide.skip").rect))
    assert with_next == {True, False}, "steps with and without Next"
    assert len(places) == 1, places
