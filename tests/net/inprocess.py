"""A host served in this test's own event loop, and raw joined connections to poke at it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import connect

from woods_desktop.games import definition, make_bot
from woods_desktop.net.game import HostGame
from woods_desktop.net.host import Host


def make_game(game: str, kinds: list[str], **kw: Any) -> HostGame:
    return HostGame(
        definition(game),
        kinds,
        "4821",
        7,
        make_bot=lambda level, seat: make_bot(game, level, seat, seat),
        save=False,
        **kw,
    )


def woodlanders_at_four(connected: bool) -> HostGame:
    """A started Woodlanders game hosted for Lu, with Vera, Bo and Kim on other computers (seats 1-3, seed 1:
    Vera deals); `connected`: their computers are at the table, else every one of them has left."""
    game = HostGame(definition("woodlanders"), ["human", "remote", "remote", "remote"], "4821", 1, save=False)
    for seat, name in ((1, "Vera"), (2, "Bo"), (3, "Kim")):
        game.tokens[seat], game.names[seat] = f"token-of-seat-{seat}-000000", name
        if connected:
            game.connected.add(seat)
    game.names[0] = "Lu"
    game.start()
    return game


async def hello(port: int, name: str, token: str | None = None) -> tuple[Any, dict[str, Any]]:
    ws = await connect(f"ws://127.0.0.1:{port}", max_size=2**24)
    message: dict[str, Any] = {"v": 1, "type": "hello", "code": "4821", "name": name}
    if token:
        message["token"] = token
    await ws.send(json.dumps(message))
    return ws, json.loads(await ws.recv())


async def drain(ws: Any, seconds: float = 0.05) -> list[dict[str, Any]]:
    """Every message that arrives within `seconds` of the last one."""
    out = []
    while True:
        try:
            out.append(json.loads(await asyncio.wait_for(ws.recv(), seconds)))
        except asyncio.TimeoutError:
            return out


async def settle(host: Host, seconds: float = 10.0) -> None:
    """Until the host's own computers have moved and a joined computer is to move."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end:
        if host.game.state is not None and not host.game.host_plays(host.game.to_move()):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the host's computers never gave the turn to a joined computer")
