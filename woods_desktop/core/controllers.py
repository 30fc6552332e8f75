"""Who plays a seat: a person, a computer, the engine itself, or the table.

A seat's `kind` in setup and saves is "human", a computer level ("easy",
"normal", "hard", "random"), "robot" (D4-ST8: the engine plays its one legal
action) or "table" (a decision the people answer together, like the Wolf's
task cards). One person may control several seats: the pass screen follows
the person, not the seat. In a network game a table also meets seats played
`ELSEWHERE`: on another computer, or by the host's own computers; their moves
arrive through the seat port, and this screen only waits for them.
"""

from __future__ import annotations

PERSON = "person"
COMPUTER = "computer"
ENGINE = "engine"
TABLE = "table"
ELSEWHERE = "elsewhere"

HUMAN_KIND = "human"
ROBOT_KIND = "robot"
TABLE_KIND = "table"


def controller_of(kind: str) -> str:
    if kind == HUMAN_KIND:
        return PERSON
    if kind == ROBOT_KIND:
        return ENGINE
    if kind == TABLE_KIND:
        return TABLE
    return COMPUTER
