"""The Woodlanders table: wardens, tricks, piles and scores; hot-seat safe.

The scene reads the game only through seat ports (`session.port(seat)`: the
seat's typed view, legal actions, refusals and events) and changes it only by
`session.apply`. Whose private view is shown (`viewer`) changes through the
pass screen when the next person to act is another person; one person
playing several seats moves between them without it.
"""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import restart_session
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.app.session import GameSession
from woods_desktop.app.tween import Tweens
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.port import SeatPort
from woods_desktop.games.woodlanders.art import CARD_RATIO, SUIT_COLOURS, CardArt, suit_badge
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.view import LastTrick, RoundSummary, WoodlandersView
from woods_desktop.games.woodlanders.text import event_text, refusal_text, suit_name
from woods_desktop.ui.chrome import design_rect, dim, draw_table, sheet
from woods_desktop.ui.draw import darken, panel, player_shape
from woods_desktop.ui.panels import draw_log, draw_tooltip
from woods_desktop.ui.scoreboard import BoardRow, draw_scoreboard
from woods_desktop.ui.widgets import Button

BOT_DELAY = 0.7  # seconds a computer "thinks" at animation speed 1, so people can follow
TRICK_HOLD = 1.4  # seconds a finished trick stays on the table


@register_scene("woodlanders")
class WoodlandersScene(Scene):
    def enter(self, session: GameSession | None = None, **kwargs: Any) -> None:
        self.session = session
        self.cards = CardArt(self.app)
        self.viewer: int | None = None
        self.selected: list[int] = []  # indexes into the viewer's hand
        self.cursor = 0
        self.warden_pick: str | None = None  # 3p dealer: pain chosen, trump next
        self.bot_wait = 0.0
        self.hold: LastTrick | None = None  # a finished trick kept in view
        self.hold_time = 0.0
        self.summary: RoundSummary | None = None
        self.show_last = False
        self.hover_pos = (0, 0)
        self.shake = 0.0
        self.tweens = Tweens()  # "play-K": the K-th play of the trick sliding in from its seat
        self.seen_events = len(self._port(None).events())
        self.waiting_pass = False
        self.pass_due = False
        self._choose_viewer(initial=True)
        self.layout()

    # -- whose eyes ---------------------------------------------------------------
    def _port(self, seat: int | None) -> SeatPort:
        return self.session.port(seat)

    def _view(self, seat: int | None) -> WoodlandersView:
        return self.session.port(seat).view()

    def _to_move(self) -> int | None:
        return self._port(None).to_move()

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.seats) if s.human]

    def _people(self) -> set[int]:
        """The people at the screen (one person may play several seats)."""
        return {p for p in (self.session.person_of(i) for i in self._humans()) if p is not None}

    def _choose_viewer(self, initial: bool = False) -> None:
        """Show the seat to move if a person plays it; when that is another person than
        the one looking now, through the pass screen."""
        seat = self._to_move()
        person = self.session.person_of(seat)
        humans = self._humans()
        if seat is None or person is None:
            if self.viewer is None and len(self._people()) == 1:
                self.viewer = humans[0]
            return
        if seat == self.viewer:
            return
        same_person = self.viewer is not None and self.session.person_of(self.viewer) == person
        if same_person or len(self._people()) < 2:
            self.viewer = seat
            self.selected = []
            self.cursor = 0
            self.warden_pick = None
        elif not self.waiting_pass:
            self.waiting_pass = True
            self.viewer = None
            if initial:
                self.pass_due = True  # pushed on the first update, once this scene is on the stack
            else:
                self._push_pass()

    def _push_pass(self) -> None:
        self.pass_due = False
        seat = self._to_move()
        if seat is None:
            return
        seat_info = self.session.seats[seat]

        def reveal(seat: int = seat) -> None:
            self.viewer = seat
            self.waiting_pass = False
            self.selected = []
            self.cursor = 0
            self.layout()

        self.app.push("pass", name=seat_info.name, colour=seat_info.colour, on_reveal=reveal)

    # -- layout ---------------------------------------------------------------------
    def layout(self) -> None:
        app = self.app
        self.cards.clear()
        self.menu_button = Button(app, app.t("common.menu"), self._pause, design_rect(app, 1130, 16, 130, 40),
                                  icon="icon-menu", size=theme.TYPE_SMALL)
        self.last_button = Button(app, app.t("woodlanders.ui.last_trick"), self._toggle_last,
                                  design_rect(app, 930, 16, 190, 40), icon="icon-turn", size=theme.TYPE_SMALL)
        self.confirm = Button(app, app.t("woodlanders.ui.play"), self._confirm, design_rect(app, 760, 486, 140, 46),
                              "primary", icon="icon-check")
        self.continue_button = Button(app, app.t("common.next"), self._close_summary,
                                      design_rect(app, 530, 560, 220, 52), "primary")
        self.hand_w = app.px(66)

    def _seat_positions(self) -> dict[int, str]:
        """Bottom is the viewer (or seat 0); the others clockwise: left, top, right."""
        n = self._view(None).seats
        base = self.viewer if self.viewer is not None else (self._humans()[0] if self._humans() else 0)
        names = ["bottom", "left", "top", "right"]
        return {(base + k) % n: names[k] for k in range(n)}

    def _plate_rect(self, where: str) -> pygame.Rect:
        return {
            "bottom": design_rect(self.app, 20, 436, 720, 40),
            "left": design_rect(self.app, 16, 178, 196, 150),
            "top": design_rect(self.app, 352, 16, 196, 150),
            "right": design_rect(self.app, 688, 178, 196, 150),
        }[where]

    def _trick_anchor(self, where: str) -> tuple[int, int]:
        x, y = {"bottom": (450, 352), "left": (314, 280), "top": (450, 218), "right": (586, 280)}[where]
        r = design_rect(self.app, x, y, 1, 1)
        return r.x, r.y

    def _hand_rects(self, hand: list[Any]) -> list[pygame.Rect]:
        app = self.app
        n = len(hand)
        if not n:
            return []
        w = self.hand_w
        h = int(w * CARD_RATIO)
        area = design_rect(app, 20, 540, 880, 170)
        gap = app.px(6)
        step = min(w + gap, (area.w - w) // max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.x + (area.w - total) // 2
        rects = []
        for i in range(n):
            lift = app.px(22) if i in self.selected else 0
            rects.append(pygame.Rect(x0 + i * step, area.y + app.px(20) - lift, w, h))
        return rects

    # -- actions --------------------------------------------------------------------
    def _pause(self) -> None:
        self.app.push("pause", game_title=self.app.t("woodlanders.title"), game_id="woodlanders",
                      on_restart=self._restart)

    def _restart(self) -> None:
        restart_session(self.app, self.session)

    def _toggle_last(self) -> None:
        self.show_last = not self.show_last

    def _close_summary(self) -> None:
        self.summary = None
        self._choose_viewer()

    def _my_turn(self) -> bool:
        seat = self._to_move()
        return (seat is not None and seat == self.viewer and self.session.seats[seat].human
                and not self.waiting_pass and self.summary is None and self.hold is None)

    def _selected_play(self) -> Play | None:
        hand = self._view(self.viewer).hand
        cards = [hand[i] for i in self.selected if i < len(hand)]
        return Play.of(cards) if cards else None

    def _confirm(self) -> None:
        if not self._my_turn():
            return
        play = self._selected_play()
        if play is None:
            self._refuse(self.app.t("woodlanders.err.no_cards"))
            return
        self._apply(play)

    def _apply(self, action: Any) -> None:
        before_rounds = len(self._view(None).round_history)
        refusal = self.session.apply(action)
        if refusal is not None:
            self._refuse(refusal_text(self.app.t, refusal))
            return
        self.app.sound.play("card")
        self.selected = []
        self.warden_pick = None
        self._after_action(before_rounds)

    def _after_action(self, before_rounds: int) -> None:
        events = self._port(self.viewer).events()
        new = events[self.seen_events:]
        self.seen_events = len(events)
        tricks = [e for e in new if e["type"] == "trick"]
        if tricks:
            self.hold = self._view(None).last_trick
            self.hold_time = 0.0
        view = self._view(None)
        if len(view.round_history) > before_rounds:
            self.summary = view.round_history[-1]
            self.app.sound.play("chime")
        trick = view.trick
        if trick:
            self.tweens.start(f"play-{len(trick) - 1}", 0.0, 1.0, theme.ANIM_MOVE + 0.02)
        self.cursor = min(self.cursor, max(0, len(self._view(self.viewer).hand) - 1))
        if not self.summary:
            self._choose_viewer()

    def _refuse(self, text: str) -> None:
        self.app.toast(text, "error")
        self.shake = 0.3

    def _legal_cards(self, view: WoodlandersView) -> set[int]:
        """Hand indexes that belong to at least one legal play."""
        legal = self._port(self.viewer).legal_actions() if self._my_turn() else []
        playable = set()
        for action in legal:
            for card in getattr(action, "cards", ()):
                for i, c in enumerate(view.hand):
                    if c[0] == card[0] and c[1] == card[1]:
                        playable.add(i)
        return playable

    def _why_not(self, card: tuple[str, int]) -> IllegalAction | None:
        """Why this card of the viewer's hand belongs to no legal play: a single card is
        refused for exactly the reasons that keep it out of every play."""
        return self._port(self.viewer).refusal(Play((card,)))

    def _toggle(self, i: int, view: WoodlandersView) -> None:
        hand = view.hand
        if i in self.selected:
            self.selected.remove(i)
            return
        if i not in self._legal_cards(view):
            refusal = self._why_not(hand[i])
            if refusal is not None:
                self._refuse(refusal_text(self.app.t, refusal))
            return
        suit = hand[i][0]
        keep = [j for j in self.selected if hand[j][0] == suit and hand[j][1] != 4]
        if hand[i][1] == 4:
            keep = []
        self.selected = (keep + [i])[-2:]
        self.app.sound.play("click")

    # -- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._pause()
            return
        for b in (self.menu_button, self.last_button):
            if b.handle(event):
                return
        if self.summary is not None:
            if self.continue_button.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._close_summary()
            return
        if self.hold is not None and (event.type == pygame.MOUSEBUTTONUP or
                                      (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.hold = None  # a click skips the pause after a trick
            self._choose_viewer()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self._toggle_last()
            return
        if not self._my_turn():
            if event.type == pygame.MOUSEBUTTONUP:
                self.bot_wait = BOT_DELAY  # clicking hurries the computer along
            return
        view = self._view(self.viewer)
        if view.phase in ("wardens", "dealer_choice"):
            self._handle_wardens(event, view)
            return
        self.confirm.enabled = True
        if self.confirm.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            rects = self._hand_rects(view.hand)
            for i in reversed(range(len(rects))):
                if rects[i].collidepoint(event.pos):
                    self.cursor = i
                    self._toggle(i, view)
                    return
        if event.type == pygame.KEYDOWN:
            n = len(view.hand)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
                self.cursor = (self.cursor + (1 if event.key == pygame.K_RIGHT else -1)) % n
            elif event.key in (pygame.K_SPACE, pygame.K_UP) and n:
                self._toggle(self.cursor, view)
            elif event.key == pygame.K_DOWN and self.cursor in self.selected:
                self.selected.remove(self.cursor)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._confirm()

    def _warden_rects(self, suits: list[str]) -> list[pygame.Rect]:
        app = self.app
        size = app.px(92)
        gap = app.px(22)
        total = len(suits) * size + (len(suits) - 1) * gap
        center = design_rect(app, 450, 300, 1, 1)
        x0 = center.x - total // 2
        return [pygame.Rect(x0 + i * (size + gap), center.y - size // 2, size, size) for i in range(len(suits))]

    def _warden_choices(self, view: WoodlandersView) -> list[str]:
        if view.phase == "dealer_choice" and self.warden_pick is not None:
            return [s for s in view.wardens_left if s != self.warden_pick]
        return list(view.wardens_left)

    def _handle_wardens(self, event: pygame.event.Event, view: WoodlandersView) -> None:
        suits = self._warden_choices(view)
        pick = None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for suit, rect in zip(suits, self._warden_rects(suits)):
                if rect.collidepoint(event.pos):
                    pick = suit
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and suits:
                self.cursor = (self.cursor + (1 if event.key == pygame.K_RIGHT else -1)) % len(suits)
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and suits:
                pick = suits[min(self.cursor, len(suits) - 1)]
            elif event.key == pygame.K_BACKSPACE:
                self.warden_pick = None
        if pick is None:
            return
        if view.phase == "wardens":
            self._apply(ChooseWarden(pick))
        elif self.warden_pick is None:
            self.warden_pick = pick
            self.cursor = 0
        else:
            self._apply(DealerChoose(self.warden_pick, pick))

    # -- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        speed = self.app.settings.animation_speed
        moving = self.tweens.update(dt, speed)
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt)
            moving = True
        if self.app.scene is not self:
            return moving
        if self.pass_due:
            self._push_pass()
            return True
        if self.hold is not None:
            self.hold_time += dt * max(speed, 0.5) if speed > 0 else TRICK_HOLD
            if self.hold_time >= TRICK_HOLD:
                self.hold = None
                self._choose_viewer()
            return True
        if self.summary is not None:
            return moving
        if self._port(None).is_over():
            self.app.replace("result", session=self.session)
            return True
        seat = self._to_move()
        if seat is not None and not self.session.seats[seat].human:
            self.bot_wait += dt * (speed if speed > 0 else 10.0)
            if self.bot_wait >= BOT_DELAY:
                self.bot_wait = 0.0
                before = len(self._view(None).round_history)
                action = self.session.bot_action()
                if action is not None:
                    self.session.apply(action)
                    self.app.sound.play("card")
                    self._after_action(before)
            return True
        self._choose_viewer()
        return moving

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.waiting_pass:
            return  # nothing private behind the pass screen
        view = self._view(self.viewer)
        positions = self._seat_positions()
        self._draw_status(surface, view)
        for seat, where in positions.items():
            self._draw_plate(surface, view, seat, where)
        if view.phase in ("wardens", "dealer_choice"):
            self._draw_wardens(surface, view)
        else:
            self._draw_trick(surface, view, positions)
        self._draw_hand(surface, view)
        self._draw_sidebar(surface, view)
        self.menu_button.draw(surface)
        self.last_button.enabled = view.last_trick is not None
        self.last_button.draw(surface)
        if self.summary is not None:
            self._draw_summary(surface, view)

    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name if seat < len(self.session.seats) else "D4-ST8"

    def _shape(self, surface: pygame.Surface, seat: int, center: tuple[int, int], r: int) -> None:
        info = self.session.seats[seat] if seat < len(self.session.seats) else None
        if info is not None and info.kind == "robot":
            icon = self.app.images.get("icon-robot", r * 2)
            surface.blit(icon, icon.get_rect(center=center))
            return
        _, col, shape = theme.PLAYER_COLOURS[(info.colour if info else seat) % len(theme.PLAYER_COLOURS)]
        player_shape(surface, shape, center, r, col)

    def _draw_status(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        r = design_rect(app, 16, 16, 320, 70)
        text = app.t("woodlanders.ui.round", round=view.round, rounds=view.rounds)
        t = app.fonts.render(text, app.px(theme.TYPE_LEAD), theme.PARCHMENT, "bold")
        surface.blit(t, (r.x, r.y))
        dealer = app.fonts.render(app.t("woodlanders.ui.dealer", name=self._name(view.dealer)),
                                  app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
        surface.blit(dealer, (r.x, r.y + t.get_height()))
        tr = design_rect(app, 16, 72, 150, 64)
        if view.trump:
            suit_badge(surface, app, view.trump, (tr.x + app.px(26), tr.centery), app.px(48))
            lab = app.fonts.render(app.t("woodlanders.ui.trump"), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE,
                                   "bold")
            surface.blit(lab, (tr.x + app.px(58), tr.centery - lab.get_height()))
            name = app.fonts.render(suit_name(app.t, view.trump), app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold")
            surface.blit(name, (tr.x + app.px(58), tr.centery))

    def _draw_plate(self, surface: pygame.Surface, view: WoodlandersView, seat: int, where: str) -> None:
        app = self.app
        rect = self._plate_rect(where)
        current = view.to_move == seat
        pain = view.pain[seat]
        if where == "bottom":
            strip = rect
            if current:
                pygame.draw.rect(surface, theme.AMBER, strip.inflate(app.px(8), app.px(8)), max(2, app.px(3)),
                                 border_radius=app.px(10))
            panel(surface, strip, darken(theme.FELT, 0.25), app.px(8), 0)
            x = strip.x + app.px(24)
            self._shape(surface, seat, (x, strip.centery), app.px(11))
            name = app.fonts.render(self._name(seat), app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold")
            surface.blit(name, (x + app.px(20), strip.centery - name.get_height() // 2))
            x += app.px(32) + name.get_width()
            if pain:
                suit_badge(surface, app, pain, (x + app.px(16), strip.centery), app.px(30))
                lab = app.fonts.render(app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain)),
                                       app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
                surface.blit(lab, (x + app.px(36), strip.centery - lab.get_height() // 2))
                x += app.px(48) + lab.get_width()
            info = app.t("woodlanders.ui.pile", n=len(view.piles[seat]), score=view.round_scores[seat])
            lab = app.fonts.render(info, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold")
            surface.blit(lab, (strip.right - lab.get_width() - app.px(14), strip.centery - lab.get_height() // 2))
            return
        panel(surface, rect, theme.PARCHMENT, app.px(10), app.px(4),
              border=theme.AMBER if current else theme.PARCHMENT_SHADE, border_w=max(1, app.px(3 if current else 1)))
        x, y = rect.x + app.px(12), rect.y + app.px(10)
        self._shape(surface, seat, (x + app.px(9), y + app.px(12)), app.px(10))
        name = app.fonts.render(self._name(seat), app.px(theme.TYPE_BODY), theme.INK, "bold")
        surface.blit(name, (x + app.px(26), y))
        if seat == view.dealer:
            d = app.fonts.render(app.t("woodlanders.ui.dealer_mark"), app.px(theme.TYPE_SMALL), theme.WHITE, "bold")
            dr = d.get_rect().inflate(app.px(10), app.px(4))
            dr.topright = (rect.right - app.px(10), rect.y + app.px(10))
            pygame.draw.rect(surface, theme.SKY, dr, border_radius=app.px(6))
            surface.blit(d, d.get_rect(center=dr.center))
        y += app.px(30)
        if pain:
            suit_badge(surface, app, pain, (x + app.px(14), y + app.px(14)), app.px(28))
            lab = app.fonts.render(app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain)), app.px(theme.TYPE_SMALL),
                                   theme.INK_SOFT)
            surface.blit(lab, (x + app.px(34), y + app.px(14) - lab.get_height() // 2))
        elif view.robot_seat == seat:
            lab = app.fonts.render(app.t("woodlanders.ui.no_pain"), app.px(theme.TYPE_SMALL), theme.INK_SOFT)
            surface.blit(lab, (x, y + app.px(14) - lab.get_height() // 2))
        y += app.px(34)
        info = app.t("woodlanders.ui.pile", n=len(view.piles[seat]), score=view.round_scores[seat])
        lab = app.fonts.render(info, app.px(theme.TYPE_SMALL), theme.INK, "bold")
        surface.blit(lab, (x, y))
        y += app.px(24)
        hand = view.hands[seat]
        if hand is not None and seat != self.viewer:
            w = app.px(26)
            step = min(w, (rect.w - app.px(24) - w) // max(1, len(hand) - 1)) if len(hand) > 1 else 0
            for i, c in enumerate(hand):
                self.cards.draw(surface, c, pygame.Rect(x + i * step, y, w, int(w * CARD_RATIO)), lift_shadow=1)
        else:
            n = view.hand_sizes[seat]
            w = app.px(18)
            step = app.px(4)
            for i in range(n):
                self.cards.draw(surface, None, pygame.Rect(x + i * step, y, w, int(w * CARD_RATIO)), lift_shadow=1)
            lab = app.fonts.render(app.t("woodlanders.ui.cards_left", n=n), app.px(theme.TYPE_SMALL), theme.INK_SOFT)
            surface.blit(lab, (x + max(0, n - 1) * step + w + app.px(8), y + app.px(4)))

    def _draw_trick(self, surface: pygame.Surface, view: WoodlandersView, positions: dict[int, str]) -> None:
        app = self.app
        showing_last = self.show_last and view.last_trick is not None
        if self.hold is not None:
            plays, winner = self.hold.plays, self.hold.winner
        elif view.last_trick is not None and showing_last:
            plays, winner = view.last_trick.plays, view.last_trick.winner
        else:
            plays, winner = view.trick, view.winning
        w = app.px(62)
        h = int(w * CARD_RATIO)
        for k, play in enumerate(plays):
            where = positions.get(play.seat, "bottom")
            ax, ay = self._trick_anchor(where)
            progress = self.tweens.value(f"play-{k}") if self.hold is None and not showing_last else 1.0
            if progress < 1.0:
                sx, sy = self._plate_rect(where).center
                ax, ay = int(sx + (ax - sx) * progress), int(sy + (ay - sy) * progress)
            cards = play.cards
            offset = app.px(20)
            x0 = ax - (w + offset * (len(cards) - 1)) // 2
            for j, c in enumerate(cards):
                rect = pygame.Rect(x0 + j * offset, ay - h // 2, w, h)
                self.cards.draw(surface, c, rect, glow=(play.seat == winner))
            total = app.fonts.render(str(play.total), app.px(theme.TYPE_BODY), theme.WHITE, "bold")
            tr = total.get_rect().inflate(app.px(12), app.px(4))
            tr.midtop = (ax, ay + h // 2 + app.px(4))
            pygame.draw.rect(surface, theme.AMBER if play.seat == winner else theme.FELT_DARK, tr,
                             border_radius=app.px(8))
            surface.blit(total, total.get_rect(center=tr.center))
        caption = None
        if showing_last or self.hold is not None:
            caption = app.t("woodlanders.ui.last_trick_won", name=self._name(winner)) if winner is not None else None
        elif view.led_suit and winner is not None:
            caption = app.t("woodlanders.ui.winning", name=self._name(winner))
        elif view.phase == "play" and not plays and view.to_move is not None:
            caption = app.t("woodlanders.ui.to_lead", name=self._name(view.to_move))
        if caption:
            t = app.fonts.render(caption, app.px(theme.TYPE_BODY), theme.AMBER, "bold")
            c = design_rect(app, 16, 146, 1, 1)
            surface.blit(t, (c.x, c.y))

    def _draw_wardens(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        seat = view.to_move
        area = design_rect(app, 236, 176, 428, 236)
        panel(surface, area, darken(theme.FELT, 0.3), app.px(14), 0)
        mine = self._my_turn()
        if view.phase == "dealer_choice":
            key = "woodlanders.ui.choose_trump" if self.warden_pick else "woodlanders.ui.choose_pain_dealer"
        else:
            key = "woodlanders.ui.choose_warden"
        prompt = app.t(key, name=self._name(seat)) if mine else app.t("woodlanders.ui.waiting_warden",
                                                                       name=self._name(seat))
        y = area.y + app.px(10)
        for line in app.fonts.wrap(prompt, app.px(theme.TYPE_BODY), area.w - app.px(24), "bold")[:2]:
            t = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold")
            surface.blit(t, t.get_rect(midtop=(area.centerx, y)))
            y += t.get_height()
        suits = self._warden_choices(view)
        for i, (suit, rect) in enumerate(zip(suits, self._warden_rects(suits))):
            hover = mine and rect.collidepoint(self.hover_pos)
            focus = mine and i == self.cursor
            if hover or focus:
                pygame.draw.circle(surface, theme.AMBER, rect.center, rect.w // 2 + app.px(6), max(2, app.px(3)))
            suit_badge(surface, app, suit, rect.center, rect.w)
            lab = app.fonts.render(suit_name(app.t, suit), app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold")
            surface.blit(lab, lab.get_rect(midtop=(rect.centerx, rect.bottom + app.px(6))))
        if self.warden_pick:
            lab = app.fonts.render(app.t("woodlanders.ui.pain_chosen", suit=suit_name(app.t, self.warden_pick)),
                                   app.px(theme.TYPE_SMALL), theme.AMBER, "bold")
            surface.blit(lab, lab.get_rect(midbottom=(area.centerx, area.bottom - app.px(10))))

    def _draw_hand(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        if self.viewer is None:
            msg = app.t("woodlanders.ui.watching")
            t = app.fonts.render(msg, app.px(theme.TYPE_BODY), theme.PARCHMENT_SHADE, "bold")
            c = design_rect(app, 450, 600, 1, 1)
            surface.blit(t, t.get_rect(center=(c.x, c.y)))
            return
        hand = view.hand
        rects = self._hand_rects(hand)
        mine = self._my_turn() and view.phase == "play"
        playable = self._legal_cards(view) if mine else set(range(len(hand)))
        shake_dx = int(app.px(6) * (1 if int(self.shake * 40) % 2 else -1)) if self.shake > 0 else 0
        hovered = None
        for i, (card, rect) in enumerate(zip(hand, rects)):
            r = rect.move(shake_dx if i in self.selected else 0, 0)
            if mine and r.collidepoint(self.hover_pos) and i not in self.selected:
                r = r.move(0, -app.px(8))
                hovered = i
            self.cards.draw(surface, card, r, dimmed=mine and i not in playable, selected=i in self.selected,
                            glow=False)
            if mine and i == self.cursor:
                pygame.draw.line(surface, theme.AMBER, (r.x + app.px(6), r.bottom + app.px(6)),
                                 (r.right - app.px(6), r.bottom + app.px(6)), max(2, app.px(4)))
        self._draw_plate(surface, view, self.viewer, "bottom")
        if mine:
            play = self._selected_play()
            problem = self._port(self.viewer).refusal(play) if play is not None else None
            self.confirm.enabled = play is not None and problem is None
            if play is not None:
                label = f"{app.t('woodlanders.ui.play')} {play.total}"
                self.confirm.text = label
            else:
                self.confirm.text = app.t("woodlanders.ui.play")
            self.confirm.draw(surface)
            hint_key = "woodlanders.ui.hint_play"
            hint = refusal_text(app.t, problem) if problem is not None else app.t(hint_key)
            colour = theme.BERRY if problem is not None else theme.PARCHMENT_SHADE
            t = app.fonts.render(hint, app.px(theme.TYPE_SMALL), colour, "bold")
            c = design_rect(app, 20, 502, 720, 24)
            surface.blit(t, (c.x, c.y))
            if hovered is not None and hovered not in playable:
                refusal = self._why_not(hand[hovered])
                if refusal is not None:
                    draw_tooltip(surface, app, refusal_text(app.t, refusal), rects[hovered].midtop)
        elif view.to_move is not None and view.phase == "play":
            t = app.fonts.render(app.t("woodlanders.ui.waiting", name=self._name(view.to_move)),
                                 app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, "bold")
            c = design_rect(app, 20, 502, 720, 24)
            surface.blit(t, (c.x, c.y))

    def _draw_sidebar(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        board = design_rect(app, 920, 68, 344, 44 + 34 * len(view.names))
        heads = [(app.t("woodlanders.ui.col_round"), 200), (app.t("woodlanders.ui.col_game"), 280)]
        rows = []
        for i in range(len(view.names)):
            extras = []
            if view.pain[i]:
                def badge(surf: pygame.Surface, y: int, suit: str = view.pain[i]) -> None:
                    suit_badge(surf, app, suit, (board.x + app.px(150), y + app.px(12)), app.px(22))
                extras.append(badge)
            rows.append(BoardRow(self._name(i), lambda surf, c, r, i=i: self._shape(surf, i, c, r),
                                 (view.round_scores[i], view.game_points[i]), view.to_move == i,
                                 extras=extras))
        draw_scoreboard(surface, app, board, heads, rows, 34)
        names = [self._name(i) for i in range(len(view.names))]
        lines = [x for x in (event_text(app.t, names, e) for e in self._port(self.viewer).events()[-40:]) if x]
        log = design_rect(app, 920, 86 + 44 + 34 * len(view.names), 344, 0)
        log.h = design_rect(app, 0, 704, 1, 1).y - log.y
        draw_log(surface, app, log, lines, app.t("woodlanders.ui.log"))

    def _draw_summary(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        s = self.summary
        dim(surface, 170)
        r = design_rect(app, 190, 70, 900, 560)
        sheet(surface, app, r)
        title = app.fonts.render(app.t("woodlanders.ui.summary", round=s.round), app.px(theme.TYPE_TITLE),
                                 theme.INK, "bold")
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + app.px(18))))
        cols = [("woodlanders.ui.col_player", 40), ("woodlanders.ui.col_pile", 250), ("woodlanders.ui.col_score", 560),
                ("woodlanders.ui.col_taken", 650), ("woodlanders.ui.col_points", 760)]
        y = r.y + app.px(80)
        for key, x in cols:
            t = app.fonts.render(app.t(key), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
            surface.blit(t, (r.x + app.px(x), y))
        order = sorted(range(len(s.ranks)), key=lambda i: s.ranks[i])
        for row, i in enumerate(order):
            yy = y + app.px(34 + row * 78)
            self._shape(surface, i, (r.x + app.px(52), yy + app.px(16)), app.px(10))
            name = app.fonts.render(f"{s.ranks[i]}. {self._name(i)}", app.px(theme.TYPE_BODY), theme.INK, "bold")
            surface.blit(name, (r.x + app.px(70), yy + app.px(4)))
            if s.pain[i]:
                suit_badge(surface, app, s.pain[i], (r.x + app.px(84), yy + app.px(46)), app.px(26))
            pile = s.piles[i]
            w = app.px(26)
            step = min(w, app.px(290) // max(1, len(pile)))
            for j, c in enumerate(pile):
                self.cards.draw(surface, c, pygame.Rect(r.x + app.px(250) + j * step, yy, w, int(w * CARD_RATIO)),
                                lift_shadow=1)
            for value, x in ((s.scores[i], 575), (s.cards_taken[i], 670), (s.points[i], 780)):
                t = app.fonts.render(str(value), app.px(theme.TYPE_LEAD), theme.INK, "bold")
                surface.blit(t, (r.x + app.px(x), yy + app.px(4)))
        note = app.t(s.tiebreak) if s.tiebreak else app.t("result.no_tiebreak")
        t = app.fonts.render(note, app.px(theme.TYPE_BODY), theme.INK_SOFT, "bold")
        surface.blit(t, t.get_rect(midbottom=(r.centerx, self.continue_button.rect.y - app.px(12))))
        self.continue_button.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session

        # One person and three computers: with two or more people the table waits behind
        # the pass screen and a screenshot would show an empty felt.
        kinds = ["human", "easy", "normal", "hard"]
        return {"session": demo_session("woodlanders", seed, kinds=kinds, steps=10 + seed % 7)}


__all__ = ["WoodlandersScene", "SUIT_COLOURS"]
