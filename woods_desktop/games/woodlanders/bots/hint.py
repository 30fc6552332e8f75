"""The hint's thinker for Woodlanders: the hard computer, as if it sat in the person's seat.

One piece serves the table's hint (H, thought in the computers' worker) and `woods-desktop hint`;
it lives with the bots because it thinks in the worker, which never imports pygame.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.woodlanders.bots.players import HardBot


def hint_bot(seat: int, seed: int = 7919) -> HardBot:
    """The hard computer for `seat` (a fixed seed: the same position gets the same hint)."""
    return HardBot(seat, seed + seat)


def hint_actions(answer: Any) -> tuple[Any, ...]:
    """The actions a hint's answer suggests, in order: here the one play or Warden choice."""
    return (answer,)


__all__ = ["hint_actions", "hint_bot"]
