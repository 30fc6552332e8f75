"""One name for each seat, on every screen: the seat's card and the log, the result, Continue and the
saved games, the statistics and the last games.

A seat keeps the name setup gave it (a person's name, or a made-up "Player 3" that a computer seat
keeps unless someone types another). Screens never show that raw name: they ask `seat_name`, so a
computer still called by a made-up name is "Computer (normal)" / «Компьютер (средний)» everywhere
(its level, in the window's language), and a person left with a made-up name is worded in the
window's language too ("Player 3" never shows on a Russian screen). When several computers of one
level would share a name, `seat_names` numbers them ("Computer 2 (normal)").
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Sequence

from woods_desktop.data.strings import LANGUAGES, Strings

T = Callable[..., str]
COMPUTER_KINDS = ("easy", "normal", "hard", "random")
_DEFAULT: re.Pattern[str] | None = None


def default_number(name: str) -> int | None:
    """The number in setup's made-up name for a seat ("Player 3", «Игрок 3») in any language; None for a
    name someone chose."""
    global _DEFAULT
    if _DEFAULT is None:
        forms = [
            re.escape(Strings(lang).t("setup.default_name", number=7)).replace("7", r"(\d+)", 1) for lang in LANGUAGES
        ]
        _DEFAULT = re.compile("^(?:" + "|".join(f"(?:{f})" for f in forms) + ")$")
    found = _DEFAULT.match(" ".join(name.split()))
    if found is None:
        return None
    return int(next(g for g in found.groups() if g is not None))


def is_default_name(name: str) -> bool:
    """Whether `name` is setup's made-up name for a seat, in any language."""
    return default_number(name) is not None


_LEVEL_NAMES: re.Pattern[str] | None = None


def is_level_name(name: str) -> bool:
    """Whether `name` is a computer's level name as the screens show it ("Computer (normal)",
    "Computer 2 (normal)", «Компьютер (средний)»), in any language: a name the program gave, not one
    a person chose (setup shows it in a computer's name field)."""
    global _LEVEL_NAMES
    if _LEVEL_NAMES is None:
        forms = []
        for lang in LANGUAGES:
            s = Strings(lang)
            for kind in COMPUTER_KINDS:
                forms.append(re.escape(s.t(f"setup.kind.{kind}")))
                numbered = s.t("seat.computer_n", n=7, level=s.t(f"seat.level.{kind}"))
                forms.append(re.escape(numbered).replace("7", r"\d+", 1))
        _LEVEL_NAMES = re.compile("^(?:" + "|".join(forms) + ")$", re.IGNORECASE)
    return bool(_LEVEL_NAMES.match(" ".join(name.split())))


def is_given_name(name: str) -> bool:
    """A name the program made up for a seat (setup's "Player 3", a computer's level name), not a person's."""
    return not name.strip() or is_default_name(name) or is_level_name(name)


def computer_named_by_level(name: str, kind: str) -> bool:
    """A computer seat nobody named: the screens call it by its level."""
    return kind in COMPUTER_KINDS and is_given_name(name)


def seat_name(t: T, name: str, kind: str) -> str:
    """The seat's name as every screen shows it (see the module's docstring)."""
    if computer_named_by_level(name, kind):
        return str(t(f"setup.kind.{kind}"))
    number = default_number(name)
    if number is not None:
        return str(t("setup.default_name", number=number))
    return name


def seat_names(t: T, seats: Iterable[tuple[str, str]]) -> list[str]:
    """The names of a game's seats, given as (name, kind): `seat_name` each, and computers of one level
    that would share a name numbered in seat order."""
    pairs = list(seats)
    names = [seat_name(t, n, k) for n, k in pairs]
    levels = [k if computer_named_by_level(n, k) else None for n, k in pairs]
    for level in set(x for x in levels if x is not None):
        same = [i for i, x in enumerate(levels) if x == level]
        if len(same) > 1:
            for number, i in enumerate(same, start=1):
                names[i] = str(t("seat.computer_n", n=number, level=t(f"seat.level.{level}")))
    return names


def pairs_of(seats: Sequence[Any]) -> list[tuple[str, str]]:
    """(name, kind) of each seat, whether a seat is a dict (a save's or the statistics' record) or an
    object with `name` and `kind` (a session's or a table's seat)."""
    out = []
    for s in seats:
        if isinstance(s, dict):
            out.append((str(s.get("name", "")), str(s.get("kind", "human"))))
        else:
            out.append((str(getattr(s, "name", "")), str(getattr(s, "kind", "human"))))
    return out


__all__ = [
    "COMPUTER_KINDS",
    "computer_named_by_level",
    "default_number",
    "is_default_name",
    "is_given_name",
    "is_level_name",
    "pairs_of",
    "seat_name",
    "seat_names",
]
