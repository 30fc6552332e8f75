"""What the Whispering Woods table says and offers now: the prompt, the action slots' states and the
scoreboard, from the view and what is in hand. A slot or a prompt never offers what cannot be done:
a disabled slot says why, and the prompt names a key only while its slot works.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.whispering.areas import next_free
from woods_desktop.games.whispering.picks import other_side
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, Refresh
from woods_desktop.games.whispering.rules.scoring import bonus_card
from woods_desktop.games.whispering.rules.view import OVER, PLACE, SECOND, TASKS, WhisperingView
from woods_desktop.games.whispering.text import move_prompt, objective_words
from woods_desktop.table.action_bar import SlotState
from woods_desktop.table.scoreboard import Column, Row, Scoreboard

U = "whispering.ui."
S = "whispering.solo."


def prompt(table: Any, view: WhisperingView) -> str:
    t, ctx, picks, hints = table.app.t, table.ctx, table.picks, table.hints
    hold = ctx.hold
    if hold is not None:
        return str(t(U + ("walking" if hold.kind == "walk" else "hold_skip")))
    if view.phase == OVER or view.to_move is None:
        return str(t(U + "over"))
    name = ctx.name_of(view.to_move)
    if not ctx.my_turn():
        if ctx.viewer is None and not any(s.human for s in ctx.seats()):
            return str(t(U + "watching", name=name))
        return str(t(U + ("waiting_tasks" if view.phase == TASKS else "waiting_place"), name=name))
    holding = picks.tile is not None or picks.animal is not None or picks.refresh_mode
    if hints.plan is not None and not holding:  # with something in hand, what to do with it comes first
        text = hints.words(t, table.tiles, view)
        return with_aim(t, view, hints.plan, text) if table.solo else text
    if hints.thinking():
        return str(t(U + "hint_thinking_prompt"))
    if table.shown != view.me:
        return str(t(U + "look_only", name=ctx.name_of(table.shown)))
    return move_prompt(t, view, picks, table.tiles)


def slot_states(table: Any, view: WhisperingView) -> dict[str, SlotState]:
    """Flip the tile in hand; refresh (pressed while its choice is open: pressed again, it cancels); walk
    the path shown at an end of several; end the turn (with the bonus card it takes as its picture)."""
    t, picks, ctx = table.app.t, table.picks, table.ctx
    out: dict[str, SlotState] = {}
    if not ctx.my_turn():
        return out
    if view.phase in (PLACE, SECOND) and picks.tile is not None:
        other = other_side(picks.side)
        why = None if picks.side_possible(other) else picks.why_not(picks.tile, other)
        reason = table.refusal_text(why) if why is not None else None
        out["flip"] = SlotState(why is None, t(U + "flip_to_" + other), reason)
    if view.phase == PLACE:
        why = picks.why_no_refresh()
        reason = table.refusal_text(why) if why is not None else None
        label = t(U + "refresh", n=view.refresh_cost)
        out["refresh"] = SlotState(why is None, label, reason, pressed=picks.refresh_mode)
    if picks.end_pick is not None:
        out["walk"] = SlotState(True, t(U + "walk", i=picks.end_pick[1] + 1, n=len(picks.to_end(picks.end_pick[0]))))
    if EndTurn() in table.legal():
        out["end"] = SlotState(True, t(U + "end_turn"), picture=end_picture(table, view))
    return out


def end_picture(table: Any, view: WhisperingView) -> Any:
    """The bonus card the end of the turn takes (solo: the board space the drawn tile goes onto), drawn
    beside "End turn" so the label stays one line."""
    art = table.art
    if table.solo:
        space = next_free(view)
        if space is None:
            return None
        face = ("space", "next", space + 1, None)
        return lambda surface, box: table.ctx.zone("board").art.draw(surface, face, box, frozenset())
    taken = bonus_card(view.tasks_this_turn, view.bonus_left, [size for size, _ in view.bonus_points])
    if taken is None:
        return None
    size, points = view.bonus_points[taken]
    return lambda surface, box: art.draw(surface, ("bonus", size, points), box, frozenset())


def scoreboard(table: Any, view: WhisperingView) -> Scoreboard:
    """Tasks against the end's target, the score now (tasks less refresh flips) and with the bonus cards;
    under each name the animals still in hand and the flips."""
    t, ctx = table.app.t, table.ctx
    columns = [
        # the widest figures ("10/10") and heading («Задания»): at a larger text in the sidebar that keeps its
        # width (the forest's), the heading keeps a size above its 100 % one
        Column(t(U + "col_tasks"), 1.3, legend=t(U + "legend_tasks")),
        Column(t(U + "col_score"), legend=t(U + "legend_score", n=view.refresh_cost)),
        Column(t(U + "col_total"), legend=t(U + "legend_total")),
    ]
    rows = []
    for i in range(view.seats):
        flips = view.flips(i)
        now = view.task_points[i] - flips * view.refresh_cost
        note = t(U + ("row_note_flips" if flips else "row_note"), n=view.animals_left[i], flips=flips)
        values = [f"{view.completed(i)}/{view.task_target}", now, view.scores[i]]
        rows.append(Row(ctx.short_name(i), ctx.marker(i), values, view.to_move == i, note))
    return Scoreboard(columns, rows, name_share=0.5)


def with_aim(t: Any, view: WhisperingView, plan: Any, text: str) -> str:
    """The solver's hint with what it aims at: an objective (as the checklist words it) or the score. On
    the last turn a plan that completes nothing says so: building towards a task would be no use."""
    actions = getattr(plan, "actions", ())
    if view.turns_left == 1 and not any(isinstance(a, (Complete, Refresh)) for a in actions):
        return str(t(S + "hint_last_turn"))
    aim = getattr(plan, "aim", None)
    if aim is not None and 0 <= aim < len(view.objectives):
        o = view.objectives[aim]
        return f"{text} {t(S + 'aim', objective=objective_words(t, o.key, o.params))}"
    if getattr(plan, "aim_key", None):
        me = view.me if view.me is not None else 0
        return f"{text} {t(S + 'aim_score', score=view.scores[me], min=view.min_score)}"
    return text
