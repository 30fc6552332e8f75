"""A task tile's animal in hand and the paths it may walk: traced hex by hex through an `ActionBuilder`,
or picked by the path's end (an end of several paths shows each in turn), a lesson's path followed tile by
tile; why an animal has no path is asked of `paths.task_blocker`, or of the engine.

Kept apart from the tile in hand (`picks.Picks`, which builds on this) because a path is picked from the
map alone, in its own steps, and a lesson's path is followed here and nowhere else. Nothing here draws.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering.rules.actions import Complete
from woods_desktop.games.whispering.rules.paths import task_blocker
from woods_desktop.table.builder import ActionBuilder

Hex = tuple[int, int]
Path = tuple[Hex, ...]
REFUSED = "whispering.refused."


def path_parts(action: Any) -> tuple[Hashable, ...]:
    """A completion as the hexes its animal steps onto, in order."""
    return tuple(("hex", q, r) for q, r in action.path) if isinstance(action, Complete) else ()


def hexes_of(parts: Any) -> list[Hex]:
    return [(int(p[1]), int(p[2])) for p in parts if isinstance(p, tuple) and p[0] == "hex"]


class AnimalPaths:
    """The chosen animal, its paths' builder, the end whose paths are cycled, the lesson's path."""

    def __init__(self, refusal: Callable[[Any], IllegalAction | None]) -> None:
        self.refusal = refusal
        self.view: Any = None
        self.legal: list[Any] = []
        self.path: ActionBuilder[Complete] | None = None
        self.animal: Hex | None = None  # the selected task tile
        self.end_pick: tuple[Hex, int] | None = None  # an end with several paths: which one is shown
        # the completion a lesson's step waits for: its steps are numbered on the map, and its tiles are traced
        # one by one even where one also ends another path (the step says "the marked tiles in order")
        self.guided: Complete | None = None

    # -- an animal and its paths --------------------------------------------------------------------------
    def starts(self) -> set[Hex]:
        """The task tiles whose animal can complete its task now."""
        return {(a.q, a.r) for a in self.legal if isinstance(a, Complete)}

    def choose_animal(self, h: Hex, quiet: bool = False) -> IllegalAction | None:
        """Show every path of the animal on `h`; when it has none, say why (no matching path, a task side
        in the way, a forest that would split)."""
        starts = [a for a in self.legal if isinstance(a, Complete) and (a.q, a.r) == h]
        if not starts:
            if quiet:
                return None
            view = self.view
            me = view.me if view is not None and view.me is not None else 0
            cell = view.forest(me).get(h) if view is not None else None
            reason = task_blocker(view.forest_map(me), h, cell.tile.task) if cell is not None else None
            if reason is not None:
                return IllegalAction(REFUSED + reason)
            return self.refusal(Complete(h[0], h[1], ())) or IllegalAction("whispering.ui.not_now")
        self.animal = h
        self.path = ActionBuilder(starts, path_parts, ordered=True)
        self.end_pick = None
        return None

    def deselect(self) -> None:
        self.animal = None
        self.path = None
        self.end_pick = None

    def remaining(self) -> list[Complete]:
        return self.path.remaining() if self.path is not None else []

    def ends(self) -> set[Hex]:
        return {a.path[-1] for a in self.remaining()}

    def nexts(self) -> set[Hex]:
        """The tiles a trace may step onto next (apart from the paths' ends)."""
        return set(hexes_of(self.path.pickable())) - self.ends() if self.path is not None else set()

    def traced(self) -> list[Hex]:
        return hexes_of(self.path.picks) if self.path is not None else []

    def to_end(self, end: Hex) -> list[Complete]:
        return [a for a in self.remaining() if a.path[-1] == end]

    def step(self, h: Hex) -> tuple[Complete | None, bool]:
        """A click on the map while an animal is chosen: (a completion to walk, whether the click was used).
        A path's end walks it; an end of several paths shows the next of them (Walk goes); a next step
        traces the path tile by tile; the last traced step again takes it back. The next tile of a lesson's
        path is traced even when it also ends another path."""
        if h == self._guided_next():
            return self._trace(h)
        to_end = self.to_end(h)
        if len(to_end) == 1:
            return to_end[0], True
        if to_end:
            same = self.end_pick is not None and self.end_pick[0] == h
            k = (self.end_pick[1] + 1) % len(to_end) if same and self.end_pick is not None else 0
            self.end_pick = (h, k)
            return None, True
        b = self.path
        part = ("hex", h[0], h[1])
        if b is not None and (part in b.pickable() or (b.picks and part == b.picks[-1])):
            return self._trace(h)
        return None, False

    def _trace(self, h: Hex) -> tuple[Complete | None, bool]:
        """One more step of the trace (or the last one taken back); a trace that makes a whole path walks it,
        its last step taken back meanwhile (so a refused walk leaves the trace one step short, still going)."""
        assert self.path is not None
        part = ("hex", h[0], h[1])
        pick = self.path.pick(part)
        self.end_pick = None
        if pick.complete is not None:
            self.path.picks.pop()
        return pick.complete, True

    def _guided_next(self) -> Hex | None:
        """The next tile of the lesson's path, while its animal is chosen and the trace follows it so far."""
        g = self.guided
        if g is None or self.path is None or self.animal != (g.q, g.r) or g not in self.remaining():
            return None
        traced = self.traced()
        if traced != list(g.path[: len(traced)]) or len(traced) >= len(g.path):
            return None
        return g.path[len(traced)]

    def picked(self) -> Complete | None:
        """The path shown at an end of several paths."""
        if self.end_pick is None:
            return None
        end, k = self.end_pick
        to_end = self.to_end(end)
        return to_end[k % len(to_end)] if to_end else None

    def chosen(self) -> Path:
        """The path drawn with numbered steps: a lesson's (its order is what the step asks for), the one picked
        at its end, the only one, or the trace."""
        g = self.guided
        if g is not None and g in self.legal and self.animal in (None, (g.q, g.r)):
            return ((g.q, g.r), *g.path)
        start = self.animal
        remaining = self.remaining()
        if start is None or not remaining:
            return ()
        picked = self.picked()
        if picked is not None:
            return (start, *picked.path)
        if len(remaining) == 1:
            return (start, *remaining[0].path)
        traced = self.traced()
        return (start, *traced) if traced else ()

    def paths(self) -> list[Path]:
        start = self.animal
        return [(start, *a.path) for a in self.remaining()] if start is not None else []

    def end_paths(self) -> dict[Hex, list[Path]]:
        out: dict[Hex, list[Path]] = {}
        for path in self.paths():
            out.setdefault(path[-1], []).append(path)
        return out
