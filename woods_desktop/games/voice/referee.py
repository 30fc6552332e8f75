"""The referee for a physical Voice of the Woods table: the minute and the dictionary judge.

Each verdict shows one of three states: accepted (a green tick), refused (a cross), or used up: a word the
judge accepts but this table played in an earlier round, which the rulebook does not allow again ("You may
not repeat words ... from previous rounds"), so it gets no tick, its word is struck through and greyed.
"During a single round, words may coincide": checking a word uses nothing up. The table marks the checked
words its players wrote ("Played"), and "Next round" uses those up (`rules/used_words.py` keeps the book).
The book and the list of checks are saved after every change (saves/referee.py), so leaving the screen,
or the program, forgets nothing; "New game" forgets them, after asking. "Start the minute" asks before it
starts a minute that is still running again. An accepted plural says how it was read (КОТЫ: the
plural-only noun «коты», old soft shoes, not the plural of КОТ), in the table's language.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.minute import Minute
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games.voice import referee_list as L
from woods_desktop.games.voice.referee_list import ACCEPTED, REFUSED, USED, VERDICT_COLOURS, VERDICT_ICONS, Checked
from woods_desktop.games.voice.rules.used_words import UsedWords
from woods_desktop.games.voice.word_entry import entry_form
from woods_desktop.saves.referee import load_referee, save_referee
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.countdown import draw_countdown
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, FocusRing

__all__ = ["ACCEPTED", "REFUSED", "USED", "VERDICT_COLOURS", "VERDICT_ICONS", "RefereeScene"]


@register_scene("referee")
class RefereeScene(Scene):
    def enter(self, clock: Any = None, **kwargs: Any) -> None:
        from woods_desktop.words.judge import shared_service

        self.clock = clock
        self.minute = self._new_minute()
        self.dictionary = shared_service()
        self.dictionary.start()
        self.word = ""
        self.pending: str | None = None
        saved = load_referee()
        self.book = UsedWords.from_dict(saved.get("book"))
        self.verdicts: list[Checked] = [c for c in map(Checked.from_dict, saved.get("checked") or ()) if c]
        self.first = 0  # the list's first entry shown (it scrolls a line at a time)
        self.row_buttons: dict[int, Button] = {}  # check index -> its Played button, kept while it is shown
        self.rows: list[L.Row] = []  # the list's entries drawn last
        self.pointer = (-1, -1)  # where the mouse was last seen: the wheel scrolls the list under it
        self.last_tick: int | None = None
        self.ended = False
        self.focus = FocusRing()
        self.layout()

    def _new_minute(self) -> Minute:
        return Minute(clock=self.clock) if self.clock else Minute()

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        self.start = Button(
            app, app.t("referee.start"), self._ask_start, design_rect(app, 50, 450, 235, 52), "primary", "icon-timer"
        )
        self.pause = Button(app, app.t("referee.pause"), self._pause, design_rect(app, 295, 450, 235, 52))
        self.next_round = Button(app, app.t("referee.next_round"), self._next_round, design_rect(app, 50, 520, 235, 52))
        self.new_game = Button(app, app.t("referee.new_game"), self._ask_new_game, design_rect(app, 295, 520, 235, 52))
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
        self.row_buttons = {}
        self._arrange()

    # -- the list ------------------------------------------------------------------------------------
    def list_area(self) -> pygame.Rect:
        right = design_rect(self.app, 580, 100, 660, 500)
        top = self.field.rect.bottom + self.app.px(20)
        if self.pending is not None:
            top += self.app.fonts.font(self.app.px(theme.TYPE_BODY)).get_linesize() + self.app.px(8)
        return pygame.Rect(
            right.x + self.app.px(40), top, right.w - self.app.px(80), right.bottom - self.app.px(16) - top
        )

    def _played_then(self, check: Checked) -> bool:
        """A check of an earlier round whose word the table played in that round."""
        return check.state == ACCEPTED and self.book.used_in(check.word) == check.round

    def _playable(self, check: Checked) -> bool:
        return check.state == ACCEPTED and check.round == self.book.round

    def _arrange(self) -> None:
        """The rows that fit from the first one shown, and a Played button on each accepted check of this
        round (the same button object while its check stays in view, so a press is never forgotten)."""
        self.rows = L.lay_out(self.app, self.verdicts, self.book.round, self.first, self.list_area(), self._playable)
        buttons: dict[int, Button] = {}
        for row in self.rows:
            i = row.entry.check
            if i is None or row.button is None:
                continue
            button = self.row_buttons.get(i) or Button(self.app, "", partial(self._toggle, i), row.button)
            button.rect = row.button
            played = self.book.is_played(self.verdicts[i].word)
            button.text = self.app.t("referee.played" if played else "referee.mark_played")
            button.style, button.icon = ("primary", "icon-check") if played else ("secondary", None)
            button.size = theme.TYPE_SMALL
            buttons[i] = button
        self.row_buttons = buttons
        rows = [buttons[i] for i in sorted(buttons, reverse=True)]
        self.new_game.enabled = bool(self.verdicts) or self.book.round > 1
        self.focus.set(
            [self.field, self.check, *rows, self.start, self.pause, self.next_round, self.new_game, self.back]
        )

    def _scroll(self, lines: int) -> None:
        total = len(L.entries(self.verdicts, self.book.round))
        self.first = max(0, min(total - 1, self.first + lines))
        self._arrange()

    def _save(self) -> None:
        save_referee({"book": self.book.to_dict(), "checked": [c.to_dict() for c in self.verdicts]})

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
        if self.minute.paused:
            self.minute.resume()
        else:
            self.minute.pause()

    def _next_round(self) -> None:
        """The round ends: the words marked played are used up from now on, and a fresh minute waits."""
        self.book.next_round()
        self.minute = self._new_minute()
        self.ended = False
        self.last_tick = None
        self.first = 0
        self._save()
        self._arrange()

    def _ask_new_game(self) -> None:
        self.app.push("confirm", text=self.app.t("referee.new_game_confirm"), on_yes=self._forget)

    def _forget(self) -> None:
        self.book = UsedWords()
        self.verdicts = []
        self.minute = self._new_minute()
        self.ended = False
        self.first = 0
        self._save()
        self._arrange()

    def _toggle(self, index: int) -> None:
        """The table says whether one of its players wrote this accepted word this round."""
        word = self.verdicts[index].word
        if self.book.is_played(word):
            self.book.unplay(word)
        else:
            self.book.play(word)
        self._save()
        self._arrange()

    def _check(self) -> None:
        word = entry_form(self.field.text)
        if not word:
            return
        self.pending = word
        self.field.text = ""
        self.word = ""
        self._arrange()  # the list makes room for "checking…" while the dictionary loads
        self._judge()

    def _judge(self) -> None:
        """A look-up: the dictionary's verdict, and whether an earlier round used the word up. It uses
        nothing up itself."""
        if self.pending is None:
            return
        verdict = self.dictionary.verdict(self.pending)
        if verdict is None:
            return
        state, used = (ACCEPTED if verdict.valid else REFUSED), None
        if verdict.valid:
            used = self.book.used_in(verdict.word or self.pending)
            state = USED if used is not None else ACCEPTED
        check = Checked(self.pending, state, verdict.reason, dict(verdict.params), self.book.round, used)
        self.verdicts.append(check)
        self.app.sound.play("chime" if state == ACCEPTED else "error")
        self.pending = None
        self.first = 0
        self._save()
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
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.list_area().collidepoint(self.pointer):
            self._scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._scroll(3 if event.key == pygame.K_PAGEDOWN else -3)
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
        area = self.list_area()
        if self.pending is not None:
            t = app.fonts.render(app.t("voice.ui.checking"), app.px(theme.TYPE_BODY), theme.INK_SOFT)
            surface.blit(t, (area.x, area.y - t.get_height() - app.px(8)))
        L.draw_rows(surface, app, self.rows, self.verdicts, self.book.round, self._played_then)
        total = len(L.entries(self.verdicts, self.book.round))
        L.draw_scrollbar(surface, app, area, self.first, len(self.rows), total)
        self.focus.draw(surface)
