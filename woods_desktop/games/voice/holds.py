"""What the Voice table keeps in view before play goes on: a refused word, who takes which card after
the last cube, and the field refreshed by a computer. Each waits for the person who acts next."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from woods_desktop.core.controllers import PERSON
from woods_desktop.games.voice.text import ended
from woods_desktop.table.flow import Hold
from woods_desktop.table.port import SeatInfo

CONTROL_EVENTS = ("leader", "elder", "deadlock")
CONTROL_LINES = ("deadlock", "leader", "replace", "hole", "leader_cube", "elder", "elder_decline")
REFRESH_LINES = ("refresh_draw", "refresh_place", "refresh_discard", "keep_field", "removed", "round_end")
SHOWN = ("control", "refresh", "refused")  # the holds the table draws (the kit draws its own)

LineOf = Callable[[dict[str, Any]], "str | None"]


def holds_for(
    t: Callable[..., str],
    line_of: LineOf,
    seats: Sequence[SeatInfo],
    events: list[dict[str, Any]],
    refused: Hold | None,
) -> list[Hold]:
    """The refused word's hold first (made when its NoWord was sent), then control, then a computer's
    refresh; each with (title, [(seat, line), ...]) to show, the lines worded as the log words them."""
    holds = [refused] if refused is not None else []
    kinds = {e.get("type") for e in events}

    def lines(wanted: tuple[str, ...]) -> list[tuple[Any, str]]:
        return [(e.get("seat"), text) for e in events if e.get("type") in wanted and (text := line_of(e))]

    if kinds & set(CONTROL_EVENTS):
        title = t("voice.ui.control_title")
        data = (
            (title, lines(CONTROL_LINES), "voice.ui.hold_last")
            if "game_end" in kinds
            else (title, lines(CONTROL_LINES))
        )
        holds.append(Hold("control", data, 5.0, wait_for_person=True))
    first = next((e.get("seat") for e in events if e.get("type") == "refresh_place"), None)
    if "round_end" in kinds and isinstance(first, int) and seats[first].controller != PERSON:
        holds.append(Hold("refresh", (t("voice.ui.refresh_title"), lines(REFRESH_LINES)), 4.0, wait_for_person=True))
    return holds


def hint(ctx: Any, hold: Hold | None) -> str:
    """How to go on: the last round's control says the game's end comes next, never another round; on the table
    display (nobody plays at this screen) it goes on by itself, asking no click."""
    t = ctx.app.t
    last = hold is not None and isinstance(hold.data, tuple) and len(hold.data) > 2
    if ctx.table_display():
        return str(t("voice.ui.display_last" if last else "voice.ui.display_goes_on"))
    return str(t(hold.data[2] if last else "voice.ui.hold_skip"))  # type: ignore[union-attr]


def hold_lines(t: Callable[..., str], hold: Hold, marker: Callable[[int], Any]) -> tuple[str, list[tuple[Any, str]]]:
    """A shown hold's title and its lines, each with the seat's marker (None: no seat)."""
    title, body = hold.data[:2]
    if hold.kind == "refused":
        return title, [(None, ended(body)), (None, t("voice.ui.refused_cost"))]  # the judge's reason, with its stop
    return title, [(marker(seat) if isinstance(seat, int) else None, text) for seat, text in body]
