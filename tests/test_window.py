"""The window: sizes that fit the display, a readable minimum, F11 and back, remembered across restarts.

These open a real SDL window on the dummy video driver (not an off-screen surface).
"""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import app_window, theme
from woods_desktop.app.app import MIN_TEXT_PX, App
from woods_desktop.app.settings import WINDOW_SIZES, fitting_sizes, load_settings
from woods_desktop.scenes import register_lazy
from woods_desktop.ui.chrome import design_rect


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


def _full_hd(monkeypatch):
    monkeypatch.setattr(app_window.pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])


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
    monkeypatch.setattr(app, "display_size", lambda: (1920, 1080))
    scene = app.push("settings")
    [choice] = [w for key, w in scene.rows if key == "settings.window_size"]
    assert choice.options == [(1280, 720), (1600, 900)]  # 1920x1080 fills the display: the window maximised


def test_a_size_that_fills_the_display_is_no_choice(headless_app, monkeypatch):
    """On a 1280x720 screen the window opens maximised (1280x701 under a title bar); Settings offered 1280x720
    beside it, which the window manager cannot give (its bottom went under the screen's edge) and which
    seemed to do nothing. Now the size the window has is the one choice, both arrows dimmed."""
    app = headless_app()
    monkeypatch.setattr(app, "display_size", lambda: (1280, 720))
    app.settings.window_size = (1280, 701)
    scene = app.push("settings")
    [choice] = [w for key, w in scene.rows if key == "settings.window_size"]
    assert choice.options == [(1280, 701)]


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


def test_f11_goes_fullscreen_at_the_display_size_and_back_to_the_same_size_and_place(window_app, monkeypatch):
    _full_hd(monkeypatch)  # the dummy display (1024x768) is smaller than these windows
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


def test_the_window_remembers_size_place_and_fullscreen_across_restarts(window_app, monkeypatch):
    _full_hd(monkeypatch)  # the dummy display (1024x768) is smaller than these windows
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


# What the window really has: a display server that does not do what SDL asked ---------------------------------


class _Server:
    """The display server as a test sees it: SDL passes every request on and then reports what it
    asked for, while the window on the screen changes only as this server allows.

    `fullscreen=False` is a server with no window manager (a kiosk, a bare X session): a fullscreen
    request goes nowhere, yet SDL reports the display's size. `resize=False` also refuses the plain
    size and place changes that stand in for fullscreen there. `cap` is the largest window it gives."""

    def __init__(self, monkeypatch, fullscreen=True, resize=True, cap=None):
        self.fullscreen_works, self.resize_works, self.cap = fullscreen, resize, cap
        self.fullscreen = False  # SDL was asked for fullscreen and believes it has it
        self.shown = None  # the size on the screen while SDL's own figure is not the real one
        server = self
        real_window = App.window

        class Window:
            def __init__(self, window):
                object.__setattr__(self, "_window", window)

            def __getattr__(self, name):
                return getattr(self._window, name)

            def __setattr__(self, name, value):
                if name == "size" and not server.resize_works and server.shown is None:
                    server.shown = server.size()
                setattr(self._window, name, value)

            def set_fullscreen(self, desktop=False):
                if not server.fullscreen_works and server.shown is None:
                    server.shown = server.size()
                server.fullscreen = True
                self._window.set_fullscreen(desktop=desktop)

            def set_windowed(self):
                server.fullscreen = False
                self._window.set_windowed()
                if server.resize_works:
                    server.shown = None

        monkeypatch.setattr(App, "window", lambda app: None if (w := real_window(app)) is None else Window(w))
        monkeypatch.setattr(app_window, "real_window_size", self.size)  # where the window asks it

    def size(self):
        if self.shown is not None:
            return self.shown
        w, h = pygame.display.get_window_size()
        if self.cap is not None:
            w, h = min(w, self.cap[0]), min(h, self.cap[1])
        return (w, h)


def _saved():
    saved, _ = load_settings()
    return saved


def _f11(app):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    _pump(app)


def test_without_a_window_manager_f11_covers_the_display_and_lays_out_for_it(window_app, monkeypatch):
    app = window_app()
    windowed = app.size
    server = _Server(monkeypatch, fullscreen=False)
    _f11(app)
    assert server.size() == app.display_size() == app.size  # the window really covers the display
    assert app.settings.fullscreen and _saved().fullscreen
    _f11(app)
    assert server.size() == app.size == windowed and not _saved().fullscreen


def test_fullscreen_that_does_not_happen_is_not_kept_and_the_player_is_told(window_app, monkeypatch):
    app = window_app()
    windowed = app.size
    server = _Server(monkeypatch, fullscreen=False, resize=False)
    _f11(app)
    assert server.size() == app.size == windowed  # laid out for the window there is, not for the display
    assert not app.settings.fullscreen and not _saved().fullscreen
    assert [t.text for t in app.toasts] == [app.t("settings.no_fullscreen")]
    scene = app.push("settings")
    [fullscreen] = [w for key, w in scene.rows if key == "settings.fullscreen"]
    assert fullscreen.value is False  # the row says what happened


