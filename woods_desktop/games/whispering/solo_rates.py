"""How often the computer passes each solo mission, as `simulate whispering-solo` measured it.

The campaign screen tells a player what a mission asks of them ("passed in
about 5 of 10 shuffles by the computer"): the solver's rate, which sees what
a player sees. The bound's rate (`--oracle`, a search that knows the bag's
order) is kept beside it, for the record. The figures are measured, not
computed at run time (a mission's 200 shuffles take minutes), so they live
in assets/data/whispering/solo_rates.yaml, checked here on load.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

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


__all__ = ["MissionRate", "RATES_FILE", "load_rates", "parse_rates"]
