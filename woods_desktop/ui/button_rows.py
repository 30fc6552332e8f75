"""A row of buttons at the foot of a page, which takes two rows when a larger text leaves its words no room.

The result screen found that at 150 % two buttons' words shrank and lost their icons: a page's foot row
keeps each button's words at their size, with their icon, by splitting into two rows instead.
"""

from __future__ import annotations

from woods_desktop.ui.chrome import design_rect
from woods_desktop.ui.services import Drawing
from woods_desktop.ui.widgets import Button

FOOT_Y, BUTTON_H, ROW_GAP = 610, 56, 10  # design px: the foot row's top, a button's height, between two rows


def lay_foot_row(app: Drawing, row: list[Button], w: float, gap: float = 16) -> int:
    """Lay `row` side by side at the foot, each `w` design units wide; where a larger text leaves a button's
    words and icon no room, on two rows, the first above the second, each button as wide as its row allows.
    The number of rows laid."""

    def need(b: Button) -> float:
        words = app.fonts.font(app.px(b.size), "bold").size(b.text)[0]
        return float((words + app.px(b.size * 1.25 + 8) * bool(b.icon) + app.px(16)) / app.scale)

    rows = [row]
    if app.fonts.text_size > 1 and any(need(b) > w for b in row):
        half = (len(row) + 1) // 2
        rows = [row[:half], row[half:]]
        w = (1280 - 36 - gap * (half - 1)) / half
    tops = (FOOT_Y - (BUTTON_H + ROW_GAP) * (len(rows) - 1), FOOT_Y)
    for y, line in zip(tops, rows):
        x = 640 - (len(line) * w + (len(line) - 1) * gap) / 2
        for b in line:
            b.rect = design_rect(app, x, y, w, BUTTON_H)
            x += w + gap
    return len(rows)


__all__ = ["lay_foot_row"]
