"""Which move may be taken back (the Board Game Arena policy of DESIGN section 3).

Only a cube step of the placer's own, unfinished turn: once their turn ends
(another player acts next, control is checked, or a card is drawn) nothing
is undone. Composing is never undone: a word, once shown, is public.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.voice.rules.actions import MoveCube, PlaceCube, SkipCube

_STEPS = ("cube", "skip", "move")


def undoable(state: Any, last_action: Any) -> bool:
    if not isinstance(last_action, (PlaceCube, SkipCube, MoveCube)):
        return False
    events = state.events(None)  # cube steps are public
    if not events or events[-1].get("type") not in _STEPS or events[-1].get("penalty"):
        return False
    return bool(state.to_move() == events[-1].get("seat"))
