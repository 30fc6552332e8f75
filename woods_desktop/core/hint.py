"""The one hint protocol: what every game's hint is, for the table kit and for `woods-desktop hint`.

A game names its hint in its `GamePlugin` (`hint_ref`, "module:attribute" of an object like `GameHint`).
The kit's hint (H on the table, `table/hinting.py`) asks its `bot` in the computers' worker, polls the
answer, marks what `actions` or `marks` name, says `reason`, and follows a plan the person carries out with
`rest`; Whispering Woods draws its own plan (ghost tiles, paths) from the same object, Voice asks the same
thinker for the best word after the minute, and `hint_figures.py` measures every game's hint through it.

An answer is what the thinker's `choose` returns: an action, or a plan that starts with one (the Wolf's
steps of a whole move, Whispering's turn). Pure: no pygame, no clock; the words come through `t`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, Hashable, Protocol

Words = Callable[..., str]


class Thinker(Protocol):
    """What a hint's bot is: picklable (it thinks in the computers' worker), answering a seat's view."""

    def choose(self, view: Any, legal: list[Any]) -> Any: ...


class GameHint(Protocol):
    """A game's hint. `figure_seats`: how many seats the games `woods-desktop hint` draws positions from have."""

    figure_seats: int

    def bot(self, seat: int) -> Thinker:
        """The thinker for `seat` (a fixed seed: the same position gets the same hint)."""
        ...

    def actions(self, answer: Any) -> tuple[Any, ...]:
        """The actions an answer suggests, in order; the first is the one to make now."""
        ...

    def rest(self, answer: Any) -> Any | None:
        """The answer left once its first action is made (a walk's next steps); None: a hint made is done."""
        ...

    def marks(self, answer: Any) -> tuple[Hashable, ...] | None:
        """Item ids (or their starts) to mark, for a table whose clicks change its selection; None: mark
        the items a click makes the first action from."""
        ...

    def reason(self, t: Words, view: Any, answer: Any) -> str:
        """Why, in the words of the window's language (stands in the prompt's place)."""
        ...

    def not_now(self, view: Any) -> str | None:
        """A message key saying why there is no hint at this turn (Voice: not during the minute); None: ask."""
        ...


class Hint(ABC):
    """The common case of `GameHint`: a one-action answer, no plan to follow, marks by the click's parts,
    a hint at every turn of the person's own. A game subclasses it and writes `bot` and `reason`."""

    figure_seats = 3

    @abstractmethod
    def bot(self, seat: int) -> Thinker: ...

    def actions(self, answer: Any) -> tuple[Any, ...]:
        return (answer,)

    def rest(self, answer: Any) -> Any | None:
        return None

    def marks(self, answer: Any) -> tuple[Hashable, ...] | None:
        return None

    @abstractmethod
    def reason(self, t: Words, view: Any, answer: Any) -> str: ...

    def not_now(self, view: Any) -> str | None:
        return None


__all__ = ["GameHint", "Hint", "Thinker", "Words"]
