"""The App: one window, the scenes open in it and what they share, and the event-driven main loop.

The loop redraws only when a scene is dirty or animating; otherwise it polls
events at a low rate, so an idle window costs almost no CPU (DESIGN section 7:
`pygame.event.wait` busy-sleeps in pygame-ce, so it is not used).

The window itself (size, place, fullscreen, scale) is in `app_window`, the scene stack in
`scene_stack`, the toasts in `toasts`; `App` joins them.
"""

from __future__ import annotations

import gc
import os
import time
from typing import Any

import pygame

from woods_desktop.app import notices, speech
from woods_desktop.app.app_window import (
    BASE_H,
    BASE_W,
    MIN_TEXT_PX,
    OFF_DISPLAY_SLACK,
    WINDOW_POLL_S,
    WINDOW_WAIT_S,
    AppWindow,
)
from woods_desktop.app.fonts import Fonts
from woods_desktop.app.images import Images, warm_step_all
from woods_desktop.app.scene import Scene
from woods_desktop.app.scene_stack import SceneStack
from woods_desktop.app.settings import Settings, load_settings, save_settings
from woods_desktop.app.sound import SoundPlayer
from woods_desktop.app.toasts import TOAST_SECONDS, TOASTS_SHOWN, Toast, draw_toasts, live_toasts
from woods_desktop.data.strings import Strings
from woods_desktop.saves.store import BrokenFile

__all__ = [
    "ACTIVE_FPS",
    "CHANGE_FPS",
    "BASE_H",
    "BASE_W",
    "BUSY_MAX_WAIT_S",
    "BUSY_POLL_S",
    "IDLE_POLL_S",
    "MIN_TEXT_PX",
    "OFF_DISPLAY_SLACK",
    "SAVE_WINDOW_AFTER_S",
    "STILL_AFTER_S",
    "STILL_POLL_S",
    "TOAST_SECONDS",
    "WINDOW_POLL_S",
    "WINDOW_WAIT_S",
    "App",
    "Toast",
    "configure_sdl",
    "first_frame_shown",
    "loop_wait",
]

SAVE_WINDOW_AFTER_S = 0.5  # a moved or resized window is remembered once it has been still this long
ACTIVE_FPS = 60
# a frame drawn for a one-off change (a move shown, a click answered) is not followed by the rest of a 60th of
# a second asleep, only by this much: the next event or computer's move is taken within a few milliseconds
CHANGE_FPS = 240
IDLE_POLL_S = 1 / 30
# once nothing has happened for STILL_AFTER_S, the loop looks for input less often: a person reading the
# table costs the machine less, and only the first event after the pause waits up to STILL_POLL_S
STILL_AFTER_S = 2.0
STILL_POLL_S = 1 / 15
WARM_MARGIN_S = 0.004  # of a frame's time, never given to drawing pictures ahead
BUSY_POLL_S = 1 / 100  # while a computer thinks on its thread: keep answering within a frame
# while the scene is busy (a computer's answer awaited, a hold closing by the clock) the loop never sleeps
# longer than one frame, however far off the scene's next wake is: a person's click is then handled within
# 16.7 ms whatever the computers do (issue 34: it slept up to IDLE_POLL_S, two frames)
BUSY_MAX_WAIT_S = 1 / ACTIVE_FPS
# a wait within a frame (the rest of an animation frame, a computer's answer awaited) looks for input this
# often and ends at the first event: a click is handled within a few ms of arriving, never a frame and the
# system's timer slack later (issue 34 measured 18.7 ms under load with one plain sleep per frame)
INPUT_LOOK_S = 1 / 200
# what ends such a wait: a person's clicks, keys, touches and closing the window (a pointer's motion waits
# for the frame, or a moving mouse would draw an animation at its own rate)
INPUT_EVENTS = (
    pygame.QUIT,
    pygame.WINDOWCLOSE,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.TEXTEDITING,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
    pygame.FINGERDOWN,
    pygame.FINGERUP,
)


def sleep_until_input(deadline: float, look: float = INPUT_LOOK_S) -> None:
    """Sleep until `deadline` (time.monotonic) or until a person's input is queued, whichever comes first."""
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or pygame.event.peek(INPUT_EVENTS):
            return
        time.sleep(min(look, left))


