"""The game log as one seat may see it.

Engines log plain dicts. An event that carries something only one seat may
know (the cards a player drew, a secret word before the reveal) puts that
part under "secret" and names its owner in "private_to"; `events_for`
removes the secret part for everyone else and marks the event "redacted".
Screens and bots only ever read `State.events(seat)`, which is built here.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

SECRET = "secret"
PRIVATE_TO = "private_to"
REDACTED = "redacted"


def private(owner: int, secret: Mapping[str, Any], **public: Any) -> dict[str, Any]:
    """The public fields of an event plus a part only `owner` may read."""
    return {**public, PRIVATE_TO: owner, SECRET: dict(secret)}


def events_for(log: Sequence[Mapping[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for e in log:
        owner = e.get(PRIVATE_TO)
        if owner is None or owner == seat:
            out.append(dict(e))
        else:
            shown = {k: v for k, v in e.items() if k != SECRET}
            shown[REDACTED] = True
            out.append(shown)
    return out
