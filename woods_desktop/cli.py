"""Command line: no verb opens the window; verbs render, simulate, replay, bench, judge words.

The verbs live in `woods_desktop.verbs`, by family (the window and screenshots, games simulated and
replayed, the string tables, the benchmarks, network play), and each family adds its own to the
parser here.
Heavy modules are imported inside each verb so `woods-desktop` starts fast.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING, Any, Callable

from woods_desktop.verbs.window import WindowArgs as _WindowArgs
from woods_desktop.verbs.window import make_headless_app, open_demo, program_command
from woods_desktop.verbs.window import play as _play
from woods_desktop.verbs.window import window_size as _size

if TYPE_CHECKING:  # argparse is imported only when there is something to parse
    import argparse

__all__ = [
    "VERB_MODULES",
    "Stopped",
    "build_parser",
    "main",
    "make_headless_app",
    "open_demo",
    "program_command",
    "run_stoppable",
]

# Modules that add verbs, in the order `--help` lists them: each has register(subparsers) setting
# func=run(args) -> int.
VERB_MODULES: tuple[str, ...] = (
    "woods_desktop.verbs.window",
    "woods_desktop.verbs.games",
    "woods_desktop.verbs.strings",
    "woods_desktop.verbs.bench",
    "woods_desktop.verbs.colour",
    "woods_desktop.verbs.hint",
    "woods_desktop.verbs.tutorial",
    "woods_desktop.verbs.network",
    "woods_desktop.words.check_cli",
)


def build_parser() -> "argparse.ArgumentParser":
    import argparse

    parser = argparse.ArgumentParser(
        prog="woods-desktop", description="Four woodland tabletop games. With no verb, opens the window."
    )
    parser.add_argument("--size", type=_size, help="window size, e.g. 1600x900")
    parser.add_argument("--lang", choices=("en", "ru"), help="language for this run")
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
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
        stopped_by = exc.signum if isinstance(exc, Stopped) else int(signal.SIGINT)
        for signum in signals:
            signal.signal(signum, signal.SIG_IGN)  # a second signal must not interrupt the goodbye
        try:
            print(f"woods-desktop: stopped by {signal.Signals(stopped_by).name}", file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        return 128 + stopped_by


if __name__ == "__main__":
    raise SystemExit(main())
