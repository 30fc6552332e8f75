"""What a click on the Whispering Woods table means: a part of an action picked (a tile, its side, an
animal, a step of a path), an action to play, or a refusal with the engine's words. `table` is the
declaration (`WhisperingTable`); these answer its areas' `click`, its right clicks and its own keys.
"""

from __future__ import annotations

from typing import Any, Hashable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering.rules.actions import Complete, Refresh, StartAnimal
from woods_desktop.games.whispering.rules.view import PLACE, SECOND, START, TASKS
from woods_desktop.table.board_zones import item_hex
from woods_desktop.table.declaration import HANDLED, Handled, Refuse

U = "whispering.ui."
KEY_A = 97  # the A key (SDL's K_a): the next unused animal for the task side in hand


def on_map(table: Any, item_id: Hashable) -> Any:
    h, view = item_hex(item_id), table.ctx.port.view()
    if h is None or view.me is None:
        return None
    if table.shown != view.me:
        return Refuse(table.app.t(U + "look_only", name=table.ctx.name_of(table.shown)))
    cell, picks = view.forest(view.me).get(h), table.picks
    if view.phase == START:  # the engine says what comes first: the starting tile's animal
        return why(table, picks.refusal(Complete(h[0], h[1], ())))
    if view.phase in (PLACE, SECOND):
        if picks.tile is None and cell is not None and cell.animal is not None:
            return why(table, picks.refusal(Complete(h[0], h[1], ())))
        action, reason = picks.place_at(h)
        return play(table, action) if action is not None else why(table, reason)
    if view.phase != TASKS:
        return None
    if picks.animal is not None:
        if h == picks.animal:
            picks.deselect()
            return click(table)
        action, used = picks.step(h)
        if action is not None:
            table._go_on = action.path[-1]
            return play(table, action)
        if used:
            return click(table)
    if cell is not None and cell.animal is not None:
        return why(table, picks.choose_animal(h), quiet=True)
    if picks.animal is not None:
        return Refuse(table.app.t(U + "not_on_path"))
    return why(table, picks.refusal(Complete(h[0], h[1], ())))


def why(table: Any, refusal: IllegalAction | None, quiet: bool = False) -> Refuse | Handled:
    """The engine's words for a refusal (or, `quiet`, nothing refused: the pick is simply shown again)."""
    if refusal is None:
        if quiet:
            return click(table)
        return Refuse(table.app.t(U + "not_now"))
    return Refuse(table.refusal_text(refusal))


def on_display(table: Any, item_id: Hashable) -> Any:
    if not isinstance(item_id, tuple) or item_id[0] != "tile":
        return Refuse(table.app.t(U + "empty_slot"))
    refusal = table.picks.take(int(item_id[1]))
    return why(table, refusal) if refusal is not None else click(table)


def on_picker(table: Any, item_id: Hashable) -> Any:
    action = Refresh(int(item_id[1])) if isinstance(item_id, tuple) else None
    if action in table.legal():
        return play(table, action)
    return why(table, table.picks.refusal(action) if action is not None else None)


def on_animal(table: Any, item_id: Hashable) -> Any:
    """An animal under the display: the one for the task side in hand, or (solo setup B) the one put on the
    starting tile, played at once."""
    start = StartAnimal(int(item_id[1])) if isinstance(item_id, tuple) else None
    if start is not None and table.ctx.port.view().phase == START:
        return play(table, start) if start in table.legal() else why(table, table.picks.refusal(start))
    refusal = table.picks.put_animal(int(item_id[1])) if isinstance(item_id, tuple) else None
    return why(table, refusal) if refusal is not None else click(table)


def on_tab(table: Any, item_id: Hashable) -> Any:
    if not isinstance(item_id, tuple):
        return None
    table.shown = int(item_id[1])
    table.pinned = True  # until the turn changes
    return click(table)


def play(table: Any, action: Any) -> Any:
    """An action the person makes (the kit plays it): the hint follows what the person did."""
    table.hints.made.append(action)
    return action


def click(table: Any, sound: str = "click") -> Handled:
    """Something was picked (nothing played): a sound, and the table reads the picks again."""
    table.app.sound.play(sound)
    table.ctx.relayout()
    return HANDLED


def flip_at(table: Any, hit: Hashable | None) -> bool:
    """A right click turns the tile in hand over (on a display tile: takes it first)."""
    if not table.ctx.my_turn():
        return False
    if isinstance(hit, tuple) and hit[0] == "tile" and table.picks.tile != hit[1]:
        refusal = table.picks.take(int(hit[1]))
        if refusal is not None:
            table.ctx.refuse(table.refusal_text(refusal))
            return True
    if table.picks.tile is None:
        return False
    table.on_slot("flip")
    table.ctx.relayout()
    return True


def on_key(table: Any, key: int) -> bool:
    """A chooses the next unused animal for the task side in hand."""
    if key != KEY_A or not table.ctx.my_turn() or table.ctx.port.view().phase == START:
        return False
    refusal = table.picks.put_animal()
    table.ctx.refuse(table.refusal_text(refusal)) if refusal is not None else click(table)
    table.ctx.relayout()
    return True
