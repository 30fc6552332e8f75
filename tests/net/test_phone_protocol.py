"""Phones are seats of the same host (issue 36): a websocket client says the page's hello on 127.0.0.1 and is
checked as a joined computer is. It gets its page on the game's port, takes a phone seat (a computer may not),
receives only its seat's projection, plays a legal card, has an illegal one refused with the engine's reason
worded in its own language, and takes its seat back with its token. Every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
from typing import Any

from net.inprocess import drain, hello, make_game
from net.phones import Projections, phone_hello
from woods_desktop.data.strings import Strings
from woods_desktop.net.host import Host
from woods_desktop.net.phone import page_bytes, phone_url


def _get(port: int, path: str) -> tuple[int, str, bytes]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, "", b""


async def _until(ws: Any, frames: list[dict[str, Any]], test: Any, seconds: float = 20.0) -> dict[str, Any]:
    """Frames from `ws` (kept in `frames`) until one passes `test`."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end:
        frame = json.loads(await asyncio.wait_for(ws.recv(), end - loop.time()))
        frames.append(frame)
        if test(frame):
            return frame
    raise AssertionError("the host never sent what the phone waited for")


def _mine(seat: int) -> Any:
    return lambda f: f["type"] == "state" and f["to_move"] == seat and not f["over"]


def test_a_phone_gets_its_page_on_the_games_port():
    asyncio.run(_page())


async def _page():
    host = Host(make_game("woodlanders", ["phone", "phone", "easy", "easy"]))
    port = await host.start()
    try:
        status, kind, body = await asyncio.to_thread(_get, port, "/phone/?code=4821")
        assert status == 200 and kind.startswith("text/html") and b"phone.js" in body
        for name, kind_of in (("phone.js", "javascript"), ("phone.css", "text/css")):
            status, kind, body = await asyncio.to_thread(_get, port, "/phone/" + name)
            assert status == 200 and kind_of in kind and body
        status, _, body = await asyncio.to_thread(_get, port, "/phone/words.json?lang=ru-RU")
        words = json.loads(body)
        assert words["lang"] == "ru" and words["words"]["phone.play"] == Strings("ru").t("phone.play")
        assert words["words"]["woodlanders.suit.fox"] == Strings("ru").t("woodlanders.suit.fox")
        status, _, body = await asyncio.to_thread(_get, port, "/phone/words.json?lang=de")
        assert json.loads(body)["lang"] == "en", "a language the host does not speak: the host's own"
        for path in ("/phone/../pyproject.toml", "/phone/%2e%2e/README.md", "/etc/passwd", "/phone/nope.js"):
            assert (await asyncio.to_thread(_get, port, path))[0] == 404, path
        assert phone_url("127.0.0.1", port, "4821") == f"http://127.0.0.1:{port}/phone/?code=4821"
        assert 0 < page_bytes() < 300_000
    finally:
        await host.close()


def test_a_phone_plays_its_seat_only_and_is_refused_with_the_engines_reason():
    asyncio.run(_play())


