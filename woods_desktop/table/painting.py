"""How a table is drawn: the felt, the declaration's board, the areas, the panels, the hold, the tip.

A frame that would show what the last one showed is that frame again, blitted in one piece: a table
waiting for a person redraws its felt, panels, shadows and cards only when one of them changed (a
refresh, a hover, a focus, a hold). While something moves (a card sliding in, a figure hopping), only
the rectangles the declaration names as moving are drawn again, and only they go to the screen; a
declaration that names none has the whole table drawn every frame.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, HINTED
from woods_desktop.table.panels import draw_prompt
from woods_desktop.table.port import SeatInfo
from woods_desktop.table.tooltip import draw_tip
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.chrome import draw_table
from woods_desktop.ui.draw import DRAW_MARGIN, in_clip, player_shape
from woods_desktop.ui.services import Drawing

if TYPE_CHECKING:
    from woods_desktop.table.seams import PaintedTable
    from woods_desktop.table.turn_state import TurnReading

SHAKE_S = 0.3
OVER = "over"  # the kit's hold on the final position before the result


def seat_marker(app: Drawing, info: SeatInfo | None) -> Callable[[pygame.Surface, tuple[int, int], int], None]:
    """Draws a seat's colour with its shape (colour never alone), or the robot's icon."""

    def draw(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
        if info is None or info.kind == "robot":
            icon = app.images.get("icon-robot", r * 2)
            surface.blit(icon, icon.get_rect(center=center))
            return
        _, col, shape = theme.PLAYER_COLOURS[info.colour % len(theme.PLAYER_COLOURS)]
        player_shape(surface, shape, center, r, col)

    return draw


class TablePainter:
    def __init__(self, scene: "PaintedTable") -> None:
        self.scene = scene
        # what it draws from, held by name; the turn read only (`TurnReading`), never changed here
        self.app, self.input, self.decl = scene.app, scene.input, scene.decl
        self.turn: TurnReading = scene.turn_state
        self._base: pygame.Surface | None = None
        self._base_key: tuple[object, ...] | None = None
        self._shown_key: tuple[object, ...] | None = None  # the last frame drawn, still or moving
        self._shown_size: tuple[int, int] = (0, 0)
        self._moved: list[pygame.Rect] = []  # where things moved in the last frame
        self.tip_shown: pygame.Rect | None = None

    def _frame_key(self) -> tuple[object, ...]:
        """What the table shows apart from what moves: a frame with the same key while nothing moves is the
        last one again, blitted in one piece (a zone's `view_key`, the map's zoom and pan, is part of what
        it shows); while something moves, a frame with the key of the last one drawn
        is that frame but where things move (the declaration's `moving_rects`)."""
        # a zone that pans or zooms (the hex map) says where its view stands: + − 0 move nothing under the pointer
        zones: tuple[object, ...] = tuple((z.hover, z.focus, getattr(z, "view_key", tuple)()) for z in self.scene.zones)
        hold = self.turn.hold
        return (
            self.turn.refreshes,
            self.app.size,
            zones,
            self.input.focus_zone,
            id(hold),
            self.turn.status,
            self.scene.viewer,
            self.scene.log.list.scroll,  # the wheel over the log scrolls it: the kept frame no longer shows it
        )

    def draw(self, surface: pygame.Surface) -> None:
        key = self._frame_key()
        moving = self.turn.moving or self.scene.shake > 0
        same = key == self._shown_key and surface.get_size() == self._shown_size and not self.scene.dirty
        self._shown_key, self._shown_size = key, surface.get_size()
        self.scene.drawn_region = None
        if moving:
            self._base_key = None  # the kept still frame no longer is what the window shows
            rects = self.decl.moving_rects() if self.scene.shake <= 0 else None
            if same and rects is not None:
                self._draw_part(surface, rects)
            else:
                self._draw_table(surface)
                self._draw_over(surface)
            self._moved = list(rects or ())
            return
        self._moved = []
        base = self._base
        if key == self._base_key and base is not None and base.get_size() == surface.get_size():
            surface.blit(base, (0, 0))
        else:
            self._draw_table(surface)
            self._base_key = key
            if base is None or base.get_size() != surface.get_size():
                base = self._base = surface.copy()
            else:
                base.blit(surface, (0, 0))
        self._draw_over(surface)

    def _draw_part(self, surface: pygame.Surface, rects: Sequence[pygame.Rect]) -> None:
        """The table again inside where things move now and where they were last frame, the rest as it is."""
        screen = surface.get_rect()
        region = [r.clip(screen) for r in [*rects, *self._moved] if r.w > 0 and r.h > 0]
        region = [r for r in region if r.w > 0 and r.h > 0]
        if not region:
            return
        clip = region[0].unionall(region[1:])
        surface.set_clip(clip)
        try:
            self._draw_table(surface)
            self._draw_over(surface)
        finally:
            surface.set_clip(None)
        self.scene.drawn_region = clip

    def _draw_over(self, surface: pygame.Surface) -> None:
        self.scene.turns.presence.draw(surface)  # who is missing from a network game stays in view, over the log
        if self.turn.waiting_pass is None:
            self._draw_hover(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.turn.waiting_pass is not None:
            return  # nothing private behind the pass screen
        view = self.scene.view()
        self.decl.draw_board(surface, view)
        offset = self._shake_offset()
        focus = self.input.focus_zone
        margin = self.app.px(DRAW_MARGIN)
        for i, zone in enumerate(self.scene.zones):
            if not in_clip(surface, zone.rect, margin):
                continue  # a frame that redraws only where things move: this zone lies wholly outside
            shaking = offset and zone.id == self.decl.shake_area
            if shaking:
                for it in zone.items:
                    it.rect.move_ip(offset, 0)
            zone.draw(surface, has_focus=focus == i)
            if shaking:
                for it in zone.items:
                    it.rect.move_ip(-offset, 0)
        rects = self.scene.rects
        if "score" in rects and in_clip(surface, rects["score"], margin):
            board = self.decl.scoreboard(self.scene.shown_view())  # its figures as the table has shown them
            if board is not None:
                board.draw(surface, self.app, *self.scene.score_place())
        log = rects["log"]
        # a table may give the log's place away for a while (an empty rectangle)
        if log.w > 1 and log.h > 1 and in_clip(surface, log, margin):
            self.scene.log.draw(surface, self.app, log)
        text = self.prompt_text(view) if in_clip(surface, rects["prompt"], margin) else ""
        if text:
            draw_prompt(surface, self.app, self.scene.rects["prompt"], text, accent=self.scene.my_turn())
        hold = self.turn.hold
        if hold is not None:
            self.decl.draw_hold(surface, hold)

    def prompt_text(self, view: object) -> str:
        if not self.turn.status:  # the first frame, before the flow has said whose turn it is: no guess
            return ""  # (it said "Anna is thinking…" of a person, for one frame and in every screenshot)
        if self.scene.turns.presence.host_gone():  # nothing can be played until the host's game is back
            return self.scene.turns.presence.host_text()
        waiting = None if self.scene.my_turn() else self.scene.turns.presence.waiting_text(self.scene.session.to_move)
        if waiting:
            return waiting
        hold = self.turn.hold
        if hold is not None and hold.kind == OVER:
            return str(self.app.t("table.over_hold"))
        if self.scene.guiding.finished:  # the lesson's table offers no actions: no "finish the turn" left here
            return str(self.app.t("guide.finished"))
        if self.scene.guiding.waiting:  # a step waits to be read: nothing is played until its Next
            return str(self.app.t("guide.read_first"))
        if self.scene.note and self.scene.my_turn():
            return self.scene.note
        hint = self.scene.hint.prompt() if self.scene.my_turn() else None
        if hint:  # the kit's hint stands in the prompt's place until the person acts or undoes
            return hint
        return self.decl.prompt(view)

    def _guide(self) -> list[pygame.Rect]:
        """A lesson's step card, drawn over the table: a tip never goes under it."""
        guiding = self.scene.guiding
        return [guiding.panel_rect] if guiding.active else []

    def _next(self, it: Item) -> list[pygame.Rect]:
        """What the step or the turn asks to click next, kept clear like a button: the parts carrying the
        hint's ring (the lesson's next blue-ringed cell, which a token's tip under the still pointer covered
        right after the click before it), and the area a lesson's step points at unless the pointed item is
        in it (a tip can keep off a card across the table, not off the board it stands on)."""
        scene = self.scene
        rings = [o.rect for z in scene.zones for o in z.items if o is not it and HINTED in o.marks]
        area = scene.guiding.target_rect() if scene.guiding.active else None
        if area is not None and not area.colliderect(it.rect):
            rings.append(area)
        return rings

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """The hovered item's tip (and its magnified face); with nothing under the pointer, the tip of the
        item the keyboard's focus is on, so what a mouse reads by pointing the keys read too."""
        self.tip_shown = None
        screen = surface.get_rect()
        for zone in reversed(self.scene.zones):
            if zone.hover is None:
                continue
            it = zone.item(zone.hover)
            if it is None:
                continue
            zone.draw_magnified(surface, screen)
            if it.tip and not self.input.tips_quiet:  # a click's item says nothing over what comes next
                self._tip(surface, zone, it, self.input.pointer)
            return
        for zone in self.scene.zones:
            it = zone.focused() if zone.focus_shown else None
            if it is not None and it.tip:
                self._tip(surface, zone, it)
                return

    def _tip(self, surface: pygame.Surface, zone: Zone, it: Item, pointer: tuple[int, int] | None = None) -> None:
        # kept clear: the prompt, every button (the action bar's and the toolbar's), the game's own and a
        # lesson's card; avoided where there is room: what else could be clicked (items not dimmed)
        scene = self.scene
        if not it.tip:
            return
        buttons = [o.rect for bar in (scene.bar, scene.tools) for o in bar.items if o is not it]
        keep = [scene.rects["prompt"], *buttons, *scene.kept_clear(), *self._guide(), *self._next(it)]
        keep += scene.turns.presence.keep_clear()
        targets = [
            o.rect
            for z in scene.zones
            if z is not scene.bar and z is not scene.tools
            for o in z.items
            if o is not it and DIMMED not in o.marks
        ]
        self.tip_shown = draw_tip(surface, scene.app, it.tip, it.rect, keep, pointer, targets)

    def _shake_offset(self) -> int:
        if self.scene.shake <= 0:
            return 0
        return round(math.sin(self.scene.shake * 60) * self.app.px(6) * (self.scene.shake / SHAKE_S))
