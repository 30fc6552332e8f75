"""How often the computer passes each solo mission, as `simulate whispering-solo` measured it.

The campaign screen tells a player what a mission asks of them ("Computer:
passed in about 5 of 10 · every shuffle winnable"): the solver's rate (it sees what a
player sees) on the shuffles the mission deals, and how many of them can be
won at all. By default a mission deals proven shuffles (`proven.py`): the
solver's rate is then counted over them (each shipped shuffle says whether
the solver passed it) and every one is winnable. With the setting "any
shuffle", the rates over any shuffle measured here: the solver's, and the
bound's (`--oracle`, a search that knows the bag's order) for "winnable". The figures are measured, not
computed at run time (a mission's 200 shuffles take minutes), so they live
in assets/data/whispering/solo_rates.yaml, checked here on load.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from woods_desktop.data.loader import DataError, load_data, require

RATES_FILE = "whispering/solo_rates.yaml"


@dataclass(frozen=True)
class MissionRate:
    """One mission's measured pass rates (0-1): the solver's over `shuffles` shuffles, the bound's over
    `bound_shuffles` (the bound costs a few CPU seconds more a game, so it may be measured on fewer)."""

    level: int
    solver: float
    bound: float
    shuffles: int
    bound_shuffles: int

    @property
    def in_ten(self) -> int:
        """The solver's rate as "about N of 10", rounded (`rare`: 0 although it passed some)."""
        return int(round(self.solver * 10))

    @property
    def rare(self) -> bool:
        return self.solver > 0 and self.in_ten == 0


@dataclass(frozen=True)
class DealtRate:
    """What a player meets at a mission, as its card says it: how often the solver passes the shuffles the
    mission deals (0-1) and how many of them are winnable (`winnable`: the bound's rate; 1.0 for proven
    shuffles, every one won by the bound). `proven`: the mission deals proven shuffles."""

    level: int
    solver: float
    winnable: float
    shuffles: int
    proven: bool

    @staticmethod
    def tens(rate: float) -> tuple[int, bool]:
        """A rate as "about N of 10", rounded, and whether it is rare (0 although some passed)."""
        n = int(round(rate * 10))
        return n, rate > 0 and n == 0


def dealt_rate(rate: MissionRate | None, proven: Sequence[Any], any_shuffle: bool) -> DealtRate | None:
    """The card's rates: over the level's proven shuffles (`proven`, each with its `solver` flag) unless the
    setting deals any shuffle or the level ships none, else the measured rates over any shuffle (`rate`)."""
    tried = [s for s in proven if getattr(s, "solver", None) is not None]
    if not any_shuffle and tried:
        passed = sum(1 for s in tried if s.solver)
        return DealtRate(tried[0].level, passed / len(tried), 1.0, len(tried), True)
    if rate is None:
        return None
    return DealtRate(rate.level, rate.solver, rate.bound, rate.shuffles, False)


def _rate(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= float(value) <= 1.0


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _field(path: Any, row: dict[Any, Any], base: str, key: str, check: Any, problem: str) -> Any:
    if key not in row:
        raise DataError(path, f"{base}.{key}", "missing")
    if not check(row[key]):
        raise DataError(path, f"{base}.{key}", problem)
    return row[key]


def parse_rates(path: Any, data: Any) -> dict[int, MissionRate]:
    """The rates per level from the parsed file (errors name the file and key)."""
    levels = require(path, data, "levels", dict)
    out: dict[int, MissionRate] = {}
    for level, row in levels.items():
        if not isinstance(level, int) or isinstance(level, bool):
            raise DataError(path, f"levels.{level}", "a level is a whole number")
        base = f"levels.{level}"
        if not isinstance(row, dict):
            raise DataError(path, base, "expected a mapping")
        solver, bound = (_field(path, row, base, k, _rate, "a rate from 0 to 1") for k in ("solver", "bound"))
        shuffles, bound_shuffles = (
            _field(path, row, base, k, _count, "a positive whole number") for k in ("shuffles", "bound_shuffles")
        )
        out[level] = MissionRate(level, float(solver), float(bound), int(shuffles), int(bound_shuffles))
    return out


@lru_cache(maxsize=1)
def load_rates() -> dict[int, MissionRate]:
    """The measured rates per level (read once)."""
    path, data = load_data(RATES_FILE)
    return parse_rates(path, data)


__all__ = ["DealtRate", "MissionRate", "RATES_FILE", "dealt_rate", "load_rates", "parse_rates"]
