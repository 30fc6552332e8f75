"""`TableScene`: the scene every game table is, so a game's screen is a declaration.

A game subclasses it and declares its regions, its zones, how the view fills
them, what a click on an item does, its scoreboard, log lines, prompt and
holds. The kit carries the rest, written once: layout on resize, hover and
keyboard focus, whose eyes and the pass screen, computers on a worker
thread with pacing, holds a click skips, pause / restart / undo (shown only
when the person at the screen can use it), refusals as a toast with a
shake, the log, and the hand-off to the result screen. It redraws only when
something changed or moves, so a table waiting for a person costs almost no
CPU.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene
from woods_desktop.app.tween import Tweens
from woods_desktop.core.errors import IllegalAction
from woods_desktop.table import flow as F
from woods_desktop.table.flow import Hold, TableFlow
from woods_desktop.table.layout import Layout, Region
from woods_desktop.table.panels import Scoreboard, ScrollList, draw_prompt
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.chrome import draw_table
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.panels import draw_tooltip
from woods_desktop.ui.widgets import Button

SHAKE_S = 0.3
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NAVIGATION_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


class TableScene(Scene):
    """Override the declaration hooks below; leave the flow to the kit."""

    game_id = ""
    manages_hover = True
    log_region = "log"
    # real seconds at least between two computers' (or the engine's) actions while people watch, whatever
    # the animation speed: a game whose every move must be seen (cards landing on a trick) sets it
    computer_gap_s = 0.0
    score_region = "score"
    prompt_region = "prompt"
    toolbar_region = "toolbar"

    # -- the declaration (a game overrides these) ----------------------------------
    def regions(self) -> Sequence[Region]:
        """Every named region of the table in design units."""
        return ()

    def build_zones(self) -> Sequence[Zone]:
        """The zones, bottom to top (hit-testing goes top-down); each zone's id names its region."""
        return ()

    def fill(self, view: Any, legal: list[Any]) -> None:
        """Put the view's items into the zones (`legal` is empty unless the viewer is to act)."""

    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        """A click (or Enter) on an item."""

    def prompt(self, view: Any) -> str:
        return ""

    def scoreboard(self, view: Any) -> Scoreboard | None:
        return None

    def log_line(self, event: dict[str, Any]) -> str | None:
        return None

    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        return []

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """Anything the zones and panels do not draw (seat plates, the trick's caption...)."""

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        """The hold on top of the table (a finished trick, a round summary)."""

    def extra_buttons(self) -> Sequence[tuple[str, str, Any, str]]:
        """(id, label, callback, icon) for the game's own toolbar buttons."""
        return ()

    def refusal_text(self, refusal: IllegalAction) -> str:
        return self.app.t(refusal.key, **refusal.params)

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        """Sounds and animations for what just happened."""

    def pass_screen_args(self, seat: int) -> dict[str, Any]:
        """Extra arguments for the pass screen (a game without hands names its button differently)."""
        return {}

    def computer_delay(self, action: Any) -> float:
        """Seconds into a computer's turn (at animation speed 1) before `action` is shown: an action
        that carries its own moment (a word written at `at_ms`) waits for it."""
        return 0.0

    # Bench positions (`woods-desktop bench`): name -> function(app, seed) giving `enter` kwargs.
    # "waiting" (a person to move, nothing moving), "computers" (computers playing), "hard_game"
    # (hard computers in every seat, played to the end), and any typical positions listed in
    # `frame_positions`, whose full redraw is timed ("mid_trick", "minute", "placing", "result").
    frame_positions: tuple[str, ...] = ()

    @classmethod
    def bench_positions(cls) -> dict[str, Any]:
        return {}

    # -- lifecycle -------------------------------------------------------------------
    def enter(self, session: Any = None, **kwargs: Any) -> None:
        self.session = session
        self.flow = TableFlow(
            session,
            speed=lambda: float(self.app.settings.animation_speed),
            delay=self.computer_delay,
            gap=self.computer_gap_s,
        )
        self.tweens = Tweens()
        self.shake = 0.0
        self.hover_pos = (0, 0)
        self.zones: list[Zone] = list(self.build_zones())
        self.table_layout = Layout(self.regions())
        self.log = ScrollList(self.app.t("table.log"), "icon-log")
        self.focus_zone: int | None = None
        self.buttons: dict[str, Button] = {}
        self.status = ""
        self._pass_shown = False
        self._handed_off = False
        # One press does one thing: the key or click that closed a hold belongs to the hold. Its repeats,
        # its text and its release reach nothing else (keys here until released; mouse buttons pressed on
        # a hold, whose release is the hold's even when the hold went on by itself meanwhile).
        self._eaten_keys: set[int] = set()
        self._eaten_clicks: set[int] = set()
        self.layout()

    def name_of(self, seat: int | None) -> str:
        if seat is None:
            return ""
        seats = self.session.seats
        return seats[seat].name if seat < len(seats) else "D4-ST8"

    def marker(self, seat: int) -> Any:
        """Draws the seat's colour-and-shape marker (a robot icon for the engine's seat)."""
        seats = self.session.seats

        def draw(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
            info = seats[seat] if seat < len(seats) else None
            if info is None or info.kind == "robot":
                icon = self.app.images.get("icon-robot", r * 2)
                surface.blit(icon, icon.get_rect(center=center))
                return
            _, col, shape = theme.PLAYER_COLOURS[info.colour % len(theme.PLAYER_COLOURS)]
            player_shape(surface, shape, center, r, col)

        return draw

    def rect(self, region: str) -> pygame.Rect:
        return self.table_layout.rects(self.app.size)[region]

    def layout(self) -> None:
        app = self.app
        rects = self.table_layout.rects(app.size)
        for zone in self.zones:
            if zone.id in rects:
                zone.place(rects[zone.id], app.px)
        bar = rects.get(self.toolbar_region)
        self.buttons = {}
        if bar is not None:
            specs = [
                ("menu", app.t("common.menu"), self.open_pause, "icon-menu"),
                ("undo", app.t("common.undo"), self.undo, "icon-undo"),
                *self.extra_buttons(),
            ]
            gap = app.px(8)
            w = (bar.w - gap * (len(specs) - 1)) // len(specs)
            x = bar.right - w
            for bid, label, fn, icon in specs:
                self.buttons[bid] = Button(
                    app, label, fn, pygame.Rect(x, bar.y, w, bar.h), "secondary", icon=icon, size=theme.TYPE_SMALL
                )
                x -= w + gap
        self.refresh()

    # -- reading the game -----------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.flow.viewer

    _view_key: tuple[Any, ...] | None = None
    _view: Any = None

    def view(self) -> Any:
        """The viewer's view, built once per change of the game, not per frame: again when an action is
        played or taken back, the game restarts, or the person at the screen changes."""
        actions = self.session.actions
        key = (self.viewer, len(actions), id(actions), actions[-1] if actions else None, id(self.session.state))
        if key != self._view_key:
            self._view_key = key
            self._view = self.session.port(self.viewer).view()
        return self._view

    def my_turn(self) -> bool:
        seat = self.session.to_move
        return (
            seat is not None
            and seat == self.viewer
            and self.flow.controller(seat) == F.PERSON
            and self.flow.waiting_pass is None
            and not self.flow.holds
        )

    def legal(self) -> list[Any]:
        return self.session.port(self.viewer).legal_actions() if self.my_turn() else []

    def refresh(self) -> None:
        """Re-read the view into the zones and panels (after every change, not every frame)."""
        view = self.view()
        self.fill(view, self.legal())
        events = self.session.port(self.viewer).events()
        self.log.set_lines([line for e in events if (line := self.log_line(e))])
        self.dirty = True

    # -- acting ------------------------------------------------------------------------
    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        """Apply a person's action; a refusal is shown with the rule it breaks. `holds` are shown
        first when it is accepted (the table then waits for them before anybody else moves)."""
        refusal = self.flow.apply(action)
        if refusal is not None:
            self.refuse(refusal)
            return False
        self.flow.hold(holds)
        self._after_change()
        if not self.flow.holds and self.app.scene is self:
            self.settle(0.0)  # the next person's pass screen now, not after a frame of this hand
        return True

    def refuse(self, refusal: IllegalAction | str) -> None:
        text = refusal if isinstance(refusal, str) else self.refusal_text(refusal)
        self.app.toast(text, "error")
        self.shake = SHAKE_S
        self.dirty = True

    def _after_change(self) -> None:
        new = self.flow.new_events()
        if new:
            self.flow.hold(self.holds_for(new))
            self.on_new_events(new)
        self.refresh()

    def undo(self) -> None:
        if self.flow.undo():
            self.refresh()

    def open_pause(self) -> None:
        self.app.push(
            "pause", game_title=self.app.t(f"{self.game_id}.title"), game_id=self.game_id, on_restart=self.restart
        )

    def restart(self) -> None:
        from woods_desktop.app.launch import restart_session

        restart_session(self.app, self.session)

    # -- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self._eaten_keys:  # a key whose release never came (the window lost focus) is forgotten once up
            pressed = pygame.key.get_pressed()
            self._eaten_keys = {k for k in self._eaten_keys if pressed[k]}
        moving = self.tweens.update(dt, self.app.settings.animation_speed)
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt)
            moving = True
        if self.app.scene is not self:
            return moving
        self.settle(dt)
        hold = self.flow.current_hold()
        return moving or (self.status == F.HOLD and hold is not None and hold.seconds is not None and self.hold_moves())

    def settle(self, dt: float) -> None:
        """Advance the flow, and when that changed the game or ended a hold, decide at once what
        comes next (whose eyes, the pass screen), so no frame shows one person's hand while another
        person's turn is up."""
        for step in range(8):
            actions_before = len(self.session.actions)
            holding = bool(self.flow.holds)
            self._advance(dt if step == 0 else 0.0)
            moved = len(self.session.actions) != actions_before or (holding and not self.flow.holds)
            if not moved or self.flow.holds or self.app.scene is not self:
                break

    def _advance(self, dt: float) -> None:
        actions_before = len(self.session.actions)
        holding = bool(self.flow.holds)
        hold_before = self.flow.current_hold()
        viewer_before = self.flow.viewer
        status = self.flow.update(dt)
        if hold_before is not None and self.flow.current_hold() is not hold_before:
            self.drop_focus()  # what it uncovers starts with nothing chosen
        if len(self.session.actions) != actions_before:
            self._after_change()
        if holding and not self.flow.holds:
            self.refresh()
        if status != self.status or self.flow.viewer != viewer_before:  # the same person's next seat
            if status == F.PERSON_TURN:
                self.drop_focus()  # a turn starts with nothing chosen: no focus left from before for Enter
            self.status = status
            self.refresh()
        if status == F.PASS and not self._pass_shown:
            self._pass_shown = True
            self._push_pass()
        elif status == F.OVER and not self._handed_off:
            self._handed_off = True
            self.app.replace("result", session=self.session)

    def hold_moves(self) -> bool:
        """Whether a timed hold animates (then it is redrawn while it runs)."""
        return False

    def _push_pass(self) -> None:
        seat = self.flow.waiting_pass
        if seat is None:
            return
        info = self.session.seats[seat]

        def reveal(seat: int = seat) -> None:
            self.flow.reveal(seat)
            self._pass_shown = False
            self.refresh()

        self.app.push("pass", name=info.name, colour=info.colour, on_reveal=reveal, **self.pass_screen_args(seat))

    # -- input ---------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.flow.busy_thinking() or self.status in (F.COMPUTER_TURN, F.ENGINE_TURN)

    def toast_anchor(self) -> tuple[int, int]:
        """Toasts stand above the prompt (or mid-table), never over the hand."""
        rects = self.table_layout.rects(self.app.size)
        if self.prompt_region in rects:
            r = rects[self.prompt_region]
            return r.centerx, r.top - self.app.px(8)
        return self.app.size[0] // 2, self.app.size[1] // 2

    def confirm_quiet(self, event: pygame.event.Event) -> bool:
        """True for an event that belongs to the press that closed a hold: that key's repeats (or a second
        Enter from the input method), any text while it is down, its release; the release of a mouse button
        pressed on a hold (even when the hold went on by itself before the release). Nothing but the hold
        may act on it (a game's own key handling asks this first; `handle` then eats it)."""
        t = event.type
        if t == pygame.KEYDOWN:
            return event.key in self._eaten_keys
        if t == pygame.KEYUP:
            return event.key in self._eaten_keys
        if t in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return bool(self._eaten_keys)
        if t == pygame.MOUSEBUTTONUP:
            return event.button in self._eaten_clicks
        return False

    def _eat(self, event: pygame.event.Event) -> None:
        """The hold's press runs its course: a repeat changes nothing, a release ends it (and a click
        begun on a hold that is still up closes it)."""
        t = event.type
        if t == pygame.KEYDOWN:
            self._eaten_keys.add(event.key)
        elif t == pygame.KEYUP:
            self._eaten_keys.discard(event.key)
        elif t == pygame.MOUSEBUTTONUP:
            self._eaten_clicks.discard(event.button)
            if self.flow.holds and event.button == 1:
                self._close_hold()

    def _close_hold(self) -> None:
        self.flow.skip_hold()
        self.drop_focus()
        self.refresh()

    def drop_focus(self) -> None:
        """No keyboard focus: what a hold uncovers, or a new turn, starts with nothing chosen, so an
        Enter never confirms an item the person did not pick (the first Enter only shows the focus)."""
        self.focus_zone = None
        for zone in self.zones:
            zone.focus = None

    def handle(self, event: pygame.event.Event) -> None:
        if self.confirm_quiet(event):
            self._eat(event)
            self.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            changed = False
            for zone in self.zones:
                changed |= zone.on_motion(event.pos)
            for button in self.visible_buttons():
                was = button.hover
                button.handle(event)
                changed |= button.hover != was
            for zone in self.zones:
                handler = getattr(zone, "handle_view_event", None)
                if handler is not None and handler(event):
                    changed = True
            if changed:
                self.dirty = True
            return
        self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return
        for button in self.visible_buttons():
            if button.handle(event):
                return
        if self.log.handle(event):
            return
        if self.flow.holds:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self._eaten_clicks.add(event.button)  # its release is the hold's, whatever is up by then
            elif event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS):
                # the key that closed a hold must not also act on what the hold uncovers (a real window may
                # deliver Enter twice through the input method: it started the next person's minute)
                if event.type == pygame.KEYDOWN:
                    self._eaten_keys.add(event.key)  # until released: repeats, text and release are the hold's
                self._close_hold()
            return
        for zone in self.zones:
            handler = getattr(zone, "handle_view_event", None)
            if handler is not None and handler(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for zone in reversed(self.zones):
                item = zone.hit(event.pos)
                if item is not None:
                    zone.focus = zone.items.index(item)
                    self.click_target(zone.id, item.id)
                    return
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)

    def handle_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if event.key not in NAVIGATION_KEYS and event.key not in CONFIRM_KEYS:
            return  # a letter typed into a word never wakes keyboard focus on the table
        active = [i for i, z in enumerate(self.zones) if z.focusable and z.focusable_indexes()]
        if not active:
            return
        if event.key == pygame.K_TAB or self.focus_zone not in active:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            waking = self.focus_zone not in active
            if self.focus_zone in active:
                self.focus_zone = active[(active.index(self.focus_zone) + step) % len(active)]
            else:
                self.focus_zone = active[0]
            self.zones[self.focus_zone].move_focus(0)
            if event.key == pygame.K_TAB or (waking and event.key in CONFIRM_KEYS):
                return  # Enter with nothing focused only shows the focus: it never confirms what nobody chose
        zone = self.zones[self.focus_zone]
        if event.key in (pygame.K_LEFT, pygame.K_UP):
            zone.move_focus(-1)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            zone.move_focus(1)
        elif event.key in CONFIRM_KEYS:
            item = zone.focused()
            if item is not None:
                self.click_target(zone.id, item.id)

    # -- public targets (scene tests drive tables through these) ---------------------------
    def targets(self) -> dict[str, list[Hashable]]:
        return {z.id: [it.id for it in z.items] for z in self.zones}

    def zone(self, zone_id: str) -> Zone:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    def item(self, zone_id: str, item_id: Hashable) -> Item:
        it = self.zone(zone_id).item(item_id)
        if it is None:
            raise KeyError((zone_id, item_id))
        return it

    def click_target(self, zone_id: str, item_id: Hashable) -> None:
        if not self.my_turn() and not self.table_turn():
            return
        self.on_item(zone_id, item_id)
        self.dirty = True

    def press(self, button_id: str) -> None:
        button = self.buttons[button_id]
        if button.enabled:
            button.on_click()

    def table_turn(self) -> bool:
        return self.status == F.TABLE_TURN

    # -- drawing --------------------------------------------------------------------------
    def visible_buttons(self) -> list[Button]:
        """The toolbar's buttons, packed from the right: undo is never shown (nor leaves a gap) when
        the person at the screen cannot use it."""
        out = []
        for bid, button in self.buttons.items():
            if bid == "undo":
                button.enabled = self.flow.can_undo()
                if not button.enabled:
                    continue
            out.append(button)
        if out:
            gap = self.app.px(8)
            x = max(b.rect.right for b in self.buttons.values())
            for button in out:
                button.rect.right = x
                x = button.rect.left - gap
        return out

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.flow.waiting_pass is not None:
            return  # nothing private behind the pass screen
        view = self.view()
        rects = self.table_layout.rects(self.app.size)
        offset = self._shake_offset()
        self.draw_board(surface, view)
        for i, zone in enumerate(self.zones):
            if offset and zone.id == getattr(self, "shake_zone", None):
                for it in zone.items:
                    it.rect.move_ip(offset, 0)
                zone.draw(surface, has_focus=self.focus_zone == i)
                for it in zone.items:
                    it.rect.move_ip(-offset, 0)
            else:
                zone.draw(surface, has_focus=self.focus_zone == i)
        board = self.scoreboard(view)
        if board is not None and self.score_region in rects:
            board.draw(surface, self.app, rects[self.score_region])
        if self.log_region in rects:
            self.log.draw(surface, self.app, rects[self.log_region])
        if self.prompt_region in rects:
            text = self.prompt(view)
            if text:
                draw_prompt(surface, self.app, rects[self.prompt_region], text, accent=self.my_turn())
        for button in self.visible_buttons():
            button.draw(surface)
        hold = self.flow.current_hold()
        if hold is not None:
            self.draw_hold(surface, hold)
        else:
            self._draw_hover(surface)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        screen = surface.get_rect()
        for zone in reversed(self.zones):
            if zone.hover is None:
                continue
            zone.draw_magnified(surface, screen)
            it = zone.item(zone.hover)
            if it is not None and it.tip:
                draw_tooltip(surface, self.app, it.tip, (it.rect.centerx, it.rect.top))
            break

    def _shake_offset(self) -> int:
        if self.shake <= 0:
            return 0
        import math

        return round(math.sin(self.shake * 60) * self.app.px(6) * (self.shake / SHAKE_S))
