"""Which unused animal a computer player puts onto a new task tile ("place one of your unused Animals").

The choice is the player's. In the game for 2-4 a player's four animals differ only in name, so it
changes nothing. In solo each completed task counts for the animal that completed it, and the
per-animal objectives want the animal with the fewest tasks; but an unused animal has never been in
the forest (once placed, an animal stays there), so every unused one has completed no task: they tie,
and the mission's objectives, which treat the animals alike, value each choice the same (the solo
judgement sees only which animal did what, `test_bots` checks that it scores every choice alike).
So the first unused animal is taken. The planners and the solo board use this one order, so a plan's
`PlaceTask` names the animal its forest was judged with.
"""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.games.whispering.rules.actions import StartAnimal
from woods_desktop.games.whispering.rules.view import WhisperingView


def hand(view: WhisperingView, seat: int) -> tuple[int, ...]:
    """The seat's unused animals in the order it puts them onto task tiles (the first is the next)."""
    return view.unused_animals(seat)


def choose_animal(view: WhisperingView, seat: int) -> int | None:
    """The animal for a task tile placed now (None: every animal is in the forest)."""
    order = hand(view, seat)
    return order[0] if order else None


def start_animal(view: WhisperingView, seat: int, legal: Sequence[Any]) -> StartAnimal:
    """Solo setup B, the animal for the starting tile: any of the four does, for the same reason (none has
    completed a task), so the first that the engine offers and the hand puts first."""
    offered = [a for a in legal if isinstance(a, StartAnimal)]
    if not offered:
        raise ValueError("no animal offered for the starting tile")
    first = choose_animal(view, seat)
    return next((a for a in offered if a.animal == first), offered[0])


__all__ = ["choose_animal", "hand", "start_animal"]
