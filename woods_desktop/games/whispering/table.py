"""The Whispering Woods table, declared on the table kit: your forest on a hex map, the display, every
player's forest one tab away, the scores, the bonus cards, the log and a hint.

What may be clicked comes from the legal actions (`picks.Picks`: placements narrowed by tile, side and
place; a task's paths hex by hex); why not comes from the engine's refusal. A completed task is a short
hold in which the animal walks (`walk`), the end's trigger another. The hint runs the hard computer's
`plan_turn` on the kit's worker thread and only shows its plan. The kit carries whose eyes (nothing is
private in this game, so hot seat needs no pass screen), computers, undo, the log and the result.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering import panels as P
from woods_desktop.games.whispering import solo_table as S
from woods_desktop.games.whispering import walk
from woods_desktop.games.whispering.art import HEX_RATIO, HINT_STEP, HINTED, WoodsArt, tile_face
from woods_desktop.games.whispering.forest import ACT, DisplayZone, ForestZone, hex_item, item_hex
from woods_desktop.games.whispering.hinting import TableHint
from woods_desktop.games.whispering.picks import Picks, other_side, parts, path_parts
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, Refresh
from woods_desktop.games.whispering.rules.paths import frontier
from woods_desktop.games.whispering.rules.scoring import bonus_card
from woods_desktop.games.whispering.rules.solo import SOLO
from woods_desktop.games.whispering.rules.view import OVER, PLACE, SECOND, TASKS, WhisperingView
from woods_desktop.games.whispering.solo_panels import SpaceArt, animal_colour
from woods_desktop.games.whispering.text import (
    ANIMALS,
    ForestLog,
    SoloWords,
    animal_name,
    move_prompt,
    objective_words,
    tile_tip,
)
from woods_desktop.games.whispering.text import MANY_PATHS as MANY
from woods_desktop.games.whispering.text import refusal_text as refusal_words
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, TARGET
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import Region
from woods_desktop.table.legacy_scene import TableScene
from woods_desktop.table.panels import Column, Row, Scoreboard
from woods_desktop.table.zones import Choice, ChoiceBar, GridZone, Item, Zone, with_marks

U = "whispering.ui."
Hex = tuple[int, int]


@register_scene("whispering")
class WhisperingTable(TableScene):
    game_id = "whispering"
    frame_positions = ("placing", "paths", "big_forest", "solo")
    shake_zone = "display"

    def enter(self, session: Any = None, start: str | None = None, **kwargs: Any) -> None:
        data = session.definition.extras.get("data")
        colours = {e.id: tuple(e.colour) for e in data.elements} if data is not None else None
        self.tiles: dict[int, Any] = {t.id: t for t in data.tiles} if data is not None else {}
        self.art = WoodsArt(self.app, colours)
        self.solo = (session.config or {}).get("variant") == SOLO
        self.space_art = SpaceArt(self.app, self.art)
        self.picks = Picks(lambda action: self.session.port(self.viewer).refusal(action))
        self.shown = 0  # whose forest the map shows
        self.pinned = False  # the player chose that forest (a tab): it stays until the turn changes
        self.hints = TableHint()
        self._go_on: Hex | None = None  # a chain goes on from the tile the animal reached
        self._legal: list[Any] | None = None
        self._turn_key: tuple[Any, ...] | None = None
        self._board: tuple[Any, Scoreboard] | None = None
        self._walking: tuple[int, bool] | None = None
        self._tips: dict[tuple[Any, ...], str] = {}
        self.forest_log = ForestLog(self.app.t, [s.name for s in session.seats], self.tiles, self._solo_words(session))
        super().enter(session)
        if start == "tile" and self.picks.tiles():  # bench positions and screenshots open with a pick
            self.picks.take(min(self.picks.tiles()))
        elif start == "paths" and self.picks.starts():
            self.picks.choose_animal(min(self.picks.starts()))
        self.refresh()

    # -- the declaration: regions and zones ------------------------------------------------------------
    def regions(self) -> Sequence[Region]:
        if self.solo:
            return S.regions(len(self.session.port(None).view().objectives))
        return self._regions()

    def _regions(self) -> Sequence[Region]:
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
        if self.solo:
            return (
                ForestZone("forest", self.art),
                DisplayZone("display", self.art, item_ratio=HEX_RATIO, max_item_w=118, rows=3),
                ChoiceBar("actions", self._draw_choice, max_w=216, vertical=True, max_h=50),
                GridZone("board", self.space_art, item_ratio=1.0, max_item_w=40, gap=5, focusable=False),
            )
        return (
            ForestZone("forest", self.art),
            DisplayZone("display", self.art, item_ratio=HEX_RATIO, max_item_w=118, rows=3),
            ChoiceBar("forests", self._draw_tab, max_w=180),
            ChoiceBar("actions", self._draw_choice, max_w=216, vertical=True, max_h=50),
        )

    def extra_buttons(self) -> Sequence[tuple[str, str, Any, str]]:
        return (("hint", self.app.t(U + "hint"), self.ask_hint, "icon-tip"),)

    # -- reading the game ------------------------------------------------------------------------------
    def _colour(self, seat: int) -> tuple[int, int, int]:
        seats = self.session.seats
        colour = seats[seat].colour if seat < len(seats) else seat
        return theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)][1]

    # -- filling the zones from the view ---------------------------------------------------------------
    def fill(self, view: WhisperingView, legal: list[Any]) -> None:
        self._follow_turn(view)
        if legal != self._legal:
            self._legal = list(legal)
            go_on = self._go_on if legal else None  # kept through the walk's hold, used when the turn goes on
            if legal:
                self._go_on = None
            self.picks.reset(view, legal, go_on)
            self.hints.moved(self.session.actions, self.viewer)
        self.picks.view = view
        self._fill_forest(view)
        self._fill_display(view)
        if self.solo:
            S.fill_board(self, view)
        else:
            self._fill_tabs(view)
        self._fill_actions(view)
        button = self.buttons.get("hint")
        if button is not None:
            thinking = self.hints.thinking()
            button.text = self.app.t(U + ("hint_thinking" if thinking else "hint"))
            button.enabled = self.my_turn() and not thinking

    def _follow_turn(self, view: WhisperingView) -> None:
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

    def _animal_colour(self, seat: int, animal: int) -> tuple[int, int, int]:
        """An animal's colour: its player's (solo: its own, the four animals are the four colours)."""
        return animal_colour(animal) if self.solo else self._colour(seat)

    def _solo_words(self, session: Any) -> SoloWords | None:
        view = session.port(None).view()
        if view.mission is None:
            return None
        t = self.app.t
        words = tuple(objective_words(t, o.key, o.params) for o in view.objectives)
        return SoloWords(view.mission, view.min_score or 0, words)

    def _mine(self, view: WhisperingView) -> bool:
        """The map shows the forest of the person to move, at their turn: it can be played on."""
        return self.my_turn() and self.shown == view.to_move

    def _fill_forest(self, view: WhisperingView) -> None:
        zone = self.zone("forest")
        assert isinstance(zone, ForestZone)
        t, picks, seat = self.app.t, self.picks, self.shown
        cells = view.forests[seat]
        mine = self._mine(view)
        ends, nexts, traced = (picks.ends(), picks.nexts(), picks.traced()) if mine else (set(), set(), [])
        starts = picks.starts() if mine else set()
        items: list[Item] = []
        for c in cells:
            marks = {TARGET} if c.hex in ends else {LEGAL} if c.hex in nexts else set()
            if c.hex == picks.animal or c.hex in traced:
                marks.add(SELECTED)
            if c.hex in starts:
                marks.add(ACT)
            items.append(hex_item(c.hex, tile_face(c.tile, c.task_side), marks, self._cell_tip(seat, c)))
        for h in picks.spots() if mine else ():
            items.append(hex_item(h, ("spot",), (LEGAL,), t(U + "tip_spot")))
        items.sort(key=lambda it: (it.at[1], it.at[0]))
        zone.set_items(items)
        self._keep_focus(zone)
        on_map = seat == view.me
        ghosts: dict[Hex, Hashable] = self.hints.ghosts(self.tiles) if on_map else {}
        hint_paths = self.hints.paths() if on_map else []
        overrides, hidden = walk.overlay(self.flow.current_hold(), seat, self.tiles)
        tile = self.tiles.get(picks.tile) if picks.tile is not None else None
        paths = picks.paths() if mine else []
        zone.set_overlay(
            animals={c.hex: (c.animal, self._animal_colour(seat, c.animal)) for c in cells if c.animal is not None},
            paths=paths if len(paths) <= MANY else [],
            end_paths=picks.end_paths() if len(paths) > MANY else {},
            chosen=picks.chosen() if mine else (),
            hint_paths=hint_paths,
            ghosts=ghosts,
            preview=tile_face(tile, picks.side == "task") if tile is not None else None,
            overrides=overrides,
            hidden=hidden,
        )
        zone.caption = t(U + ("forest_yours" if seat == self.viewer else "forest_of"), name=self.name_of(seat))
        zone.help = t(U + "map_help")
        hexes = [c.hex for c in cells]
        zone.fit_to(hexes + sorted(frontier(hexes) | set(ghosts)), seat)  # the hint's 2nd tile may lie beyond

    def _cell_tip(self, seat: int, cell: Any) -> str:
        """A tile's tooltip (worded once per tile, side, animal and language)."""
        key = (cell.tile.id, cell.task_side, cell.animal, seat, self.app.strings.lang)
        tip = self._tips.get(key)
        if tip is None:
            t = self.app.t
            tip = tile_tip(t, cell.tile, cell.task_side)
            if cell.animal is not None:
                tip += " " + t(U + "tip_animal", name=self.name_of(seat), animal=animal_name(t, cell.animal))
            self._tips[key] = tip
        return tip

    @staticmethod
    def _keep_focus(zone: Zone) -> None:
        """Keyboard focus never rests on an item it cannot use."""
        if zone.focus is not None and zone.focus not in zone.focusable_indexes():
            zone.move_focus(0)

    def _fill_display(self, view: WhisperingView) -> None:
        """The display's six slots; while a refresh is chosen, in their place the completed tiles that may pay
        for it (the legal refreshes: never the starting tile, which has only a task side)."""
        zone = self.zone("display")
        t, picks = self.app.t, self.picks
        items: list[Item] = []
        if picks.refresh_mode and view.me is not None:
            can = picks.refreshable()
            flip = self.hints.flips()
            for d in view.done[view.me]:
                if d.tile.id in can:
                    pile = frozenset({LEGAL} | ({HINTED} if d.tile.id in flip else set()))
                    items.append(Item(("done", d.tile.id), tile_face(d.tile, True), pile, tile_tip(t, d.tile, True)))
        else:
            hinted = self.hints.display_steps()
            usable = picks.tiles() if picks.tile is None else set()  # all glow until one is in hand
            for i, tile in enumerate(view.display):
                if tile is None:
                    items.append(Item(("slot", i), ("slot",), frozenset({DIMMED}), t(U + "tip_slot")))
                    continue
                chosen = tile.id == picks.tile
                face = tile_face(tile, chosen and picks.side == "task")
                marks: set[str] = {SELECTED} if chosen else {LEGAL} if tile.id in usable else set()
                if tile.id in hinted:
                    marks.add(HINTED)
                    if len(hinted) > 1:  # which ghost it goes to
                        marks.add(f"{HINT_STEP}{hinted[tile.id]}")
                items.append(Item(("tile", tile.id), face, frozenset(marks), tile_tip(t, tile, face[0] == "task")))
        zone.set_items(items)
        self._keep_focus(zone)

    def _fill_tabs(self, view: WhisperingView) -> None:
        bar = self.zone("forests")
        assert isinstance(bar, ChoiceBar)
        bar.set_choices([Choice(("seat", i), self.name_of(i)) for i in range(view.seats)])
        bar.items = [with_marks(it, SELECTED) if it.id == ("seat", self.shown) else it for it in bar.items]

    def _fill_actions(self, view: WhisperingView) -> None:
        """Back to your forest; turn the tile in hand over; refresh (or cancel it); walk the path shown at an
        end of several; end the turn (with the bonus card it takes)."""
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        t, picks = self.app.t, self.picks
        choices: list[Choice] = []
        if self.viewer is not None and self.shown != self.viewer:
            choices.append(Choice("back", t(U + "back")))
        if self.my_turn():
            if view.phase in (PLACE, SECOND) and picks.tile is not None:
                other = other_side(picks.side)
                why = None if picks.side_possible(other) else picks.why_not(picks.tile, other)
                choices.append(Choice("flip", t(U + "flip_to_" + other), why is None, self._words(why)))
                if picks.side == "task":
                    choices.extend(self._animal_choices())
            if view.phase == PLACE and picks.refresh_mode:
                choices.append(Choice("cancel", t(U + "cancel")))
            elif view.phase == PLACE:
                why = picks.why_no_refresh()
                choices.append(Choice("refresh", t(U + "refresh", n=view.refresh_cost), why is None, self._words(why)))
            if picks.end_pick is not None:
                n = len(picks.to_end(picks.end_pick[0]))
                choices.append(Choice("walk", t(U + "walk", i=picks.end_pick[1] + 1, n=n)))
            if EndTurn() in (self._legal or ()):
                choices.append(Choice("end", self._end_label(view)))
        bar.set_choices(choices)
        if picks.tile is not None and picks.side == "task":  # the animal chosen; the hint's glows amber
            chosen, hinted = ("animal", picks.new_animal), ("animal", self.hints.animals().get(picks.tile))
            bar.items = [with_marks(it, SELECTED) if it.id == chosen else it for it in bar.items]
            bar.items = [with_marks(it, TARGET) if it.id == hinted else it for it in bar.items]
        self._keep_focus(bar)

    def _animal_choices(self) -> list[Choice]:
        """One choice per unused animal for the task side in hand: the player chooses which goes on it."""
        t = self.app.t
        return [
            Choice(
                ("animal", a),
                t(U + "animal_pick", animal=animal_name(t, a)),
                True,
                t(U + "tip_animal_pick", animal=animal_name(t, a)),
            )
            for a in self.picks.animals()
        ]

    def _words(self, refusal: IllegalAction | None) -> str | None:
        return self.refusal_text(refusal) if refusal is not None else None

    def _end_label(self, view: WhisperingView) -> str:
        if self.solo:  # step 4 comes with the end of the turn: say which space the drawn tile goes onto
            space = S.next_free(view)
            return self.app.t("whispering.solo.end_turn", space=space + 1 if space is not None else 0)
        taken = bonus_card(view.tasks_this_turn, view.bonus_left, [size for size, _ in view.bonus_points])
        if taken is None:
            return self.app.t(U + "end_turn")
        size, points = view.bonus_points[taken]
        return self.app.t(U + "end_bonus", size=size, n=points)

    # -- acting ----------------------------------------------------------------------------------------
    def click_target(self, zone_id: str, item_id: Hashable) -> None:
        """The forest tabs (and the way back to your forest) work on anybody's turn: looking is free."""
        if zone_id == "forests" or (zone_id == "actions" and item_id == "back"):
            self.on_item(zone_id, item_id)
            self.dirty = True
            return
        super().click_target(zone_id, item_id)

    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        self.shake_zone = zone_id  # a refusal shakes what was clicked
        if zone_id == "forests" and isinstance(item_id, tuple):
            self.show_forest(int(item_id[1]))
        elif zone_id == "actions":
            self._on_action(item_id)
        elif zone_id == "display" and isinstance(item_id, tuple):
            self._on_display(item_id)
        elif zone_id == "forest":
            self._on_map(item_id)
        elif zone_id == "board":
            return  # the board's spaces only tell what they hold (their tooltips)
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
        elif item_id == "back":
            self.show_forest(self.viewer if self.viewer is not None else 0)
        elif item_id == "flip":
            self._refuse_or_click(self.picks.flip(), "card")
        elif item_id == "refresh":
            self.picks.refresh_mode = True
            if self.picks.place is not None:
                self.picks.place.clear()
        elif item_id == "cancel":
            self.picks.refresh_mode = False
        elif item_id == "walk":
            picked = self.picks.picked()
            if picked is not None:
                self._walk(picked)
        elif item_id == "end":
            self.act(EndTurn())
        elif isinstance(item_id, tuple) and item_id[0] == "animal":
            self._refuse_or_click(self.picks.put_animal(int(item_id[1])))

    def _refuse_or_click(self, refusal: IllegalAction | None, sound: str = "click") -> None:
        if refusal is not None:
            self.refuse(refusal)
        else:
            self.app.sound.play(sound)

    def _on_display(self, item_id: tuple[Any, ...]) -> None:
        kind = item_id[0]
        if kind == "slot":
            self.refuse(self.app.t(U + "empty_slot"))
        elif kind == "done":
            action = Refresh(int(item_id[1]))
            if action in (self._legal or ()):
                self.act(action)
            else:
                self.refuse(self.picks.refusal(action) or self.app.t(U + "not_now"))
        else:
            self._refuse_or_click(self.picks.take(int(item_id[1])))

    def _on_map(self, item_id: Hashable) -> None:
        h = item_hex(item_id)
        view = self.view()
        if h is None or view.me is None:
            return
        if self.shown != view.me:
            self.refuse(self.app.t(U + "look_only", name=self.name_of(self.shown)))
            return
        cell = view.forest(view.me).get(h)
        picks = self.picks
        if view.phase in (PLACE, SECOND):
            if picks.tile is None and cell is not None and cell.animal is not None:
                self.refuse(picks.refusal(Complete(h[0], h[1], ())) or self.app.t(U + "not_now"))
                return
            action, why = picks.place_at(h)
            if action is not None:
                self.act(action)
            elif why is not None:
                self.refuse(why)
            return
        if view.phase != TASKS:
            return
        if picks.animal is not None:
            if h == picks.animal:
                picks.deselect()
                return
            action, used = picks.step(h)
            if action is not None:
                self._walk(action)
            if used:
                return
        if cell is not None and cell.animal is not None:
            self._refuse_or_click(picks.choose_animal(h))
        elif picks.animal is not None:
            self.refuse(self.app.t(U + "not_on_path"))
        else:
            self.refuse(picks.refusal(Complete(h[0], h[1], ())) or self.app.t(U + "not_now"))

    def _walk(self, action: Complete) -> None:
        self._go_on = action.path[-1]
        if not self.act(action):
            self._go_on = None

    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        done = super().act(action, holds)
        if done:
            self.app.sound.play("card")
        return done

    def refusal_text(self, refusal: IllegalAction) -> str:
        return refusal_words(self.app.t, refusal)

    # -- the hint --------------------------------------------------------------------------------------
    @property
    def hint(self) -> Any:
        """The plan the hint shows (None: none, or still thinking)."""
        return self.hints.plan

    def ask_hint(self) -> None:
        """The hard computer's plan for this turn, thought on a worker thread; shown, never played. Asked
        again, it hides."""
        if not self.my_turn():
            self.refuse(self.app.t(U + "hint_not_now"))
            return
        port = self.session.port(self.viewer)
        self.hints.ask(self.session.actions, self.viewer, port.view(), port.legal_actions())
        self.refresh()

    def busy(self) -> bool:
        return super().busy() or self.hints.busy()

    # -- input -----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        playing = self.app.scene is self and not self.flow.holds and not self.confirm_quiet(event)
        if playing and event.type == pygame.KEYDOWN and self._key(event):
            self.dirty = True
            return
        forest = self.zone("forest")
        assert isinstance(forest, ForestZone)
        if playing and event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not forest.dragged:
            self._right_click(event.pos)
        super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """F turns the tile in hand over, A chooses the next unused animal for its task side, H asks for a hint,
        E ends the turn, + - zoom the map and 0 fits it."""
        k = event.key
        forest = self.zone("forest")
        assert isinstance(forest, ForestZone)
        if event.mod & pygame.KMOD_CTRL:
            return False
        if k == pygame.K_f and self.my_turn():
            self._refuse_or_click(self.picks.flip(), "card")
        elif k == pygame.K_a and self.my_turn():
            self._refuse_or_click(self.picks.put_animal())
        elif k == pygame.K_h:
            self.ask_hint()
        elif k == pygame.K_e and self.my_turn() and EndTurn() in (self._legal or ()):
            self.act(EndTurn())
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            grow = k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            forest.zoom_by(1.2 if grow else 1 / 1.2, forest.rect.center)
        elif k in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            forest.refit()
        elif k not in (pygame.K_f, pygame.K_e, pygame.K_a):
            return False
        self.refresh()
        return True

    def _right_click(self, pos: tuple[int, int]) -> None:
        """A right click turns the tile in hand over (on a display tile: takes it first)."""
        if not self.my_turn():
            return
        hit = self.zone("display").hit(pos)
        if hit is not None and isinstance(hit.id, tuple) and hit.id[0] == "tile":
            if self.picks.tile != hit.id[1] and self.picks.take(int(hit.id[1])) is not None:
                return
        elif not self.zone("forest").rect.collidepoint(pos) or self.picks.tile is None:
            return
        self._refuse_or_click(self.picks.flip(), "card")
        self.refresh()

    # -- time ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        try:
            if self.hints.poll():
                self.refresh()
        except Exception:  # a hint that failed says so instead of freezing the table
            self.app.toast(self.app.t(U + "hint_failed"), "error")
            self.refresh()
        hold = self.flow.current_hold()
        state = (id(hold), walk.walking(hold)) if hold is not None and hold.kind == "walk" else None
        if state != self._walking:  # the animal arrived: its tile turns over
            self._walking = state
            self.refresh()
        return moving

    def hold_moves(self) -> bool:
        hold = self.flow.current_hold()
        return hold is not None and hold.kind == "walk"

    # -- holds -------------------------------------------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """A completed task: the animal walks its path and the tile flies to the score pile (a click skips
        it). The end's trigger: announced until a click."""
        holds = []
        for e in events:
            if e.get("type") == "complete":
                holds.append(walk.walk_hold(e))
            elif e.get("type") == "end_triggered":
                holds.append(Hold("end", dict(e), seconds=None))
            elif e.get("type") == "board_draw" and e.get("tile") in self.tiles:
                holds.append(Hold("board_draw", dict(e), seconds=S.DRAW_SECONDS))
        return holds

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        if any(e.get("type") in ("end_triggered", "objective_met") or e.get("bonus") for e in events):
            self.app.sound.play("chime")
        over = any(e.get("type") == "game_end" for e in events)  # the end screen lists the objectives itself
        for e in events:  # an objective met is said at once (the checklist ticks, a space opens)
            line = self.forest_log.line(e) if e.get("type") == "objective_met" and not over else None
            if line:
                self.app.toast(line, "info")

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        e = hold.data
        if hold.kind == "walk" and e.get("seat") == self.shown and e.get("tile") in self.tiles:
            seat = int(e["seat"])
            if self.solo:
                target = S.animal_target(self, int(e.get("animal") or 0))
            else:
                score = self.rect("score")
                row_h = min(self.app.px(44), (score.h - self.app.px(60)) // max(1, len(self.session.seats)))
                target = (score.x + score.w // 3, score.y + self.app.px(32) + row_h * seat + row_h // 2)
            walk.draw(surface, self.zone("forest"), self.art, hold, self.tiles[e["tile"]], self._colour(seat), target)
        elif hold.kind == "end":
            t = self.app.t
            last = self.name_of(e.get("last_seat"))
            if e.get("reason") == "target" and e.get("seat") == e.get("last_seat"):
                text = t(U + "end_target_last", name=self.name_of(e.get("seat")), n=self.view().task_target)
            elif e.get("reason") == "target":
                text = t(U + "end_target", name=self.name_of(e.get("seat")), n=self.view().task_target, last=last)
            else:
                text = t(U + "end_display", last=last)
            P.draw_notice(surface, self.app, self.rect("forest"), t(U + "end_title"), text, t(U + "hold_skip"))
        elif hold.kind == "board_draw":
            S.draw_step4_hold(self, surface, e)

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
        holding = self.picks.tile is not None or self.picks.animal is not None or self.picks.refresh_mode
        if self.hint is not None and not holding:  # with a tile or animal in hand, what to do with it comes first
            text = self.hints.words(t, self.tiles)
            return S.with_aim(t, view, self.hint, text) if self.solo else text
        if self.hints.thinking():
            return t(U + "hint_thinking_prompt")
        if self.shown != view.me:
            return t(U + "look_only", name=self.name_of(self.shown))
        return move_prompt(t, view, self.picks, self.tiles)

    def scoreboard(self, view: WhisperingView) -> Scoreboard | None:
        """Tasks against the end's target, the score now (tasks less refresh flips) and with the bonus cards;
        under each name the animals still in hand and the flips. Solo: none (the mission's panels instead)."""
        if self.solo:
            return None
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
        if self.solo:
            S.draw_panels(self, surface, view)
            return
        app, t = self.app, self.app.t
        whose = t(U + "turn_of", name=self.name_of(view.to_move)) if view.to_move is not None else t(U + "over")
        info = t(U + "info", n=view.bag_count, bear=self.name_of(view.bear), target=view.task_target)
        last = view.end_triggered and view.phase != OVER
        warning = t(U + "last_round", name=self.name_of(view.last_seat)) if last else ""
        P.draw_status(surface, app, self.rect("status"), t(U + "round", n=view.turn) + " · " + whose, info, warning)
        refreshing = self.picks.refresh_mode
        label = t(U + "refresh_pick") if refreshing else t(U + "display", n=view.bag_count)
        P.draw_tray(surface, app, self.rect("display"), self.rect("display_label"), label, refreshing)
        cards = [
            (t(U + "bonus_card", size=size, points=points), t(U + "bonus_left", n=left), left > 0)
            for (size, points), left in zip(view.bonus_points, view.bonus_left)
        ]
        P.draw_bonus(surface, app, self.rect("bonus"), t(U + "bonus_title"), cards)

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        primary = choice.id in ("end", "walk")
        icon = None
        if isinstance(choice.id, tuple) and choice.id[0] == "animal":  # the animal's token; the chosen one in moss
            primary, icon = SELECTED in marks, self._animal_icon(int(choice.id[1]))
        shown = marks if choice.enabled else marks | {DIMMED}
        P.draw_button(surface, self.app, choice.label, rect, shown, primary, icon)

    def _animal_icon(self, animal: int) -> Any:
        seat = self.viewer if self.viewer is not None else 0
        face = ("animal", ANIMALS[animal % len(ANIMALS)], tuple(self._animal_colour(seat, animal)))
        return lambda surface, box: self.art.draw(surface, face, box, frozenset())

    def _draw_tab(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        seat = int(choice.id[1]) if isinstance(choice.id, tuple) else 0
        P.draw_tab(surface, self.app, choice.label, rect, marks, self.marker(seat), self.view().to_move == seat)

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

__all__ = ["WhisperingTable", "WhisperingScene", "parts", "path_parts"]
