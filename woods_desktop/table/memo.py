"""A value remade only when what it was made from changes: a table's prompt, its scoreboard, whatever it
would otherwise rebuild every frame.

What it was made from is told two ways: a key compared by value (what is in hand, the language) and
objects compared by identity (the view, the hold, the hint's plan). The objects themselves are kept, not
their ids: Python reuses an id once its object is freed, so a new view could otherwise pass for the old.
"""

from __future__ import annotations

from typing import Callable, Generic, Hashable, Sequence, TypeVar

V = TypeVar("V")
_UNSET = object()


class Memo(Generic[V]):
    def __init__(self) -> None:
        self._key: Hashable = _UNSET
        self._made_from: tuple[object, ...] = ()
        self._value: V | None = None

    def changed(self, key: Hashable, made_from: Sequence[object] = ()) -> bool:
        """True (and remembered) when `key` differs from the last one or any of `made_from` is another object."""
        same = len(made_from) == len(self._made_from) and all(a is b for a, b in zip(made_from, self._made_from))
        if self._key is not _UNSET and self._key == key and same:
            return False
        self._key, self._made_from = key, tuple(made_from)
        return True

    def get(self, key: Hashable, made_from: Sequence[object], make: Callable[[], V]) -> V:
        """The value made by `make`, made again only when `changed`."""
        if self.changed(key, made_from):
            self._value = make()
        return self._value  # type: ignore[return-value]


__all__ = ["Memo"]
