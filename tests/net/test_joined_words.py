"""Words and places of network play (issue 35, item 5), in the window (SDL dummy, 127.0.0.1 only, every wait
bounded, input as press + release through the app's loop): a wrong code is said beside the code field and
Join; a joined computer's in-game menu neither says "Paused" nor offers "Save and quit" (leaving takes only this
computer away; the host keeps the game); the found games are named by game and person, not by the machine."""

from __future__ import annotations

from typing import Any

import pygame
from window_events import click, frame, key

from net.inprocess import make_game
from net.test_window import run_until
from woods_desktop.net.discovery import Advert, Found, read_person
from woods_desktop.net.hosting import Hosting


def _type(app: Any, field: Any, text: str) -> None:
    """Into a field as a person does: a click on it, Ctrl+A, the letters, Enter."""
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frame(app)
    key(app, pygame.K_RETURN)


def _join_page(app: Any, port: int, code: str) -> Any:
    app.push("menu")
    app.push("net_join", browse=False)
    page = app.scene
    _type(app, page.address_field, f"127.0.0.1:{port}")
    _type(app, page.code_field, code)
    _type(app, page.name_field, "Vera")
    click(app, page.join_button.rect.center)
    return page


def test_a_wrong_code_is_said_beside_the_code_field_and_join(headless_app):
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        page = _join_page(app, port, "1111")
        run_until(app, lambda: page.joining is None and page.message != app.t("net.join.joining"))
        frame(app)
        assert page.error and page.message == app.t("net.err.code")
        said, code, join = page.message_rect, page.code_field.rect, page.join_button.rect
        assert said.left >= code.right and said.left - code.right <= app.px(24), "not beside the code field"
        assert said.top < code.bottom and said.bottom > code.top, "not on the code field's line"
        assert said.bottom <= join.top and join.left <= said.centerx <= join.right, "not just above Join"
        # a code of the wrong shape is said there too; a wrong address where it was
        _type(app, page.code_field, "12")
        click(app, page.join_button.rect.center)
        assert page.message == app.t("net.join.bad_code") and page.message_rect == said
        _type(app, page.code_field, "4821")
        _type(app, page.address_field, "nowhere")
        click(app, page.join_button.rect.center)
        assert page.message == app.t("net.join.bad_address") and page.message_rect.right <= code.left
    finally:
        hosting.close()


def test_a_joined_computers_menu_leaves_the_game_which_the_host_keeps(headless_app):
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        _join_page(app, port, "4821")
        run_until(app, lambda: app.scene.name == "woodlanders")
        key(app, pygame.K_ESCAPE)
        menu = app.scene
        assert menu.name == "pause" and menu.joined
        texts = [b.text for b in menu.buttons]
        assert texts == [app.t("pause.back_to_table"), app.t("pause.rules"), app.t("pause.leave")]
        assert app.t("pause.save_quit") not in texts and app.t("pause.resume") not in texts
        app.render()  # its title says the game goes on ("Paused" is the hot-seat menu's)
        played = len(game.actions)
        click(app, menu.buttons[-1].rect.center)
        assert app.scene.name == "menu"
        run_until(app, lambda: 0 not in game.connected)
        assert game.state is not None and not game.over and len(game.actions) >= played
        assert hosting._thread.is_alive() and 0 in game.tokens, "the host keeps the game and the seat"
    finally:
        hosting.close()


def test_the_found_games_are_named_by_game_and_the_hosts_person_not_the_machine(headless_app):
    game = make_game("woodlanders", ["human", "remote", "random", "random"])
    game.names[0] = "Mila"
    assert game.host_person() == "Mila"
    assert Advert("woodlanders", 1234, "127.0.0.1", name="vm", person="Mila").properties()["person"] == "Mila"
    assert read_person({"person": "Mi\x00la" + "x" * 80}) == "Mila" + "x" * 36  # printable, a name's length
    app = headless_app()
    app.push("menu")
    app.push("net_join", browse=False)
    page = app.scene
    page.hosts.found = [
        Found("vm woodlanders 1234", "woodlanders", "127.0.0.1", 1234, "Mila"),
        Found("vm voice 1235", "voice", "127.0.0.1", 1235, ""),
    ]
    page.layout()
    labels = [b.text for b in page.found_buttons]
    assert labels == [
        app.t("net.join.found_game", game=app.t("woodlanders.title"), name="Mila"),
        app.t("voice.title"),
    ]
    assert not any("vm" in label for label in labels)
    click(app, page.found_buttons[0].rect.center)
    assert page.address == "127.0.0.1:1234"
