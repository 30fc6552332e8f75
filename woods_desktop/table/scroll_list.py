"""A list that scrolls a line at a time: headings, and entries of an icon, a bold title, words under it and, at
the right end, a toggle button or a short tag.

Entries have the height their words need (up to three lines); the list shows those that fit whole from the
first one shown, and the wheel over it, or Page Up / Page Down, moves that first one. A thin bar at its right
edge says where the shown part lies. Each entry's button is the same object while its entry stays in view (a
press is never forgotten before its release). The Voice referee's list of checked words is one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.text import Fitted, draw_fitted, fit
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Button

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class ListEntry:
    """A heading (`heading` set) or an entry; `button` (its label, whether it is on) makes a toggle whose
    press calls the list's `on_button(key)`; `tag` is a few words at the right end instead."""

    key: Hashable
    heading: str = ""
    icon: str = ""
    title: str = ""
    ink: Colour = theme.INK
    struck: bool = False
    body: str = ""
    tag: str = ""
    button: tuple[str, bool] | None = None


@dataclass
class _Row:
    entry: ListEntry
    box: pygame.Rect
    body: Fitted | None = None


class ScrollList:
    def __init__(self, app: AppServices, on_button: Callable[[Hashable], None]) -> None:
        self.app = app
        self.on_button = on_button
        self.first = 0
        self.total = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.rows: list[_Row] = []
        self.buttons: dict[Hashable, Button] = {}
        self.pointer = (-1, -1)

    def set(self, area: pygame.Rect, entries: Sequence[ListEntry]) -> None:
        """Lay the entries out from the first one shown (kept within the list)."""
        app, px = self.app, self.app.px
        self.area, self.total = area, len(entries)
        self.first = max(0, min(self.first, len(entries) - 1))
        word_h = app.fonts.font(px(theme.TYPE_LEAD), "bold").get_linesize()
        small = px(theme.TYPE_SMALL)
        small_h = app.fonts.font(small).get_linesize()
        button_w, button_h = px(150), max(px(36), small_h + px(10))
        rows, buttons, y = [], {}, area.y
        for entry in entries[self.first :]:
            if entry.heading:
                row = _Row(entry, pygame.Rect(area.x, y, area.w, small_h + px(6)))
            else:
                width = area.w - px(38) - (button_w + px(8) if entry.button else 0)
                body = fit(app, entry.body, pygame.Rect(0, 0, width, small_h * 3), small)
                h = max(word_h + body.height, button_h if entry.button else 0)
                row = _Row(entry, pygame.Rect(area.x, y, area.w, h), body)
            if row.box.bottom > area.bottom:
                break
            rows.append(row)
            y = row.box.bottom + px(8)
            if entry.button:
                label, on = entry.button
                button = self.buttons.get(entry.key) or Button(app, "", partial(self.on_button, entry.key), row.box)
                button.rect = pygame.Rect(row.box.right - button_w, row.box.y, button_w, button_h)
                button.text, button.size = label, theme.TYPE_SMALL
                button.style, button.icon = ("primary", "icon-check") if on else ("secondary", None)
                buttons[entry.key] = button
        self.rows, self.buttons = rows, buttons

    def shown(self) -> list[Hashable]:
        """The keys of the entries in view, top first."""
        return [row.entry.key for row in self.rows]

    def scroll(self, lines: int) -> None:
        self.first = max(0, min(self.total - 1, self.first + lines))

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel over the list, or Page Up / Page Down: True when it scrolled (the caller lays it out again)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.area.collidepoint(self.pointer):
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(3 if event.key == pygame.K_PAGEDOWN else -3)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app, px = self.app, self.app.px
        for row in self.rows:
            e, box = row.entry, row.box
            if e.heading:
                t = app.fonts.render(e.heading, px(theme.TYPE_SMALL), theme.INK, "bold")
                surface.blit(t, (box.x, box.y + px(2)))
                pygame.draw.line(surface, theme.PARCHMENT_SHADE, box.bottomleft, box.bottomright, max(1, px(1)))
                continue
            surface.blit(app.images.get(e.icon, px(28)), box.topleft)
            w = app.fonts.render(e.title, px(theme.TYPE_LEAD), e.ink, "bold")
            at = (box.x + px(38), box.y - px(2))
            surface.blit(w, at)
            if e.struck:
                mid = at[1] + w.get_height() // 2
                pygame.draw.line(surface, theme.INK_SOFT, (at[0], mid), (at[0] + w.get_width(), mid), max(2, px(2)))
            if e.tag:
                tag = app.fonts.render(e.tag, px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold")
                surface.blit(tag, tag.get_rect(topright=(box.right, box.y + px(4))))
            button = self.buttons.get(e.key)
            right = button.rect.x - px(8) if button is not None else box.right
            if row.body is not None:
                lines = pygame.Rect(at[0], box.y + w.get_height(), right - at[0], row.body.height)
                draw_fitted(surface, app, row.body, lines, theme.INK_SOFT)
        self._scrollbar(surface)

    def _scrollbar(self, surface: pygame.Surface) -> None:
        shown, area, px = len(self.rows), self.area, self.app.px
        if self.total <= shown:
            return
        track = pygame.Rect(area.right + px(10), area.y, max(3, px(5)), area.h)
        pygame.draw.rect(surface, theme.PARCHMENT_SHADE, track, border_radius=track.w // 2)
        h = max(px(20), track.h * shown // self.total)
        y = track.y + (track.h - h) * self.first // max(1, self.total - shown)
        pygame.draw.rect(surface, theme.INK_SOFT, (track.x, y, track.w, h), border_radius=track.w // 2)


__all__ = ["ListEntry", "ScrollList"]
