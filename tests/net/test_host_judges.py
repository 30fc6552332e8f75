"""The host judges every word (issue 35, item 3): a joined computer's Voice word goes through the host's own
dictionary and engine whatever that computer checked, and a refused one comes back with its reason while the
game stays as it was. Raw clients on 127.0.0.1 send what a lying computer could; every wait is bounded."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pygame
from window_events import click, frame, key

from net.inprocess import drain, hello, make_game, settle
from net.test_window import _join_by_page, run_until
from woods_desktop.core.actions import action_to_dict
from woods_desktop.games.voice.rules.actions import NOWORD_PASS, Compose, NoWord
from woods_desktop.games.voice.text import message
from woods_desktop.net.host import Host
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession
from woods_desktop.words.judge import shared_service
from woods_desktop.words.verdict import Verdict


def _cards_for(view: Any, word: str) -> tuple[int, ...]:
    """Cards of the field that spell `word`, each used once (the test's words are built from the field)."""
    free = list(view.sources)
    out = []
    for letter in word:
        source = next(s for s in free if letter in s.letters)
        free.remove(source)
        out.append(source.card)
    return tuple(out)


async def _send(ws: Any, kind: str, message_id: int, action: Any) -> dict[str, Any]:
    await ws.send(json.dumps({"v": 1, "type": kind, "id": message_id, "action": action_to_dict(action)}))
    for _ in range(50):
        reply = json.loads(await asyncio.wait_for(ws.recv(), 5.0))
        if reply["type"] in ("result", "answer") and reply.get("id") == message_id:
            return reply
    raise AssertionError("the host never answered")


def test_the_host_refuses_a_non_word_and_a_word_whose_letters_are_not_on_the_field():
    asyncio.run(_judged())


async def _judged():
    game = make_game("voice", ["remote", "remote"], minute_ms=60_000)
    host = Host(game)
    port = await host.start()
    a, wa = await hello(port, "A")
    b, wb = await hello(port, "B")
    await settle(host)
    seat = game.to_move()
    ws = a if seat == wa["seat"] else b
    await drain(ws, 0.1)
    view = game.state.view(seat)
    letters = "".join(s.letters[0] for s in view.sources)
    assert all(c in letters for c in "ОКНС"), "this seed's field must hold О, К, Н and С"
    game.minute.start()  # the writer's minute runs (whether it waits for a button is item 4's business)
    before, played = game.state.to_dict(), len(game.actions)

    # a non-word spelt with cards that are on the field: the engine would play it, the dictionary refuses it
    non_word = Compose("ОКНС", _cards_for(view, "ОКНС"))
    asked = await _send(ws, "ask", 1, non_word)
    assert asked["refusal"] is not None and asked["refusal"]["key"] == "voice.word.unknown", asked
    result = await _send(ws, "act", 2, non_word)
    assert result["refusal"] == {"key": "voice.word.unknown", "params": {"word": "ОКНС"}}, result
    assert len(game.actions) == played and game.state.to_dict() == before, "a refused word changed the game"
    assert game.to_move() == seat

    # a real word whose letters are not on the field (Ж and У are not there): the engine refuses it
    assert "Ж" not in letters and "У" not in letters
    stolen = Compose("ЖУК", _cards_for(view, "СОК"))
    result = await _send(ws, "act", 3, stolen)
    assert result["refusal"] is not None and result["refusal"]["key"].startswith("voice."), result
    assert len(game.actions) == played and game.state.to_dict() == before

    # a word the dictionary knows, on the field's cards: played
    result = await _send(ws, "act", 4, Compose("СОК", _cards_for(view, "СОК")))
    assert result["refusal"] is None, result
    assert len(game.actions) == played + 1 and game.actions[-1].word == "СОК"
    assert any("the dictionary refuses 'ОКНС'" in line for line in game.log)
    for w in (a, b):
        await w.close()
    await host.close()


class _StrictDictionary:
    """The host's dictionary refusing every word, so the joined screen's own check (which accepts СОК) is
    seen not to decide: the host's reason is what the joined person reads."""

    error = None

    def start(self) -> None:
        pass

    def ready(self) -> bool:
        return True

    def wait(self, timeout: float | None = None) -> bool:
        return True

    def verdict(self, word: str) -> Verdict:
        return Verdict(word, False, "voice.word.unknown", {"word": word})


def _joined_and_typing(headless_app: Any, port: int) -> tuple[Any, Any, Any]:
    """A window joins as Vera, starts her minute with a click, and can type: (app, its table, the composer)."""
    app = headless_app()
    app.push("menu")
    _join_by_page(app, port, "4821", "Vera")
    run_until(app, lambda: app.scene.name == "voice")
    table = app.scene
    composer = table.decl.composer
    run_until(app, lambda: composer.composing(table.view()))
    frame(app, 0.016)
    click(app, table.zone("start").items[0].rect.center)
    run_until(app, lambda: composer.typing())
    frame(app, 0.016)
    return app, table, composer


def test_the_joined_screen_shows_the_hosts_refusal_of_its_word(headless_app):
    game = make_game("voice", ["remote", "random"], minute_ms=60_000, dictionary=_StrictDictionary())
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app, table, composer = _joined_and_typing(headless_app, port)
        played = len(game.actions)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="сок"))
        frame(app)
        assert composer.entry is not None and composer.entry.word == "СОК"
        key(app, pygame.K_RETURN)
        said = message(app.t, "voice.word.unknown", {"word": "СОК"})
        toasts = lambda: [t.text for t in app._live_toasts()]  # noqa: E731
        run_until(app, lambda: composer.problem == said or said in toasts(), 10)
        assert len(game.actions) == played, "the host played a word its dictionary refuses"
        app.reset_to("menu")
    finally:
        hosting.close()