def first_frame_shown() -> None:
    """The first frame is on the screen: the cyclic garbage collector, off since the window's start-up began
    (`gc.disable()` before its imports: verbs/window.py `play`, probe.py), runs again. Start-up allocates tens
    of thousands of objects (modules, classes, strings, layouts), none of them garbage, yet every full
    collection walked them all: about a tenth of the first frame's cost (issue 34). What start-up made is set
    aside for good (`gc.freeze`), so later collections do not walk it either."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def loop_wait(busy: bool, ahead: float | None, still: bool) -> float:
    """How long the loop sleeps when nothing was drawn and no event came: within a frame while the scene is
    busy (sooner when it wakes sooner, never under BUSY_POLL_S), else the idle poll (slower once still)."""
    if busy:
        return BUSY_POLL_S if ahead is None else max(BUSY_POLL_S, min(BUSY_MAX_WAIT_S, ahead))
    return STILL_POLL_S if still else IDLE_POLL_S


class App(SceneStack, AppWindow):
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
        self.fonts.set_text_size(settings.text_size)
        self.images = Images()
        self.sound = SoundPlayer()
        self.sound.volume, self.sound.muted = settings.volume, settings.muted
        self.sync_speech()
        if not headless and settings.read_aloud:
            # the engine (5 MiB, a thread) starts only for a player who reads aloud: off by default, it starts
            # when Settings shows its row or the setting is turned on (issue 34)
            speech.SPEECH.available()
        self.stack: list[Scene] = []
        self.toasts: list[Toast] = []
        self._drawn_toasts: tuple[int, ...] = ()
        self.toast_rects: list[pygame.Rect] = []  # where the toasts stood in the last frame
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
        self._animating = False  # the last step's scene animates (frames then keep to ACTIVE_FPS)
        self.shown_region: pygame.Rect | None = None  # what the last frame sent to the screen (None: all)
        for _key, broken in list(self.problems):
            notices.post(self, notices.broken_settings(self, broken))  # stays until read, as a broken save does
        self.problems = []

    # language ------------------------------------------------------------------
    def t(self, key: str, /, **params: Any) -> str:
        return self.strings.t(key, **params)

    def set_language(self, lang: str) -> None:
        self.settings.lang = lang
        self.strings = Strings(lang)
        save_settings(self.settings)
        self.sync_speech()
        if not self.headless:
            pygame.display.set_caption(self.strings.t("app.title"))
        self.relayout()

    # text size -----------------------------------------------------------------
    def set_text_size(self, factor: float) -> None:
        """The player's text size (100 / 125 / 150 %): kept, and every open screen laid out again at once."""
        self.settings.text_size = factor
        self.fonts.set_text_size(factor)
        save_settings(self.settings)
        self.relayout()

    # reading aloud --------------------------------------------------------------
    def sync_speech(self) -> None:
        """The speech engine follows the settings: on or off, and the language the window speaks."""
        speech.SPEECH.enabled = bool(self.settings.read_aloud)
        speech.SPEECH.lang = self.strings.lang

    def read_aloud(self, text: str) -> None:
        """Speak `text` when reading aloud is on (a task card as it comes up); never blocks a frame."""
        self.sync_speech()
        speech.speak(text)

    def quit(self) -> None:
        self.running = False

    # toasts ------------------------------------------------------------------------
    def toast(self, text: str, kind: str = "info") -> None:
        """A message for a few seconds; the same one again while shown is shown once (three stacked over the cards)."""
        self.toasts = [t for t in live_toasts(self.toasts) if (t.text, t.kind) != (text, kind)]
        self.toasts.append(Toast(text, kind))
        self.toasts = self.toasts[-TOASTS_SHOWN:]
        if kind == "error":
            self.sound.play("error")

    def _live_toasts(self) -> list[Toast]:
        self.toasts = live_toasts(self.toasts)
        return self.toasts

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        self.toast_rects = draw_toasts(self, surface, self._live_toasts(), self.scene)

    # frame ---------------------------------------------------------------------------
    def render(self) -> pygame.Surface:
        scenes = self.visible_scenes()
        toasts = tuple(id(t) for t in self._live_toasts())
        # a scene may change only a part of the window (a card sliding across a still table) and then only
        # that part goes to the screen; with an overlay or a toast over it, now or last frame, all is drawn
        whole = len(scenes) != 1 or bool(self.toasts or self._drawn_toasts or toasts)
        for scene in scenes:
            scene.dirty = scene.dirty or whole
            scene.draw(self.screen)
            scene.dirty = False
        self.shown_region = None if whole or not scenes else scenes[0].drawn_region
        self._drawn_toasts = toasts
        if self.toasts:
            self._draw_toasts(self.screen)
        self.frame_count += 1
        return self.screen

    def show(self) -> None:
        """What `render` drew, on the screen: the part it changed, or the whole window."""
        if self.shown_region is not None:
            pygame.display.update(self.shown_region)
        else:
            pygame.display.flip()

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
        self._animating = animating
        toasts_changed = tuple(id(t) for t in self._live_toasts()) != self._drawn_toasts
        # scenes under an opaque one are never drawn: their dirty flag must not cost frames
        return animating or toasts_changed or any(s.dirty for s in self.visible_scenes())

    def take_events(self) -> list[pygame.event.Event]:
        """Drain the window's event queue and hand each event to the scenes, as one pass of the main loop
        does (tests post a window's own events and call this, so they go through the same path as a
        person's clicks); stops early once the program is closing. Returns the events taken."""
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running or not self.stack:
                break
        return events

    def run(self, first_scene: str = "menu", **kwargs: Any) -> None:
        self.push(first_scene, **kwargs)
        self.render()
        pygame.display.flip()
        first_frame_shown()
        self.sound.start()
        last = active = time.monotonic()
        while self.running and self.stack:
            events = self.take_events()
            if not self.running or not self.stack:
                break
            now = time.monotonic()
            dt, last = min(0.1, now - last), now
            self.settle_window()
            if self.window_changed_at is not None and now - self.window_changed_at > SAVE_WINDOW_AFTER_S:
                self._remember_window()
            if events:
                active = now
            if self.step(dt):
                active = now
                self.render()
                self.show()
                # pictures about to be shown are drawn in what is left of this frame (app/images.py warm)
                frame = 1 / (ACTIVE_FPS if self._animating else CHANGE_FPS)
                warm_step_all(frame - (time.monotonic() - now) - WARM_MARGIN_S)
                sleep_until_input(now + frame)
            elif not events:
                busy = self.scene is not None and self.scene.busy()
                ahead = self.scene.wake_in() if busy and self.scene is not None else None
                pause = loop_wait(busy, ahead, now - active >= STILL_AFTER_S)
                warm_step_all(pause - WARM_MARGIN_S)
                if busy:
                    sleep_until_input(now + pause)
                else:  # nothing is happening: one plain sleep keeps an idle window's cost near nothing
                    time.sleep(max(0.0, pause - (time.monotonic() - now)))
        self._remember_window()
        for scene in reversed(self.stack):
            scene.exit()
        self.stack.clear()


def configure_sdl() -> None:
    """Environment for SDL before pygame starts (DESIGN section 7)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Software framebuffer: far less memory and faster flips than llvmpipe GL.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
