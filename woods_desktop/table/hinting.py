"""The kit's hint, written once for every game that has none of its own (Whispering Woods draws its plan).

Pressing H (the toolbar's "hint") at the person's own turn asks the game's hint (its plugin's `GameHint`,
core/hint.py: the one hint protocol every game implements) for its thinker (`bot`) and what it would do; it
thinks in the computers' worker process (`hint_worker.py`, the thinking machine every hint shares), never on
the window's thread. The answer is only shown, never played: the items a click makes it from
(`decl.picking.parts(action)`, found through each area's click) carry the HINTED mark, and the hint's
`reason(t, view, answer)` stands in the prompt's place. The hint is dropped when the game moves on (the
person acts or undoes, the turn changes) or when asked again; a hint that fails says so in a toast and the
table goes on.

A thinker may answer with a plan rather than one action (the Wolf's: the steps of the whole move): then the
hint's `actions(answer)` gives its actions, the first is the one to make, and `reason` reads the whole
answer; with `rest(answer)` (the plan after its first action) a hint the person follows stays up with what
is left of it, said again from where the game stands now. A table whose clicks change its selection (the
Wolf's) has the hint name what to mark by item id instead (`marks(answer)`: ids, or the start of ids, of the
areas' items and the action bar's slots).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Hashable, Iterable, Sequence

import pygame

from woods_desktop.core.hint import GameHint
from woods_desktop.games import plugin as game_plugin
from woods_desktop.table.action_bar import ActionBar, Slot, SlotState
from woods_desktop.table.art import HINTED
from woods_desktop.table.declaration import Area, Part
from woods_desktop.table.hint_worker import HintWorker
from woods_desktop.table.zones import Item

if TYPE_CHECKING:
    from woods_desktop.table.seams import HintTable

HINT_SLOT = "hint"
# where the game stands for a hint: the seat port's version, whose eyes (`KitHint.where`)
Where = tuple[str, tuple[object, ...], int | None]


class KitHint:
    """One table's kit hint. `action`: the hint shown (None: nothing, or still thinking while `key` is set);
    `active`: the game names a hint in its plugin and its table has no hint slot of its own, and the game is
    no guided lesson (its steps already say what to do, in the same blue marks)."""

    def __init__(self, scene: "HintTable") -> None:
        self.scene = scene
        decl = scene.decl
        own = any(s.id == HINT_SLOT for s in decl.toolbar)
        self.lesson = scene.session.lesson is not None
        self.game_hint: GameHint | None = None if own else _game_hint(decl.game_id)
        self.active = self.game_hint is not None and not self.lesson
        self.key: Where | None = None
        self.action: object = None
        self.answer: object = None  # what the thinker said: the action, or a plan that starts with it
        self.reason = ""
        self._lang = ""  # the language the reason is in
        self._made: object = None  # the person's action since the last refresh
        self.worker = HintWorker(self.game_hint) if self.game_hint is not None else None

    # -- the toolbar slot ----------------------------------------------------------------------------
    def slots(self) -> tuple[Slot, ...]:
        return (Slot(HINT_SLOT, "table.hint", "icon-tip", key=pygame.K_h),) if self.active else ()

    def toolbar(self, own: Sequence[Slot]) -> tuple[Slot, ...]:
        """The game's toolbar and the kit's hint; in a lesson no hint at all, the game's own neither."""
        return (*(s for s in own if not (self.lesson and s.id == HINT_SLOT)), *self.slots())

    def states(self) -> dict[str, SlotState]:
        if not self.active:
            return {}
        t = self.scene.app.t
        label = t("table.hint_thinking" if self.thinking() else "table.hint")
        why = self.not_now()
        enabled = self.scene.my_turn() and not self.thinking() and why is None
        reason = t(why or "table.hint_not_now")
        return {HINT_SLOT: SlotState(enabled, label, reason, pressed=self.action is not None)}

    def not_now(self) -> str | None:
        """The game's own reason there is no hint at this turn (Voice: not while words are written), a message
        key; None when the game names none."""
        return self.thinker().not_now(self.scene.view())

    # -- life ----------------------------------------------------------------------------------------
    def where(self) -> Where:
        """Where the game stands for a hint: the seat port's version (an undo replays into a new one) and whose eyes."""
        return ("hint", tuple(self.scene.port.version()), self.scene.viewer)

    def thinking(self) -> bool:
        return self.key is not None and self.action is None

    def busy(self) -> bool:
        return self.worker is not None and self.worker.busy()

    def thinker(self) -> GameHint:
        if self.game_hint is None:
            raise LookupError(f"{self.scene.game_id}: no kit hint")
        return self.game_hint

    def ask(self) -> None:
        """Think about this turn (the person's own); asked again while shown, the hint hides."""
        scene = self.scene
        key = self.where()
        if self.key == key:
            if self.action is not None:
                self.drop()
            return
        if not scene.my_turn() or scene.viewer is None or self.not_now() is not None:
            return
        self.drop()
        self.key = key
        port = scene.port
        if self.worker is not None:
            self.worker.ask(key, scene.viewer, port.view(), port.legal_actions())

    def drop(self) -> None:
        self.key, self.action, self.answer, self.reason = None, None, None, ""
        if self.worker is not None:
            self.worker.drop()

    def made(self, action: object) -> None:
        """The person made `action` (the next refresh asks whether it was the hint's)."""
        self._made = action

    def follow(self) -> None:
        """Every refresh: a hint for a position that is gone (an act, an undo, another turn) is dropped, unless
        the person made the hint's own action and the hint keeps the rest of the plan (`rest`)."""
        if self.key is not None and (self.key != self.where() or not self.scene.my_turn()):
            if not self._followed():
                self.drop()
        self._made = None

    def _followed(self) -> bool:
        """Go on with what is left of a plan whose first action the person just made (the rest of a walk)."""
        made, key, scene = self._made, self.key, self.scene
        if self.action is None or made != self.action or key is None or not scene.my_turn():
            return False
        answer = self.thinker().rest(self.answer)
        actions = self.thinker().actions(answer) if answer is not None else ()
        if key[2] != scene.viewer or not actions or actions[0] not in scene.port.legal_actions():
            return False
        self.key, self.answer, self.action = self.where(), answer, actions[0]
        self._word()
        return True

    def tick(self) -> bool:
        """Take the worker's answer when it has come; True when the table changed. A failure is said in a
        toast and forgotten."""
        if self.key is None or self.action is not None or self.worker is None:
            return False
        scene = self.scene
        try:
            done, action = self.worker.answer(self.key)
        except Exception:  # a hint that failed says so instead of freezing the table
            self.drop()
            scene.app.toast(scene.app.t("table.hint_failed"), "error")
            scene.refresh()
            return True
        if not done:
            return False
        answer = action
        first = self.thinker().actions(answer)[:1] if answer is not None else ()
        if not first or first[0] not in scene.port.legal_actions():
            self.drop()
            scene.app.toast(scene.app.t("table.hint_failed"), "error")
        else:
            self.action, self.answer = first[0], answer
            self._word()
        scene.refresh()
        return True

    def _word(self) -> None:
        """The reason, in the window's language now."""
        scene = self.scene
        self._lang = scene.app.settings.lang
        self.reason = str(self.thinker().reason(scene.app.t, scene.view(), self.answer))

    # -- what to show --------------------------------------------------------------------------------
    def marked_ids(self, items: Iterable[Item]) -> Iterable[Item]:
        """Items (an area's, or the action bar's slots) named by the hint's `marks`, by id or by the start
        of their id, carrying HINTED; no click is asked (a table's click may change its selection)."""
        marks = self.thinker().marks(self.answer) if self.action is not None else None
        left: Counter[Hashable] = Counter(marks or ())
        for item in items:
            part = next((p for p in _heads(item.id) if left[p] > 0), None)
            if part is not None:
                left[part] -= 1
                item = replace(item, marks=item.marks | {HINTED})
            yield item

    def marked(self, area: Area[object], items: Iterable[Item]) -> Iterable[Item]:
        """The area's items, the hinted action's parts among them carrying HINTED (two copies of a card
        hinted twice: the first two)."""
        if self.action is not None and self.thinker().marks(self.answer) is not None:
            yield from self.marked_ids(items)
            return
        if self.action is None or area.click is None:
            yield from items
            return
        left: Counter[Hashable] = Counter(self.scene.decl.picking.parts(self.action))
        by_id = self.scene.decl.picking.marks_ids
        for item in items:
            what = Part(item.id) if by_id else area.click(item.id)
            if isinstance(what, Part) and left[what.part] > 0:
                left[what.part] -= 1
                item = replace(item, marks=item.marks | {HINTED})
            yield item

    def mark_slot(self, bar: ActionBar) -> None:
        """The action slot that makes the hinted action (a move no item makes: skip, keep) carries HINTED."""
        slot = self.scene.decl.picking.slot_of(self.action) if self.action is not None else None
        if slot is not None and any(it.id == slot for it in bar.items):
            bar.set_items([replace(it, marks=it.marks | {HINTED}) if it.id == slot else it for it in bar.items])

    def prompt(self) -> str | None:
        """What the prompt says while a hint is asked: the reason, or that the hint is thinking."""
        if self.action is not None:
            if self._lang != self.scene.app.settings.lang:
                self._word()  # the language was changed while the hint is shown: said again in the new one
            return str(self.scene.app.t("table.hint_frame", reason=self.reason))  # cards, cells or a button
        if self.thinking():
            return str(self.scene.app.t("table.hint_thinking_prompt"))
        return None


def _game_hint(game_id: str) -> GameHint | None:
    """The game's hint as its plugin names it (None: no hint, or a table of no listed game)."""
    try:
        return game_plugin(game_id).hint()
    except KeyError:
        return None


def _heads(item_id: Hashable) -> tuple[Hashable, ...]:
    """An item's id and, for a tuple, each start of it, longest first (a bag's ("bag", seat, token, k) is
    named ("bag", seat, token))."""
    if not isinstance(item_id, tuple):
        return (item_id,)
    return (item_id, *(item_id[:n] for n in range(len(item_id) - 1, 0, -1)))


__all__ = ["HINT_SLOT", "KitHint"]
