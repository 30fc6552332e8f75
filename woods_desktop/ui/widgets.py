"""Buttons and a focus ring so every screen works by mouse and keyboard (a value stepped with arrows is
`ui/choice.py`)."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.services import AppServices

STYLES = {
    "primary": (theme.MOSS, theme.WHITE),
    "secondary": (theme.PARCHMENT, theme.INK),
    "danger": (theme.BERRY, theme.WHITE),
    "accent": (theme.AMBER, theme.INK),
}


class Widget:
    rect: pygame.Rect
    enabled: bool = True
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Pressable(Widget):
    """A widget that acts when pressed and released on it, so a press that a re-layout moved
    elsewhere changes nothing; it keeps whether the pointer is over it."""

    hover = False
    pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False


class Button(Pressable):
    """A parchment or moss button with hover, pressed, focused and disabled states."""

    def __init__(
        self,
        app: AppServices,
        text: str,
        on_click: Callable[[], object],
        rect: pygame.Rect,
        style: str = "secondary",
        icon: str | None = None,
        enabled: bool = True,
        size: int = theme.TYPE_BODY,
        tooltip: str | None = None,
        sound: str = "click",
    ) -> None:
        self.app = app
        self.text = text
        self.on_click = on_click
        self.rect = pygame.Rect(rect)
        self.style = style
        self.icon = icon
        self.enabled = enabled
        self.size = size
        self.tooltip = tooltip
        self.sound = sound
        self.hover = False
        self.pressed = False
        self.focused = False

    def activate(self) -> None:
        if self.enabled:
            self.app.sound.play(self.sound)
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        bg, fg = STYLES.get(self.style, STYLES["secondary"])
        if not self.enabled:
            bg, fg = darken(theme.PARCHMENT_DARK, 0.05), theme.DISABLED
        elif self.pressed:
            bg = darken(bg, 0.12)
        elif self.hover:
            bg = lighten(bg, 0.12)
        rect = self.rect.move(0, app.px(1) if self.pressed else 0)
        radius = app.px(theme.RADIUS)
        panel(
            surface,
            rect,
            bg,
            radius,
            0 if self.pressed or not self.enabled else app.px(3),
            border=darken(bg, 0.25),
            border_w=max(1, app.px(1)),
        )
        if self.focused and self.enabled:
            pygame.draw.rect(
                surface,
                theme.AMBER,
                rect.inflate(app.px(6), app.px(6)),
                width=max(2, app.px(3)),
                border_radius=radius + app.px(3),
            )
        text = app.fonts.render(self.text, app.px(self.size), fg, "bold")
        icon_w = 0
        room = rect.w - app.px(16)
        # the words keep their size: a picture that leaves them no room goes first
        show_icon = bool(self.icon) and text.get_width() + app.px(self.size * 1.25 + 8) <= room
        if show_icon and self.icon:
            isz = app.px(self.size * 1.25)
            icon = app.images.get(self.icon, isz)
            if fg == theme.WHITE:
                icon = tinted(icon, theme.WHITE)
            icon_w = isz + app.px(8)
            total = icon_w + text.get_width()
            x = rect.centerx - total // 2
            surface.blit(icon, (x, rect.centery - isz // 2))
            surface.blit(text, (x + icon_w, rect.centery - text.get_height() // 2))
        else:
            if text.get_width() > rect.w - app.px(8):  # a last resort the layout tests report
                text = app.fonts.render(self.text, app.px(max(theme.TYPE_SMALL, self.size - 4)), fg, "bold")
            surface.blit(text, text.get_rect(center=rect.center))


# (id of the source, colour) -> (the source, its tinted copy). The source is kept with its copy: an id is
# only unique while its object lives, and a resize frees every icon, so a new icon could take a freed
# one's id and be shown as the other's tinted copy (seen: the Referee's Check button with an hourglass).
_tint_cache: dict[tuple[int, tuple[int, int, int]], tuple[pygame.Surface, pygame.Surface]] = {}


def tinted(surf: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    key = (id(surf), colour)
    hit = _tint_cache.get(key)
    if hit is not None and hit[0] is surf:
        return hit[1]
    out = surf.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
    if len(_tint_cache) > 200:
        _tint_cache.clear()
    _tint_cache[key] = (surf, out)
    return out


class FocusRing:
    """Keyboard navigation over a list of widgets: Tab/Up/Down move, Enter/Space activate."""

    def __init__(self, widgets: Sequence[Widget] | None = None) -> None:
        self.widgets: list[Widget] = list(widgets or [])
        self.index = -1

    def set(self, widgets: Sequence[Widget], keep: bool = True) -> None:
        old = self.index if keep else -1
        self.widgets = list(widgets)
        self.index = min(old, len(self.widgets) - 1)
        self._mark()

    def _mark(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.index

    def move(self, d: int) -> None:
        n = len(self.widgets)
        if not n:
            return
        i = self.index
        for _ in range(n):
            i = (i + d) % n if i >= 0 else (0 if d > 0 else n - 1)
            if self.widgets[i].enabled:
                break
        self.index = i
        self._mark()

    def handle(self, event: pygame.event.Event) -> bool:
        for i, w in enumerate(self.widgets):
            if w.handle(event):
                if getattr(w, "asks_focus", False):  # a value box clicked in its middle: the arrows keys' now
                    w.asks_focus = False  # type: ignore[attr-defined]
                    self.index = i
                    self._mark()
                return True
        if event.type == pygame.MOUSEMOTION and self.index >= 0:
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.index < len(self.widgets):
            self.widgets[self.index].activate()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)
