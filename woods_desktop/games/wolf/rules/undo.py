"""Which move may be taken back (the Board Game Arena policy of DESIGN section 3).

Only the mover's own step, hand-over or help token played, while it is still
their move: none of these turns a token face up or draws a card. `EndMove`
(its token turns face up), a task card drawn, the table's answer and the
Wolf's step are never undone, and nothing is undone across them.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.wolf.rules.actions import Give, PlayHelp, Step

_KINDS = {Step: "step", Give: "give", PlayHelp: "help"}


def undoable(state: Any, last_action: Any) -> bool:
    kind = _KINDS.get(type(last_action))
    if kind is None:
        return False
    events = state.events(None)  # the whole log is public
    if not events or events[-1].get("type") != kind:
        return False
    return bool(state.to_move() == events[-1].get("seat"))
