"""The Whispering Woods table, declared on the table kit: your forest on a hex map, the display and the
action slots on the rail beside it, every player's forest one tab away, the scores, the bonus cards,
the log and a hint. A solo mission shows its scoring board, checklist and tasks by animal instead.

What may be clicked comes from the legal actions (`picks.Picks`: placements narrowed by tile, side and
place; a task's paths hex by hex); why not comes from the engine's refusal. A completed task is a short
hold in which the animal walks (`walk`), the end's trigger another. The hint shows the hard computer's
plan, never plays it. Nothing is private in this game, so hot seat needs no pass screen.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering import areas as A
from woods_desktop.games.whispering import clicks as C
from woods_desktop.games.whispering import panels as P
from woods_desktop.games.whispering import prompts, walk
from woods_desktop.games.whispering.art import WoodsArt
from woods_desktop.games.whispering.data import load_whispering_data
from woods_desktop.games.whispering.forest import DisplayZone, ForestZone
from woods_desktop.games.whispering.hinting import TableHint
from woods_desktop.games.whispering.pacing import WhisperingPacing
from woods_desktop.games.whispering.picks import Picks, guide_parts
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import OVER, WhisperingView
from woods_desktop.games.whispering.solo_panels import SpaceArt
from woods_desktop.games.whispering.text import ForestLog, refusal_text
from woods_desktop.table.action_bar import ActionBar, Slot, SlotState
from woods_desktop.table.declaration import Area, Fill, Picking, TableContext, TableDeclaration, Turn
from woods_desktop.table.flow import Hold
from woods_desktop.table.hex_art import HEX_RATIO
from woods_desktop.table.memo import Memo
from woods_desktop.table.recipes import Sizes, split_cols, split_rows
from woods_desktop.table.register import register_table
from woods_desktop.table.scoreboard import Scoreboard
from woods_desktop.table.seat_card import log_under
from woods_desktop.table.strips import draw_tab, note_height, tally_height
from woods_desktop.table.zone_kinds import Choice, ChoiceBar, GridZone, RowZone
from woods_desktop.table.zones import Item

U = "whispering.ui."
NOWHERE = pygame.Rect(0, 0, 0, 0)  # a place this table does not use now


class WhisperingTable(TableDeclaration[WhisperingView]):
    game_id = "whispering"
    recipe = "board_rail"
    shake_area = "display"
    frame_positions = ("placing", "paths", "big_forest", "solo")
    drawn = ("map_help",)  # a larger text: the map's help at the rail's foot
    slots = (
        Slot("flip", U + "flip_to_task", key=pygame.K_f),
        Slot("refresh", U + "refresh"),
        Slot("walk", U + "walk", shares="flip"),  # walking a path is the tasks' phase, flipping a tile's before
        Slot("end", U + "end_turn", key=pygame.K_e, shares="refresh"),
    )
    toolbar = (Slot("hint", U + "hint", "icon-tip", key=pygame.K_h),)
    # the animal buttons too: the prompt names them as the next click ("Another animal: click it…")
    keep_clear = ("actions", "animals")

    def __init__(self, ctx: TableContext[WhisperingView]) -> None:
        super().__init__(ctx)
        data = load_whispering_data()
        self.tiles: dict[int, Tile] = {t.id: t for t in data.tiles}
        self.art = WoodsArt(self.app, data.elements)
        view = ctx.view()
        self.solo = view.mission is not None
        self.picks = Picks(lambda action: self.ctx.port.refusal(action))
        self.hints = TableHint()
        self.shown = 0  # whose forest the map shows
        self.pinned = False  # a tab was chosen: that forest stays until the turn changes
        self._turn_key: tuple[object, ...] | None = None
        self._legal: list[object] | None = None
        self._version: tuple[object, ...] | None = None
        self._go_on: tuple[int, int] | None = None  # a chain goes on from the tile the animal reached
        self._board: Memo[Scoreboard] = Memo()
        self._prompt: Memo[str] = Memo()
        self.forest_log = ForestLog(
            self.app.t, [s.name for s in ctx.seats()], self.tiles, A.solo_words(self.app.t, view)
        )
        self.picking = Picking(guide_area=self.picks.guide_area, guide_marks=guide_parts)  # clicks make no parts
        self.pacing = WhisperingPacing(self)

    def start(self, **options: object) -> None:
        """Bench positions and screenshots open with a tile in hand or an animal's paths shown."""
        if options.get("start") == "tile" and self.picks.tiles():
            self.picks.take(min(self.picks.tiles()))
        elif options.get("start") == "paths" and self.picks.starts():
            self.picks.choose_animal(min(self.picks.starts()))

    def on_change(self, view: WhisperingView, legal: list[object]) -> Turn:
        """What is in hand follows the game here, before the areas fill."""
        self.follow(view, self.ctx.port.legal_actions() if self.ctx.my_turn() else [])
        return Turn(self.picks.refresh_mode, self._sizes(view), prompts.slot_states(self, view), self._tools())

    # -- where things are --------------------------------------------------------------------------------
    def _sizes(self, view: WhisperingView) -> Sizes:
        score = 214 + 46 * len(view.objectives) if self.solo else 96 + 44 * view.seats
        # the animals' tasks or the bonus cards, cut from the log's place
        taken = tally_height(self.app) / self.app.scale + 8 if self.solo else 66 + 8
        # a larger text: the rail widens so the display's tiles stand three a row, as large as at 100 % (its
        # buttons' taller words take the height three rows had); the sidebar keeps its width (its words wrap) so
        # a wide forest keeps its 100 % hexes (a mission's widens as far as they allow: its objectives' words need it)
        rail, grow = (204, 0.0) if self.app.fonts.text_size <= 1 else (252, 0.7 if self.solo else 0.0)
        return Sizes(
            sidebar_w=356, score_h=score, prompt_h=56, bar_w=0, rail_w=rail, log_taken=taken, sidebar_growth=grow
        )

    def places(self, rects: dict[str, pygame.Rect], view: WhisperingView) -> dict[str, pygame.Rect]:
        px = self.app.px
        gap = px(8)
        out: dict[str, pygame.Rect] = dict.fromkeys(("picker", "picker_label", "forests", "mission"), NOWHERE)
        t = self.app.fonts.text_size  # larger text: a wider header, taller rail buttons, a wider caption
        head, (pad, share) = px(396 * (1 + (t - 1) / 2)), ((8, 0.24) if t <= 1 else (4, 0.26))
        out["status"], out["forests" if not self.solo else "mission"] = split_cols(rects["status"], [head, 0], gap)
        # a larger text: four forests' tabs go onto two rows rather than cut their names short
        tabs = self.ctx.zone("forests")
        if isinstance(tabs, ChoiceBar):
            tabs.min_w = 0 if t <= 1 else 120
        # a larger text: the caption as tall as its line, the rail's gaps halved and its slots never offered
        # together sharing a place (flip or walk, refresh or end), so the display's rows keep their tiles' size
        # and the map's help stands at the rail's foot (a band across the map took the forest's height)
        caption = px(24) if t <= 1 else self.app.fonts.font(px(theme.TYPE_BODY), "bold").get_linesize()
        bar_zone, n = self.ctx.zone("actions"), 4 if t <= 1 else 2
        if isinstance(bar_zone, ActionBar):
            bar_zone.compact = bar_zone.stacked = t > 1
        help_h = note_height(self.app, self.app.t(U + "map_help"), rects["rail"].w) if t > 1 else 0
        heights = [caption, 0, px(44), px(n * (44 + 24 * (t - 1)) + (n - 1) * 8), help_h][: 4 if t <= 1 else 5]
        rows = split_rows(rects["rail"], heights, gap if t <= 1 else px(4), grow=1)
        out["display_label"], out["display"], out["animals"], out["actions"], out["map_help"] = (*rows, NOWHERE)[:5]
        out["forest"] = rects["board"]
        if self.picks.refresh_mode:
            band, out["forest"] = split_rows(rects["board"], [px(250), 0], px(16), grow=1)
            out["picker_label"], out["picker"] = split_rows(band.inflate(-px(8), -px(8)), [px(22), 0], gap, 1)
        if self.solo:
            check = px(30 + 44 * (len(view.objectives) + 1))
            # a larger text: the log keeps 3 lines, the objectives' wrapped lines take what closer gaps leave
            bold = self.app.fonts.font(px(theme.TYPE_SMALL), "bold").get_linesize()
            label, g = (max(px(26), bold + px(4)), gap) if t <= 1 else (bold, px(4))
            tally, log = split_rows(rects["log"], [tally_height(self.app), 0], g)
            score, out["log"] = log_under(self.app, rects["score"], log)
            out["animals_done"] = tally.move(0, score.h - rects["score"].h)
            out["board_label"], spaces, out["checklist"] = split_rows(score, [label, px(98), check], g, 2 - (t <= 1))
            out["spaces"] = spaces.inflate(-px(16), 0)
            out["score"] = out["bonus"] = out["bonus_label"] = NOWHERE
        else:
            strip, out["log"] = split_rows(rects["log"], [px(66), 0], gap)  # a larger text: a wider label
            out["bonus_label"], out["bonus"] = split_cols(
                strip.inflate(-px(pad), -px(10)), [strip.w * share, 0], px(pad)
            )
            out["board_label"] = out["spaces"] = out["checklist"] = out["animals_done"] = NOWHERE
        return out

    def areas(self) -> Sequence[Area[WhisperingView]]:
        art = self.art
        tabs = ChoiceBar("forests", self._draw_tab, max_w=180)
        return (
            Area(
                "forest",
                "forest",
                ForestZone("forest", art, partial(C.on_key, self), partial(C.flip_at, self)),
                self._fill(A.forest),
                partial(C.on_map, self),
            ),
            Area(
                "display",
                "display",
                DisplayZone(
                    "display",
                    art,
                    item_ratio=HEX_RATIO,
                    max_item_w=86,
                    rows=3,
                    fit_rows=True,
                    on_right=partial(C.flip_at, self),
                ),
                self._fill(A.display),
                partial(C.on_display, self),
            ),
            Area(
                "picker",
                "picker",
                RowZone("picker", art, item_ratio=HEX_RATIO, max_item_w=110, rows=2),
                self._fill(A.picker),
                partial(C.on_picker, self),
            ),
            Area(
                "animals",
                "animals",
                RowZone("animals", art, item_ratio=1.0, max_item_w=40),
                self._fill(A.animals),
                partial(C.on_animal, self),
            ),
            Area(
                "bonus",
                "bonus",
                RowZone("bonus", art, item_ratio=0.72, max_item_w=66, focusable=False),
                self._fill(A.bonus),
            ),
            Area("forests", "forests", tabs, self._fill(A.tabs), partial(C.on_tab, self), anytime=True),
            Area(
                "board",
                "spaces",
                GridZone("board", SpaceArt(self.app, art), item_ratio=1.0, max_item_w=40, gap=5, focusable=False),
                self._fill(A.board),
            ),
        )

    def _fill(self, fill: Callable[[WhisperingTable, WhisperingView], Iterable[Item]]) -> Fill[WhisperingView]:
        return lambda view, b: fill(self, view)

    # -- reading the game --------------------------------------------------------------------------------
    def follow(self, view: WhisperingView, legal: list[object]) -> None:
        """New legal actions: nothing in hand (but a chain goes on); the map follows the seat to move."""
        version = self.ctx.port.version()
        if legal != self._legal or version != self._version:
            self._legal, self._version = list(legal), version
            go_on = self._go_on if legal else None  # kept through the walk's hold, used when the turn goes on
            if legal:
                self._go_on = None
            self.picks.reset(view, legal, go_on)
            self.hints.moved(version, self.ctx.viewer)
        self.picks.view = view
        guided = self.ctx.guided()  # a lesson's path: numbered, and traced tile by tile
        self.picks.guided = guided if isinstance(guided, Complete) else None
        key = (view.to_move, view.turn, self.ctx.viewer)
        if key != self._turn_key:
            self._turn_key, self.pinned = key, False
        if not self.pinned:
            mine = self.ctx.my_turn() and self.ctx.viewer is not None
            seat = self.ctx.viewer if mine else view.to_move
            if view.phase == OVER:  # the final position: the forest of the last turn, as it ended
                seat = view.last_seat
            self.shown = seat if seat is not None else self.ctx.viewer or 0

    def legal(self) -> list[object]:
        return self._legal or []

    def mine(self, view: WhisperingView) -> bool:
        """The map shows the forest of the person to move, at their turn: it can be played on."""
        return self.ctx.my_turn() and self.shown == view.to_move

    # -- the action slots ---------------------------------------------------------------------------------
    def _tools(self) -> dict[str, SlotState]:
        thinking = self.hints.thinking()
        label = self.app.t(U + ("hint_thinking" if thinking else "hint"))
        reason = self.app.t(U + "hint_not_now")
        return {
            "hint": SlotState(self.ctx.my_turn() and not thinking, label, reason, pressed=self.hints.plan is not None)
        }

    def on_slot(self, slot_id: str) -> None:
        picks, ctx = self.picks, self.ctx
        if slot_id == "flip":
            why = picks.flip()
            ctx.refuse(self.refusal_text(why)) if why is not None else C.click(self, "card")
        elif slot_id == "refresh":
            picks.refresh_mode = not picks.refresh_mode
            if picks.refresh_mode and picks.place is not None:
                picks.place.clear()
        elif slot_id == "walk" and picks.picked() is not None:
            self._go_on = picks.picked().path[-1]  # type: ignore[union-attr]
            ctx.act(C.play(self, picks.picked()))
        elif slot_id == "end":
            ctx.act(C.play(self, EndTurn()))
        elif slot_id == "hint":
            self.hints.ask(ctx.port.version(), ctx.viewer, ctx.view(), ctx.port.legal_actions())

    def refusal_text(self, refusal: IllegalAction) -> str:
        return refusal_text(self.app.t, refusal)

    def moving_rects(self) -> Sequence[pygame.Rect] | None:
        hold = self.ctx.hold  # a walk is the one thing that moves on this table
        return walk.moving_rects(self, hold) if hold is not None and hold.kind == "walk" else None

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        P.draw_hold(self, surface, hold)

    # -- panels -------------------------------------------------------------------------------------------
    def prompt(self, view: WhisperingView) -> str:
        """Worded once per change of the game, of what is in hand, of the hint or the hold (not per frame)."""
        p, h = self.picks, self.hints
        key: tuple[object, ...] = (p.tile, p.side, p.new_animal, p.animal, p.end_pick, p.refresh_mode)
        key += (len(p.traced()), h.thinking(), self.shown, self.ctx.my_turn())
        key += (self.app.strings.lang,)  # a language chosen mid-game words it again
        # and of the view, the hold and the plan, by identity
        return self._prompt.get(key, (view, self.ctx.hold, h.plan), lambda: prompts.prompt(self, view))

    def scoreboard(self, view: WhisperingView) -> Scoreboard | None:
        if self.solo:
            return None
        return self._board.get((), (view,), lambda: prompts.scoreboard(self, view))

    def log_line(self, event: dict[str, Any]) -> str | None:
        return self.forest_log.next_line(event)

    def draw_board(self, surface: pygame.Surface, view: WhisperingView) -> None:
        P.draw_table(self, surface, view)

    def _draw_tab(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        assert isinstance(choice.id, tuple)  # ("tab", seat)
        seat = int(choice.id[1])
        draw_tab(surface, self.app, choice.label, rect, marks, self.ctx.marker(seat), self.ctx.port.to_move() == seat)


register_table("whispering", WhisperingTable, "woods_desktop.games.whispering.bench_table")

__all__ = ["WhisperingTable"]
