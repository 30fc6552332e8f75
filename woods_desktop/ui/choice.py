"""A value stepped with arrows, ‹ value ›: the setup's, the settings' and the statistics' choices.

Kept apart from the buttons because it is a widget of its own rules (which part of it a click may change,
an ordered scale that stops at its ends, a long value that must not touch its arrows), read by every
screen that offers a choice and by the tests of each rule.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import lighten, panel
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Widget


class Choice(Widget):
    """A labelled value stepped with clicks or Left/Right: ‹ value ›.

    A click acts only when pressed and released on the same arrow (`arrow`, `side_at`), so a press
    that a re-layout moved elsewhere changes nothing, and the middle never changes the value; the
    mouse wheel never changes it (a wheel scrolls, and a value must not change under a pointer
    passing over it). `wrap=False` is for an ordered scale (volume,
    window size): it stops at its ends instead of jumping from the loudest to the quietest."""

    def __init__(
        self,
        app: AppServices,
        options: Sequence[Any],
        labels: Sequence[str],
        index: int,
        on_change: Callable[[Any], None],
        rect: pygame.Rect,
        enabled: bool = True,
        wrap: bool = True,
    ) -> None:
        self.app = app
        self.options = list(options)
        self.labels = list(labels)
        self.index = max(0, min(index, len(self.options) - 1))
        self.on_change = on_change
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.wrap = wrap
        self.focused = False
        self.hover = False
        self.pressed = False
        self._pressed_side: int | None = None
        self.asks_focus = False  # a click on the middle: the focus ring gives it the keyboard's focus

    @property
    def value(self) -> Any:
        return self.options[self.index]

    def can_step(self, d: int) -> bool:
        """Whether a step of `d` changes the value (an ordered scale stops at its ends)."""
        if not self.enabled or len(self.options) < 2:
            return False
        return self.wrap or 0 <= self.index + d < len(self.options)

    def step(self, d: int) -> None:
        if not self.can_step(d):
            return
        self.index = (self.index + d) % len(self.options)
        self.app.sound.play("click")
        self.on_change(self.value)

    def arrow(self, d: int) -> pygame.Rect:
        """The arrow that steps the value by `d` (-1 the left one, +1 the right one): the only parts a click
        changes the value on. The middle shows the value; a click there only gives the choice the keyboard's
        focus (its halves were secret arrows: a click meant to read or focus a value changed it)."""
        w = min(self.rect.w // 3, max(self.app.px(32), self.rect.h))
        x = self.rect.x if d < 0 else self.rect.right - w
        return pygame.Rect(x, self.rect.y, w, self.rect.h)

    def side_at(self, pos: tuple[int, int]) -> int | None:
        """Which way a click at `pos` steps: -1 or +1 on an arrow, 0 on the middle, None off the choice."""
        if not self.rect.collidepoint(pos):
            return None
        for d in (-1, 1):
            if self.arrow(d).collidepoint(pos):
                return d
        return 0

    def label_room(self) -> int:
        """The width the value may take: the box less both arrow glyphs and a gap beside each, so a long
        value ("Компьютер (средний)" at 150 %) never touches the arrows it sits between."""
        return int(self.rect.w - 2 * self.app.px(25))

    def label_surface(self, label: str, fg: tuple[int, int, int] = theme.INK) -> pygame.Surface:
        """The value as drawn: body size, the small size when that is too wide for `label_room` (at a larger
        text never smaller than the body size drew at 100 %: cut with "…" there instead)."""
        px = self.app.px
        text: pygame.Surface = self.app.fonts.one_line(
            label, px(theme.TYPE_BODY), px(theme.TYPE_SMALL), self.label_room(), fg, "bold"
        )
        return text

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            self._pressed_side = self.side_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            side = self.side_at(event.pos)
            if was and side is not None:
                # released where it was pressed: the arrow steps, the middle takes the focus
                if side == self._pressed_side:
                    if side:
                        self.step(side)
                    else:
                        self.asks_focus = True
                return True
        if self.focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        bg = theme.PARCHMENT if self.enabled else theme.PARCHMENT_DARK
        if self.hover and self.enabled:
            bg = lighten(bg, 0.3)
        radius = app.px(theme.RADIUS)
        panel(surface, self.rect, bg, radius, app.px(2), border=theme.PARCHMENT_SHADE, border_w=max(1, app.px(1)))
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.AMBER,
                self.rect.inflate(app.px(6), app.px(6)),
                width=max(2, app.px(3)),
                border_radius=radius + app.px(3),
            )
        fg = theme.INK if self.enabled else theme.DISABLED
        label = self.labels[self.index] if self.labels else ""
        text = self.label_surface(label, fg)
        surface.blit(text, text.get_rect(center=self.rect.center))
        left_c = theme.MOSS_DARK if self.can_step(-1) else theme.DISABLED
        right_c = theme.MOSS_DARK if self.can_step(1) else theme.DISABLED
        s = app.px(7)
        cy = self.rect.centery
        lx, rx = self.rect.x + app.px(16), self.rect.right - app.px(16)
        pygame.draw.polygon(surface, left_c, [(lx - s // 2, cy), (lx + s // 2, cy - s), (lx + s // 2, cy + s)])
        pygame.draw.polygon(surface, right_c, [(rx + s // 2, cy), (rx - s // 2, cy - s), (rx - s // 2, cy + s)])
