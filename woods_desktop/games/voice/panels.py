"""The Voice table's own panels: the start-the-minute dialog, the refusal panel, the holds and the
small labels, each sized to its text through `table.text` (nothing clipped, no empty gaps).

Sizes are solved once per (text, box) by `table.text.fit`, which caches them, so a frame re-fits
nothing that did not change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, draw_marks_over
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_fitted, draw_text, fit
from woods_desktop.table.zone_kinds import Choice
from woods_desktop.ui.draw import darken, panel
from woods_desktop.ui.services import AppServices

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


@dataclass(frozen=True)
class Dialog:
    """A parchment panel sized to its text with one row of buttons right under it."""

    box: pygame.Rect
    text: pygame.Rect
    buttons: pygame.Rect


def dialog_rects(app: AppServices, area: pygame.Rect, text: str, width: float = 560, button_h: float = 56) -> Dialog:
    """The dialog's panel, text box and button row, centred in `area`: its height is the text's
    height plus one button row and the margins, never more (issue 8, defect 22)."""
    px = app.px
    w = min(px(width), area.w - px(16))
    pad = px(22)
    inner_w = w - 2 * pad
    fitted = fit(app, text, pygame.Rect(0, 0, inner_w, max(px(40), area.h - px(160))), px(theme.TYPE_BODY), "bold")
    text_h = fitted.height
    bh = px(button_h)
    h = pad + text_h + px(16) + bh + pad
    box = pygame.Rect(0, 0, w, h)
    box.center = area.center
    text_box = pygame.Rect(box.x + pad, box.y + pad, inner_w, text_h)
    buttons = pygame.Rect(box.x + pad, text_box.bottom + px(16), inner_w, bh)
    return Dialog(box, text_box, buttons)


def draw_dialog(surface: pygame.Surface, app: AppServices, dialog: Dialog, text: str) -> None:
    panel(surface, dialog.box, theme.PARCHMENT, app.px(12), app.px(6), border=theme.PARCHMENT_SHADE, border_w=1)
    fitted = fit(app, text, pygame.Rect(0, 0, dialog.text.w, max(dialog.text.h, 1)), app.px(theme.TYPE_BODY), "bold")
    draw_fitted(surface, app, fitted, dialog.text, theme.INK, "bold", align="center")


def draw_refusal(surface: pygame.Surface, app: AppServices, rect: pygame.Rect, text: str) -> None:
    """A refusal in the prompt's place: dark ink on parchment, a berry edge and mark, fitted to the box."""
    sheet(surface, app, rect)
    pygame.draw.rect(surface, theme.BERRY, rect, max(2, app.px(3)), border_radius=app.px(10))
    r = max(6, app.px(11))
    centre = (rect.x + app.px(14) + r, rect.centery)
    pygame.draw.circle(surface, theme.BERRY, centre, r)
    mark = app.fonts.render("!", max(10, int(r * 1.5)), theme.WHITE, "bold", scaled=False)
    surface.blit(mark, mark.get_rect(center=centre))
    box = pygame.Rect(
        centre[0] + r + app.px(10), rect.y + app.px(4), rect.right - centre[0] - r - app.px(22), rect.h - app.px(8)
    )
    # three lines where two cut it short: "…Примите его всё равно или оставьт…" lost what to do (150 %, 1280x720)
    draw_text(surface, app, text, box, app.px(theme.TYPE_BODY), theme.INK, "bold", valign="middle", max_lines=3)


def draw_covered(surface: pygame.Surface, app: AppServices, area: pygame.Rect, title: str, note: str) -> None:
    """The covered field: a dark cloth over the whole field and a small card saying who is writing.
    Nothing of the field shows through (issue 18: no second minute to think)."""
    px = app.px
    panel(surface, area, darken(theme.FELT, 0.35), px(12), 0)
    w = min(px(520), area.w - px(16))
    pad = px(20)
    inner = w - 2 * pad
    icon_h = px(40)
    title_f = fit(app, title, pygame.Rect(0, 0, inner, px(72)), px(theme.TYPE_LEAD), "bold", max_lines=2)
    note_f = fit(app, note, pygame.Rect(0, 0, inner, px(72)), px(theme.TYPE_BODY), max_lines=3) if note else None
    h = pad + icon_h + px(10) + title_f.height + (px(8) + note_f.height if note_f else 0) + pad
    box = pygame.Rect(0, 0, w, min(h, area.h))
    box.center = area.center
    panel(surface, box, theme.PARCHMENT, px(12), px(6), border=theme.PARCHMENT_SHADE, border_w=1)
    icon = app.images.get("icon-timer", icon_h)
    surface.blit(icon, icon.get_rect(midtop=(box.centerx, box.y + pad)))
    y = box.y + pad + icon_h + px(10)
    draw_fitted(
        surface, app, title_f, pygame.Rect(box.x + pad, y, inner, title_f.height), theme.INK, "bold", align="center"
    )
    if note_f is not None:
        y += title_f.height + px(8)
        draw_fitted(
            surface, app, note_f, pygame.Rect(box.x + pad, y, inner, note_f.height), theme.INK_SOFT, align="center"
        )


