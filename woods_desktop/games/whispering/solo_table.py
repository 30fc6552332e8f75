"""The solo variant's part of the Whispering Woods table: its regions (no forest tabs, no scoreboard, no
bonus cards; the mission line, the scoring board, the checklist and the tasks by animal instead), the
board's spaces as a zone with tooltips, the step-4 hold and the hint's aim.

Everything shown is read from the view's solo fields (`board`, `objectives`, `turns_left`, `min_score`):
the screen counts nothing of its own.
"""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from woods_desktop.games.whispering import solo_panels as SP
from woods_desktop.games.whispering.rules.actions import Complete, Refresh
from woods_desktop.games.whispering.rules.view import OVER, WhisperingView
from woods_desktop.games.whispering.text import ANIMALS, element_name, objective_words, removed_words
from woods_desktop.games.whispering.text import T as Words
from woods_desktop.table.art import SELECTED
from woods_desktop.table.layout import Region
from woods_desktop.table.zones import Item

T = "whispering.solo."
U = "whispering.ui."
DRAW_SECONDS = 3.0  # step 4 stays in view this long (a click skips it)


def regions(objectives: int) -> tuple[Region, ...]:
    """The base table's left column and map; above the map the mission line; the sidebar holds the toolbar,
    the scoring board, the checklist (one row per objective and one for the score), the tasks by animal
    and the log."""
    check_h = 30 + 44 * (objectives + 1)
    check_y = 60 + 26 + 100 + 8
    animals_y = check_y + check_h + 8
    log_y = animals_y + 64 + 8
    return (
        Region("status", 16, 6, 396, 48, "left", "top"),
        Region("mission", 420, 12, 464, 40, "left", "top", grow_w=1.0),
        Region("display_label", 20, 62, 172, 24, "left", "top"),
        Region("display", 20, 90, 172, 300, "left", "top"),
        Region("actions", 16, 404, 180, 236, "left", "top"),
        Region("forest", 208, 60, 676, 584, "left", "top", grow_w=1.0, grow_h=1.0),
        Region("prompt", 16, 652, 868, 56, "left", "bottom", grow_w=1.0),
        Region("toolbar", 900, 12, 364, 40, "right", "top"),
        Region("board_label", 900, 60, 364, 26, "right", "top"),
        Region("board", 900, 88, 364, 98, "right", "top"),
        Region("checklist", 900, check_y, 364, check_h, "right", "top"),
        Region("animals", 900, animals_y, 364, 64, "right", "top"),
        Region("log", 900, log_y, 364, 708 - log_y, "right", "top", grow_h=1.0),
    )


def next_free(view: WhisperingView) -> int | None:
    """The space the tile drawn at the end of this turn goes onto."""
    if view.phase == OVER:
        return None
    return next((s.index for s in view.board if s.open and s.tile is None), None)


def fill_board(table: Any, view: WhisperingView) -> None:
    """The board's spaces in rows of eight, each with its tooltip (what was drawn onto it and what it
    removed; free; or locked, with the objective that opens it)."""
    t = table.app.t
    nxt = next_free(view)
    items = []
    for space in view.board:
        face = SP.space_face(space, nxt)
        marks = frozenset({SELECTED}) if space.index == nxt else frozenset()
        row, col = divmod(space.index, SP.PER_ROW)
        items.append(Item(("space", space.index), face, marks, space_tip(t, view, space, nxt), at=(row, col)))
    table.zone("board").set_items(items)


def space_tip(t: Words, view: WhisperingView, space: Any, nxt: int | None) -> str:
    n = space.index + 1
    if space.tile is not None:
        element = element_name(t, space.tile.element)
        if space.removed:
            removed = ", ".join(element_name(t, r.element) for r in space.removed)
            return t(T + "space_used", n=n, element=element, removed=removed)
        return t(T + "space_used_none", n=n, element=element)
    if not space.open:
        k = (space.unlock or 0) + 1
        objective = view.objectives[k - 1]
        return t(T + "space_locked", n=n, k=k, objective=objective_words(t, objective.key, objective.params))
    if space.index == nxt:
        return t(T + "space_next", n=n)
    if space.unlock is not None:
        return t(T + "space_opened", n=n, k=space.unlock + 1)
    return t(T + "space_free", n=n)


def checklist_rows(t: Words, view: WhisperingView) -> list[SP.CheckRow]:
    """Each objective with its count so far ("2 of 4 animals"), then the score against the minimum."""
    rows = [SP.CheckRow(o.met, t(o.key, **o.params), 1.0 if o.met else o.n / max(1, o.of)) for o in view.objectives]
    me = view.me if view.me is not None else 0
    score, least = view.scores[me], view.min_score or 0
    rows.append(SP.CheckRow(score >= least, t(T + "score", score=score, min=least), score / max(1, least)))
    return rows


