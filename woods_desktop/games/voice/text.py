"""Voice of the Woods in words: refusals, verdicts and the log, in the player's language."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence


def message(t: Callable[..., str], key: str, params: Mapping[str, Any] | None = None) -> str:
    """Parameters that are message keys themselves are translated too."""
    out = {}
    for k, v in (params or {}).items():
        out[k] = t(v) if isinstance(v, str) and "." in v and t(v) != v else v
    return t(key, **out)


def event_text(t: Callable[..., str], names: Sequence[str], e: Mapping[str, Any], faces: Mapping[int, str],
               state: Any = None) -> str | None:
    kind = e.get("type")
    key = f"voice.log.{kind}"
    if t(key) == key:
        return None
    params = dict(e)
    seat = e.get("seat", e.get("first"))
    if isinstance(seat, int) and 0 <= seat < len(names):
        params["name"] = names[seat]
    card = e.get("card", e.get("dst"))
    if isinstance(card, int) and "letter" not in params and kind not in ("replace", "elder", "leader_cube"):
        label = faces.get(card)
        if label is None and state is not None:
            try:
                label = state.face(card).label
            except Exception:  # an unknown card: show a neutral mark rather than fail the log
                label = "?"
        params["letter"] = label or "?"
    if "reason" in params and isinstance(params["reason"], str):
        params["reason"] = t(params["reason"])
    try:
        return t(key, **params)
    except Exception:  # a malformed event never breaks the table
        return t(key)
