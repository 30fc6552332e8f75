"""The Wolf is Coming table, declared on the table kit: the forest, the heroes' cards, the task card.

A hero's turn is a string of small actions (each step, a hand-over, the token taken, the end of the
turn), so what glows comes straight from the legal actions through `ActionBuilder`: the cells a
step may go to, the friends a present may be handed to, the blocking tokens a task card may clear.
Why not comes from the engine's refusal. The task card is the table seat's decision: whoever sits
at the screen answers it, for a computer's hero too. The Wolf walks his footprints as a hold a click
skips; the end of the game is a picture-book page before the result. Nothing here is secret, so
the kit never needs a pass screen.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.art import WolfArt
from woods_desktop.games.wolf.cards import CardsZone, Hand
from woods_desktop.games.wolf.forest import HOUSE, START, BoardZone, Figure
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.view import MOVE, OVER, TOKEN, WolfView
from woods_desktop.games.wolf.task import Card, TaskZone, draw_ending
from woods_desktop.table import flow as F
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import Region
from woods_desktop.table.legacy_scene import TableScene
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Choice, ChoiceBar, Item, Zone
from woods_desktop.ui.draw import darken, lighten, panel

WOLF_STEP_S = 0.45  # the Wolf walks one footprint in this long (at animation speed 1)
HERO_STEP_S = 0.22
CLEAR = "clear"
HELD = ("wolf", "ending")


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`: a cell; a thing held (on whose card) and the hero to hand
    it to (a friend for the mover's own things, the mover for a friend's); the "clear the way" button
    and the blocking token; () for the actions that are a button."""
    if isinstance(action, Step):
        return (("cell", action.cell),)
    if isinstance(action, Give):
        return (("item", action.giver, action.token), ("hero", action.to))
    if isinstance(action, ClearBlock):
        return ((CLEAR,), ("cell", action.cell))
    return ()


