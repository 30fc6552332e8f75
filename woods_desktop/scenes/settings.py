"""Settings: language, fullscreen, window size, volume, animation speed, table options, where a network
game listens, reading aloud (turned on, it says so aloud at once; when no sound comes out, a line under
the sheet says why: "Read aloud could not play sound: no audio player").

Nothing here changes under the pointer by itself: the wheel changes no row, only a value box's arrows
change its value, and every row sits inside the parchment sheet at every window size. A re-layout (a new
window size or text size, fullscreen, another language) keeps the control under the pointer where it was:
the sheet moves up, down and sideways so that row's clicked arrow stays under a still pointer. Only where
the sheet cannot move far enough (it would leave the window or cover the page's title) does a click wait
until the mouse has moved, so a click meant for one control never lands on another that took its place. A
page just opened has its sheet centred, and a click on a row right after it opens always counts.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import speech, theme
from woods_desktop.app.app_window import fills
from woods_desktop.app.scene import register_scene
from woods_desktop.app.settings import ANIMATION_SPEEDS, NETWORK_LISTEN, TEXT_SIZES, fitting_sizes, save_settings
from woods_desktop.data.strings import LANGUAGES
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Button, FocusRing

VOLUMES: tuple[float | None, ...] = (None, 0.25, 0.5, 0.75, 1.0)  # None: muted (the level is kept for unmuting)
SHEET = (200, 104, 880, 500)  # the parchment sheet at 1280x720
ROW_H, ROW_PITCH, SHEET_PAD, ROW_GAP = 48, 64, 16, 6  # design px
LABEL_X, CHOICE_X, CHOICE_W, LABEL_GAP = 240, 640, 420, 16
# the sheet, LABEL_X and CHOICE_X at a text size over 100 %: wider, centred like the narrow one (a re-layout
# under the pointer moves it sideways so the clicked arrow stays where it was)
WIDE = ((120, 104, 1040, 500), 160, CHOICE_X + 80)
ARM_TRAVEL = 3  # px the mouse must move after a re-layout before a click counts (a system's own report moves it 0)
MOUSE_BUTTONS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
READ_ALOUD = "settings.read_aloud"


def volume_step(volume: float, muted: bool) -> float | None:
    """The volume row's step for a saved volume: muted (or silent) is its own step, else the nearest level."""
    if muted or volume <= 0:
        return None
    return min((v for v in VOLUMES if v is not None), key=lambda v: abs(v - volume))


