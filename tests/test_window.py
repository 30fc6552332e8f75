"""The window: sizes that fit the display, a readable minimum, F11 and back, remembered across restarts.

These open a real SDL window on the dummy video driver (not an off-screen surface).
"""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import theme
from woods_desktop.app.app import MIN_TEXT_PX, App
from woods_desktop.app.settings import WINDOW_SIZES, fitting_sizes, load_settings
from woods_desktop.scenes import register_lazy


@pytest.fixture
def window_app():
    made = []

    def make():
        register_lazy()
        app = App()
        app.push("menu")
        made.append(app)
        return app

    yield make
    for app in made:
        while app.stack:
            app.stack.pop().exit()
    pygame.display.quit()


def _pump(app):
    for event in pygame.event.get():
        app.dispatch(event)


def test_only_sizes_that_fit_the_display_are_offered():
    assert fitting_sizes((1920, 1080)) == [s for s in WINDOW_SIZES if s[0] <= 1920 and s[1] <= 1080]
    assert (2560, 1440) not in fitting_sizes((1920, 1200))
    assert fitting_sizes((800, 600)) == [min(WINDOW_SIZES)]  # always one choice
    assert fitting_sizes(None) == list(WINDOW_SIZES)


def test_the_settings_screen_offers_the_fitting_sizes(headless_app, monkeypatch):
    app = headless_app()
    monkeypatch.setattr(app, "display_size", lambda: (1600, 900))
    scene = app.push("settings")
    [choice] = [w for key, w in scene.rows if key == "settings.window_size"]
    assert choice.options == [(1280, 720), (1600, 900)]


def test_the_minimum_window_keeps_the_smallest_text_readable(window_app, monkeypatch):
    app = window_app()
    assert tuple(app.window().minimum_size) == app.min_window_size()
    monkeypatch.setattr(app, "display_size", lambda: (3840, 2160))
    mw, mh = app.min_window_size()
    assert round(theme.TYPE_SMALL * min(mw / 1280, mh / 720)) >= MIN_TEXT_PX
    assert theme.TYPE_SMALL * min((mw - 2) / 1280, (mh - 2) / 720) < MIN_TEXT_PX  # and no larger than needed
    monkeypatch.setattr(app, "display_size", lambda: (1024, 600))
    assert app.min_window_size() == (1024, 600)  # never larger than the display
    window = app.window()
    window.size = (400, 300)  # resizing stops at the minimum
    assert tuple(window.size) == tuple(window.minimum_size)


def test_f11_goes_fullscreen_at_the_display_size_and_back_to_the_same_size_and_place(window_app):
    app = window_app()
    window = app.window()
    window.size, window.position = (1100, 650), (40, 60)
    _pump(app)
    app._remember_window()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert app.settings.fullscreen and app.size == app.display_size()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert not app.settings.fullscreen
    assert tuple(window.size) == (1100, 650) and tuple(window.position) == (40, 60)
    assert app.size == (1100, 650)


def test_the_window_remembers_size_place_and_fullscreen_across_restarts(window_app):
    app = window_app()
    window = app.window()
    window.size, window.position = (1180, 700), (30, 50)
    _pump(app)
    app._remember_window()
    app.set_fullscreen(True)
    saved, _ = load_settings()
    assert saved.window_size == (1180, 700) and saved.window_pos == (30, 50) and saved.fullscreen
    pygame.display.quit()
    again = window_app()
    assert again.settings.fullscreen and again.size == again.display_size()
    again.set_fullscreen(False)
    assert tuple(again.window().size) == (1180, 700) and tuple(again.window().position) == (30, 50)