def test_a_saved_fullscreen_that_cannot_happen_is_recorded_as_windowed(window_app, monkeypatch):
    app = window_app()
    windowed = app.size
    app.set_fullscreen(True)
    assert _saved().fullscreen
    pygame.display.quit()
    _Server(monkeypatch, fullscreen=False, resize=False)
    again = window_app()
    assert again.size == windowed and not again.settings.fullscreen and not _saved().fullscreen
    assert again.toasts and again.toasts[-1].text == again.t("settings.no_fullscreen")


def test_resize_events_that_repeat_sdls_own_figure_do_not_move_the_layout(window_app, monkeypatch):
    app = window_app()
    windowed = app.size
    _Server(monkeypatch, fullscreen=False, resize=False)
    app.window().set_fullscreen(desktop=True)  # SDL now reports the display's size, and says so in events
    assert pygame.display.get_window_size() == app.display_size() != windowed
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=768, size=(1024, 768)))
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=768))
    _pump(app)
    assert app.size == windowed


def test_the_window_size_setting_follows_the_size_the_window_really_got(window_app, monkeypatch):
    app = window_app()
    _Server(monkeypatch, cap=(1000, 600))  # e.g. a window manager that keeps windows within its work area
    scene = app.push("settings")
    app.set_window_size((1280, 720))
    assert app.size == (1000, 600) and _saved().window_size == (1000, 600)
    assert scene.panel == design_rect(app, 200, 104, 880, 500) and app.scale == min(1000 / 1280, 600 / 720)
    [size] = [w for key, w in scene.rows if key == "settings.window_size"]
    assert size.value == (1000, 600)


def test_a_window_made_at_another_size_than_asked_is_laid_out_and_kept_at_that_size(window_app, monkeypatch):
    set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda size, flags=0: set_mode((1024, 650), flags))
    app = window_app()  # asks for 1280x720 within the 1024x768 dummy display
    assert app.size == (1024, 650) and _saved().window_size == (1024, 650)


def test_a_maximise_is_laid_out_though_sdl_resized_the_screen_in_place(window_app):
    """A play-tester maximised the window under openbox: the menu stayed laid out for 1280x720 in the 2560x1440
    window (its names cut, the rest empty) until another screen was opened. SDL resizes the window's surface in
    place, so the screen already had the new size when the resize event asked whether it changed."""
    app = window_app()
    app.set_window_size((800, 600))
    before = app.scene.tiles[0].rect.copy()
    app.window().size = (1024, 768)  # the window manager's maximise: SDL's surface grows, and its events come
    _pump(app)
    assert app.size == (1024, 768)
    assert app.scene.tiles[0].rect != before, "the menu is laid out for the new size"
    assert app.scene.tiles[0].rect.w == design_rect(app, 0, 0, 288, 1).w, "at the new scale"


def test_a_maximise_the_window_manager_carries_out_after_its_event_is_laid_out(window_app, monkeypatch):
    """The resize event may come while the display server still gives the old size, and no later event comes:
    the loop asks the real size again while the window has lately changed."""
    app = window_app()
    app.set_window_size((800, 600))
    real = [(800, 600)]
    monkeypatch.setattr(app_window, "real_window_size", lambda: real[0])
    before = app.scene.tiles[0].rect.copy()
    app.window().size = (1024, 768)
    _pump(app)
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=768))
    assert app.size == (800, 600)  # the server still says the old size
    real[0] = (1024, 768)  # the window manager has done it; no event says so
    app.settle_window()  # the loop's next pass
    assert app.size == (1024, 768)
    assert app.scene.tiles[0].rect != before, "the menu is laid out for the new size"


def test_a_window_as_large_as_the_display_opens_maximised(monkeypatch):
    """1280x720 on a 1280x720 screen: the window manager's title bar pushed the window's bottom 20 px under the
    screen's edge (the prompt's second line, the tops of a hand's cards). A window that leaves no room for a title
    bar and a panel opens maximised, so the window manager fits it; a smaller one keeps its size."""
    asked = []
    real_window = App.window

    class Window:  # the real window, its maximise noted (the dummy driver has no window manager to carry it out)
        def __init__(self, window):
            object.__setattr__(self, "_window", window)

        def __getattr__(self, name):
            return getattr(self._window, name)

        def __setattr__(self, name, value):
            setattr(self._window, name, value)

        def maximize(self):
            asked.append(self._window.size)

    monkeypatch.setattr(App, "window", lambda app: None if (w := real_window(app)) is None else Window(w))
    register_lazy()
    for size, maximised in (((1024, 740), True), ((800, 600), False)):
        asked.clear()
        app = App(size=size)  # the dummy display is 1024x768
        assert bool(asked) is maximised, (size, asked)
        while app.stack:
            app.stack.pop().exit()
        pygame.display.quit()


def test_a_run_in_another_language_titles_its_window_in_it(window_app):
    """`--lang ru` gave the screens Russian words and left the title bar in English ("Woods Desktop" over «Лесной
    стол»); the saved language stays as it was."""
    from woods_desktop.verbs.window import run_in_language

    app = window_app()
    saved = app.settings.lang
    run_in_language(app, "ru" if saved != "ru" else "en")
    assert pygame.display.get_caption()[0] == app.t("app.title") != ""
    assert app.strings.lang != saved and app.settings.lang == saved
