"""The hint verb: `woods-desktop hint GAME --positions N --seed S --json` asks each game's hint at random
positions of random games and says how many were legal and how long they took (`hint_figures`)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    from woods_desktop.hint_figures import hinted_games

    p = sub.add_parser("hint", help="ask a game's hint at random positions: how many are legal, how quick")
    p.add_argument("game", choices=hinted_games())
    p.add_argument("--positions", type=int, default=20, help="how many random positions (default 20)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.set_defaults(func=hint_verb)


def hint_verb(args: argparse.Namespace) -> int:
    from woods_desktop.hint_figures import hint_figures

    figures = hint_figures(args.game, max(0, args.positions), args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{figures['game']}: {figures['legal']}/{figures['positions']} hints legal, "
            f"median {figures['median_ms']} ms, p95 {figures['p95_ms']} ms"
        )
    return 0
