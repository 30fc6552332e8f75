"""How a table acts on what a person does, the same for every game: a click on an item (a part of a legal
action, an action, or a refusal), a slot pressed, the menu; the action played through the table's seat port
(`TablePort.submit`), a refusal said as a toast with a shake, in a lesson in the step's own words.

`TableActing` is a part of `TableScene` (a mixin, as `TableLookup` and `SeatNames` are): it reads the scene's
parts named below and asks the scene to refresh, take in what changed and settle the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.declaration import HANDLED, Area, Part, Refuse
from woods_desktop.table.hinting import HINT_SLOT
from woods_desktop.table.painting import SHAKE_S

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.table.action_bar import ActionBar
    from woods_desktop.table.builder import ActionBuilder
    from woods_desktop.table.declaration import TableDeclaration
    from woods_desktop.table.flow import TableFlow
    from woods_desktop.table.guiding import GuideOverlay
    from woods_desktop.table.hinting import KitHint
    from woods_desktop.table.input import TableInput
    from woods_desktop.table.session import TableSession
    from woods_desktop.table.turn_state import TurnState
    from woods_desktop.table.turns import TurnKeeper


class TableActing:
    app: "App"
    session: "TableSession"
    game_id: str
    flow: "TableFlow"
    turn_state: "TurnState"
    decl: "TableDeclaration[object]"
    bar: "ActionBar"
    tools: "ActionBar"
    input: "TableInput"
    hint: "KitHint"
    guiding: "GuideOverlay"
    turns: "TurnKeeper"
    note: str
    shake: float
    dirty: bool
    _builder: "ActionBuilder[object] | None"

    if TYPE_CHECKING:  # the scene's own

        @property
        def acting(self) -> bool: ...

        def area(self, area_id: str) -> Area[object]: ...

        def refresh(self) -> None: ...

        def after_change(self) -> None: ...

        def settle(self, dt: float) -> None: ...

    def act(self, action: object) -> bool:
        """A person's action, played through the table's port; a refusal is shown with the rule it breaks."""
        refusal = self.flow.acted(self.turn_state.port.submit(action))
        if refusal is not None:
            self.refuse(refusal)
            return False
        self.hint.made(action)  # a hint followed keeps the rest of its plan
        self.after_change()
        on_top: object = self.app.scene  # the table, unless a screen was pushed over it
        if not self.turn_state.holding and on_top is self:
            self.settle(0.0)  # the next person's pass screen now, not after a frame of this hand
        return True

    def guided(self) -> object:
        return self.guiding.expected()

    def refuse(self, refusal: IllegalAction | str) -> None:
        text = self.guiding.refusal_text(refusal)  # a lesson refuses in the step's own words
        if text is None:
            text = refusal if isinstance(refusal, str) else self.decl.refusal_text(refusal)
        self.app.toast(text, "error")
        self.shake = SHAKE_S
        self.dirty = True

    def click_target(self, zone_id: str, item_id: Hashable) -> None:
        """A click (or Enter / Space) on an item: a slot pressed, or what the area's click says it is (a part of
        a legal action, an action, or a refusal), at the person's own turn or on an area open to looking."""
        self.dirty = True
        if zone_id in ("actions", "toolbar"):
            self.press(str(item_id))
            return
        area = self.area(zone_id)
        if area.click is None:
            return
        if not (self.acting or area.anytime):
            self.refuse(IllegalAction("game.err.not_your_turn"))  # in a lesson: "watch the computers' move"
            return
        what = area.click(item_id)
        if what is None:  # a part that takes no click now: said, so no click on the table goes unanswered
            self.refuse(self.app.t("table.err.not_now"))
            return
        if what is HANDLED:
            return
        if isinstance(what, Refuse):
            self.refuse(what.text)
        elif isinstance(what, Part):
            self._pick(what)
        else:
            self.act(what)
        self.refresh()

    def _pick(self, what: Part) -> None:
        b = self._builder
        if b is None:
            return
        pick = b.pick(what.part, toggle=what.toggle)
        if not pick.accepted:
            self.refuse(pick.reason or self.app.t("table.err.not_now"))
            return
        self.note = ""
        if pick.dropped and pick.reason is not None:
            # why the earlier pick went back: said once as a toast, and kept in the prompt until the next pick
            self.note = self.app.t("table.replaced", reason=self.decl.refusal_text(pick.reason))
            self.app.toast(self.note, "info")
        if pick.complete is not None and not isinstance(pick.complete, self.decl.picking.confirm):
            self.act(pick.complete)
            return
        self.app.sound.play("click")

    def press(self, slot_id: str, held: bool = False) -> None:
        """A slot of the action bar or the toolbar pressed (by click, key or a test); `held`: the button or
        key is still down (a held slot's hold lasts until it is released)."""
        if slot_id == "menu":
            self.open_pause()
            return
        if slot_id == "undo":
            if self.flow.undo():
                self.refresh()
            return
        bar = self.bar if slot_id in self.bar.states else self.tools
        state = bar.states.get(slot_id)
        if state is None or not state.visible:
            return
        if not state.enabled:
            if state.reason:
                self.refuse(state.reason)
            return
        slot = bar.slot(slot_id)
        if slot.held:
            self.input.start_peek(slot_id, held)
            return
        if slot_id == HINT_SLOT and self.hint.active:
            self.hint.ask()
        else:
            self.decl.on_slot(slot_id)
        self.refresh()

    def open_pause(self) -> None:
        self.decl.pacing.on_pause()
        # a network game is not restarted here, nor paused or saved on a joined computer; the host's menu
        # offers a gone computer's seat to a computer player
        net, title, extra = self.session.network, self.app.t(f"{self.game_id}.title"), self.turns.presence.menu_items()
        kinds = {"restartable": self.session.local is not None, "networked": net is not None}
        kinds["joined"] = net is not None and net.joined
        kinds["shown"] = self.flow.shown()  # a winning line shown
        self.app.push("pause", game_title=title, game_id=self.game_id, on_restart=self.restart, extra=extra, **kinds)

    def restart(self) -> None:
        from woods_desktop.app.launch import restart_session  # a lesson restarts at its first step

        if self.session.local is not None:
            restart_session(self.app, self.session.local)
