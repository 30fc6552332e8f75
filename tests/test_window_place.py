"""A remembered window place fits the display (issue 34): a window moved under a window manager and opened
again without one, or opened with a larger `--size` than the last run's, lies wholly on the display instead
of hanging off its bottom or right edge."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import app_window
from woods_desktop.app.app import App
from woods_desktop.app.settings import Settings, load_settings, save_settings
from woods_desktop.app.window import fit_on_display
from woods_desktop.scenes import register_lazy

FULL_HD = [(1920, 1080)]


def test_a_window_that_fits_stays_where_it_was() -> None:
    assert fit_on_display((100, 80), (1280, 720), FULL_HD) == (100, 80)
    assert fit_on_display((640, 360), (1280, 720), FULL_HD) == (640, 360)  # touching both edges


def test_a_window_past_the_bottom_or_right_edge_is_moved_back_on() -> None:
    assert fit_on_display((1500, 900), (1280, 720), FULL_HD) == (640, 360)
    assert fit_on_display((100, 900), (1280, 720), FULL_HD) == (100, 360)
    assert fit_on_display((-300, -50), (1280, 720), FULL_HD) == (0, 0)


def test_a_window_as_large_as_the_display_starts_at_its_corner() -> None:
    # reopened with --size 2560x1440 after a 1280x720 run placed at (100, 100)
    assert fit_on_display((100, 100), (2560, 1440), [(2560, 1440)]) == (0, 0)
    assert fit_on_display((100, 100), (3000, 2000), [(2560, 1440)]) == (0, 0)


def test_with_two_displays_the_window_fits_the_one_its_centre_is_over() -> None:
    two = [(1920, 1080), (1280, 1024)]
    assert fit_on_display((2000, 700), (1000, 600), two) == (2000, 424)  # on the second display
    assert fit_on_display((3000, 100), (1000, 600), two) == (2200, 100)  # past the second's right edge
    assert fit_on_display((5000, 100), (1000, 600), two) == (2200, 100)  # a display gone: the nearest
    assert fit_on_display((1500, 1000), (1000, 600), two) == (1920, 424)  # centre over the second


def test_no_display_known_places_nothing() -> None:
    assert fit_on_display((10, 10), (1280, 720), []) is None


@pytest.fixture
def launched(monkeypatch):
    """Opens the program's window (SDL's dummy driver, a real window) on a display of the given size, with
    the given remembered place, as `woods-desktop [--size WxH]` does."""
    made = []

    def launch(display, pos, saved_size=(1280, 720), size=None):
        save_settings(Settings(window_size=saved_size, window_pos=pos))
        monkeypatch.setattr(app_window.pygame.display, "get_desktop_sizes", lambda: [display])
        register_lazy()
        app = App(size=size)
        made.append(app)
        return app

    yield launch
    for app in made:
        while app.stack:
            app.stack.pop().exit()
    pygame.display.quit()


def test_reopened_without_a_window_manager_the_window_is_on_the_display(launched) -> None:
    app = launched((1920, 1080), (1500, 900))
    x, y = app.window().position
    w, h = app.window().size
    assert (x, y) == (640, 360) and x + w <= 1920 and y + h <= 1080


def test_reopened_with_a_larger_size_the_window_is_on_the_display(launched) -> None:
    app = launched((2560, 1440), (100, 100), size=(2560, 1440))
    assert tuple(app.window().position) == (0, 0)
    assert tuple(app.window().size) == (2560, 1440)
    saved, _ = load_settings()
    assert saved.window_size == (2560, 1440)