def test_the_joined_screen_says_where_the_judge_found_its_word(headless_app):
    """Issue 37 on a joined computer: КОЛА, the spelling dictionary's and not OpenCorpora's, is accepted by the
    host's judge, and the joined screen's log says where it was found (the same judge, on that computer)."""
    game = make_game("voice", ["remote", "random"], minute_ms=60_000)
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app, table, composer = _joined_and_typing(headless_app, port)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="кола"))
        frame(app)
        assert composer.entry is not None and composer.entry.word == "КОЛА"
        key(app, pygame.K_RETURN)
        run_until(app, lambda: any(isinstance(a, Compose) and a.word == "КОЛА" for a in game.actions), 30)
        said = "(" + app.t("voice.word.source.spelling") + ")"
        run_until(app, lambda: any("КОЛА" in line and said in line for line in table.log.lines), 10)
        app.reset_to("menu")
    finally:
        hosting.close()


def test_the_hosts_window_says_where_its_judge_found_a_joined_persons_word(headless_app):
    """Issue 37 on the host: Vera's КОЛА, written on her computer and judged again by the host's dictionary,
    reads on the host's table display with where it was found, once the words are read aloud."""
    game = make_game("voice", ["remote", "random"], minute_ms=60_000)
    game.tokens[0], game.names[0] = "token-of-seat-0-000000", "Vera"
    game.connected.add(0)
    game.start()
    hosting = Hosting(game)
    hosting.start()
    try:
        app = headless_app()
        app.settings.animation_speed = 0.0
        app.push("voice", session=NetSession.hosted(hosting, {}))
        table = app.scene
        assert shared_service().wait(120)
        run_until(app, lambda: hosting.call(game.to_move) == 0)
        hosting.call(lambda: game.start_minute(0))
        cards = _cards_for(hosting.call(lambda: game.state.view(0)), "КОЛА")
        assert hosting.call(lambda: game.submit(0, Compose("КОЛА", cards, 0))) is None
        if hosting.call(game.to_move) == 1:  # the computer's word, if the host has not played it yet
            assert hosting.call(lambda: game.submit(1, NoWord(NOWORD_PASS, 0))) is None
        said = "Vera: КОЛА (" + app.t("voice.word.source.spelling") + ")"
        run_until(app, lambda: said in table.log.lines, 20)
        app.reset_to("menu")
    finally:
        hosting.close()
