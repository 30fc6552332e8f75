"""A phone seat in the window (issue 36; SDL dummy, 127.0.0.1 only, every wait bounded): the network setup of
Woodlanders offers "Phone"; the lobby shows the QR code of the phone page's address with the join code and
the address written out; two phones take their seats and the table opens as the table display: public
information only, no pass screen, nobody's hand, while the phones and the computers play; a phone that goes
away is marked on the table, its seat given to a computer by the card's button, and taken back by its token."""

from __future__ import annotations

import contextlib
import json
import time
from typing import Any

import pygame
from websockets.sync.client import connect
from window_events import click, frame

from woods_desktop.net.phone import phone_url
from woods_desktop.ui.chrome import design_rect
from woods_desktop.ui.qr_code import qr_surface

LIMIT_S = 30.0


def _phone(stack: contextlib.ExitStack, port: int, name: str, token: str | None = None) -> Any:
    ws = stack.enter_context(connect(f"ws://127.0.0.1:{port}/", open_timeout=5, max_size=2**24))
    hello = {"v": 1, "type": "hello", "code": _phone.code, "name": name, "phone": True, "lang": "en"}
    ws.send(json.dumps({**hello, **({"token": token} if token else {})}))
    welcome = json.loads(ws.recv(5))
    assert welcome["type"] == "welcome", welcome
    ws.token, ws.seat = welcome["token"], welcome["seat"]
    return ws


def _frames_until(app: Any, done: Any) -> None:
    end = time.monotonic() + LIMIT_S
    while not done():
        assert time.monotonic() < end, f"not done within {LIMIT_S} s"
        frame(app, 0.016)
        time.sleep(0.01)


def _card(table: Any, seat: int) -> Any:
    return next((c for c in table.turns.presence.cards if c.seat == seat), None)


_phone.code = ""  # type: ignore[attr-defined]


def _frames(ws: Any) -> list[dict[str, Any]]:
    out = []
    while True:
        try:
            out.append(json.loads(ws.recv(0.01)))
        except TimeoutError:
            return out


def test_the_network_setup_offers_phone_seats_where_the_game_has_a_phone_page(headless_app):
    app = headless_app()
    app.push("menu")
    for game, offered in (("woodlanders", True), ("voice", True), ("whispering", False), ("wolf", False)):
        app.push("setup", game=game, network=True)
        assert ("phone" in app.scene.seat_rows[0][0].options) == offered, game
        app.pop()


def test_phone_seats_show_a_qr_code_and_the_table_shows_public_information_only(headless_app, tmp_path):
    app = headless_app()
    app.push("menu")
    app.push("setup", game="woodlanders", network=True)
    setup = app.scene
    kinds = setup.seat_rows[0][0].options
    assert kinds[:3] == ["human", "remote", "phone"], kinds
    for row, steps in ((0, 2), (1, 1)):  # Human -> Phone, Another computer -> Phone, by the kind's right arrow
        for _ in range(steps):
            click(app, app.scene.seat_rows[row][0].arrow(+1).center)
    assert [s["kind"] for s in app.scene.seats[:2]] == ["phone", "phone"]
    click(app, app.scene.start.rect.center)
    lobby = app.scene
    assert lobby.name == "net_lobby"
    hosting = lobby.hosting
    game = hosting.game
    stack = contextlib.ExitStack()  # the phones' connections, closed at the end whatever happens
    try:
        frame(app)
        assert lobby.waiting == [0, 1] and lobby.seat_state(0) == app.t("net.lobby.waiting_phone")
        url = phone_url("127.0.0.1", hosting.port, game.code)
        assert lobby.phone_address() == url
        room = design_rect(app, 80, 276, 250, 250)
        qr = qr_surface(url, room.w)
        shown = app.screen.subsurface(pygame.Rect(room.topleft, qr.get_size())).copy()
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(qr, "RGB"), "the QR code is not drawn"
        pygame.image.save(app.screen, "/tmp/phones_lobby.png")

        _phone.code = game.code  # type: ignore[attr-defined]
        phones = [_phone(stack, hosting.port, "Anna"), _phone(stack, hosting.port, "Boris")]
        end = time.monotonic() + LIMIT_S
        while app.scene.name != "woodlanders":
            assert time.monotonic() < end, "the table never opened"
            frame(app, 0.016)
        table = app.scene
        assert table.session.person_of(0) is None and table.session.person_of(1) is None
        played, seen_over = 0, False
        end = time.monotonic() + LIMIT_S
        while played < 10 and time.monotonic() < end:
            frame(app, 0.016)
            assert app.scene is table, f"{app.scene.name} stood in front of the table display"
            view = table.port.view()
            assert view is None or all(h is None for h in view.hands), "a hand shown on the table display"
            for seat, ws in enumerate(phones):
                states = [f for f in _frames(ws) if f["type"] == "state"]
                if states and states[-1]["to_move"] == seat and states[-1]["legal"] and not states[-1]["over"]:
                    ws.send(json.dumps({"v": 1, "type": "act", "id": played + 1, "action": states[-1]["legal"][0]}))
                    played += 1
            seen_over = seen_over or table.port.is_over()
            time.sleep(0.005)
        assert played >= 10, "the phones did not get to play"
        frame(app, 0.016)
        pygame.image.save(app.screen, "/tmp/phones_table.png")
        assert table.name_of(0) == app.t("net.phone_seat", name="Anna")

        # Anna's phone sleeps (its connection gone): the table marks it away, her seat goes to a computer by
        # the card's button, and her page's token takes it back
        token = phones[0].token  # type: ignore[attr-defined]
        phones[0].close()
        _frames_until(app, lambda: _card(table, 0) is not None)
        card = _card(table, 0)
        assert " ".join(card.lines) == app.t("net.presence.phone_gone", name="Anna")
        assert table.name_of(0) == app.t("net.phone_away", name="Anna")
        click(app, card.button.rect.center)
        _frames_until(app, lambda: 0 in game.stand_ins)
        _frames_until(app, lambda: table.name_of(0) == app.t("net.computer_stands_in", name="Anna"))
        back = _phone(stack, hosting.port, "Anna", token)
        assert back.seat == 0  # type: ignore[attr-defined]
        _frames_until(app, lambda: _card(table, 0) is None)
        assert 0 not in game.stand_ins and any(
            t.text == app.t("net.presence.phone_back", name="Anna") for t in app._live_toasts()
        )
        assert table.name_of(0) == app.t("net.phone_seat", name="Anna")
    finally:
        stack.close()
        app.reset_to("menu")
