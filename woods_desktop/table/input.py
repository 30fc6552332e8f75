"""The table's input, the same for every game: pointer, keys, focus, holds and held slots.

One press does one thing: the key or click that closed a hold belongs to the hold (its repeats, its
text and its release reach nothing else). Arrow keys move the focus by position on the table (the
nearest item that way), not by list order. Enter presses the default slot (Play) when the focused area
confirms with it; Space picks. A held slot ("Last trick") shows its hold while held down, or for a
few seconds after a click (held_slots.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from woods_desktop.table.held_slots import HeldSlots
from woods_desktop.table.seams import looking_at
from woods_desktop.table.spatial import toward
from woods_desktop.table.zones import Zone

if TYPE_CHECKING:
    from woods_desktop.table.seams import InputTable

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def nearest(zone: Zone, step: tuple[int, int]) -> int | None:
    """The focusable item nearest to the focused one in the arrow's direction (None: none that way), by
    the kit's one spatial rule (table/spatial.py)."""
    order = zone.focusable_indexes()
    if not order:
        return None
    if zone.focus not in order:
        return order[0]
    here = zone.items[zone.focus].rect.center
    return toward(here, ((i, zone.items[i].rect.center) for i in order if i != zone.focus), step)


class TableInput:
    def __init__(self, scene: "InputTable") -> None:
        self.scene = scene
        self.turn = scene.turn_state  # its holds: a press may close the one shown
        self.focus_zone: int | None = None
        self.pointer = (-1, -1)
        self._eaten_keys: set[int] = set()
        self._eaten_clicks: set[int] = set()
        self.held = HeldSlots(scene)
        # the hold the left button's press went down on (None inside: on no hold): its release closes that hold
        # only, never one that came up while the button was down (a timed trick gone, the summary behind it)
        self._pressed_on: tuple[object] | None = None
        self._release_ok = True  # the last left release came on the hold its press went down on
        self.tips_quiet = False  # after a click no tip comes up under the still pointer, over what comes next

    # -- one press does one thing -------------------------------------------------------------
    def quiet(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t in (pygame.KEYDOWN, pygame.KEYUP):
            return event.key in self._eaten_keys
        if t in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return bool(self._eaten_keys)
        if t == pygame.MOUSEBUTTONUP:
            return event.button in self._eaten_clicks
        return False

    def _eat(self, event: pygame.event.Event) -> None:
        t = event.type
        if t == pygame.KEYDOWN:
            self._eaten_keys.add(event.key)
        elif t == pygame.KEYUP:
            self._eaten_keys.discard(event.key)
        elif t == pygame.MOUSEBUTTONUP:
            self._eaten_clicks.discard(event.button)
            if event.button == 1 and self.held.peek is not None and not self.held.peek[2]:
                self.held.end()  # a click puts away what a click on a held slot showed (the last trick)
            elif self.turn.holding and event.button == 1 and self.held.peek is None and self._released_on_hold():
                self.close_hold()

    def _released_on_hold(self) -> bool:
        """The left button's release: whether its press went down on the hold now shown (or was not seen)."""
        return self._release_ok

    def close_hold(self) -> None:
        self.turn.end_hold()
        self.drop_focus()
        self.scene.refresh()

    def drop_focus(self) -> None:
        """Nothing chosen: what a hold uncovers, or a new turn, starts without focus, so an Enter never
        confirms an item the person did not pick (the first Enter only shows the focus)."""
        self.focus_zone = None
        for zone in self.scene.zones:
            zone.focus = None
        self.show_focus()

    def show_focus(self) -> None:
        """Tell each zone whether the keyboard's focus is in it: a click also moves a zone's focus (keys go on
        from there), but only the keyboard's focus lifts a card (seen in the window: after a click, the
        card that came to the clicked place stayed lifted with no pointer over it)."""
        for i, zone in enumerate(self.scene.zones):
            shown = i == self.focus_zone
            if zone.focus_shown != shown:
                zone.focus_shown = shown
                zone.arrange()

    def tick(self) -> None:
        if self._eaten_keys:  # a key whose release never came (the window lost focus) is forgotten once up
            pressed = pygame.key.get_pressed()
            self._eaten_keys = {k for k in self._eaten_keys if pressed[k]}
        self.held.tick()

    def start_peek(self, slot_id: str, held: bool = False) -> None:
        self.held.start(slot_id, held)

    # -- events ----------------------------------------------------------------------------------
    def hover(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        changed = False
        for zone in self.scene.zones:
            changed |= zone.on_motion(pos)
        return changed

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if scene.turns.presence.handle(event):  # a network game's missing computers: their cards, acting refused
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.tips_quiet = True  # until the pointer really moves
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_on = (self.turn.hold,)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed_on = self._pressed_on, None
            self._release_ok = pressed is None or pressed[0] is self.turn.hold
        if self.quiet(event):
            self._eat(event)
            scene.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            # a motion event where the pointer already was (the window sends them as it redraws) is no move
            moved = tuple(event.pos) != self.pointer
            changed = self.hover(event.pos) if moved else False
            if moved and self.tips_quiet:
                self.tips_quiet, changed = False, True  # the pointer moved on: its item's tip may show again
            for zone in scene.zones:
                handler = getattr(zone, "handle_view_event", None)
                if handler is not None and handler(event):
                    changed = True
            if changed:
                scene.dirty = True
            return
        if event.type == pygame.WINDOWLEAVE:
            scene.dirty |= self.hover((-1, -1))  # nothing stays lifted when the pointer has gone
            return
        scene.dirty = True
        if self.held.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene.open_pause()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            # the toolbar (Menu, Hint, ...) answers its click whatever the table holds up: its press is never
            # eaten as a hold's (Menu pressed while the last trick was shown did nothing)
            hit = scene.tools.hit(event.pos)
            if hit is not None:
                if event.type == pygame.MOUSEBUTTONUP:
                    scene.press(str(hit.id))
                return
        if scene.log.handle(event, self.pointer if self.pointer != (-1, -1) else None):
            return
        if self.turn.holding:
            if not self._anytime(event):
                self._on_hold(event)
            return
        # with the keyboard's focus shown, Space is the focus's (as a click on it), never a zone's own key (a
        # space typed into a Voice word: no word has one)
        to_focus = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.focus_zone is not None
        for zone in () if to_focus else scene.zones:
            handler = getattr(zone, "handle_view_event", None)
            if handler is not None and handler(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _on_hold(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._eaten_clicks.add(event.button)  # its release is the hold's, whatever is up by then
        elif event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS):
            if event.type == pygame.KEYDOWN:
                self._eaten_keys.add(event.key)  # until released: repeats, text and release are the hold's
            elif event.button == 1 and not self._released_on_hold():
                return
            if self.held.peek is None:
                self.close_hold()

    def _anytime(self, event: pygame.event.Event) -> bool:
        """A click on an area that works at any time (looking) during a hold: the area's, not the hold's."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if not looking_at(self.scene.areas, event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self._click(event.pos)
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        for zone in reversed(scene.zones):
            if zone is scene.tools:
                continue
            item = zone.hit(pos)
            if item is None:
                continue
            zone.focus = zone.items.index(item)
            scene.click_target(zone.id, item.id)
            return

    def _default_slot(self) -> str | None:
        bar = self.scene.bar
        for slot in bar.slots:
            state = bar.states.get(slot.id)
            if slot.default and state is not None and state.visible and state.enabled:
                return slot.id
        return None

    def _key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            scene.press("undo")
            return
        for bar in (scene.bar, scene.tools):
            for slot in bar.slots:
                if slot.key == event.key and not slot.held:
                    scene.press(slot.id)
                    return
        zones = scene.zones
        focused = zones[self.focus_zone] if self.focus_zone is not None else None
        if event.key in ENTER_KEYS and self._default_slot() is not None:
            area = next((a for a in scene.areas if a.zone is focused), None)
            if focused is None or focused is scene.bar or (area is not None and area.enter_confirms):
                scene.press(str(self._default_slot()))
                return
        if event.key not in ARROWS and event.key != pygame.K_TAB and event.key not in CONFIRM_KEYS:
            return  # a letter typed into a word never wakes keyboard focus on the table
        active = [i for i, z in enumerate(zones) if z.focusable and z.focusable_indexes()]
        if not active:
            return
        if event.key == pygame.K_TAB or self.focus_zone not in active:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if self.focus_zone in active:
                self.focus_zone = active[(active.index(self.focus_zone) + step) % len(active)]
            else:
                self.focus_zone = active[0]
            self.show_focus()
            zone = zones[self.focus_zone]
            zone.move_focus(0)
            if zone.focus is not None:
                zone.bring_into_view(zone.focus)
            return  # Tab, or a first key with nothing focused, only shows the focus
        zone = zones[self.focus_zone]
        if event.key in ARROWS:
            self._arrow(zone, ARROWS[event.key], active)
        elif event.key in CONFIRM_KEYS:
            item = zone.focused()
            if item is not None:
                scene.click_target(zone.id, item.id)

    def _arrow(self, zone: Zone, step: tuple[int, int], active: list[int]) -> None:
        """An arrow moves the focus to the item that way inside the zone; at the zone's edge, on to the
        nearest item that way in another zone (from a hand's cards down to the action bar), by the same
        rule (table/spatial.py)."""
        target = nearest(zone, step)
        if target is not None:
            zone.focus = target
            zone.arrange()
            zone.bring_into_view(target)
            return
        item = zone.focused()
        if item is None:
            return
        zones = self.scene.zones
        others = (
            ((z, i), zones[z].items[i].rect.center)
            for z in active
            if zones[z] is not zone
            for i in zones[z].focusable_indexes()
        )
        hit = toward(item.rect.center, others, step)
        if hit is None:
            return
        self.focus_zone, index = hit
        there = zones[self.focus_zone]
        there.focus = index
        self.show_focus()
        there.arrange()
        there.bring_into_view(index)

    def after_fill(self, relaid: bool = False) -> None:
        """Items were filled again: the item hovered before stays hovered while it is still under the
        pointer; another item that came under a still pointer (the next card of a hand after a play) is
        not lifted, nor tipped, until the pointer really moves. After a new layout (the window's size,
        the text size) the item under the pointer is the one shown hovered, as the pointer now points."""
        for zone in self.scene.zones:
            before = zone.hover
            zone.on_motion(self.pointer)
            if not relaid and zone.hover is not None and zone.hover != before:
                zone.on_motion((-1, -1))


def keep_focus(zone: Zone) -> None:
    """Keyboard focus never rests on a dimmed item."""
    if zone.focus is not None and zone.focus not in zone.focusable_indexes():
        zone.move_focus(0)
