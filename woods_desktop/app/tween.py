"""A small tween helper: animations follow the animation-speed setting.

Speed 0 means "no animation": every tween is finished the moment it starts,
so scenes need no special case. A click can `finish()` a tween to skip it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    start: float
    end: float
    duration: float  # seconds at speed 1
    ease: Callable[[float], float] = ease_out
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, self.elapsed / self.duration)

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.ease(self.progress)

    def update(self, dt: float, speed: float) -> bool:
        """Advance; returns True while still running."""
        if speed <= 0:
            self.elapsed = self.duration
        else:
            self.elapsed = min(self.duration, self.elapsed + dt * speed)
        return not self.done

    def finish(self) -> None:
        self.elapsed = self.duration


class Tweens:
    """A named set of running tweens; `update` says whether anything still moves."""

    def __init__(self) -> None:
        self._items: dict[str, Tween] = {}

    def start(
        self, name: str, start: float, end: float, duration: float = 0.2, ease: Callable[[float], float] = ease_out
    ) -> Tween:
        tw = Tween(start, end, duration, ease)
        self._items[name] = tw
        return tw

    def value(self, name: str, default: float = 1.0) -> float:
        tw = self._items.get(name)
        return tw.value if tw else default

    def get(self, name: str) -> Tween | None:
        return self._items.get(name)

    def update(self, dt: float, speed: float) -> bool:
        running = False
        for name in list(self._items):
            if self._items[name].update(dt, speed):
                running = True
        return running

    @property
    def running(self) -> bool:
        return any(not tw.done for tw in self._items.values())
