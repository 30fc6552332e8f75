"""Joining a game another computer hosts: the hosts found on this network (browsed for a few seconds, again on
request: `host_search`), or a typed address; the host's code and this person's name; Join takes a free seat.

Nothing here waits on the network in the window's thread: browsing and joining run on threads of their
own, each bounded in time, and the page reads what they found each frame. A refusal (a wrong code, a
full table, a host that cannot be reached) is said on the page and every field keeps what was typed.
The seat's token is kept (`net.rejoin`), so a computer that dropped out of a game is offered "Rejoin".
"""

from __future__ import annotations

import threading
from functools import partial
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.net import rejoin
from woods_desktop.net.client import JoinRefused
from woods_desktop.net.discovery import Found
from woods_desktop.net.remote_port import RemoteSeatPort
from woods_desktop.scenes.host_search import HostSearch
from woods_desktop.scenes.net_where import listen_address
from woods_desktop.scenes.next_game_wait import NextGameWait
from woods_desktop.scenes.page import PageScene
from woods_desktop.scenes.setup_seats import NAME_LEN
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, FocusRing, Widget

JOIN_WAIT_S = 8.0  # how long joining waits for the host's answer
FOUND_SHOWN = 4  # hosts listed at once
FIELDS_X, FIELDS_W = 660, 500  # design px: the typed address, code and name
FOUND_X, FOUND_W = 80, 520
CODE_W = 200  # design px: the code field, with its message beside it
CODE_KEYS = ("net.err.code", "net.err.wait", "net.join.bad_code")  # said beside the code field, not under the list


