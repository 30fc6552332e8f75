"""The task card, standing in the sidebar beside the board (never over it, so a child sees the cell
their hero stepped on), with the table's two answers.

The card must read from across a family table, and to a child who cannot read yet: a picture of the
task (assets/images/wolf/task-<card>.svg), the task in big type, a thick frame that says whose task it
is (green: the hero's player; orange: everyone together, with a ribbon saying so in words, so the
frame's colour is never the only sign), and two big buttons, "Done!" and "Not yet"; reading aloud on, "Read
again" beside the picture and a line under them: the card is being read, or why no sound came (no audio player).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.items import AGAIN, DONE, TaskFace
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.table.art import DIMMED, FOCUS, HINTED, HOVER, draw_marks_over, draw_marks_under
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.speaking import Voice, draw_again_face
from woods_desktop.table.text import draw_text, two_lines_to_keep
from woods_desktop.table.zones import Zone
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Button

GREEN_FRAME = theme.hex_color("#4C8A3A")
ORANGE_FRAME = theme.hex_color("#E07A2A")
RIBBON_H = 46  # design px: a ribbon with one line of words


@dataclass(frozen=True)
class CardRects:
    card: pygame.Rect
    ribbon: pygame.Rect
    picture: pygame.Rect
    text: pygame.Rect
    note: pygame.Rect
    done: pygame.Rect
    not_yet: pygame.Rect
    voice: pygame.Rect  # what reading aloud is doing (empty when it is off)
    again: pygame.Rect  # "Read again" (empty when reading aloud is off)


def card_rects(
    area: pygame.Rect,
    px: Callable[[float], int],
    voice: bool = False,
    text_size: float = 1.0,
    note_h: int = 0,
    ribbon_h: int = 0,
) -> CardRects:
    """The card filling its place, top to bottom: ribbon (`ribbon_h` high if more), picture (reading aloud on: "Read
    again" beside it, the reading's line under them), task, note (`note_h`: its lines' height), the two answers as
    wide as the card. The picture's size is the card width's, not the text size's (issue 34, item 7)."""
    card = pygame.Rect(area)
    pad, gap = px(16), px(8)
    inner = card.inflate(-2 * pad, -2 * pad)
    ribbon = pygame.Rect(inner.x, inner.y, inner.w, max(px(RIBBON_H), ribbon_h))
    button_h = min(px(64), max(px(44), inner.h // 9))
    not_yet = pygame.Rect(inner.x, inner.bottom - button_h, inner.w, button_h)
    done = pygame.Rect(inner.x, not_yet.y - gap - button_h, inner.w, button_h)
    note_h = max(px(26), note_h)  # the note's words at a larger text may need a second line (they were cut)
    note = pygame.Rect(inner.x, done.y - gap - note_h, inner.w, note_h)
    grow = max(1.0, text_size)
    line_h = round(px(40) * grow) if voice else 0  # two lines of what the reading does, at the text size
    words = round(px(32) * 1.3 * 2 * grow)  # the task's two lines at the text size
    room = note.y - gap - (ribbon.bottom + gap) - (line_h + gap if voice else 0) - gap - words
    side = max(px(40), min(inner.w * 2 // 5 if voice else inner.w * 11 // 20, room))
    top = ribbon.bottom + gap
    if voice:
        picture_rect = pygame.Rect(inner.x, top, side, side)
        again = pygame.Rect(picture_rect.right + gap, top, inner.right - picture_rect.right - gap, side)
        voice_rect = pygame.Rect(inner.x, picture_rect.bottom + gap, inner.w, line_h)
        below = voice_rect.bottom
    else:
        picture_rect = pygame.Rect(inner.centerx - side // 2, top, side, side)
        again = voice_rect = pygame.Rect(inner.x, picture_rect.bottom, 0, 0)
        below = picture_rect.bottom
    text = pygame.Rect(inner.x, below + gap, inner.w, max(0, note.y - gap - below - gap))
    return CardRects(card, ribbon, picture_rect, text, note, done, not_yet, voice_rect, again)


def draw_ribbon(
    surface: pygame.Surface, app: AppServices, rect: pygame.Rect, orange: bool, picture_only: bool = False
) -> int:
    """The ribbon of a card's kind (green and a hero's steps: one hero's task; orange and balloons: the whole
    team's), as the card and the colour check draw it; where its words start."""
    icon = _ribbon_icon(app, rect, orange)
    if not picture_only:
        pygame.draw.rect(surface, ORANGE_FRAME if orange else GREEN_FRAME, rect, border_radius=app.px(10))
    surface.blit(icon, (rect.x + app.px(6), rect.y + (rect.h - icon.get_height()) // 2))
    return int(rect.x + icon.get_width() + app.px(10))


def _ribbon_icon(app: AppServices, rect: pygame.Rect, orange: bool) -> pygame.Surface:
    """The icon keeps the height of a one-line ribbon on a taller one (two lines of words at a larger text)."""
    return picture("balloons" if orange else "steps", min(rect.h, app.px(RIBBON_H)) - app.px(8))


class TaskZone(Zone):
    """The task card in its place; its items are the two answers."""

    kind = "task"

    def __init__(self, zone_id: str, app: AppServices) -> None:
        super().__init__(zone_id, None, item_ratio=0.3)
        self.app = app
        self.card: TaskFace | None = None
        self.voice: Voice | None = None  # what reading aloud is doing (None: it is off)
        self.rects: CardRects | None = None
        self.layer = StillLayer(opaque=False)

    def arrange(self) -> None:
        if self.card is None or self.rect.w <= 1:
            self.rects = None
            return
        app, size = self.app, self.scale_px(theme.TYPE_SMALL)
        lines = min(2, len(app.fonts.wrap(self.card.note, size, self.rect.w - self.scale_px(32), "regular")))
        note_h = lines * app.fonts.font(size).get_linesize()
        # the ribbon's words keep their 100 % size at a larger text on two lines when one would draw them smaller
        start = _ribbon_icon(app, pygame.Rect(0, 0, 0, app.px(RIBBON_H)), self.card.orange).get_width() + app.px(10)
        label = pygame.Rect(0, 0, self.rect.w - self.scale_px(32 + 8) - start, self.scale_px(RIBBON_H))  # as _paint's
        ribbon_h = two_lines_to_keep(app, self.card.ribbon, label, app.px(theme.TYPE_LEAD)) + app.px(8)
        self.rects = card_rects(self.rect, self.scale_px, self.voice is not None, app.fonts.text_size, note_h, ribbon_h)
        for it in self.items:
            r = self.rects
            it.rect = (r.done if it.id == DONE else r.again if it.id == AGAIN else r.not_yet).copy()

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """The card, drawn once per look (hover and focus included) and kept."""
        if self.card is None or self.rects is None:
            return
        marks = tuple(self.shown_marks(i, it, has_focus) for i, it in enumerate(self.items))
        key = (self.card, tuple(self.rects.card), marks, self.app.scale, self.voice)
        self.layer.blit(surface, self.rects.card, key, lambda layer, off: self._paint(layer, off, marks))

    def _paint(self, surface: pygame.Surface, off: tuple[int, int], marks: tuple[frozenset[str], ...]) -> None:
        app, card, rects = self.app, self.card, self.rects
        assert card is not None and rects is not None
        frame = ORANGE_FRAME if card.orange else GREEN_FRAME
        panel(surface, rects.card.move(off), frame, app.px(18), 0)
        inner = rects.card.move(off).inflate(-app.px(12), -app.px(12))
        panel(surface, inner, theme.PARCHMENT, app.px(12), 0, border=darken(frame, 0.3), border_w=max(1, app.px(2)))
        ribbon = rects.ribbon.move(off)
        label = pygame.Rect(draw_ribbon(surface, app, ribbon, card.orange), ribbon.y, 0, ribbon.h)
        label.w = ribbon.right - app.px(8) - label.x
        draw_text(surface, app, card.ribbon, label, app.px(theme.TYPE_LEAD), theme.WHITE, "bold", "center", "middle", 2)
        if card.picture:
            box = rects.picture.move(off)
            pygame.draw.ellipse(surface, lighten(frame, 0.6), box)
            art = app.images.get(card.picture, box.w, box.h)
            surface.blit(art, art.get_rect(center=box.center))
        text = rects.text.move(off)
        draw_text(surface, app, card.text, text, app.px(theme.TYPE_TITLE), theme.INK, "bold", "center", "middle")
        note = rects.note.move(off)
        draw_text(
            surface, app, card.note, note, app.px(theme.TYPE_SMALL), theme.INK_SOFT, "regular", "center", "middle", 2
        )
        if self.voice is not None and self.voice.line:
            colour = theme.BERRY if self.voice.trouble else theme.INK_SOFT
            box = rects.voice.move(off)
            draw_text(
                surface, app, self.voice.line, box, app.px(theme.TYPE_SMALL), colour, "bold", "center", "middle", 2
            )
        for it, m in zip(self.items, marks):
            self._button(surface, it.id, it.rect.move(off), m)

    def _button(self, surface: pygame.Surface, which: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """An answer: the kit's button (moss "Done!", berry "Not yet"), with the table's focus and veil."""
        app, card = self.app, self.card
        assert card is not None
        if which == AGAIN:
            label, style, icon, size = "", "secondary", None, theme.TYPE_BODY  # its words under its picture
        elif which == DONE:
            label, style, icon, size = card.done, "primary", "icon-check", theme.TYPE_LEAD
        else:
            label, style, icon, size = card.not_yet, "danger", "icon-cross", theme.TYPE_LEAD
        button = Button(app, label, lambda: None, rect, style, icon=icon, size=size)
        button.hover = HOVER in marks
        draw_marks_under(surface, app, rect, marks & {FOCUS, HINTED})
        button.draw(surface)
        if which == AGAIN:
            draw_again_face(surface, app, rect)
        draw_marks_over(surface, app, rect, marks & {FOCUS, DIMMED, HINTED})
