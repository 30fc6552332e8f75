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
from typing import TYPE_CHECKING, Any, Hashable, Iterable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.guided import GUIDE_FINISHED, GUIDE_READ, GUIDE_WATCH, is_guided
from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.art import HINTED
from woods_desktop.table.declaration import Area
from woods_desktop.table.guide_arrow import GuideArrow, area_rect, draw_ring, obstacles
from woods_desktop.table.speaking import ReadOnce
from woods_desktop.table.zones import Item
from woods_desktop.ui.draw import panel
from woods_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from woods_desktop.table.table_scene import TableScene

BIG_TEXT_GAMES = ("wolf",)  # a child reads along with a parent: big text and a picture on each step
KIT_PLACES = ("actions", "toolbar", "prompt", "log", "score")
ICONS = {"guide.next": "icon-continue"}  # the panel buttons that carry a picture beside their words


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _part_of(item_id: Any, left: Counter[Hashable]) -> Hashable | None:
    """The part still to mark that an item shows: its id itself, or the start of its id (a card's
    (suit, value, copy) shows the part (suit, value))."""
    if _hashable(item_id) and left[item_id] > 0:
        return item_id  # type: ignore[no-any-return]
    if isinstance(item_id, tuple):
        for n in range(len(item_id) - 1, 0, -1):
            head = item_id[:n]
            if left[head] > 0:
                return head
    return None


def area_ids(scene: Any) -> set[str]:
    """Every id a step may point at on this table: its areas and the kit's places."""
    slots = {f"actions.{s.id}" for s in scene.bar.slots} if "actions" in scene.rects else set()
    return {a.id for a in scene.areas} | {p for p in KIT_PLACES if p in scene.rects} | slots


