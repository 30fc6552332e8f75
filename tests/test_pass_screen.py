"""The pass screen: Esc opens the in-game menu (save and quit, rules...) over it, and nothing of the
next person's hand is drawn while that menu is up; Resume comes back to the pass screen."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import theme
from woods_desktop.games.woodlanders import bench_table


def _key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def _at_a_pass_screen(app):
    session = bench_table.session(["human", "human", "human", "human"], 5)
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    table = app.push("woodlanders", session=session)
    for _ in range(3):
        app.step(0.05)
        app.render()
    assert app.scene.name == "pass"
    return session, table


def test_esc_on_the_pass_screen_opens_the_game_menu_without_the_hand(headless_app):
    app = headless_app()
    session, table = _at_a_pass_screen(app)
    drawn = []
    real = table.draw
    table.draw = lambda surface: (drawn.append(1), real(surface))
    _key(app, pygame.K_ESCAPE)
    assert app.scene.name == "pause"
    assert [s.name for s in app.stack] == ["menu", "woodlanders", "pass", "pause"]
    app.step(0.05)
    app.render()
    assert drawn == [] and app.visible_scenes() == [app.scene]  # the table (with a hand) is not drawn
    assert table.flow.waiting_pass is not None  # nobody's hand was revealed
    _key(app, pygame.K_ESCAPE)  # Resume
    assert app.scene.name == "pass" and table.flow.waiting_pass is not None
    app.render()
    assert drawn == []


def test_save_and_quit_from_the_pass_screen_keeps_the_game(headless_app):
    app = headless_app()
    session, _ = _at_a_pass_screen(app)
    _key(app, pygame.K_ESCAPE)
    pause = app.scene
    pause._quit()  # "Save and quit": the game is saved after every action, the menu comes back
    assert [s.name for s in app.stack] == ["menu"]


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((2560, 1440), "ru")])
@pytest.mark.parametrize("text_size", [1.0, 1.25, 1.5])
def test_the_pass_screens_title_hint_and_button_stand_apart_at_every_text_size(headless_app, size, lang, text_size):
    """At 150 % and 1280x720 the hint's two lines rose into the title ("Click when you are ready" under the 'y'
    of "Player 2", the play-tester saw); each now stands under the one above, within the sheet."""
    app = headless_app(size, lang, text_size)
    scene = app.push("pass", name="Player 2")
    app.render()
    title_h = app.fonts.font(scene.title_px, "bold").get_height()
    hint_h = app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize() * len(scene.hint_lines)
    assert scene.title_y + title_h <= scene.hint_y
    assert scene.hint_y + hint_h <= scene.button.rect.y
    assert scene.panel.contains(scene.button.rect)
