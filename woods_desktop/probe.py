"""Start-up and idle measurements, run in a child process by `woods-desktop bench`.

It takes exactly the window's own start-up path (nothing heavier is
imported), so the figures are those a player gets.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the start-up probes import nothing the window does not
    from multiprocessing.process import BaseProcess


def rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def probe(mode: str, seconds: float) -> int:
    """Run in a child process: the real window and loop, measured from inside.
    `mode` is first-frame, idle, or table:GAME:POSITION."""
    if mode.startswith("table:"):
        _, game, position = mode.split(":", 2)
        return table_probe(game, position, seconds)
    if mode.startswith("latency:"):
        _, game, position = mode.split(":", 2)
        return latency_probe(game, position, seconds)
    import gc

    gc.disable()  # as the window's start-up does (verbs/window.py play, app.app first_frame_shown)
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import pygame

    from woods_desktop.app.app import App, first_frame_shown
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import register_lazy

    register_lazy()
    app = App(settings=Settings(lang="en"))
    app.push("menu")
    app.render()
    pygame.display.flip()
    first_frame_shown()
    if mode == "first-frame":
        print("frame")
        return 0
    # idle: the real loop with nobody touching it
    import threading

    stop_at = time.monotonic() + 2.0 + seconds
    marks: dict[str, float] = {}

    def watcher() -> None:
        time.sleep(2.0)
        marks["cpu0"] = time.process_time()
        marks["t0"] = time.monotonic()
        while time.monotonic() < stop_at:
            time.sleep(0.05)
        marks["cpu1"] = time.process_time()
        marks["t1"] = time.monotonic()
        marks["rss"] = rss_mb()
        app.quit()

    threading.Thread(target=watcher, daemon=True).start()
    app.stack.clear()
    app.run("menu")
    cpu = (marks["cpu1"] - marks["cpu0"]) / (marks["t1"] - marks["t0"]) * 100
    print(f"{cpu:.3f} {marks['rss']:.1f}")
    return 0


STALL_POSITION = "hard_game"  # the bench position whose whole game of hard computers measures `max_stall_ms`


def _waited_s() -> float:
    """Seconds this thread has waited for a core while ready to run (Linux schedstat; 0 elsewhere)."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as fh:
            return int(fh.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0


def _spin() -> None:
    while True:
        pass


def _busy_core() -> "BaseProcess":
    """A process spinning on one core for as long as the measurement runs (spawned as the computers' process
    is, so it runs from the bundle too)."""
    import multiprocessing

    process = multiprocessing.get_context("spawn").Process(target=_spin, name="woods-busy-core", daemon=True)
    process.start()
    return process


def _end(process: "BaseProcess") -> None:
    process.kill()
    process.join(5)


def table_probe(game: str, position: str, seconds: float) -> int:
    """A game's table in one of its bench positions, in the real window loop.

    Prints: the window's CPU percent of one core (the computers' thinking
    subtracted where it ran in this process: a bot that does not pickle thinks on
    a thread), the longest gap in ms between two loop iterations while the game
    was played (computers thinking in their own process), the number of frames
    drawn, whether the game ended, the most CPU the window's process spent
    within one gap, and the longest gap less the time the OS kept the window's
    thread waiting for a core (Linux): on a machine busier than its cores, the
    stall the program itself causes (a thread holding the interpreter lock
    counts; other processes holding the cores do not).

    The stall position (a whole game of hard computers) is measured from its
    third frame on, with no warm-up by the clock (the Wolf's whole game at
    animation speed 0 is over within a second), and with the other core busy.
    """
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import sys

    import pygame

    from woods_desktop.app.app import App
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import register_lazy
    from woods_desktop.table.register import table_factory
    from woods_desktop.table.runner import ComputerRunner

    register_lazy()
    # a whole game of hard computers is measured at animation speed 0: the computers' thinking back to
    # back (no pauses for people to follow), so the probe sees every decision of the game
    stall_run = position == STALL_POSITION
    settings = Settings(lang="en", animation_speed=0.0 if stall_run else 1.0)
    app = App(settings=settings)
    kwargs = table_factory(game).bench_positions()[position](app, 1)
    marks: dict[str, float] = {}
    warmup = 0.0 if stall_run else 1.0
    first_frames = 3 if stall_run else 0  # the table's first frames draw its art for the first time
    stop_at = time.monotonic() + warmup + seconds
    gaps: list[float] = []
    window_cpu: list[float] = []  # the window process's own CPU within each gap
    unqueued: list[float] = []  # each gap less the time the OS kept the window's thread waiting for a core
    frames = [0]
    last = [0.0, False, 0.0, 0.0]
    original_step, original_render = app.step, app.render

    start = time.monotonic()

    def mark(end: bool) -> None:
        suffix = "1" if end else "0"
        marks["cpu" + suffix] = time.process_time()
        marks["think" + suffix] = getattr(ComputerRunner, "in_process_cpu_s", ComputerRunner.thinking_cpu_s)
        marks["t" + suffix] = time.monotonic()

    def step(dt: float) -> bool:
        """The loop's own step, timed; the run starts and ends here too (a watcher thread taking the
        interpreter lock 50 times a second would be measured with the window)."""
        now, cpu_now, waited = time.perf_counter(), time.process_time(), _waited_s()
        if "t0" not in marks and time.monotonic() - start >= warmup:
            mark(end=False)
        elif "t0" in marks and "t1" not in marks:
            scene = app.scene
            over = scene is not None and scene.name == "result"
            if over or time.monotonic() >= stop_at:
                mark(end=True)
                marks["over"] = 1.0 if over else 0.0
                app.quit()
        # every gap while computers play: thinking in its process must not stall the loop (a gap needs a step
        # before it: when start-up outlasts the warm-up, the first step has none, and was counted from 0)
        if "t0" in marks and "t1" not in marks and last[0] > 0.0 and frames[0] >= first_frames:
            gaps.append((now - last[0]) * 1000)
            window_cpu.append((cpu_now - last[2]) * 1000)
            unqueued.append((now - last[0] - (waited - last[3])) * 1000)
        last[0], last[1], last[2], last[3] = now, False, cpu_now, waited
        return original_step(dt)

    def render() -> pygame.Surface:
        if "t0" in marks:
            frames[0] += 1
        return original_render()

    app.step = step  # type: ignore[method-assign]
    app.render = render  # type: ignore[method-assign]

    # the stall is measured with the machine's other core busy (a player's browser, a build): a computer
    # that thinks beside the window must not take the window's core from it
    load = _busy_core() if stall_run else None
    try:
        app.run(game, **kwargs)
    finally:
        if load is not None:
            _end(load)
        stop = getattr(sys.modules.get("woods_desktop.table.runner"), "stop_worker", None)
        if stop is not None:
            stop()
    if "t1" not in marks:  # the loop ended by itself
        mark(end=True)
        marks["over"] = 1.0 if app.scene is not None and app.scene.name == "result" else 0.0
    wall = marks["t1"] - marks["t0"]
    cpu = ((marks["cpu1"] - marks["cpu0"]) - (marks["think1"] - marks["think0"])) / wall * 100
    stall = max(gaps) if gaps else 0.0
    own = max(window_cpu) if window_cpu else 0.0
    ours = max(unqueued) if unqueued else 0.0
    print(f"{cpu:.3f} {stall:.1f} {frames[0]} {int(marks['over'])} {own:.1f} {ours:.1f}")
    return 0


def latency_probe(game: str, position: str, seconds: float) -> int:
    """A game's table in a bench position where computers play (the loop mostly awaits their answers), in
    the real window loop: input events posted from another thread at uneven moments, as a person's clicks
    come, and the time from each one's arrival to the loop handling it. Prints the median, the 95th
    percentile and the worst, in ms, and how many events were measured (issue 34: within one frame)."""
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import random
    import statistics
    import sys
    import threading

    import pygame

    from woods_desktop.app.app import App
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import register_lazy
    from woods_desktop.table.register import table_factory

    register_lazy()
    app = App(settings=Settings(lang="en"))
    kwargs = table_factory(game).bench_positions()[position](app, 1)
    delays: list[float] = []
    original = app.dispatch

    def dispatch(event: pygame.event.Event) -> None:
        sent = getattr(event, "woods_sent", None)
        if sent is not None:
            delays.append((time.perf_counter() - sent) * 1000)
            return  # a stand-in for a person's input: measured, not acted on
        original(event)

    app.dispatch = dispatch  # type: ignore[method-assign]

    def poke() -> None:
        time.sleep(1.0)  # the table's first frames
        rng = random.Random(7)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            # a key's release, as a person's input arrives (the loop wakes early for input, not for any event)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=0, woods_sent=time.perf_counter()))
            time.sleep(rng.uniform(0.03, 0.12))
        app.quit()

    threading.Thread(target=poke, daemon=True).start()
    try:
        app.run(game, **kwargs)
    finally:
        stop = getattr(sys.modules.get("woods_desktop.table.runner"), "stop_worker", None)
        if stop is not None:
            stop()
    ordered = sorted(delays) or [0.0]
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(f"{statistics.median(ordered):.2f} {p95:.2f} {ordered[-1]:.2f} {len(delays)}")
    return 0
