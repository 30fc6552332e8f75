"""Command line: no verb opens the window; verbs render, simulate, replay, bench, judge words.

Heavy modules are imported inside each verb so `woods-desktop` starts fast.
"""

from __future__ import annotations

import importlib
import os
import shutil
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

    parser = argparse.ArgumentParser(
        prog="woods-desktop", description="Four woodland tabletop games. With no verb, opens the window."
    )
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
    p.add_argument("--seats", help="comma-separated seat kinds: random, easy, normal, hard")
    p.add_argument("--variant")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rotate", action="store_true", help="rotate the seat kinds around the table every game")
    p.add_argument("--json", action="store_true")
    wolf = p.add_argument_group("wolf", "The Wolf is Coming: a team of computer friends (instead of --seats)")
    wolf.add_argument("--heroes", type=int, help="how many heroes (2-4), the first of the turn order")
    wolf.add_argument("--hero-ids", help="comma-separated heroes in turn order, e.g. squirrel,badger")
    wolf.add_argument("--level", help="the friends' level: easy, normal (default), hard")
    wolf.add_argument("--difficulty", help="easy, normal or hard: the Wolf's path of that difficulty")
    wolf.add_argument("--path", type=int, help="the Wolf's path length (overrides --difficulty)")
    wolf.add_argument("--task-success", type=float, help="the chance the table does a task card (default 0.8)")
    solo = p.add_argument_group("whispering-solo", "Whispering Woods solo: --level N is the mission (all without)")
    solo.add_argument("--oracle", action="store_true", help="a search that sees the bag's order instead of the solver")
    p.set_defaults(func=_simulate)

    p = sub.add_parser("replay", help="replay a save file, or a game's last finished game, and print the result")
    p.add_argument("save", nargs="?", help="a save file, or a game id for its latest finished game")
    p.add_argument("--list", action="store_true", help="list the kept finished games and unfinished saves")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_replay)

    p = sub.add_parser("strings", help="check the string tables, or show one message")
    strings_sub = p.add_subparsers(dest="strings_verb", metavar="ACTION", required=True)
    q = strings_sub.add_parser("check", help="exit 1 on a missing key, differing placeholders or a missing plural form")
    q.set_defaults(func=_strings_check)
    q = strings_sub.add_parser("show", help="print one message as the program shows it")
    q.add_argument("key")
    q.add_argument("--lang", choices=("en", "ru"), default="en")
    q.add_argument("--n", type=float, help="the count for plural forms (the parameter n)")
    q.add_argument("--param", action="append", default=[], metavar="K=V", help="a parameter (repeatable)")
    q.set_defaults(func=_strings_show)

    p = sub.add_parser("bench", help="measure speed and memory figures")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quick", action="store_true", help="shorter runs (less precise)")
    p.add_argument("--only", help="comma-separated figure groups: shell, woodlanders, voice, tables, network, bundle")
    p.set_defaults(func=_bench)

    p = sub.add_parser("host", help="host a network game without a window (joined computers play its remote seats)")
    p.add_argument("game")
    p.add_argument("--variant")
    p.add_argument("--seats", required=True, help="comma-separated: remote (a joined computer), random, easy, ...")
    p.add_argument("--port", type=int, default=0, help="the port to listen on (0: any free port, printed)")
    p.add_argument("--code", help="the 4-digit join code (default: a random one, printed)")
    p.add_argument("--where", choices=("this-computer", "home-network"), default="this-computer")
    p.add_argument("--seed", type=int)
    p.add_argument("--option", action="append", metavar="K=V", help="a game option (repeatable)")
    p.add_argument("--minute-seconds", type=float, default=60.0, help="Voice of the Woods: the minute's length")
    p.add_argument("--task-success", type=float, default=0.8, help="The Wolf: the table does a task card this often")
    p.add_argument("--absent-after", type=float, help="hand an absent joined seat to a computer after this long (s)")
    p.add_argument("--absent-level", default="normal", help="the computer that stands in for an absent seat")
    p.add_argument("--resume", action="store_true", help="go on with this game's network autosave, if there is one")
    p.add_argument("--advertise", action="store_true", help="announce the game on the network (mDNS)")
    p.add_argument("--timeout", type=float, default=6 * 3600.0, help="give up after this many seconds")
    p.add_argument("--lang", choices=("en", "ru"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_host)

    p = sub.add_parser("join", help="join a network game without a window: a computer plays the seat")
    p.add_argument("address", metavar="HOST:PORT")
    p.add_argument("--code", required=True)
    p.add_argument("--bot", default="normal", help="the computer that plays the seat: random, easy, normal, hard")
    p.add_argument("--name", default="Joined")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--token-file", help="keep the seat token here, and take the seat back with it")
    p.add_argument("--capture", help="append every message received, one JSON object a line")
    p.add_argument("--delay", type=float, default=0.0, help="seconds the computer waits before each move")
    p.add_argument("--reconnect", type=float, default=60.0, help="seconds to try coming back after a drop")
    p.add_argument("--timeout", type=float, default=6 * 3600.0, help="give up after this many seconds")
    p.add_argument("--lang", choices=("en", "ru"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_join)

    for module in VERB_MODULES:
        try:
            importlib.import_module(module).register(sub)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
    return parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # in the bundle, the computers' process starts as this program: run it
        import multiprocessing

        multiprocessing.freeze_support()
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
    return run_stoppable(func, args)


class Stopped(BaseException):
    """Ctrl-C or SIGTERM reached a verb: unwinds it (closing files, ending child processes)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _stop(signum: int, frame: Any) -> None:
    raise Stopped(signum)


def run_stoppable(func: Callable[[Any], int], args: Any) -> int:
    """Run a verb so Ctrl-C and SIGTERM stop it at once: exit 130 or 143, no traceback.

    SDL would install its own handlers when a verb starts pygame (and swallow
    both signals), so it is told not to, and Python's handlers are ours.
    """
    import signal

    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    signals = [signal.SIGINT] + ([signal.SIGTERM] if hasattr(signal, "SIGTERM") else [])
    for signum in signals:
        signal.signal(signum, _stop)
    try:
        return func(args)
    except (Stopped, KeyboardInterrupt) as exc:
        signum = exc.signum if isinstance(exc, Stopped) else signal.SIGINT
        for signum_ in signals:
            signal.signal(signum_, signal.SIG_IGN)  # a second signal must not interrupt the goodbye
        try:
            print(f"woods-desktop: stopped by {signal.Signals(signum).name}", file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        return 128 + int(signum)


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


def program_command() -> str:
    """The command that started this program, as a person can type it again from anywhere.

    `xvfb-run woods-desktop` only works where the venv's bin folder is on PATH; the hint must name the
    very program that was run (the venv's script, or the bundle's executable), so it works pasted as it is.
    """
    argv0 = (sys.argv[0] if sys.argv else "") or "woods-desktop"
    if argv0.endswith(".py") or argv0 in ("-c", "-m"):
        return f"{sys.executable} -m woods_desktop"
    name = os.path.basename(argv0)
    on_path = shutil.which(name)
    if on_path and os.path.exists(argv0) and os.path.samefile(on_path, argv0):
        return name
    return os.path.abspath(argv0) if os.path.exists(argv0) else argv0


def _no_display_message(lang: str | None) -> int:
    from woods_desktop.data.strings import Strings, system_language

    s = Strings(lang or system_language())
    print(s.t("app.no_display"), file=sys.stderr)
    print(s.t("app.no_display_hint", program=program_command()), file=sys.stderr)
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
    if args.lang:  # for this run only: the saved language setting stays as it is
        app.strings = type(app.strings)(args.lang)
    try:
        app.run("menu")
    finally:
        from woods_desktop.table.runner import stop_worker

        stop_worker()  # the computers' process ends with the window (bounded waits, no zombie)
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

    if args.game == "wolf":  # a team game: its own report (named by reference, like a plugin's parts)
        from woods_desktop.core.plugin import resolve

        wolf_run: Callable[[argparse.Namespace], int] = resolve("woods_desktop.games.wolf.simulate:run_cli")
        return wolf_run(args)
    if args.game == "whispering-solo":  # one player against a mission: its own report
        from woods_desktop.core.plugin import resolve

        solo_run: Callable[[argparse.Namespace], int] = resolve("woods_desktop.games.whispering.simulate_solo:run_cli")
        return solo_run(args)
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


def _replay_list(as_json: bool) -> int:
    import json

    from woods_desktop.games import playable_ids
    from woods_desktop.saves.games import list_saves
    from woods_desktop.saves.history import finished_paths

    saves, _ = list_saves()
    out = {
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


def _replay(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from woods_desktop.core.replay import ReplayError, replay, rules_changed
    from woods_desktop.games import definitions as game_definitions
    from woods_desktop.games import playable_ids
    from woods_desktop.saves.history import finished_paths

    if args.list:
        return _replay_list(args.json)
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


def _strings_check(args: argparse.Namespace) -> int:
    from woods_desktop.data.strings import check_tables

    problems = check_tables()
    for line in problems:
        print(line)
    ok = "strings: all keys, placeholders and plural forms agree"
    print(f"strings: {len(problems)} problems" if problems else ok)
    return 1 if problems else 0


def _strings_show(args: argparse.Namespace) -> int:
    from woods_desktop.data.strings import Strings

    strings = Strings(args.lang)
    if not strings.has(args.key):
        print(f"strings: no key {args.key!r} in {args.lang}", file=sys.stderr)
        return 1
    params: dict[str, Any] = {}
    for item in args.param:
        key, sep, value = item.partition("=")
        if not sep:
            print(f"strings: --param takes K=V, got {item!r}", file=sys.stderr)
            return 2
        params[key] = _number(value)
    if args.n is not None:
        params["n"] = int(args.n) if float(args.n).is_integer() else args.n
    print(strings.t(args.key, **params))
    return 0


def _number(text: str) -> Any:
    """A --param value: a number when it reads as one (so plural forms apply), else the text."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _host(args: argparse.Namespace) -> int:
    from woods_desktop.net.verbs import run_host

    return run_host(args)


def _join(args: argparse.Namespace) -> int:
    from woods_desktop.net.verbs import run_join

    return run_join(args)


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