@register_scene("net_join")
class NetJoinScene(PageScene):
    def enter(self, browse: bool | None = None, again: rejoin.JoinedSeat | None = None, **kwargs: Any) -> None:
        """`again`: the seat this computer had in the game that just ended ("Play again"): it is taken again
        as soon as the host serves the next game (`next_game_wait`)."""
        app = self.app
        self.focus = FocusRing()
        self.address = ""
        self.code = ""
        self.person = app.t("setup.default_name", number=2)
        self.kept = rejoin.last()
        if self.kept is not None:
            self.address, self.code, self.person = self.kept.address, self.kept.code, self.kept.name
        self.hosts = HostSearch()
        self.port: RemoteSeatPort | None = None
        self.joining: threading.Thread | None = None
        self.refused: JoinRefused | None = None
        self.message = ""
        self.error = False
        self.about_code = False  # the message is about the code: it stands beside the code field and Join
        self.handed_off = False
        self.again = NextGameWait(again) if again is not None else None
        if again is not None:
            self.address, self.code, self.person = again.address, again.code, again.name
        self.layout()
        if again is not None:
            self.join(again.token)
        elif browse if browse is not None else not app.headless:  # an off-screen app looks only when asked
            self.search()

    # -- looking for hosts --------------------------------------------------------------------------------
    def search(self) -> None:
        if not self.hosts.searching():
            self.hosts.start(listen_address(self.app))
            self.layout()

    def _pick(self, found: Found) -> None:
        self.address = f"{found.address}:{found.port}"
        self.layout()

    # -- joining ----------------------------------------------------------------------------------------------
    def _problem(self) -> str | None:
        """The key of what keeps the typed fields from joining (None: nothing)."""
        host, _, port = self.address.strip().rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            return "net.join.bad_address"
        if not (len(self.code.strip()) == 4 and self.code.strip().isdigit()):
            return "net.join.bad_code"
        if not self.person.strip():
            return "net.join.empty_name"
        return None

    def join(self, token: str | None = None) -> None:
        """Ask the host for a seat (with `token`: this computer's own seat again). Join to the host and code
        of the seat kept here takes that seat back too: the table has no other seat for this computer."""
        for w in self.fields:
            w.stop()
        kept = self.kept
        if (
            token is None
            and kept is not None
            and (self.address.strip(), self.code.strip()) == (kept.address, kept.code)
        ):
            token = kept.token
        if self.joining is not None or self.port is not None:
            return
        problem = self._problem()
        if problem is not None:
            self._say(self.app.t(problem), error=True, about_code=problem in CODE_KEYS)
            return
        host, _, port = self.address.strip().rpartition(":")
        remote = RemoteSeatPort(f"ws://{host}:{int(port)}", self.code.strip(), self.person.strip(), token)
        self.port, self.refused = remote, None

        def connect() -> None:
            try:
                remote.connect(JOIN_WAIT_S)
            except JoinRefused as exc:
                self.refused = exc

        self.joining = threading.Thread(target=connect, name="woods-join", daemon=True)
        self.joining.start()
        self._say(self.app.t("net.join.next" if self.again is not None else "net.join.joining"))

    def _rejoin(self) -> None:
        kept = self.kept
        if kept is None:
            return
        self.address, self.code, self.person = kept.address, kept.code, kept.name
        self.layout()
        self.join(kept.token)

    def _say(self, text: str, error: bool = False, about_code: bool = False) -> None:
        self.message, self.error, self.about_code = text, error, about_code
        self.layout()
        self.dirty = True

    def _refusal_text(self, refused: JoinRefused) -> str:
        key = refused.key if self.app.strings.has(refused.key) else "net.err.unreachable"
        return str(self.app.t(key, **refused.params))

    def _waiting_for_next(self, refused: JoinRefused | None) -> bool:
        """Playing again, the host has not served the next game yet: try again in a second (True)."""
        said = self.again.refused(refused.key if refused is not None else "net.err.unreachable") if self.again else None
        if said is not None:
            self._say(self.app.t(said[0], **said[1]), error=said[2])
        return said is not None

    def update(self, dt: float) -> bool:
        if self.again is not None and self.again.due():
            self.join(self.again.seat.token)
        if self.joining is not None and not self.joining.is_alive():
            self.joining = None
            port = self.port
            if self.refused is not None or port is None:
                if self._waiting_for_next(self.refused):
                    if self.port is not None:
                        self.port.close()
                    self.port = None
                else:
                    refused = self.refused or JoinRefused("net.err.unreachable")
                    self._drop(self._refusal_text(refused), about_code=refused.key in CODE_KEYS)
            else:
                kept = rejoin.JoinedSeat(
                    self.address.strip(), self.code.strip(), self.person.strip(), str(port.token), port.seen.game
                )
                rejoin.remember(kept)
                self.kept = kept
                self._say(self.app.t("net.join.waiting", name=self.person.strip()))
        port = self.port
        if port is not None and self.joining is None:
            if port.seen.started:
                self._open_table(port)
            elif port.failure is not None or not port.connected:
                self._drop(self._refusal_text(port.failure or JoinRefused("net.err.dropped")))
        if self.hosts.ended():
            self.layout()
            self.dirty = True
        return any(w.editing for w in self.fields)

    def _drop(self, text: str, about_code: bool = False) -> None:
        if self.port is not None:
            self.port.close()
        self.port = None
        self._say(text, error=True, about_code=about_code)

    def _open_table(self, port: RemoteSeatPort) -> None:
        from woods_desktop.net.table_session import NetSession

        self.handed_off = True
        session = NetSession.joined_to(port)
        kept, app = session.seat_kept, self.app

        def again() -> None:
            session.close()
            app.reset_to("menu")
            app.push("net_join", browse=False, again=kept)

        session.again = again
        self.app.reset_to("menu")
        self.app.push(port.seen.game, session=session)

    def busy(self) -> bool:
        return self.joining is not None or self.port is not None

    def exit(self) -> None:
        for w in self.fields:
            w.stop()
        if not self.handed_off and self.port is not None:
            self.port.close()
            self.port = None

    # -- the page ------------------------------------------------------------------------------------------------
    def _set_address(self, text: str) -> None:
        self.address = text

    def _set_code(self, text: str) -> None:
        self.code = text

    def _set_name(self, text: str) -> None:
        self.person = text

    def _field(self, i: int, text: str, rect: pygame.Rect, on_change: Any, max_len: int) -> TextField:
        """The page's i-th field: made once, then only moved (a search ending mid-typing keeps the caret);
        a value filled in by the page (a found host, Rejoin) replaces its text."""
        old: list[TextField] = getattr(self, "fields", [])
        if i < len(old):
            field = old[i]
            field.rect = rect
            if field.text != text and not field.editing:
                field.text, field.caret = text, len(text)
            return field
        return TextField(self.app, text, rect, on_change, max_len=max_len)

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        x, w = FIELDS_X, FIELDS_W
        self.address_field = self._field(0, self.address, design_rect(app, x, 168, w, 48), self._set_address, 40)
        self.code_field = self._field(1, self.code, design_rect(app, x, 262, CODE_W, 48), self._set_code, 4)
        # a message about the code stands beside its field, above Join; any other under the list of games
        beside = design_rect(app, x + CODE_W + 16, 256, w - CODE_W - 16, 90)
        self.message_rect = beside if self.about_code else design_rect(app, FOUND_X, 500, FOUND_W, 100)
        self.name_field = self._field(2, self.person, design_rect(app, x, 356, w, 48), self._set_name, NAME_LEN)
        self.fields = [self.address_field, self.code_field, self.name_field]
        waiting = self.joining is not None or self.port is not None
        # a seat kept from a game this computer dropped out of (a crash, a closed lid): taking it back is the
        # main button, and Join the smaller one under it (a new seat in another game)
        kept = self.kept
        self.join_button = Button(
            app,
            app.t("net.join.join"),
            self.join,
            design_rect(app, x, 500, w, 48) if kept is not None else design_rect(app, x, 430, w, 56),
            "secondary" if kept is not None else "primary",
            icon="icon-play",
            size=theme.TYPE_BODY if kept is not None else theme.TYPE_LEAD,
            enabled=not waiting,
        )
        self.rejoin_button: Button | None = None
        if kept is not None:
            title = app.t(f"{kept.game}.title") if app.strings.has(f"{kept.game}.title") else kept.game
            text = app.t("net.join.play_again" if kept.over else "net.join.rejoin", game=title, name=kept.name)
            rect = design_rect(app, x, 430, w, 56)
            size = theme.TYPE_LEAD
            for size in (theme.TYPE_LEAD, theme.TYPE_BODY, theme.TYPE_SMALL):  # a long name and title still fit
                if app.fonts.font(app.px(size), "bold").size(text)[0] <= rect.w - app.px(72):
                    break
            self.rejoin_button = Button(
                app, text, self._rejoin, rect, "primary", icon="icon-continue", enabled=not waiting, size=size
            )
        widgets: list[Widget] = [*self.fields]
        widgets += [self.rejoin_button, self.join_button] if self.rejoin_button is not None else [self.join_button]
        self.found_buttons: list[Button] = []
        for i, found in enumerate(self.hosts.found[:FOUND_SHOWN]):
            game = app.t(f"{found.game}.title") if app.strings.has(f"{found.game}.title") else found.game
            # the game and who plays at the host: a machine's name ("vm") tells a family nothing
            label = app.t("net.join.found_game", game=game, name=found.person) if found.person else game
            rect = design_rect(app, FOUND_X, 168 + i * 58, FOUND_W, 48)
            self.found_buttons.append(Button(app, label, partial(self._pick, found), rect, "secondary"))
        self.search_button = Button(
            app,
            app.t("net.join.search_again"),
            self.search,
            design_rect(app, FOUND_X, 430, 260, 48),
            "secondary",
            enabled=not self.hosts.searching(),
        )
        self.focus.set([*self.found_buttons, self.search_button, *widgets, self.back])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and any(w.editing for w in self.fields):
            self.focus.handle(event)  # Esc in a field ends the editing, not the page
            return
        super().handle(event)

    def _label(self, surface: pygame.Surface, key: str, x: float, y: float, w: float) -> None:
        app = self.app
        t = app.fonts.render(app.t(key), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
        room = design_rect(app, x, y, w, 24)
        if t.get_width() > room.w:
            t = t.subsurface((0, 0, room.w, t.get_height()))
        surface.blit(t, t.get_rect(midleft=room.midleft))

    def _lines(
        self, surface: pygame.Surface, text: str, colour: Any, room: pygame.Rect, size: float = theme.TYPE_BODY
    ) -> None:
        app = self.app
        px = app.px(size)
        y = room.y
        for line in app.fonts.wrap(text, px, room.w)[: 4 if size < theme.TYPE_BODY else 3]:
            t = app.fonts.render(line, px, colour)
            surface.blit(t, (room.x, y))
            y += t.get_height()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("net.join.title"))
        sheet(surface, app, design_rect(app, 40, 96, 1200, 520))
        self._label(surface, "net.join.found", FOUND_X, 132, FOUND_W)
        if self.hosts.searching():
            self._lines(
                surface, app.t("net.join.searching"), theme.INK_SOFT, design_rect(app, FOUND_X, 180, FOUND_W, 90)
            )
        elif not self.hosts.found:
            self._lines(
                surface, app.t("net.join.none_found"), theme.INK_SOFT, design_rect(app, FOUND_X, 180, FOUND_W, 90)
            )
        self._label(surface, "net.join.address", FIELDS_X, 132, FIELDS_W)
        self._label(surface, "net.join.code", FIELDS_X, 226, FIELDS_W)
        self._label(surface, "net.join.name", FIELDS_X, 320, FIELDS_W)
        if self.message:
            colour = theme.BERRY if self.error else theme.MOSS_DARK
            small = theme.TYPE_SMALL if self.about_code else theme.TYPE_BODY
            self._lines(surface, self.message, colour, self.message_rect, small)
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"browse": False}
