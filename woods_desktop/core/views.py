"""Typed seat views, built by one projection so nothing private leaks by omission.

A game's view is a frozen dataclass whose every field declares who may see
it: `public()` (everyone), `owner()` (a per-seat tuple: each seat sees its own
entry, the others `None`, unless the state opens that seat's entry to all,
like D4-ST8's hand or the words once revealed) or `count()` (a hidden
collection of which everyone sees only the size). `project` builds the view
for one seat from the state's full information; a field without a
declaration, a source key the view does not declare, or a declared field the
source does not give is an error, so adding a field forces a decision about
who sees it. Views round-trip through JSON (`view_to_json`,
`view_from_json`) using their type hints.
"""

from __future__ import annotations

import dataclasses
import functools
import sys
import types
import typing
from typing import Any, Collection, Mapping, TypeVar, Union, get_args, get_origin, get_type_hints

VISIBILITY = "woods_visibility"
PUBLIC = "public"
OWNER = "owner"
COUNT = "count"

V = TypeVar("V")


def public(**kwargs: Any) -> Any:
    """Everyone sees this field as it is."""
    return dataclasses.field(metadata={VISIBILITY: PUBLIC}, **kwargs)


def owner(**kwargs: Any) -> Any:
    """A per-seat tuple: seat i's entry is shown to seat i only (or to all when opened)."""
    return dataclasses.field(metadata={VISIBILITY: OWNER}, **kwargs)


def count(**kwargs: Any) -> Any:
    """A hidden collection: the view holds only its size."""
    return dataclasses.field(metadata={VISIBILITY: COUNT}, **kwargs)


def visibility(cls: type, name: str) -> str:
    for f in dataclasses.fields(cls):
        if f.name == name:
            return str(f.metadata.get(VISIBILITY, ""))
    raise KeyError(name)


def owner_fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get(VISIBILITY) == OWNER)


_CONTAINERS = (list, tuple, dict)


def freeze(value: Any) -> Any:
    """Lists become tuples (recursively) so a view never shares mutable parts with a state.

    A tuple holding no containers is already frozen and is returned as it is: views are built
    for every seat after every action, and most of their fields are such tuples."""
    kind = type(value)
    if kind is tuple and not any(type(v) in _CONTAINERS for v in value):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return {k: freeze(v) for k, v in value.items()}
    return value


@functools.cache
def _declared(cls: type) -> tuple[tuple[tuple[str, str], ...], frozenset[str], frozenset[str]]:
    """(name, visibility) of every field, the field names and the owner fields: read once per view class."""
    fields = dataclasses.fields(cls)
    for f in fields:
        if f.metadata.get(VISIBILITY) is None:
            raise TypeError(f"{cls.__name__}.{f.name} declares no visibility (public, owner or count)")
    spec = tuple((f.name, str(f.metadata[VISIBILITY])) for f in fields)
    return spec, frozenset(n for n, _ in spec), frozenset(n for n, v in spec if v == OWNER)


def project(
    cls: type[V],
    source: Mapping[str, Any],
    seat: int | None,
    opened: Mapping[str, Collection[int]] | None = None,
) -> V:
    """The view `cls` for `seat` (None: a spectator) from the full `source`.

    `opened[field]` names the seats whose entry of an owner field everyone
    may see now.
    """
    opened = opened or {}
    declared, names, owners = _declared(typing.cast(type, cls))
    if len(source) != len(names) or not names.issuperset(source):
        extra = set(source) - names
        if extra:
            raise KeyError(f"{cls.__name__}: the state gives undeclared view fields {sorted(extra)}")
    unknown_open = set(opened) - owners
    if unknown_open:
        raise KeyError(f"{cls.__name__}: only owner fields can be opened, not {sorted(unknown_open)}")
    kwargs: dict[str, Any] = {}
    for name, vis in declared:
        if name not in source:
            raise KeyError(f"{cls.__name__}: the state does not give the field {name!r}")
        value = source[name]
        if vis == PUBLIC:
            kwargs[name] = freeze(value)
        elif vis == OWNER:
            shown = opened.get(name, ())
            kwargs[name] = tuple(freeze(v) if (i == seat or i in shown) else None for i, v in enumerate(value))
        elif vis == COUNT:
            kwargs[name] = len(value)
        else:
            raise TypeError(f"{cls.__name__}.{name}: unknown visibility {vis!r}")
    return cls(**kwargs)


# ---------------------------------------------------------------- JSON round trip


def view_to_json(value: Any) -> Any:
    """Plain JSON data: dataclasses become objects, tuples lists, dict keys strings."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: view_to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [view_to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): view_to_json(v) for k, v in value.items()}
    return value


def view_from_json(cls: type[V], data: Any) -> V:
    """Rebuild a view (or any typed dataclass) from `view_to_json` output."""
    return typing.cast(V, _decode(cls, data))


_UNION_TYPES: tuple[Any, ...] = (Union, types.UnionType) if sys.version_info >= (3, 10) else (Union,)


def _decode(tp: Any, value: Any) -> Any:
    if tp is Any or tp is object:
        return freeze(value)
    origin = get_origin(tp)
    if origin in _UNION_TYPES:
        args = get_args(tp)
        if value is None and type(None) in args:
            return None
        last: Exception | None = None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _decode(arg, value)
            except (TypeError, ValueError, KeyError) as exc:
                last = exc
        raise ValueError(f"{value!r} matches none of {tp}") from last
    if origin is typing.Literal:
        if value not in get_args(tp):
            raise ValueError(f"{value!r} is not one of {get_args(tp)}")
        return value
    if origin is tuple:
        args = get_args(tp)
        if not isinstance(value, list):
            raise TypeError(f"expected a list for {tp}, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError(f"expected {len(args)} items for {tp}, got {len(value)}")
        return tuple(_decode(a, v) for a, v in zip(args, value))
    if origin in (dict, Mapping, typing.Mapping) or tp is dict:
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {tp}, got {value!r}")
        kt, vt = get_args(tp) or (str, Any)
        return {_decode_key(kt, k): _decode(vt, v) for k, v in value.items()}
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {tp.__name__}, got {value!r}")
        hints = _hints(tp)
        kwargs = {f.name: _decode(hints[f.name], value[f.name]) for f in dataclasses.fields(tp) if f.init}
        return tp(**kwargs)
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"expected a number, got {value!r}")
        return float(value)
    if tp in (int, str, bool):
        if not isinstance(value, tp) or (tp is int and isinstance(value, bool)):
            raise TypeError(f"expected {tp.__name__}, got {value!r}")
        return value
    if tp is type(None):
        if value is not None:
            raise TypeError(f"expected null, got {value!r}")
        return None
    return freeze(value)


@functools.cache
def _hints(tp: type) -> dict[str, Any]:
    """A dataclass's resolved field types, read once per class (a view holds hundreds of small ones)."""
    return get_type_hints(tp)


def _decode_key(tp: Any, key: str) -> Any:
    if tp is int:
        return int(key)
    return key
