"""Every move of The Wolf is Coming as a small frozen value that round-trips through JSON.

A hero's turn is built of several actions (each step is one), so a person can
hand a present over between two steps and undo a step taken by mistake; the
table seat answers task cards with `TaskAnswer`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One step of the current move onto `cell` (`board.HOUSE` = the Wolf's house)."""

    cell: int


@dataclass(frozen=True)
class Give:
    """While the mover's move lasts, the hero of seat `giver` hands a carried present (`token`:
    the present's id, "honey_jar") or a kept help token ("sleeping_wolf", "basket", "scooter") to
    the hero of seat `to` next to it. One of the two is the mover: it hands its own things to a
    friend, or takes a friend's.

    Saves made before heroes could take from a friend hold `Give(to, token)` with `token`
    "present" (which one was not told) or a help kind: `giver` -1 reads as the mover, and
    "present" as the giver's first present. New moves always name both."""

    to: int
    token: str
    giver: int = -1


@dataclass(frozen=True)
class EndMove:
    """Stop moving: the token where the move ended turns face up and is acted on."""


@dataclass(frozen=True)
class TakeToken:
    """Take the open present (into a free basket) or help token the hero stands on."""


@dataclass(frozen=True)
class PlayHelp:
    """Play a kept help token on this turn."""

    token: str


@dataclass(frozen=True)
class SkipMove:
    """Skip moving and the token actions: draw a task card instead."""


@dataclass(frozen=True)
class ClearBlock:
    """The blocked case: before moving, do a task card, then remove the blocking token on `cell`."""

    cell: int


@dataclass(frozen=True)
class TaskAnswer:
    """The table's answer to the task card shown: done, or not done (the Wolf takes 2 extra steps)."""

    done: bool


@dataclass(frozen=True)
class FinishTurn:
    """End the turn: the Wolf takes his step (unless asleep)."""


ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (Step, Give, EndMove, TakeToken, PlayHelp, SkipMove, ClearBlock, TaskAnswer, FinishTurn)
}
