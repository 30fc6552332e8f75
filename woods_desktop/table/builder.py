"""Narrow the legal actions as a player picks parts of one (a card, then a place; several cards;
a path hex by hex).

The game says which parts make up each legal action (`parts(action)`); the
builder keeps the actions that still contain everything picked, marks what
can still be picked, and knows when the picks name a complete action. Rules
such as "a 4 is played alone" therefore come from the legal list, not from
the screen. A pick that cannot join the current selection but starts a
legal action of its own replaces the selection, and the builder asks the
engine (`explain`) why the two could not go together, so the screen can say
so ("a 4 is always played alone").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, Hashable, Sequence, TypeVar

from woods_desktop.core.errors import IllegalAction

ActionT = TypeVar("ActionT")  # a game's own action (a frozen dataclass); `object` where the kit holds any game's
Explain = Callable[[tuple[Hashable, ...]], IllegalAction | None]


@dataclass(frozen=True)
class Pick(Generic[ActionT]):
    """What one pick did: `accepted` (added or removed), the action completed (if any),
    and why an earlier selection was dropped or why the pick was refused."""

    accepted: bool
    complete: ActionT | None = None
    dropped: tuple[Hashable, ...] = ()
    reason: IllegalAction | None = None


class ActionBuilder(Generic[ActionT]):
    def __init__(
        self,
        legal: Sequence[ActionT],
        parts: Callable[[ActionT], Sequence[Hashable]],
        explain: Explain | None = None,
        ordered: bool = False,
    ) -> None:
        self.legal = list(legal)
        self.parts = parts
        self.explain = explain
        self.ordered = ordered  # a path: parts must be picked in order (a prefix of the action's parts)
        self.picks: list[Hashable] = []
        self._parts = [tuple(parts(a)) for a in self.legal]

    # what is possible -----------------------------------------------------------
    def _matches(self, picks: Sequence[Hashable], parts: tuple[Hashable, ...]) -> bool:
        if self.ordered:
            return tuple(picks) == parts[: len(picks)]
        pool = list(parts)
        for p in picks:
            if p not in pool:
                return False
            pool.remove(p)
        return True

    def remaining(self, picks: Sequence[Hashable] | None = None) -> list[ActionT]:
        picks = self.picks if picks is None else picks
        return [a for a, ps in zip(self.legal, self._parts) if self._matches(picks, ps)]

    def pickable(self) -> set[Hashable]:
        """Parts that can be added now and still lead to a legal action."""
        out: set[Hashable] = set()
        for _a, ps in zip(self.legal, self._parts):
            if not self._matches(self.picks, ps):
                continue
            if self.ordered:
                if len(ps) > len(self.picks):
                    out.add(ps[len(self.picks)])
            else:
                rest = list(ps)
                for p in self.picks:
                    rest.remove(p)
                out.update(rest)
        return out

    def usable(self) -> set[Hashable]:
        """Parts that can start or belong to a legal action (the rest are dimmed); for a path,
        only where paths may start."""
        if self.ordered:
            return {ps[0] for ps in self._parts if ps}
        return {p for ps in self._parts for p in ps}

    def complete(self) -> ActionT | None:
        """The legal action the picks name exactly, if any."""
        for a, ps in zip(self.legal, self._parts):
            if len(ps) == len(self.picks) and self._matches(self.picks, ps):
                return a
        return None

    # picking --------------------------------------------------------------------
    def pick(self, part: Hashable, toggle: bool = True) -> Pick[ActionT]:
        """Add `part` (or take it back when it is already picked). `toggle=False` adds another copy of a part
        that is already picked (a second Fox 1 beside the first) instead of taking the first back."""
        if part in self.picks and not self.ordered and (toggle or part not in self.pickable()):
            if not toggle:
                return self._replace(part)
            self.picks.remove(part)
            return Pick(True, self.complete())
        if self.ordered and self.picks and part == self.picks[-1]:
            self.picks.pop()
            return Pick(True, self.complete())
        if part in self.pickable():
            self.picks.append(part)
            return Pick(True, self.complete())
        if part in self.usable():
            return self._replace(part)
        reason = self.explain((part,)) if self.explain is not None else None
        return Pick(False, None, (), reason)

    def _replace(self, part: Hashable) -> Pick[ActionT]:
        """`part` cannot join the selection but starts a legal action: it replaces the selection, and the
        engine says why the two could not go together."""
        dropped = tuple(self.picks)
        reason = self.explain(dropped + (part,)) if self.explain is not None and dropped else None
        self.picks = [part]
        return Pick(True, self.complete(), dropped, reason)

    def clear(self) -> None:
        self.picks = []


def builder_for(
    legal: Sequence[object], parts: Callable[[object], Sequence[Hashable]], explain: Explain | None, ordered: bool
) -> ActionBuilder[object] | None:
    """A builder over the legal actions, or None when none of them is made of parts (each is a slot's or a
    whole click's): the table then has nothing to pick."""
    if not any(parts(a) for a in legal):
        return None
    return ActionBuilder(legal, parts, explain, ordered=ordered)
