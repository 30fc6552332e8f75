"""The host judges every word (issue 35, item 3): a joined computer's Voice word goes through the host's own
dictionary and engine whatever that computer checked, and a refused one comes back with its reason while the
game stays as it was. Raw clients on 127.0.0.1 send what a lying computer could; every wait is bounded."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from net.inprocess import drain, hello, make_game, settle
from woods_desktop.core.actions import action_to_dict
from woods_desktop.games.voice.rules.actions import Compose
from woods_desktop.net.host import Host


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