@register_scene("wolf")
class WolfTable(TableScene):
    game_id = "wolf"
    frame_positions = ("moving", "task", "give", "token")
    log_region = "log"
    score_region = "none"

    def enter(self, session: Any = None, table_answers: Any = None, **kwargs: Any) -> None:
        self.art = WolfArt(self.app)
        self.builder: ActionBuilder | None = None
        self.note = ""  # why the last pick replaced the selection
        self._shown_pos: tuple[int, ...] = ()
        self._moves: dict[int, int] = {}  # seat -> the place its figure is stepping from
        self._picked_bag: Hashable | None = None
        self._drag: tuple[Hashable, tuple[int, int]] | None = None
        self._hold_id = 0
        # a scripted table for benches and the computers-only probe: answers task cards as people would
        self.table_answers = table_answers
        self._words: tuple[str, dict[str, str]] = ("", {})
        self._lines: list[tuple[dict[str, Any], str | None]] = []
        self._lines_lang = ""
        data = session.definition.extras.get("data") if session is not None else None
        self._tasks = {c.id: c for c in data.tasks} if data is not None else {}
        self._presents = tuple(data.presents) if data is not None else ()
        self._drawing = {p.id: p.picture for p in self._presents}  # present id -> its picture, everywhere
        self._present_words: tuple[str, dict[str, tuple[str, str]]] = ("", {})
        super().enter(session)

    # -- the declaration: regions and zones ----------------------------------------------------
    def regions(self) -> Sequence[Region]:
        n = self.session.port(None).view().seats
        cards_h = n * 108 - 8
        log_y = 64 + cards_h + 10
        return [
            Region("status", 16, 8, 860, 52, "left", "top", grow_w=1.0),
            Region("toolbar", 1010, 12, 254, 40, "right", "top"),
            Region("board", 16, 64, 860, 500, "left", "top", grow_w=1.0, grow_h=1.0),
            Region("prompt", 16, 572, 860, 52, "left", "bottom", grow_w=1.0),
            Region("actions", 16, 632, 860, 76, "left", "bottom", grow_w=1.0),
            Region("heroes", 892, 64, 372, cards_h, "right", "top"),
            Region("log", 892, log_y, 372, 708 - log_y, "right", "top", grow_h=1.0),
        ]

    def build_zones(self) -> Sequence[Zone]:
        board = BoardZone("board", self.art)
        board.colours = self._colour_of
        board.moving = self._moving
        board.wolf_at = self._wolf_at
        return (
            board,
            CardsZone("heroes", self.art),
            ChoiceBar("actions", self._draw_choice, max_w=260),
            TaskZone("task", self.app),
        )

    def layout(self) -> None:
        super().layout()
        self.zone("board").arrange()

    # -- reading the game ------------------------------------------------------------------------
    def _colour_of(self, seat: int) -> tuple[tuple[int, int, int], str]:
        seats = self.session.seats
        colour = seats[seat].colour if seat < len(seats) else 0
        _, col, shape = theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)]
        return col, shape

    def who(self, view: WolfView, seat: int) -> str:
        return X.who(self.app.t, view.names, view.heroes, seat)

    def task_words(self) -> dict[str, str]:
        lang = self.app.strings.lang
        if self._words[0] != lang:
            self._words = (lang, {cid: (c.ru if lang == "ru" else c.en) for cid, c in self._tasks.items()})
        return self._words[1]

    def present_words(self) -> dict[str, tuple[str, str]]:
        """Each present's (name, object) in the player's language, from the data."""
        lang = self.app.strings.lang
        if self._present_words[0] != lang:
            self._present_words = (lang, X.present_words(self._presents, lang))
        return self._present_words[1]

    def drawing(self, present: str | None) -> str | None:
        """The picture of a present, the same on the board, in a basket and in the house."""
        return self._drawing.get(present) if present is not None else None

    def table_legal(self) -> list[Any]:
        """The table's answers while a task card is up (whoever sits at the screen gives them)."""
        if self.status != F.TABLE_TURN or self.flow.holds:
            return []
        return self.session.port(self.session.to_move).legal_actions()

    # -- filling the zones from the view -----------------------------------------------------------
    def fill(self, view: WolfView, legal: list[Any]) -> None:
        if legal != (self.builder.legal if self.builder is not None else None):
            self.builder = ActionBuilder(legal, parts, self._explain) if legal else None
            self.note = ""
            self._picked_bag = None
        self._fill_board(view)
        self._fill_cards(view)
        self._fill_actions(view, legal)
        self._fill_task(view)
        self._shown_pos = view.positions

    def _marks(self, part: Hashable) -> frozenset[str]:
        b = self.builder
        if b is None:
            return frozenset()
        if part in b.picks:
            return frozenset({SELECTED})
        if part in b.pickable():
            return frozenset({LEGAL})
        return frozenset({DIMMED})

    def _hero_marks(self, view: WolfView, seat: int) -> frozenset[str]:
        """A hero glows when clicking it would hand something over; the mover itself only once a
        friend's thing is picked (before that a click on it clears the selection)."""
        marks = self._marks(("hero", seat))
        if seat == view.hero_to_move and LEGAL in marks and not self._taking(view):
            return frozenset({DIMMED})  # not whom to hand to yet: a click on it clears the selection
        return marks

    def _fill_board(self, view: WolfView) -> None:
        zone = self.zone("board")
        assert isinstance(zone, BoardZone)
        t = self.app.t
        mover = view.hero_to_move if view.hero_to_move is not None else view.turn
        stops = set(view.cards[mover].impassable) if 0 <= mover < view.seats else set()
        task_up = view.task is not None
        items = []
        for cell, token in enumerate(view.cells):
            kind = None if token is None else (token.kind if token.open else "closed")
            gift = token.present if token is not None else None
            face = ("cell", cell // 10, kind, cell, kind in stops, self.drawing(gift))
            marks = frozenset({DIMMED}) if task_up else self._marks(("cell", cell))
            items.append(Item(("cell", cell), face, marks, self._cell_tip(view, kind, gift)))
        pictures = tuple(self.drawing(p) or "" for p in view.presents_in_house)
        house = ("house", pictures, view.presents_total, view.presents_needed)
        items.append(
            Item(
                ("cell", HOUSE),
                house,
                frozenset({DIMMED}) if task_up else self._marks(("cell", HOUSE)),
                t("wolf.ui.house_tip", needed=view.presents_needed, total=view.presents_total),
            )
        )
        zone.figures = [
            Figure(s, view.heroes[s], view.positions[s], self._colour(s), s == view.turn and view.phase != OVER)
            for s in range(view.seats)
        ]
        for f in zone.figures:
            marks = frozenset({DIMMED}) if task_up else self._hero_marks(view, f.seat)
            items.append(Item(("hero", f.seat), ("figure", f.hero), marks, self.who(view, f.seat)))
        zone.path_len = view.wolf_path
        zone.wolf_asleep = view.wolf_asleep
        zone.steps_label = str(view.wolf_steps_left)
        zone.section_names = (t("wolf.ui.section_a"), t("wolf.ui.section_b"), t("wolf.ui.section_c"))
        zone.start_name = t("wolf.ui.start")
        zone.trail = self._trail(view)
        zone.covered = task_up
        zone.set_items(items)
        self._keep_focus(zone)

    def _colour(self, seat: int) -> int:
        seats = self.session.seats
        return seats[seat].colour if seat < len(seats) else 0

    def _cell_tip(self, view: WolfView, kind: str | None, gift: str | None = None) -> str | None:
        t = self.app.t
        if kind is None:
            return None
        if kind == "closed":
            return t("wolf.ui.tip_closed")
        if kind == "present":
            return t("wolf.ui.tip_present", present=X.present_label(self.present_words(), gift))
        stopped = [X.hero_name(t, c.id) for c in view.cards if kind in c.impassable]
        name = X.token_name(t, kind)
        if stopped:
            return t("wolf.ui.tip_terrain", token=name, heroes=", ".join(stopped))
        return t(f"wolf.ui.tip_{kind}", token=name)

    def _trail(self, view: WolfView) -> list[int]:
        """The places of the move so far this turn, from where the hero stood when the turn began."""
        if view.phase == OVER:
            return []
        events = self.session.port(self.viewer).events()
        start = len(events)
        while start > 0 and events[start - 1].get("type") != "turn":
            start -= 1
        seat = view.turn
        before = START
        for e in events[: max(0, start - 1)]:
            if e.get("type") == "step" and e.get("seat") == seat:
                before = int(e["cell"])
        trail = [before]
        for e in events[start:]:
            if e.get("type") == "step" and e.get("seat") == seat:
                trail.append(int(e["cell"]))
        return trail if len(trail) > 1 else []

    def _fill_cards(self, view: WolfView) -> None:
        zone = self.zone("heroes")
        assert isinstance(zone, CardsZone)
        t = self.app.t
        zone.hands = {
            s: Hand(s, view.baskets[s], tuple(view.carried_presents[s]), tuple(view.help[s])) for s in range(view.seats)
        }
        task_up = view.task is not None
        items = []
        for s in range(view.seats):
            card = view.cards[s]
            title = t("wolf.ui.card_title", name=view.names[s], hero=X.hero_name(t, card.id))
            face = (
                "card",
                card.id,
                title,
                s == view.turn and view.phase != OVER,
                self._colour(s),
                card.steps,
                view.baskets[s],
                tuple(card.impassable),
                len(view.help[s]),
                self._steps_label(view, s),
            )
            marks = frozenset({DIMMED}) if task_up else self._hero_marks(view, s)
            tip = t(
                "wolf.ui.card_tip",
                hero=X.hero_name(t, card.id),
                steps=card.steps,
                baskets=view.baskets[s],
                stops=", ".join(X.token_name(t, k) for k in card.impassable),
            )
            items.append(Item(("hero", s), face, marks, tip))
        giving = self._giving(view)
        for s in range(view.seats):
            held = [(p, k, True) for k, p in enumerate(view.carried_presents[s])]
            held += [(kind, k, False) for k, kind in enumerate(view.help[s])]
            for token, k, present in held:
                iid = ("bag", s, token, k)
                if task_up:
                    marks = frozenset({DIMMED})
                elif self.builder is None or (giving and s != view.hero_to_move):
                    marks = frozenset()  # with the mover's own thing picked, a friend's card names the friend
                else:
                    marks = self._marks(("item", s, token))
                    if SELECTED in marks and self._picked_bag not in (None, iid):
                        marks = frozenset()
                if present:
                    face: tuple[Any, ...] = ("bag", "present", self.drawing(token))
                    tip = X.present_label(self.present_words(), token)
                else:
                    face, tip = ("bag", token, None), t(f"wolf.ui.tip_{token}", token=X.token_name(t, token))
                items.append(Item(iid, face, marks, tip))
        zone.set_items(items)
        self._keep_focus(zone)

    def _steps_label(self, view: WolfView, seat: int) -> str:
        """A hero's steps: "2 of 3" while it moves, its card's number otherwise."""
        if seat == view.turn and view.phase == MOVE and (view.steps_taken or view.extra_move):
            return self.app.t("wolf.ui.steps_left", left=view.steps_left, steps=view.cards[seat].steps)
        return str(view.cards[seat].steps)

    def _fill_actions(self, view: WolfView, legal: list[Any]) -> None:
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        t = self.app.t
        choices: list[Choice] = []
        if view.task is None:
            here = view.positions[view.turn] if view.seats else START
            token = view.cells[here] if 0 <= here < 30 else None
            order = (EndMove, TakeToken, PlayHelp, SkipMove, ClearBlock, FinishTurn)
            for kind in order:
                for a in legal:
                    if not isinstance(a, kind):
                        continue
                    if isinstance(a, ClearBlock):  # one button; the token to clear is picked on the board
                        if not any(c.id == CLEAR for c in choices):
                            choices.append(Choice(CLEAR, t("wolf.ui.clear"), tip=t("wolf.ui.clear_tip")))
                        continue
                    choices.append(Choice(a, self._label(a, token.kind if token is not None else None)))
        bar.set_choices(choices)
        if self.builder is not None and (CLEAR,) in self.builder.picks:
            for it in bar.items:
                if it.id == CLEAR:
                    it.marks = frozenset({SELECTED})
        self._keep_focus(bar)

    def _label(self, a: Any, here: str | None) -> str:
        t = self.app.t
        if isinstance(a, EndMove):
            return t("wolf.ui.end_move")
        if isinstance(a, TakeToken):
            if here == "present":
                thing = X.present_object(t, self.present_words(), self._here_present())
                return t("wolf.ui.take_present", present=thing)
            return t("wolf.ui.take", token=X.token_name(t, here))
        if isinstance(a, PlayHelp):
            return t(f"wolf.ui.play_{a.token}")
        if isinstance(a, SkipMove):
            return t("wolf.ui.skip")
        return t("wolf.ui.finish")

    def _fill_task(self, view: WolfView) -> None:
        zone = self.zone("task")
        assert isinstance(zone, TaskZone)
        task = view.task
        if task is None or any(h.kind in HELD for h in self.flow.holds):
            zone.show(None, self.rect("board"))
            return
        t = self.app.t
        orange = task.frame == "orange"
        hero = X.hero_name(t, view.heroes[task.seat]) if 0 <= task.seat < view.seats else ""
        ribbon = t("wolf.ui.task_everyone") if orange else t("wolf.ui.task_for", hero=hero, name=view.names[task.seat])
        text = task.ru if self.app.strings.lang == "ru" else task.en
        note = t("wolf.ui.task_note", steps=2)
        card = Card(ribbon, text, note, orange, t("wolf.ui.done"), t("wolf.ui.not_yet"))
        zone.show(card, self.rect("board"))

    @staticmethod
    def _keep_focus(zone: Zone) -> None:
        if zone.focus is not None and zone.focus not in zone.focusable_indexes():
            zone.move_focus(0)

    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        """The engine's reason a pick cannot stand (or cannot join the selection)."""
        port = self.session.port(self.viewer)
        view = self.view()
        cell = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "cell"), None)
        item = next((p[1:] for p in picks if isinstance(p, tuple) and p[0] == "item"), None)
        hero = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "hero"), None)
        if (CLEAR,) in picks:
            target = cell if cell is not None else 0
            return port.refusal(ClearBlock(target))
        if cell is not None:  # a step (or, with a thing held picked, simply a change of mind)
            return port.refusal(Step(cell)) if item is None and hero is None else None
        if item is not None or hero is not None:
            me = view.hero_to_move if view.hero_to_move is not None else 0
            if item is None:  # a hero first: the mover's first thing to a friend, a friend's first to the mover
                holder = me if hero != me else next((s for s in range(view.seats) if s != me), 0)
                held = (*view.carried_presents[holder], *view.help[holder])
                item = (holder, held[0] if held else "present")
            holder, token = item
            if hero is None:
                hero = me if holder != me else next((s for s in range(view.seats) if s != me), 0)
            return port.refusal(Give(hero, token, holder))
        return None

    def _giving(self, view: WolfView) -> bool:
        """The mover's own thing is picked: a click on a friend (figure, card or the things on it) names
        whom it goes to."""
        b = self.builder
        me = view.hero_to_move
        return b is not None and any(isinstance(p, tuple) and p[0] == "item" and p[1] == me for p in b.picks)

    def _taking(self, view: WolfView) -> bool:
        """A friend's thing is picked: a click on the mover's own hero takes it."""
        b = self.builder
        me = view.hero_to_move
        return b is not None and any(isinstance(p, tuple) and p[0] == "item" and p[1] != me for p in b.picks)

    def _here_present(self) -> str | None:
        """Which present lies face up where the mover stands (None: none does)."""
        view = self.view()
        here = view.positions[view.turn] if view.seats else START
        token = view.cells[here] if 0 <= here < 30 else None
        return token.present if token is not None else None

    # -- clicks, drags and keys ---------------------------------------------------------------------
    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        if zone_id == "task":
            if isinstance(item_id, tuple) and item_id[0] == "answer":
                self.answer(bool(item_id[1]))
            return
        view = self.view()
        if view.task is not None or self.builder is None:
            return
        if zone_id == "actions":
            if item_id == CLEAR:
                self._pick((CLEAR,))
            else:
                self.act(item_id)
        elif zone_id == "board" and isinstance(item_id, tuple):
            kind, n = item_id
            if kind == "cell":
                self._pick(("cell", n))
            else:
                self._hero(n, view)
        elif zone_id == "heroes" and isinstance(item_id, tuple):
            if item_id[0] == "hero":
                self._hero(item_id[1], view)
            elif item_id[1] != view.hero_to_move and self._giving(view):
                self._hero(item_id[1], view)  # a friend's thing, with the mover's own picked: the friend
            else:
                self._picked_bag = item_id
                self._pick(("item", item_id[1], item_id[2]))
        self.refresh()

    def answer(self, done: bool) -> None:
        """The table's answer to the task card (any person at the screen, for any hero)."""
        if TaskAnswer(done) not in self.table_legal():
            return
        self.act(TaskAnswer(done))
        self.app.sound.play("chime" if done else "tick")

    def _hero(self, seat: int, view: WolfView) -> None:
        """A click on a hero: a friend is whom to hand something to; the mover's own takes the friend's
        thing picked, and otherwise clears the selection."""
        assert self.builder is not None
        if seat == view.hero_to_move and not self._taking(view):
            self.builder.clear()
            self._picked_bag = None
            self.note = ""
            return
        self._pick(("hero", seat))

    def _pick(self, part: Hashable) -> None:
        assert self.builder is not None
        had = (CLEAR,) in self.builder.picks
        pick = self.builder.pick(part)
        self.note = ""
        if not pick.accepted:
            self.refuse(pick.reason or self.app.t("wolf.ui.not_now"))
            return
        if pick.dropped and pick.reason is not None and not had:
            self.note = self.app.t("wolf.ui.replaced", reason=self.refusal_text(pick.reason))
        if pick.complete is not None:
            self.builder.clear()
            self._picked_bag = None
            self.act(pick.complete)
            return
        self.app.sound.play("click")

    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        done = super().act(action, holds)
        if done and not isinstance(action, TaskAnswer):
            self.app.sound.play("card" if isinstance(action, (Step, Give, TakeToken)) else "click")
        return done

    def refusal_text(self, refusal: IllegalAction) -> str:
        return X.refusal_text(self.app.t, refusal, self.present_words())

    def handle(self, event: pygame.event.Event) -> None:
        if self._handle_drag(event):
            self.dirty = True
            return
        super().handle(event)

    def _handle_drag(self, event: pygame.event.Event) -> bool:
        """A present or help token dragged from the mover's card onto a friend (figure or card), or from
        a friend's card onto the mover, hands it over: the same as clicking the thing, then the hero."""
        if self.flow.holds or not self.my_turn() or self.builder is None:
            self._drag = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            it = self.zone("heroes").hit(event.pos)
            if it is not None and it.id[0] == "bag":  # type: ignore[index]
                self._drag = (it.id, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            source, start = self._drag
            self._drag = None
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) < self.app.px(12):
                return False  # a click, not a drag
            target = None
            for zone_id in ("board", "heroes"):
                it = self.zone(zone_id).hit(event.pos)
                if it is not None and it.id[0] in ("hero", "bag"):  # type: ignore[index]
                    target = it.id[1]  # type: ignore[index]
            if target is None or target == source[1]:  # type: ignore[index]
                return True
            self.builder.clear()
            self._picked_bag = source
            self._pick(("item", source[1], source[2]))  # type: ignore[index]
            if self.builder is not None and self.builder.picks:
                self._pick(("hero", target))
            self.refresh()
            return True
        return False

    # -- time: the scripted table, the Wolf's walk --------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        hold = self.flow.current_hold()
        if id(hold) != self._hold_id:
            self._hold_id = id(hold)
            self.refresh()
        if self.table_answers is not None and self.status == F.TABLE_TURN and not self.flow.holds:
            legal = self.table_legal()
            if legal:
                self.act(self.table_answers(self.view(), legal))
        return moving or any(self.tweens.value(f"step-{s}") < 1.0 for s in self._moves)

    def hold_moves(self) -> bool:
        hold = self.flow.current_hold()
        return hold is not None and hold.kind == "wolf"

    def _wolf_at(self) -> float:
        """Which footprint the Wolf stands on (a fraction while he walks in a hold)."""
        view = self.view()
        final = float(view.wolf_path - view.wolf_steps_left)
        for k, hold in enumerate(self.flow.holds):
            if hold.kind != "wolf":
                continue
            start, end = hold.data
            if k > 0:
                return float(start)
            seconds = hold.seconds or 1.0
            done = min(1.0, max(0.0, 1.0 - hold.left / seconds))
            return start + (end - start) * min(1.0, done * 1.15)
        return final

    def _moving(self, seat: int) -> tuple[int, float] | None:
        src = self._moves.get(seat)
        if src is None:
            return None
        value = self.tweens.value(f"step-{seat}")
        if value >= 1.0:
            self._moves.pop(seat, None)
            return None
        return src, value

    # -- holds: the Wolf walking, the last page ------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        view = self.view()
        out: list[Hold] = []
        for e in events:
            kind = e.get("type")
            if kind in ("wolf", "wolf_home") and e.get("steps"):
                left = int(e.get("wolf_steps_left", 0))
                steps = int(e["steps"])
                end = view.wolf_path - left
                out.append(Hold("wolf", (end - steps, end), seconds=WOLF_STEP_S * steps + 0.25))
            elif kind == "end":
                out.append(Hold("ending", e.get("result"), seconds=None))
        return out

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") == "step":
                seat = int(e["seat"])
                if seat < len(self._shown_pos):
                    self._moves[seat] = self._shown_pos[seat]
                    self._shown_pos = tuple(e["cell"] if i == seat else p for i, p in enumerate(self._shown_pos))
                    self.tweens.start(f"step-{seat}", 0.0, 1.0, HERO_STEP_S)
            elif e.get("type") in ("reveal", "take", "deliver"):
                self.app.sound.play("card")
            elif e.get("type") == "end":
                self.app.sound.play("chime")

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        if hold.kind != "ending":
            return
        view = self.view()
        t = self.app.t
        result = str(hold.data)
        area = self.rect("board").union(self.rect("actions"))
        lines = [t("wolf.end.presents", n=view.house_presents, total=view.presents_total)]
        pictures = [self.drawing(p) or "" for p in view.presents_in_house]
        home = sum(1 for p in view.positions if p == HOUSE)
        lines.append(t("wolf.end.home", home=home, total=view.seats))
        draw_ending(
            surface,
            self.app,
            area,
            result,
            t(f"wolf.end.{result}"),
            lines,
            list(view.heroes),
            pictures,
            t("wolf.ui.hold_skip"),
        )

    # -- panels ------------------------------------------------------------------------------------------
    def prompt(self, view: WolfView) -> str:
        t = self.app.t
        hold = self.flow.current_hold()
        if hold is not None:
            return t("wolf.ui.wolf_walking") if hold.kind == "wolf" else t("wolf.ui.hold_skip")
        if view.phase == OVER:
            return t(f"wolf.end.{view.result}")
        if view.task is not None:
            who = self.who(view, view.task.seat)
            return t("wolf.ui.task_prompt_orange" if view.task.frame == "orange" else "wolf.ui.task_prompt", name=who)
        seat = view.hero_to_move
        if seat is None:
            return ""
        name = self.who(view, seat)
        if not self.my_turn():
            return t("wolf.ui.thinking", name=name)
        if self.note:
            return self.note
        return self._move_prompt(view, seat, name)

    def _move_prompt(self, view: WolfView, seat: int, name: str) -> str:
        t = self.app.t
        b = self.builder
        legal = b.legal if b is not None else []
        picks = b.picks if b is not None else []
        if (CLEAR,) in picks:
            return t("wolf.ui.prompt_clear_pick")
        if any(isinstance(p, tuple) and p[0] == "cell" for p in picks):
            return t("wolf.ui.prompt_clear_confirm")
        if self._taking(view):
            return t("wolf.ui.prompt_take_to")
        if any(isinstance(p, tuple) and p[0] == "item" for p in picks):
            return t("wolf.ui.prompt_give_to")
        if any(isinstance(p, tuple) and p[0] == "hero" for p in picks):
            return t("wolf.ui.prompt_give_what")
        gives = any(isinstance(a, Give) for a in legal)
        tail = " " + t("wolf.ui.prompt_give") if gives else ""
        if view.phase == MOVE:
            if any(isinstance(a, ClearBlock) for a in legal):
                return t("wolf.ui.prompt_blocked", name=name)
            steps = any(isinstance(a, Step) for a in legal)
            if view.positions[seat] == START and not view.steps_taken:
                return t("wolf.ui.prompt_enter", name=name, n=view.steps_left)
            if view.extra_move and not view.steps_taken:
                return t("wolf.ui.prompt_scooter", name=name, n=view.steps_left) + tail
            if steps and view.steps_taken:
                return t("wolf.ui.prompt_more", name=name, n=view.steps_left) + tail
            if steps:
                return t("wolf.ui.prompt_move", name=name, n=view.steps_left) + tail
            if view.steps_taken:
                return t("wolf.ui.prompt_stop", name=name) + tail
            return t("wolf.ui.prompt_wait", name=name) + tail
        if view.phase == TOKEN:
            if any(isinstance(a, TakeToken) for a in legal):
                here = view.cells[view.positions[seat]]
                kind = here.kind if here is not None else None
                if kind == "present":
                    thing = X.present_object(t, self.present_words(), here.present if here is not None else None)
                    return t("wolf.ui.prompt_take_present", name=name, present=thing)
                return t("wolf.ui.prompt_take_help", name=name, token=X.token_name(t, kind))
            return t("wolf.ui.prompt_finish", name=name)
        return ""

    def log_line(self, event: dict[str, Any]) -> str | None:
        view = self.view()
        return X.event_text(self.app.t, view.names, view.heroes, event, self.task_words(), self.present_words())

    def refresh(self) -> None:
        """As the kit's, but a logged event never changes: its line is worded once (per language) and kept,
        so a game of many small actions does not re-word the whole log after each one."""
        view = self.view()
        self.fill(view, self.legal())
        events = self.session.port(self.viewer).events()
        lang = self.app.strings.lang
        if self._lines_lang != lang:
            self._lines_lang, self._lines = lang, []
        cache = self._lines
        for i, e in enumerate(events):
            if i < len(cache) and cache[i][0] == e:
                continue
            del cache[i:]
            cache.append((e, self.log_line(e)))
        del cache[len(events) :]
        self.log.set_lines([line for _, line in cache if line])
        self.dirty = True

    def scoreboard(self, view: WolfView) -> None:
        return None  # the heroes' cards are the table's figures

    # -- drawing what the zones do not ---------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: WolfView) -> None:
        app = self.app
        t = app.t
        top = self.rect("status")
        left = view.wolf_steps_left
        headline = t("wolf.ui.wolf_left", n=left) if view.phase != OVER else t(f"wolf.end.{view.result}")
        icon = picture("wolf", top.h)
        surface.blit(icon, (top.x, top.y))
        box = pygame.Rect(top.x + top.h + app.px(8), top.y, top.w - top.h - app.px(8), top.h * 62 // 100)
        draw_text(
            surface, app, headline, box, app.px(theme.TYPE_TITLE), theme.PARCHMENT, "bold", valign="middle", max_lines=1
        )
        sub = t(
            "wolf.ui.status",
            difficulty=t(f"wolf.difficulty.{view.difficulty}"),
            path=view.wolf_path,
            presents=view.house_presents,
            total=view.presents_total,
        )
        if view.wolf_asleep:
            sub = t("wolf.ui.asleep") + " · " + sub
        sub_box = pygame.Rect(box.x, box.bottom, box.w, top.h - box.h)
        draw_text(
            surface, app, sub, sub_box, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, valign="middle", max_lines=1
        )

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """A big button with a picture: moss for moving on, parchment for the rest."""
        app = self.app
        a = choice.id
        primary = isinstance(a, (TakeToken, FinishTurn, EndMove))
        fill = theme.MOSS if primary else theme.PARCHMENT
        ink = theme.WHITE if primary else theme.INK
        if "hover" in marks:
            fill = lighten(fill, 0.15)
        if SELECTED in marks:
            fill = theme.AMBER
        panel(surface, rect, fill, app.px(12), app.px(3), border=darken(fill, 0.3), border_w=max(1, app.px(2)))
        if "focus" in marks:
            from woods_desktop.table.art import draw_marks_over

            draw_marks_over(surface, app, rect, frozenset({"focus"}))
        name = self._button_picture(a)
        pad = app.px(8)
        icon_w = 0
        if name is not None:
            size = rect.h - 2 * pad
            surface.blit(picture(name, size), (rect.x + pad, rect.y + pad))
            icon_w = size + pad
        box = pygame.Rect(rect.x + pad + icon_w, rect.y + app.px(4), rect.w - 2 * pad - icon_w, rect.h - app.px(8))
        draw_text(surface, app, choice.label, box, app.px(theme.TYPE_LEAD), ink, "bold", "center", "middle", 2)

    def _button_picture(self, a: Any) -> str | None:
        if isinstance(a, PlayHelp):
            return a.token
        if isinstance(a, TakeToken):
            view = self.view()
            here = view.positions[view.turn]
            token = view.cells[here] if 0 <= here < 30 else None
            kind = token.kind if token is not None else None
            drawing = self.drawing(token.present) if token is not None else None
            return present_bare(drawing) if drawing else kind
        if isinstance(a, FinishTurn):
            return "wolf"
        if isinstance(a, EndMove):
            return "steps"
        if isinstance(a, SkipMove) or a == CLEAR:
            return "closed"
        return None

    # -- bench and screenshots -------------------------------------------------------------------------------
    @classmethod
    def bench_positions(cls) -> dict[str, Any]:
        from woods_desktop.games.wolf import bench_table

        return bench_table.positions()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.games.wolf import bench_table

        return bench_table.positions()["moving"](app, seed)


WolfScene = WolfTable

__all__ = ["WolfTable", "WolfScene", "parts"]
