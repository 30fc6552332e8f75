"""The options `woods-desktop simulate wolf` reads (`simulate.run_cli`): a team of computer friends instead of
--seats, --level the friends' level: easy, normal (default), hard. Light on purpose: the command line's
parser is built for every verb."""

from __future__ import annotations

from typing import Any


def add_options(parser: Any) -> None:
    wolf = parser.add_argument_group("wolf", "The Wolf is Coming: a team of computer friends (instead of --seats)")
    wolf.add_argument("--heroes", type=int, help="how many heroes (2-4), the first of the turn order")
    wolf.add_argument("--hero-ids", help="comma-separated heroes in turn order, e.g. squirrel,badger")
    wolf.add_argument("--difficulty", help="easy, normal or hard: the Wolf's path of that difficulty")
    wolf.add_argument("--path", type=int, help="the Wolf's path length (overrides --difficulty)")
    wolf.add_argument("--task-success", type=float, help="the chance the table does a task card (default 0.8)")


__all__ = ["add_options"]
