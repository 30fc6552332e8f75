"""Start-up and idle measurements, run in a child process by `woods-desktop bench`.

It takes exactly the window's own start-up path (nothing heavier is
imported), so the figures are those a player gets.
"""

from __future__ import annotations

import time


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
    """Run in a child process: the real window and loop, measured from inside."""
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import pygame

    from woods_desktop.app.app import App
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import register_lazy

    register_lazy()
    app = App(settings=Settings(lang="en"))
    app.push("menu")
    app.render()
    pygame.display.flip()
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
