"""A held slot ("Last trick"): pressed, by its key or a click, it shows its hold; let go after HELD_S the
hold goes with it, a shorter press (a click) leaves it up for PEEK_S, or until the next click.

Kept apart from the rest of the table's input because a held slot is the one control that acts on its
release as well as its press, with its own clock; the input asks it first and otherwise goes on as usual.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from woods_desktop.table.seams import HeldTable

PEEK_S = 3.0  # a held slot clicked: its hold shows this long (real seconds)
HELD_S = 0.35  # pressed longer than this counts as held down


class HeldSlots:
    """The hold a held slot shows now, if any: (its kind, pressed at, still held down)."""

    def __init__(self, scene: "HeldTable") -> None:
        self.scene = scene
        self.peek: tuple[str, float, bool] | None = None

    def tick(self) -> None:
        """The hold went another way (the game moved on), or a clicked slot's PEEK_S ran out."""
        if self.peek is not None:
            hold = self.scene.turn_state.hold
            if hold is None or hold.kind != self.peek[0]:
                self.peek = None
                self.scene.refresh()
            elif not self.peek[2] and time.monotonic() - self.peek[1] >= PEEK_S:
                self.end()

    def start(self, slot_id: str, held: bool = False) -> None:
        scene = self.scene
        turn = scene.turn_state
        if self.peek is not None or turn.holding or turn.waiting_pass is not None:
            return
        hold = scene.decl.peek(slot_id)
        if hold is None:
            return
        self.peek = (hold.kind, time.monotonic(), held)
        scene.push_hold(hold)

    def release(self) -> None:
        if self.peek is None:
            return
        if time.monotonic() - self.peek[1] >= HELD_S:
            self.end()
        else:
            self.peek = (self.peek[0], self.peek[1], False)  # a click: it stays for a few seconds

    def end(self) -> None:
        if self.peek is None:
            return
        kind, self.peek = self.peek[0], None
        turn = self.scene.turn_state
        if (hold := turn.hold) is not None and hold.kind == kind:
            turn.end_hold()
        self.scene.refresh()

    def _held_slot_key(self, key: int) -> str | None:
        for bar in (self.scene.tools, self.scene.bar):
            for slot in bar.slots:
                if slot.held and slot.key == key:
                    return slot.id
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """A held slot: pressed shows its hold, released (after a while) ends it."""
        scene = self.scene
        if event.type == pygame.KEYDOWN and self._held_slot_key(event.key) is not None:
            scene.press(str(self._held_slot_key(event.key)), held=True)
            return True
        if event.type == pygame.KEYUP and self.peek is not None and self._held_slot_key(event.key) is not None:
            self.release()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = scene.tools.hit(event.pos) or scene.bar.hit(event.pos)
            bar = scene.tools if scene.tools.hit(event.pos) is not None else scene.bar
            if hit is not None and bar.slot(str(hit.id)).held:
                scene.press(str(hit.id), held=True)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek is not None and self.peek[2]:
            self.release()
            return True
        return False
