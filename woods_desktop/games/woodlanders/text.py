"""Woodlanders in words: the log ("Anna plays Fox 2 + Fox 1 = 3") and refusals, translated."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from woods_desktop.core.errors import IllegalAction

SUITS = ("deer", "badger", "fox", "rabbit", "owl")


def suit_name(t: Callable[..., str], suit: str | None) -> str:
    return t(f"woodlanders.suit.{suit}") if suit else "—"


def cards_text(t: Callable[..., str], cards: Sequence[Sequence[Any]]) -> str:
    return " + ".join(f"{suit_name(t, c[0])} {c[1]}" for c in cards)


def refusal_text(t: Callable[..., str], refusal: IllegalAction) -> str:
    """Suit ids among the parameters become the suit's name in the player's language."""
    return t(refusal.key, **{k: _param(t, v) for k, v in refusal.params.items()})


def _param(t: Callable[..., str], value: Any) -> Any:
    """Suit ids and message keys among the parameters are shown in the player's language."""
    if not isinstance(value, str):
        return value
    if value in SUITS:
        return suit_name(t, value)
    if "." in value and t(value) != value:
        return t(value)
    return value


def event_text(t: Callable[..., str], names: Sequence[str], e: dict[str, Any]) -> str | None:
    kind = e.get("type")
    if kind == "deal":
        return t("woodlanders.log.deal", round=e["round"], name=names[e["dealer"]])
    if kind == "warden":
        text = t("woodlanders.log.warden", name=names[e["seat"]], suit=suit_name(t, e["suit"]))
        if e.get("trump"):
            text += " " + t("woodlanders.log.trump", suit=suit_name(t, e["trump"]))
        return text
    if kind == "dealer_choice":
        return t(
            "woodlanders.log.dealer_choice",
            name=names[e["seat"]],
            pain=suit_name(t, e["pain"]),
            trump=suit_name(t, e["trump"]),
            aside=suit_name(t, e["aside"]),
        )
    if kind == "play":
        return t("woodlanders.log.play", name=names[e["seat"]], cards=cards_text(t, e["cards"]), total=e["total"])
    if kind == "trick":
        if e.get("discarded"):
            return t(
                "woodlanders.log.trick_pain", name=names[e["winner"]], n=len(e["collected"]), m=len(e["discarded"])
            )
        return t("woodlanders.log.trick", name=names[e["winner"]], n=len(e["collected"]))
    if kind == "round_end":
        best = [names[i] for i, r in enumerate(e["ranks"]) if r == 1]
        return t("woodlanders.log.round_end", round=e["round"], names=", ".join(best))
    if kind == "game_end":
        return t("woodlanders.log.game_end")
    return None
