"""`core.views.view_to_json` and `view_from_json`, compiled once per view class for the wire.

A seat's view is written out on the host and rebuilt on every joined side
after every action; the generic walk asks `typing` about every value (a
Woodlanders view with its round summaries holds thousands), which costs more
than the engine's move. Here each type hint becomes a small function once,
so a view costs one pass. The results equal the generic functions' exactly
(tests/net/test_typed.py checks both over played games).
"""

from __future__ import annotations

import dataclasses
import functools
import sys
import types
import typing
from typing import Any, Callable, Mapping, Union, get_args, get_origin, get_type_hints

from woods_desktop.core.views import freeze

_SCALARS = (str, int, float, bool, type(None))
_UNIONS: tuple[Any, ...] = (Union, types.UnionType) if sys.version_info >= (3, 10) else (Union,)
Decoder = Callable[[Any], Any]


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def to_json(value: Any) -> Any:
    """Plain JSON data, as `core.views.view_to_json` gives it."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [v if type(v) in _SCALARS else to_json(v) for v in value]
    if kind is dict:
        return {str(k): to_json(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {n: to_json(getattr(value, n)) for n in _fields(kind)}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def from_json(cls: type, data: Any) -> Any:
    """The typed view (or any typed dataclass), as `core.views.view_from_json` rebuilds it."""
    return decoder(cls)(data)


@functools.cache
def decoder(tp: Any) -> Decoder:
    """The function that rebuilds a value of type `tp` from JSON data, or raises TypeError / ValueError."""
    if tp is Any or tp is object:
        return freeze
    origin = get_origin(tp)
    if origin in _UNIONS:
        return _union(get_args(tp))
    if origin is typing.Literal:
        allowed = get_args(tp)

        def literal(value: Any) -> Any:
            if value not in allowed:
                raise ValueError(f"{value!r} is not one of {allowed}")
            return value

        return literal
    if origin is tuple:
        return _tuple(tp, get_args(tp))
    if origin in (dict, Mapping, typing.Mapping) or tp is dict:
        return _mapping(tp, get_args(tp) or (str, Any))
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _dataclass(tp)
    if tp is float:
        return _float
    if tp in (int, str, bool):
        return _scalar(tp)
    if tp is type(None):
        return _none
    return freeze


def _union(args: tuple[Any, ...]) -> Decoder:
    nullable = type(None) in args
    options = [decoder(a) for a in args if a is not type(None)]

    def union(value: Any) -> Any:
        if value is None and nullable:
            return None
        last: Exception | None = None
        for option in options:
            try:
                return option(value)
            except (TypeError, ValueError, KeyError) as exc:
                last = exc
        raise ValueError(f"{value!r} matches none of {args}") from last

    return union


def _tuple(tp: Any, args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = decoder(args[0])

        def many(value: Any) -> Any:
            if not isinstance(value, list):
                raise TypeError(f"expected a list for {tp}, got {value!r}")
            return tuple(item(v) for v in value)

        return many
    items = [decoder(a) for a in args]

    def fixed(value: Any) -> Any:
        if not isinstance(value, list):
            raise TypeError(f"expected a list for {tp}, got {value!r}")
        if len(items) != len(value):
            raise ValueError(f"expected {len(items)} items for {tp}, got {len(value)}")
        return tuple(d(v) for d, v in zip(items, value))

    return fixed


def _mapping(tp: Any, args: tuple[Any, ...]) -> Decoder:
    key = int if args[0] is int else None
    item = decoder(args[1])

    def mapping(value: Any) -> Any:
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {tp}, got {value!r}")
        return {(key(k) if key else k): item(v) for k, v in value.items()}

    return mapping


def _dataclass(cls: type) -> Decoder:
    parts: list[tuple[str, Decoder]] = []

    def build(value: Any) -> Any:
        if not parts:
            hints = get_type_hints(cls)
            parts.extend((f.name, decoder(hints[f.name])) for f in dataclasses.fields(cls) if f.init)
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {cls.__name__}, got {value!r}")
        return cls(**{name: d(value[name]) for name, d in parts})

    return build


def _float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"expected a number, got {value!r}")
    return float(value)


def _scalar(tp: type) -> Decoder:
    def scalar(value: Any) -> Any:
        if not isinstance(value, tp) or (tp is int and isinstance(value, bool)):
            raise TypeError(f"expected {tp.__name__}, got {value!r}")
        return value

    return scalar


def _none(value: Any) -> None:
    if value is not None:
        raise TypeError(f"expected null, got {value!r}")
    return None
