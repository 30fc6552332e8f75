"""The Wolf is Coming table, declared: the forest, the heroes' cards, the task card, seven fixed slots.

A hero's turn is a string of small actions (each step, a hand-over, the token taken, the end of the
turn), so what glows comes straight from the legal actions through the kit's picking: the cells a
step may go to, the friends a present may be handed to, the blocking tokens a task card may clear.
Why not comes from the engine's refusal. The task card is the table seat's decision: whoever sits at
the screen answers it, for a computer's hero too; it stands in the sidebar, beside the board, so the
cell the hero stepped on stays in view. The Wolf walks his footprints as a hold a click skips; the end
of the game is a picture-book page before the result. Nothing here is secret: no pass screen.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Sequence, cast

import pygame

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games import definition as game_definition
from woods_desktop.games.wolf import items as I
from woods_desktop.games.wolf import prompts as P
from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.art import WolfArt
from woods_desktop.games.wolf.board_geometry import HOUSE, home_area_of, house_slots
from woods_desktop.games.wolf.forest import BoardZone
from woods_desktop.games.wolf.pacing import WolfPacing
from woods_desktop.games.wolf.pictures import warm as warm_pictures
from woods_desktop.games.wolf.rules.actions import Step, TaskAnswer
from woods_desktop.games.wolf.rules.view import WolfView
from woods_desktop.games.wolf.status import draw_deck, draw_ending, draw_status, ending_pictures
from woods_desktop.games.wolf.task import TaskZone, card_rects
from woods_desktop.games.wolf.timing import HELD, HERO_STEP_S, wolf_at
from woods_desktop.table.action_bar import ActionBar, Slot, SlotState
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.declaration import (
    HANDLED,
    Area,
    Click,
    Part,
    Picking,
    Refuse,
    TableContext,
    TableDeclaration,
    Turn,
)
from woods_desktop.table.dragging import drop_as_picks
from woods_desktop.table.flow import Hold
from woods_desktop.table.memo import Memo
from woods_desktop.table.pieces import Hops
from woods_desktop.table.recipes import Sizes, split_rows
from woods_desktop.table.register import register_table
from woods_desktop.table.seat_card import SeatCardsZone, log_under_cards
from woods_desktop.table.speaking import ReadOnce
from woods_desktop.table.zones import Item

NOWHERE = pygame.Rect(0, 0, 0, 0)  # a place the table does not use now
CARD_H, CARD_GAP = 122, 8  # design units: one hero's card in the sidebar
PILE_H = 58  # design units: the task cards' pile at 100 % in 1280x720; kept at a larger text (the slots' gaps give)


SLOT_KEYS = {None: None, "s": pygame.K_s, "t": pygame.K_t, "f": pygame.K_f}


class WolfTable(TableDeclaration[WolfView]):
    game_id = "wolf"
    recipe = "board_rail"
    shake_area = "board"
    frame_positions = ("moving", "task", "give", "token")
    drawn = ("status", "deck")
    keep_clear = ("task",)  # while it is up
    slots = tuple(Slot(sid, label, key=SLOT_KEYS[key]) for sid, label, key in P.SLOTS)
    pacing: WolfPacing

    def __init__(self, ctx: TableContext[WolfView]) -> None:
        super().__init__(ctx)
        self.art = WolfArt(self.app)
        self.words = I.Words(self.app, game_definition("wolf").extras["data"])
        self.present_words, self.drawing = self.words.present_words, self.words.drawing
        self.picked_bag: Hashable | None = None
        self.hops = Hops(ctx.tweens, HERO_STEP_S)  # the heroes' figures, by seat
        self._names: Memo[list[str]] = Memo()
        self.reading = ReadOnce(self.app)  # a task card is read aloud once, as it comes up
        self.task_card: I.TaskFace | None = None  # the task card up in the sidebar (`on_change` words it)
        self.picking = Picking(P.parts, explain=self._explain)
        self.pacing = WolfPacing(self)

    def names(self, view: WolfView) -> list[str]:
        key = (self.words.lang(), self.ctx.seats())
        return self._names.get(key, (), lambda: I.seat_names(self.app.t, key[1], view.seats))

    def who(self, seat: int) -> str:
        view = self.ctx.view()
        return X.who(self.app.t, self.names(view), view.heroes, seat)

    def colours(self, view: WolfView) -> list[int]:
        seats = self.ctx.seats()
        return [seats[s].colour if s < len(seats) else 0 for s in range(view.seats)]

    def on_change(self, view: WolfView, legal: list[object]) -> Turn:
        """The task card in the sidebar while it is up (the heroes' cards give way), and the slots' states."""
        sizes = Sizes(360, view.seats * (CARD_H + CARD_GAP), rail_w=214, bar_w=0, sidebar_growth=0, score_grows=False)
        self.hops.show(dict(enumerate(view.positions)))  # a hero moved: its figure hops there
        card = I.task_card(self.app.t, view, self.names(view), self.words.lang()) if self.task_up(view) else None
        self.task_card = card  # a card hidden by a hold and shown again is the same card, not read twice
        self.reading.say(view.task, f"{card.ribbon}. {card.text}" if card is not None else None)
        return Turn((self.task_up(view), view.seats), sizes, self._slot_states(view, legal))

    # -- where things are ------------------------------------------------------------------------

    def task_up(self, view: WolfView) -> bool:
        return view.task is not None and not any(h.kind in HELD for h in [self.ctx.hold] if h is not None)

    def places(self, rects: dict[str, pygame.Rect], view: WolfView) -> dict[str, pygame.Rect]:
        px = self.app.px
        out = {"prompt": rects["prompt"].union(rects["actions"])}
        rail, gap = rects["rail"], px(8)
        deck_h = max(rail.h - len(P.SLOTS) * px(60) - gap, px(PILE_H) + gap)
        if isinstance(bar := self.ctx.zone("actions"), ActionBar):
            bar.gap = 8 if self.app.fonts.text_size <= 1 else 4
        out["actions"], out["deck"] = split_rows(rail, [0, deck_h], gap, grow=0)
        sidebar = rects["score"].union(rects["log"])
        out["score"] = NOWHERE  # the heroes' cards stand where a scoreboard would
        if self.task_up(view):
            out["task"], out["heroes"], out["log"] = sidebar, NOWHERE, NOWHERE
        else:
            out["task"], (out["heroes"], out["log"]) = NOWHERE, log_under_cards(self.app, rects, self.ctx, CARD_GAP)
        return out

    def art_ahead(self, view: WolfView) -> None:
        """Every task card's picture at the size the card will give it (the sidebar, where it comes up), and
        the last page's pictures: drawn in the loop's spare time, not in the frame that first shows them."""
        where = self.ctx.rect("task") if self.task_up(view) else self.ctx.rect("heroes").union(self.ctx.rect("log"))
        if where.w > 1 and where.h > 1:
            box = card_rects(where, self.app.px).picture
            self.app.images.warm_icons((I.task_picture(cid) for cid in self.words.tasks), box.w, box.h)
        drawings = [d for d in self.words.drawings.values() if d]
        ending = self.ctx.rect("board").union(self.ctx.rect("rail"))
        warm_pictures(ending_pictures(self.app, ending, list(view.heroes), drawings))

    def areas(self) -> Sequence[Area[WolfView]]:
        board = BoardZone("board", self.art)
        board.marker = self.ctx.marker
        board.moving = self.hops.hopping
        board.wolf_at = self._wolf_at
        cards = SeatCardsZone("heroes", self.art, lambda iid: I.place_on_card(self.ctx.view(), iid), CARD_H, CARD_GAP)
        cards.drag.on_drop = self._drop
        return (
            Area("board", "board", board, self._fill_board, self._click_board),
            Area("heroes", "heroes", cards, self._fill_cards, self._click_card),
            Area("task", "task", TaskZone("task", self.app), self._fill_task, self._click_task),
        )

    # -- filling the areas -------------------------------------------------------------------------
    def _picking(self, view: WolfView, b: ActionBuilder[object] | None) -> I.Picking:
        return I.Picking(b, view.hero_to_move, self.picked_bag if b is not None and b.picks else None)

    def _fill_board(self, view: WolfView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        zone = self.ctx.zone("board")
        assert isinstance(zone, BoardZone)
        t = self.app.t
        zone.figures = I.figures(view, self.colours(view))
        zone.path_len, zone.wolf_asleep = view.wolf_path, view.wolf_asleep
        zone.steps_label = str(view.wolf_steps_left)
        zone.section_names = (t("wolf.ui.section_a"), t("wolf.ui.section_b"), t("wolf.ui.section_c"))
        zone.start_name = t("wolf.ui.start")
        zone.trail = I.trail(self.ctx.port.events(), view)
        pick = self._picking(view, b)
        return list(I.board_items(t, view, pick, self.drawing, self.present_words(), self.who, view.task is not None))

    def _fill_cards(self, view: WolfView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        zone = self.ctx.zone("heroes")
        assert isinstance(zone, SeatCardsZone)
        if self.task_up(view):
            return []  # the task card stands in the sidebar meanwhile
        zone.slots = {s: (view.baskets[s], len(view.help[s])) for s in range(view.seats)}
        pick = self._picking(view, b)
        t = self.app.t
        words, task = self.present_words(), view.task is not None
        return list(I.card_items(t, view, pick, self.names(view), self.colours(view), self.drawing, words, task))

    def _fill_task(self, view: WolfView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        zone = self.ctx.zone("task")
        assert isinstance(zone, TaskZone)
        zone.card = card = self.task_card
        zone.voice = self.reading.state() if card is not None else None
        if card is None:
            return []
        again = [Item(I.AGAIN, "again", tip=self.app.t("speech.again"))] if zone.voice is not None else []
        return [Item(I.DONE, "done"), Item(I.NOT_YET, "not_yet"), *again]

    # -- what a click means ------------------------------------------------------------------------
    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        return I.explain(self.ctx.port, self.ctx.view(), picks, (P.CLEAR,))

    def _hero(self, seat: int) -> Click:
        """A friend is whom to hand something to; the mover's own hero takes the friend's thing picked,
        and otherwise clears the selection."""
        b, view = self.ctx.builder, self.ctx.view()
        if b is None or view.task is not None:
            return None
        if seat == view.hero_to_move and not self._picking(view, b).taking():
            b.clear()
            self.picked_bag = None
            return HANDLED
        return Part(("hero", seat))

    def _refused(self, part: Hashable) -> Click:
        """Nothing can be picked now (the move has ended): the engine says why this cannot be done."""
        why = self._explain((part,)) if self.ctx.my_turn() else None
        return Refuse(self.refusal_text(why)) if why is not None else None

    def _click_board(self, item_id: Hashable) -> Click:
        if not isinstance(item_id, tuple) or self.ctx.view().task is not None:
            return None
        kind, n = item_id
        if self.ctx.builder is None:
            return self._refused(("cell", n)) if kind == "cell" else None
        return Part(("cell", n)) if kind == "cell" else self._hero(n)

    def _click_card(self, item_id: Hashable) -> Click:
        b, view = self.ctx.builder, self.ctx.view()
        if not isinstance(item_id, tuple) or view.task is not None:
            return None
        if b is None:
            return self._refused(("item", item_id[1], item_id[2])) if item_id[0] == "bag" else None
        if item_id[0] == "hero":
            return self._hero(item_id[1])
        if item_id[1] != view.hero_to_move and self._picking(view, b).giving():
            return self._hero(item_id[1])  # a friend's thing, with the mover's own picked: the friend
        self.picked_bag = item_id
        return Part(("item", item_id[1], item_id[2]))

    def _click_task(self, item_id: Hashable) -> Click:
        if item_id == I.AGAIN:
            self.reading.again()
            self.ctx.refresh()
            return HANDLED  # answered: the card says what the reading does (None made the kit refuse it)
        view = self.ctx.view()
        if view.task is None or self.ctx.hold is not None or self.ctx.port.to_move() != view.seats:
            return None
        return TaskAnswer(bool(item_id[1])) if isinstance(item_id, tuple) else None

    def _drop(self, source: Hashable, pos: tuple[int, int]) -> bool:
        """A thing held dropped on a hero (figure or card): its pick, then the hero's, as two clicks."""
        if self.ctx.builder is None or not self.ctx.my_turn() or not isinstance(source, tuple):
            return False
        target = None
        for zone_id in ("board", "heroes"):
            it = self.ctx.zone(zone_id).hit(pos)
            if it is not None and isinstance(it.id, tuple) and it.id[0] in ("hero", "bag"):
                target = it.id[1]
        if target is None or target == source[1]:
            return False
        self.picked_bag = source
        item, hero = ("item", source[1], source[2]), ("hero", target)
        return drop_as_picks(self.ctx, item, hero, self._explain, self.app.t("wolf.ui.not_now"))

    def _slot_states(self, view: WolfView, legal: list[object]) -> dict[str, SlotState]:
        if view.task is not None or not self.ctx.my_turn():
            return {}
        picks = list(self.ctx.builder.picks) if self.ctx.builder is not None else []
        return P.slot_states(self.app.t, view, legal, picks, self.present_words(), self.drawing)

    def on_slot(self, slot_id: str) -> None:
        b = self.ctx.builder
        if slot_id == P.CLEAR and b is not None:  # pressed again: taken back
            clearing = (P.CLEAR,) in b.picks
            b.clear()
            if not clearing:
                b.pick((P.CLEAR,))
            return
        action = P.ACTIONS.get(slot_id)
        if action is not None:
            self.ctx.act(action)

    def _wolf_at(self) -> float:
        return wolf_at(self.ctx.view(), self.ctx.hold)

    def moving_rects(self) -> Sequence[pygame.Rect] | None:
        """The heroes hop, and the Wolf walks his path to his door (footprints pale as he passes): on the board."""
        board, hold = cast(BoardZone, self.ctx.zone("board")), self.ctx.hold
        walk = [board.geo.path.union(board.geo.house).inflate(board.rect.w // 10, board.rect.w // 10)]
        return [*self.hops.spans(board.place_rect), *(walk if hold is not None and hold.kind == "wolf" else [])]

    # -- panels ---------------------------------------------------------------------------------------
    def prompt(self, view: WolfView) -> str:
        b = self.ctx.builder
        my_turn = self.ctx.my_turn()  # every legal action, slots' too: a turn of slots only has no builder
        legal = list(b.legal) if b is not None else (self.ctx.port.legal_actions() if my_turn else [])
        picks = list(b.picks) if b is not None else []  # (a Sleeping Wolf in hand: it sleeps if it is used)
        return P.prompt(self.app.t, view, self.ctx.hold, my_turn, self.who, legal, picks, self.present_words())

    def log_line(self, event: dict[str, Any]) -> str | None:
        view = self.ctx.view()
        t = self.app.t
        return X.event_text(t, self.names(view), view.heroes, event, self.words.task_words(), self.present_words())

    def refusal_text(self, refusal: IllegalAction) -> str:
        return X.refusal_text(self.app.t, refusal, self.present_words())

    def guide_spot(self, action: object) -> tuple[pygame.Rect, Sequence[pygame.Rect]] | None:
        """A step into the house names its foot, where the heroes gather, never the presents over it."""
        if not isinstance(action, Step) or action.cell != HOUSE:
            return None
        geo = cast(BoardZone, self.ctx.zone("board")).geo  # the presents as the house's face draws them
        return home_area_of(geo.house, geo.cell), house_slots(
            geo.house, geo.house.w / 1.75, self.ctx.view().presents_total
        )

    # -- drawing what the areas do not -------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: WolfView) -> None:
        draw_status(surface, self.app, self.ctx.rect("status"), view)
        draw_deck(surface, self.app, self.ctx.rect("deck"), view.deck_count)

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        if hold.kind != "ending":
            return
        area = self.ctx.rect("board").union(self.ctx.rect("rail"))
        draw_ending(surface, self.app, area, I.ending(self.app.t, self.ctx.view(), str(hold.data), self.drawing))


register_table("wolf", WolfTable, "woods_desktop.games.wolf.bench_table")

__all__ = ["WolfTable"]