async def _play():
    game = make_game("woodlanders", ["phone", "phone", "easy", "easy"])
    host = Host(game)
    port = await host.start()
    seen: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
    try:
        a, wa = await phone_hello(port, "Anna", lang="ru-RU")
        computer, refused = await hello(port, "Bo's laptop")
        assert refused["type"] == "error" and refused["key"] == "net.err.full", "a computer took a phone's seat"
        await computer.close()
        b, wb = await phone_hello(port, "Boris", lang="en")
        assert (wa["seat"], wb["seat"]) == (0, 1) and wa["token"] != wb["token"]
        phones = {0: (a, "ru"), 1: (b, "en")}

        # each phone chooses its Warden when its turn comes (the computers choose theirs on the host)
        frame = None
        for _ in range(2):
            ws_seat = None
            while ws_seat is None:
                for seat, (ws, _) in phones.items():
                    got = await drain(ws, 0.2)
                    seen[seat] += got
                    if any(_mine(seat)(f) for f in got) and game.to_move() == seat:
                        ws_seat = seat
            ws, _ = phones[ws_seat]
            frame = [f for f in seen[ws_seat] if f["type"] == "state"][-1]
            warden = next(x for x in frame["legal"] if x["type"] == "ChooseWarden")
            await ws.send(json.dumps({"v": 1, "type": "act", "id": 1, "action": warden}))
            result = await _until(ws, seen[ws_seat], lambda f: f["type"] == "result")
            assert result["refusal"] is None, result

        # the first phone to play: an illegal play (two suits at once) refused with the reason, then a legal one
        seat = None
        while seat is None:
            for s, (ws, _) in phones.items():
                seen[s] += await drain(ws, 0.2)
                last = [f for f in seen[s] if f["type"] == "state"]
                if last and _mine(s)(last[-1]) and last[-1]["view"]["phase"] == "play" and game.to_move() == s:
                    seat = s
        ws, lang = phones[seat]
        frame = [f for f in seen[seat] if f["type"] == "state"][-1]
        hand = frame["view"]["hands"][seat]
        two = [hand[0], next(c for c in hand if c[0] != hand[0][0])]
        before, played = game.state.to_dict(), len(game.actions)
        await ws.send(json.dumps({"v": 1, "type": "act", "id": 7, "action": {"type": "Play", "cards": two}}))
        result = await _until(ws, seen[seat], lambda f: f["type"] == "result" and f["id"] == 7)
        assert result["refusal"]["key"] == "woodlanders.err.one_suit", result
        assert result["text"] == Strings(lang).t("woodlanders.err.one_suit")
        assert game.state.to_dict() == before and len(game.actions) == played, "a refused play changed the game"

        other, _ = phones[1 - seat]
        await other.send(json.dumps({"v": 1, "type": "act", "id": 3, "action": frame["legal"][0]}))
        out_of_turn = await _until(other, seen[1 - seat], lambda f: f["type"] == "result" and f["id"] == 3)
        assert out_of_turn["refusal"] is not None and out_of_turn["text"], "a phone played out of its turn"
        assert len(game.actions) == played

        # a malformed play (cards that are not cards): refused, worded, and in the host's log, the game unchanged
        await ws.send(json.dumps({"v": 1, "type": "act", "id": 9, "action": {"type": "Play", "cards": "x"}}))
        result = await _until(ws, seen[seat], lambda f: f["type"] == "result" and f["id"] == 9)
        assert result["refusal"]["key"] == "net.err.malformed" and result["text"] == Strings(lang).t(
            "net.err.malformed"
        )
        assert any(f"seat {seat}: refused" in line for line in game.log) and len(game.actions) == played

        await ws.send(json.dumps({"v": 1, "type": "act", "id": 8, "action": frame["legal"][0]}))
        result = await _until(ws, seen[seat], lambda f: f["type"] == "result" and f["id"] == 8)
        assert result["refusal"] is None and len(game.actions) == played + 1

        # a reload: the same seat back by its token, and the same view as the host projects it
        token = (wa if seat == 0 else wb)["token"]
        await ws.close()
        back, welcome = await phone_hello(port, "Anna" if seat == 0 else "Boris", token, lang)
        assert welcome["type"] == "welcome" and welcome["seat"] == seat and welcome["token"] == token
        state = await _until(back, seen[seat], lambda f: f["type"] == "state")
        assert state["events_from"] == 0
        phones[seat] = (back, lang)
        for s, (w, _) in phones.items():
            seen[s] += await drain(w, 0.3)
        projections = Projections(game)
        for s in (0, 1):
            assert projections.check(s, seen[s]) >= 3, f"seat {s} received too few views to say anything"
    finally:
        await host.close()


def test_a_browsers_odd_language_tag_costs_no_seat_and_a_long_one_is_refused():
    asyncio.run(_odd_language())


async def _odd_language():
    """WebKit without a locale said "c": the host refused the page's hello and no seat could be taken there.
    An odd tag now means the host's words; a string too long to be a tag is still refused."""
    game = make_game("woodlanders", ["phone", "phone", "easy", "easy"])
    host = Host(game)
    port = await host.start()
    try:
        long_one, refused = await phone_hello(port, "Kim", lang="x" * 40)
        assert refused["type"] == "error" and refused["key"] == "net.err.malformed"
        await long_one.close()
        ws, welcome = await phone_hello(port, "Anna", lang="c")
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        await ws.close()
    finally:
        await host.close()
