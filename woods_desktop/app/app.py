"""The window, the scene stack and the event-driven main loop.

The loop redraws only when a scene is dirty or animating; otherwise it polls
events at a low rate, so an idle window costs almost no CPU (DESIGN section 7:
`pygame.event.wait` busy-sleeps in pygame-ce, so it is not used).
"""

from __future__ import annotations

import math
import os
import time
import warnings
from typing import Any

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.fonts import Fonts
from woods_desktop.app.images import Images
from woods_desktop.app.scene import Scene, scene_class
from woods_desktop.app.settings import Settings, load_settings, save_settings
from woods_desktop.app.sound import SoundPlayer
from woods_desktop.app.window import real_window_size
from woods_desktop.data.strings import Strings
from woods_desktop.saves.store import BrokenFile

BASE_W, BASE_H = 1280, 720
MIN_TEXT_PX = 12  # below this the smallest text (theme.TYPE_SMALL at 720p) is no longer readable
SAVE_WINDOW_AFTER_S = 0.5  # a moved or resized window is remembered once it has been still this long
ACTIVE_FPS = 60
IDLE_POLL_S = 1 / 30
BUSY_POLL_S = 1 / 100  # while a computer thinks on its thread: keep answering within a frame
TOAST_SECONDS = 4.0
WINDOW_WAIT_S = 0.5  # how long a window manager may take to carry out a change of size or fullscreen
WINDOW_POLL_S = 0.02
OFF_DISPLAY_SLACK = 64  # px a window may reach past the display's edge (a window manager's frame) unmoved


class Toast:
    def __init__(self, text: str, kind: str) -> None:
        self.text = text
        self.kind = kind  # "info" | "error" | "ok"
        self.born = time.monotonic()


