"""The table's log, appended as events arrive instead of rebuilt after every action.

Rebuilding every line after each action cost the window's thread more with every move of the game
(Voice: 49.5k `event_text` calls in 27 frames); a line is now made once, when its event arrives. The
whole log is read again only when what may be seen changes: another person's eyes, an undo, a restart.
"""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from woods_desktop.table.panels import ScrollList
from woods_desktop.ui.services import Drawing

LineOf = Callable[[dict[str, object]], "str | None"]  # an event (as a seat may see it) in words, or None


class LogFeed:
    def __init__(self, title: str, line_of: LineOf) -> None:
        self.list = ScrollList(title, "icon-log", page_keys=True)  # Page Up / Page Down read back
        self.line_of = line_of
        self.key: Hashable = object()
        self.count = 0
        self.lines: list[str] = []
        self.made = 0  # lines made so far (tests read it: appending makes one per new event)
        self.limit: int | None = None  # how many events the table had shown at the last update (None: all)

    def update(self, events: list[dict[str, object]], key: Hashable, limit: int | None = None) -> None:
        """`key` names whose log it is (viewer, undo count): when it changes, the log is read afresh. `limit`: how
        many events the table has shown (the log reads no further, and never takes back a line it has shown)."""
        self.limit = limit
        if limit is not None:
            events = events[: max(limit, self.count if key == self.key else 0)]
        if key != self.key or len(events) < self.count:
            self.key = key
            self.count = 0
            self.lines = []
        grew = False
        for event in events[self.count :]:
            self.made += 1
            line = self.line_of(event)
            if line:
                self.lines.append(line)
                grew = True
        self.count = len(events)
        if grew or self.list.lines is not self.lines:
            self.list.lines = self.lines
            if grew:
                self.list.scroll = 0  # follow the newest line

    def handle(self, event: pygame.event.Event, pointer: tuple[int, int] | None = None) -> bool:
        return self.list.handle(event, pointer)

    def draw(self, surface: pygame.Surface, app: Drawing, rect: pygame.Rect) -> None:
        self.list.draw(surface, app, rect)
