"""Who is missing from a network game, said on the table of every screen until it is back.

A seat whose joined computer dropped out gets a card over the top of the log: its marker and "Dima's
computer left: waiting for it to come back", and on the host's screen a button that gives the seat to a
computer player (the in-game menu offers the same); the computer's coming back gives the seat back to its
person by itself, and the table says so. On a joined computer whose host is gone, one red card says so
with the tries to reach it again ("trying to reconnect… (attempt 3)", or that its people chose Save and
quit), the prompt says it too, and every click or key on the table is refused until the host is back
(the toolbar's Menu still works).

The session says who is missing (its network part's `presence`: a table at one computer has no such
thing); this module only words it and draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel
from woods_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from woods_desktop.net.moment import Presence
    from woods_desktop.table.seams import PresenceTable

PAD = 12  # design px inside a card
BUTTON_H = 40  # design px
GAP = 8  # design px between cards


@dataclass
class Card:
    rect: pygame.Rect
    lines: list[str]
    px: int
    host: bool  # the host's game is gone (a red card), else a seat's computer
    seat: int | None
    button: Button | None = None


class PresenceCards:
    """The table's cards for missing computers, laid out again whenever who is missing changes."""

    def __init__(self, scene: "PresenceTable") -> None:
        self.scene = scene
        self.shown: Presence | None = None  # the session's `Presence` as last laid out
        self._cards: list[Card] = []
        self._placed: tuple[object, ...] | None = (
            None  # where the cards were laid out (the log's place, the text size, the language)
        )

    # -- what the session says ------------------------------------------------------------------------------
    def presence(self) -> Presence | None:
        network = self.scene.session.network
        return network.presence() if network is not None else None

    def follow(self) -> bool:
        """Read who is missing; True when that changed (the cards are laid out again and the table redrawn).
        A seat whose computer came back is said once in a toast."""
        found = self.presence()
        if found == self.shown:
            return False
        before, self.shown = self.shown, found
        app = self.scene.app
        was = {g.seat: g for g in getattr(before, "gone", ())}
        now = {g.seat for g in getattr(found, "gone", ())}
        if getattr(found, "host", None) is None and getattr(before, "host", None) is None:
            for seat, gone in was.items():
                if seat not in now:
                    back = "net.presence.phone_back" if gone.phone else "net.presence.back"
                    app.toast(app.t(back, name=self.scene.short_name(seat) or gone.name), "info")
        self.layout()
        self.scene.refresh()
        return True

    def host_gone(self) -> bool:
        """A joined computer cut off from the host's game: nothing can be acted on."""
        return getattr(self.shown, "host", None) is not None

    def waiting_text(self, seat: int | None) -> str | None:
        """The prompt while the seat to move is a computer that left and nobody plays it: the game waits for
        that computer (the game's own "Dima is taking tiles…" would say something that is not happening)."""
        for gone in getattr(self.shown, "gone", ()):
            if gone.seat == seat and gone.stand_in is None:
                name = self.scene.short_name(gone.seat) or gone.name
                return str(self.scene.app.t("net.presence.gone", name=name))
        return None

    def host_text(self) -> str:
        """What the prompt says while the host's game is gone (asked only then: `host_gone`)."""
        shown = self.shown
        if shown is None or shown.host is None:
            return ""
        return str(self.scene.app.t(f"net.host_gone.{shown.host}", n=max(1, shown.attempts)))

    def menu_items(self) -> list[tuple[str, Callable[[], None]]]:
        """The in-game menu's entries: on the host's screen, give each waiting seat to a computer."""
        shown = self.shown
        if shown is None or not shown.can_give:
            return []
        app = self.scene.app
        return [
            (app.t("net.presence.give_seat", name=self.scene.short_name(g.seat) or g.name), partial(self.give, g.seat))
            for g in shown.gone
            if g.stand_in is None
        ]

    def give(self, seat: int) -> None:
        """The host's people give a gone computer's seat to a computer player (it plays the seat's turns)."""
        network = self.scene.session.network
        if network is not None:
            network.hand_over(seat)
        self.follow()

    # -- the cards --------------------------------------------------------------------------------------------
    @property
    def cards(self) -> list[Card]:
        """The cards as they stand now: laid out again when the table's places moved (a resized window)."""
        scene = self.scene
        key = (scene.rects.get("log"), scene.app.size, scene.app.fonts.text_size, scene.app.strings.lang)
        if key != self._placed:
            self.layout()
        return self._cards

    def layout(self) -> None:
        scene, app = self.scene, self.scene.app
        self._placed = (scene.rects.get("log"), app.size, app.fonts.text_size, app.strings.lang)
        self._cards = []
        shown = self.shown
        if shown is None:
            return
        log = scene.rects.get("log")
        if log is None or log.w < app.px(120):
            log = pygame.Rect(app.size[0] - app.px(372), app.px(64), app.px(360), app.px(300))
        pad, px = app.px(PAD), app.px(theme.TYPE_BODY)
        text_w = log.w - 2 * pad - app.px(28)  # the marker's room at the left
        y = log.y
        entries: list[tuple[str, bool, int | None, bool]] = []
        if shown.host is not None:
            entries.append((self.host_text(), True, None, False))
        for g in shown.gone:
            name = scene.short_name(g.seat) or g.name
            key = "net.presence.stand_in" if g.stand_in is not None else "net.presence.gone"
            key = key.replace("presence.", "presence.phone_") if g.phone else key
            entries.append((app.t(key, name=name), False, g.seat, shown.can_give and g.stand_in is None))
        line_h = app.fonts.font(px, "bold").get_linesize()
        for text, host, seat, give in entries:
            lines = app.fonts.wrap(text, px, text_w, "bold")[:4]
            h = 2 * pad + len(lines) * line_h + (app.px(BUTTON_H) + pad if give else 0)
            rect = pygame.Rect(log.x, y, log.w, h)
            card = Card(rect, lines, px, host, seat)
            if give and seat is not None:
                button_rect = pygame.Rect(rect.x + pad, rect.bottom - pad - app.px(BUTTON_H), rect.w - 2 * pad, 0)
                button_rect.h = app.px(BUTTON_H)
                card.button = Button(app, app.t("net.presence.give"), partial(self.give, seat), button_rect, "primary")
            self._cards.append(card)
            y = rect.bottom + app.px(GAP)

    def buttons(self) -> list[Button]:
        return [c.button for c in self.cards if c.button is not None]

    def keep_clear(self) -> list[pygame.Rect]:
        return [c.rect for c in self.cards]

    def handle(self, event: pygame.event.Event) -> bool:
        """The cards' buttons first; while the host is gone, every click or key on the table is refused
        (said once per click), but the toolbar (Menu) and Esc still work. True: the event was the cards'."""
        scene = self.scene
        for button in self.buttons():
            hover = button.hover
            if button.handle(event) and event.type != pygame.MOUSEMOTION:
                scene.dirty = True
                return True
            if button.hover != hover:
                scene.dirty = True
        if not self.host_gone():
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if scene.tools.hit(event.pos) is not None:
                return False
            if event.type == pygame.MOUSEBUTTONUP:
                scene.refuse(scene.app.t("net.err.host_gone"))
            return True
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            scene.refuse(scene.app.t("net.err.host_gone"))
            return True
        return bool(event.type == pygame.TEXTINPUT)  # no letter typed into a word the host cannot hear

    def draw(self, surface: pygame.Surface) -> None:
        app = self.scene.app
        pad = app.px(PAD)
        for card in self.cards:
            fill, ink, edge = (
                (theme.BERRY, theme.WHITE, theme.BERRY) if card.host else (theme.PARCHMENT, theme.INK, theme.BERRY)
            )
            panel(surface, card.rect, fill, app.px(10), app.px(4), border=edge, border_w=max(2, app.px(3)))
            x = card.rect.x + pad
            line_h = app.fonts.font(card.px, "bold").get_linesize()
            if card.seat is not None:
                marker = self.scene.marker(card.seat)
                marker(surface, (x + app.px(10), card.rect.y + pad + line_h // 2), app.px(9))
            text_x = x + app.px(28)
            y = card.rect.y + pad
            for line in card.lines:
                surface.blit(app.fonts.render(line, card.px, ink, "bold"), (text_x, y))
                y += line_h
            if card.button is not None:
                card.button.draw(surface)
