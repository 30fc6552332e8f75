"""Pages reached from the menu share one way back: Esc, or the Back button in their focus ring."""

from __future__ import annotations

import pygame

from woods_desktop.app.scene import Scene
from woods_desktop.ui.widgets import FocusRing


class PageScene(Scene):
    focus: FocusRing

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)
