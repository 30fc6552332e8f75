"""What the Woodlanders prompt says: whose turn, what to choose, what the picked cards make."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.woodlanders.rules.view import WoodlandersView
from woods_desktop.games.woodlanders.text import cards_text, suit_name


def prompt(ctx: Any, view: WoodlandersView, holding: bool) -> str:
    t = ctx.app.t
    hold = ctx.hold
    if hold is not None:
        return str(t("woodlanders.ui.hold_skip") if hold.kind != "last" else t("woodlanders.ui.last_hint"))
    seat = view.to_move
    if view.phase == "over" or seat is None:
        return str(t("woodlanders.log.game_end"))
    name = ctx.name_of(seat)
    if not ctx.my_turn():
        if ctx.viewer is None and not any(s.human for s in ctx.seats()):
            return str(t("woodlanders.ui.watching"))
        warden = view.phase in ("wardens", "dealer_choice")
        return str(t("woodlanders.ui.waiting_warden" if warden else "woodlanders.ui.waiting", name=name))
    if view.phase == "wardens":
        if view.variant == "three-player":
            return str(t("woodlanders.ui.choose_warden_three", name=name))
        last = len(view.wardens_left) == 2
        return str(t("woodlanders.ui.choose_warden_last" if last else "woodlanders.ui.choose_warden", name=name))
    b = ctx.builder
    if view.phase == "dealer_choice":
        if b is not None and b.picks:
            return str(t("woodlanders.ui.choose_trump", name=name, suit=suit_name(t, b.picks[0][1])))
        return str(t("woodlanders.ui.choose_pain_dealer", name=name))
    play = b.complete() if b is not None else None
    if play is not None:
        return str(t("woodlanders.ui.ready_play", cards=cards_text(t, play.cards), total=play.total))
    return str(t("woodlanders.ui.hint_play"))
