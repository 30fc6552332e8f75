"""Seats across computers: an absent seat handed to a computer and taken back; Voice's minute on the
host's clock (a person's minute starts when they press for it, a word's `at_ms` is the host's, a run-out
private minute is answered by the host)."""

from __future__ import annotations

import asyncio
import dataclasses
import json

from net.inprocess import drain, hello, make_game, settle
from woods_desktop.core.actions import action_to_dict
from woods_desktop.net.client import Seen
from woods_desktop.net.host import Host


def test_an_absent_seat_is_played_by_a_computer_and_taken_back():
    asyncio.run(_hand_over())


async def _hand_over():
    game = make_game("woodlanders", ["remote", "remote", "random", "random"])
    host = Host(game)
    port = await host.start()
    a, wa = await hello(port, "A")
    b, wb = await hello(port, "B")
    await settle(host)
    seat = game.to_move()
    ws, token = (a, wa["token"]) if seat == wa["seat"] else (b, wb["token"])
    await ws.close()
    await asyncio.sleep(0.1)
    assert seat not in game.connected
    before = len(game.actions)
    await host.hand_over(seat, "random")
    await asyncio.sleep(0.3)
    assert len(game.actions) > before, "nobody played the absent seat"
    assert any(s.stand_in == "random" for s in game.seats())
    back, again = await hello(port, "A", token)
    assert again["seat"] == seat and again["token"] == token
    assert seat not in game.stand_ins  # the person is back: the seat is theirs again
    await host.hand_over(seat, "random")
    await host.take_back(seat)
    await settle(host)
    assert seat not in game.stand_ins
    for ws in (a, b, back):
        await ws.close()
    await host.close()


def test_a_joined_computer_never_gets_another_seat_or_the_full_state():
    asyncio.run(_own_seat_only())


async def _own_seat_only():
    game = make_game("woodlanders", ["remote", "remote", "random", "random"])
    host = Host(game)
    port = await host.start()
    a, wa = await hello(port, "A")
    b, wb = await hello(port, "B")
    assert wa["seat"] != wb["seat"]
    intruder, refused = await hello(port, "C")
    assert refused == {"v": 1, "type": "error", "key": "net.err.full", "params": {}}
    await settle(host)
    for ws, welcome in ((a, wa), (b, wb)):
        states = [m for m in await drain(ws, 0.2) if m["type"] == "state"]
        hands = states[-1]["view"]["hands"]
        assert [h is not None for h in hands] == [i == welcome["seat"] for i in range(4)]
    for ws in (a, b):
        await ws.close()
    await host.close()


def test_the_hosts_clock_decides_the_minute():
    asyncio.run(_minute())


async def _minute():
    game = make_game("voice", ["remote", "remote"], minute_ms=400)
    host = Host(game)
    port = await host.start()
    a, wa = await hello(port, "A")
    b, wb = await hello(port, "B")
    await settle(host)
    first = game.to_move()
    ws = a if first == wa["seat"] else b
    await drain(ws, 0.1)
    # a person's minute waits for them: a word before "Start my minute" is refused, nothing runs meanwhile
    assert game.minute.waiting and game.minute.expires_in() is None
    early = game.state.legal_actions(first)[0]
    await ws.send(json.dumps({"v": 1, "type": "act", "id": 9, "action": action_to_dict(early)}))
    refused = [m for m in await drain(ws, 0.1) if m["type"] == "result"]
    assert refused[-1]["refusal"]["key"] == "net.err.minute_waits" and not game.actions
    other = b if ws is a else a
    await other.send(json.dumps({"v": 1, "type": "start"}))  # not the writer: the writer's minute still waits
    await drain(other, 0.1)
    assert game.minute.waiting
    await ws.send(json.dumps({"v": 1, "type": "start"}))
    state = [m for m in await drain(ws, 0.1) if m["type"] == "state"][-1]
    minute = state["minute"]
    assert minute["length_ms"] == 400 and minute["key"][-1] == first
    seen = Seen()
    seen.minute = {**minute, "started_at": minute["started_at_ms"] / 1000}
    assert 0 <= seen.minute_left_ms(minute["host_now_ms"] / 1000) <= 400
    word = dataclasses.replace(game.state.legal_actions(first)[0], at_ms=55_555)
    await ws.send(json.dumps({"v": 1, "type": "act", "id": 1, "action": action_to_dict(word)}))
    await drain(ws, 0.1)
    assert game.actions[-1].at_ms <= 400, "the word kept the joined computer's at_ms"
    second = game.to_move()
    assert second != first and game.minute.running
    await other.send(json.dumps({"v": 1, "type": "start"}))
    await asyncio.sleep(0.6)  # the second writer says nothing: the host answers when the minute runs out
    timed_out = game.actions[-1]
    assert type(timed_out).__name__ == "NoWord" and timed_out.reason == "voice.noword.time"
    assert timed_out.at_ms == 400
    for ws in (a, b):
        await ws.close()
    await host.close()


def test_a_seat_absent_too_long_is_handed_to_a_computer_by_the_host():
    asyncio.run(_absent_too_long())


async def _absent_too_long():
    game = make_game("woodlanders", ["remote", "remote", "random", "random"])
    host = Host(game, absent_after_s=0.2, absent_level="random")
    port = await host.start()
    a, wa = await hello(port, "A")
    b, wb = await hello(port, "B")
    await settle(host)
    seat = game.to_move()
    await (a if seat == wa["seat"] else b).close()
    before = len(game.actions)
    await asyncio.sleep(0.6)
    assert game.stand_ins.get(seat) == "random" and len(game.actions) > before
    for ws in (a, b):
        await ws.close()
    await host.close()


def test_a_seat_left_before_the_game_begins_is_free_again():
    asyncio.run(_left_in_the_lobby())


async def _left_in_the_lobby():
    game = make_game("woodlanders", ["remote", "remote", "random", "random"])
    host = Host(game)
    port = await host.start()
    a, wa = await hello(port, "A")
    await a.close()
    await asyncio.sleep(0.1)
    b, wb = await hello(port, "B")
    c, wc = await hello(port, "C")
    assert {wb["seat"], wc["seat"]} == {0, 1} and game.state is not None
    for ws in (b, c):
        await ws.close()
    await host.close()
