"""Which tiles can still come: the bag's contents (never its order) and the display, from a view.

Everything but the bag lies open, so the bag holds exactly the forest tiles
not seen in the display, a forest or a score pile. The hard player reads
from this how likely a needed element is to show up in its next display,
and draws imagined displays from it to judge a refresh.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from woods_desktop.games.whispering.rules.tiles import ELEMENTS, Tile
from woods_desktop.games.whispering.rules.view import WhisperingView


@lru_cache(maxsize=1)
def forest_tiles() -> tuple[Tile, ...]:
    """Every forest tile of the game (the data file's list: the bag's contents come from it)."""
    from woods_desktop.games.whispering.data import load_whispering_data

    return load_whispering_data().forest_tiles


def unseen(view: WhisperingView, tiles: Sequence[Tile] | None = None) -> list[Tile]:
    """The tiles in the bag: every forest tile not in the display, a forest or a score pile."""
    seen = {t.id for t in view.display_tiles()}
    seen.update(c.tile.id for cells in view.forests for c in cells)
    seen.update(d.tile.id for pile in view.done for d in pile)
    return [t for t in (forest_tiles() if tiles is None else tiles) if t.id not in seen]


def element_shares(view: WhisperingView) -> dict[str, float]:
    """Each element's share of the tiles still to come (the bag and the display)."""
    counts = dict.fromkeys(ELEMENTS, 0)
    coming = unseen(view) + list(view.display_tiles())
    for t in coming:
        if t.element is not None:
            counts[t.element] += 1
    total = max(1, len(coming))
    return {e: n / total for e, n in counts.items()}
