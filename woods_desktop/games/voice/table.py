"""The Voice of the Woods table: the real minute, the word entry, cubes, control and refresh.

Time reaches the engine only as actions (`Compose(..., at_ms)`, `NoWord`), and
the dictionary judges a word before it becomes an action, so replays need
neither a clock nor the dictionary. The table sees the game only through seat
ports (the view, legal actions, refusals and log of the seat whose eyes are
on the screen) and changes it only through `session.apply`.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import restart_session
from woods_desktop.app.minute import Minute
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.app.session import GameSession
from woods_desktop.core.port import SeatPort
from woods_desktop.games.voice.art import CARD_RATIO, LetterCardArt, draw_cubes
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import COMPOSE, PLACE, REFRESH_PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import event_text, message
from woods_desktop.games.voice.word_entry import WordEntry
from woods_desktop.ui.chrome import design_rect, draw_table
from woods_desktop.ui.countdown import draw_countdown
from woods_desktop.ui.draw import darken, panel, player_shape
from woods_desktop.ui.panels import draw_log
from woods_desktop.ui.scoreboard import BoardRow, draw_scoreboard
from woods_desktop.ui.widgets import Button

BOT_DELAY = 0.6
CARD_ACTIONS = (A.PlaceCube, A.MoveCube, A.RemoveCard)


@register_scene("voice")
class VoiceScene(Scene):
    def enter(self, session: GameSession | None = None, clock: Any = None, **kwargs: Any) -> None:
        from woods_desktop.words.judge import shared_service

        self.session = session
        self.cards = LetterCardArt(self.app)
        self.clock = clock
        self.minute = self._new_minute()
        self.table_minute_over = False
        self.dictionary = shared_service()
        self.dictionary.start()
        if any(not seat.human for seat in session.seats):
            from woods_desktop.words.index import shared_index

            shared_index().start()  # the computers' word search, built while people look at the table
        self.entry: WordEntry | None = None
        self.entry_seat: int | None = None
        self.selected_letter: int | None = None
        self.pending: tuple[str, tuple[int, ...]] | None = None  # a word waiting for the dictionary
        self.problem: str | None = None
        self.overrule: tuple[str, tuple[int, ...]] | None = None
        self.refresh_card: int | None = None
        self.viewer: int | None = None
        self.screen_person: int | None = None  # whose eyes were last on a private view
        self.waiting_pass = False
        self.pass_due = False
        self.bot_wait = 0.0
        self.last_tick = None
        self.hover_pos = (0, 0)
        self.layout()

    def _new_minute(self) -> Minute:
        length = self._public().rules.minute_ms
        return Minute(length, self.clock) if self.clock else Minute(length)

    # -- who is looking ------------------------------------------------------------
    def _port(self, seat: int | None) -> SeatPort:
        return self.session.port(seat)

    def _public(self) -> VoiceView:
        """What everyone at the table may see (the spectator's view)."""
        view: VoiceView = self._port(None).view()
        return view

    @property
    def view(self) -> VoiceView:
        """The view of the seat whose eyes are on the screen (the spectator's behind a pass screen)."""
        view: VoiceView = self._port(self.viewer).view()
        return view

    def _to_move(self) -> int | None:
        return self._port(None).to_move()

    def _legal(self, seat: int | None) -> list[Any]:
        return self._port(seat).legal_actions()

    def _persons(self) -> set[int]:
        people = (self.session.person_of(i) for i in range(len(self.session.seats)))
        return {p for p in people if p is not None}

    def _mode(self) -> str:
        return str(self.session.config.get("options", {}).get("minute", "private"))

    def _composing_human(self) -> int | None:
        seat = self._to_move()
        if self._public().phase == COMPOSE and seat is not None and self.session.person_of(seat) is not None:
            return seat
        return None

    def _look(self, seat: int | None) -> None:
        self.viewer = seat
        person = self.session.person_of(seat)
        if person is not None:
            self.screen_person = person

    def _refresh_viewer(self) -> None:
        """Words are secret while composing: a pass screen stands between two people's minutes."""
        seat = self._composing_human()
        if seat is None:
            tm = self._to_move()
            self._look(tm if self.session.person_of(tm) is not None else None)
            return
        if seat == self.entry_seat:
            return
        changes_hands = self.session.person_of(seat) != self.screen_person
        if self._mode() == "private" and len(self._persons()) >= 2 and changes_hands:
            if not self.waiting_pass:
                self.waiting_pass = True
                self.viewer = None
                self.pass_due = True
            return
        self._begin_entry(seat, start_minute=False)

    def _push_pass(self) -> None:
        self.pass_due = False
        seat = self._composing_human()
        if seat is None:
            self.waiting_pass = False
            return
        info = self.session.seats[seat]

        def reveal(seat: int = seat) -> None:
            self.waiting_pass = False
            self._begin_entry(seat, start_minute=True)

        self.app.push("pass", name=info.name, colour=info.colour, on_reveal=reveal, button_key="pass.ready")

    def _begin_entry(self, seat: int, start_minute: bool) -> None:
        self._look(seat)
        self.entry_seat = seat
        v = self.view
        self.entry = WordEntry(v.sources, v.rules.max_own_cards)
        self.selected_letter = None
        self.problem = None
        self.overrule = None
        self.pending = None
        if self._mode() == "private":
            self.minute = self._new_minute()
            if start_minute:
                self.minute.start()
        self._start_text()
        self.layout()

    def _start_text(self) -> None:
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(design_rect(self.app, 24, 548, 620, 58))  # input-method window here
        except pygame.error:
            pass

    def exit(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    # -- layout ------------------------------------------------------------------------
    def layout(self) -> None:
        app = self.app
        self.cards.clear()
        self.menu_button = Button(app, app.t("common.menu"), self._pause, design_rect(app, 1144, 12, 120, 40),
                                  icon="icon-menu", size=theme.TYPE_SMALL)
        self.undo_button = Button(app, app.t("common.undo"), self._undo, design_rect(app, 1014, 12, 120, 40),
                                  icon="icon-undo", size=theme.TYPE_SMALL)
        self.start_button = Button(app, app.t("voice.ui.start_minute"), self._start_minute,
                                   design_rect(app, 300, 330, 300, 60), "primary", icon="icon-timer",
                                   size=theme.TYPE_LEAD)
        self.entry_buttons = [
            Button(app, app.t("voice.ui.submit"), self._submit, design_rect(app, 660, 560, 190, 44), "primary",
                   icon="icon-check"),
            Button(app, app.t("voice.ui.clear"), self._clear, design_rect(app, 660, 610, 92, 40),
                   size=theme.TYPE_SMALL),
            Button(app, app.t("voice.ui.no_word"), self._no_word, design_rect(app, 758, 610, 92, 40),
                   size=theme.TYPE_SMALL),
        ]
        self.overrule_button = Button(app, app.t("voice.ui.accept_anyway"), self._accept_anyway,
                                      design_rect(app, 660, 660, 190, 40), "accent", size=theme.TYPE_SMALL)
        self.finish_minute_button = Button(app, app.t("voice.ui.minute_done"), self._end_table_minute,
                                           design_rect(app, 300, 400, 300, 48), size=theme.TYPE_BODY)
        self.action_buttons: list[tuple[Button, Any]] = []
        self._key_rects: list[tuple[pygame.Rect, str]] = []

    def _field_area(self) -> pygame.Rect:
        composing = self.entry is not None and self._composing_human() is not None
        return design_rect(self.app, 16, 70, 848, 460 if composing else 560)

    def _grid(self) -> tuple[dict[int, pygame.Rect], dict[tuple[int, int], pygame.Rect]]:
        """Rects of field cards by id, and of empty neighbour places by (row, col)."""
        v = self.view
        field = v.field
        rows = [c.row for c in field] or [0]
        cols = [c.col for c in field] or [0]
        r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
        growing = v.phase == REFRESH_PLACE
        if growing:
            r0, r1, c0, c1 = r0 - 1, r1 + 1, c0 - 1, c1 + 1
        n_rows, n_cols = r1 - r0 + 1, c1 - c0 + 1
        area = self._field_area()
        gap = self.app.px(10)
        w = min((area.w - gap * (n_cols - 1)) / n_cols, ((area.h - gap * (n_rows - 1)) / n_rows) / CARD_RATIO)
        w = int(min(w, self.app.px(96)))
        h = int(w * CARD_RATIO)
        total_w = n_cols * w + (n_cols - 1) * gap
        total_h = n_rows * h + (n_rows - 1) * gap
        x0 = area.x + (area.w - total_w) // 2
        y0 = area.y + (area.h - total_h) // 2
        cards = {}
        taken = set()
        for c in field:
            cards[c.id] = pygame.Rect(x0 + (c.col - c0) * (w + gap), y0 + (c.row - r0) * (h + gap), w, h)
            taken.add((c.row, c.col))
        empty = {}
        if growing:
            for r in range(r0, r1 + 1):
                for col in range(c0, c1 + 1):
                    if (r, col) not in taken:
                        empty[(r, col)] = pygame.Rect(x0 + (col - c0) * (w + gap), y0 + (r - r0) * (h + gap), w, h)
        return cards, empty

    # -- composing ---------------------------------------------------------------------
    def _start_minute(self) -> None:
        self.minute.start()
        self.app.sound.play("click")

    def _end_table_minute(self) -> None:
        if self._mode() == "table" and self.minute.started:
            self.table_minute_over = True

    def _my_compose(self) -> bool:
        seat = self._composing_human()
        return (seat is not None and seat == self.entry_seat and self.entry is not None
                and not self.waiting_pass and self._can_type())

    def _can_type(self) -> bool:
        if self._mode() == "private":
            return self.minute.running
        return self.table_minute_over

    def _field_hidden(self) -> bool:
        """Before a minute starts nobody may study the field; behind the pass screen nothing shows."""
        if self.waiting_pass:
            return True
        if self._public().phase != COMPOSE:
            return False
        if self._composing_human() is None:
            return False
        return not self.minute.started

    def _at_ms(self) -> int:
        return max(0, min(self.minute.length_ms, self.minute.elapsed_ms()))

    def _submit(self) -> None:
        if not self._my_compose() or self.entry is None:
            return
        word = self.entry.word
        if not word:
            self.problem = self.app.t("voice.err.empty_word")
            return
        assigned = self.entry.assignment()
        cards = tuple(c for c in assigned if c is not None)
        if len(cards) != len(assigned):
            i = assigned.index(None)
            missing = self.entry.letters[i]
            key = "voice.ui.letter_used_up" if self.entry.candidates(i) else "voice.err.letter_missing"
            self.problem = self.app.t(key, letter=missing)
            self.app.sound.play("error")
            return
        refusal = self._port(self.entry_seat).refusal(A.Compose(word, cards, self._at_ms()))
        if refusal is not None:
            self.problem = message(self.app.t, refusal.key, refusal.params)
            self.app.sound.play("error")
            return
        self.pending = (word, cards)
        self._judge_pending()

    def _judge_pending(self) -> None:
        if self.pending is None:
            return
        word, cards = self.pending
        verdict = self.dictionary.verdict(word)
        if verdict is None:
            if self.dictionary.error() is not None:
                self.pending = None
                self.problem = self.app.t("voice.ui.dictionary_failed")
            return  # still loading: asked again next frame
        self.pending = None
        if verdict.valid:
            self._apply(A.Compose(word, cards, self._at_ms()))
            return
        self.problem = message(self.app.t, verdict.reason, verdict.params)
        self.app.sound.play("error")
        if self._overrule_allowed():
            self.overrule = (word, cards)

    def _overrule_allowed(self) -> bool:
        everyone_human = all(s.human for s in self.session.seats)
        return everyone_human and self.app.settings.referee_overrule

    def _accept_anyway(self) -> None:
        if self.overrule is None or not self._my_compose():
            return
        word, cards = self.overrule
        self.overrule = None
        self._apply(A.Compose(word, cards, self._at_ms()))

    def _clear(self) -> None:
        if self.entry is not None:
            self.entry.clear()
            self.problem = None
            self.overrule = None
            self.selected_letter = None

    def _no_word(self) -> None:
        if self._my_compose():
            self._apply(A.NoWord("voice.noword.pass", self._at_ms()))

    def _time_up(self) -> None:
        seat = self._composing_human()
        if seat is None:
            return
        self._apply(A.NoWord("voice.noword.time", self.minute.length_ms))

    # -- applying ----------------------------------------------------------------------------
    def _apply(self, action: Any) -> None:
        refusal = self.session.apply(action)
        if refusal is not None:
            self.app.toast(message(self.app.t, refusal.key, refusal.params), "error")
            return
        self.app.sound.play("card" if not isinstance(action, (A.Compose, A.NoWord)) else "chime")
        if isinstance(action, (A.Compose, A.NoWord)):
            self.entry = None
            self.entry_seat = None
            self.problem = None
            self.overrule = None
            try:
                pygame.key.stop_text_input()
            except pygame.error:
                pass
        self.refresh_card = None
        if self._public().phase != COMPOSE:
            self.table_minute_over = False
            if self._mode() == "table":
                self.minute = self._new_minute()
        self._refresh_viewer()
        self.layout()

    def _undo(self) -> None:
        if self.session.undo():
            self.app.sound.play("click")
            self.layout()

    def _pause(self) -> None:
        self.minute.pause()
        self.app.push("pause", game_title=self.app.t("voice.title"), game_id="voice", on_restart=self._restart,
                      on_resume=self.minute.resume)

    def on_resume(self) -> None:
        super().on_resume()
        self.minute.resume()

    def _restart(self) -> None:
        restart_session(self.app, self.session)

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._pause()
            return
        if self.menu_button.handle(event):
            return
        if self.session.can_undo() and self.undo_button.handle(event):
            return
        if self._public().phase == COMPOSE:
            self._handle_compose(event)
            return
        seat = self._to_move()
        if seat is None or self.session.person_of(seat) is None:
            if event.type == pygame.MOUSEBUTTONUP:
                self.bot_wait = BOT_DELAY
            return
        self._handle_choice(event, seat)

    def _handle_compose(self, event: pygame.event.Event) -> None:
        seat = self._composing_human()
        if seat is None:
            return
        if not self.minute.started:
            if self.start_button.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self._start_minute()
            return
        if self._mode() == "table" and not self.table_minute_over:
            self.finish_minute_button.handle(event)
            return
        if not self._my_compose() or self.entry is None:
            return
        for b in self.entry_buttons:
            if b.handle(event):
                return
        if self.overrule is not None and self.overrule_button.handle(event):
            return
        if event.type == pygame.TEXTINPUT:
            self.entry.type_text(event.text)
            self._edited()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.entry.backspace()
                self._edited()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._submit()
            elif event.key == pygame.K_DELETE:
                self._clear()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, letter in self._key_rects:
                if rect.collidepoint(event.pos):
                    if letter == "⌫":
                        self.entry.backspace()
                    else:
                        self.entry.type_text(letter)
                    self.app.sound.play("click")
                    self._edited()
                    return
            for i, rect in enumerate(self._letter_rects()):
                if rect.collidepoint(event.pos):
                    self.selected_letter = None if self.selected_letter == i else i
                    return
            card = self._card_at(event.pos, include_own=True)
            if card is not None:
                if self.selected_letter is not None:
                    if self.entry.reassign(self.selected_letter, card):
                        self.selected_letter = None
                    else:
                        self.app.toast(self.app.t("voice.ui.wrong_letter_card"), "error")
                elif not self.entry.add_card(card):
                    self.app.toast(self.app.t("voice.ui.card_in_use"), "info")
                self._edited()

    def _edited(self) -> None:
        self.problem = None
        self.overrule = None
        if self.entry is not None and self.entry.rejected:
            self.problem = self.app.t("voice.ui.not_russian", chars="".join(self.entry.rejected[-3:]))
            self.entry.rejected.clear()

    def _card_at(self, pos: tuple[int, int], include_own: bool = False) -> int | None:
        rects, _ = self._grid()
        for cid, rect in rects.items():
            if rect.collidepoint(pos):
                return cid
        if include_own:
            for cid, rect in self._own_rects():
                if rect.collidepoint(pos):
                    return cid
        return None

    def _handle_choice(self, event: pygame.event.Event, seat: int) -> None:
        legal = self._legal(seat)
        for button, action in self.action_buttons:
            if button.handle(event):
                if action == "__pick_again":
                    self.refresh_card = None
                else:
                    self._apply(action)
                return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                cards = [a for a in legal if isinstance(a, CARD_ACTIONS)]
                buttons = [a for a in legal if not isinstance(a, CARD_ACTIONS + (A.RefreshPlace,))]
                if len(cards) == 1:
                    self._apply(cards[0])
                elif not cards and buttons:
                    self._apply(buttons[0])
            return
        # refresh: pick a drawn card, then an empty place
        places = [a for a in legal if isinstance(a, A.RefreshPlace)]
        if places:
            for cid, rect in self._drawn_rects():
                if rect.collidepoint(event.pos):
                    self.refresh_card = cid
                    return
            if self.refresh_card is not None:
                _, empty = self._grid()
                for (r, c), rect in empty.items():
                    if rect.collidepoint(event.pos):
                        action = A.RefreshPlace(self.refresh_card, r, c)
                        if action in places:
                            self._apply(action)
                        else:
                            self.app.toast(self.app.t("voice.err.bad_place"), "error")
                        return
            return
        card = self._card_at(event.pos)
        if card is None:
            return
        for action in legal:
            target = self._action_card(action)
            if target == card and isinstance(action, CARD_ACTIONS + (A.LeaderCube,)):
                if isinstance(action, A.LeaderCube) and not action.place:
                    continue
                self._apply(action)
                return
        groups = [a for a in legal if isinstance(a, A.ElderTrade) and card in a.cards]
        if len(groups) >= 1:
            self._apply(groups[0])
            return
        self.app.toast(self.app.t("voice.ui.not_a_target"), "error")

    @staticmethod
    def _action_card(action: Any) -> int | None:
        if isinstance(action, A.MoveCube):
            return action.src
        return getattr(action, "card", None)

    # -- time ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.app.scene is not self:
            return False
        if self.pass_due:
            self._push_pass()
            return True
        if self.pending is not None:
            self._judge_pending()
            return True
        if self._port(None).is_over():
            self.app.replace("result", session=self.session)
            return True
        self._refresh_viewer()
        if self.waiting_pass:
            return False
        seat = self._to_move()
        phase = self._public().phase
        human_minute = (self._composing_human() is not None if self._mode() == "private"
                        else not self.table_minute_over)
        if phase == COMPOSE and human_minute and self.minute.started and not self.minute.paused:
            remaining = self.minute.remaining_ms()
            second = math.ceil(remaining / 1000)
            if remaining > 0 and second <= 10 and second != self.last_tick:
                self.last_tick = second
                self.app.sound.play("tick")
            if self.minute.expired:
                if self._mode() == "private" and self._composing_human() is not None:
                    self._time_up()
                    return True
                if self._mode() == "table" and not self.table_minute_over:
                    self.table_minute_over = True
                    self.app.sound.play("chime")
                    return True
            return True  # the clock moves: redraw every frame
        if seat is not None and self.session.person_of(seat) is None:
            speed = self.app.settings.animation_speed
            self.bot_wait += dt * (speed if speed > 0 else 10.0)
            if self.bot_wait >= BOT_DELAY:
                self.bot_wait = 0.0
                action = self.session.bot_action()
                if action is not None:
                    self._apply(action)
            return True
        return False  # typing redraws through its own events; nothing moves by itself

    # -- drawing ------------------------------------------------------------------------------------------
    def _colours(self) -> list[int]:
        return [s.colour for s in self.session.seats]

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.waiting_pass:
            return
        v = self.view
        self._draw_top(surface, v)
        self._draw_sidebar(surface, v)
        if self._field_hidden():
            self._draw_hidden_field(surface, v)
        else:
            self._draw_field(surface, v)
        if v.phase == COMPOSE:
            self._draw_compose(surface, v)
        else:
            self._draw_choice_bar(surface, v)
        self.menu_button.draw(surface)
        if self.session.can_undo():
            self.undo_button.draw(surface)

    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def _shape(self, surface: pygame.Surface, seat: int, center: tuple[int, int], r: int) -> None:
        _, col, shape = theme.PLAYER_COLOURS[self.session.seats[seat].colour % len(theme.PLAYER_COLOURS)]
        player_shape(surface, shape, center, r, col)

    def _draw_top(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        r = design_rect(app, 16, 12, 700, 50)
        title = app.t("voice.ui.round", round=v.round, name=self._name(v.first))
        t = app.fonts.render(title, app.px(theme.TYPE_LEAD), theme.PARCHMENT, "bold")
        surface.blit(t, (r.x, r.y))
        phase = app.fonts.render(app.t(f"voice.phase.{v.phase}"), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
        surface.blit(phase, (r.x, r.y + t.get_height()))
        info = app.t("voice.ui.deck", deck=v.deck, discard=v.discard)
        i = app.fonts.render(info, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
        surface.blit(i, (r.x + phase.get_width() + app.px(16), r.y + t.get_height()))
        shown = (self._composing_human() is not None if self._mode() == "private"
                 else self.minute.started and not self.table_minute_over)
        if v.phase == COMPOSE and shown:
            c = design_rect(app, 920, 38, 1, 1)
            draw_countdown(surface, app, self.minute, (c.x, c.y), app.px(30))

    def _draw_hidden_field(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        rects, _ = self._grid()
        for rect in rects.values():
            self.cards.draw(surface, rect, None)
        seat = self._composing_human()
        area = self._field_area()
        box = pygame.Rect(0, 0, app.px(560), app.px(200))
        box.center = area.center
        panel(surface, box, theme.PARCHMENT, app.px(12), app.px(6), border=theme.PARCHMENT_SHADE, border_w=1)
        key = "voice.ui.ready_private" if self._mode() == "private" else "voice.ui.ready_table"
        lines = app.fonts.wrap(app.t(key, name=self._name(seat) if seat is not None else ""), app.px(theme.TYPE_BODY),
                               box.w - app.px(40), "bold")
        y = box.y + app.px(20)
        for line in lines[:3]:
            t = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.INK, "bold")
            surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
            y += t.get_height()
        self.start_button.rect.midbottom = (box.centerx, box.bottom - app.px(20))
        self.start_button.draw(surface)

    def _highlights(self, v: VoiceView) -> dict[int, str]:
        marks: dict[int, str] = {}
        if self.entry is not None and v.phase == COMPOSE:
            for c in self.entry.assignment():
                if c is not None:
                    marks[c] = "used"
            if self.selected_letter is not None and self.selected_letter < len(self.entry.letters):
                for c in self.entry.candidates(self.selected_letter):
                    marks.setdefault(c, "target")
            return marks
        seat = self._to_move()
        if seat is not None and self.session.person_of(seat) is not None:
            for a in self._legal(seat):
                card = self._action_card(a)
                if isinstance(a, A.ElderTrade):
                    for c in a.cards:
                        marks[c] = "target"
                elif card is not None and not isinstance(a, (A.SkipCube, A.RefreshPlace)):
                    if isinstance(a, A.LeaderCube) and not a.place:
                        continue
                    marks[card] = "target"
        placing = v.placing
        if placing is not None and placing.todo:
            marks.setdefault(placing.todo[0], "select")
        return marks

    def _draw_field(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        rects, empty = self._grid()
        marks = self._highlights(v)
        colours = self._colours()
        for card in v.field:
            rect = rects[card.id]
            hover = rect.collidepoint(self.hover_pos) and marks.get(card.id) == "target"
            self.cards.draw(surface, rect.move(0, -app.px(4) if hover else 0), card, marks.get(card.id))
            draw_cubes(surface, app, rect, card.cubes, colours)
        if self.refresh_card is not None:
            legal = {(a.row, a.col) for a in self._legal(self._to_move())
                     if isinstance(a, A.RefreshPlace) and a.card == self.refresh_card}
            for pos, rect in empty.items():
                if pos in legal:
                    pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(3)), border_radius=app.px(8))
                    plus = app.fonts.render("+", app.px(theme.TYPE_HERO), theme.AMBER, "bold")
                    surface.blit(plus, plus.get_rect(center=rect.center))

    def _own_rects(self) -> list[tuple[int, pygame.Rect]]:
        if self.entry is None:
            return []
        own = [s for s in self.entry.sources if s.own]
        app = self.app
        w = app.px(44)
        out = []
        for i, s in enumerate(own):
            out.append((s.card, pygame.Rect(design_rect(app, 24, 620, 1, 1).x + i * (w + app.px(6)),
                                               design_rect(app, 24, 620, 1, 1).y, w, int(w * CARD_RATIO))))
        return out

    def _letter_rects(self) -> list[pygame.Rect]:
        if self.entry is None:
            return []
        app = self.app
        n = len(self.entry.letters)
        area = design_rect(app, 24, 548, 620, 58)
        w = min(app.px(44), (area.w - app.px(4) * max(0, n - 1)) // max(1, n))
        return [pygame.Rect(area.x + i * (w + app.px(4)), area.y, w, area.h) for i in range(n)]

    def _draw_compose(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        seat = self._composing_human()
        if seat is None:
            waiting = next((i for i in v.order if not v.composed[i]), None)
            if waiting is not None:
                t = app.fonts.render(app.t("voice.ui.composing", name=self._name(waiting)),
                                     app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold")
                c = design_rect(app, 440, 660, 1, 1)
                surface.blit(t, t.get_rect(center=(c.x, c.y)))
            return
        if self._field_hidden():
            return
        if self._mode() == "table" and not self.table_minute_over:
            t = app.fonts.render(app.t("voice.ui.table_minute_running"), app.px(theme.TYPE_BODY), theme.PARCHMENT,
                                 "bold")
            c = design_rect(app, 440, 600, 1, 1)
            surface.blit(t, t.get_rect(center=(c.x, c.y)))
            self.finish_minute_button.rect.midtop = (c.x, c.y + app.px(26))
            self.finish_minute_button.draw(surface)
            return
        if self.entry is None:
            return
        box = design_rect(app, 16, 536, 848, 176)
        panel(surface, box, darken(theme.FELT, 0.3), app.px(12), 0)
        label = app.t("voice.ui.your_word", name=self._name(seat))
        t = app.fonts.render(label, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, "bold")
        surface.blit(t, (box.x + app.px(8), box.y - t.get_height() - app.px(2)))
        assignment = self.entry.assignment()
        labels = {s.card: s.label for s in self.entry.sources}
        owned = {s.card for s in self.entry.sources if s.own}
        for i, rect in enumerate(self._letter_rects()):
            card = assignment[i]
            ok = card is not None
            colour = theme.PARCHMENT if ok else (250, 214, 214)
            panel(surface, rect, colour, app.px(6), app.px(2),
                  border=theme.AMBER if i == self.selected_letter else (theme.MOSS if ok else theme.BERRY),
                  border_w=max(2, app.px(3 if i == self.selected_letter else 2)))
            letter = app.fonts.render(self.entry.letters[i], app.px(theme.TYPE_TITLE), theme.INK, "bold")
            surface.blit(letter, letter.get_rect(center=(rect.centerx, rect.y + rect.h * 0.4)))
            sub = ("★ " if card in owned else "") + labels.get(card, "") if card is not None else "?"
            s = app.fonts.render(sub, app.px(theme.TYPE_SMALL), theme.MOSS_DARK if ok else theme.BERRY, "bold")
            surface.blit(s, s.get_rect(midbottom=(rect.centerx, rect.bottom - app.px(2))))
        if not self.entry.letters:
            r = design_rect(app, 24, 552, 600, 30)
            for k, line in enumerate(app.fonts.wrap(app.t("voice.ui.type_hint"), app.px(theme.TYPE_BODY), r.w)[:2]):
                hint = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.PARCHMENT_SHADE)
                surface.blit(hint, (r.x, r.y + k * hint.get_height()))
        # own cards (at most two per word, no cubes needed)
        own = self._own_rects()
        if own:
            for cid, rect in own:
                self.cards.draw(surface, rect, self.entry.source(cid), "used" if cid in assignment else None)
        # on-screen letter keys
        keys = self.entry.keys() + ["⌫"]
        kx = design_rect(app, 24 + (len(own) * 50 if own else 0), 620, 1, 1).x
        ky = design_rect(app, 0, 620, 1, 1).y
        kw, kh = app.px(30), app.px(34)
        right = design_rect(app, 650, 0, 1, 1).x
        self._key_rects = []
        x, y = kx, ky
        for letter in keys:
            if x + kw > right:
                x, y = kx, y + kh + app.px(4)
            rect = pygame.Rect(x, y, kw, kh)
            self._key_rects.append((rect, letter))
            hover = rect.collidepoint(self.hover_pos)
            panel(surface, rect, theme.PARCHMENT if not hover else (255, 244, 214), app.px(5), app.px(2),
                  border=theme.PARCHMENT_SHADE, border_w=1)
            k = app.fonts.render(letter, app.px(theme.TYPE_BODY), theme.INK, "bold")
            surface.blit(k, k.get_rect(center=rect.center))
            x += kw + app.px(4)
        for b in self.entry_buttons:
            b.enabled = self._my_compose()
            b.draw(surface)
        if self.problem:
            lines = app.fonts.wrap(self.problem, app.px(theme.TYPE_SMALL), app.px(600), "bold")
            y = box.y + app.px(70)
            for line in lines[:2]:
                t = app.fonts.render(line, app.px(theme.TYPE_SMALL), (255, 190, 190), "bold")
                surface.blit(t, (box.x + app.px(8), y))
                y += t.get_height()
        elif self.pending is not None:
            t = app.fonts.render(app.t("voice.ui.checking"), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, "bold")
            surface.blit(t, (box.x + app.px(8), box.y + app.px(70)))
        if self.overrule is not None:
            self.overrule_button.draw(surface)

    def _drawn_rects(self) -> list[tuple[int, pygame.Rect]]:
        drawn = self.view.my_drawn
        app = self.app
        w = app.px(56)
        out = []
        start = design_rect(app, 24, 640, 1, 1)
        for i, card in enumerate(drawn):
            out.append((card.id, pygame.Rect(start.x + app.px(260) + i * (w + app.px(10)), start.y - app.px(18), w,
                                         int(w * CARD_RATIO))))
        return out

    def _draw_choice_bar(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        seat = self._to_move()
        bar = design_rect(app, 16, 636, 848, 76)
        panel(surface, bar, darken(theme.FELT, 0.3), app.px(12), 0)
        self.action_buttons = []
        if seat is None:
            return
        if self.session.person_of(seat) is None:
            t = app.fonts.render(app.t("voice.ui.thinking", name=self._name(seat)), app.px(theme.TYPE_BODY),
                                 theme.PARCHMENT, "bold")
            surface.blit(t, t.get_rect(midleft=(bar.x + app.px(16), bar.centery)))
            return
        legal = self._legal(seat)
        prompt = self._prompt(v, legal)
        lines = app.fonts.wrap(prompt, app.px(theme.TYPE_SMALL), app.px(420), "bold")
        y = bar.y + app.px(8)
        for line in lines[:3]:
            t = app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold")
            surface.blit(t, (bar.x + app.px(16), y))
            y += t.get_height()
        buttons: list[tuple[str, Any]] = []
        for a in legal:
            if isinstance(a, A.SkipCube):
                buttons.append((app.t("voice.ui.skip_cube"), a))
            elif isinstance(a, A.LeaderCube) and not a.place:
                buttons.append((app.t("voice.ui.no_leader_cube"), a))
            elif isinstance(a, A.ElderDecline):
                buttons.append((app.t("voice.ui.elder_decline"), a))
            elif isinstance(a, A.RemoveLine):
                buttons.append((app.t("voice.ui.remove_line", axis=app.t(f"voice.axis.{a.axis}")), a))
            elif isinstance(a, A.KeepField):
                buttons.append((app.t("voice.ui.keep_field"), a))
            elif isinstance(a, A.NoWord):
                buttons.append((app.t("voice.ui.no_word"), a))
        x = bar.right - app.px(12)
        for label, action in reversed(buttons):
            w = max(app.px(130), app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0] + app.px(24))
            rect = pygame.Rect(x - w, bar.centery - app.px(20), w, app.px(40))
            self.action_buttons.append((Button(app, label, lambda: None, rect, "secondary", size=theme.TYPE_SMALL),
                                        action))
            x -= w + app.px(8)
        for b, _ in self.action_buttons:
            b.hover = b.rect.collidepoint(self.hover_pos)
            b.draw(surface)
        drawn = {c.id: c for c in v.my_drawn}
        for cid, rect in self._drawn_rects():
            self.cards.draw(surface, rect, drawn.get(cid), "select" if cid == self.refresh_card else "target")

    def _prompt(self, v: VoiceView, legal: list[Any]) -> str:
        app = self.app
        name = self._name(v.to_move if v.to_move is not None else v.first)
        placing = v.placing
        if v.phase == PLACE and placing is not None:
            if placing.penalty:
                return app.t("voice.ui.prompt_penalty", name=name)
            if any(isinstance(a, A.MoveCube) for a in legal):
                return app.t("voice.ui.prompt_move", name=name)
            return app.t("voice.ui.prompt_place", name=name, left=len(placing.todo))
        if any(isinstance(a, A.LeaderCube) for a in legal):
            return app.t("voice.ui.prompt_leader", name=name)
        if any(isinstance(a, A.ElderTrade) for a in legal):
            return app.t("voice.ui.prompt_elder", name=name)
        if any(isinstance(a, A.RefreshPlace) for a in legal):
            key = "voice.ui.prompt_refresh_pick" if self.refresh_card is None else "voice.ui.prompt_refresh_place"
            return app.t(key, name=name)
        if any(isinstance(a, (A.RemoveLine, A.RemoveCard)) for a in legal):
            return app.t("voice.ui.prompt_remove", name=name)
        return app.t(f"voice.phase.{v.phase}")

    def _draw_sidebar(self, surface: pygame.Surface, v: VoiceView) -> None:
        app = self.app
        n = v.seats
        board = design_rect(app, 880, 76, 384, 40 + 46 * n)
        heads = [(app.t("voice.ui.col_cubes"), 210), (app.t("voice.ui.col_cards"), 276),
                 (app.t("voice.ui.col_points"), 340)]
        rows = []
        for i in range(n):
            word = v.words[i]
            if not v.composed[i]:
                note = app.t("voice.ui.writing") if v.phase == COMPOSE else ""
            elif word is None or (not word.word and v.phase == COMPOSE):
                note = app.t("voice.ui.written")  # a word stays secret until every seat has composed
            else:
                note = word.word or app.t(word.reason or "voice.noword.pass")
            extras = []
            if i == v.first:
                name_w = app.fonts.render(self._name(i), app.px(theme.TYPE_SMALL), theme.INK, "bold").get_width()

                def timer(surf: pygame.Surface, y: int, dx: int = name_w) -> None:
                    surf.blit(app.images.get("icon-timer", app.px(16)), (board.x + app.px(40) + dx, y + app.px(3)))
                extras.append(timer)
            s = v.standings[i]
            rows.append(BoardRow(self._name(i), lambda surf, c, r, i=i: self._shape(surf, i, c, r),
                                 (v.supply[i], s.cards, s.points), v.to_move == i,
                                 note=note, extras=extras))
        draw_scoreboard(surface, app, board, heads, rows, 46)
        used = [u.word for u in v.used_words]
        words_box = design_rect(app, 880, 76 + 52 + 46 * n, 384, 70)
        panel(surface, words_box, theme.PARCHMENT, app.px(10), app.px(4), border=theme.PARCHMENT_SHADE, border_w=1)
        head = app.fonts.render(app.t("voice.ui.used_words", n=len(used)), app.px(theme.TYPE_SMALL), theme.MOSS_DARK,
                                "bold")
        surface.blit(head, (words_box.x + app.px(12), words_box.y + app.px(6)))
        line = ", ".join(reversed(used)) or "—"
        for k, text in enumerate(app.fonts.wrap(line, app.px(theme.TYPE_SMALL), words_box.w - app.px(24))[:2]):
            t = app.fonts.render(text, app.px(theme.TYPE_SMALL), theme.INK)
            surface.blit(t, (words_box.x + app.px(12), words_box.y + app.px(26) + k * t.get_height()))
        log = design_rect(app, 880, 76 + 134 + 46 * n, 384, 0)
        log.h = design_rect(app, 0, 708, 1, 1).y - log.y
        names = [self._name(i) for i in range(n)]
        lines = [x for x in (event_text(app.t, names, e) for e in self._port(self.viewer).events()[-40:]) if x]
        draw_log(surface, app, log, lines, app.t("voice.ui.log"))

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session

        return {"session": demo_session("voice", seed, seats=3, kinds=["human", "human", "human"],
                                        steps=3 + seed % 5)}


__all__ = ["VoiceScene"]