def draw_label(surface: pygame.Surface, app: AppServices, rect: pygame.Rect, text: str) -> None:
    """A small caption on the felt (over your own cards, over the drawn cards)."""
    draw_text(surface, app, text, rect, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", valign="bottom", max_lines=1)


def draw_tray(surface: pygame.Surface, app: AppServices, rect: pygame.Rect) -> None:
    """The darker felt behind the word entry or the drawn cards."""
    panel(surface, rect, darken(theme.FELT, 0.3), app.px(12), 0)


def draw_hold_panel(
    surface: pygame.Surface,
    app: AppServices,
    area: pygame.Rect,
    title: str,
    lines: Sequence[tuple[Marker | None, str]],
    hint: str,
    under: Callable[[pygame.Rect], None] | None = None,
) -> pygame.Rect:
    """A hold in the sidebar: a title, one line per happening with the player's marker, and how to go on.
    Sized to its lines; returns the panel's rect. `under` is given the rect before the panel is drawn."""
    px = app.px
    w = min(px(620), area.w)
    pad = px(18)
    marker_w = px(30)
    text_w = w - 2 * pad - marker_w
    line_px = px(theme.TYPE_BODY)
    title_f = fit(app, title, pygame.Rect(0, 0, w - 2 * pad, px(36)), px(theme.TYPE_LEAD), "bold", max_lines=1)
    fits = [fit(app, text, pygame.Rect(0, 0, text_w, px(60)), line_px, "regular", max_lines=2) for _, text in lines]
    hint_f = fit(app, hint, pygame.Rect(0, 0, w - 2 * pad, px(24)), px(theme.TYPE_SMALL), max_lines=1)
    gap = px(6)
    body_h = sum(f.height + gap for f in fits)
    h = pad + title_f.height + px(10) + body_h + px(6) + hint_f.height + pad
    box = pygame.Rect(0, 0, w, min(h, area.h))
    box.midbottom = area.midbottom  # over the log first (it says the same); the scores above stay in view
    if under is not None:
        under(box)
    panel(surface, box, theme.PARCHMENT, px(12), px(6), border=theme.AMBER, border_w=max(2, px(3)))
    y = box.y + pad
    draw_fitted(
        surface, app, title_f, pygame.Rect(box.x + pad, y, w - 2 * pad, title_f.height), theme.MOSS_DARK, "bold"
    )
    y += title_f.height + px(10)
    for (marker, _), f in zip(lines, fits):
        if marker is not None:
            marker(surface, (box.x + pad + marker_w // 2 - px(4), y + f.line_h // 2), max(4, px(9)))
        draw_fitted(surface, app, f, pygame.Rect(box.x + pad + marker_w, y, text_w, f.height), theme.INK)
        y += f.height + gap
    draw_fitted(
        surface,
        app,
        hint_f,
        pygame.Rect(box.x + pad, box.bottom - pad - hint_f.height, w - 2 * pad, hint_f.height),
        theme.INK_SOFT,
    )
    return box


def draw_header(surface: pygame.Surface, app: AppServices, rect: pygame.Rect, title: str, info: str) -> None:
    """The round and who holds the sand timer, and under it the phase and the piles."""
    half = rect.h * 3 // 5
    top = pygame.Rect(rect.x, rect.y, rect.w, half)
    draw_text(surface, app, title, top, app.px(theme.TYPE_LEAD), theme.PARCHMENT, "bold", max_lines=1)
    low = pygame.Rect(rect.x, rect.y + half, rect.w, rect.h - half)
    draw_text(surface, app, info, low, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, max_lines=1)


def draw_choice_button(
    surface: pygame.Surface, app: AppServices, choice: Choice, rect: pygame.Rect, marks: frozenset[str], primary: bool
) -> None:
    draw_choice(
        surface,
        app,
        choice.label,
        rect,
        "primary" if primary else "secondary",
        marks if choice.enabled else marks | {DIMMED},
    )


def draw_choice(
    surface: pygame.Surface, app: AppServices, label: str, rect: pygame.Rect, style: str, marks: frozenset[str]
) -> None:
    """A choice button: "primary" amber, "secondary" parchment; dimmed when it cannot be used."""
    fill = theme.AMBER if style == "primary" else theme.PARCHMENT
    if DIMMED in marks:
        fill = theme.DISABLED
    elif HOVER in marks:
        fill = tuple(min(255, c + 18) for c in fill)  # type: ignore[assignment]
    panel(surface, rect, fill, app.px(8), app.px(3), border=darken(fill, 0.25), border_w=1)
    size = theme.TYPE_BODY if rect.h >= app.px(48) else theme.TYPE_SMALL  # the big buttons read large
    draw_text(
        surface,
        app,
        label,
        rect.inflate(-app.px(12), -app.px(4)),
        app.px(size),
        theme.INK,
        "bold",
        align="center",
        valign="middle",
        max_lines=2,
    )
    draw_marks_over(surface, app, rect, marks & {FOCUS})
