"""The options `woods-desktop simulate whispering-solo` reads (`simulate_solo.run_cli`) besides --level (here:
the mission; all of them without). Light on purpose: the command line's parser is built for every verb."""

from __future__ import annotations

from typing import Any


def add_options(parser: Any) -> None:
    solo = parser.add_argument_group("whispering-solo", "Whispering Woods solo: --level N is the mission (all without)")
    solo.add_argument("--oracle", action="store_true", help="a search that sees the bag's order instead of the solver")
    solo.add_argument(
        "--proven", action="store_true", help="the level's shipped proven shuffles (at most --games) instead of seeds"
    )


__all__ = ["add_options"]
