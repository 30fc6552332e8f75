"""The Whispering Woods table, declared on the table kit: your forest on a hex map, the display, the
score piles in figures, the bonus cards, the log and a hint.

What may be clicked comes from the legal actions: tiles and places through one `ActionBuilder`
(tile, side, hex), a task's paths through another (the hexes in order, so a path may be traced tile
by tile or picked by its end); why not comes from the engine's refusal (`paths.task_blocker` when an
animal has no path at all). A completed task is a short hold in which the animal walks its path and
the tile flies to the score pile; the end's trigger is a hold too. The hint runs the hard computer's
`plan_turn` on a worker thread and only shows its plan. The kit carries whose eyes (nothing is
private here, so hot seat needs no pass screen), computers, undo, the log and the result.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering import panels as P
from woods_desktop.games.whispering.art import HEX_RATIO, WoodsArt, tile_face
from woods_desktop.games.whispering.forest import ACT, DisplayZone, ForestZone, hex_item, item_hex
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.paths import frontier, task_blocker
from woods_desktop.games.whispering.rules.scoring import bonus_card
from woods_desktop.games.whispering.rules.view import OVER, PLACE, SECOND, TASKS, WhisperingView
from woods_desktop.games.whispering.text import ForestLog, animal_name, element_name, event_text, hint_text, tile_tip
from woods_desktop.games.whispering.text import refusal_text as refusal_words
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, TARGET
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import Region
from woods_desktop.table.panels import Column, Row, Scoreboard
from woods_desktop.table.runner import ComputerRunner
from woods_desktop.table.scene import TableScene
from woods_desktop.table.zones import Choice, ChoiceBar, Item, Zone, with_marks

U = "whispering.ui."
STEP_S = 0.22  # a walking animal's time per tile (at animation speed 1)
FLY_S = 0.55  # the completed tile's flight to the score pile
WALK_SHARE = 0.7  # of a completion's hold, the walk (the rest: the flight)
Hex = tuple[int, int]


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player picks to place a tile: the display tile, the side it shows, the place."""
    if isinstance(action, PlaceForest):
        return (("tile", action.tile), ("side", "forest"), ("hex", action.q, action.r))
    if isinstance(action, PlaceTask):
        return (("tile", action.tile), ("side", "task"), ("hex", action.q, action.r))
    return ()


def path_parts(action: Any) -> tuple[Hashable, ...]:
    """A completion as the hexes its animal steps onto, in order."""
    return tuple(("hex", q, r) for q, r in action.path) if isinstance(action, Complete) else ()


def walk_seconds(steps: int) -> float:
    return STEP_S * steps / WALK_SHARE


class _HintBot:
    """The hard computer's plan for this turn, asked on the kit's worker thread."""

    def choose(self, view: Any, legal: list[Any]) -> Any:
        from woods_desktop.games.whispering.bots import plan_turn

        return plan_turn(view, legal, "hard")


