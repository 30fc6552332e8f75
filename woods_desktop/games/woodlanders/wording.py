"""What the Woodlanders table says: the prompt (whose turn, what to choose, what the picked cards make), the
caption over the trick, and the scoreboard."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.woodlanders.rules.view import WoodlandersView
from woods_desktop.games.woodlanders.text import cards_text, suit_name
from woods_desktop.table.scoreboard import Column, Row, Scoreboard


def prompt(ctx: Any, view: WoodlandersView, holding: bool) -> str:
    t = ctx.app.t
    hold = ctx.hold
    if hold is not None and hold.kind == "last":
        return str(t("woodlanders.ui.last_hint"))
    if hold is not None and ctx.table_display():  # nobody here to click: what happened, and it goes on by itself
        if hold.kind == "summary":
            return summary_go_on(ctx, ctx.port.is_over())
        trick = getattr(hold.data, "trick", None)
        return str(t("woodlanders.ui.display_trick", name=ctx.name_of(trick.winner)) if trick else "")
    if hold is not None:
        return str(t("woodlanders.ui.hold_skip"))
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


def summary_go_on(ctx: Any, last: bool) -> str:
    """Under a round's summary: a click for the next round (or the game's end), or on the table display that
    it comes by itself."""
    key = ("display_" if ctx.table_display() else "summary_") + ("last" if last else "next")
    return str(ctx.app.t("woodlanders.ui." + key))


def caption_text(ctx: Any, view: WoodlandersView, held: Any) -> str:
    """Over the trick: whose it was (a finished trick held), who is winning it, or who leads."""
    t = ctx.app.t
    if held is not None and held.trick is not None:
        return str(t("woodlanders.ui.last_trick_won", name=ctx.name_of(held.trick.winner)))
    if view.trick and view.winning is not None:
        return str(t("woodlanders.ui.winning", name=ctx.name_of(view.winning)))
    if view.phase == "play" and view.to_move is not None and held is None:
        return str(t("woodlanders.ui.to_lead", name=ctx.name_of(view.to_move)))
    return ""


def scoreboard(ctx: Any, view: WoodlandersView, shown: Any, summary: Any = None) -> Scoreboard:
    """This round's score and the game's, with each seat's pain suit, from the view the table has shown (the
    finished round's, and the game's after it, while its summary is up)."""
    t = ctx.app.t
    columns = [
        Column(t("woodlanders.ui.col_round"), legend=t("woodlanders.ui.legend_round")),
        Column(t("woodlanders.ui.col_game"), legend=t("woodlanders.ui.legend_game")),
    ]
    game = summary.game_points if summary is not None else view.game_points
    rows = []
    for i in range(view.seats):
        pain = shown.pain[i]
        note = (
            t("woodlanders.ui.pain", suit=suit_name(t, pain))
            if pain
            else (t("woodlanders.ui.no_pain") if i == view.robot_seat else "")
        )
        rows.append(Row(ctx.short_name(i), ctx.marker(i), [shown.scores[i], game[i]], shown.to_move == i, note))
    return Scoreboard(columns, rows)
