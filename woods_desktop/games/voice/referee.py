"""The referee for a physical Voice of the Woods table: the minute and the dictionary judge.

Each verdict shows one of three states: accepted (a green tick), refused (a cross), or used up: a word the
judge accepts but this table already accepted earlier, which the rulebook does not allow again ("You may
not repeat words ... from previous rounds"), so it gets no tick, its word is struck through and greyed.
An accepted plural says how it was read (КОТЫ: the plural-only noun «коты», old soft shoes, not the
plural of КОТ), in the table's language.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.minute import Minute
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games.voice.text import message
from woods_desktop.games.voice.word_entry import entry_form
from woods_desktop.table.text import Fitted, draw_fitted, fit
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.countdown import draw_countdown
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, FocusRing
from woods_desktop.words.verdict import localized

ACCEPTED = "accepted"
REFUSED = "refused"
USED = "used"


VERDICT_ICONS = {ACCEPTED: "icon-check", REFUSED: "icon-cross", USED: "icon-cross"}
VERDICT_COLOURS = {ACCEPTED: theme.MOSS_DARK, REFUSED: theme.BERRY, USED: theme.INK_SOFT}
"""A verdict's mark and ink: only a word this table may still play gets the green tick."""


@register_scene("referee")
class RefereeScene(Scene):
    def enter(self, clock: Any = None, **kwargs: Any) -> None:
        from woods_desktop.words.judge import shared_service

        self.clock = clock
        self.minute = Minute(clock=clock) if clock else Minute()
        self.dictionary = shared_service()
        self.dictionary.start()
        self.word = ""
        self.pending: str | None = None
        self.verdicts: list[tuple[str, str, str]] = []  # (word, ACCEPTED | REFUSED | USED, why)
        self.accepted: dict[str, int] = {}  # normal form -> how many times accepted
        self.last_tick: int | None = None
        self.ended = False
        self.focus = FocusRing()
        self.rows: list[tuple[tuple[str, str, str], pygame.Rect, Fitted]] = []  # the verdicts drawn last
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        self.start = Button(
            app, app.t("referee.start"), self._start, design_rect(app, 110, 470, 200, 52), "primary", icon="icon-timer"
        )
        self.pause = Button(app, app.t("referee.pause"), self._pause, design_rect(app, 320, 470, 160, 52))
        y = 150 + 16 * (app.fonts.text_size > 1)  # the word's field under a taller heading at a larger text size
        self.field = TextField(
            app,
            self.word,
            design_rect(app, 620, y, 400, 52),
            self._typed,
            max_len=30,
            size=theme.TYPE_LEAD,
            placeholder=app.t("referee.placeholder"),
        )
        self.check = Button(
            app, app.t("referee.check"), self._check, design_rect(app, 1030, y, 170, 52), "primary", icon="icon-check"
        )
        self.focus.set([self.field, self.check, self.start, self.pause, self.back])

    def _typed(self, text: str) -> None:
        self.word = text

    def _start(self) -> None:
        self.minute.start()
        self.ended = False
        self.last_tick = None
        self.app.sound.play("click")

    def _pause(self) -> None:
        if self.minute.paused:
            self.minute.resume()
        else:
            self.minute.pause()

    def _check(self) -> None:
        word = entry_form(self.field.text)
        if not word:
            return
        self.pending = word
        self.field.text = ""
        self.word = ""
        self._judge()

    def _judge(self) -> None:
        if self.pending is None:
            return
        verdict = self.dictionary.verdict(self.pending)
        if verdict is None:
            return
        from woods_desktop.words.normalize import normalize

        text = message(self.app.t, verdict.reason, localized(verdict.params, self.app.strings.lang))
        state = ACCEPTED if verdict.valid else REFUSED
        if verdict.valid:
            key = normalize(verdict.word or self.pending)
            if self.accepted.get(key):
                state = USED
                text = self.app.t("referee.already", word=verdict.params.get("word", key))
            self.accepted[key] = self.accepted.get(key, 0) + 1
        self.verdicts.append((self.pending, state, text))
        self.verdicts = self.verdicts[-8:]
        self.app.sound.play("chime" if state == ACCEPTED else "error")
        self.pending = None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.field.editing:
            self.app.pop()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.field.editing:
            self.field.stop()
            self._check()
            self.field.start()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> bool:
        if self.pending is not None:
            self._judge()
            return True
        if self.minute.started and not self.minute.paused and not self.ended:
            remaining = self.minute.remaining_ms()
            second = math.ceil(remaining / 1000)
            if 0 < second <= 10 and second != self.last_tick:
                self.last_tick = second
                self.app.sound.play("tick")
            if self.minute.expired:
                self.ended = True
                self.app.sound.play("chime")
            return True
        return self.field.editing

    def verdict_rows(self, right: pygame.Rect, top: int) -> list[tuple[tuple[str, str, str], pygame.Rect, Fitted]]:
        """The verdicts that fit the judge's panel whole, newest first, each with its box and its reason's
        lines (a plural-only noun names its sense: up to three lines): an entry that would pass the panel's
        bottom is not drawn, nor any older one."""
        app = self.app
        word_h = app.fonts.font(app.px(theme.TYPE_LEAD), "bold").get_linesize()
        small = app.px(theme.TYPE_SMALL)
        width = right.w - app.px(120)
        bottom = right.bottom - app.px(16)
        out = []
        y = top
        for verdict in reversed(self.verdicts):
            why = fit(app, verdict[2], pygame.Rect(0, 0, width, app.fonts.font(small).get_linesize() * 3), small)
            box = pygame.Rect(right.x + app.px(40), y, right.w - app.px(80), word_h + why.height)
            if box.bottom > bottom:
                break
            out.append((verdict, box, why))
            y = box.bottom + app.px(8)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("referee.title"), app.t("voice.title"))
        left = design_rect(app, 40, 100, 500, 500)
        sheet(surface, app, left)
        draw_countdown(surface, app, self.minute, (left.centerx, left.y + app.px(190)), app.px(130))
        if self.ended:
            t = app.fonts.render(app.t("referee.time_up"), app.px(theme.TYPE_TITLE), theme.BERRY, "bold")
            surface.blit(t, t.get_rect(midtop=(left.centerx, left.y + app.px(330))))
        self.pause.text = app.t("referee.resume" if self.minute.paused else "referee.pause")
        self.pause.enabled = self.minute.started and not self.ended
        right = design_rect(app, 580, 100, 660, 500)
        sheet(surface, app, right)
        t = app.fonts.render(app.t("referee.judge"), app.px(theme.TYPE_LEAD), theme.INK, "bold")
        surface.blit(t, t.get_rect(bottomleft=(right.x + app.px(40), self.field.rect.y - app.px(4))))
        top = design_rect(app, 0, 230, 1, 1).y
        if self.pending is not None:
            t = app.fonts.render(app.t("voice.ui.checking"), app.px(theme.TYPE_BODY), theme.INK_SOFT)
            surface.blit(t, (right.x + app.px(40), top))
            top += t.get_height() + app.px(8)
        self.rows = self.verdict_rows(right, top)
        for (word, state, _), box, why in self.rows:
            surface.blit(app.images.get(VERDICT_ICONS[state], app.px(28)), box.topleft)
            w = app.fonts.render(word.upper(), app.px(theme.TYPE_LEAD), VERDICT_COLOURS[state], "bold")
            at = (box.x + app.px(38), box.y - app.px(2))
            surface.blit(w, at)
            if state == USED:  # used up: struck through, no tick
                mid = at[1] + w.get_height() // 2
                pygame.draw.line(surface, theme.INK_SOFT, (at[0], mid), (at[0] + w.get_width(), mid), max(2, app.px(2)))
            lines = pygame.Rect(at[0], box.y + w.get_height(), box.right - at[0], why.height)
            draw_fitted(surface, app, why, lines, theme.INK_SOFT)
        self.focus.draw(surface)
