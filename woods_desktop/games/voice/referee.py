"""The referee for a physical Voice of the Woods table: the minute and the dictionary judge.

A check is a look-up that uses nothing up ("During a single round, words may coincide"); the table marks
the checked words its players wrote, and "Next round" uses those up, as the rulebook counts them
(`referee_book.py`, kept on disk: leaving the screen forgets nothing). "New game" forgets after asking, and
"Start the minute" asks before it starts a running minute again. What the list says: `referee_lines.py`.
"""

from __future__ import annotations

import math
from typing import Callable, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.minute import Minute
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games.voice.referee_book import ACCEPTED, RefereeBook
from woods_desktop.games.voice.referee_lines import list_entries
from woods_desktop.games.voice.word_entry import entry_form
from woods_desktop.table.scroll_list import ScrollList
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.countdown import draw_countdown
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, FocusRing


@register_scene("referee")
class RefereeScene(Scene):
    def enter(self, clock: Callable[[], float] | None = None, **kwargs: object) -> None:
        from woods_desktop.words.judge import shared_service

        self.clock = clock
        self.minute = self._new_minute()
        self.dictionary = shared_service()
        self.dictionary.start()
        self.word = ""
        self.pending: str | None = None
        self.referee = RefereeBook()
        self.list = ScrollList(self.app, self._toggle)
        self.last_tick: int | None = None
        self.ended = False
        self.focus = FocusRing()
        self.layout()

    def _new_minute(self) -> Minute:
        return Minute(clock=self.clock) if self.clock else Minute()

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        start = design_rect(app, 50, 450, 235, 52)
        self.start = Button(app, app.t("referee.start"), self._ask_start, start, "primary", "icon-timer")
        self.pause = Button(app, app.t("referee.pause"), self._pause, design_rect(app, 295, 450, 235, 52))
        self.next_round = Button(app, app.t("referee.next_round"), self._next_round, design_rect(app, 50, 520, 235, 52))
        self.new_game = Button(app, app.t("referee.new_game"), self._ask_new_game, design_rect(app, 295, 520, 235, 52))
        y = 150 + 16 * (app.fonts.text_size > 1)  # the word's field under a taller heading at a larger text size
        field = design_rect(app, 620, y, 400, 52)
        placeholder = app.t("referee.placeholder")
        self.field = TextField(app, self.word, field, self._typed, 30, theme.TYPE_LEAD, placeholder=placeholder)
        check = design_rect(app, 1030, y, 170, 52)
        self.check = Button(app, app.t("referee.check"), self._check, check, "primary", icon="icon-check")
        self._arrange()

    # -- the list of checks ---------------------------------------------------------------------------
    def list_area(self) -> pygame.Rect:
        px, right = self.app.px, design_rect(self.app, 580, 100, 660, 500)
        top = self.field.rect.bottom + px(20)
        if self.pending is not None:  # room for "checking…" while the dictionary loads
            top += self.app.fonts.font(px(theme.TYPE_BODY)).get_linesize() + px(8)
        return pygame.Rect(right.x + px(40), top, right.w - px(80), right.bottom - px(16) - top)

    def _arrange(self) -> None:
        """The list laid out again (after a check, a mark, a round, a scroll), and the keys' order with it."""
        self.list.set(self.list_area(), list_entries(self.referee, self.app.t, self.app.strings.lang))
        marks = [self.list.buttons[k] for k in self.list.shown() if k in self.list.buttons]
        self.new_game.enabled = bool(self.referee.checks) or self.referee.book.round > 1
        widgets = [self.field, self.check, *marks, self.start, self.pause, self.next_round, self.new_game, self.back]
        self.focus.set(widgets)

    # -- what the buttons do ----------------------------------------------------------------------------
    def _typed(self, text: str) -> None:
        self.word = text

    def _ask_start(self) -> None:
        """A minute still running (or paused) is started again only when the table says so."""
        if self.minute.started and not self.ended:
            self.app.push("confirm", text=self.app.t("referee.restart_confirm"), on_yes=self._start)
        else:
            self._start()

    def _start(self) -> None:
        self.minute.start()
        self.ended = False
        self.last_tick = None
        self.app.sound.play("click")

    def _pause(self) -> None:
        self.minute.resume() if self.minute.paused else self.minute.pause()

    def _next_round(self) -> None:
        """The round ends: the words marked played are used up from now on, and a fresh minute waits."""
        self.referee.next_round()
        self._fresh()

    def _ask_new_game(self) -> None:
        self.app.push("confirm", text=self.app.t("referee.new_game_confirm"), on_yes=self._forget)

    def _forget(self) -> None:
        self.referee.forget()
        self._fresh()

    def _fresh(self) -> None:
        self.minute, self.ended, self.last_tick, self.list.first = self._new_minute(), False, None, 0
        self._arrange()

    def _toggle(self, key: Hashable) -> None:
        assert isinstance(key, int)
        self.referee.toggle(key)
        self._arrange()

    def _check(self) -> None:
        word = entry_form(self.field.text)
        if not word:
            return
        self.pending = word
        self.field.text = ""
        self.word = ""
        self._arrange()
        self._judge()

    def _judge(self) -> None:
        if self.pending is None:
            return
        verdict = self.dictionary.verdict(self.pending)
        if verdict is None:
            return
        checked = self.referee.check(self.pending, verdict)
        self.app.sound.play("chime" if checked.state == ACCEPTED else "error")
        self.pending = None
        self.list.first = 0
        self._arrange()

    # -- the loop -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.field.editing:
            self.app.pop()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.field.editing:
            self.field.stop()
            self._check()
            self.field.start()
            return
        if self.list.handle(event):
            self._arrange()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> bool:
        if self.pending is not None:
            self._judge()
            return True
        if self.minute.started and not self.minute.paused and not self.ended:
            second = math.ceil(self.minute.remaining_ms() / 1000)
            if 0 < second <= 10 and second != self.last_tick:
                self.last_tick = second
                self.app.sound.play("tick")
            if self.minute.expired:
                self.ended = True
                self.app.sound.play("chime")
            return True
        return self.field.editing

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("referee.title"), app.t("voice.title"))
        left = design_rect(app, 40, 100, 500, 500)
        sheet(surface, app, left)
        draw_countdown(surface, app, self.minute, (left.centerx, left.y + app.px(165)), app.px(120))
        if self.ended:
            t = app.fonts.render(app.t("referee.time_up"), app.px(theme.TYPE_TITLE), theme.BERRY, "bold")
            surface.blit(t, t.get_rect(midtop=(left.centerx, left.y + app.px(292))))
        self.pause.text = app.t("referee.resume" if self.minute.paused else "referee.pause")
        self.pause.enabled = self.minute.started and not self.ended
        right = design_rect(app, 580, 100, 660, 500)
        sheet(surface, app, right)
        t = app.fonts.render(app.t("referee.judge"), app.px(theme.TYPE_LEAD), theme.INK, "bold")
        surface.blit(t, t.get_rect(bottomleft=(right.x + app.px(40), self.field.rect.y - app.px(4))))
        if self.pending is not None:
            t = app.fonts.render(app.t("voice.ui.checking"), app.px(theme.TYPE_BODY), theme.INK_SOFT)
            surface.blit(t, (self.list.area.x, self.list.area.y - t.get_height() - app.px(8)))
        self.list.draw(surface)
        self.focus.draw(surface)
