"""The guided first game drawn on the table: the step's panel, the halo on the area it points at, the
step's action marked on the table, and refusals in the step's own words.

The table scene owns one `GuideOverlay`; for a session that is no lesson it does nothing. The panel
stands where the log is (the lesson's steps are what a first game needs to read), says the step's
number, its text (big, with a picture, for the Wolf's child and parent), and offers to skip the lesson;
once the lesson is done it offers a real game or the menu. The step's area is found by its id among the
table's areas (or the kit's places: the action bar, one of its buttons as `actions.<slot>`, the prompt),
and ringed in amber with an arrow from the panel. Each step is read aloud once (`app.read_aloud`, which
is silent unless the player turned it on).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Hashable, Iterable, Sequence

import pygame

from woods_desktop.app.guided import GUIDE_FINISHED, GUIDE_READ, GUIDE_WATCH
from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.art import HINTED
from woods_desktop.table.declaration import Area
from woods_desktop.table.guide_arrow import GuideArrow, area_rect
from woods_desktop.table.guide_panel import GuidePanel
from woods_desktop.table.seams import looking_at
from woods_desktop.table.speaking import ReadOnce
from woods_desktop.table.zones import Item
from woods_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from woods_desktop.table.seams import GuidedTable
    from woods_desktop.table.session import LessonPart

KIT_PLACES = ("actions", "toolbar", "prompt", "log", "score")


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _part_of(item_id: Hashable, left: Counter[Hashable]) -> Hashable | None:
    """The part still to mark that an item shows: its id itself, or the start of its id (a card's
    (suit, value, copy) shows the part (suit, value))."""
    if _hashable(item_id) and left[item_id] > 0:
        return item_id
    if isinstance(item_id, tuple):
        for n in range(len(item_id) - 1, 0, -1):
            head = item_id[:n]
            if left[head] > 0:
                return head
    return None


def area_ids(scene: "GuidedTable") -> set[str]:
    """Every id a step may point at on this table: its areas and the kit's places."""
    slots = {f"actions.{s.id}" for s in scene.bar.slots} if "actions" in scene.rects else set()
    return {a.id for a in scene.areas} | {p for p in KIT_PLACES if p in scene.rects} | slots