@register_scene("whispering")
class WhisperingTable(TableScene):
    game_id = "whispering"
    frame_positions = ("placing", "paths", "big_forest")
    shake_zone = "display"

    def enter(self, session: Any = None, **kwargs: Any) -> None:
        data = session.definition.extras.get("data") if session is not None else None
        colours = {e.id: tuple(e.colour) for e in data.elements} if data is not None else None
        self.tiles: dict[int, Any] = {t.id: t for t in data.tiles} if data is not None else {}
        self.art = WoodsArt(self.app, colours)
        self.place: ActionBuilder | None = None  # tile, side, hex
        self.path: ActionBuilder | None = None  # the selected animal's paths, hex by hex
        self.side = "forest"  # the side the tile in hand shows
        self.animal: Hex | None = None  # the selected task tile (its animal walks)
        self.end_pick: tuple[Hex, int] | None = None  # an end with several paths: which one is shown
        self.refresh_mode = False  # choosing the completed task to flip for a refresh
        self.shown = 0  # whose forest the map shows
        self.pinned = False  # the player chose that forest (a tab): it stays until the next turn
        self.note = ""
        self.hint: Any = None
        self.hint_key: tuple[Any, ...] | None = None
        self.hint_runner = ComputerRunner()
        self._continue: Hex | None = None  # a chain goes on from the tile the animal reached
        self._legal: list[Any] | None = None
        self._turn_key: tuple[Any, ...] | None = None
        self._view_key: tuple[Any, ...] | None = None
        self._view: Any = None
        self._board: tuple[Any, Scoreboard] | None = None
        self._walk_phase: tuple[int, bool] | None = None
        self._right: tuple[int, int] | None = None
        self.forest_log = ForestLog(self.app.t, [s.name for s in session.seats] if session else [], self.tiles)
        super().enter(session)
        self._start_with(kwargs.get("start"))

    def _start_with(self, start: str | None) -> None:
        """Open with something picked (bench positions and screenshots): "tile" a display tile in hand,
        "paths" the first animal's paths shown."""
        if start == "tile" and self.place is not None:
            tile = min((p[1] for p in self.place.usable() if isinstance(p, tuple) and p[0] == "tile"), default=None)
            if tile is not None:
                self.select_tile(int(tile))
        elif start == "paths":
            first = next((a for a in self._legal or () if isinstance(a, Complete)), None)
            if first is not None:
                self._select_animal((first.q, first.r), quiet=True)
        self.refresh()

    # -- the declaration: regions and zones ------------------------------------------------------------
    def regions(self) -> Sequence[Region]:
        """The display and the actions in a column on the left, the forest large in the middle with the
        header and the forest tabs above it and the prompt below; the sidebar: toolbar, scoreboard, bonus
        cards, log."""
        n = len(self.session.seats)
        score_h = 92 + 40 * n
        bonus_y = 60 + score_h + 8
        log_y = bonus_y + 56 + 8
        return (
            Region("status", 16, 6, 396, 48, "left", "top"),
            Region("forests", 420, 12, 464, 40, "left", "top", grow_w=1.0),
            Region("display_label", 20, 62, 172, 24, "left", "top"),
            Region("display", 20, 90, 172, 300, "left", "top"),
            Region("actions", 16, 404, 180, 236, "left", "top"),
            Region("forest", 208, 60, 676, 584, "left", "top", grow_w=1.0, grow_h=1.0),
            Region("prompt", 16, 652, 868, 56, "left", "bottom", grow_w=1.0),
            Region("toolbar", 900, 12, 364, 40, "right", "top"),
            Region("score", 900, 60, 364, score_h, "right", "top"),
            Region("bonus", 900, bonus_y, 364, 56, "right", "top"),
            Region("log", 900, log_y, 364, 708 - log_y, "right", "top", grow_h=1.0),
        )

    def build_zones(self) -> Sequence[Zone]:
        return (
            ForestZone("forest", self.art),
            DisplayZone("display", self.art, item_ratio=HEX_RATIO, max_item_w=118, rows=3),
            ChoiceBar("forests", self._draw_tab, max_w=180),
            ChoiceBar("actions", self._draw_choice, max_w=216, vertical=True, max_h=50),
        )

    def extra_buttons(self) -> Sequence[tuple[str, str, Any, str]]:
        return (("hint", self.app.t(U + "hint"), self.ask_hint, "icon-tip"),)

    # -- reading the game ------------------------------------------------------------------------------
    def view(self) -> Any:
        """The viewer's view, built once per change of the game (not per frame)."""
        actions = self.session.actions
        key = (self.viewer, len(actions), id(actions), actions[-1] if actions else None)
        if key != self._view_key:
            self._view_key = key
            self._view = self.session.port(self.viewer).view()
            self._board = None
        return self._view

    def _port_refusal(self, action: Any) -> IllegalAction | None:
        return self.session.port(self.viewer).refusal(action)

    def _colour(self, seat: int) -> tuple[int, int, int]:
        seats = self.session.seats
        colour = seats[seat].colour if seat < len(seats) else seat
        return theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)][1]

    @property
    def sel_tile(self) -> int | None:
        """The display tile in hand (picked in the place builder)."""
        if self.place is None:
            return None
        return next((int(p[1]) for p in self.place.picks if isinstance(p, tuple) and p[0] == "tile"), None)

    def _spot(self, view: WhisperingView) -> Hex:
        """Some empty place beside the viewer's forest (to ask the engine why a tile cannot go anywhere)."""
        me = view.me if view.me is not None else 0
        return min(frontier(view.forest(me)))

    # -- filling the zones from the view ---------------------------------------------------------------
    def fill(self, view: WhisperingView, legal: list[Any]) -> None:
        self._sync_turn(view)
        if legal != self._legal:
            self._legal = list(legal)
            self._reset_picks(legal)
        self._fill_forest(view)
        self._fill_display(view)
        self._fill_tabs(view)
        self._fill_actions(view)
        button = self.buttons.get("hint")
        if button is not None:
            thinking = self.hint_key is not None and self.hint is None and self.hint_runner.busy()
            button.text = self.app.t(U + ("hint_thinking" if thinking else "hint"))
            button.enabled = self.my_turn() and not thinking

    def _sync_turn(self, view: WhisperingView) -> None:
        """The map follows the seat to move (your own forest on your turn) unless a tab was chosen."""
        key = (view.to_move, view.turn, self.viewer)
        if key != self._turn_key:
            self._turn_key = key
            self.pinned = False
        if self.pinned:
            return
        if self.my_turn() and self.viewer is not None:
            self.shown = self.viewer
        elif view.to_move is not None:
            self.shown = view.to_move
        elif self.viewer is not None:
            self.shown = self.viewer

    def _reset_picks(self, legal: list[Any]) -> None:
        places = [a for a in legal if isinstance(a, (PlaceForest, PlaceTask))]
        self.place = ActionBuilder(places, parts, self._explain) if places else None
        self.path = None
        self.animal = None
        self.end_pick = None
        self.refresh_mode = self.refresh_mode and any(isinstance(a, Refresh) for a in legal)
        self.note = ""
        if self.hint_key != self._hint_key():
            self.hint = None
            self.hint_key = None
            self.hint_runner.cancel()
        if legal and self._continue is not None:
            start = self._continue
            self._continue = None
            if any(isinstance(a, Complete) and (a.q, a.r) == start for a in legal):
                self._select_animal(start, quiet=True)

    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        """Why picks could not go together, in the engine's words (a task side with no animal left...)."""
        view = self.view()
        tile = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "tile"), None)
        side = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "side"), "forest")
        if tile is None:
            return None
        q, r = self._spot(view)
        return self._port_refusal(PlaceTask(int(tile), q, r) if side == "task" else PlaceForest(int(tile), q, r))

    def _fill_forest(self, view: WhisperingView) -> None:
        zone = self.zone("forest")
        assert isinstance(zone, ForestZone)
        t = self.app.t
        seat = self.shown
        cells = view.forests[seat]
        mine = self.my_turn() and seat == view.to_move
        spots: set[Hex] = set()
        if mine and self.place is not None and self.sel_tile is not None:
            spots = {(int(p[1]), int(p[2])) for p in self.place.pickable() if isinstance(p, tuple) and p[0] == "hex"}
        starts = {(a.q, a.r) for a in self._legal or () if isinstance(a, Complete)} if mine else set()
        ends: set[Hex] = set()
        nexts: set[Hex] = set()
        traced: list[Hex] = []
        remaining: list[Complete] = []
        if mine and self.path is not None:
            remaining = self.path.remaining()
            ends = {a.path[-1] for a in remaining}
            nexts = {(int(p[1]), int(p[2])) for p in self.path.pickable() if isinstance(p, tuple)} - ends
            traced = [(int(p[1]), int(p[2])) for p in self.path.picks if isinstance(p, tuple)]
        items: list[Item] = []
        for c in cells:
            h = c.hex
            marks: set[str] = set()
            if h in ends:
                marks.add(TARGET)
            elif h in nexts:
                marks.add(LEGAL)
            if h == self.animal or h in traced:
                marks.add(SELECTED)
            if h in starts:
                marks.add(ACT)
            items.append(hex_item(h, tile_face(c.tile, c.task_side), marks, self._cell_tip(view, seat, c)))
        for h in spots:
            items.append(hex_item(h, ("spot",), (LEGAL,), t(U + "tip_spot")))
        items.sort(key=lambda it: (it.at[1], it.at[0]))
        zone.set_items(items)
        self._keep_focus(zone)
        colour = self._colour(seat)
        chosen: tuple[Hex, ...] = ()
        start = self.animal
        if start is not None and remaining:
            picked = self._picked_path()
            if picked is not None:
                chosen = (start, *picked.path)
            elif len(remaining) == 1:
                chosen = (start, *remaining[0].path)
            elif traced:
                chosen = (start, *traced)
        ghosts: dict[Hex, Hashable] = {}
        hint_paths: list[tuple[Hex, ...]] = []
        if self.hint is not None and seat == view.me:
            for a in self.hint.actions:
                if isinstance(a, (PlaceForest, PlaceTask)) and a.tile in self.tiles:
                    ghosts[(a.q, a.r)] = tile_face(self.tiles[a.tile], isinstance(a, PlaceTask))
                elif isinstance(a, Complete):
                    hint_paths.append(((a.q, a.r), *a.path))
        overrides, hidden = self._walk_overlay(seat)
        preview = None
        if self.sel_tile is not None and self.sel_tile in self.tiles:
            preview = tile_face(self.tiles[self.sel_tile], self.side == "task")
        zone.set_overlay(
            animals={c.hex: (c.animal, colour) for c in cells if c.animal is not None},
            paths=[(start, *a.path) for a in remaining] if start is not None else [],
            chosen=chosen,
            hint_paths=hint_paths,
            ghosts=ghosts,
            preview=preview,
            overrides=overrides,
            hidden=hidden,
        )
        owner = self.name_of(seat)
        zone.caption = t(U + ("forest_yours" if seat == self.viewer else "forest_of"), name=owner)
        zone.help = t(U + "map_help")
        hexes = [c.hex for c in cells]
        zone.fit_to(hexes + sorted(frontier(hexes)), seat)

    def _walk_overlay(self, seat: int) -> tuple[dict[Hex, Hashable], set[Hex]]:
        """While an animal walks, the tile it walks to still shows its forest side and no animal."""
        hold = self.flow.current_hold()
        if hold is None or hold.kind != "walk" or hold.data.get("seat") != seat or self._walk_done(hold):
            return {}, set()
        end = tuple(hold.data["path"][-1])
        tile = self.tiles.get(hold.data.get("end_tile", -1))
        if tile is None:
            return {}, {end}  # type: ignore[return-value]
        return {end: tile_face(tile, False)}, {end}  # type: ignore[dict-item, arg-type]

    @staticmethod
    def _walk_progress(hold: Hold) -> float:
        return 1.0 - hold.left / hold.seconds if hold.seconds else 1.0

    def _walk_done(self, hold: Hold) -> bool:
        return self._walk_progress(hold) >= WALK_SHARE

    def _cell_tip(self, view: WhisperingView, seat: int, cell: Any) -> str:
        t = self.app.t
        tip = tile_tip(t, cell.tile, cell.task_side)
        if cell.animal is not None:
            tip += " " + t(U + "tip_animal", name=self.name_of(seat), animal=animal_name(t, cell.animal))
        return tip

    @staticmethod
    def _keep_focus(zone: Zone) -> None:
        """Keyboard focus never rests on an item it cannot use."""
        if zone.focus is not None and zone.focus not in zone.focusable_indexes():
            zone.move_focus(0)

    def _fill_display(self, view: WhisperingView) -> None:
        zone = self.zone("display")
        t = self.app.t
        items: list[Item] = []
        if self.refresh_mode and view.me is not None:
            can = {a.tile for a in self._legal or () if isinstance(a, Refresh)}
            for d in view.done[view.me]:
                if d.flipped:
                    continue
                marks = frozenset({LEGAL}) if d.tile.id in can else frozenset({DIMMED})
                items.append(Item(("done", d.tile.id), tile_face(d.tile, True), marks, tile_tip(t, d.tile, True)))
        else:
            hinted = set()
            if self.hint is not None:
                hinted = {a.tile for a in self.hint.actions if isinstance(a, (PlaceForest, PlaceTask))}
            usable = self.place.usable() if self.place is not None else set()
            for i, tile in enumerate(view.display):
                if tile is None:
                    items.append(Item(("slot", i), ("slot",), frozenset({DIMMED}), t(U + "tip_slot")))
                    continue
                chosen = tile.id == self.sel_tile
                face = tile_face(tile, chosen and self.side == "task")
                marks = set()
                if chosen:
                    marks.add(SELECTED)
                elif ("tile", tile.id) in usable and self.sel_tile is None:
                    marks.add(LEGAL)  # take one: all glow until one is in hand (the others stay clickable)
                if tile.id in hinted:
                    marks.add(TARGET)
                items.append(Item(("tile", tile.id), face, frozenset(marks), tile_tip(t, tile, face[0] == "task")))
        zone.set_items(items)
        self._keep_focus(zone)

    def _fill_tabs(self, view: WhisperingView) -> None:
        bar = self.zone("forests")
        assert isinstance(bar, ChoiceBar)
        bar.set_choices([Choice(("seat", i), self.name_of(i)) for i in range(view.seats)])
        bar.items = [with_marks(it, SELECTED) if it.id == ("seat", self.shown) else it for it in bar.items]

    def _fill_actions(self, view: WhisperingView) -> None:
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        t = self.app.t
        choices: list[Choice] = []
        if self.viewer is not None and self.shown != self.viewer:
            choices.append(Choice("back", t(U + "back")))
        legal = self._legal or []
        if self.my_turn():
            tile = self.sel_tile
            if view.phase in (PLACE, SECOND) and tile is not None:
                other = "task" if self.side == "forest" else "forest"
                why = None if self._side_possible(other) else self._flip_reason(other)
                choices.append(Choice("flip", t(U + "flip_to_" + other), why is None, why))
            if view.phase == PLACE:
                if self.refresh_mode:
                    choices.append(Choice("cancel", t(U + "cancel")))
                else:
                    why = None if any(isinstance(a, Refresh) for a in legal) else self._refresh_reason(view)
                    choices.append(Choice("refresh", t(U + "refresh", n=view.refresh_cost), why is None, why))
            if self.end_pick is not None and self.path is not None:
                count = len([a for a in self.path.remaining() if a.path[-1] == self.end_pick[0]])
                choices.append(Choice("walk", t(U + "walk", i=self.end_pick[1] + 1, n=count)))
            if any(isinstance(a, EndTurn) for a in legal):
                choices.append(Choice("end", self._end_label(view)))
        bar.set_choices(choices)
        self._keep_focus(bar)

    def _end_label(self, view: WhisperingView) -> str:
        t = self.app.t
        sizes = [size for size, _ in view.bonus_points]
        taken = bonus_card(view.tasks_this_turn, view.bonus_left, sizes)
        if taken is None:
            return t(U + "end_turn")
        size, points = view.bonus_points[taken]
        return t(U + "end_bonus", size=size, n=points)

    def _side_possible(self, side: str) -> bool:
        tile = self.sel_tile
        if self.place is None or tile is None:
            return False
        return any(parts(a)[:2] == (("tile", tile), ("side", side)) for a in self.place.legal)

    def _flip_reason(self, side: str) -> str:
        view = self.view()
        tile = self.sel_tile if self.sel_tile is not None else -1
        q, r = self._spot(view)
        refusal = self._port_refusal(PlaceTask(tile, q, r) if side == "task" else PlaceForest(tile, q, r))
        return self.refusal_text(refusal) if refusal is not None else ""

    def _refresh_reason(self, view: WhisperingView) -> str:
        me = view.me if view.me is not None else 0
        tile = next((d.tile.id for d in view.done[me] if not d.flipped), -1)
        refusal = self._port_refusal(Refresh(tile))
        return self.refusal_text(refusal) if refusal is not None else ""

    # -- acting ----------------------------------------------------------------------------------------
    def click_target(self, zone_id: str, item_id: Hashable) -> None:
        """The forest tabs (and the way back to your forest) work on anybody's turn: looking is free."""
        if zone_id == "forests" or (zone_id == "actions" and item_id == "back"):
            self.on_item(zone_id, item_id)
            self.dirty = True
            return
        super().click_target(zone_id, item_id)

    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        if zone_id == "forests" and isinstance(item_id, tuple):
            self.show_forest(int(item_id[1]))
        elif zone_id == "actions":
            self._on_action(item_id)
        elif zone_id == "display" and isinstance(item_id, tuple):
            self._on_display(item_id)
        elif zone_id == "forest":
            self._on_map(item_id)
        self.refresh()

    def show_forest(self, seat: int) -> None:
        self.shown = seat
        self.pinned = seat != self.viewer
        self.app.sound.play("click")

    def _on_action(self, item_id: Hashable) -> None:
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        choice = next((c for c in bar.choices if c.id == item_id), None)
        if choice is None:
            return
        if not choice.enabled:
            self.refuse(choice.tip or self.app.t(U + "not_now"))
            return
        if item_id == "back":
            self.show_forest(self.viewer if self.viewer is not None else 0)
        elif item_id == "flip":
            self.flip()
        elif item_id == "refresh":
            self.refresh_mode = True
            if self.place is not None:
                self.place.clear()
        elif item_id == "cancel":
            self.refresh_mode = False
        elif item_id == "walk":
            picked = self._picked_path()
            if picked is not None:
                self._walk(picked)
        elif item_id == "end":
            self.act(EndTurn())

    def _on_display(self, item_id: tuple[Any, ...]) -> None:
        view = self.view()
        kind = item_id[0]
        if kind == "slot":
            self.refuse(self.app.t(U + "empty_slot"))
            return
        if kind == "done":
            action = Refresh(int(item_id[1]))
            if action in (self._legal or ()):
                self.act(action)
            else:
                self._refuse_action(action)
            return
        tile = int(item_id[1])
        if self.place is None:
            self._refuse_action(PlaceForest(tile, *self._spot(view)))
            return
        if self.sel_tile == tile:
            self.place.clear()
            return
        self.select_tile(tile)

    def _refuse_action(self, action: Any) -> None:
        refusal = self._port_refusal(action)
        self.refuse(refusal if refusal is not None else self.app.t(U + "not_now"))

    def select_tile(self, tile: int) -> None:
        """Take a display tile in hand, showing the side it showed last if it may go that way."""
        b = self.place
        if b is None:
            return
        b.clear()
        self.refresh_mode = False
        pick = b.pick(("tile", tile))
        if not pick.accepted:
            self.refuse(pick.reason or self.app.t(U + "not_now"))
            return
        for side in (self.side, "task" if self.side == "forest" else "forest"):
            if ("side", side) in b.pickable():
                b.pick(("side", side))
                self.side = side
                break
        self.app.sound.play("click")

    def flip(self) -> None:
        """Turn the tile in hand over: forest side to task side and back (the engine says why not)."""
        tile = self.sel_tile
        if tile is None or self.place is None:
            self.refuse(self.app.t(U + "flip_nothing"))
            return
        other = "task" if self.side == "forest" else "forest"
        if not self._side_possible(other):
            self.refuse(self._flip_reason(other))
            return
        self.place.clear()
        self.place.pick(("tile", tile))
        self.place.pick(("side", other))
        self.side = other
        self.app.sound.play("card")

    def _on_map(self, item_id: Hashable) -> None:
        h = item_hex(item_id)
        view = self.view()
        me = view.me
        if h is None or me is None:
            return
        if self.shown != me:
            self.refuse(self.app.t(U + "look_only", name=self.name_of(self.shown)))
            return
        cell = view.forest(me).get(h)
        if view.phase in (PLACE, SECOND):
            tile = self.sel_tile
            if tile is None or self.place is None:
                if cell is not None and cell.animal is not None:
                    self._refuse_action(Complete(h[0], h[1], ()))
                else:
                    self.refuse(self.app.t(U + "take_first"))
                return
            part = ("hex", h[0], h[1])
            if part in self.place.pickable():
                pick = self.place.pick(part)
                if pick.complete is not None:
                    self.act(pick.complete)
                    return
            side = PlaceTask if self.side == "task" else PlaceForest
            self._refuse_action(side(tile, h[0], h[1]))
            return
        if view.phase != TASKS:
            return
        if self.animal is not None and self.path is not None:
            if h == self.animal:
                self._deselect()
                return
            if self._path_click(h):
                return
        if cell is not None and cell.animal is not None:
            self._select_animal(h)
            return
        if self.animal is not None:
            self.refuse(self.app.t(U + "not_on_path"))
            return
        self._refuse_action(Complete(h[0], h[1], ()))

    def _deselect(self) -> None:
        self.animal = None
        self.path = None
        self.end_pick = None

    def _select_animal(self, h: Hex, quiet: bool = False) -> None:
        """Show every path of the animal on `h`; when it has none, say why (no matching path, a task side in
        the way, or a forest that would split)."""
        starts = [a for a in self._legal or () if isinstance(a, Complete) and (a.q, a.r) == h]
        if not starts:
            if quiet:
                return
            view = self.view()
            me = view.me if view.me is not None else 0
            cell = view.forest(me).get(h)
            reason = task_blocker(view.forest_map(me), h, cell.tile.task) if cell is not None else None
            if reason is not None:
                self.refuse(IllegalAction("whispering.refused." + reason))
            else:
                self._refuse_action(Complete(h[0], h[1], ()))
            return
        self.animal = h
        self.path = ActionBuilder(starts, path_parts, ordered=True)
        self.end_pick = None
        if not quiet:
            self.app.sound.play("click")

    def _path_click(self, h: Hex) -> bool:
        """A path's end walks it (several paths to one end: each click shows the next, Walk goes); a
        next step traces the path tile by tile. False when `h` is neither."""
        b = self.path
        assert b is not None
        to_end = [a for a in b.remaining() if a.path[-1] == h]
        if len(to_end) == 1:
            self._walk(to_end[0])
            return True
        if to_end:
            k = (self.end_pick[1] + 1) % len(to_end) if self.end_pick is not None and self.end_pick[0] == h else 0
            self.end_pick = (h, k)
            self.app.sound.play("click")
            return True
        part = ("hex", h[0], h[1])
        if part in b.pickable() or (b.picks and part == b.picks[-1]):
            pick = b.pick(part)
            self.end_pick = None
            if pick.complete is not None:
                self._walk(pick.complete)
            return True
        return False

    def _picked_path(self) -> Complete | None:
        if self.end_pick is None or self.path is None:
            return None
        end, k = self.end_pick
        to_end = [a for a in self.path.remaining() if a.path[-1] == end]
        return to_end[k % len(to_end)] if to_end else None

    def _walk(self, action: Complete) -> None:
        self._continue = action.path[-1]
        if not self.act(action):
            self._continue = None

    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        done = super().act(action, holds)
        if done:
            self.app.sound.play("card")
        return done

    def refusal_text(self, refusal: IllegalAction) -> str:
        return refusal_words(self.app.t, refusal)

    # -- the hint ----------------------------------------------------------------------------------------
    def _hint_key(self) -> tuple[Any, ...]:
        actions = self.session.actions
        return ("hint", len(actions), id(actions), self.viewer)

    def ask_hint(self) -> None:
        """The hard computer's plan for this turn, thought on a worker thread; shown, never played."""
        if not self.my_turn():
            self.refuse(self.app.t(U + "hint_not_now"))
            return
        key = self._hint_key()
        if self.hint_key == key:
            if self.hint is not None:  # asked again: hide it
                self.hint = None
                self.hint_key = None
                self.refresh()
            return
        self.hint_key = key
        self.hint = None
        port = self.session.port(self.viewer)
        self.hint_runner.start(key, _HintBot(), port.view(), port.legal_actions())
        self.refresh()

    def busy(self) -> bool:
        return super().busy() or self.hint_runner.busy()

    # -- input -------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.confirm_quiet(event) or self.app.scene is not self:
            super().handle(event)
            return
        if event.type == pygame.KEYDOWN and not self.flow.holds and self._key(event):
            self.dirty = True
            return
        forest = self.zone("forest")
        assert isinstance(forest, ForestZone)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not forest.dragged and not self.flow.holds:
            self._right_click(event.pos)
        super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """F turns the tile in hand over, H asks for a hint, E ends the turn, + - 0 zoom and fit the map."""
        k = event.key
        forest = self.zone("forest")
        assert isinstance(forest, ForestZone)
        if event.mod & pygame.KMOD_CTRL:
            return False
        if k == pygame.K_f:
            if self.my_turn():
                self.flip()
                self.refresh()
            return True
        if k == pygame.K_h:
            self.ask_hint()
            return True
        if k == pygame.K_e:
            if EndTurn() in (self._legal or ()) and self.my_turn():
                self.act(EndTurn())
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            grow = k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            forest.zoom_by(1.2 if grow else 1 / 1.2, forest.rect.center)
            return True
        if k in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            forest.refit()
            self.refresh()
            return True
        return False

    def _right_click(self, pos: tuple[int, int]) -> None:
        """A right click turns the tile in hand over (on a display tile: takes it first)."""
        if not self.my_turn():
            return
        display = self.zone("display")
        hit = display.hit(pos)
        if hit is not None and isinstance(hit.id, tuple) and hit.id[0] == "tile":
            if self.sel_tile != hit.id[1] and self.place is not None:
                self.select_tile(int(hit.id[1]))
            self.flip()
            self.refresh()
        elif self.zone("forest").rect.collidepoint(pos) and self.sel_tile is not None:
            self.flip()
            self.refresh()

    # -- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.hint_key is not None and self.hint is None and self.hint_runner.started(self.hint_key):
            try:
                done, plan = self.hint_runner.poll(self.hint_key)
            except Exception:  # a hint that failed says so instead of freezing the table
                done, plan = True, None
                self.hint_key = None
                self.app.toast(self.app.t(U + "hint_failed"), "error")
            if done:
                self.hint = plan
                self.refresh()
        hold = self.flow.current_hold()
        phase = (id(hold), self._walk_done(hold)) if hold is not None and hold.kind == "walk" else None
        if phase != self._walk_phase:
            self._walk_phase = phase
            self.refresh()
        return moving

    def hold_moves(self) -> bool:
        hold = self.flow.current_hold()
        return hold is not None and hold.kind == "walk"

    # -- holds ---------------------------------------------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """A completed task: the animal walks its path and the tile flies to the score pile (a click skips
        it). The end's trigger: announced until a click."""
        holds = []
        for e in events:
            if e.get("type") == "complete":
                holds.append(Hold("walk", dict(e), seconds=walk_seconds(len(e.get("path", ())))))
            elif e.get("type") == "end_triggered":
                holds.append(Hold("end", dict(e), seconds=None))
        return holds

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        kinds = {e.get("type") for e in events}
        if "end_triggered" in kinds or any(e.get("bonus") for e in events if e.get("type") == "end_turn"):
            self.app.sound.play("chime")

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        if hold.kind == "walk":
            self._draw_walk(surface, hold)
        elif hold.kind == "end":
            t = self.app.t
            e = hold.data
            last = self.name_of(e.get("last_seat"))
            if e.get("reason") == "target":
                text = t(U + "end_target", name=self.name_of(e.get("seat")), n=self.view().task_target, last=last)
            else:
                text = t(U + "end_display", last=last)
            P.draw_notice(surface, self.app, self.rect("forest"), t(U + "end_title"), text, t(U + "hold_skip"))

    def _draw_walk(self, surface: pygame.Surface, hold: Hold) -> None:
        """The animal steps from tile to tile; then the completed tile flies to its owner's score row."""
        e = hold.data
        seat = e.get("seat")
        tile = self.tiles.get(e.get("tile", -1))
        zone = self.zone("forest")
        if seat != self.shown or tile is None or not isinstance(zone, ForestZone):
            return
        start = (int(e["q"]), int(e["r"]))
        path = [start, *[(int(h[0]), int(h[1])) for h in e.get("path", ())]]
        progress = self._walk_progress(hold)
        face = tile_face(tile, True)
        rect = zone.hex_rect(start)
        clip = surface.get_clip()
        if progress < WALK_SHARE:
            surface.set_clip(zone.rect)
            self.art.draw(surface, face, rect, frozenset())
            f = progress / WALK_SHARE * (len(path) - 1)
            i = min(int(f), len(path) - 2)
            (ax, ay), (bx, by) = zone.hex_centre(path[i]), zone.hex_centre(path[i + 1])
            k = f - i
            zone.draw_animal(
                surface, (ax + (bx - ax) * k, ay + (by - ay) * k), int(e.get("animal", 0)), self._colour(seat)
            )
            surface.set_clip(clip)
            return
        g = min(1.0, (progress - WALK_SHARE) / (1 - WALK_SHARE))
        g = 1 - (1 - g) ** 2
        score = self.rect("score")
        n = max(1, len(self.session.seats))
        row_h = min(self.app.px(44), (score.h - self.app.px(60)) // n)
        target = (score.x + score.w // 3, score.y + self.app.px(32) + row_h * seat + row_h // 2)
        w = max(8, round(rect.w * (1 - 0.6 * g)))
        moving = pygame.Rect(0, 0, w, round(w * HEX_RATIO))
        moving.center = (
            round(rect.centerx + (target[0] - rect.centerx) * g),
            round(rect.centery + (target[1] - rect.centery) * g),
        )
        self.art.draw(surface, face, moving, frozenset())

    # -- panels --------------------------------------------------------------------------------------------
    def prompt(self, view: WhisperingView) -> str:
        t = self.app.t
        hold = self.flow.current_hold()
        if hold is not None:
            return t(U + ("walking" if hold.kind == "walk" else "hold_skip"))
        if view.phase == OVER or view.to_move is None:
            return t(U + "over")
        name = self.name_of(view.to_move)
        if not self.my_turn():
            if self.viewer is None and not any(s.human for s in self.session.seats):
                return t(U + "watching", name=name)
            return t(U + ("waiting_tasks" if view.phase == TASKS else "waiting_place"), name=name)
        if self.note:
            return self.note
        if self.hint is not None:
            return hint_text(t, self.hint.why, self.hint.params, self.hint.expected, self.tiles)
        if self.hint_key is not None:
            return t(U + "hint_thinking_prompt")
        if self.shown != view.me:
            return t(U + "look_only", name=self.name_of(self.shown))
        return self._move_prompt(view)

    def _move_prompt(self, view: WhisperingView) -> str:
        t = self.app.t
        tile = self.tiles.get(self.sel_tile) if self.sel_tile is not None else None
        if view.phase == PLACE and self.refresh_mode:
            return t(U + "prompt_refresh", n=view.refresh_cost)
        if view.phase in (PLACE, SECOND) and tile is not None:
            if self.side == "task":
                return t(U + "prompt_place_task", animal=animal_name(t, view.animals - view.animals_left[view.me or 0]))
            return t(U + "prompt_place_forest", element=element_name(t, tile.element))
        if view.phase == PLACE:
            return t(U + "prompt_take", n=view.animals_left[view.me or 0])
        if view.phase == SECOND:
            return t(U + "prompt_second")
        if self.animal is not None and self.path is not None:
            if self.end_pick is not None:
                count = len([a for a in self.path.remaining() if a.path[-1] == self.end_pick[0]])
                return t(U + "prompt_cycle", n=count, i=self.end_pick[1] + 1)
            return t(U + "prompt_paths", n=len(self.path.remaining()))
        if any(isinstance(a, Complete) for a in self._legal or ()):
            return t(U + "prompt_tasks", n=view.tasks_this_turn)
        return t(U + "prompt_no_tasks")

    def scoreboard(self, view: WhisperingView) -> Scoreboard | None:
        if self._board is not None and self._board[0] is view:
            return self._board[1]
        t = self.app.t
        columns = [
            Column(t(U + "col_tasks"), legend=t(U + "legend_tasks")),
            Column(t(U + "col_score"), legend=t(U + "legend_score", n=view.refresh_cost)),
            Column(t(U + "col_total"), legend=t(U + "legend_total")),
        ]
        rows = []
        for i in range(view.seats):
            flips = view.flips(i)
            now = view.task_points[i] - flips * view.refresh_cost
            note = t(U + ("row_note_flips" if flips else "row_note"), n=view.animals_left[i], flips=flips)
            values = [f"{view.completed(i)}/{view.task_target}", now, view.scores[i]]
            rows.append(Row(self.name_of(i), self.marker(i), values, view.to_move == i, note))
        board = Scoreboard(columns, rows, name_share=0.5)
        self._board = (view, board)
        return board

    def log_line(self, event: dict[str, Any]) -> str | None:
        return self.forest_log.next_line(event)

    # -- drawing what the zones do not -----------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: WhisperingView) -> None:
        app = self.app
        t = app.t
        if view.to_move is not None:
            whose = t(U + "turn_of", name=self.name_of(view.to_move))
        else:
            whose = t(U + "over")
        title = t(U + "round", n=view.turn) + " · " + whose
        info = t(U + "info", n=view.bag_count, bear=self.name_of(view.bear), target=view.task_target)
        warning = ""
        if view.end_triggered and view.phase != OVER:
            warning = t(U + "last_round", name=self.name_of(view.last_seat))
        P.draw_status(surface, app, self.rect("status"), title, info, warning)
        if self.refresh_mode:
            label = t(U + "refresh_pick", n=view.refresh_cost)
        else:
            label = t(U + "display", n=view.bag_count)
        P.draw_tray(surface, app, self.rect("display"), self.rect("display_label"), label, self.refresh_mode)
        cards = [
            (t(U + "bonus_card", size=size, points=points), t(U + "bonus_left", n=left), left > 0)
            for (size, points), left in zip(view.bonus_points, view.bonus_left)
        ]
        P.draw_bonus(surface, app, self.rect("bonus"), t(U + "bonus_title"), cards)

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        primary = choice.id in ("end", "walk")
        P.draw_button(surface, self.app, choice.label, rect, marks if choice.enabled else marks | {DIMMED}, primary)

    def _draw_tab(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        seat = int(choice.id[1]) if isinstance(choice.id, tuple) else 0
        turn = self.view().to_move == seat
        P.draw_tab(surface, self.app, choice.label, rect, marks, self.marker(seat), turn)

    # -- bench and screenshots ------------------------------------------------------------------------
    @classmethod
    def bench_positions(cls) -> dict[str, Any]:
        from woods_desktop.games.whispering import bench_table

        return bench_table.positions()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.games.whispering import bench_table

        return bench_table.positions()["placing"](app, seed)


WhisperingScene = WhisperingTable

__all__ = ["WhisperingTable", "WhisperingScene", "parts", "path_parts", "event_text"]
