"""What the Voice prompt and the scoreboard's notes say: whose turn and what to do, never what cannot be
done; a person at the table is waited for, only a computer "is thinking"."""

from __future__ import annotations

import math
from typing import Any

from woods_desktop.core.controllers import COMPUTER
from woods_desktop.games.voice.areas import kind
from woods_desktop.games.voice.composing import Composer
from woods_desktop.games.voice.holds import hint
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import COMPOSE, PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.table.scoreboard import Column, Row, Scoreboard


def prompt(ctx: Any, composer: Composer, view: VoiceView, legal: list[Any]) -> str:
    t = ctx.app.t
    if composer.problem:
        return ""  # the refusal panel stands in the prompt's place
    if ctx.hold is not None:
        return hint(ctx, ctx.hold)
    seat = view.to_move
    if seat is None:
        return str(t(f"voice.phase.{view.phase}"))
    name = ctx.name_of(seat)
    if view.phase == COMPOSE:
        if composer.pending is not None:
            return str(t("voice.ui.checking"))
        if composer.composing(view):
            if composer.table_minute_running(view):
                return str(t("voice.ui.table_minute_running"))
            if composer.hidden(view):  # before the minute: the table's is everyone's, a private one the writer's
                together = composer.writing_together(view)
                return str(t("voice.ui.table_minute_ready") if together else t("voice.ui.your_word", name=name))
            if composer.mode == "table":  # the shared minute is over: each types the word written, in turn
                return str(t("voice.ui.time_up_typing", name=name))
            return str(t("voice.ui.typing", name=name))
        watch = composer.watch
        if watch is not None and watch.started:  # a network game: the writer's minute, as the host runs it
            return str(t("voice.ui.composing_left", name=name, seconds=math.ceil(watch.remaining_ms() / 1000)))
        return str(t("voice.ui.composing", name=name))
    if not ctx.my_turn():
        seats = ctx.seats()
        computer = seat < len(seats) and seats[seat].controller == COMPUTER
        return str(t("voice.ui.thinking" if computer else "voice.ui.waiting", name=name))
    return _move_prompt(ctx, view, name, legal)


def _move_prompt(ctx: Any, view: VoiceView, name: str, legal: list[Any]) -> str:
    t = ctx.app.t
    b = ctx.builder
    placing = view.placing
    if view.phase == PLACE and placing is not None:
        if placing.penalty:
            return str(t("voice.ui.prompt_penalty", name=name))
        if any(isinstance(a, A.MoveCube) for a in legal):
            return str(t("voice.ui.prompt_move", name=name) + " " + t("voice.ui.legend_move"))
        return str(t("voice.ui.prompt_place", name=name, left=len(placing.todo)))
    if any(isinstance(a, A.LeaderCube) for a in legal):
        return str(t("voice.ui.prompt_leader", name=name))
    if any(isinstance(a, A.ElderTrade) for a in legal):
        return str(t("voice.ui.prompt_elder", name=name))
    if any(isinstance(a, A.RefreshPlace) for a in legal):
        picked = b is not None and any(kind(p) == "drawn" for p in b.picks)
        return str(t("voice.ui.prompt_refresh_place" if picked else "voice.ui.prompt_refresh_pick", name=name))
    if any(isinstance(a, (A.RemoveLine, A.RemoveCard)) for a in legal):
        return str(t("voice.ui.prompt_remove", name=name))
    return str(t(f"voice.phase.{view.phase}"))


def note(t: Any, view: VoiceView, seat: int, together: bool = False) -> str:
    """The line under a seat's name on the scoreboard: writing, done, or the word once revealed. In the
    table's shared minute (`together`) everyone is writing, not only the seat whose word is typed next."""
    if view.phase == COMPOSE and not view.composed[seat]:
        return str(t("voice.ui.writing")) if together or view.to_move == seat else ""
    word = view.words[seat]  # the viewer's own word while composing; everyone's once revealed
    if word is None and view.phase == COMPOSE and view.blank[seat]:
        # the minute ran out (or the seat passed): everyone saw it, and no word waits to be read
        return str(t("voice.ui.done_time" if view.blank[seat] == A.NOWORD_TIME else "voice.ui.done_pass"))
    if word is None:
        return str(t("voice.ui.done")) if view.phase == COMPOSE else ""
    if word.kind == "word":
        return str(word.word)
    if word.reason in A.NOWORD_REASONS:
        return str(t(word.reason))
    return str(t(A.NOWORD_REFUSED))  # the judge's full reason is in the log; the row says it short


def scoreboard(ctx: Any, view: VoiceView, advanced: bool, together: bool = False) -> Scoreboard:
    """Cubes left and cards won per seat (letter points too in the advanced game, where cards break ties),
    each column with a legend; the note under a name says who writes and, once revealed, the word. While
    the table writes `together` in its shared minute no row is marked as the one to move."""
    t = ctx.app.t
    legend = "voice.ui.legend_cards_tie" if advanced else "voice.ui.legend_cards"
    columns = [Column(t("voice.ui.col_cubes"), legend=t("voice.ui.legend_cubes"))]
    columns.append(Column(t("voice.ui.col_cards"), legend=t(legend)))
    if advanced:
        columns.append(Column(t("voice.ui.col_points"), legend=t("voice.ui.legend_points")))
    rows = []
    for i in range(view.seats):
        s = view.standings[i]
        values: list[Any] = [view.supply[i], s.cards] + ([s.points] if advanced else [])
        current = view.to_move == i and not together
        rows.append(Row(ctx.short_name(i), ctx.marker(i), values, current, note(t, view, i, together)))
    return Scoreboard(columns, rows)
