"""The one table scene: every game's table is a `TableDeclaration` shown by it, never a subclass.

The scene owns what every table does alike, written once: placing the declared areas on their
recipe, whose eyes (a seat port rebound when the person at the screen changes) and the pass screen,
computers thinking off the window's thread, holds whose key press is the hold's, picking parts of
legal actions (`ActionBuilder`), the action bar's fixed slots and the toolbar, undo, refusals as a
toast with a shake, the log appended as events arrive, tooltips that keep clear of what they talk
about, the last move kept in view before the result, and the hand-off to the result screen. It
redraws only when something changed or moves, so a table waiting for a person costs almost no CPU.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Hashable

import pygame

from woods_desktop.app.scene import Scene
from woods_desktop.app.tween import Tweens
from woods_desktop.table import flow as F
from woods_desktop.table import recipes
from woods_desktop.table.acting import TableActing
from woods_desktop.table.action_bar import ActionBar, Slot, SlotState
from woods_desktop.table.builder import ActionBuilder, builder_for
from woods_desktop.table.declaration import Area, TableDeclaration, Turn
from woods_desktop.table.flow import Hold, TableFlow, first_viewer
from woods_desktop.table.guiding import GuideOverlay
from woods_desktop.table.hinting import KitHint
from woods_desktop.table.input import TableInput, keep_focus
from woods_desktop.table.log_feed import LogFeed
from woods_desktop.table.lookup import TableLookup
from woods_desktop.table.painting import TablePainter
from woods_desktop.table.port import TablePort, port_for
from woods_desktop.table.seat_names import SeatNames
from woods_desktop.table.session import TableSession
from woods_desktop.table.turn_state import TurnState
from woods_desktop.table.turns import TurnKeeper
from woods_desktop.table.zones import Zone

if TYPE_CHECKING:
    from woods_desktop.app.app import App


class TableScene(TableActing, TableLookup, SeatNames, Scene):
    manages_hover = True

    def __init__(self, app: App, declaration: type[TableDeclaration[Any]]) -> None:
        super().__init__(app)
        self.declaration_type = declaration
        self.game_id = declaration.game_id

    # -- lifecycle ---------------------------------------------------------------------------
    def enter(self, session: TableSession | None = None, **kwargs: object) -> None:
        assert session is not None, "a table is opened on a session"
        self.session: TableSession = session
        self.tweens, self.shake = Tweens(), 0.0
        self._layout_key: Hashable = object()
        self._builder: ActionBuilder[object] | None = None
        self._builder_legal: list[object] | None = None
        self.options: dict[str, Any] = dict(kwargs)  # what the table was opened with besides the session (a clock)
        self.note = ""  # why the last pick replaced the selection
        speed, delay = (lambda: float(self.app.settings.animation_speed)), self._delay
        self.turn_state = TurnState(port_for(session, first_viewer(session)))  # changed by its commands only
        self.flow = TableFlow(session, self.turn_state, speed, delay, self.declaration_type.computer_gap_s)
        self.turn = Turn()  # what the declaration said the table is, at the last refresh
        self.decl = self.declaration_type(self)
        self.areas: list[Area[object]] = list(self.decl.areas())
        self.pacing = self.decl.pacing
        self.bar = ActionBar("actions", self.decl.slots, self.app)
        kit_tools = (Slot("menu", "common.menu", "icon-menu"), Slot("undo", "common.undo", "icon-undo"))
        self.hint = KitHint(self)  # the kit's hint, for a game that has none of its own
        self.guiding = GuideOverlay(self)  # a guided first game's steps (nothing for a game that is no lesson)
        tools = self.hint.toolbar(self.decl.toolbar)
        self.tools = ActionBar("toolbar", (*reversed(tools), *reversed(kit_tools)), self.app, "tool")
        self.zones: list[Zone] = [a.zone for a in self.areas] + [self.bar, self.tools]
        self.log = LogFeed(self.app.t("table.log"), self.plainly(self.decl.log_line))
        self.input = TableInput(self)
        self.painter = TablePainter(self)
        self.turns = TurnKeeper(self)
        self.rects: dict[str, pygame.Rect] = {}
        self.layout()
        if kwargs:
            self.decl.start(**kwargs)
            self.refresh()

    # -- the context a declaration reads ----------------------------------------------------
    @property
    def port(self) -> TablePort:
        return self.turn_state.port

    @property
    def status(self) -> str:
        """What the flow said the turn is, as of the last update (`flow.PERSON_TURN`, ...)."""
        return self.turn_state.status

    @property
    def viewer(self) -> int | None:
        return self.flow.viewer

    @property
    def builder(self) -> ActionBuilder[object] | None:
        return self._builder

    @property
    def hold(self) -> Hold | None:
        return self.turn_state.hold

    def rect(self, place: str) -> pygame.Rect:
        return self.rects[place]

    def my_turn(self) -> bool:
        return self.flow.viewers_turn()

    def table_turn(self) -> bool:
        return self.status == F.TABLE_TURN

    def push_hold(self, hold: Hold) -> None:
        self.flow.hold([hold])
        self.refresh()

    # -- reading the game ---------------------------------------------------------------------
    _view_key: tuple[object, ...] | None = None
    _acting = False
    _view: object = None
    _shown: tuple[object, object] = (object(), None)  # (whose eyes, the view) as the table last showed it wholly

    def view(self) -> object:
        """The viewer's view, built once per change of the game or of the person at the screen."""
        key = (self.viewer, self.port.version())
        if key != self._view_key:
            self._view_key = key
            self._view = self.port.view()
        return self._view

    def legal(self) -> list[object]:
        self._acting = self.my_turn() or self.table_turn()
        return self.port.legal_actions() if self._acting else []

    @property
    def acting(self) -> bool:
        """The person at the screen may act (their turn, or the table's), as the last refresh saw the game: a
        click asks no more of it than that (`click_target`)."""
        return self._acting

    def layout(self) -> None:
        self._layout_key = object()
        self.refresh()

    relayout = layout  # a declaration's word for it (`ctx.relayout()`: its sizes changed)

    def _place(self, view: object) -> None:
        zoom = self.decl.display_zoom if self.table_display() else 1.0
        sizes = recipes.for_text(recipes.for_display(self.turn.sizes, zoom), self.app.fonts.text_size)
        rects = recipes.place(self.decl.recipe, self.app.size, sizes)
        rects.update(self.decl.places(rects, view))
        self.rects, px = rects, recipes.zoomed(self.app.px, sizes.board_zoom)
        for area in self.areas:
            if area.place not in rects:
                raise KeyError(f"{self.game_id} table: area {area.id!r} sits in {area.place!r}, which is no place")
            area.zone.place(rects[area.place], px)
        self.bar.place(rects["actions"], self.app.px)
        self.tools.place(rects["toolbar"], self.app.px)
        self.decl.art_ahead(view)

    def refresh(self) -> None:
        """Re-read the view into the areas, bars and log (after every change, not every frame)."""
        self.turn_state.watch(self.viewer)
        view, legal = self.view(), self.legal()
        if legal != self._builder_legal:
            self._builder_legal = legal
            self.note = ""
            picking = self.decl.picking
            self._builder = builder_for(legal, picking.parts, picking.explain, picking.ordered(view))
        self.turn = self.decl.on_change(view, legal)  # first: every hook after it only reads
        key = (self.app.size, self.app.settings.lang, self.app.fonts.text_size, self.turn.layout)
        relaid = key != self._layout_key
        if relaid:
            self._layout_key = key
            self._place(view)
        self.hint.follow()
        self.guiding.follow()
        for area in self.areas:
            if area.fill is not None:
                items = self.hint.marked(area, area.fill(view, self._builder))
                area.zone.set_items(self.guiding.marked(area, items))
                keep_focus(area.zone)
        self.input.after_fill(relaid)
        labels = {s.id: self.app.t(s.label) for s in [*self.bar.slots, *self.tools.slots]}
        self.bar.set_states(dict(self.turn.slots) if not self.turn_state.holding else {}, labels)
        self.hint.mark_slot(self.bar)
        shown = {s.id for s in self.tools.slots}  # a lesson's toolbar leaves the game's hint out
        tools = {k: v for k, v in {**self.turn.tools, **self.hint.states()}.items() if k in shown}
        tools["menu"] = SlotState(True)
        if self.flow.can_undo():
            tools["undo"] = SlotState(True)
        self.tools.set_states(tools, labels)
        self.bar.set_items(list(self.hint.marked_ids(self.bar.items)))  # a slot the hint would press
        self._update_log()
        self.turn_state.refreshed()
        self.dirty = True

    def _update_log(self) -> None:
        """The log never rewrites a line: a screen people share reads the public events, the same whoever sits
        there (re-read for the next person's eyes, a line changed or told another's secret), only as far as the
        table has shown (`log_until`; `shown_view` moves on with it)."""
        shared = self.flow.shared_screen()
        key = (None if shared else self.viewer, self.flow.undone)
        limit = self.pacing.log_until(self.turn_state.hold)
        self.log.update((self.port.rebound(None) if shared else self.port).events(), key, limit)
        if limit is None or self._shown[0] != self.viewer:
            self._shown = (self.viewer, self.view())

    def shown_view(self) -> object:
        """The view as far as the table has shown it (`log_until`): the one before a card still sliding in or a
        finished trick or round held, so a scoreboard's figures change when the table's do."""
        return self._shown[1] if self._shown[0] == self.viewer else self.view()

    def score_least(self) -> pygame.Rect | None:
        """The top of the scoreboard's place that stays in view whatever covers its foot: its title row and every
        seat's row at one line (Scoreboard.least_height); None where the table has no scoreboard."""
        place = self.rects.get("score")
        board = self.decl.scoreboard(self.shown_view()) if place is not None and place.h else None
        if place is None or board is None:
            return None
        return pygame.Rect(place.x, place.y, place.w, min(place.h, board.least_height(self.app)))

    def score_place(self) -> tuple[pygame.Rect, bool]:
        """Where the scoreboard is drawn, and whether with its legend: its whole place, or, while a lesson's panel
        grown up the column covers its foot, the part above the panel, its rows closed up, and its legend
        where it still fits with them (at 125 % it does; at 150 % the rows come first)."""
        place = self.rects.get("score", pygame.Rect(0, 0, 0, 0))
        board = self.decl.scoreboard(self.shown_view()) if self.guiding.active else None
        where = board.closed_up(self.app, place, self.guiding.panel_rect) if board is not None else None
        return where if where is not None else (place, True)

    def exit(self) -> None:
        """Leaving the table ends what it holds open: a network game's server or connection."""
        if self.session.network is not None:
            self.session.network.close()

    def after_change(self) -> None:
        """The game moved on (an action here, or one played elsewhere): its new events, their holds, a refresh."""
        new = self.flow.new_events()
        if new:
            self.flow.hold(self.pacing.holds_for(new))
            self.pacing.on_new_events(new)
        self.refresh()

    # -- time --------------------------------------------------------------------------------------
    def _delay(self, action: object) -> float:
        return float(self.pacing.computer_delay(action))

    def update(self, dt: float) -> bool:
        self.input.tick()
        moving = self.tweens.update(dt, self.app.settings.animation_speed)
        moving |= self.pacing.tick(dt) | self.hint.tick()
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt)
            moving = True
        if self.app.scene is not self:
            return moving
        self.settle(dt)
        hold = self.turn_state.hold
        if self.pacing.log_until(hold) != self.log.limit:
            # the table has shown more (a card landed, a hold went): so may the log, and the areas filled
            # while the card was on its way (a trick's winner is marked once its last card is down)
            self.refresh()
        timed = hold is not None and hold.seconds is not None and self.pacing.hold_moves(hold)
        return self.turn_state.animating(moving or (self.status == F.HOLD and timed))

    def settle(self, dt: float) -> None:
        self.turns.settle(dt)

    def on_resume(self) -> None:
        super().on_resume()
        self.pacing.on_resume()  # back from the menu or a pass screen: the declaration's own clock goes on
        # the pointer moved while a screen lay on top (the pass screen's button): hover follows where it is now
        self.input.pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        self.turns.resumed()

    def busy(self) -> bool:
        """It goes on by itself soon (a computer, the engine, a hold closing by the clock): wake within a frame."""
        if self.guiding.idle:
            return False  # the lesson is over, or its step waits for Next (its holds too): nothing goes on
        timed = (hold := self.turn_state.hold) is not None and hold.seconds is not None
        thinking = self.flow.busy_thinking() or self.hint.busy()
        return timed or thinking or self.status in (F.COMPUTER_TURN, F.ENGINE_TURN)

    def wake_in(self) -> float | None:
        return None if self.flow.busy_thinking() or self.hint.busy() else self.flow.wait_s

    def kept_clear(self) -> list[pygame.Rect]:
        """The declaration's places a tooltip must not cover, where they are now (a place not used: left out)."""
        return [r for p in self.decl.keep_clear if (r := self.rects.get(p)) is not None and r.w and r.h]

    def toast_anchor(self) -> tuple[int, int]:
        """Toasts stand above the prompt, never over the hand or the seat plates, or at the foot of the place
        the declaration names for them (`toast_area`)."""
        area, r = self._toast_area(), self.rects.get("prompt")
        if area is not None:
            return area.centerx, area.bottom - self.app.px(8)
        if r is None:
            return self.app.size[0] // 2, self.app.size[1] // 2
        return r.centerx, r.top - self.app.px(8)

    def toast_width(self) -> int | None:
        r = self._toast_area()
        return r.w - self.app.px(24) if r is not None else None

    def _toast_area(self) -> pygame.Rect | None:
        name = self.decl.toast_area()
        r = self.rects.get(name) if name else None
        return r if r is not None and r.w and r.h else None

    # -- input (the kit's, for every table) -----------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.guiding.handle(event):
            return
        self.input.handle(event)

    # -- drawing (the painter's) ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.guiding.draw(surface)

    def prompt_text(self, view: object) -> str:
        return self.painter.prompt_text(view)

    @property
    def tip_shown(self) -> pygame.Rect | None:
        """Where the last tooltip went (tests read it)."""
        return self.painter.tip_shown
