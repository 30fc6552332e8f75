"""The setup screen's memory: the last setup of each game, offered next time.

What is read back is checked against the game's rules as they are now (a variant, option or colour
may be gone since), so an old or hand-edited file only ever falls back to the defaults.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app import theme
from woods_desktop.core.game import GameDefinition
from woods_desktop.saves.setups import last_setup, remember_setup
from woods_desktop.scenes.setup_options import list_option
from woods_desktop.scenes.setup_seats import NAME_LEN, SEAT_KINDS


def recall_setup(
    definition: GameDefinition,
    options: dict[str, Any],
    roles: tuple[str, ...],
    opens_a_scene: Callable[[int], object],
) -> tuple[int, list[dict[str, Any]]] | None:
    """The variant index and seat rows of this game's last setup, keeping only what still fits its
    rules (its options go into `options`); None when it was never set up. A variant that opens a
    screen of its own (a solo campaign) is never taken: the setup stays on the table variants."""
    last = last_setup(definition.id)
    if not last:
        return None
    variant_index = 0
    ids = [v.id for v in definition.variants]
    if last.get("variant") in ids and not opens_a_scene(ids.index(last["variant"])):
        variant_index = ids.index(last["variant"])
    for opt in definition.options:
        value = (last.get("options") or {}).get(opt.id)
        if list_option(opt):
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                options[opt.id] = list(value)
            continue
        allowed = opt.choices or (True, False)
        if value in allowed and type(value) is type(opt.default):
            options[opt.id] = value
    seats = []
    for s in last.get("seats") or []:
        if not isinstance(s, dict):
            continue
        kind, name, colour = s.get("kind"), s.get("name"), s.get("colour")
        if (
            kind in SEAT_KINDS
            and isinstance(name, str)
            and isinstance(colour, int)
            and 0 <= colour < len(theme.PLAYER_COLOURS)
        ):
            seat = {"kind": kind, "name": name[:NAME_LEN], "colour": colour}
            if s.get("role") in roles:
                seat["role"] = s["role"]
            seats.append(seat)
    return variant_index, seats[: definition.variants[variant_index].max_seats]


def keep_setup(
    definition: GameDefinition, variant_id: str, options: dict[str, Any], seats: list[dict[str, Any]]
) -> None:
    """This setup, to be offered the next time this game is set up."""
    remember_setup(
        definition.id,
        {"variant": variant_id, "options": dict(options), "seats": [dict(s) for s in seats]},
    )
