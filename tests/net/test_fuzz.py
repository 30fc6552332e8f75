"""1,000 malformed messages (bad JSON, unknown action types, wrong fields, another seat's action, 2 MB
frames, half-open connections) leave the host's game exactly as it was, each refused with a log line,
and the game goes on."""

from __future__ import annotations

import asyncio
import json
import random

from websockets.exceptions import ConnectionClosed

from net.inprocess import drain, hello, make_game, settle
from woods_desktop.core.actions import action_to_dict
from woods_desktop.net.host import Host


def _garbage(rng: random.Random, legal: dict, i: int) -> str | bytes:
    kind = i % 10
    if kind == 0:
        return "".join(rng.choice('{}[]":,abc1\\') for _ in range(rng.randrange(1, 40)))
    if kind == 1:
        return json.dumps({"v": 1, "type": "act", "id": i, "action": {"type": f"Nope{i}"}})
    if kind == 2:
        bad = dict(legal, **{next(k for k in legal if k != "type"): {"nested": [i]}})
        return json.dumps({"v": 1, "type": "act", "id": i, "action": bad})
    if kind == 3:
        return json.dumps({"v": 1, "type": "act", "id": i, "action": dict(legal, extra=i)})
    if kind == 4:
        return json.dumps({"v": 2, "type": "act", "id": i, "action": legal})
    if kind == 5:
        return json.dumps({"v": 1, "type": rng.choice(["hello", "shout", None, 5]), "id": i})
    if kind == 6:
        return json.dumps({"v": 1, "type": "act", "id": -i - 1, "action": legal})
    if kind == 7:
        return bytes(rng.randrange(256) for _ in range(20))
    if kind == 8:
        return json.dumps([1, 2, 3] * i)[:5000]
    return json.dumps({"v": 1, "type": "act", "id": "x", "action": legal})


def test_a_thousand_malformed_messages_change_nothing():
    asyncio.run(_fuzz())


async def _fuzz():
    game = make_game("woodlanders", ["remote", "remote", "random", "random"])
    host = Host(game, hello_timeout_s=0.3)
    port = await host.start()
    a, welcome_a = await hello(port, "A")
    b, welcome_b = await hello(port, "B")
    await settle(host)
    await drain(a)
    await drain(b)
    mover, other = (a, b) if game.to_move() == welcome_a["seat"] else (b, a)
    other_token = welcome_b["token"] if other is b else welcome_a["token"]
    legal = action_to_dict(game.state.legal_actions(game.to_move())[0])
    before, actions, lines = game.state.to_dict(), len(game.actions), len(game.log)
    rng = random.Random(3)
    sent = 0
    for i in range(900):  # from the seat to move: never a well-formed legal action
        await mover.send(_garbage(rng, legal, i))
        sent += 1
    for i in range(80):  # another seat's action, well formed, from the seat not to move
        await other.send(json.dumps({"v": 1, "type": "act", "id": i, "action": legal}))
        sent += 1
    replies = await drain(mover, 0.5) + await drain(other, 0.2)
    assert sum(1 for r in replies if r["type"] == "result" and r["refusal"]) == 980
    for _ in range(10):  # 2 MB frames: the connection is closed, the seat comes back with its token
        try:
            await other.send("x" * (2 * 1024 * 1024))
            await asyncio.wait_for(other.recv(), 2.0)
        except ConnectionClosed:
            pass
        other, _ = await hello(port, "B", other_token)
        await drain(other)
        sent += 1
    for _ in range(5):  # half-open: a socket that never finishes the handshake, a websocket that never says hello
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        silent, _ = None, None
        from websockets.asyncio.client import connect

        silent = await connect(f"ws://127.0.0.1:{port}")
        await asyncio.sleep(0.4)
        writer.close()
        try:
            await asyncio.wait_for(silent.recv(), 1.0)
        except ConnectionClosed:
            pass
        sent += 2
    assert sent == 1000
    assert game.state.to_dict() == before and len(game.actions) == actions
    log = game.log[lines:]
    assert sum("refused" in line for line in log) >= 980
    assert sum("over 65536 bytes" in line for line in log) == 10
    assert sum("no hello" in line for line in log) >= 5
    # the game goes on: the seat to move plays a legal action
    await mover.send(json.dumps({"v": 1, "type": "act", "id": 1, "action": legal}))
    replies = await drain(mover, 0.5)
    assert any(r["type"] == "result" and r["refusal"] is None for r in replies)
    assert len(game.actions) > actions
    await a.close()
    await b.close()
    await other.close()
    await host.close()
