"""The games family: `simulate` plays computer games without a window and reports, `replay` plays
a save file (or a game's last finished game) again and prints its result."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable

from woods_desktop.core.plugin import resolve
from woods_desktop.games import GAMES

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="computer games without a window")
    p.add_argument("game")
    p.add_argument("--seats", help="comma-separated seat kinds: random, easy, normal, hard")
    p.add_argument("--variant")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rotate", action="store_true", help="rotate the seat kinds around the table every game")
    p.add_argument("--json", action="store_true")
    p.add_argument("--level", help="what a game's own report plays at (its options below say what it means)")
    for game in GAMES:  # a game's own report (the Wolf's team, Whispering Woods' solo missions) and its options
        if game.simulate_options_ref:
            resolve(game.simulate_options_ref)(p)
    p.set_defaults(func=simulate)

    p = sub.add_parser("replay", help="replay a save file, or a game's last finished game, and print the result")
    p.add_argument("save", nargs="?", help="a save file, or a game id for its latest finished game")
    p.add_argument("--list", action="store_true", help="list the kept finished games and unfinished saves")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=replay)


def simulate(args: argparse.Namespace) -> int:
    from woods_desktop.games import playable_ids as available_games
    from woods_desktop.simulate import simulate

    runs = {name: ref for game in GAMES for name, ref in game.simulate_runs.items()}
    if args.game in runs:  # a game's own report (a team game's, one player against a mission): by reference
        own_run: Callable[[argparse.Namespace], int] = resolve(runs[args.game])
        return own_run(args)
    if args.game not in available_games():
        print(f"unknown game {args.game!r}; playable: {', '.join(available_games())}", file=sys.stderr)
        return 2
    if not args.seats:
        print("simulate: --seats is required (e.g. --seats normal,normal,easy,hard)", file=sys.stderr)
        return 2
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        report = simulate(args.game, seats, args.games, args.seed, args.variant, args.rotate)
    except (ValueError, KeyError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        import json

        print(json.dumps(report, ensure_ascii=False))
    else:
        print(
            f"{report['game']} ({report['variant']}): {report['finished']}/{report['games']} finished, "
            f"{report['errors']} errors, {report['unfinished']} unfinished, "
            f"{report['games_per_second']} games/s"
        )
        for k in report["kinds"]:
            print(
                f"  {k['kind']:>7}: {k['wins']} wins in {k['seats']} seats, mean score {k['mean_score']} ± {k['ci95']}"
            )
    return 1 if report["errors"] or report["unfinished"] else 0


def replay_list(as_json: bool) -> int:
    import json

    from woods_desktop.games import playable_ids
    from woods_desktop.saves.games import list_saves
    from woods_desktop.saves.history import finished_paths

    saves, _ = list_saves()
    out: dict[str, Any] = {
        "unfinished": [str(info.path) for info in saves],
        "finished": {g: [str(p) for p in finished_paths(g)] for g in playable_ids()},
    }
    if as_json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    for path in out["unfinished"]:
        print(f"unfinished: {path}")
    for game, paths in out["finished"].items():
        print(f"{game}: {len(paths)} finished games kept")
        for path in paths[:5]:
            print(f"  {path}")
    return 0


def replay(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from woods_desktop.core.replay import ReplayError, replay, rules_changed
    from woods_desktop.games import definitions as game_definitions
    from woods_desktop.games import playable_ids
    from woods_desktop.saves.history import finished_paths

    if args.list:
        return replay_list(args.json)
    if not args.save:
        print("replay: give a save file or a game id (or --list)", file=sys.stderr)
        return 2
    path = Path(args.save)
    if not path.exists() and args.save in playable_ids():
        kept = finished_paths(args.save)
        if not kept:
            print(f"replay: no finished {args.save} game is kept yet", file=sys.stderr)
            return 1
        path = kept[0]
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        definitions = game_definitions()
        state, actions = replay(record, definitions)
    except (OSError, ValueError, ReplayError) as exc:
        print(f"replay: {path}: {exc}", file=sys.stderr)
        return 1
    out: dict[str, Any] = {
        "game": record["game"],
        "file": str(path),
        "actions": len(actions),
        "over": state.is_over(),
        "rules_changed": rules_changed(record, definitions[record["game"]]),
    }
    if state.is_over():
        out["result"] = state.outcome().to_dict()
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{out['game']}: {out['actions']} actions, {'finished' if out['over'] else 'unfinished'}")
        if out["rules_changed"]:
            print("  (saved under other rules data; replayed under the current rules)")
        if state.is_over():
            res = state.outcome()
            for i, (score, rank) in enumerate(zip(res.scores, res.ranks)):
                print(f"  seat {i}: place {rank}, score {score}")
            if res.tiebreak:
                print(f"  tie-break: {res.tiebreak}")
    return 0
