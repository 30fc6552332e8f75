"""Host and joined `woods-desktop` processes on 127.0.0.1 for the network tests, every wait bounded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

LIMIT_S = 120.0  # no process of these tests lives longer


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "woods_desktop", *args]


class Proc:
    """A verb's process, its JSON lines on stdout read as they come."""

    def __init__(self, args: list[str], out: Path) -> None:
        self.out = out
        self.err = out.with_suffix(".err")
        env = dict(os.environ)
        self.p = subprocess.Popen(
            command(*args), stdout=open(out, "w"), stderr=open(self.err, "w"), env=env, start_new_session=True
        )

    def lines(self) -> list[dict[str, Any]]:
        out = []
        for line in self.out.read_text(encoding="utf-8").splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                pass
        return out

    def event(self, name: str, timeout: float = 30.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines():
                if line.get("event") == name:
                    return line
            if self.p.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(
            f"no {name!r} line; stdout {self.out.read_text()!r}; stderr {self.err.read_text()[-2000:]!r}"
        )

    def wait(self, timeout: float = LIMIT_S) -> int:
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"still running after {timeout} s; stderr {self.err.read_text()[-2000:]!r}") from None

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait(10)


def host(tmp: Path, game: str, seats: str, *extra: str, name: str = "host") -> Proc:
    args = ["host", game, "--seats", seats, "--port", "0", "--code", "4821", "--json", "--seed", "5"]
    return Proc([*args, "--timeout", str(LIMIT_S), *extra], tmp / f"{name}.out")


def join(tmp: Path, port: int, name: str, *extra: str, bot: str = "random") -> Proc:
    args = ["join", f"127.0.0.1:{port}", "--code", "4821", "--bot", bot, "--json", "--name", name]
    return Proc(
        [*args, "--timeout", str(LIMIT_S), "--capture", str(tmp / f"{name}.jsonl"), *extra], tmp / f"{name}.out"
    )


def versions_seen(capture: Path) -> int:
    """The highest game version in a joined computer's captured messages (-1: none yet)."""
    if not capture.exists():
        return -1
    best = -1
    for line in capture.read_text(encoding="utf-8").splitlines():
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("type") == "state":
            best = max(best, int(message["version"]))
    return best


def wait_for_version(capture: Path, version: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if versions_seen(capture) >= version:
            return
        time.sleep(0.05)
    raise AssertionError(f"{capture.name}: never saw version {version}")
