"""The Voice of the Woods table, declared: the field, the word entry under it (or the drawn cards), a
rail of fixed action slots beside it, the used words and the log in the sidebar.

Time reaches the engine only as actions (`Compose(..., at_ms)`, `NoWord`), and the dictionary judges a
word before it becomes an action (`composing.Composer`), so replays need neither a clock nor the
dictionary. What may be clicked comes from the legal actions through the kit's picking; why not comes
from the engine. Holds ("who takes which card", the field refreshed by a computer, a refused word) stand
in the sidebar, never over the cards they talk about.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice import areas as V
from woods_desktop.games.voice import moves as M
from woods_desktop.games.voice import panels as P
from woods_desktop.games.voice.art import CARD_RATIO, VoiceArt
from woods_desktop.games.voice.composing import Composer
from woods_desktop.games.voice.hints import HintedTable, slot_of
from woods_desktop.games.voice.holds import SHOWN, hint, hold_lines
from woods_desktop.games.voice.pacing import VoicePacing
from woods_desktop.games.voice.prompts import prompt, scoreboard
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.scoring import UNIT_CARDS, UNIT_POINTS
from woods_desktop.games.voice.rules.state import PLACE, REFRESH_PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import message, sourced_line
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.declaration import (
    HANDLED,
    Area,
    Click,
    Fill,
    Handled,
    Part,
    Picking,
    TableContext,
    TableDeclaration,
    Turn,
)
from woods_desktop.table.flow import Hold
from woods_desktop.table.panels import list_height
from woods_desktop.table.recipes import Sizes, split_cols, split_rows, top_square
from woods_desktop.table.register import register_table
from woods_desktop.table.scoreboard import Scoreboard
from woods_desktop.table.zone_kinds import Choice, ChoiceBar, RowZone
from woods_desktop.table.zones import Item
from woods_desktop.ui.countdown import draw_countdown

USED_H = 118  # design units: the used words' list above the log (at 100 %)
RAIL_W = 220  # design units: the action slots' column beside the field
NOWHERE = pygame.Rect(0, 0, 0, 0)  # a place not used now
ENTRY = ("entry_buttons", "word", "own", "own_label", "keys")


def _refreshing(view: VoiceView) -> bool:
    return view.phase == REFRESH_PLACE


class VoiceTable(HintedTable, TableDeclaration[VoiceView]):
    game_id = "voice"
    recipe = "field_entry"
    frame_positions = ("minute", "placing")
    display_zoom = 1.15  # the table display: the field, its cubes and (in the buttons' place) the minute, larger
    drawn = ("header", "ring", "own_label", "drawn_label")
    MODES = ("open", "entry", "drawn")  # what stands below the field: nothing, the word entry, the drawn cards
    slots = M.SLOTS
    keep_clear = ("header",)
    pacing: VoicePacing

    def __init__(self, ctx: TableContext[VoiceView]) -> None:
        super().__init__(ctx)
        self.art = VoiceArt(self.app)
        view = ctx.view()
        self.composer = Composer(ctx, view, ctx.options.get("clock"))
        self.mode = "open"
        self.rail_used = False  # an action slot stands in the rail beside the field
        self.field_middle: int | None = None  # the x the field's cards stand centred on
        self.legal: list[object] = []
        self._board: tuple[VoiceView, bool, Scoreboard] | None = None
        self.texting = False
        self.hold_rect: pygame.Rect | None = None  # where the last hold panel went (tests read it)
        # a drawn card first, then its place; the hint marks the field's cards by id (a click adds to the word)
        self.picking = Picking(M.parts, _refreshing, self._explain, slot_of=slot_of, marks_ids=True)
        self.pacing = VoicePacing(self)
        if ctx.options.get("start_minute"):
            self.composer.sync(view)
            self.composer.start()

    def on_change(self, view: VoiceView, legal: list[object]) -> Turn:
        """The minute and the entry follow the game, then what stands below the field decides the places."""
        self.legal = legal
        c = self.composer
        c.sync(view)
        self.best_words.follow(view)  # the best word for a person, asked at their turn, said after the minute
        if c.entry_shown(view):
            self.mode = "entry"
        elif view.phase == REFRESH_PLACE and view.my_drawn and self.ctx.my_turn():
            self.mode = "drawn"
        else:
            self.mode = "open"
        if self.texting and not c.typing():
            self.texting = False
            V.text_input(False)
        elif self.mode == "entry" and self.ctx.hold is None and c.typing():
            self.texting = True  # the entry's fill puts the input method's window by the word
        # "We have all written" is the writers' own: the table display (nobody at it) only shows the minute
        slots = M.slot_states(self.app.t, legal, self.composer.table_minute_running(view) and view.me is not None)
        # a person placing cubes keeps the rail beside the field from their first cube to their last: "Use it
        # without a new cube" came and went with each card, and the field moved sideways under the mouse
        self.rail_used = bool(slots) or (view.phase == PLACE and self.ctx.my_turn())
        layout = self.mode, self._dialog_text(view) if c.hidden(view) else None, self.rail_used, c.field_shown(view)
        return Turn(layout, self._sizes(view), slots)

    # -- where things are ------------------------------------------------------------------------
    def _sizes(self, view: VoiceView) -> Sizes:
        # a larger text: the used words and the log under them keep 3 lines each (the scores give way)
        lines, used = 3 if self.app.fonts.text_size > 1 else 1, list_height(self.app, USED_H) / self.app.scale + 8
        return Sizes(384, 76 + 42 * view.seats, 58, 56, 0, entry_h=166, side_prompt=1, log_lines=lines, log_taken=used)

    def toast_area(self) -> str | None:
        return "log" if self.mode == "entry" else None  # the letter keys and No word stay uncovered

    def places(self, rects: dict[str, pygame.Rect], view: VoiceView) -> dict[str, pygame.Rect]:
        px = self.app.px
        gap = px(8)
        out = {k: NOWHERE for k in ("board", "entry", "status", "drawn", "drawn_label", "start", *ENTRY)}
        out["header"], out["ring"] = split_cols(rects["status"], [0, px(64)], gap, grow=0)
        out["used"], out["log"] = split_rows(rects["log"], [list_height(self.app, USED_H), 0], gap, grow=1)
        main = rects["board"].union(rects["entry"])
        entry_h = rects["entry"].h
        if self.mode == "entry":
            out["field"], bottom = split_rows(main, [0, entry_h], gap, grow=0)
            left, out["entry_buttons"] = split_cols(bottom, [0, px(RAIL_W)], gap, grow=0)
            out["tray"] = left
            out["word"], lower = split_rows(left.inflate(-px(16), -px(12)), [px(56), 0], px(6), grow=1)
            own, out["keys"] = split_cols(lower, [px(176), 0], px(12), grow=1)
            out["own_label"], out["own"] = split_rows(own, [px(22), 0], px(2), grow=1)
            out["actions"] = NOWHERE
        else:
            left, out["actions"] = split_cols(main, [0, px(RAIL_W)], gap, grow=0)
            out["ring"] = top_square(out["actions"]) if self.ctx.table_display() else out["ring"]  # nobody clicks
            out["field"], out["tray"] = left, NOWHERE
            if self.mode == "open" and not self.rail_used and not self.ctx.table_display():
                out["field"], out["actions"] = main, NOWHERE  # no slot beside it: the field (or cloth) in the middle
            if self.mode == "drawn":
                out["field"], out["tray"] = split_rows(left, [0, entry_h], gap, grow=0)
                label_box = out["tray"].inflate(-px(16), -px(12))
                out["drawn_label"], out["drawn"] = split_rows(label_box, [px(24), 0], px(4), grow=1)
        self.field_middle = main.centerx  # the cards stand over the middle in every mode (the rail allowing)
        if self.composer.hidden(view):
            out["start"] = P.dialog_rects(self.app, out["field"], self._dialog_text(view), button_h=52).buttons
        return out

    def areas(self) -> Sequence[Area[VoiceView]]:
        art, c = self.art, self.composer
        word = V.TypingRow("word", art, item_ratio=1.25, max_item_w=44, align="left")
        word.listener = self._typed
        start = V.StartBar("start", self._draw_choice, max_w=300)
        start.listener = self._start_key
        field = V.FieldZone("field", art, item_ratio=CARD_RATIO, max_item_w=100, gap=6)
        field.centre_x = lambda: self.field_middle
        drawn = RowZone("drawn", art, item_ratio=CARD_RATIO, max_item_w=84, align="left")
        own = RowZone("own", art, item_ratio=CARD_RATIO, max_item_w=52, align="left")
        keys = RowZone("keys", art, item_ratio=1.1, max_item_w=28, rows=3, align="left", fit_rows=True)
        buttons = ChoiceBar("entry_buttons", self._draw_choice, vertical=True, max_h=40)
        return (
            Area("used", "used", V.UsedWords("used", self.app), self._fill_used),
            Area("field", "field", field, self._fill_field, self._click_field),
            Area("drawn", "drawn", drawn, lambda v, b: V.drawn_items(v, b) if self.ctx.my_turn() else [], Part),
            Area("word", "word", word, self._entry(V.word_items), self._second(c.letter)),
            Area("own", "own", own, self._entry(V.own_items), self._second(c.card)),
            Area("keys", "keys", keys, self._entry(V.key_items), self._second(c.key)),
            Area("entry_buttons", "entry_buttons", buttons, self._fill_entry_buttons, self._click_entry_button),
            Area("start", "start", start, self._fill_start, lambda i: self._do(c.start)),
        )

    # -- what a click means ------------------------------------------------------------------------
    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        if len(picks) > 1:
            return None  # another drawn card: no fault
        card = picks[0][1] if picks and isinstance(picks[0], tuple) and picks[0][0] == "card" else None
        return M.why_not(self.ctx.port, card) if card is not None else IllegalAction("voice.ui.not_a_target")

    def _do(self, fn: Callable[..., object], *args: object) -> Handled:
        fn(*args)
        self.ctx.refresh()
        return HANDLED

    def _second(self, fn: Callable[[Any], None]) -> Callable[[Hashable], Handled | None]:
        """A click on ("letter", 3), ("own", card), ("key", "А"): the composer hears the second part."""
        return lambda iid: self._do(fn, iid[1]) if isinstance(iid, tuple) else None

    def _click_field(self, iid: Hashable) -> Click:
        view, c = self.composer.view, self.composer
        if c.composing(view):
            return self._do(c.card, iid[1]) if isinstance(iid, tuple) else None
        b = self.ctx.builder
        if b is None or iid not in b.usable() | b.pickable() | set(b.picks):
            # in the prompt's place, not the kit's toast over the scores and the round's line
            why = M.why_not(self.ctx.port, iid[1]) if isinstance(iid, tuple) and b is not None else None
            return self._do(c.show_problem, self.refusal_text(why)) if why is not None else None
        if iid in b.pickable() and iid not in b.picks:
            rest = b.remaining([*b.picks, iid])
            if len(rest) == 1 and isinstance(rest[0], A.ElderTrade):
                return rest[0]  # the only group holding this card: no need to click the other two
        return Part(iid)

    def _click_entry_button(self, iid: Hashable) -> Handled | None:
        return self._do(fn) if (fn := M.entry_button(self.composer, iid)) is not None else None

    def _typed(self, event: pygame.event.Event) -> bool:
        if not V.typing_event(self.composer, event):
            return False
        self.ctx.refresh()
        return True

    def _start_key(self, event: pygame.event.Event) -> bool:
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type != pygame.KEYDOWN or event.key not in keys or not self.ctx.zone("start").items:
            return False
        self._do(self.composer.start)
        return True

    def on_slot(self, slot_id: str) -> None:
        if slot_id == "done":
            self.composer.done()
        elif (action := M.slot_action(slot_id, self.legal)) is not None:
            self.ctx.act(action)

    # -- filling the areas ---------------------------------------------------------------------------
    def _fill_field(self, view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        items = list(V.field_items(view, self.composer, b, [s.colour for s in self.ctx.seats()]))
        zone = self.ctx.zone("field")
        zone.set_items(items)  # arranged now: whether the cards are drawn small decides the magnifier
        zone.magnify = 2.2 if zone.items and zone.items[0].rect.w < self.app.px(60) else 0.0
        return items

    def _entry(self, fill: Callable[[Composer], Iterable[Item]]) -> Fill[VoiceView]:
        def entry_fill(view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
            c = self.composer
            if self.mode != "entry" or self.ctx.hold is not None:
                return []
            if self.texting:
                V.text_input(True, self.ctx.rect("word"))  # the input method's window goes there, as laid out
            return list(fill(c))

        return entry_fill

    def _choices(self, zone_id: str, choices: list[Choice]) -> list[Item]:
        zone = self.ctx.zone(zone_id)
        assert isinstance(zone, ChoiceBar)
        zone.set_choices(choices)
        return list(zone.items)

    def _fill_entry_buttons(self, view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        choices = M.entry_choices(self.app.t, self.composer, self.ctx.hold is not None)
        return self._choices("entry_buttons", choices if self.mode == "entry" else [])

    def _fill_start(self, view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        c = self.composer
        label = "voice.ui.resume_minute" if c.minute.started else "voice.ui.start_minute"
        return self._choices("start", [Choice("start", self.app.t(label))] if c.hidden(view) else [])

    def _fill_used(self, view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        used = self.ctx.zone("used")
        assert isinstance(used, V.UsedWords)
        used.list.title = self.app.t("voice.ui.used_words", n=len(view.used_words))
        used.list.set_lines([f"{u.word} · {self.ctx.name_of(u.seat)}" for u in view.used_words])
        return []

    def _dialog_text(self, view: VoiceView) -> str:
        return M.dialog_text(self.app.t, self.composer, view, self.ctx.name_of(view.me))

    # -- panels ----------------------------------------------------------------------------------------
    def prompt(self, view: VoiceView) -> str:
        return prompt(self.ctx, self.composer, view, self.legal)

    def scoreboard(self, view: VoiceView) -> Scoreboard | None:
        together = self.composer.writing_together(view)
        if self._board is None or self._board[0] is not view or self._board[1] != together:
            self._board = (view, together, scoreboard(self.ctx, view, self.unit_key(view) == UNIT_POINTS, together))
        return self._board[2]

    def unit_key(self, view: VoiceView) -> str:
        """What the game is won on, as `Outcome.unit_key` will say (rules.scoring): cards or letter points."""
        return UNIT_POINTS if view.variant == "advanced" else UNIT_CARDS

    def log_line(self, event: dict[str, Any]) -> str | None:
        """The event's line; a person's accepted word says where the judge found it (`text.sourced_line`)."""
        return sourced_line(self.app.t, self.ctx, event, self.composer.verdict.note)

    def refusal_text(self, refusal: IllegalAction) -> str:
        return message(self.app.t, refusal.key, refusal.params)

    def pass_screen_args(self, seat: int) -> dict[str, object]:
        return {"button_key": "voice.ui.pass_ready"}  # no hand to show: the next person is at the screen

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        """In the sidebar, over the used words and the log (which say the same), never over the field."""
        if hold.kind not in SHOWN:
            return
        title, lines = hold_lines(self.app.t, hold, self.ctx.marker)
        area, board = self.ctx.rect("score").union(self.ctx.rect("log")), self.scoreboard(self.ctx.shown_view())
        under = partial(board.draw_above, surface, self.app, self.ctx.rect("score")) if board is not None else None
        self.hold_rect = P.draw_hold_panel(surface, self.app, area, title, lines, hint(self.ctx, hold), under)

    # -- drawing what the areas do not ----------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: VoiceView) -> None:
        app, ctx, c, t = self.app, self.ctx, self.composer, self.app.t
        title = t("voice.ui.round", round=view.round, name=ctx.name_of(view.first))
        info = t(f"voice.phase.{view.phase}") + " · " + t("voice.ui.deck", deck=view.deck, discard=view.discard)
        P.draw_header(surface, app, ctx.rect("header"), title, info)
        minute = c.shown_minute(view)
        if minute is not None:
            ring = ctx.rect("ring")
            draw_countdown(surface, app, minute, ring.center, ring.h // 2 - app.px(2))
        if self.mode == "entry":
            P.draw_tray(surface, app, ctx.rect("tray"))
            if ctx.zone("own").items:
                P.draw_label(surface, app, ctx.rect("own_label"), t("voice.ui.your_cards"))
                x = ctx.rect("keys").x - app.px(6)
                pygame.draw.line(surface, theme.PARCHMENT_SHADE, (x, ctx.rect("own").y), (x, ctx.rect("own").bottom), 1)
        elif self.mode == "drawn" and ctx.zone("drawn").items:
            P.draw_tray(surface, app, ctx.rect("tray"))
            P.draw_label(surface, app, ctx.rect("drawn_label"), t("voice.ui.drawn_cards"))
        if ctx.zone("start").items:
            dialog = P.dialog_rects(app, ctx.rect("field"), self._dialog_text(view), button_h=52)
            P.draw_dialog(surface, app, dialog, self._dialog_text(view))
        elif not c.field_shown(view):  # a hold stands in the sidebar: the cloth stays on the field
            note_text = t("voice.ui.field_covered_note") if c.mode == "private" else ""
            P.draw_covered(surface, app, ctx.rect("field"), t("voice.ui.field_covered"), note_text)
        if c.problem:
            P.draw_refusal(surface, app, ctx.rect("prompt"), c.problem)

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        P.draw_choice_button(surface, self.app, choice, rect, marks, primary=choice.id in ("submit", "start"))


register_table("voice", VoiceTable, "woods_desktop.games.voice.bench_table")
