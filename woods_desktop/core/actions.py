"""Actions are small frozen dataclasses that round-trip through JSON."""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping


def action_to_dict(action: Any) -> dict[str, Any]:
    """`{"type": ClassName, field: value...}`; tuples become lists."""
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = _plain(getattr(action, f.name))
    return out


def action_from_dict(data: Mapping[str, Any], types: Mapping[str, type]) -> Any:
    """Rebuild an action; lists become tuples again so actions stay hashable."""
    try:
        cls = types[data["type"]]
    except KeyError as exc:
        raise ValueError(f"unknown action type {data.get('type')!r}") from exc
    kwargs = {k: _frozen(v) for k, v in data.items() if k != "type"}
    return cls(**kwargs)


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value
