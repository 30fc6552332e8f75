"""What a person may click now at a Voice table: shared by the table's and the hint's scene tests."""

from __future__ import annotations

from woods_desktop.table.art import LEGAL, SELECTED


def choice(scene):
    """A (zone, item) the person may use now: a drawn card, a marked card, then a choice button."""
    drawn = scene.zone("drawn").items
    if drawn and not any(SELECTED in it.marks for it in drawn):
        return "drawn", drawn[0].id
    for it in scene.zone("field").items:
        if LEGAL in it.marks:
            return "field", it.id
    actions = scene.targets()["actions"]
    return ("actions", actions[0]) if actions else None