class GuideOverlay(GuidePanel):
    def __init__(self, scene: "GuidedTable") -> None:
        self.scene = scene
        self.app = scene.app
        self.buttons: list[Button] = []
        self.left_out = 0  # the step text's lines the last frame found no room for
        self.text_size = 0  # the size (before scaling) the last frame drew the step's words at
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.pointer = GuideArrow()  # the arrow from the panel to the step's area, round the tiles
        self.reading = ReadOnce(self.app)  # each step said once

    @property
    def active(self) -> bool:
        return self.scene.session.lesson is not None

    @property
    def session(self) -> "LessonPart":
        """The session's lesson (asked only while `active`)."""
        lesson = self.scene.session.lesson
        if lesson is None:
            raise LookupError("this table shows no lesson")
        return lesson

    @property
    def finished(self) -> bool:
        return self.active and bool(self.session.finished)

    @property
    def arrow(self) -> tuple[tuple[int, int], ...]:
        """The points of the arrow last drawn (none: no arrow)."""
        return self.pointer.points

    @property
    def waiting(self) -> bool:
        """A step explaining the computers' moves waits to be read: Next goes on."""
        return self.active and self.session.unread is not None

    @property
    def idle(self) -> bool:
        """Nothing goes on by itself: the lesson is over, or a step waits for its Next."""
        return self.finished or self.waiting

    # -- refusals in the step's words -------------------------------------------------------------------
    def refusal_text(self, refusal: IllegalAction | str) -> str | None:
        """The toast for a refused action in a lesson: the step's explanation, not the engine's bare rule."""
        if not self.active:
            return None
        t = self.app.t
        key = refusal.key if isinstance(refusal, IllegalAction) else ""
        if key == GUIDE_FINISHED or self.finished:
            return str(t("guide.finished"))
        if key == GUIDE_WATCH:
            return str(t("guide.watch"))
        if key == GUIDE_READ or self.waiting:
            return str(t("guide.read_first"))
        step = self.session.step()
        if step is None:
            return None
        if not step.person:
            return str(t("guide.watch"))
        return str(t("guide.refused", text=t(step.refusal_key)))

    # -- the step's action marked ---------------------------------------------------------------------------
    def expected(self) -> object:
        if not self.active or self.waiting:
            return None
        return self._wanted()

    def _wanted(self) -> object:
        """The person's next action the lesson takes (while a step waits for Next: the step after it's)."""
        run = self.session.run()
        want = run.expected()
        step = run.step()
        if want is None and step is not None and step.person and step.play is not None:
            want = step.play  # a matcher's step (a word at any moment): its scripted action shows what to click
        if want is None:
            return None
        try:
            return self.session.definition.decode_action(want)
        except (TypeError, ValueError):
            return None

    def marked(self, area: Area[object], items: Iterable[Item]) -> Iterable[Item]:
        """The area's items, the parts of the step's action carrying the hint's mark (what to click). An item
        is found by its id being one of the action's parts, never by calling the area's click (a game's click
        may change its selection)."""
        action = self.expected()
        if action is None or area.click is None:
            yield from items
            return
        left: Counter[Hashable] = Counter(self.scene.decl.picking.guided_parts(action))
        for item in items:
            part = _part_of(item.id, left)
            if part is not None:
                left[part] -= 1
                item = replace(item, marks=item.marks | {HINTED})
            yield item

    # -- each step said once ------------------------------------------------------------------------------
    def follow(self) -> None:
        if not self.active:
            return
        step = self.session.step()
        text = self.app.t(step.text) if step is not None else self.app.t(self.session.script.done_text)
        self.reading.say(self.session.step_number(), text)

    # -- where things are ---------------------------------------------------------------------------------
    def pointed_area(self) -> str | None:
        """The id of the area the step points at: where its action's next click is, when the table says (a
        display tile to take before the forest place it goes to), else the step's own area."""
        step = self.session.step()
        if step is None:
            return None
        action = self.expected()
        where = self.scene.decl.picking.guide_area(action) if action is not None else None
        return where if where is not None and where in area_ids(self.scene) else str(step.area)

    def target_rect(self) -> pygame.Rect | None:
        area_id = self.pointed_area()
        return area_rect(self.scene, area_id) if area_id is not None else None

    def spot(self) -> tuple[pygame.Rect, Sequence[pygame.Rect]] | None:
        """What on the pointed area the step names, and what round it the arrow keeps off (the table says)."""
        action = self.expected()
        return self.scene.decl.guide_spot(action) if action is not None else None

    # -- acting ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the panel is the panel's (its buttons), never the log's or the table's."""
        if not self.active:
            return False
        self.layout()
        pos = getattr(event, "pos", None)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for b in self.buttons:
                if b.handle(event):
                    self.scene.dirty = True
                    return True
            if event.type != pygame.MOUSEMOTION and pos is not None and self.panel_rect.collidepoint(pos):
                return True
        if self.finished and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_real()
            return True
        if self.waiting and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go_on()
            return True
        if self._act_through(event, pos):
            return False  # the way is clear: the table takes this press and its release, as the step asks
        return self._hold_off(event, pos)

    def _marks_at(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on a part of the table the step's action is made of (the marked card)."""
        action = self._wanted()
        if action is None:
            return False
        parts: Counter[Hashable] = Counter(self.scene.decl.picking.guided_parts(action))
        for area in self.scene.areas:
            item = area.zone.hit(pos) if area.click is not None else None
            if item is not None and _part_of(item.id, parts) is not None:
                return True
        return False

    def _act_through(self, event: pygame.event.Event, pos: tuple[int, int] | None) -> bool:
        """A press on the part the step asks for does it at once: the step waiting for Next goes on and what the
        table holds up (the Leader's card taken) is put away first. The first click on Voice's marked card only
        closed the hold and a Woodlanders card clicked to go on was not chosen: a new player means to act."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1 or pos is None:
            return False
        turn = self.scene.turn_state
        held = (hold := turn.hold) is not None and not hold.final
        if not (self.waiting or held) or not self._marks_at(pos):
            return False
        self.go_on()
        while (hold := turn.hold) is not None and not hold.final and turn.end_hold():
            pass
        self.scene.input.drop_focus()
        self.scene.refresh()
        return True

    def _hold_off(self, event: pygame.event.Event, pos: tuple[int, int] | None) -> bool:
        """While a step waits to be read, a click on the table is refused with the reason (it started Voice's
        minute, or skipped the trick the step explains); the menu and the areas for looking stay at hand."""
        if not self.waiting or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or pos is None:
            return False
        if self.scene.tools.rect.collidepoint(pos):
            return False
        if looking_at(self.scene.areas, pos):
            return False  # a step may ask to read what another forest's tab shows
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.scene.refuse(IllegalAction(GUIDE_READ))
        return True

    def go_on(self) -> None:
        """Next: the step was read; the computers' moves (or the person's next step) come now, at their pace."""
        if self.session.go_on():
            self.scene.flow.pause_anew()  # the next computer's move is shown after its own pause, not at once
            hold = self.scene.turn_state.hold
            if hold is not None and not hold.final:
                self.scene.input.close_hold()  # what the step kept in view (a finished trick) goes with its Next
            self.scene.refresh()
        self.scene.dirty = True

    def skip(self) -> None:
        from woods_desktop.app.guided import skip_guide

        skip_guide(self.scene.game_id)
        self.play_real()

    def play_real(self) -> None:
        app = self.app
        app.reset_to("menu")
        app.push("setup", game=self.scene.game_id)

    def leave(self) -> None:
        self.app.reset_to("menu")

    # -- drawing ------------------------------------------------------------------------------------------
