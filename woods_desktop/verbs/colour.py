"""`colour-check`: every table scene under colour-vision-deficiency simulations, each group of markers that
must be told apart checked pair by pair (woods_desktop/colour_check.py); the per-scene table as markdown,
or JSON. Needs the developer install (the `test` extra: daltonlens and Pillow), which the bundle leaves out:
no player runs it (build/woods-desktop.spec)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("colour-check", help="check that colour never alone tells markers apart (CVD simulations)")
    p.add_argument("--json", action="store_true", help="JSON rows instead of a markdown table")
    p.add_argument("--shots", help="a folder for each scene's screenshot and its three simulations")
    p.add_argument("--scene", action="append", default=[], help="only this scene label or game id (repeatable)")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=colour_check)


def colour_check(args: argparse.Namespace) -> int:
    try:
        import daltonlens  # noqa: F401
        import PIL  # noqa: F401
    except ModuleNotFoundError:
        print(
            "colour-check needs the developer install (not the bundle): pip install -e '.[test]' (daltonlens, Pillow)",
            file=sys.stderr,
        )
        return 2
    import json
    from pathlib import Path

    from woods_desktop.colour_check import check_all, markdown
    from woods_desktop.verbs.window import make_headless_app

    size = getattr(args, "size", None) or (1280, 720)
    shots = Path(args.shots) if args.shots else None
    results = check_all(make_headless_app, size, args.seed, shots, args.scene)
    if args.json:
        print(json.dumps([r.row() for r in results], indent=2, ensure_ascii=False))
    else:
        print(markdown(results))
    return 0 if all(r.ok for r in results) else 1
