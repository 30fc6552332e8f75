"""A one-line text field that takes TEXTINPUT (so system input methods work)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel
from woods_desktop.ui.widgets import Widget


class TextField(Widget):
    def __init__(self, app: Any, text: str, rect: pygame.Rect, on_change: Callable[[str], None],
                 max_len: int = 16, size: int = theme.TYPE_BODY, placeholder: str = "") -> None:
        self.app = app
        self.text = text
        self.rect = pygame.Rect(rect)
        self.on_change = on_change
        self.max_len = max_len
        self.size = size
        self.placeholder = placeholder
        self.editing = False
        self.enabled = True
        self.focused = False

    def start(self) -> None:
        self.editing = True
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def stop(self) -> None:
        if self.editing:
            self.editing = False
            pygame.key.stop_text_input()
            self.on_change(self.text)

    def activate(self) -> None:
        self.stop() if self.editing else self.start()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.start()
                return True
            if self.editing:
                self.stop()
            return False
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            room = self.max_len - len(self.text)
            if room > 0:
                self.text += event.text[:room]
                self.on_change(self.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.on_change(self.text)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.stop()
                return event.key != pygame.K_TAB
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        border = theme.AMBER if (self.editing or self.focused) else theme.PARCHMENT_SHADE
        panel(surface, self.rect, (255, 251, 240), app.px(6), 0, border=border,
              border_w=max(1, app.px(2 if self.editing else 1)))
        shown = self.text or self.placeholder
        colour = theme.INK if self.text else theme.DISABLED
        text = app.fonts.render(shown, app.px(self.size), colour)
        x = self.rect.x + app.px(10)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-app.px(4), 0))
        surface.blit(text, (x, self.rect.centery - text.get_height() // 2))
        if self.editing and (pygame.time.get_ticks() // 500) % 2 == 0:
            cx = x + (text.get_width() if self.text else 0) + app.px(1)
            pygame.draw.line(surface, theme.INK, (cx, self.rect.y + app.px(8)), (cx, self.rect.bottom - app.px(8)),
                             max(1, app.px(2)))
        surface.set_clip(clip)
