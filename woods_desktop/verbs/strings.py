"""The strings family: `strings check` finds a missing key, differing placeholders or a missing
plural form in the string tables; `strings show` prints one message as the program shows it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("strings", help="check the string tables, or show one message")
    strings_sub = p.add_subparsers(dest="strings_verb", metavar="ACTION", required=True)
    q = strings_sub.add_parser("check", help="exit 1 on a missing key, differing placeholders or a missing plural form")
    q.set_defaults(func=strings_check)
    q = strings_sub.add_parser("show", help="print one message as the program shows it")
    q.add_argument("key")
    q.add_argument("--lang", choices=("en", "ru"), default="en")
    q.add_argument("--n", type=float, help="the count for plural forms (the parameter n)")
    q.add_argument("--param", action="append", default=[], metavar="K=V", help="a parameter (repeatable)")
    q.set_defaults(func=strings_show)


def strings_check(args: argparse.Namespace) -> int:
    from woods_desktop.data.strings_check import check_tables

    problems = check_tables()
    for line in problems:
        print(line)
    ok = "strings: all keys, placeholders and plural forms agree"
    print(f"strings: {len(problems)} problems" if problems else ok)
    return 1 if problems else 0


def strings_show(args: argparse.Namespace) -> int:
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
        params[key] = param_value(value)
    if args.n is not None:
        params["n"] = int(args.n) if float(args.n).is_integer() else args.n
    print(strings.t(args.key, **params))
    return 0


def param_value(text: str) -> Any:
    """A --param value: a number when it reads as one (so plural forms apply), else the text."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text
