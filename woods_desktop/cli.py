"""Command line: no verb opens the window; verbs render, simulate, replay, bench, judge words.

Heavy modules are imported inside each verb so `woods-desktop` starts fast.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # argparse is imported only when there is something to parse
    import argparse

# Modules that add verbs: each has register(subparsers) setting func=run(args) -> int.
VERB_MODULES: tuple[str, ...] = ("woods_desktop.words.check_cli",)


def _size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = text.lower().split("x")
        size = (int(w), int(h))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x720, got {text!r}") from None
    if not (320 <= size[0] <= 8192 and 240 <= size[1] <= 8192):
        raise argparse.ArgumentTypeError("size out of range (320x240 to 8192x8192)")
    return size


def build_parser() -> "argparse.ArgumentParser":
    import argparse

    parser = argparse.ArgumentParser(prog="woods-desktop",
                                     description="Four woodland tabletop games. With no verb, opens the window.")
    parser.add_argument("--size", type=_size, help="window size, e.g. 1600x900")
    parser.add_argument("--lang", choices=("en", "ru"), help="language for this run")
    sub = parser.add_subparsers(dest="verb", metavar="VERB")

    p = sub.add_parser("screenshot", help="render a scene to a PNG without a display")
    p.add_argument("scene", help="scene name, e.g. menu, setup, settings, rules, woodlanders")
    p.add_argument("--size", type=_size, default=(1280, 720))
    p.add_argument("--lang", choices=("en", "ru"), default="en")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True, help="PNG file to write")
    p.set_defaults(func=_screenshot)

    p = sub.add_parser("simulate", help="computer games without a window")
    p.add_argument("game")
    p.add_argument("--seats", required=True, help="comma-separated seat kinds: random, easy, normal, hard")
    p.add_argument("--variant")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rotate", action="store_true", help="rotate the seat kinds around the table every game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_simulate)

    p = sub.add_parser("replay", help="replay a save file and print the result")
    p.add_argument("save")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_replay)

    p = sub.add_parser("bench", help="measure speed and memory figures")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quick", action="store_true", help="shorter runs (less precise)")
    p.add_argument("--only", help="comma-separated figure groups: shell, woodlanders, voice, bundle")
    p.set_defaults(func=_bench)

    for module in VERB_MODULES:
        try:
            importlib.import_module(module).register(sub)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_probe"]:  # internal: measured by `bench` in a child process, not a public verb
        from woods_desktop.probe import probe

        return probe(argv[1], float(argv[2]) if len(argv) > 2 else 10.0)
    if not argv:  # the common case, a double-click: open the window without building the verb parser
        return _play(_WindowArgs())
    args = build_parser().parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:
        return _play(args)
    return func(args)


class _WindowArgs:
    """The arguments of a plain `woods-desktop` (no verb, no options)."""

    size: tuple[int, int] | None = None
    lang: str | None = None


# -- verbs ----------------------------------------------------------------------------
def _display_available() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _no_display_message(lang: str | None) -> int:
    from woods_desktop.data.strings import Strings, system_language

    s = Strings(lang or system_language())
    print(s.t("app.no_display"), file=sys.stderr)
    print(s.t("app.no_display_hint"), file=sys.stderr)
    return 2


def _play(args: argparse.Namespace) -> int:
    if not _display_available():
        return _no_display_message(args.lang)
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import pygame

    from woods_desktop.app.app import App
    from woods_desktop.scenes import register_lazy

    register_lazy()
    try:
        app = App(size=args.size)
    except pygame.error:
        return _no_display_message(args.lang)
    if args.lang:
        app.strings = type(app.strings)(args.lang)
        app.settings.lang = args.lang
    app.run("menu")
    pygame.quit()
    return 0


def make_headless_app(size: tuple[int, int], lang: str) -> Any:
    """An App drawing into an off-screen surface: screenshots, tests, benchmarks."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from woods_desktop.app.app import App, configure_sdl

    configure_sdl()
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import load_all

    load_all()
    return App(size=size, headless=True, settings=Settings(lang=lang))


def open_demo(app: Any, scene: str, seed: int) -> None:
    from woods_desktop.app.scene import scene_class

    cls = scene_class(scene)
    if cls.overlay:
        app.push("menu")
    app.push(scene, **cls.demo(app, seed))


def _screenshot(args: argparse.Namespace) -> int:
    app = make_headless_app(args.size, args.lang)
    import pygame

    from woods_desktop.app.scene import SCENES

    if args.scene not in SCENES:
        print(f"unknown scene {args.scene!r}; known: {', '.join(sorted(SCENES))}", file=sys.stderr)
        return 2
    open_demo(app, args.scene, args.seed)
    app.render()
    pygame.image.save(app.screen, args.out)
    print(args.out)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from woods_desktop.games import playable_ids as available_games
    from woods_desktop.simulate import simulate

    if args.game not in available_games():
        print(f"unknown game {args.game!r}; playable: {', '.join(available_games())}", file=sys.stderr)
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
        print(f"{report['game']} ({report['variant']}): {report['finished']}/{report['games']} finished, "
              f"{report['errors']} errors, {report['unfinished']} unfinished, "
              f"{report['games_per_second']} games/s")
        for k in report["kinds"]:
            print(f"  {k['kind']:>7}: {k['wins']} wins in {k['seats']} seats, mean score {k['mean_score']} "
                  f"± {k['ci95']}")
    return 1 if report["errors"] or report["unfinished"] else 0


def _replay(args: argparse.Namespace) -> int:
    from pathlib import Path

    import json

    from woods_desktop.core.replay import ReplayError, replay
    from woods_desktop.games import definitions as game_definitions

    try:
        record = json.loads(Path(args.save).read_text(encoding="utf-8"))
        state, actions = replay(record, game_definitions())
    except (OSError, ValueError, ReplayError) as exc:
        print(f"replay: {args.save}: {exc}", file=sys.stderr)
        return 1
    out: dict[str, Any] = {"game": record["game"], "actions": len(actions), "over": state.is_over()}
    if state.is_over():
        out["result"] = state.outcome().to_dict()
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{out['game']}: {out['actions']} actions, {'finished' if out['over'] else 'unfinished'}")
        if state.is_over():
            res = state.outcome()
            for i, (score, rank) in enumerate(zip(res.scores, res.ranks)):
                print(f"  seat {i}: place {rank}, score {score}")
            if res.tiebreak:
                print(f"  tie-break: {res.tiebreak}")
    return 0


def _bench(args: argparse.Namespace) -> int:
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


if __name__ == "__main__":
    raise SystemExit(main())