class GuideOverlay:
    def __init__(self, scene: "TableScene") -> None:
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
        return is_guided(self.scene.session)

    @property
    def session(self) -> Any:
        return self.scene.session

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
        return self.active and getattr(self.session, "unread", None) is not None

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
    def expected(self) -> Any:
        if not self.active or self.waiting:
            return None
        return self._wanted()

    def _wanted(self) -> Any:
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

    def marked(self, area: Area, items: Iterable[Item]) -> Iterable[Item]:
        """The area's items, the parts of the step's action carrying the hint's mark (what to click). An item
        is found by its id being one of the action's parts, never by calling the area's click (a game's click
        may change its selection)."""
        action = self.expected()
        if action is None or area.click is None:
            yield from items
            return
        own = getattr(self.scene.decl, "guide_marks", None)  # a table whose clicks make no parts names its items
        left: Counter[Hashable] = Counter(own(action) if own is not None else self.scene.decl.parts(action))
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
        text = self.app.t(step.text) if step is not None else self.app.t(self.session.guide.done_text)
        self.reading.say(self.session.step_number(), text)

    # -- where things are ---------------------------------------------------------------------------------
    def pointed_area(self) -> str | None:
        """The id of the area the step points at: where its action's next click is, when the table says (a
        display tile to take before the forest place it goes to), else the step's own area."""
        step = self.session.step()
        if step is None:
            return None
        action = self.expected()
        where = self.scene.decl.guide_area(action) if action is not None else None
        return where if where is not None and where in area_ids(self.scene) else str(step.area)

    def target_rect(self) -> pygame.Rect | None:
        area_id = self.pointed_area()
        return area_rect(self.scene, area_id) if area_id is not None else None

    def layout(self) -> None:
        """The panel over the log, its buttons along its foot."""
        app = self.app
        log = self._log_column()
        if log is None or log.h < app.px(300) or log.w < app.px(240):
            # the log is hidden (the Wolf's task card takes its column): a card of its own above the prompt,
            # right beside the area the step points at, on its roomier side (so it covers the middle of the
            # table, the rail, rather than the board's edge where the heroes stand)
            w, h = app.size
            prompt = self.scene.rects.get("prompt")
            bottom = (prompt.top if prompt is not None and prompt.h else h) - app.px(8)
            pw, ph, gap = app.px(360), min(app.px(400), bottom - app.px(80)), app.px(12)
            target = self.target_rect()
            if target is None or target.centerx > w // 2:
                x = max(gap, (target.left if target is not None else pw + 2 * gap) - gap - pw)
            else:
                x = min(w - gap - pw, target.right + gap)
            log = pygame.Rect(x, bottom - ph, pw, ph)
        self.panel_rect = self._room_for_words(pygame.Rect(log))
        pad = app.px(12)
        bh = app.px(40)
        y = self.panel_rect.bottom - pad - bh
        x, w = self.panel_rect.x + pad, self.panel_rect.w - 2 * pad
        if self.finished:
            half = (w - app.px(8)) // 2
            wanted = [
                ("guide.play_real", self.play_real, pygame.Rect(x, y, half, bh), "primary"),
                ("guide.leave", self.leave, pygame.Rect(x + half + app.px(8), y, half, bh), "secondary"),
            ]
        elif self.waiting:
            half = (w - app.px(8)) // 2
            skip = pygame.Rect(x + half + app.px(8), y, half, bh)
            wanted = [
                ("guide.next", self.go_on, pygame.Rect(x, y, half, bh), "primary"),
                ("guide.skip", self.skip, skip, "secondary"),
            ]
        else:
            wanted = [("guide.skip", self.skip, pygame.Rect(x, y, w, bh), "secondary")]
        self._keep_buttons(wanted)

    def _keep_buttons(self, wanted: list[tuple[str, Any, pygame.Rect, str]]) -> None:
        """The panel's buttons, kept from one layout to the next: a button made anew on every event forgot
        its press before the release came, so no click ever reached it. Only a new set of buttons (the
        lesson finished, another language) makes new ones; otherwise each keeps its state and moves."""
        app = self.app
        texts = [app.t(key) for key, _, _, _ in wanted]
        if [b.text for b in self.buttons] != texts or [b.on_click for b in self.buttons] != [
            fn for _, fn, _, _ in wanted
        ]:
            self.buttons = [
                Button(app, text, fn, rect, style, icon=ICONS.get(key), size=theme.TYPE_SMALL)
                for text, (key, fn, rect, style) in zip(texts, wanted)
            ]
            return
        for b, (_, _, rect, _) in zip(self.buttons, wanted):
            b.rect = rect

    def _sizes(self) -> tuple[int, ...]:
        """The step's text sizes, the first the one every step is read at: a child's big letters, else body."""
        big = self.scene.game_id in BIG_TEXT_GAMES
        return (theme.TYPE_LEAD, theme.TYPE_BODY, theme.TYPE_SMALL) if big else (theme.TYPE_BODY, theme.TYPE_SMALL)

    def words(self) -> str:
        """What the panel says: the step's text (and that it waits for Next, or that the computers move)."""
        app = self.app
        step = self.session.step()
        if step is None:
            return str(app.t(self.session.guide.done_text))
        text = str(app.t(step.text))
        if self.waiting:
            return f"{text} {app.t('guide.read_next')}"
        if not step.person:
            return f"{text} {app.t('guide.watch')}"
        return text

    def _head_height(self, w: int) -> int:
        """The title, the step count and the progress bar above the words."""
        app = self.app
        size = app.px(theme.TYPE_SMALL)
        head = app.t("guide.title", game=app.t(f"{self.scene.game_id}.title"))
        lines = len(app.fonts.wrap(head, size, w, "bold")[:2])
        line_h = app.fonts.render("Ag", size, theme.INK, "bold").get_height()
        return (lines + 1) * line_h + app.px(4) + app.px(6) + app.px(10)

    def _room_for_words(self, rect: pygame.Rect) -> pygame.Rect:
        """The panel grown up the screen until the step's words fit at the size every step uses: shrinking them
        to fit made the text size jump between steps at 150 % (Voice step 1, Woodlanders 7 and 11). It stops
        below the toolbar; only a step longer than that goes down a size."""
        app = self.app
        pad = app.px(12)
        w = rect.w - 2 * pad
        size = app.px(self._sizes()[0])
        weight = "bold" if self.scene.game_id in BIG_TEXT_GAMES else "regular"
        lines = len(app.fonts.wrap(self.words(), size, w, weight))
        need = 2 * pad + self._head_height(w) + lines * app.fonts.font(size).get_linesize() + 2 * app.px(8) + app.px(40)
        if need <= rect.h:
            return rect
        top = app.px(8)
        # never over the toolbar nor a part of the table above the panel (the Wolf's hero cards, Voice's seats)
        above = [self.scene.rects.get("toolbar"), self.target_rect()]  # nor the ring of what the step points at
        if self.scene.game_id in BIG_TEXT_GAMES:
            above += [a.zone.rect for a in self.scene.areas]  # the hero cards a child plays from stay in view
        for r in above:
            if r is not None and r.h and r.left < rect.right and rect.left < r.right and r.top < rect.top:
                top = max(top, r.bottom + app.px(8))
        grown = pygame.Rect(rect.x, max(top, rect.bottom - need), rect.w, 0)
        grown.h = rect.bottom - grown.y
        return grown if grown.h > rect.h else rect

    @property
    def next_button(self) -> Button | None:
        """The Next of a step that waits to be read (kept across events like every panel button)."""
        return next((b for b in self.buttons if b.on_click == self.go_on), None)

    def _log_column(self) -> pygame.Rect | None:
        """The log's place, grown up its column to the panel's height when the log is short (at a larger
        text size; floated over the table instead, the panel covered the rail and half the log)."""
        log = self.scene.rects.get("log")
        app = self.app
        # the step's words at 150 %: a child's big letters with a small picture (clear of the hero cards above),
        # or the other games' longer texts at body size (over the top of the list above, not needed in a lesson)
        tall = app.px(340 if self.scene.game_id in BIG_TEXT_GAMES else 390)
        if log is None or not log.h or log.h >= tall or log.w < app.px(240):
            return log
        h = min(tall, log.bottom - app.px(80))
        return pygame.Rect(log.x, log.bottom - h, log.w, h)

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
        own = getattr(self.scene.decl, "guide_marks", None)
        parts: Counter[Hashable] = Counter(own(action) if own is not None else self.scene.decl.parts(action))
        for area in self.scene.areas:
            item = area.zone.hit(pos) if area.click is not None else None
            if item is not None and _part_of(item.id, parts) is not None:
                return True
        return False

    def _act_through(self, event: pygame.event.Event, pos: Any) -> bool:
        """A press on the part the step asks for does it at once: the step waiting for Next goes on and what the
        table holds up (the Leader's card taken) is put away first. The first click on Voice's marked card only
        closed the hold and a Woodlanders card clicked to go on was not chosen: a new player means to act."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1 or pos is None:
            return False
        flow = self.scene.flow
        held = (hold := flow.current_hold()) is not None and not hold.final
        if not (self.waiting or held) or not self._marks_at(pos):
            return False
        self.go_on()
        while (hold := flow.current_hold()) is not None and not hold.final and flow.skip_hold():
            pass
        self.scene.input.drop_focus()
        self.scene.refresh()
        return True

    def _hold_off(self, event: pygame.event.Event, pos: Any) -> bool:
        """While a step waits to be read, a click on the table is refused with the reason (it started Voice's
        minute, or skipped the trick the step explains); the menu stays at hand."""
        if not self.waiting or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or pos is None:
            return False
        if self.scene.tools.rect.collidepoint(pos):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.scene.refuse(IllegalAction(GUIDE_READ))
        return True

    def go_on(self) -> None:
        """Next: the step was read; the computers' moves (or the person's next step) come now, at their pace."""
        if self.session.go_on():
            self.scene.flow.thought = 0.0  # the next computer's move is shown after its own pause, not at once
            hold = self.scene.flow.current_hold()
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
    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        app = self.app
        self.layout()
        big = self.scene.game_id in BIG_TEXT_GAMES
        step = self.session.step()
        target = self.target_rect()
        if target is not None:
            draw_ring(surface, app, target)
        r = self.panel_rect
        panel(surface, r, theme.PARCHMENT, app.px(theme.RADIUS), app.px(4), theme.AMBER, max(2, app.px(3)))
        pad = app.px(12)
        x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
        head = app.t("guide.title", game=app.t(f"{self.scene.game_id}.title"))
        for line in app.fonts.wrap(head, app.px(theme.TYPE_SMALL), w, "bold")[:2]:
            t = app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold")
            surface.blit(t, (x, y))
            y += t.get_height()
        total = len(self.session.guide.steps)
        n = min(self.session.step_number() + 1, total)
        count = app.fonts.render(
            app.t("guide.step", n=n, total=total), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold"
        )
        surface.blit(count, (x, y))
        y += count.get_height() + app.px(4)
        bar = pygame.Rect(x, y, w, app.px(6))
        pygame.draw.rect(surface, theme.PARCHMENT_SHADE, bar, border_radius=app.px(3))
        done = self.session.step_number() / total if total else 1.0
        pygame.draw.rect(
            surface, theme.MOSS, (bar.x, bar.y, int(bar.w * min(1.0, done)), bar.h), border_radius=app.px(3)
        )
        y = bar.bottom + app.px(10)
        picture = step.picture if step is not None else ("wolf/balloons" if big else None)
        text = self.words()
        bottom = self.buttons[0].rect.top - app.px(8) if self.buttons else r.bottom - pad
        weight = "bold" if big else "regular"
        side = app.px(96 if big else 64) if picture else 0
        # the words come first: the picture shrinks (down to none), then a child's big letters go one size
        # down, before a line is left out (at a larger text size the last line was cut off)
        sizes = self._sizes()
        for size in sizes:
            lines = app.fonts.wrap(text, app.px(size), w, weight)
            line_h = app.fonts.font(app.px(size)).get_linesize()
            room = bottom - y - line_h * len(lines) - app.px(8)
            if room >= 0 or size == sizes[-1]:  # the picture gives way first (down to none), then the size
                side = min(side, max(0, room))
                break
        if picture and side >= app.px(32):
            img = app.images.get(picture, side, side)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += side + app.px(8)
        self.text_size = size  # the size the words were drawn at (a test reads it: the same on every step)
        self.left_out = 0  # lines that found no room (a test reads it: none at any text size)
        for i, line in enumerate(lines):
            if y + line_h > bottom:
                self.left_out = len(lines) - i
                break
            t = app.fonts.render(line, app.px(size), theme.INK, weight)
            surface.blit(t, (x, y))
            y += line_h
        for b in self.buttons:
            b.draw(surface)
        self.pointer.points = ()
        if target is not None:
            self.pointer.draw(surface, app, r, target, lambda ring: obstacles(self.scene, ring))
