"""The App's window: its size and place (remembered), fullscreen, and the scale every scene draws at.

Scenes are laid out at 1280x720 design pixels (`px`, `scale`) and the window may be anything from
the smallest size at which text is still readable to 4K. The window manager may answer a change
of size or fullscreen late, differently or not at all, so every change is waited for (briefly) and
kept as it really came out, not as asked (DESIGN section 5).
"""

from __future__ import annotations

import math
import time
import warnings
from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.settings import Settings, save_settings
from woods_desktop.app.window import fit_on_display, real_window_size
from woods_desktop.data.assets import asset_path
from woods_desktop.data.strings import Strings

BASE_W, BASE_H = 1280, 720
MIN_TEXT_PX = 12  # below this the smallest text (theme.TYPE_SMALL at 720p) is no longer readable
WINDOW_WAIT_S = 0.5  # how long a window manager may take to carry out a change of size or fullscreen
WINDOW_POLL_S = 0.02
OFF_DISPLAY_SLACK = 64  # px a window may reach past the display's edge (a window manager's frame) unmoved
FILL_SLACK = (16, 64)  # px: a window this close to the display's width or height is opened maximised


class AppWindow:
    """The window half of `App` (a mixin: `App` sets these attributes up in its `__init__`)."""

    headless: bool
    remember_window: bool  # the window's size and place are remembered only for the player's own settings
    settings: Settings
    strings: Strings
    screen: pygame.Surface
    window_changed_at: float | None  # when the window was last moved or resized by the user
    _covering: bool  # fullscreen done by a borderless window over the display (no window manager)
    _synced_size: tuple[int, int] | None = None  # the window's size as last laid out for
    relayout: Callable[[], None]
    toast: Callable[..., None]
    t: Callable[..., str]

    def _make_window(self, size: tuple[int, int]) -> pygame.Surface:
        """The window at `size` (within the display), at its remembered place, no smaller than readable."""
        if self.headless:
            return pygame.Surface(size)
        pygame.display.set_caption(self.strings.t("app.title"))
        _set_window_icon()
        display = self.display_size()
        if display is not None:
            size = (min(size[0], display[0]), min(size[1], display[1]))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        window = self.window()
        if window is not None:
            window.minimum_size = self.min_window_size()
            self._place_remembered(window, size)
            if display is not None and not self.settings.fullscreen and fills(size, display):
                window.maximize()  # the window manager fits it, its title bar and panels with it (1280x720 on a
                # 1280x720 screen had its bottom 20 px under the screen's edge); without one nothing changes
        self._sync_screen()
        if not self.settings.fullscreen and self.size != self.settings.window_size and self.remember_window:
            self.settings.window_size = self.size  # the size the system gave, not the one asked for
            save_settings(self.settings)
        return self.screen

    def _sync_screen(self) -> bool:
        """Lay out for the size the window really has on the screen (asked of the display server: SDL
        reports what it asked for, which a system without a window manager never grants). Drawing
        then goes to the part of SDL's surface that is shown. True when the size changed."""
        surface = pygame.display.get_surface()
        if self.headless or surface is None:
            return False
        # SDL resizes the window's own surface in place: the screen may have the new size already, so the
        # change is measured against the size last laid out for (a maximise was never laid out for)
        old = self._synced_size
        real = real_window_size()
        sw, sh = surface.get_size()
        w, h = max(1, min(real[0], sw)), max(1, min(real[1], sh))
        self.screen = surface if (w, h) == (sw, sh) else surface.subsurface((0, 0, w, h))
        self._synced_size = (w, h)
        return (w, h) != old

    def _wait_for_size(self, size: tuple[int, int]) -> bool:
        """Give a window manager a moment to carry out a change of size; True when the window has
        `size` now. Without a window manager nothing answers, so the wait is short and bounded."""
        deadline = time.monotonic() + WINDOW_WAIT_S
        while True:
            pygame.event.pump()
            self._sync_screen()
            if real_window_size() == size or time.monotonic() >= deadline:
                return real_window_size() == size
            time.sleep(WINDOW_POLL_S)

    def window(self) -> pygame.Window | None:
        """The real window (None when drawing off-screen)."""
        if self.headless or pygame.display.get_surface() is None:
            return None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def display_rect(self) -> pygame.Rect | None:
        """Where the display the window is on lies on the desktop (displays side by side, left to
        right); None when drawing off-screen."""
        if self.headless:
            return None
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        if not sizes:
            return None
        window = self.window()
        if window is None or len(sizes) == 1:
            return pygame.Rect((0, 0), sizes[0])
        centre = window.position[0] + window.size[0] // 2
        left = 0
        for w, h in sizes:
            if centre < left + w:
                return pygame.Rect(left, 0, w, h)
            left += w
        return pygame.Rect(left - sizes[-1][0], 0, *sizes[-1])

    def display_size(self) -> tuple[int, int] | None:
        """The desktop size of the display the window is on; None when drawing off-screen."""
        rect = self.display_rect()
        return None if rect is None else (rect.w, rect.h)

    def _place_remembered(self, window: pygame.Window, size: tuple[int, int]) -> None:
        """The window at its remembered place, moved onto the display so all of it shows (the display may
        be smaller, gone, or without the window manager that kept the window on it)."""
        pos = self.settings.window_pos
        if pos is None:
            return
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            return
        fitted = fit_on_display(pos, size, desktops)
        if fitted is not None:
            window.position = fitted

    def _keep_on_display(self, window: pygame.Window) -> None:
        """Move a window that has grown far past the display's edge back onto it. A window manager
        keeps its windows on screen itself (a frame's width over the edge is its business); without
        one the window would hang off the screen."""
        rect = self.display_rect()
        if rect is None:
            return
        x, y = window.position
        w, h = window.size
        nx = max(rect.x, min(x, rect.right - w))
        ny = max(rect.y, min(y, rect.bottom - h))
        if abs(nx - x) > OFF_DISPLAY_SLACK or abs(ny - y) > OFF_DISPLAY_SLACK:
            window.position = (nx, ny)

    def min_window_size(self) -> tuple[int, int]:
        """The smallest window whose smallest text is still MIN_TEXT_PX high (within the display)."""
        ratio = MIN_TEXT_PX / theme.TYPE_SMALL
        w, h = math.ceil(BASE_W * ratio), math.ceil(BASE_H * ratio)
        display = self.display_size()
        if display is not None:
            w, h = min(w, display[0]), min(h, display[1])
        return (w, h)

    def _fullscreen(self, on: bool) -> bool:
        """Fullscreen at the display's own resolution on the display the window is on; back to the
        size and place it had. Returns whether the window really is fullscreen now.

        Fullscreen is asked of the window manager; where none answers (a kiosk, a bare X session) a
        borderless window covering the display does the same, and where that fails too the window
        stays as it was."""
        window = self.window()
        if window is None:
            return on
        if not on:
            if self._covering:
                window.borderless = False
                self._covering = False
            window.set_windowed()
            self._restore_windowed(window)
            return False
        display = self.display_rect()
        target = display.size if display is not None else None
        window.set_fullscreen(desktop=True)
        if target is None or self._wait_for_size(target):
            return True
        window.set_windowed()
        window.borderless = True
        window.position = display.topleft if display is not None else (0, 0)
        window.size = target
        if self._wait_for_size(target):
            self._covering = True
            return True
        window.borderless = False
        self._restore_windowed(window)
        return False

    def _restore_windowed(self, window: pygame.Window) -> None:
        """The windowed size and place the player had."""
        window.size = self.settings.window_size
        self._place_remembered(window, self.settings.window_size)
        self._wait_for_size(self.settings.window_size)

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on or off, then kept as it really came out: where the system cannot go
        fullscreen the setting stays off and the player is told why nothing happened."""
        self._remember_window()
        self.settings.fullscreen = self._fullscreen(on)
        save_settings(self.settings)
        if on and not self.settings.fullscreen:
            self.toast(self.t("settings.no_fullscreen"))
        self.relayout()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """A window size from the settings; the size the window really gets is the one laid out for
        and kept (a window manager may give another)."""
        self.settings.window_size = size
        window = self.window()
        if window is not None and not self.settings.fullscreen:
            window.restore()  # a maximised window keeps its size whatever is asked (the arrow did nothing)
            window.size = size
            self._wait_for_size(size)
            self._keep_on_display(window)
            self.settings.window_size = self.size
        elif self.headless:
            self.screen = pygame.Surface(size)
        save_settings(self.settings)
        self.relayout()

    def resize_to(self, size: tuple[int, int]) -> None:
        """A window resized by the user, the system or a test: laid out again for the size it really
        has (a resize event may only repeat what SDL asked for)."""
        if self.headless:
            self.screen = pygame.Surface((max(320, size[0]), max(240, size[1])))
        else:
            self.window_changed_at = time.monotonic()
            if not self._sync_screen():
                return
        self.relayout()

    def settle_window(self) -> None:
        """Each pass of the loop while the window was lately moved or resized: its real size is asked again, and
        the layout follows it. A window manager may carry out a maximise after the event that announced it (the
        display server still gave the old size then), and no later event comes: the menu stayed laid out for
        1280x720 in a 2560x1440 window until another screen was opened."""
        if self.window_changed_at is not None and self._sync_screen():
            self.relayout()

    def _remember_window(self) -> None:
        """Keep the windowed size and place in the settings (not while fullscreen: those are the display's)."""
        window = self.window()
        self.window_changed_at = None
        if window is None or self.settings.fullscreen or not self.remember_window:
            return
        size, pos = self.size, tuple(window.position)
        if size != self.settings.window_size or pos != self.settings.window_pos:
            self.settings.window_size = (int(size[0]), int(size[1]))
            self.settings.window_pos = (int(pos[0]), int(pos[1]))
            save_settings(self.settings)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        w, h = self.size
        return min(w / BASE_W, h / BASE_H)

    def px(self, v: float) -> int:
        """A 720p design size in real pixels for this window."""
        return max(1, round(v * self.scale))


def fills(size: tuple[int, int], display: tuple[int, int]) -> bool:
    """A window as large as the display, or within a title bar and a panel of it: no room for them around it."""
    return size[0] >= display[0] - FILL_SLACK[0] or size[1] >= display[1] - FILL_SLACK[1]


def _set_window_icon() -> None:
    """The program's own icon in the task bar and title bar. Given before the window opens, it also spares
    SDL loading pygame's default icon through importlib.resources (2 ms of the first frame)."""
    try:
        pygame.display.set_icon(pygame.image.load_sized_svg(str(asset_path("images", "app-icon.svg")), (64, 64)))
    except (OSError, pygame.error):
        pass  # a missing or broken icon leaves pygame's: the window still opens
