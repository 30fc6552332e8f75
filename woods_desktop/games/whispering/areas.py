"""What each area of the Whispering Woods table shows, read from the view and what is in hand.

Items only (ids, faces, marks, tips) and the forest map's overlay: the drawing is the zones' and the
art's, so nothing here draws. `table` is the declaration (`WhisperingTable`): its picks, hint, the
forest shown and the seat port.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Iterable

from woods_desktop.app import theme
from woods_desktop.games.whispering.art import HINT_STEP
from woods_desktop.games.whispering.event_effects import walk_overlay
from woods_desktop.games.whispering.forest import ACT
from woods_desktop.games.whispering.rules.actions import StartAnimal
from woods_desktop.games.whispering.rules.paths import frontier
from woods_desktop.games.whispering.rules.view import START, WhisperingView
from woods_desktop.games.whispering.text import (
    ANIMALS,
    MANY_PATHS,
    SoloWords,
    animal_name,
    element_name,
    objective_words,
    tile_tip,
)
from woods_desktop.games.whispering.tile_layout import tile_face
from woods_desktop.table.art import DIMMED, HINTED, LEGAL, SELECTED, TARGET
from woods_desktop.table.board_zones import hex_item
from woods_desktop.table.checklist import CheckRow
from woods_desktop.table.zone_kinds import Choice
from woods_desktop.table.zones import Item

U = "whispering.ui."
S = "whispering.solo."
Hex = tuple[int, int]
SPACE = "space"


def solo_words(t: Any, view: WhisperingView) -> SoloWords | None:
    if view.mission is None:
        return None
    words = tuple(objective_words(t, o.key, o.params) for o in view.objectives)
    return SoloWords(view.mission, view.min_score or 0, words)


def colour(table: Any, seat: int, animal: int | None = None) -> tuple[int, int, int]:
    """A seat's colour; solo: the animal's own (the four animals are the four colours)."""
    if table.solo and animal is not None:
        return animal_colour(animal)
    seats = table.ctx.seats()
    c = seats[seat].colour if seat < len(seats) else seat
    return tuple(theme.PLAYER_COLOURS[c % len(theme.PLAYER_COLOURS)][1])  # type: ignore[return-value]


def forest(table: Any, view: WhisperingView) -> Iterable[Item]:
    """The forest shown: its tiles (what can be used now glows) and, with a tile in hand, the places it may
    go; over them the animals, the selected animal's paths, the hint's ghosts and paths."""
    t, picks, seat, zone = table.app.t, table.picks, table.shown, table.ctx.zone("forest")
    cells = view.forests[seat]
    mine = table.mine(view)
    ends, nexts, traced = (picks.ends(), picks.nexts(), picks.traced()) if mine else (set(), set(), [])
    starts = picks.starts() if mine else set()
    items: list[Item] = []
    for c in cells:
        marks = {TARGET} if c.hex in ends else {LEGAL} if c.hex in nexts else set()
        if c.hex == picks.animal or c.hex in traced:
            marks.add(SELECTED)
        if c.hex in starts:
            marks.add(ACT)
        items.append(hex_item(c.hex, tile_face(c.tile, c.task_side), marks, cell_tip(table, seat, c)))
    for h in picks.spots() if mine else ():
        items.append(hex_item(h, ("spot",), (LEGAL,), t(U + "tip_spot")))
    items.sort(key=lambda it: (it.at[1], it.at[0]))
    on_map = seat == view.me
    ghosts: dict[Hex, Hashable] = table.hints.ghosts(table.tiles) if on_map else {}
    overrides, hidden = walk_overlay(table.ctx.hold, seat, table.tiles)
    tile = table.tiles.get(picks.tile) if picks.tile is not None else None
    paths = picks.paths() if mine else []
    zone.set_overlay(
        animals={c.hex: (c.animal, colour(table, seat, c.animal)) for c in cells if c.animal is not None},
        paths=paths if len(paths) <= MANY_PATHS else [],
        end_paths=picks.end_paths() if len(paths) > MANY_PATHS else {},
        chosen=picks.chosen() if mine else (),
        hint_paths=table.hints.paths() if on_map else [],
        ghosts=ghosts,
        preview=tile_face(tile, picks.side == "task") if tile is not None else None,
        overrides=overrides,
        hidden=hidden,
    )
    zone.caption = t(U + ("forest_yours" if seat == table.ctx.viewer else "forest_of"), name=table.ctx.name_of(seat))
    zone.help = t(U + "map_help") if table.app.fonts.text_size <= 1 else ""  # a larger text: at the rail's foot
    zone.set_items(items)
    hexes = [c.hex for c in cells]
    # fitted when the turn or the forest shown changes, or a hint arrives; never as tiles are laid, so the
    # fit holds the places the turn's second tile may glow on too (two rings out: they spilt over the
    # map's caption and help)
    key = (seat, view.turn, view.to_move, id(table.hints.plan))
    near = frontier(hexes)
    zone.fit_to(hexes + sorted(near | frontier(hexes + sorted(near)) | set(ghosts)), key)
    return items


def cell_tip(table: Any, seat: int, cell: Any) -> str:
    t = table.app.t
    tip = tile_tip(t, cell.tile, cell.task_side)
    if cell.animal is not None:
        tip += " " + t(U + "tip_animal", name=table.ctx.name_of(seat), animal=animal_name(t, cell.animal))
    return str(tip)


def display(table: Any, view: WhisperingView) -> Iterable[Item]:
    """The display's slots; the tiles the hint takes badged with their step. A tile that may be taken now is
    marked `ACT` (keyboard focus rests only on those: not on the tiles left once this turn's are taken)."""
    t, picks = table.app.t, table.picks
    hinted = table.hints.display_steps()
    takeable = picks.tiles() if table.ctx.my_turn() else set()
    usable = takeable if picks.tile is None else set()  # all glow until one is taken
    for i, tile in enumerate(view.display):
        if tile is None:
            yield Item(("slot", i), ("slot",), frozenset({DIMMED}), t(U + "tip_slot"))
            continue
        chosen = tile.id == picks.tile
        face = tile_face(tile, chosen and picks.side == "task")
        marks: set[str] = {SELECTED} if chosen else {LEGAL} if tile.id in usable else set()
        if tile.id in takeable:
            marks.add(ACT)
        if tile.id in hinted:
            marks.add(HINTED)
            if len(hinted) > 1:  # which ghost it goes to
                marks.add(f"{HINT_STEP}{hinted[tile.id]}")
        yield Item(("tile", tile.id), face, frozenset(marks), tile_tip(t, tile, face[0] == "task"))


def picker(table: Any, view: WhisperingView) -> Iterable[Item]:
    """While a refresh is chosen: the completed tiles that may pay for it, large over the map (never the
    starting tile, which has only a task side)."""
    if not table.picks.refresh_mode or view.me is None:
        return
    can, flip = table.picks.refreshable(), table.hints.flips()
    for d in view.done[view.me]:
        if d.tile.id in can:
            marks = frozenset({LEGAL} | ({HINTED} if d.tile.id in flip else set()))
            yield Item(("done", d.tile.id), tile_face(d.tile, True), marks, tile_tip(table.app.t, d.tile, True))


def animals(table: Any, view: WhisperingView) -> Iterable[Item]:
    """With a task side in hand: each unused animal that may go on it (the chosen one outlined, the
    hint's in amber). Solo setup B: the four the engine offers for the starting tile, glowing."""
    picks, t = table.picks, table.app.t
    if view.phase == START and table.ctx.my_turn():
        seat = view.me if view.me is not None else 0
        hinted = next((a.animal for a in table.hints.actions() if isinstance(a, StartAnimal)), None)
        for action in table.legal():
            if isinstance(action, StartAnimal):
                a = action.animal
                face = ("animal", ANIMALS[a % len(ANIMALS)], colour(table, seat, a))
                marks = {LEGAL, TARGET} if a == hinted else {LEGAL}
                yield Item(("animal", a), face, frozenset(marks), t(S + "tip_start_animal", animal=animal_name(t, a)))
        return
    if picks.tile is None or picks.side != "task" or not table.ctx.my_turn():
        return
    hinted = table.hints.animals().get(picks.tile)
    seat = view.me if view.me is not None else 0
    for a in picks.animals():
        marks = {SELECTED} if a == picks.new_animal else set()
        if a == hinted:
            marks.add(TARGET)
        face = ("animal", ANIMALS[a % len(ANIMALS)], colour(table, seat, a))
        yield Item(("animal", a), face, frozenset(marks), t(U + "tip_animal_pick", animal=animal_name(t, a)))


def tabs(table: Any, view: WhisperingView) -> Iterable[Item]:
    if table.solo:
        return []
    bar = table.ctx.zone("forests")
    bar.set_choices([Choice(("seat", i), table.ctx.name_of(i)) for i in range(view.seats)])
    shown = ("seat", table.shown)
    return [Item(it.id, it.face, it.marks | ({SELECTED} if it.id == shown else set()), it.tip) for it in bar.items]


def board(table: Any, view: WhisperingView) -> Iterable[Item]:
    """Solo: the scoring board's spaces in rows of eight, each with what it holds or what opens it."""
    if not table.solo:
        return
    t, nxt = table.app.t, next_free(view)
    for space in view.board:
        marks = frozenset({SELECTED}) if space.index == nxt else frozenset()
        row, col = divmod(space.index, 8)
        yield Item(("space", space.index), space_face(space, nxt), marks, space_tip(t, view, space, nxt), at=(row, col))


def next_free(view: WhisperingView) -> int | None:
    """The space the tile drawn at the end of this turn goes onto."""
    if view.phase == "over":
        return None
    return next((s.index for s in view.board if s.open and s.tile is None), None)


def space_tip(t: Any, view: WhisperingView, space: Any, nxt: int | None) -> str:
    n = space.index + 1
    if space.tile is not None:
        element = element_name(t, space.tile.element)
        if space.removed:
            removed = ", ".join(element_name(t, r.element) for r in space.removed)
            return str(t(S + "space_used", n=n, element=element, removed=removed))
        return str(t(S + "space_used_none", n=n, element=element))
    if not space.open:
        k = (space.unlock or 0) + 1
        o = view.objectives[k - 1]
        return str(t(S + "space_locked", n=n, k=k, objective=objective_words(t, o.key, o.params)))
    if space.index == nxt:
        return str(t(S + "space_next", n=n))
    if space.unlock is not None:
        return str(t(S + "space_opened", n=n, k=space.unlock + 1))
    return str(t(S + "space_free", n=n))


def bonus(table: Any, view: WhisperingView) -> Iterable[Item]:
    """The bonus cards still to take: each kind's card with a pip per card left (greyed when none is)."""
    t = table.app.t
    for (size, points), left in zip(view.bonus_points, view.bonus_left) if not table.solo else ():
        tip = f"{t(U + 'bonus_card', size=size, points=points)} · {t(U + 'bonus_left', n=left)}"
        yield Item(("bonus", size), ("bonus", size, points, left), frozenset() if left else frozenset({DIMMED}), tip)


# -- the solo mission's panels: what they list (solo_panels.py draws them) ------------------------------
def animal_colour(animal: int) -> tuple[int, int, int]:
    """An animal's colour in the solo mode (its own player colour: red, blue, yellow, purple)."""
    return tuple(theme.PLAYER_COLOURS[animal % len(theme.PLAYER_COLOURS)][1])  # type: ignore[return-value]


def animal_shape(animal: int) -> str:
    return theme.PLAYER_COLOURS[animal % len(theme.PLAYER_COLOURS)][2]


def space_face(space: Any, next_free: int | None) -> tuple[Hashable, ...]:
    """A board space's face: used (the element drawn, how many display tiles it removed), free (the next
    one to fill marked), opened by an objective, or locked (with the objective that opens it)."""
    number = space.index + 1
    if space.tile is not None:
        return (SPACE, "used", space.tile.element, len(space.removed), number)
    if not space.open:
        return (SPACE, "locked", (space.unlock or 0) + 1, number)
    kind = "next" if space.index == next_free else "free"
    return (SPACE, kind, number, None if space.unlock is None else space.unlock + 1)


@dataclass(frozen=True)
class AnimalRow:
    """One animal's column of the tasks-by-animal panel."""

    kind: str  # deer, frog, bird, hare
    animal: int
    tasks: str  # "2 tasks"
    points: str  # "9 pts"
    waiting: bool  # still on its animal tile (not yet in the forest)


def checklist_rows(t: Any, view: Any) -> list[CheckRow]:
    """Each objective with its count so far ("2 of 4 animals"), then the score against the minimum."""
    rows = [CheckRow(o.met, t(o.key, **o.params), 1.0 if o.met else o.n / max(1, o.of)) for o in view.objectives]
    me = view.me if view.me is not None else 0
    score, least = view.scores[me], view.min_score or 0
    rows.append(CheckRow(score >= least, t(S + "score", score=score, min=least), score / max(1, least)))
    return rows


def animal_rows(t: Any, view: Any) -> list[AnimalRow]:
    me = view.me if view.me is not None else 0
    unused = view.unused_animals(me)
    rows = []
    for a, done in enumerate(view.by_animal(me)):
        points = sum(d.tile.points for d in done)
        tasks, worth = t(S + "animal_tasks", n=len(done)), t(S + "animal_points", n=points)
        rows.append(AnimalRow(ANIMALS[a % len(ANIMALS)], a, tasks, worth, a in unused))
    return rows
