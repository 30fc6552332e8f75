"""The scoreboard a table shows: a row per seat (its marker, name, a note under it, the figures) under
the columns' headings, and a legend for any figure that is not obvious.

Declared by a game (`TableDeclaration.scoreboard`) from the view the table has shown, drawn by the kit in
the scoreboard's place; `row_rect` says where a seat's row lies (a piece flying to its owner lands there).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.panels import Marker, sheet
from woods_desktop.table.text import draw_text, fit, name_floor
from woods_desktop.ui.draw import table_background
from woods_desktop.ui.services import Drawing


@dataclass(frozen=True)
class Column:
    """A scoreboard column: its heading, its share of the width, and (for any figure that is
    not obvious) a legend line explaining it."""

    title: str
    weight: float = 1.0
    legend: str | None = None


@dataclass
class Row:
    name: str
    marker: Marker
    values: Sequence[object]  # each shown as its text (a score, a count, a word)
    current: bool = False
    note: str = ""


@dataclass
class Scoreboard:
    columns: Sequence[Column]
    rows: Sequence[Row] = field(default_factory=list)
    title: str = ""
    name_share: float = 0.42  # of the width, the names' column (a longer note under each name wants more)

    def _frame(self, app: Drawing, rect: pygame.Rect, legend: bool = True) -> tuple[pygame.Rect, pygame.Rect, str, int]:
        """(inside the margins, the rows' body, the columns' legends in one text, its height) when drawn in `rect`."""
        pad = app.px(10)
        inner = rect.inflate(-2 * pad, -2 * pad)
        legends = " · ".join(f"{c.title}: {c.legend}" for c in self.columns if c.legend) if legend else ""
        legend_h = 0
        line = app.fonts.font(app.px(theme.TYPE_SMALL)).get_linesize()  # as drawn, at the player's text size
        if legends:
            most = self.legend_lines(app)
            room = pygame.Rect(0, 0, inner.w, max(app.px(40), most * line))
            f = fit(app, legends, room, app.px(theme.TYPE_SMALL), max_lines=most)
            legend_h = f.height + app.px(4)
        head_h = self._head_height(app)
        return inner, pygame.Rect(inner.x, inner.y + head_h, inner.w, inner.h - head_h - legend_h), legends, legend_h

    @staticmethod
    def _head_height(app: Drawing) -> int:
        """The columns' titles' row."""
        return max(app.px(22), app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize())

    def least_height(self, app: Drawing, rect: pygame.Rect | None = None) -> int:
        """The board's height with every row at one line: what stays in view when a lesson's panel grows up the
        column at a larger text (it covered the last seats' rows, cutting one through its name); with its
        legend as drawn in `rect`'s width when `rect` is given, else without it."""
        line: int = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()
        legend_h = self._frame(app, rect)[3] if rect is not None else 0
        return 2 * app.px(10) + self._head_height(app) + len(self.rows) * (line + app.px(4)) + legend_h

    def closed_up(self, app: Drawing, place: pygame.Rect, cover: pygame.Rect) -> tuple[pygame.Rect, bool] | None:
        """Where the board stands when a panel (a lesson's, a hold's) covers the foot of its `place`: the part
        above it, and whether its legend still fits there with every row at one line; None when `cover` leaves
        the place whole (or covers its top: nothing to close up under)."""
        if not cover.colliderect(place) or cover.top <= place.top:
            return None
        above = pygame.Rect(place.x, place.y, place.w, cover.top - app.px(6) - place.y)
        return above, self.least_height(app, above) <= above.h

    def draw_above(self, surface: pygame.Surface, app: Drawing, place: pygame.Rect, cover: pygame.Rect) -> None:
        """The board drawn again, closed up above a panel about to cover its foot (a line cut through
        otherwise: at 150 % Voice's best words of the round hid half of the legend's last line)."""
        if (where := self.closed_up(app, place, cover)) is not None:
            felt = pygame.Rect(place.x, place.y, place.w, cover.top - place.y).inflate(app.px(12), app.px(12))
            surface.blit(table_background(surface.get_size()), felt, felt)
            self.draw(surface, app, *where)

    @staticmethod
    def legend_lines(app: Drawing) -> int:
        """The legend's lines at most: two, and three at a larger text size (its words stay at their size)."""
        return 2 if app.fonts.text_size <= 1 else 3

    def _row_ys(self, app: Drawing, body: pygame.Rect) -> list[tuple[int, int]]:
        """Each row's top and height: its name (and note) at their size. One height for every row when that fits
        the body; else a row with a note keeps its two lines and the others give way (at 150 % the one note,
        "пишет…", ran out of its row under the next name), and all shrink alike only past that."""
        line: int = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()
        least: int = app.px(44)
        needs = [max(least, (2 if row.note else 1) * line + app.px(4)) for row in self.rows]
        count = max(1, len(self.rows))
        if max(needs, default=0) * count <= body.h or not any(row.note for row in self.rows):
            heights = [min(max(needs, default=least), body.h // count)] * len(self.rows)
        else:
            one = [n if row.note else max(line + app.px(4), min(n, least)) for n, row in zip(needs, self.rows)]
            total = sum(one) or 1
            heights = [h * body.h // total if total > body.h else h for h in one]
        ys, y = [], body.y
        for h in heights:
            ys.append((y, h))
            y += h
        return ys

    def row_rect(self, app: Drawing, rect: pygame.Rect, i: int, legend: bool = True) -> pygame.Rect:
        """Where row `i` lies when the board is drawn in `rect` (a piece flying to its owner's row lands there)."""
        inner, body, _, _ = self._frame(app, rect, legend)
        y, row_h = self._row_ys(app, body)[i]
        return pygame.Rect(inner.x, y, inner.w, row_h)

    @staticmethod
    def _one_line_fits(app: Drawing, row: "Row", width: int) -> bool:
        small = app.px(theme.TYPE_SMALL)
        name = app.fonts.render(row.name, small, theme.INK, "bold").get_width()
        return name + app.px(6) + app.fonts.render(row.note, small, theme.INK_SOFT).get_width() <= width

    @staticmethod
    def _name_and_note(surface: pygame.Surface, app: Drawing, row: "Row", box: pygame.Rect) -> None:
        """The name, then its note after it on the same line (at 150 % with a word under every name, the
        rows shrank alike and each word ran across the next row's name)."""
        small = app.px(theme.TYPE_SMALL)
        name = draw_text(surface, app, row.name, box, small, theme.INK, "bold", valign="middle", max_lines=1)
        widths = [app.fonts.render(t, name.px, theme.INK, "bold").get_width() for t in name.lines]
        right = box.x + max(widths, default=0) + app.px(6)
        rest = pygame.Rect(right, box.y, max(1, box.right - right), box.h)
        draw_text(surface, app, row.note, rest, small, theme.INK_SOFT, valign="middle", max_lines=1)

    def draw(self, surface: pygame.Surface, app: Drawing, rect: pygame.Rect, legend: bool = True) -> None:
        """The board in `rect`; without its `legend` (the columns' explanations) when it is drawn short."""
        sheet(surface, app, rect)
        inner, body, legends, legend_h = self._frame(app, rect, legend)
        head_h = body.y - inner.y
        name_w = int(inner.w * self.name_share)
        total = sum(c.weight for c in self.columns) or 1
        xs = []
        x = inner.x + name_w
        for c in self.columns:
            w = int((inner.w - name_w) * c.weight / total)
            xs.append((x, w))
            x += w
        for c, (cx, cw) in zip(self.columns, xs):
            draw_text(
                surface,
                app,
                c.title,
                pygame.Rect(cx, inner.y, cw, head_h),
                app.px(theme.TYPE_SMALL),
                theme.INK_SOFT,
                "bold",
                align="center",
                max_lines=1,
            )
        for row, (y, row_h) in zip(self.rows, self._row_ys(app, body)):
            band = pygame.Rect(inner.x - app.px(4), y, inner.w + app.px(8), row_h - app.px(2))
            if row.current:
                pygame.draw.rect(surface, (250, 232, 190), band, border_radius=app.px(6))
                pygame.draw.rect(surface, theme.AMBER, band, max(1, app.px(2)), border_radius=app.px(6))
            r = max(4, min(app.px(9), row_h // 3))
            row.marker(surface, (inner.x + r + app.px(2), y + row_h // 2), r)
            name_box = pygame.Rect(inner.x + 2 * r + app.px(8), y, name_w - 2 * r - app.px(10), row_h)
            line = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()
            if row.note and row_h < 2 * line and self._one_line_fits(app, row, name_box.w):  # no room for two
                self._name_and_note(surface, app, row, name_box)
            elif row.note:
                half = row_h // 2
                draw_text(
                    surface,
                    app,
                    row.name,
                    pygame.Rect(name_box.x, y, name_box.w, half),
                    app.px(theme.TYPE_SMALL),
                    theme.INK,
                    "bold",
                    valign="bottom",
                    max_lines=1,
                    min_px=name_floor(app),
                )
                draw_text(
                    surface,
                    app,
                    row.note,
                    pygame.Rect(name_box.x, y + half, name_box.w, half),
                    app.px(theme.TYPE_SMALL),
                    theme.INK_SOFT,
                    max_lines=1,
                )
            else:
                draw_text(
                    surface,
                    app,
                    row.name,
                    name_box,
                    app.px(theme.TYPE_SMALL),
                    theme.INK,
                    "bold",
                    valign="middle",
                    max_lines=1,
                    min_px=name_floor(app),
                )
            for value, (cx, cw) in zip(row.values, xs):
                draw_text(
                    surface,
                    app,
                    str(value),
                    pygame.Rect(cx, y, cw, row_h),
                    app.px(theme.TYPE_BODY),
                    theme.INK,
                    "bold",
                    align="center",
                    valign="middle",
                    max_lines=1,
                )
        if legends:
            draw_text(
                surface,
                app,
                legends,
                pygame.Rect(inner.x, inner.bottom - legend_h + app.px(4), inner.w, legend_h),
                app.px(theme.TYPE_SMALL),
                theme.INK_SOFT,
                max_lines=self.legend_lines(app),
            )
