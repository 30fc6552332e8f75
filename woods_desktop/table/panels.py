"""The panels every table shows: the sheet they stand on, the log, the prompt, and lists that scroll (the
scoreboard: table/scoreboard.py).

Each panel is declared once with its region and draws itself into that
rectangle; text goes through `table.text.fit`, and rendered lines are cached,
so a frame re-wraps nothing that did not change.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import Drawing

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


def sheet(surface: pygame.Surface, app: Drawing, rect: pygame.Rect) -> None:
    panel(surface, rect, theme.PARCHMENT, app.px(10), app.px(4), border=theme.PARCHMENT_SHADE, border_w=1)


PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


SEVERAL_LINES = 3  # a titled list (the game log) at a larger text shows this many lines where it can


def list_metrics(app: Drawing, tight: bool) -> tuple[int, int, int, int]:
    """A titled list's padding, its title's size and line height, and a line's height at the text size.
    `tight`: at a larger text in a short box, the padding smaller and the title at its size at 100 % (never
    smaller), so the lines keep their room."""
    pad = app.px(5) if tight else app.px(10)
    title_px = app.px(theme.TYPE_BODY)
    if tight:
        title_px = max(1, min(title_px, math.ceil(title_px / max(1.0, app.fonts.text_size))))
    title_h = app.fonts.font(title_px, "bold").get_linesize()
    if not tight:
        title_h = max(app.px(24), title_h)
    line_h: int = app.fonts.font(app.px(theme.TYPE_SMALL)).get_linesize()
    return pad, title_px, title_h, line_h


def log_room(app: Drawing, lines: int, tight: bool = False) -> int:
    """How tall a titled list (the game log) is that shows `lines` lines at the text size: its table can
    keep the lines it shows at 100 % when the text grows."""
    pad, _, title_h, line_h = list_metrics(app, tight)
    return int(2 * pad + title_h + app.px(4) + lines * line_h)


def list_height(app: Drawing, least: float) -> int:
    """A titled list's height (a list over the log): `least` design units, at a larger text as tall as
    SEVERAL_LINES of its lines need, so it keeps its lines as the log under it does."""
    h: int = app.px(least)
    return h if app.fonts.text_size <= 1 else max(h, log_room(app, SEVERAL_LINES, tight=True))


class ScrollList:
    """Lines in a box; the newest at the bottom by default; the wheel scrolls when they outgrow it, and
    so do Page Up / Page Down (with Shift when `page_shift`) for a list that takes keys (`page_keys`): the
    mouse's every action has a key."""

    def __init__(
        self,
        title: str = "",
        icon: str | None = None,
        newest_last: bool = True,
        page_keys: bool = False,
        page_shift: bool = False,
    ) -> None:
        self.title = title
        self.icon = icon
        self.newest_last = newest_last
        self.page_keys = page_keys
        self.page_shift = page_shift
        self._room = 1
        self.lines: list[str] = []
        self.scroll = 0  # lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._max_scroll = 0

    def set_lines(self, lines: Sequence[str]) -> None:
        if list(lines) != self.lines:
            grew = len(lines) > len(self.lines)
            self.lines = list(lines)
            if grew:
                self.scroll = 0  # follow the newest line

    def handle(self, event: pygame.event.Event, pointer: tuple[int, int] | None = None) -> bool:
        """`pointer`: where the table last saw the pointer move (the wheel scrolls the list under it), else
        where the window says it is."""
        at = pointer if pointer is not None else pygame.mouse.get_pos()
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(at):
            step = event.y if self.newest_last else -event.y
            self.scroll = max(0, min(self._max_scroll, self.scroll + step))
            return True
        if event.type == pygame.KEYDOWN and self.page_keys and event.key in PAGE_KEYS:
            if bool(event.mod & pygame.KMOD_SHIFT) != self.page_shift:
                return False
            down = PAGE_KEYS[event.key]  # +1: towards the end of the list as drawn
            step = max(1, self._room - 1) * (-down if self.newest_last else down)
            self.scroll = max(0, min(self._max_scroll, self.scroll + step))
            return True
        return False

    def _wrap(self, app: Drawing, text: str, px: int, width: int) -> list[str]:
        key = (text, px, width)
        got = self._wrapped.get(key)
        if got is None:
            got = app.fonts.wrap(text, px, width)
            if len(self._wrapped) > 600:
                self._wrapped.clear()
            self._wrapped[key] = got
        return got

    def draw(self, surface: pygame.Surface, app: Drawing, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        sheet(surface, app, rect)
        # at a larger text a box too short for several lines draws its title at its 100 % size, to keep them
        tight = bool(self.title) and app.fonts.text_size > 1 and rect.h < log_room(app, SEVERAL_LINES)
        pad, title_px, title_h, _ = list_metrics(app, tight)
        top = rect.y + pad
        if self.title:
            # the title's line as tall as its words at the text size: the first line never lies under it
            x = rect.x + pad
            if self.icon:
                surface.blit(app.images.get(self.icon, app.px(18)), (x, top + app.px(2)))
                x += app.px(24)
            draw_text(
                surface,
                app,
                self.title,
                pygame.Rect(x, top, rect.right - pad - x, title_h),
                title_px,
                theme.MOSS_DARK,
                "bold",
                max_lines=1,
            )
            top += title_h + app.px(4)
        px = app.px(theme.TYPE_SMALL)
        line_h = app.fonts.font(px).get_linesize()
        width = rect.w - 2 * pad - app.px(8)
        rows: list[str] = []
        source = self.lines if self.newest_last else list(reversed(self.lines))
        for text in source:
            rows.extend(self._wrap(app, text, px, width))
        room = max(1, (rect.bottom - pad - top) // line_h)
        self._room = room
        self._max_scroll = max(0, len(rows) - room)
        self.scroll = min(self.scroll, self._max_scroll)
        if self.newest_last:
            end = len(rows) - self.scroll
            shown = rows[max(0, end - room) : end]
        else:
            shown = rows[self.scroll : self.scroll + room]
        y = top
        for line in shown:
            surface.blit(app.fonts.render(line, px, theme.INK), (rect.x + pad, y))
            y += line_h
        if self._max_scroll:
            track = pygame.Rect(rect.right - pad - app.px(4), top, app.px(4), rect.bottom - pad - top)
            pygame.draw.rect(surface, theme.PARCHMENT_SHADE, track, border_radius=app.px(2))
            frac = room / len(rows)
            knob_h = max(app.px(12), int(track.h * frac))
            pos = (
                (self._max_scroll - self.scroll) / self._max_scroll
                if self.newest_last
                else self.scroll / self._max_scroll
            )
            knob = pygame.Rect(track.x, track.y + int((track.h - knob_h) * pos), track.w, knob_h)
            pygame.draw.rect(surface, theme.INK_SOFT, knob, border_radius=app.px(2))


def draw_prompt(surface: pygame.Surface, app: Drawing, rect: pygame.Rect, text: str, accent: bool = False) -> None:
    """The line that says what to do now, in a parchment strip (amber edge when it is your turn)."""
    sheet(surface, app, rect)
    if accent:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(3)), border_radius=app.px(10))
    pad = app.px(12)
    draw_text(
        surface,
        app,
        text,
        rect.inflate(-2 * pad, -app.px(8)),
        app.px(theme.TYPE_BODY),
        theme.INK,
        "bold",
        valign="middle",
        max_lines=2,
    )
