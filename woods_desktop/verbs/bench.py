"""The bench verb: speed and memory figures (DESIGN section 7), printed or as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("bench", help="measure speed and memory figures")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quick", action="store_true", help="shorter runs (less precise)")
    from woods_desktop.games import playable

    games = [g.id for g in playable() if g.bench_ref]  # each game with figures of its own is a group
    groups = ", ".join(["shell", *games, "tables", "hints", "network", "phones", "bundle"])
    p.add_argument("--only", help=f"comma-separated figure groups: {groups}")
    p.set_defaults(func=bench)


def bench(args: argparse.Namespace) -> int:
    from woods_desktop.benchmarks import run_benchmarks

    groups = set(args.only.split(",")) if args.only else None
    figures = run_benchmarks(quick=args.quick, groups=groups)
    if args.json:
        import json

        print(json.dumps(figures, ensure_ascii=False))
    else:
        for k, v in figures.items():
            print(f"{k}: {v}")
    return 0
