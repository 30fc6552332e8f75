"""The network family: `host` runs a network game without a window (joined computers play its
remote seats), `join` joins one and lets a computer play the seat. Both are `woods_desktop.net.verbs`;
this module only gives them their arguments."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("host", help="host a network game without a window (joined computers play its remote seats)")
    p.add_argument("game")
    p.add_argument("--variant")
    p.add_argument(
        "--seats",
        required=True,
        help="comma-separated: remote (a joined computer), phone (a phone's page), random, easy, ...",
    )
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
    p.set_defaults(func=host)

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
    p.set_defaults(func=join)


def host(args: argparse.Namespace) -> int:
    from woods_desktop.net.verbs import run_host

    return run_host(args)


def join(args: argparse.Namespace) -> int:
    from woods_desktop.net.verbs import run_join

    return run_join(args)
