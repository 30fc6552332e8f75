"""The host's lobby: the join code in big type, this computer's address, and each seat another computer
will play, waiting or taken by its person's name; the table opens when nobody is awaited.

The server listens from the moment the lobby opens (net_serving.py's `host_game`) until the network game is
closed: Back here, or leaving the table later. A seat nobody has taken can be given to the host's computer, so
a game does not wait for a computer that is not coming.
"""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.data.seat_words import seat_names
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.phone import PAGE_PATH, phone_url
from woods_desktop.net.seating import REMOTE, RemoteSeat
from woods_desktop.net.verbs import THIS_COMPUTER
from woods_desktop.scenes.net_serving import play_again
from woods_desktop.scenes.net_where import shown_address
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.qr_code import qr_surface
from woods_desktop.ui.widgets import Button, FocusRing

if TYPE_CHECKING:
    from woods_desktop.app.app import App

POLL_S = 0.2  # how often the lobby asks the server who has joined
STAND_IN = "normal"  # the computer level a waiting seat is given to
CODE_PX = 120  # the join code's size at 720p: read from across the room
ROW_Y, ROW_H = 150, 64  # design px: the first seat row and the rows' pitch
SEATS_X, SEATS_W = 640, 560


@register_scene("net_lobby")
class NetLobbyScene(PageScene):
    def enter(self, hosting: Hosting | None = None, here: Mapping[int, int] | None = None, **kwargs: Any) -> None:
        if hosting is None:
            raise ValueError("the lobby shows a hosted game")
        self.hosting = hosting
        self.here = dict(here or {})
        self.focus = FocusRing()
        self.handed_off = False  # the table took the game over: leaving the lobby then closes nothing
        self.closed = False
        self.polled = -1.0
        self.seats: tuple[RemoteSeat, ...] = ()
        self.waiting: list[int] = []
        self.kept: frozenset[int] = frozenset()  # waiting seats whose person's computer has its seat token
        self.started = False
        self._poll()
        self.layout()

    # -- what the server says ----------------------------------------------------------------------
    def _poll(self) -> bool:
        """Ask the server who has joined; True when that changed what the lobby shows."""
        self.polled = time.monotonic()
        started, seats, waiting = self.hosting.lobby()
        players = len(self.hosting.game.kinds)
        seats = seats[:players]
        game = self.hosting.game
        # (a phone page asks again by itself: its seat is not said to wait for a Play again)
        kept = frozenset(
            self.hosting.call(lambda: [s for s in game.waiting_for() if s in game.tokens and s not in game.phones])
        )
        changed = (started, seats, waiting, kept) != (self.started, self.seats, self.waiting, self.kept)
        self.started, self.seats, self.waiting, self.kept = started, seats, waiting, kept
        return changed

    def update(self, dt: float) -> bool:
        if self.app.scene is self and time.monotonic() - self.polled >= POLL_S:
            if self._poll():
                self.layout()
                self.dirty = True
            if self.started:
                self._open_table()
        return False

    def _open_table(self) -> None:
        from woods_desktop.net.table_session import NetSession

        self.handed_off = True
        session = NetSession.hosted(self.hosting, self.here)
        session.again = partial(play_again, self.app, session, self.hosting.game)
        game_id = self.hosting.game.definition.id
        self.app.reset_to("menu")
        self.app.push(game_id, session=session)

    def _give(self, seat: int) -> None:
        try:
            self.hosting.seat_to_computer(seat, STAND_IN)
        except ValueError:  # somebody took it a moment ago
            pass
        if self._poll():
            self.layout()
        if self.started:
            self._open_table()

    def _cancel(self) -> None:
        self.app.pop()

    def exit(self) -> None:
        if not self.handed_off and not self.closed:
            self.closed = True
            self.hosting.close()

    # -- the page ---------------------------------------------------------------------------------------
    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, self._cancel)
        self.give: list[tuple[int, Button]] = []
        words = app.fonts.font(app.px(theme.TYPE_BODY), "bold").size(app.t("net.lobby.give"))[0] / app.scale
        self.give_w = give_w = max(220, words + 24)  # its words at their size (a larger text size), as they need
        fonts, pitch = app.fonts, float(ROW_H)  # larger text: a row holds the name and two lines of its state
        if fonts.text_size > 1:
            high = max(fonts.font(app.px(theme.TYPE_BODY), "bold").get_linesize() / app.scale + 4, 56) + 8
            high += 2 * fonts.font(app.px(theme.TYPE_SMALL)).get_linesize() / app.scale
            pitch = min(high, (560 - ROW_Y) / max(1, len(self.seats)))
        self.pitch = pitch
        for i in range(len(self.seats)):
            if i in self.waiting:
                rect = design_rect(app, SEATS_X + SEATS_W - 10 - give_w, ROW_Y + i * pitch + 8, give_w, 44)
                self.give.append((i, Button(app, app.t("net.lobby.give"), partial(self._give, i), rect, "secondary")))
        self.focus.set([b for _, b in self.give] + [self.back])

    def seat_name(self, seat: int) -> str:
        """A seat as every screen names it ("Computer (normal)"); one another computer plays says so, with its
        person's name once known (the next game of the same table knows it before they are back)."""
        info = self.seats[seat]
        if seat in self.hosting.game.phones:
            phone = self.app.t("setup.kind.phone")
            return str(phone) if seat in self.waiting else f"{info.name} ({phone})"
        if self.hosting.game.kinds[seat] != REMOTE:
            return seat_names(self.app.t, [(s.name, s.kind) for s in self.seats])[seat]
        if seat in self.kept:
            return str(self.app.t("net.another_computer", name=info.name))
        return str(self.app.t("setup.kind.remote"))

    def seat_state(self, seat: int) -> str:
        """What the lobby says of a seat: waiting, taken by NAME, played here, the host's computer."""
        app, info = self.app, self.seats[seat]
        kind = self.hosting.game.kinds[seat]
        if seat in self.kept:  # the next game of the same table: its person's computer takes it by Play again
            return str(app.t("net.lobby.waiting_again", name=info.name))
        if seat in self.waiting:
            return str(app.t("net.lobby.waiting_phone" if seat in self.hosting.game.phones else "net.lobby.waiting"))
        if kind == REMOTE:
            return str(app.t("net.lobby.taken", name=info.name))
        if seat in self.here:
            return str(app.t("net.lobby.here"))
        return str(app.t("net.lobby.computer"))

    def _text(
        self, surface: pygame.Surface, text: str, size: int, colour: theme.Color, room: pygame.Rect, weight: str
    ) -> None:
        """`text` in `room`, wrapped, a size smaller when the lines would not fit (never under `size`'s 100 % size)."""
        app, fonts = self.app, self.app.fonts
        # at a larger text no size that draws smaller than `size` did at 100 %: the lines run lower instead
        for s in (x for x in theme.TYPE_SCALE if x <= size and fonts.smaller(app.px(size), app.px(x)) == app.px(x)):
            px, lines = app.px(s), fonts.wrap(text, app.px(s), room.w, weight)
            if len(lines) * fonts.font(px, weight).get_linesize() <= room.h:
                break
        y = room.y
        for line in lines:
            t = app.fonts.render(line, px, colour, weight)
            surface.blit(t, (room.x, y))
            y += t.get_height()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        game = self.hosting.game
        draw_table(surface)
        title = "net.lobby.title_phones" if game.phones else "net.lobby.title"
        draw_title(surface, app, app.t(game.definition.title_key), app.t(title))
        sheet(surface, app, design_rect(app, 40, 96, 1200, 520))
        label = app.fonts.render(app.t("net.lobby.code"), app.px(theme.TYPE_LEAD), theme.INK_SOFT, "bold")
        surface.blit(label, design_rect(app, 80, 124, 1, 1).topleft)
        # the code is a sign to read across the room, already at its largest: not grown by the text size
        code = app.fonts.render(" ".join(game.code), app.px(CODE_PX), theme.INK, "bold", scaled=False)
        surface.blit(code, code.get_rect(midleft=design_rect(app, 76, 200 if game.phones else 240, 1, 1).topleft))
        where = shown_address(self.hosting.address, self.hosting.port)
        if game.phones:
            self._draw_phones(surface, where)
        else:
            self._draw_computers(surface, where)
        self._draw_seats(surface)
        self.focus.draw(surface)

    def phone_address(self) -> str:
        """The phone page's address, code included, as the QR code carries it and the lobby writes it out."""
        host, _, port = shown_address(self.hosting.address, self.hosting.port).rpartition(":")
        return phone_url(host, int(port), self.hosting.game.code)

    def _draw_phones(self, surface: pygame.Surface, where: str) -> None:
        """The QR code of the phone page's address, the address written out, and what to do with them."""
        app = self.app
        room = design_rect(app, 80, 276, 250, 250)
        qr = qr_surface(self.phone_address(), room.w)
        surface.blit(qr, qr.get_rect(topleft=room.topleft))
        hint = app.t("net.lobby.phone_hint")
        self._text(surface, hint, theme.TYPE_BODY, theme.INK_SOFT, design_rect(app, 350, 276, 250, 130), "regular")
        url = self.phone_address()  # written out to type: broken before its path when it would not fit
        px = app.px(theme.TYPE_BODY)
        room = design_rect(app, 350, 410, 250, 60)
        head, _, tail = url.partition(PAGE_PATH)
        lines = [url] if app.fonts.font(px, "bold").size(url)[0] <= room.w else [head, PAGE_PATH + tail]
        for n, line in enumerate(lines):
            text = app.fonts.render(line, px, theme.INK, "bold")
            surface.blit(text, (room.x, room.y + n * text.get_height()))
        if any(k == REMOTE for i, k in enumerate(self.hosting.game.kinds) if i not in self.hosting.game.phones):
            line = app.t("net.lobby.address", address=where)
            self._text(surface, line, theme.TYPE_SMALL, theme.INK, design_rect(app, 350, 476, 250, 50), "regular")
        if self.hosting.address == THIS_COMPUTER:
            alone = app.t("net.lobby.alone")
            self._text(surface, alone, theme.TYPE_SMALL, theme.BERRY, design_rect(app, 80, 540, 520, 56), "regular")

    def _draw_computers(self, surface: pygame.Surface, where: str) -> None:
        app = self.app
        self._text(
            surface,
            app.t("net.lobby.address", address=where),
            theme.TYPE_LEAD,
            theme.INK,
            design_rect(app, 80, 330, 520, 40),
            "bold",
        )
        y = 380
        if self.hosting.address == THIS_COMPUTER:
            self._text(
                surface,
                app.t("net.lobby.alone"),
                theme.TYPE_BODY,
                theme.BERRY,
                design_rect(app, 80, y, 520, 56),
                "regular",
            )
            y += 64
        self._text(
            surface,
            app.t("net.lobby.hint"),
            theme.TYPE_BODY,
            theme.INK_SOFT,
            design_rect(app, 80, y, 520, 80),
            "regular",
        )

    def _draw_seats(self, surface: pygame.Surface) -> None:
        app = self.app
        name_h = app.fonts.font(app.px(theme.TYPE_BODY), "bold").get_linesize() / app.scale
        for i, seat in enumerate(self.seats):
            y = ROW_Y + i * self.pitch
            _, colour, shape = theme.PLAYER_COLOURS[seat.colour % len(theme.PLAYER_COLOURS)]
            player_shape(surface, shape, design_rect(app, SEATS_X + 20, y + 30, 1, 1).topleft, app.px(14), colour)
            text_w = SEATS_W - 60 - (self.give_w + 20 if i in self.waiting else 0)
            name_room = design_rect(app, SEATS_X + 48, y + 4, text_w, max(28, name_h))
            self._text(surface, self.seat_name(i), theme.TYPE_BODY, theme.INK, name_room, "bold")
            state_colour = theme.BERRY if i in self.waiting else theme.MOSS_DARK
            below = app.fonts.text_size > 1 and i in self.waiting  # larger text: under Give, the row's width
            top, state_w = (56, SEATS_W - 60) if below else (4 + max(28, name_h), text_w)
            state_room = design_rect(app, SEATS_X + 48, y + top, state_w, self.pitch - 4 - top)
            self._text(surface, self.seat_state(i), theme.TYPE_SMALL, state_colour, state_room, "regular")
        begins = app.fonts.render(app.t("net.lobby.begins"), app.px(theme.TYPE_BODY), theme.INK_SOFT)
        surface.blit(begins, begins.get_rect(midleft=design_rect(app, SEATS_X, 580, 1, 1).topleft))

    @classmethod
    def demo(cls, app: App, seed: int) -> dict[str, Any]:
        from woods_desktop.scenes.net_lobby_demo import lobby_demo

        return lobby_demo(app, seed)
