"""The action bar: every action a table offers keeps its own slot, so a button never moves and never
changes meaning under the pointer.

A table declares its slots once ("Play", "Stop here", "Skip: draw a task card"); each turn it says per
slot whether it can be used now, with the words of its label (a total may change, the action may not)
and, when it cannot, why. A slot that does not apply leaves its place empty instead of letting the next
button slide under the pointer. The bar is a zone, so hover, keyboard focus, hit-testing and the scene
tests' targets work on it as on any other area.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, FOCUS, HINTED, HOVER, SELECTED, draw_marks_over, draw_marks_under
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.services import Drawing

Picture = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class Slot:
    """One action's place. `key`: a keyboard shortcut (a pygame key); `default`: Enter confirms it when
    the hand or the bar has focus; `held`: it acts while pressed and ends when released ("Last trick")."""

    id: str
    label: str  # strings key
    icon: str | None = None
    key: int | None = None
    default: bool = False
    held: bool = False
    shares: str | None = None  # a compact bar: stands in this slot's place (the two are never offered together)


@dataclass(frozen=True)
class SlotState:
    enabled: bool = False
    label: str | None = None  # the label's words now (with a total, a count); None: the declared label
    reason: str | None = None  # why it cannot be used now (shown on hover)
    visible: bool = True
    picture: Picture | None = None
    pressed: bool = False


HIDDEN = SlotState(visible=False)


class ActionBar(Zone):
    """Slots side by side (a wide place) or stacked (a tall one), each at a fixed position."""

    kind = "actions"

    def __init__(
        self,
        zone_id: str,
        slots: Sequence[Slot],
        app: Drawing,
        style: str = "primary",
        max_w: float = 240,
        max_h: float = 52,
    ) -> None:
        super().__init__(zone_id, None, focusable=style == "primary")
        self.app = app
        self.slots = list(slots)
        self.style = style
        self.max_w = max_w
        self.max_h = max_h
        self.labels: dict[str, str] = {}
        self.states: dict[str, SlotState] = {}
        self.rects: dict[str, pygame.Rect] = {}
        self.compact = False  # slots never offered together share a place (a table short of room sets it)
        self.stacked = False  # stacked whatever its place's shape (a rail's short bar of shared places)
        self.gap: float = 8  # design units between slots (a rail short of room at a larger text halves it)

    def slot(self, slot_id: str) -> Slot:
        for s in self.slots:
            if s.id == slot_id:
                return s
        raise KeyError(f"no slot {slot_id!r} in the {self.id} bar")

    def set_states(self, states: dict[str, SlotState], labels: dict[str, str]) -> None:
        """Each slot's state now; `labels` are the declared labels' words (the default label)."""
        unknown = set(states) - {s.id for s in self.slots}
        if unknown:
            raise KeyError(f"{self.id} bar: no slot named {', '.join(sorted(unknown))}")
        self.states = states
        self.labels = labels
        items = []
        for s in self.slots:
            st = states.get(s.id, HIDDEN)
            if not st.visible or self.rect.w <= 1:  # no room for the bar (the table display's): no buttons
                continue
            marks = frozenset() if st.enabled else frozenset({DIMMED})
            if st.pressed:
                marks |= {SELECTED}
            items.append(Item(s.id, s.id, marks, None if st.enabled else st.reason))
        self.set_items(items)

    def arrange(self) -> None:
        own = [s for s in self.slots if not (self.compact and s.shares)]
        n = len(own)
        if not n or self.rect.w <= 1:
            return
        gap = self.scale_px(self.gap)
        vertical = (self.stacked or self.rect.h > self.rect.w * 0.6) and n > 1
        self.rects = {}
        if vertical:
            # a button's height grows with the text size (its words' lines), as the place it stacks in does
            h = min(self.scale_px(self.max_h * self.app.fonts.text_size), (self.rect.h - gap * (n - 1)) // n)
            for i, s in enumerate(own):
                self.rects[s.id] = pygame.Rect(self.rect.x, self.rect.y + i * (h + gap), self.rect.w, h)
        else:
            w = min(self.scale_px(self.max_w), (self.rect.w - gap * (n - 1)) // n)
            x = self.rect.right - n * w - (n - 1) * gap  # packed to the right edge, each at its own place
            for i, s in enumerate(own):
                self.rects[s.id] = pygame.Rect(x + i * (w + gap), self.rect.y, w, self.rect.h)
        for s in self.slots:
            if s.id not in self.rects and s.shares is not None:
                self.rects[s.id] = pygame.Rect(self.rects[s.shares])
        for it in self.items:
            it.rect = pygame.Rect(self.rects[str(it.id)])

    def label_of(self, slot_id: Hashable) -> str:
        st = self.states.get(str(slot_id))
        if st is not None and st.label is not None:
            return st.label
        return self.labels.get(str(slot_id), str(slot_id))

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        for i, it in enumerate(self.items):
            marks = self.shown_marks(i, it, has_focus)
            st = self.states.get(str(it.id), HIDDEN)
            icon = self.slot(str(it.id)).icon
            draw_slot(surface, self.app, self.label_of(it.id), it.rect, marks, self.style, st.picture, icon)


def draw_slot(
    surface: pygame.Surface,
    app: Drawing,
    label: str,
    rect: pygame.Rect,
    marks: frozenset[str],
    style: str = "primary",
    picture: Picture | None = None,
    icon: str | None = None,
) -> None:
    """A button of the bar: moss (primary) or parchment (toolbar), greyed when it cannot be used now."""
    px = app.px
    primary = style == "primary"
    fill, ink = (theme.MOSS, theme.WHITE) if primary else (theme.PARCHMENT, theme.INK)
    if DIMMED in marks:
        fill, ink = darken(theme.PARCHMENT_DARK, 0.05), theme.DISABLED
    elif SELECTED in marks:
        fill = darken(fill, 0.15)
    elif HOVER in marks:
        fill = lighten(fill, 0.12)
    if HINTED in marks:  # the hint's sky glow and badge, as on a card
        draw_marks_under(surface, app, rect, marks & {HINTED})
    panel(surface, rect, fill, px(8), 0 if DIMMED in marks else px(3), border=darken(fill, 0.25), border_w=1)
    box = rect.inflate(-px(12), -px(4))
    if picture is not None:
        side = min(box.h, px(40))
        picture(surface, pygame.Rect(box.x, box.centery - side // 2, side, side))
        box = pygame.Rect(box.x + side + px(6), box.y, box.w - side - px(6), box.h)
    elif icon and box.w > px(110):
        side = px(20)
        img = app.images.get(icon, side)
        surface.blit(img, (box.x, box.centery - side // 2))
        box = pygame.Rect(box.x + side + px(6), box.y, box.w - side - px(6), box.h)
    size = theme.TYPE_LEAD if primary else theme.TYPE_SMALL
    draw_text(surface, app, label, box, px(size), ink, "bold", align="center", valign="middle", max_lines=2)
    draw_marks_over(surface, app, rect, marks & {FOCUS, HINTED})
