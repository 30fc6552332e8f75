"""Who sits where in a network game: joined computers, the host's own computers, the rules' seats.

`--seats remote,remote,easy` names the players' seats; the seats the rules
add (Woodlanders' D4-ST8, the Wolf's table answering task cards) follow them,
as in the setup screen. Every joined computer sees the same list: names,
colours, who plays each seat and whether its computer is connected.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from woods_desktop.core.controllers import COMPUTER, ENGINE, PERSON, TABLE, controller_of

REMOTE = "remote"  # a seat played on a joined computer
PHONE = "phone"  # a seat played on a phone's browser (net/phone.py): a remote seat only a phone's page takes
HOST_PERSON = "human"  # a person at the host's own screen (the window's host; not for the headless verb)
LOCAL_LEVELS = ("random", "easy", "normal", "hard")
ROBOT_COLOUR = 4


@dataclass(frozen=True)
class RemoteSeat:
    """A seat as a joined table reads it: the fields of `table.port.SeatInfo`, plus whether it
    is played on another computer and whether that computer is connected now."""

    name: str
    colour: int
    kind: str
    controller: str
    person: int | None
    remote: bool = False
    connected: bool = False
    stand_in: str | None = None  # the computer level playing an absent remote seat
    phone: bool = False  # played on a phone's page (net/phone.py): the table says "phone", not "another computer"

    @property
    def human(self) -> bool:
        return self.controller == PERSON

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "colour": self.colour,
            "kind": self.kind,
            "controller": self.controller,
            "person": self.person,
            "remote": self.remote,
            "connected": self.connected,
            "stand_in": self.stand_in,
            "phone": self.phone,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "RemoteSeat":
        person = data.get("person")
        return cls(
            str(data["name"]),
            int(data["colour"]),
            str(data["kind"]),
            str(data["controller"]),
            person if isinstance(person, int) and not isinstance(person, bool) else None,
            bool(data.get("remote")),
            bool(data.get("connected")),
            data.get("stand_in") if isinstance(data.get("stand_in"), str) else None,
            data.get("phone") is True,
        )


def parse_seats(text: str, levels: Sequence[str]) -> list[str]:
    """`remote,remote,easy` as a list of kinds; ValueError names a kind that is neither."""
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    allowed = (REMOTE, PHONE, *levels)
    for kind in kinds:
        if kind not in allowed:
            raise ValueError(f"unknown seat kind {kind!r}; expected one of {', '.join(allowed)}")
    if REMOTE not in kinds and PHONE not in kinds:
        raise ValueError("a network game needs at least one remote seat")
    return kinds


def rules_seats(definition: Any, variant: str | None) -> list[str]:
    """The kinds of the seats the rules add after the players': D4-ST8 ("robot"), the table ("table")."""
    extra: list[str] = []
    if definition.variant(variant).robot_seat:
        extra.append("robot")
    if definition.extras.get("table_seat"):
        extra.append("table")
    return extra


def seat_controller(kind: str) -> str:
    """A remote seat is a person's (on another computer); the rest as core.controllers says."""
    return PERSON if kind == REMOTE else controller_of(kind)


__all__ = [
    "COMPUTER",
    "ENGINE",
    "HOST_PERSON",
    "LOCAL_LEVELS",
    "PHONE",
    "REMOTE",
    "RemoteSeat",
    "TABLE",
    "parse_seats",
    "rules_seats",
]
