"""Reading aloud what comes up, once: a task card as it is drawn, a guided step as it starts; and what the
reading is doing now, for the card to show.

A table redraws its card every frame and a hold may hide it and show it again; the speech engine must
hear it once, when it is new. `say` takes what the text is about (a key) and speaks only when the key
changes; `app.read_aloud` is silent unless the player turned reading aloud on (app/speech.py).

A child waiting for the card to be read must see that it is being read, or why nothing is heard (no audio
player: issue 34), and be able to hear it again: `state()` and `again()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from woods_desktop.app import speech, theme
from woods_desktop.table.text import draw_text
from woods_desktop.ui.services import AppServices


@dataclass(frozen=True)
class Voice:
    """What reading aloud is doing, as a card shows it: the line to show (being read, or why no sound came
    out; empty when done) and whether it is a trouble."""

    line: str
    trouble: bool


def voice_line(t: Callable[..., str]) -> Voice | None:
    """Reading aloud now, in words: None when it is off (or there is no engine), else being read / the
    reason the last reading made no sound / nothing to say."""
    engine = speech.SPEECH
    if not engine.enabled or engine.available() is False:
        return None
    if engine.reading():
        return Voice(t("speech.reading"), False)
    if engine.trouble is not None:
        return Voice(t(f"speech.trouble.{engine.trouble}"), True)
    return Voice("", False)


class ReadOnce:
    def __init__(self, app: AppServices) -> None:
        self.app = app
        self._last: Hashable | None = None

    def say(self, key: Hashable | None, text: str | None) -> None:
        """Speak `text` if `key` is new. A key of None forgets (the next one is new, even the same card
        again); a text of None (the thing is hidden for now) keeps the key, so it is not said twice."""
        if key is None:
            self._last = None
        elif text is not None and key != self._last:
            self._last = key
            self.app.read_aloud(text)

    def again(self) -> None:
        """The last text said once more ("Read again"). When the last reading made no sound, a toast says why at
        once: the card's line already said it, and a click that changed nothing on the screen seemed ignored."""
        self.app.sync_speech()
        before = self.state()
        speech.SPEECH.again()
        if before is not None and before.trouble:
            self.app.toast(before.line, "error")

    def state(self) -> Voice | None:
        """What the reading is doing now (see `voice_line`)."""
        return voice_line(self.app.t)


__all__ = ["ReadOnce", "Voice", "voice_line"]


def draw_again_face(surface: pygame.Surface, app: AppServices, rect: pygame.Rect) -> None:
    """A "Read again" button's face: the speaker over the words (two lines at most), as tall as the card's picture
    beside it; its words fit any text size."""
    side = min(rect.h // 3, app.px(36))
    words = app.fonts.font(app.px(theme.TYPE_BODY), "bold").get_linesize() * 2
    top = rect.centery - (side + app.px(6) + words) // 2
    icon = app.images.get("icon-sound", side)
    surface.blit(icon, icon.get_rect(midtop=(rect.centerx, max(rect.y + app.px(6), top))))
    box = pygame.Rect(rect.x + app.px(8), max(rect.y, top) + side + app.px(6), rect.w - app.px(16), 0)
    box.h = rect.bottom - app.px(6) - box.y
    draw_text(surface, app, app.t("speech.again"), box, app.px(theme.TYPE_BODY), theme.INK, "bold", "center")
