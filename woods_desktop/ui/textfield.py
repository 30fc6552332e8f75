"""A one-line text field that takes TEXTINPUT (so system input methods work).

Focusing it (a click, or Tab from the focus ring) selects the whole text, so
typing replaces a default name at once; Ctrl+A selects all again, Home/End
and the arrows move the caret, Backspace and Delete remove the selection or
one character.

Text input is one per window (SDL starts and stops it for the whole window), so one field edits
at a time: a field that starts editing ends the one editing before it, whose caret goes (issue 19:
after a click into another name field, both showed a caret).
"""

from __future__ import annotations

import weakref
from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import Drawing
from woods_desktop.ui.widgets import Widget

SELECTION = (250, 222, 160)

_editing: weakref.ref[TextField] | None = None  # the field taking the window's text input


class TextField(Widget):
    def __init__(
        self,
        app: Drawing,
        text: str,
        rect: pygame.Rect,
        on_change: Callable[[str], None],
        max_len: int = 16,
        size: int = theme.TYPE_BODY,
        placeholder: str = "",
    ) -> None:
        self.app = app
        self.text = text
        self.rect = pygame.Rect(rect)
        self.on_change = on_change
        self.max_len = max_len
        self.size = size
        self.placeholder = placeholder
        self.editing = False
        self.enabled = True
        self.caret = len(text)
        self.selected = False  # the whole text is selected: typing replaces it
        self._focused = False

    # focus: the focus ring sets `focused`; gaining it starts editing with everything selected
    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, value: bool) -> None:
        was, self._focused = self._focused, value
        if value and not was and self.enabled:
            self.start()
        elif was and not value:
            self.stop()

    def start(self) -> None:
        global _editing
        other = _editing() if _editing is not None else None
        if other is not None and other is not self:
            other._give_up_input()
        _editing = weakref.ref(self)
        self.editing = True
        self.select_all()
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def _give_up_input(self) -> None:
        """Another field took the window's text input. This one only stops editing: its text was
        reported with every change, and it may belong to a layout already gone, so no `on_change`
        (and no `stop_text_input`, which would end the new field's input)."""
        self.editing = False
        self.selected = False

    def stop(self) -> None:
        global _editing
        if _editing is not None and _editing() is self:
            _editing = None
        if self.editing:
            self.editing = False
            self.selected = False
            pygame.key.stop_text_input()
            self.on_change(self.text)

    def select_all(self) -> None:
        self.selected = bool(self.text)
        self.caret = len(self.text)

    def activate(self) -> None:
        self.stop() if self.editing else self.start()

    def _set(self, text: str, caret: int) -> None:
        self.text, self.caret, self.selected = text, caret, False
        self.on_change(self.text)

    def _insert(self, typed: str) -> None:
        if self.selected:
            self.text, self.caret = "", 0
        room = self.max_len - len(self.text)
        typed = typed[: max(0, room)]
        self._set(self.text[: self.caret] + typed + self.text[self.caret :], self.caret + len(typed))

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            self.stop()
            return key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
        if key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selected:
                self._set("", 0)
            elif key == pygame.K_BACKSPACE and self.caret > 0:
                self._set(self.text[: self.caret - 1] + self.text[self.caret :], self.caret - 1)
            elif key == pygame.K_DELETE and self.caret < len(self.text):
                self._set(self.text[: self.caret] + self.text[self.caret + 1 :], self.caret)
        elif key == pygame.K_HOME:
            self.caret, self.selected = 0, False
        elif key == pygame.K_END:
            self.caret, self.selected = len(self.text), False
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if self.selected:
                self.caret = 0 if step < 0 else len(self.text)
            else:
                self.caret = max(0, min(len(self.text), self.caret + step))
            self.selected = False
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                if not self.editing:
                    self.start()
                return True
            if self.editing:
                self.stop()
            return False
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        border = theme.AMBER if (self.editing or self.focused) else theme.PARCHMENT_SHADE
        panel(
            surface,
            self.rect,
            (255, 251, 240) if self.enabled else theme.PARCHMENT_SHADE,  # a field that takes nothing looks it
            app.px(6),
            0,
            border=border,
            border_w=max(1, app.px(2 if self.editing else 1)),
        )
        shown = self.text or self.placeholder
        colour = theme.INK if self.text and self.enabled else theme.DISABLED
        px = app.px(self.size)
        room = self.rect.w - app.px(20)
        if not self.editing and app.fonts.font(px).size(shown)[0] > room:
            # a long name ("Computer 2 (normal)" at 150 % text) at the scale's next size down but never smaller
            # than it drew at 100 %, and if it still does not fit, cut with "…" (editing shows it whole, scrolled)
            px = min(px, int(app.fonts.smaller(px, app.px(theme.TYPE_SMALL))))
            font = app.fonts.font(px)
            if font.size(shown)[0] > room:
                while len(shown) > 1 and font.size(shown + "…")[0] > room:
                    shown = shown[:-1]
                shown = shown.rstrip() + "…"
        text = app.fonts.render(shown, px, colour)
        x = self.rect.x + app.px(10)
        y = self.rect.centery - text.get_height() // 2
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-app.px(4), 0).clip(clip))
        if self.editing and self.selected and self.text:
            surface.fill(SELECTION, pygame.Rect(x - app.px(2), y, text.get_width() + app.px(4), text.get_height()))
        surface.blit(text, (x, y))
        if self.editing and not self.selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            before = app.fonts.font(px).size(self.text[: self.caret])[0] if self.text else 0
            cx = x + before + app.px(1)
            pygame.draw.line(
                surface, theme.INK, (cx, self.rect.y + app.px(8)), (cx, self.rect.bottom - app.px(8)), max(1, app.px(2))
            )
        surface.set_clip(clip)
