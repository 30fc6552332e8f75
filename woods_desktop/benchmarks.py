"""`woods-desktop bench`: the speed and memory figures the issues name.

Figures come from real runs on this machine (subprocesses for start-up and
idle CPU), never from timed assertions in tests.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

BARE = "import pygame; pygame.display.init(); pygame.display.set_mode((1280, 720))"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    # a player's install runs from compiled bytecode (pip and the bundle compile it); a shell that forbids
    # writing it would time the compiler, not the program (0.06 s of the first frame here)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def _time_cmd(cmd: list[str], runs: int, env: dict[str, str]) -> float:
    return _time_cmds([cmd], runs, env)[0]


def _time_cmds(cmds: list[list[str]], runs: int, env: dict[str, str]) -> list[float]:
    """Each command's median over `runs`, the commands taken in turn, so that a busy machine weighs on all
    of them alike (run one after the other, a load that came and went favoured one)."""
    times: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, seen in zip(cmds, times):
            t0 = time.perf_counter()
            subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
            seen.append(time.perf_counter() - t0)
    return [statistics.median(seen) for seen in times]


def shell_figures(quick: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="woods-bench-") as home:
        # a first launch's data folder: the figures of this machine's player (a save from an older
        # version is replayed to be described) are not the program's
        return _shell_figures(quick, {**_env(), "WOODS_DESKTOP_HOME": home})


def _shell_figures(quick: bool, env: dict[str, str]) -> dict[str, Any]:
    runs = 3 if quick else 7
    python = sys.executable
    _time_cmd([python, "-c", BARE], 1, env)  # warm the file cache for both
    _time_cmd([python, "-m", "woods_desktop", "_probe", "first-frame"], 1, env)
    bare, ours = _time_cmds([[python, "-c", BARE], [python, "-m", "woods_desktop", "_probe", "first-frame"]], runs, env)
    idle_s = 3.0 if quick else 10.0
    out = subprocess.run(
        [python, "-m", "woods_desktop", "_probe", "idle", str(idle_s)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    figures: dict[str, Any] = {
        "video_driver": env.get("SDL_VIDEODRIVER", "default"),
        "bare_set_mode_s": round(bare, 4),
        "startup_s": round(ours, 4),
        "startup_ratio": round(ours / bare, 3),
        "idle_cpu_percent": round(float(out[0]), 3),
        "idle_seconds": idle_s,
        "rss_mb": round(float(out[1]), 1),
    }
    figures.update(menu_frame_figures(quick))
    figures.update(input_latency_figures(quick))
    return figures


def input_latency_figures(quick: bool) -> dict[str, Any]:
    """`input_latency_ms`: from a person's input event arriving to the loop handling it, while four computers
    play a Woodlanders table (the loop awaits their answers and sleeps between looks): median, p95 and
    worst over events posted at uneven moments (issue 34: within one frame, 16.7 ms, whatever the
    computers do). Measured in a child process, in the real window loop (probe.py `latency_probe`), on the
    game the network figures are measured on too (the first with a phone page: every kind of seat)."""
    from woods_desktop.net.phone import phone_games

    seconds = 3.0 if quick else 8.0
    out = subprocess.run(
        [sys.executable, "-m", "woods_desktop", "_probe", f"latency:{phone_games()[0]}:computers", str(seconds)],
        env=_env(),
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    median, p95, worst, count = (float(x) for x in out[-4:])
    return {"input_latency_ms": {"median": median, "p95": p95, "max": worst, "events": int(count)}}


def menu_frame_figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.cli import make_headless_app

    out: dict[str, Any] = {}
    frames = 60 if quick else 200
    for key, size in (("menu_frame_ms", (1280, 720)), ("menu_frame_ms_1440p", (2560, 1440))):
        app = make_headless_app(size, "en")
        app.push("menu")
        for _ in range(5):
            app.render()
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            app.render()
            times.append((time.perf_counter() - t0) * 1000)
        out[key] = round(statistics.median(times), 3)
    return out


def _table_probe(game: str, position: str, seconds: float, env: dict[str, str]) -> list[float]:
    out = subprocess.run(
        [sys.executable, "-m", "woods_desktop", "_probe", f"table:{game}:{position}", str(seconds)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return [float(x) for x in out[-6:]]


def table_figures(quick: bool) -> dict[str, Any]:
    """In-game figures for every playable game's table (issue "table kit"):
    `in_game_cpu_percent` per game and position (waiting for a person, the minute running,
    computers playing: their own thinking subtracted), `frame_ms` (median full redraw of each
    typical position at 1280x720 and 2560x1440), `max_stall_ms` (longest gap between two loop
    iterations over a whole game of hard computers, the other core kept busy) and beside it
    `max_stall_window_cpu_ms` (the most CPU the window's process spent within one gap) and
    `max_stall_unqueued_ms` (the longest gap less the time the OS kept the window waiting for a core,
    Linux): a stall far above these is the machine's other processes holding the cores, not the program."""
    from woods_desktop.cli import make_headless_app
    from woods_desktop.games import playable
    from woods_desktop.scenes import register_lazy
    from woods_desktop.table.register import table_factory

    register_lazy()
    env = _env()
    cpu: dict[str, dict[str, float]] = {}
    frames: dict[str, dict[str, float]] = {}
    stall: dict[str, float] = {}
    stall_cpu: dict[str, float] = {}
    stall_unqueued: dict[str, float] = {}
    seconds = 3.0 if quick else 8.0
    for plugin in playable():
        factory = table_factory(plugin.id)
        positions = factory.bench_positions()
        for position in positions:
            if position in ("waiting", "minute", "computers"):
                cpu.setdefault(plugin.id, {})[position] = round(_table_probe(plugin.id, position, seconds, env)[0], 3)
            if position == "hard_game":
                limit = 60.0 if quick else 600.0
                figures = _table_probe(plugin.id, position, limit, env)
                stall[plugin.id], stall_cpu[plugin.id] = round(figures[1], 1), round(figures[4], 1)
                stall_unqueued[plugin.id] = round(figures[5], 1)
        for position in (*factory.frame_positions, "result"):
            for label, size in (("720p", (1280, 720)), ("1440p", (2560, 1440))):
                app = make_headless_app(size, "en")
                app.settings.animation_speed = 0.0
                if position == "result":
                    from woods_desktop.app.demo import demo_session

                    app.push("result", session=demo_session(plugin.id, 1, finish=True))
                else:
                    app.push(plugin.id, **positions[position](app, 1))
                for _ in range(5):
                    app.step(0.016)
                    app.render()
                times = []
                for _ in range(30 if quick else 120):
                    t0 = time.perf_counter()
                    app.render()
                    times.append((time.perf_counter() - t0) * 1000)
                frames.setdefault(f"{plugin.id}.{position}", {})[label] = round(statistics.median(times), 3)
    return {
        "in_game_cpu_percent": cpu,
        "frame_ms": frames,
        "max_stall_ms": stall,
        "max_stall_window_cpu_ms": stall_cpu,
        "max_stall_unqueued_ms": stall_unqueued,
    }


def bundle_size(dist: Path) -> tuple[int, int]:
    """Bytes and files of a bundle folder as it lies on disk: a symbolic link is not a second copy.

    PyInstaller links each library in pygame_ce.libs/ from _internal/, so
    following links would count some 12 MiB twice.
    """
    size = files = 0
    for folder, _dirs, names in os.walk(dist):
        for name in names:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                size += os.path.getsize(path)
                files += 1
    return size, files


def bundle_figures(quick: bool) -> dict[str, Any]:
    root = Path(__file__).resolve().parent.parent
    dist = root / "dist" / "woods-desktop"
    exe = dist / ("woods-desktop.exe" if os.name == "nt" else "woods-desktop")
    if not exe.exists():
        return {"bundle": "not built (run build/make_bundle.sh)"}
    size, files = bundle_size(dist)
    env = _env()
    out = Path("/tmp") / "woods-bench-menu.png"
    t0 = time.perf_counter()
    subprocess.run([str(exe), "screenshot", "menu", "--out", str(out)], env=env, check=True, stdout=subprocess.DEVNULL)
    cold = time.perf_counter() - t0
    return {"bundle_mb": round(size / 2**20, 1), "bundle_files": files, "bundle_screenshot_menu_s": round(cold, 3)}


def network_figures(quick: bool) -> dict[str, Any]:
    """Network play over loopback (issue "play across the family's computers"):
    `network_action_to_view_ms` (an action applied on the host until every joined computer has its
    new view: median and p95), `network_host_cpu_percent` (the host waiting for a person) and
    `network_gone_seen_ms` (a joined process killed mid-game until the host's table and another joined
    table mark its seat gone: the median of a few trials, target 3,000 at most)."""
    from woods_desktop.net.bench import action_to_view_ms, gone_seen_ms, host_cpu_percent

    seconds = 3.0 if quick else 10.0
    cpu = host_cpu_percent(seconds, _env())
    return {
        "network_gone_seen_ms": gone_seen_ms(3 if quick else 5, _env()),
        "network_action_to_view_ms": action_to_view_ms(1 if quick else 3),
        "network_host_cpu_percent": round(cpu, 3) if cpu is not None else "not measured (no /proc)",
        "network_idle_seconds": seconds,
    }


def phone_bench(quick: bool) -> dict[str, Any]:
    """Phone seats over loopback (issue 36): `phone_action_to_table_ms`, `table_to_phone_ms` (median and p95),
    `phone_page_bytes`, `phone_first_paint_ms` (headless Chromium, where it is installed)."""
    from woods_desktop.net.phone_bench import phone_figures

    return phone_figures(quick)


def hint_bench(quick: bool) -> dict[str, Any]:
    """`hint_ms`: each game's hint, median and p95 thinking time over random positions (`hint_figures`)."""
    from woods_desktop.hint_figures import bench_figures

    return bench_figures(quick)


def _game_figures() -> dict[str, Callable[[bool], dict[str, Any]]]:
    from woods_desktop.games import playable

    return {p.id: p.bench for p in playable() if p.bench_ref}


def run_benchmarks(quick: bool = False, groups: set[str] | None = None) -> dict[str, Any]:
    figures: dict[str, Any] = {"python": sys.version.split()[0], "cores": os.cpu_count()}
    all_groups: dict[str, Callable[[bool], dict[str, Any]]] = {}
    if not getattr(sys, "frozen", False):  # start-up is measured against the same Python, so not in a bundle
        all_groups["shell"] = shell_figures
    all_groups.update(_game_figures())
    all_groups["tables"] = table_figures
    all_groups["hints"] = hint_bench
    all_groups["network"] = network_figures
    all_groups["phones"] = phone_bench
    all_groups["bundle"] = bundle_figures
    for name, fn in all_groups.items():
        if groups is None or name in groups:
            figures.update(fn(quick))
    return figures


__all__ = ["run_benchmarks"]
