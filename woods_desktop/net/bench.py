"""The network figures `bench` reports: from an action played on the host until every joined computer has
read its new view, over loopback; and the host's CPU while it waits for a person.

Woodlanders (the first listed game with a phone page: every kind of seat the network serves) with every seat
remote: each action is a joined computer's, sent
over the wire, applied by the host, projected for every seat, sent and
rebuilt into the game's typed view on each joined side (one process, one
event loop, so the figure also pays for the joined sides' decoding).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import time
from typing import Any

from woods_desktop.net.client import JoinClient, Seen
from woods_desktop.net.game import HostGame
from woods_desktop.net.host import Host
from woods_desktop.net.phone import phone_games

GAME, SEATS = phone_games()[0], 4


def _game_for_two() -> str:
    """The game whose host waits for a person in `host_cpu_percent`: the last listed game two can play (the Wolf)."""
    from woods_desktop.games import playable

    def two(players: str) -> bool:
        low, _, high = players.partition("-")
        return int(low) <= 2 <= int(high or low)

    return [p.id for p in playable() if two(p.players)][-1]


async def _one_game(seed: int) -> list[float]:
    from woods_desktop.core.bot import RandomBot
    from woods_desktop.games import definition

    game = HostGame(definition(GAME), ["remote"] * SEATS, "4821", seed, save=False)
    applied: dict[int, float] = {}
    read: dict[int, list[float]] = {}
    submit = game.submit

    def timed_submit(seat: int, action: Any, stamp: bool = True) -> Any:
        refusal = submit(seat, action, stamp)
        if refusal is None:
            applied[len(game.actions)] = time.perf_counter()
        return refusal

    game.submit = timed_submit  # type: ignore[method-assign]
    host = Host(game)
    port = await host.start()

    def seen_by(seen: Seen) -> None:
        read.setdefault(seen.version, []).append(time.perf_counter())

    clients = [JoinClient(f"ws://127.0.0.1:{port}", "4821", f"P{i}", on_change=seen_by) for i in range(SEATS)]
    for c in clients:
        await c.connect()
    runs = [asyncio.create_task(c.run(time.monotonic() + 120)) for c in clients]
    bots = [RandomBot(i, seed + i) for i in range(SEATS)]

    async def play(client: JoinClient, bot: RandomBot) -> None:
        tried = -1
        while not client.seen.over:
            await client.changed.wait()
            client.changed.clear()
            seen = client.seen
            if seen.to_move == seen.seat and seen.version != tried and seen.legal and not seen.over:
                tried = seen.version
                await client.act(bot.choose(None, list(seen.legal)))

    players = [asyncio.create_task(play(c, b)) for c, b in zip(clients, bots)]
    await asyncio.wait_for(asyncio.gather(*runs), 120)
    for p in players:
        p.cancel()
    await host.close()
    return [(max(read[v]) - t0) * 1000 for v, t0 in applied.items() if len(read.get(v, ())) == SEATS]


def action_to_view_ms(games: int) -> dict[str, Any]:
    samples: list[float] = []
    for g in range(games):
        samples += asyncio.run(_one_game(11 + g))
    samples.sort()
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))] if samples else 0.0
    return {
        "median": round(statistics.median(samples), 3) if samples else None,
        "p95": round(p95, 3),
        "actions": len(samples),
        "joined": SEATS,
    }


def _cpu_seconds(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _hold_seats(port: int, seconds: float) -> None:
    clients = [JoinClient(f"ws://127.0.0.1:{port}", "4821", f"P{i}") for i in range(2)]
    for c in clients:
        await c.connect()
    await asyncio.gather(*(c.run(time.monotonic() + seconds) for c in clients))


def host_cpu_percent(seconds: float, env: dict[str, str]) -> float | None:
    """A host process (two joined computers, nobody acting) waiting for a person: its CPU share of a core."""
    import json

    cmd = [sys.executable, "-m", "woods_desktop", "host", _game_for_two(), "--seats", "remote,remote", "--port", "0"]
    cmd += ["--code", "4821", "--json", "--timeout", str(seconds + 60)]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        port = int(json.loads(proc.stdout.readline())["port"])

        async def measure() -> float | None:
            holding = asyncio.create_task(_hold_seats(port, seconds + 3.0))
            await asyncio.sleep(2.0)  # the game has begun; the first seat's person thinks
            before = _cpu_seconds(proc.pid)
            t0 = time.monotonic()
            await asyncio.sleep(seconds)
            after = _cpu_seconds(proc.pid)
            elapsed = time.monotonic() - t0
            await holding
            if before is None or after is None:
                return None
            return 100.0 * (after - before) / elapsed

        return asyncio.run(measure())
    finally:
        proc.kill()
        proc.wait(10)


GONE_LIMIT_S = 10.0  # a trial that never sees the seat gone stops here (and is reported as not seen)
FRAME_S = 0.016  # the window reads its session once a frame


def _gone_trial(seed: int, env: dict[str, str]) -> tuple[float, float] | None:
    """One joined process killed with -9 mid-game: (ms until the host's table says its seat is gone, ms until
    another joined computer's table does), each read as the window reads it, once a frame; None: not seen."""
    import json

    from woods_desktop.games import definition
    from woods_desktop.net.hosting import Hosting
    from woods_desktop.net.remote_port import RemoteSeatPort
    from woods_desktop.net.table_session import NetSession

    game = HostGame(definition(GAME), ["remote", "remote", "random", "random"], "4821", seed, save=False)
    hosting = Hosting(game)
    port = hosting.start()
    watcher = RemoteSeatPort(f"ws://127.0.0.1:{port}", "4821", "Anna", reconnect_s=5.0)
    cmd = [sys.executable, "-m", "woods_desktop", "join", f"127.0.0.1:{port}", "--code", "4821", "--bot", "random"]
    cmd += ["--name", "Dima", "--json", "--timeout", "60"]
    proc: subprocess.Popen[str] | None = None
    try:
        watcher.connect()
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        seat = int(json.loads(proc.stdout.readline())["seat"])
        deadline = time.monotonic() + GONE_LIMIT_S
        while not watcher.seen.started and time.monotonic() < deadline:
            time.sleep(0.01)
        host_table = NetSession.hosted(hosting, {})
        joined_table = NetSession.joined_to(watcher)
        proc.kill()  # SIGKILL: no goodbye
        t0 = time.perf_counter()
        seen: dict[str, float] = {}
        deadline = time.monotonic() + GONE_LIMIT_S
        while len(seen) < 2 and time.monotonic() < deadline:
            for name, table in (("host", host_table), ("joined", joined_table)):
                table.sync()
                if name not in seen and any(g.seat == seat for g in table.presence().gone):
                    seen[name] = (time.perf_counter() - t0) * 1000
            time.sleep(FRAME_S)
        return (seen["host"], seen["joined"]) if len(seen) == 2 else None
    finally:
        if proc is not None and proc.poll() is None:
            proc.kill()
        if proc is not None:
            proc.wait(10)
        watcher.close()
        hosting.close()


def gone_seen_ms(trials: int, env: dict[str, str]) -> dict[str, Any]:
    """`network_gone_seen_ms`: a joined process killed mid-game until every other table (the host's and a
    joined one) marks its seat gone; the median over `trials` of the later of the two (target: 3,000 at most)."""
    found = [t for t in (_gone_trial(21 + i, env) for i in range(trials)) if t is not None]
    later = sorted(max(t) for t in found)
    return {
        "median": round(statistics.median(later), 1) if later else None,
        "host_median": round(statistics.median(t[0] for t in found), 1) if found else None,
        "joined_median": round(statistics.median(t[1] for t in found), 1) if found else None,
        "trials": trials,
        "seen": len(found),
    }