def animal_rows(t: Words, view: WhisperingView) -> list[SP.AnimalRow]:
    me = view.me if view.me is not None else 0
    unused = view.unused_animals(me)
    rows = []
    for a, done in enumerate(view.by_animal(me)):
        points = sum(d.tile.points for d in done)
        tasks, worth = t(T + "animal_tasks", n=len(done)), t(T + "animal_points", n=points)
        rows.append(SP.AnimalRow(ANIMALS[a % len(ANIMALS)], a, tasks, worth, a in unused))
    return rows


def header_text(t: Words, view: WhisperingView) -> str:
    me = view.me if view.me is not None else 0
    return t(
        T + "header",
        level=view.mission,
        score=view.scores[me],
        min=view.min_score,
        turns=view.turns_left if view.turns_left is not None else 0,
    )


def draw_panels(table: Any, surface: pygame.Surface, view: WhisperingView) -> None:
    """The solo mode's header and sidebar panels (the zones draw the display, the map and the spaces)."""
    from woods_desktop.games.whispering import panels as P

    app, t = table.app, table.app.t
    whose = t(U + "turn_of", name=table.name_of(view.to_move)) if view.to_move is not None else t(U + "over")
    info = t(T + "info", n=view.bag_count, cost=view.refresh_cost)
    P.draw_status(surface, app, table.rect("status"), t(U + "round", n=view.turn) + " · " + whose, info, "")
    rows = checklist_rows(t, view)
    SP.draw_header(surface, app, table.rect("mission"), header_text(t, view), all(r.met for r in rows))
    refreshing = table.picks.refresh_mode
    label = t(U + "refresh_pick") if refreshing else t(U + "display", n=view.bag_count)
    P.draw_tray(surface, app, table.rect("display"), table.rect("display_label"), label, refreshing)
    locked = sum(1 for s in view.board if not s.open)
    used = view.spaces_filled()
    words = t(T + ("board_locked" if locked else "board"), used=used, open=view.spaces_open(), locked=locked)
    SP.draw_board_label(surface, app, table.rect("board_label"), table.rect("board"), words)
    SP.draw_checklist(surface, app, table.rect("checklist"), t(T + "checklist"), rows)
    SP.draw_animals(surface, app, table.rect("animals"), t(T + "animals"), animal_rows(t, view))


def animal_target(table: Any, animal: int) -> tuple[int, int]:
    """Where a completed task flies to: its animal's place in the tasks-by-animal panel."""
    r = table.rect("animals")
    pad = table.app.px(8)
    col_w = (r.w - 2 * pad) // 4
    return (r.x + pad + col_w * (animal % 4) + table.app.px(16), r.centery)


def draw_step4_hold(table: Any, surface: pygame.Surface, e: Mapping[str, Any]) -> None:
    """Step 4: the tile drawn onto the board, the display tiles of its element that leave the game."""
    t, tiles = table.app.t, table.tiles
    drawn = tiles[e["tile"]]
    removed = [tiles[r] for r in e.get("removed", ()) if r in tiles]
    element = element_name(t, e.get("element"))
    n = int(e.get("space", 0)) + 1
    if removed:
        text = t(T + "draw_text", element=element, space=n, removed=removed_words(t, tiles, e.get("removed", ())))
    else:
        text = t(T + "draw_text_none", element=element, space=n)
    if table.view().phase == OVER:
        text += " " + t(T + "draw_last")
    SP.draw_step4(
        surface,
        table.app,
        table.art,
        table.rect("forest"),
        t(T + "draw_title"),
        text,
        t(U + "hold_skip"),
        drawn,
        removed,
    )


def with_aim(t: Words, view: WhisperingView, plan: Any, text: str) -> str:
    """The solver's hint with what it aims at: an objective (as the checklist words it) or the score. On
    the last turn a plan that completes nothing says so: building towards a task would be no use."""
    actions = getattr(plan, "actions", ())
    if view.turns_left == 1 and not any(isinstance(a, (Complete, Refresh)) for a in actions):
        return t(T + "hint_last_turn")
    aim = getattr(plan, "aim", None)
    if aim is not None and 0 <= aim < len(view.objectives):
        o = view.objectives[aim]
        return text + " " + t(T + "aim", objective=objective_words(t, o.key, o.params))
    if getattr(plan, "aim_key", None):
        me = view.me if view.me is not None else 0
        return text + " " + t(T + "aim_score", score=view.scores[me], min=view.min_score)
    return text


__all__ = ["DRAW_SECONDS", "draw_panels", "fill_board", "regions", "with_aim"]