class App:
    """Owns the window and everything scenes share: settings, text, fonts, sound."""

    def __init__(
        self, size: tuple[int, int] | None = None, headless: bool = False, settings: Settings | None = None
    ) -> None:
        self.headless = headless
        self.problems: list[tuple[str, BrokenFile]] = []
        # the window's size and place are remembered only for the player's own settings (not a probe's)
        self.remember_window = settings is None
        if settings is None:
            settings, broken = load_settings()
            if broken is not None:
                self.problems.append(("store.broken_settings", broken))
        self.settings = settings
        self.strings = Strings(settings.lang)
        self.fonts = Fonts()
        self.images = Images()
        self.sound = SoundPlayer()
        self.sound.volume, self.sound.muted = settings.volume, settings.muted
        self.stack: list[Scene] = []
        self.toasts: list[Toast] = []
        self._drawn_toasts: tuple[int, ...] = ()
        self.running = True
        self.services: dict[str, Any] = {}  # shared, lazily built helpers (e.g. dictionary)
        pygame.display.init()
        pygame.font.init()
        self.window_changed_at: float | None = None  # when the window was last moved or resized by the user
        self._covering = False  # fullscreen done by a borderless window over the display (no window manager)
        self.screen = pygame.Surface((1, 1))
        self.screen = self._make_window(size or settings.window_size)
        if settings.fullscreen and not headless and not self._fullscreen(True):
            settings.fullscreen = False  # kept as it really came out, and the player told
            if self.remember_window:
                save_settings(settings)
            self.toast(self.t("settings.no_fullscreen"))
        self.frame_count = 0
        for _key, broken in list(self.problems):
            notices.post(self, notices.broken_settings(self, broken))  # stays until read, as a broken save does
        self.problems = []

    # window ------------------------------------------------------------------
    def _make_window(self, size: tuple[int, int]) -> pygame.Surface:
        """The window at `size` (within the display), at its remembered place, no smaller than readable."""
        if self.headless:
            return pygame.Surface(size)
        pygame.display.set_caption(self.strings.t("app.title"))
        display = self.display_size()
        if display is not None:
            size = (min(size[0], display[0]), min(size[1], display[1]))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        window = self.window()
        if window is not None:
            window.minimum_size = self.min_window_size()
            pos = self.settings.window_pos
            if pos is not None and self._on_a_display(pos, size):
                window.position = pos
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
        old = self.screen.get_size()
        real = real_window_size()
        sw, sh = surface.get_size()
        w, h = max(1, min(real[0], sw)), max(1, min(real[1], sh))
        self.screen = surface if (w, h) == (sw, sh) else surface.subsurface((0, 0, w, h))
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

    def _on_a_display(self, pos: tuple[int, int], size: tuple[int, int]) -> bool:
        """Whether a window at `pos` would show its title bar on some display (a display may be gone)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return False
        total_w = sum(w for w, _ in sizes)
        max_h = max((h for _, h in sizes), default=0)
        return -size[0] // 2 < pos[0] < total_w - 64 and 0 <= pos[1] < max_h - 64

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
        if self.settings.window_pos is not None and self._on_a_display(
            self.settings.window_pos, self.settings.window_size
        ):
            window.position = self.settings.window_pos
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

    def relayout(self) -> None:
        self.fonts.clear()
        self.images.clear()
        for scene in self.stack:
            scene.layout()
            scene.dirty = True

    # language ------------------------------------------------------------------
    def t(self, key: str, /, **params: Any) -> str:
        return self.strings.t(key, **params)

    def set_language(self, lang: str) -> None:
        self.settings.lang = lang
        self.strings = Strings(lang)
        save_settings(self.settings)
        if not self.headless:
            pygame.display.set_caption(self.strings.t("app.title"))
        self.relayout()

    # scenes ----------------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _make(self, name: str, kwargs: dict[str, Any], /) -> Scene:
        scene = scene_class(name)(self)
        scene.enter(**kwargs)
        scene.dirty = True
        return scene

    def push(self, name: str, /, **kwargs: Any) -> Scene:
        scene = self._make(name, kwargs)
        self.stack.append(scene)
        return scene

    def replace(self, name: str, /, **kwargs: Any) -> Scene:
        if self.stack:
            self.stack.pop().exit()
        return self.push(name, **kwargs)

    def reset_to(self, name: str, /, **kwargs: Any) -> Scene:
        while self.stack:
            self.stack.pop().exit()
        return self.push(name, **kwargs)

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].on_resume()

    def quit(self) -> None:
        self.running = False

    # toasts ------------------------------------------------------------------------
    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.append(Toast(text, kind))
        self.toasts = self.toasts[-3:]
        if kind == "error":
            self.sound.play("error")

    def _live_toasts(self) -> list[Toast]:
        now = time.monotonic()
        self.toasts = [t for t in self.toasts if now - t.born < TOAST_SECONDS]
        return self.toasts

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        anchor = getattr(self.scene, "toast_anchor", None)
        x, y = anchor() if anchor is not None else (self.size[0] // 2, self.size[1] - self.px(24))
        for toast in reversed(self._live_toasts()):
            colour = {"error": theme.BERRY, "ok": theme.MOSS}.get(toast.kind, theme.SKY)
            text = self.fonts.render(toast.text, self.px(theme.TYPE_BODY), theme.WHITE)
            pad = self.px(12)
            rect = pygame.Rect(
                0, 0, min(text.get_width() + 2 * pad, self.size[0] - 2 * pad), text.get_height() + 2 * pad
            )
            rect.midbottom = (x, y)
            rect.clamp_ip(surface.get_rect())
            shadow = rect.move(0, self.px(3))
            pygame.draw.rect(surface, (10, 20, 15), shadow, border_radius=self.px(theme.RADIUS))
            pygame.draw.rect(surface, colour, rect, border_radius=self.px(theme.RADIUS))
            surface.blit(text, text.get_rect(center=rect.center))
            y = rect.top - self.px(8)

    # frame ---------------------------------------------------------------------------
    def visible_scenes(self) -> list[Scene]:
        """The top opaque scene and the overlays above it: the only scenes a frame draws."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start) :]

    def render(self) -> pygame.Surface:
        for scene in self.visible_scenes():
            scene.draw(self.screen)
            scene.dirty = False
        self._drawn_toasts = tuple(id(t) for t in self._live_toasts())
        if self.toasts:
            self._draw_toasts(self.screen)
        self.frame_count += 1
        return self.screen

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWMOVED:
            self.window_changed_at = time.monotonic()
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self.resize_to(
                (
                    getattr(event, "x", 0) or getattr(event, "w", 0) or self.size[0],
                    getattr(event, "y", 0) or getattr(event, "h", 0) or self.size[1],
                )
            )
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED):
            if self.scene:
                self.scene.dirty = True
            return
        if self.scene is not None:
            scene = self.scene
            scene.handle(event)
            # a scene that tracks its own hover redraws on motion only when something changed
            if self.scene is not None and not (event.type == pygame.MOUSEMOTION and scene.manages_hover):
                self.scene.dirty = True

    def step(self, dt: float) -> bool:
        """Update the top scene; returns True when a redraw is needed."""
        scene = self.scene
        if scene is None:
            return False
        animating = scene.update(dt)
        toasts_changed = tuple(id(t) for t in self._live_toasts()) != self._drawn_toasts
        # scenes under an opaque one are never drawn: their dirty flag must not cost frames
        return animating or toasts_changed or any(s.dirty for s in self.visible_scenes())

    def run(self, first_scene: str = "menu", **kwargs: Any) -> None:
        self.push(first_scene, **kwargs)
        clock = pygame.time.Clock()
        self.render()
        pygame.display.flip()
        self.sound.start()
        last = time.monotonic()
        while self.running and self.stack:
            events = pygame.event.get()
            for event in events:
                self.dispatch(event)
                if not self.running or not self.stack:
                    break
            if not self.running or not self.stack:
                break
            now = time.monotonic()
            dt, last = min(0.1, now - last), now
            if self.window_changed_at is not None and now - self.window_changed_at > SAVE_WINDOW_AFTER_S:
                self._remember_window()
            if self.step(dt):
                self.render()
                pygame.display.flip()
                clock.tick(ACTIVE_FPS)
            elif not events:
                busy = self.scene is not None and self.scene.busy()
                time.sleep(BUSY_POLL_S if busy else IDLE_POLL_S)
        self._remember_window()
        for scene in reversed(self.stack):
            scene.exit()
        self.stack.clear()


def configure_sdl() -> None:
    """Environment for SDL before pygame starts (DESIGN section 7)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Software framebuffer: far less memory and faster flips than llvmpipe GL.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
