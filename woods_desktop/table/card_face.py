"""The parts a card of a card-grid screen (`ui/card_grid.py`) is drawn with: its frame with a title and a
state badge (done, open, locked: an icon with the colour, never the colour alone) and a list of lines.

Whispering Woods' missions drew these by hand; any screen of cards with a state (a mission, a level, a
chapter) can use them. They sit in the table kit, not beside the grid in `ui/`, because their words go
through `table.text` (fitted to the box, never clipped), which the ui layer below it cannot import.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.text import draw_text
from woods_desktop.ui.chrome import sheet
from woods_desktop.ui.services import Drawing
from woods_desktop.ui.widgets import tinted

# a card's state: its badge's fill, its ink and its icon (the icon says it as well as the colour)
BADGES = {
    "done": (theme.MOSS, theme.WHITE, "icon-check"),
    "open": (theme.AMBER, theme.INK, None),
    "locked": (theme.DISABLED, theme.WHITE, "icon-lock"),
}


def draw_card_frame(
    surface: pygame.Surface, app: Drawing, rect: pygame.Rect, title: str, badge: str, state: str
) -> pygame.Rect:
    """A card: a parchment sheet (a moss edge once `state` is "done"), `title` at its top left and the
    state's badge with its word `badge` at its top right; returns the room under the title, inset."""
    px = app.px
    sheet(surface, app, rect)
    if state == "done":
        pygame.draw.rect(surface, theme.MOSS, rect, max(2, px(3)), border_radius=px(12))
    pad = px(14)
    head = pygame.Rect(rect.x + pad, rect.y + px(8), (rect.w - 2 * pad) * 6 // 10, px(32))
    draw_text(surface, app, title, head, px(theme.TYPE_LEAD), theme.MOSS_DARK, "bold", "left", "middle", 1)
    draw_badge(
        surface, app, pygame.Rect(head.right, head.y + px(3), rect.right - pad - head.right, px(26)), badge, state
    )
    return pygame.Rect(head.x, head.bottom + px(2), rect.w - 2 * pad, rect.bottom - head.bottom - px(2))


def draw_pill(
    surface: pygame.Surface,
    app: Drawing,
    rect: pygame.Rect,
    text: str,
    fill: tuple[int, int, int],
    ink: tuple[int, int, int],
    icon: str | None = None,
    radius: int | None = None,
) -> None:
    """A word in a coloured pill, its icon (a tick, a lock) before it when given: a card's state, a seat's
    role (Woodlanders' dealer). `radius` rounds the corners (half the height, a pill, when None)."""
    px = app.px
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2 if radius is None else radius)
    room = rect
    if icon is not None:
        mark = tinted(app.images.get(icon, px(16)), ink)
        at = mark.get_rect(midleft=(rect.x + px(10), rect.centery))
        surface.blit(mark, at)
        room = pygame.Rect(at.right + px(4), rect.y, rect.right - at.right - px(12), rect.h)
    elif radius is None:
        room = rect.inflate(-px(10), 0)
    draw_text(surface, app, text, room, px(theme.TYPE_SMALL), ink, "bold", "center", "middle", 1)


def draw_badge(surface: pygame.Surface, app: Drawing, rect: pygame.Rect, text: str, state: str) -> None:
    """A state's pill (`BADGES`): its colour, its icon (a tick, a lock) before its word, in its ink."""
    fill, ink, icon = BADGES[state]
    draw_pill(surface, app, rect, text, fill, ink, icon)


def draw_bullets(
    surface: pygame.Surface, app: Drawing, lines: Sequence[str], rect: pygame.Rect, most_h: int = 36
) -> None:
    """`lines` one under another in `rect`, a dot before each, each in up to two lines of small type (three
    at a larger text size), each the height its own words need and at most `most_h` design pixels apart when
    they are few. A long line beside short ones was shrunk to the height they shared: at 1280x720 three
    objectives of a mission (two of two lines, one of one) lost their ends to "…" in a room that held them."""
    px = app.px
    small = px(theme.TYPE_SMALL)
    most = 2 if app.fonts.text_size <= 1 else 3
    line_h = app.fonts.font(small).get_linesize()
    lines_of = [min(most, len(app.fonts.wrap(line, small, rect.w - px(14)))) for line in lines]
    need = [n * line_h + (px(8) if most > 2 else px(3)) for n in lines_of]
    spare = rect.h - sum(need)
    if spare >= 0:  # room to spare: each line a little apart, up to `most_h` from one dot to the next
        need = [max(h, min(px(most_h), h + spare // max(1, len(need)))) for h in need]
    squeeze = min(1.0, rect.h / max(1, sum(need)))
    heights = [int(n * squeeze) for n in need]
    y = rect.y
    for line, h in zip(lines, heights):
        pygame.draw.circle(surface, theme.MOSS_DARK, (rect.x + px(5), y + px(9)), max(2, px(3)))
        box = pygame.Rect(rect.x + px(14), y, rect.w - px(14), h)
        draw_text(surface, app, line, box, small, theme.INK, max_lines=most)
        y += h


__all__ = ["BADGES", "draw_badge", "draw_bullets", "draw_card_frame", "draw_pill"]
