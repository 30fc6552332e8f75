"""The phone figures `bench` reports (issue 36), over loopback.

`phone_action_to_table_ms`: a phone's `act` sent until the host's table reads the new view (read as the window
reads it, through `HostSeatPort`, without waiting for a frame). `table_to_phone_ms`: a move played at the
host's table until every phone has its new view. Woodlanders (the first listed game with a phone page) with
two people at the host and two phones playing random legal moves; the phones are raw websocket clients saying
the page's hello, in a thread of their own. `phone_page_bytes`: everything a phone downloads.
`phone_first_paint_ms`: headless Chromium's first contentful paint of the page, when Chromium and selenium are
there.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import statistics
import threading
import time
from typing import Any

from websockets.asyncio.client import connect

from woods_desktop.net.game import HostGame
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.phone import page_bytes, phone_games, phone_url

GAME = phone_games()[0]
KINDS = ["human", "phone", "human", "phone"]
GAME_LIMIT_S = 120.0


class _Phones:
    """The two phones' connections, run on an event loop in a thread: each plays a random legal move on its
    turn (noting when it sent it) and notes when each new view arrived."""

    def __init__(self, port: int, seed: int) -> None:
        self.port = port
        self.rng = random.Random(seed)
        self.sent: dict[int, float] = {}  # version the move was played at -> when the phone sent it
        self.arrived: dict[int, list[float]] = {}  # version -> when each phone had it
        self.over = threading.Event()
        self.ready = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="bench-phones", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def join(self, seconds: float) -> None:
        self._thread.join(seconds)

    async def _phone(self, name: str) -> None:
        async with connect(f"ws://127.0.0.1:{self.port}/", max_size=2**24) as ws:
            hello = {"v": 1, "type": "hello", "code": "4821", "name": name, "phone": True, "lang": "en"}
            await ws.send(json.dumps(hello))
            seat = json.loads(await ws.recv())["seat"]
            self.ready.set()
            end = time.monotonic() + GAME_LIMIT_S
            while time.monotonic() < end:
                try:
                    frame = json.loads(await asyncio.wait_for(ws.recv(), 5.0))
                except asyncio.TimeoutError:
                    continue
                now = time.perf_counter()
                if frame.get("type") != "state":
                    continue
                self.arrived.setdefault(frame["version"], []).append(now)
                if frame["over"]:
                    self.over.set()
                    return
                if frame["to_move"] == seat and frame["legal"] and frame["version"] + 1 not in self.sent:
                    self.sent[frame["version"] + 1] = time.perf_counter()
                    action = self.rng.choice(frame["legal"])
                    await ws.send(json.dumps({"v": 1, "type": "act", "id": frame["version"] + 1, "action": action}))

    async def _run(self) -> None:
        await asyncio.gather(self._phone("Anna"), self._phone("Boris"))


def _one_game(seed: int) -> tuple[list[float], list[float]]:
    """(phone -> table ms, table -> phones ms) of every move of one game."""
    from woods_desktop.games import definition

    game = HostGame(definition(GAME), KINDS, "4821", seed, save=False)
    game.here = {0: 0, 2: 2}
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    phones = _Phones(port, seed)
    rng = random.Random(seed)
    to_table: list[float] = []
    played_here: dict[int, float] = {}
    try:
        phones.start()
        ports = {seat: hosting.port_for(seat) for seat in (0, 2)}
        seen = -1
        end = time.monotonic() + GAME_LIMIT_S
        while not phones.over.is_set() and time.monotonic() < end:
            # what the table reads each frame (its `version()`), with whose turn it is, as of one moment
            version, seat, over = hosting.call(lambda: (len(game.actions), game.to_move(), game.over))
            if version == seen or game.state is None:
                time.sleep(0.0005)
                continue
            seen = version
            ports[0].view()  # the table reads the new view
            if version in phones.sent:
                to_table.append((time.perf_counter() - phones.sent[version]) * 1000)
            if seat in ports and not over:
                legal = ports[seat].legal_actions()
                played_here[version + 1] = time.perf_counter()
                ports[seat].submit(rng.choice(legal))
        phones.join(10.0)
    finally:
        hosting.close()
    to_phones = [
        (max(phones.arrived[v]) - t0) * 1000 for v, t0 in played_here.items() if len(phones.arrived.get(v, ())) == 2
    ]
    return to_table, to_phones


def _summary(samples: list[float]) -> dict[str, Any]:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))] if samples else None
    return {
        "median": round(statistics.median(samples), 3) if samples else None,
        "p95": None if p95 is None else round(p95, 3),
        "moves": len(samples),
    }


def first_paint_ms(port: int, code: str) -> float | None:
    """Headless Chromium's first contentful paint of the phone page served on `port` (None: no Chromium)."""
    browser, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return None
    if not browser or not driver_path:
        return None
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    metrics = {"width": 360, "height": 640, "pixelRatio": 1.0, "touch": True}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    try:
        driver.set_page_load_timeout(20)
        driver.get(phone_url("127.0.0.1", port, code))
        script = "return performance.getEntriesByName('first-contentful-paint').map(e => e.startTime)"
        end = time.monotonic() + 10.0
        while time.monotonic() < end:
            found = driver.execute_script(script)
            if found:
                return round(float(found[0]), 1)
            time.sleep(0.05)
        return None
    finally:
        driver.quit()


def phone_figures(quick: bool) -> dict[str, Any]:
    """The four phone keys, targets as issue 36 says: both latencies median at most 50 ms and p95 at most 150,
    the page at most 300 KB, its first paint at most 1,000 ms."""
    to_table: list[float] = []
    to_phones: list[float] = []
    for g in range(1 if quick else 3):
        a, b = _one_game(31 + g)
        to_table += a
        to_phones += b
    from woods_desktop.games import definition

    game = HostGame(definition(GAME), ["phone", "phone", "random", "random"], "4821", 1, save=False)
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    try:
        paint = first_paint_ms(port, game.code)
    finally:
        hosting.close()
    return {
        "phone_action_to_table_ms": _summary(to_table),
        "table_to_phone_ms": _summary(to_phones),
        "phone_page_bytes": page_bytes(),
        "phone_first_paint_ms": paint if paint is not None else "not measured (no Chromium or selenium)",
    }


__all__ = ["phone_figures"]