@register_scene("settings")
class SettingsScene(PageScene):
    back: Button

    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.rows: list[tuple[str, Choice]] = []
        self.labels: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.armed = True  # clicks count (no row has moved under a still pointer)
        self._moved_from: tuple[int, int] | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen
        self.shift = 0  # px the sheet is moved down (up when negative) to keep a row under the pointer
        self.title_covered = self.hint_covered = False
        self._trouble_drawn: str | None = None  # the line under the sheet about reading aloud, as last drawn
        self.layout()

    def layout(self) -> None:
        app, s = self.app, self.app.settings
        # only sizes that fit the display the window is on, with room for a title bar: one that fills it is
        # the window maximised (as it opens so), which the window's own button or Fullscreen gives
        display = app.display_size()
        sizes = [z for z in fitting_sizes(display) if display is None or not fills(z, display)]
        if s.window_size not in sizes:
            sizes = sorted({*sizes, s.window_size})
        on_off = [app.t("common.state_off"), app.t("common.state_on")]
        rows: list[tuple[str, list[Any], list[str], Any, Callable[[Any], None], bool]] = [
            (
                "settings.language",
                list(LANGUAGES),
                [app.t(f"settings.lang.{x}") for x in LANGUAGES],
                app.strings.lang,  # the language the window speaks (`--lang` may differ from the saved one)
                app.set_language,
                True,
            ),
            ("settings.fullscreen", [False, True], on_off, s.fullscreen, app.set_fullscreen, True),
            (
                "settings.window_size",
                sizes,
                [f"{w} × {h}" for w, h in sizes],
                s.window_size,
                app.set_window_size,
                False,
            ),
            (
                "settings.text_size",
                list(TEXT_SIZES),
                [f"{round(v * 100)}%" for v in TEXT_SIZES],
                min(TEXT_SIZES, key=lambda v: abs(v - s.text_size)),
                app.set_text_size,  # every screen laid out again at once
                False,
            ),
            (
                "settings.volume",
                list(VOLUMES),
                [app.t("settings.volume_muted") if v is None else f"{round(v * 100)}%" for v in VOLUMES],
                volume_step(s.volume, s.muted),
                self._volume,
                False,
            ),
            (
                "settings.animation",
                list(ANIMATION_SPEEDS),
                [app.t(f"settings.anim.{i}") for i in range(len(ANIMATION_SPEEDS))],
                min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed)),
                self._anim,
                False,
            ),
            (
                "settings.overrule",
                [True, False],
                [app.t("common.answer_yes"), app.t("common.answer_no")],
                s.referee_overrule,
                self._overrule,
                True,
            ),
            ("settings.open_missions", [False, True], on_off, bool(s.open_all_missions), self._open_missions, True),
            (
                "settings.any_shuffle",
                [False, True],
                [app.t("settings.shuffles.proven"), app.t("settings.shuffles.any")],
                bool(s.any_shuffle),
                self._any_shuffle,
                True,
            ),
            (
                "settings.network_listen",
                list(NETWORK_LISTEN),
                [app.t(f"settings.listen.{w}") for w in NETWORK_LISTEN],
                s.network_listen,
                self._network_listen,
                True,
            ),
            self._read_aloud_row(on_off),
        ]
        was_under = self._under(self.pointer)
        was_control = self._control_under(self.pointer)
        old_row = dict(self.rows).get(was_under) if was_under is not None else None
        # larger text: a wider sheet, so the rows' names keep their size beside their choices
        sheet_at, label_x, choice_x = (SHEET, LABEL_X, CHOICE_X) if app.fonts.text_size <= 1 else WIDE
        self.panel = design_rect(app, *sheet_at)
        # rows evenly down the sheet, every one inside it with room for its shadow and focus ring, never
        # overlapping: with many rows a row is lower (its words still fit: the layout tests measure them)
        sx, sy, sw, sh = sheet_at
        pitch = min(ROW_PITCH, (sh - 2 * SHEET_PAD - ROW_H) / max(1, len(rows) - 1))
        row_h = min(ROW_H, pitch - ROW_GAP)
        top = sy + (sh - (pitch * (len(rows) - 1) + row_h)) / 2
        self.rows, self.labels = [], []
        label_room = design_rect(app, label_x, 0, choice_x - LABEL_GAP - label_x, 1).w
        for i, (key, options, labels, value, fn, wrap) in enumerate(rows):
            rect = design_rect(app, choice_x, top + i * pitch, CHOICE_W, row_h)
            w = Choice(app, options, labels, options.index(value), fn, rect, wrap=wrap)
            w.enabled = key != READ_ALOUD or self._speech_known is True  # no engine: the row says so, disabled
            self.rows.append((key, w))
            text = self._label(app.t(key), label_room)
            self.labels.append((text, text.get_rect(x=design_rect(app, label_x, 0, 1, 1).x, centery=rect.centery)))
        self._keep_under_pointer(old_row, was_under)
        self.back = back_button(app, app.pop)
        self.focus.set([w for _, w in self.rows] + [self.back])
        if self._control_under(self.pointer) != was_control:
            # another row, or another part of the row, came under a still pointer: wait for it to move
            self.armed, self._moved_from = False, None

    def _under(self, pos: tuple[int, int] | None) -> str | None:
        """The row (its key) or the Back button under `pos`."""
        if pos is None:
            return None
        for key, w in self.rows:
            if w.rect.collidepoint(pos):
                return key
        back = getattr(self, "back", None)
        return "back" if back is not None and self.rows and back.rect.collidepoint(pos) else None

    def _control_under(self, pos: tuple[int, int] | None) -> tuple[str | None, int | None]:
        """The row under `pos` and which part of its value box: -1 / +1 an arrow, 0 the middle, None off it."""
        key = self._under(pos)
        row = dict(self.rows).get(key) if key is not None else None
        return key, row.side_at(pos) if row is not None and pos is not None else None

    def _title_rect(self) -> pygame.Rect:
        """Where the page's title is drawn (`draw_title`): the sheet never moves over it."""
        app = self.app
        r = design_rect(app, 40, 24, 1200, 56)
        w, h = app.fonts.font(app.px(theme.TYPE_TITLE), "bold").size(app.t("settings.title"))
        return pygame.Rect(r.x, r.y, w, h)

    def _keep_under_pointer(self, old: Choice | None, key: str | None) -> None:
        """Move the sheet so the control that was under the pointer is under it again: the row at the same
        height within it, the arrow at the same place along it (a new window size or text size moved the
        clicked arrow 260 px sideways). As far as the sheet stays in the window and off the title (the
        page keeps its name; where the row cannot follow, a click waits for the mouse to move); the hint
        under the sheet gives way to it. With nothing under the pointer the sheet stays centred."""
        self.shift = 0
        self.off_centre = False
        self.title_covered = self.hint_covered = False
        new = dict(self.rows).get(key) if key is not None else None
        if old is None or new is None or self.pointer is None:
            return
        app, (px, py) = self.app, self.pointer
        margin = app.px(4)
        ratio = new.rect.w / max(1, old.rect.w)
        side = old.side_at(self.pointer)
        if side == 1:  # the right arrow: the same distance (grown with the box) from the box's right edge
            want_x = px + round((old.rect.right - px) * ratio) - new.rect.right
        else:  # the left arrow or the middle: measured from the left edge
            want_x = px - round((px - old.rect.left) * ratio) - new.rect.left
        low_x, high_x = margin - self.panel.left, app.size[0] - margin - self.panel.right
        dx = max(low_x, min(high_x, want_x)) if low_x <= high_x else 0
        want = py - round((py - old.rect.centery) * new.rect.h / max(1, old.rect.h))
        title = self._title_rect()
        moved = self.panel.move(dx, 0)
        top = title.bottom + margin if moved.left < title.right else margin  # below the title where it is
        low, high = top - self.panel.top, app.size[1] - margin - self.panel.bottom
        dy = max(low, min(high, want - new.rect.centery)) if low <= high else 0
        self.shift = dy
        self.off_centre = bool(dx or dy)
        if dx or dy:
            self.panel = self.panel.move(dx, dy)
            for _, w in self.rows:
                w.rect = w.rect.move(dx, dy)
            self.labels = [(text, rect.move(dx, dy)) for text, rect in self.labels]
        self.title_covered = self.panel.colliderect(title)
        self.hint_covered = self.panel.bottom > design_rect(self.app, 0, 620, 1, 1).y

    def _label(self, text: str, room: int) -> pygame.Surface:
        """A row's name in the largest size of the scale that fits beside its choice."""
        app = self.app
        for size in (theme.TYPE_LEAD, theme.TYPE_BODY, theme.TYPE_SMALL):
            surface = app.fonts.render(text, app.px(size), theme.INK, "bold")
            if surface.get_width() <= room:
                break
        return surface

    def handle(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, *MOUSE_BUTTONS):
            self.pointer = event.pos
        if event.type == pygame.MOUSEMOTION and not self.armed:
            if self._moved_from is None:
                self._moved_from = event.pos  # may be the system's own report of the new layout
            elif max(abs(event.pos[0] - self._moved_from[0]), abs(event.pos[1] - self._moved_from[1])) >= ARM_TRAVEL:
                self.armed = True
        if event.type in MOUSE_BUTTONS and not self.armed:
            return  # the rows moved under a still pointer: this click was meant for another row
        if event.type == pygame.MOUSEMOTION and self.off_centre and not self.panel.collidepoint(event.pos):
            # the sheet moved to keep an arrow under the pointer: once the pointer has left it, it is centred
            # again (at 150 % it stayed 80 px left of the page's middle, under the hint's centred line)
            self.layout()
            self.dirty = True
        super().handle(event)

    def _read_aloud_row(self, on_off: list[str]) -> tuple[str, list[Any], list[str], Any, Callable[[Any], None], bool]:
        """Reading aloud: off or on where the computer has a speech engine; else one disabled choice saying
        there is none (or, for the moment it takes to find out, that it is being looked for)."""
        self._speech_known = speech.SPEECH.available()
        if self._speech_known is True:
            return (READ_ALOUD, [False, True], on_off, bool(self.app.settings.read_aloud), self._read_aloud, True)
        words = self.app.t("settings.read_aloud_checking" if self._speech_known is None else "settings.no_speech")
        return (READ_ALOUD, [None], [words], None, lambda _v: None, True)

    def update(self, dt: float) -> bool:
        """The row of reading aloud is laid anew once the speech engine is found (or found missing); the
        line saying why reading aloud made no sound is drawn again when that changes."""
        if self._speech_known is None and speech.SPEECH.available() is not None:
            self.layout()
            self.dirty = True
        if self.read_aloud_trouble() != self._trouble_drawn:
            self.dirty = True
        return False

    def read_aloud_trouble(self) -> str | None:
        """Why reading aloud (on) made no sound the last time it spoke, in words; None when it did."""
        trouble = speech.SPEECH.trouble
        if not self.app.settings.read_aloud or trouble is None:
            return None
        return self.app.t(f"speech.trouble.{trouble}")

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        """A screenshot shows the row of reading aloud as the player will see it, once the engine is found."""
        speech.SPEECH.available()
        speech.SPEECH.wait_known(2.0)
        return {}

    def _read_aloud(self, v: bool) -> None:
        self.app.settings.read_aloud = v
        save_settings(self.app.settings)
        self.app.sync_speech()
        if v:
            self.app.read_aloud(self.app.t("speech.turned_on"))  # heard at once, or the trouble shown at once

    def _volume(self, v: float | None) -> None:
        settings, sound = self.app.settings, self.app.sound
        settings.muted = sound.muted = v is None
        if v is not None:
            settings.volume = sound.volume = v
        save_settings(settings)
        self.app.sound.play("click")

    def _anim(self, v: float) -> None:
        self.app.settings.animation_speed = v
        save_settings(self.app.settings)

    def _overrule(self, v: bool) -> None:
        self.app.settings.referee_overrule = v
        save_settings(self.app.settings)

    def _open_missions(self, v: bool) -> None:
        self.app.settings.open_all_missions = v
        save_settings(self.app.settings)

    def _any_shuffle(self, v: bool) -> None:
        self.app.settings.any_shuffle = v
        save_settings(self.app.settings)

    def _network_listen(self, where: str) -> None:
        self.app.settings.network_listen = where
        save_settings(self.app.settings)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        if not self.title_covered:
            draw_title(surface, app, app.t("settings.title"))
        sheet(surface, app, self.panel)
        for text, rect in self.labels:
            surface.blit(text, rect)
        if not self.hint_covered:
            hint = app.fonts.render(app.t("settings.hint"), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
            r = design_rect(app, 200, 620, 880, 30)
            surface.blit(hint, hint.get_rect(midtop=r.midtop))
        self._trouble_drawn = trouble = self.read_aloud_trouble()
        if trouble is not None:
            line = app.fonts.render(trouble, app.px(theme.TYPE_BODY), theme.BERRY, "bold")
            box = line.get_rect(midtop=design_rect(app, 200, 660, 880, 30).midtop).inflate(app.px(24), app.px(10))
            sheet(surface, app, box)
            surface.blit(line, line.get_rect(center=box.center))
        self.focus.draw(surface)
