"""The Voice of the Woods table, declared on the table kit: the real minute, the word entry, cubes,
control and refresh.

Time reaches the engine only as actions (`Compose(..., at_ms)`, `NoWord`), and
the dictionary judges a word before it becomes an action, so replays need
neither a clock nor the dictionary. What may be clicked comes from the legal
actions through `ActionBuilder`; why not comes from the engine's refusal. The
kit carries whose eyes, computers, holds, undo, the log and the result.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice import panels as P
from woods_desktop.games.voice.art import BACKSPACE, CARD_RATIO, VoiceArt, cubes_face
from woods_desktop.games.voice.composing import ComposingTable
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.scoring import UNIT_CARDS, UNIT_POINTS
from woods_desktop.games.voice.rules.state import COMPOSE, PLACE, REFRESH_PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import event_text, message
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, TARGET
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import Layout, Region
from woods_desktop.table.panels import Column, Row, Scoreboard, ScrollList
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Choice, ChoiceBar, GridZone, Item, RowZone, Zone
from woods_desktop.ui.countdown import draw_countdown

CONTROL_EVENTS = ("leader", "elder", "deadlock")
CONTROL_LINES = ("deadlock", "leader", "replace", "hole", "leader_cube", "elder", "elder_decline")
REFRESH_LINES = ("refresh_draw", "refresh_place", "refresh_discard", "keep_field", "removed", "round_end")


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`; () for the actions that are a button."""
    if isinstance(action, (A.PlaceCube, A.RemoveCard)) or (isinstance(action, A.LeaderCube) and action.place):
        return (("card", action.card),)
    if isinstance(action, A.MoveCube):
        return (("card", action.src),)
    if isinstance(action, A.ElderTrade):
        return tuple(("card", c) for c in action.cards)
    if isinstance(action, A.RefreshPlace):
        return (("drawn", action.card), ("place", action.row, action.col))
    return ()


def _kind(part: Hashable) -> str:
    """What a picked part is: "card", "drawn" or "place"."""
    return str(part[0]) if isinstance(part, tuple) and part else ""


@register_scene("voice")
class VoiceTable(ComposingTable):
    game_id = "voice"
    frame_positions = ("minute", "placing")
    MODES = ("open", "entry", "drawn")  # what stands below the field: nothing, the word entry, the drawn cards

    def enter(self, session: Any = None, clock: Any = None, start_minute: bool = False, **kwargs: Any) -> None:
        self.art = VoiceArt(self.app)
        self.builder: ActionBuilder | None = None
        self.used = ScrollList("", "icon-log", newest_last=False)
        self._board: tuple[Any, Scoreboard] | None = None
        self.mode = "open"
        self.start_composing(session, clock)
        super().enter(session)
        if start_minute:
            self.on_item("start", "start")

    # -- the declaration: regions and zones ----------------------------------------------
    def regions(self) -> Sequence[Region]:
        """The sidebar always; below the field either the word entry, the drawn cards, or nothing (then the
        field takes the height and the choices stand in a row under the prompt)."""
        n = len(self.session.seats)
        score_h = 76 + 42 * n
        used_y = 74 + score_h + 8
        log_y = used_y + 118 + 8
        out = [
            Region("top", 16, 8, 690, 58, "left", "top"),
            Region("ring", 716, 4, 64, 64, "left", "top"),
            Region("toolbar", 1010, 12, 254, 40, "right", "top"),
            Region("score", 880, 74, 384, score_h, "right", "top"),
            Region("used", 880, used_y, 384, 118, "right", "top"),
            Region("log", 880, log_y, 384, 708 - log_y, "right", "top", grow_h=1.0),
        ]
        if self.mode == "open":
            return out + [
                Region("field", 16, 74, 848, 500, "left", "top", grow_w=1.0, grow_h=1.0),
                Region("prompt", 16, 582, 848, 56, "left", "bottom", grow_w=1.0),
                Region("actions", 16, 646, 848, 62, "left", "bottom", grow_w=1.0),
            ]
        out += [
            Region("field", 16, 74, 848, 394, "left", "top", grow_w=1.0, grow_h=1.0),
            Region("prompt", 16, 476, 848, 56, "left", "bottom", grow_w=1.0),
            Region("actions", 652, 542, 212, 166, "left", "bottom"),
        ]
        if self.mode == "drawn":
            return out + [
                Region("drawn_label", 24, 542, 616, 24, "left", "bottom"),
                Region("drawn", 24, 570, 616, 138, "left", "bottom"),
            ]
        return out + [
            Region("word", 24, 542, 616, 56, "left", "bottom"),
            Region("own_label", 24, 602, 176, 22, "left", "bottom"),
            Region("own", 24, 626, 176, 82, "left", "bottom"),
            Region("keys", 212, 604, 428, 104, "left", "bottom"),
        ]

    def _mode_for(self, view: VoiceView) -> str:
        if (
            self._composing(view)
            and not self._hidden(view)
            and self.entry is not None
            and (self._mode() == "private" or self.table_minute_over)
        ):
            return "entry"
        if view.phase == REFRESH_PLACE and view.my_drawn and self.my_turn():
            return "drawn"
        return "open"

    def layout(self) -> None:
        actions = self.zone("actions")
        assert isinstance(actions, ChoiceBar)
        actions.vertical = self.mode != "open"
        super().layout()

    def build_zones(self) -> Sequence[Zone]:
        art = self.art
        return (
            GridZone("field", art, item_ratio=CARD_RATIO, max_item_w=100, gap=6),
            RowZone("drawn", art, item_ratio=CARD_RATIO, max_item_w=84, align="left"),
            RowZone("word", art, item_ratio=1.25, max_item_w=44, align="left"),
            RowZone("own", art, item_ratio=CARD_RATIO, max_item_w=52, align="left"),
            RowZone("keys", art, item_ratio=1.1, max_item_w=34, rows=3, align="left"),
            ChoiceBar("actions", self._draw_choice, max_w=280, vertical=True, max_h=40),
            ChoiceBar("start", self._draw_choice, max_w=300),
        )

    # -- reading the game ------------------------------------------------------------------
    def _names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def _colours(self) -> list[int]:
        return [s.colour for s in self.session.seats]

    # -- filling the zones from the view -----------------------------------------------------
    def fill(self, view: VoiceView, legal: list[Any]) -> None:
        self._sync_minute(view)
        self._sync_entry(view)
        mode = self._mode_for(view)
        if mode != self.mode:  # regions follow what stands below the field (laid out again, then filled)
            self.mode = mode
            self.table_layout = Layout(self.regions())
            self.layout()
            return
        if legal != (self.builder.legal if self.builder is not None else None):
            self.builder = ActionBuilder(legal, parts, self._explain) if legal else None
        self.used.title = self.app.t("voice.ui.used_words", n=len(view.used_words))
        names = self._names()
        self.used.set_lines([f"{u.word} · {names[u.seat]}" for u in view.used_words])  # shown newest first
        self._fill_field(view)
        self._fill_entry(view)
        self._fill_drawn(view)
        self._fill_actions(view, legal)
        self._fill_start(view)
        if self.entry is not None and self._typing():
            self._text_input(True)

    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        return IllegalAction("voice.ui.not_a_target")

    def _fill_field(self, view: VoiceView) -> None:
        zone = self.zone("field")
        if not self._field_shown(view):  # covered: nobody studies the field outside their own minute
            zone.set_items([])
            zone.magnify = 0.0
            return
        colours = self._colours()
        marks: dict[Hashable, set[str]] = {}
        composing = self.entry is not None and self._composing(view)
        if composing and self.entry is not None:
            for c in self.entry.assignment():
                if c is not None:
                    marks.setdefault(("card", c), set()).add(SELECTED)
            if self.selected_letter is not None and self.selected_letter < len(self.entry.letters):
                for c in self.entry.candidates(self.selected_letter):
                    marks.setdefault(("card", c), set()).add(LEGAL)
        elif self.builder is not None:
            pickable = self.builder.pickable()
            for p in self.builder.usable():
                if p in pickable and (_kind(p) != "place" or self.builder.picks):
                    marks.setdefault(p, set()).add(LEGAL)
            for p in self.builder.picks:
                marks.setdefault(p, set()).add(SELECTED)
            placing = view.placing
            if placing is not None and placing.todo and placing.seat == view.me and not placing.penalty:
                if any(isinstance(a, A.MoveCube) for a in self.builder.legal):
                    marks.setdefault(("card", placing.todo[0]), set()).add(TARGET)
        items = []
        for cell in view.field:
            cubes = cubes_face(cell.cubes, colours)
            face = ("cell", cell.label, cell.points, cubes) if cell.face_up else ("down", cubes)
            iid = ("card", cell.id)
            items.append(Item(iid, face, frozenset(marks.get(iid, ())), at=(cell.row, cell.col)))
        pending = view.pending
        if view.phase == REFRESH_PLACE and pending is not None and getattr(pending, "places", None):
            for r, c in pending.places:  # type: ignore[union-attr]
                place = ("place", r, c)
                items.append(Item(place, ("place",), frozenset(marks.get(place, ())), at=(r, c)))
        zone.set_items(items)
        # cards drawn small (a big field at a small window) show large under the mouse, cubes and all
        small = bool(zone.items) and zone.items[0].rect.w < self.app.px(60)
        zone.magnify = 2.2 if small else 0.0

    def _fill_entry(self, view: VoiceView) -> None:
        entry = self.entry if self._composing(view) and not self._hidden(view) else None
        if entry is None or (self._mode() == "table" and not self.table_minute_over):
            for zid in ("word", "own", "keys"):
                self.zone(zid).set_items([])
            return
        assignment = entry.assignment()
        labels = {s.card: s.label for s in entry.sources}
        owned = {s.card for s in entry.sources if s.own}
        tiles = []
        for i, letter in enumerate(entry.letters):
            card = assignment[i]
            sub = ("• " if card in owned else "") + labels.get(card, "") if card is not None else "?"
            marks = frozenset({SELECTED}) if i == self.selected_letter else frozenset()
            tiles.append(Item(("letter", i), ("tile", letter, sub, card is not None), marks))
        self.zone("word").set_items(tiles)
        own = [
            Item(
                ("own", s.card),
                ("card", s.label, s.points),
                frozenset({SELECTED}) if s.card in assignment else frozenset(),
            )
            for s in entry.sources
            if s.own
        ]
        self.zone("own").set_items(own)
        keys = [Item(("key", k), ("key", k)) for k in entry.keys() + [BACKSPACE]]
        self.zone("keys").set_items(keys)

    def _fill_drawn(self, view: VoiceView) -> None:
        zone = self.zone("drawn")
        if view.phase != REFRESH_PLACE or not view.my_drawn or not self.my_turn():
            zone.set_items([])
            return
        picks = self.builder.picks if self.builder is not None else []
        chosen = any(("drawn", c.id) in picks for c in view.my_drawn)

        def marks(card: int) -> frozenset[str]:
            if ("drawn", card) in picks:
                return frozenset({SELECTED, LEGAL})  # the chosen card glows and is outlined
            return frozenset() if chosen else frozenset({LEGAL})  # the others stay clickable, unmarked

        zone.set_items([Item(("drawn", c.id), ("card", c.label, c.points), marks(c.id)) for c in view.my_drawn])

    def _fill_actions(self, view: VoiceView, legal: list[Any]) -> None:
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        t = self.app.t
        choices: list[Choice] = []
        if self._table_minute_running(view):
            choices = [Choice("done", t("voice.ui.minute_done"))]  # under the prompt: the field stays in view
        elif self.entry is not None and self._composing(view) and not self._hidden(view):
            if self._mode() == "private" or self.table_minute_over:
                typing = self._typing()
                choices = [
                    Choice("submit", t("voice.ui.submit"), typing and bool(self.entry.letters)),
                    Choice("clear", t("voice.ui.clear"), typing and bool(self.entry.letters)),
                    Choice("noword", t("voice.ui.no_word"), typing),
                ]
                if self.overrule is not None:
                    choices.append(Choice("accept", t("voice.ui.accept_anyway"), typing))
        elif view.phase != COMPOSE:
            for a in legal:
                label = self._choice_label(a)
                if label is not None:
                    choices.append(Choice(a, label))
        bar.set_choices(choices)

    def _choice_label(self, a: Any) -> str | None:
        t = self.app.t
        if isinstance(a, A.SkipCube):
            return t("voice.ui.skip_cube")
        if isinstance(a, A.LeaderCube):  # the rulebook's "may place": two plain choices, neither made for them
            return t("voice.ui.leader_cube" if a.place else "voice.ui.no_leader_cube")
        if isinstance(a, A.ElderDecline):
            return t("voice.ui.elder_decline")
        if isinstance(a, A.RemoveLine):
            return t("voice.ui.remove_line", axis=t(f"voice.axis.{a.axis}"))
        if isinstance(a, A.KeepField):
            return t("voice.ui.keep_field")
        return None

    def _fill_start(self, view: VoiceView) -> None:
        bar = self.zone("start")
        assert isinstance(bar, ChoiceBar)
        t = self.app.t
        bar.set_choices([Choice("start", t("voice.ui.start_minute"))] if self._hidden(view) else [])
        if bar.items:
            bar.place(self._dialog(view).buttons, self.app.px)

    def _dialog_text(self, view: VoiceView) -> str:
        key = "voice.ui.ready_private" if self._mode() == "private" else "voice.ui.ready_table"
        return self.app.t(key, name=self.name_of(view.me))

    def _dialog(self, view: VoiceView) -> P.Dialog:
        return P.dialog_rects(self.app, self.rect("field"), self._dialog_text(view), button_h=52)

    # -- clicks ---------------------------------------------------------------------------------
    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        view = self.view()
        if zone_id == "start":
            self._start_item(str(item_id))
        elif view.phase == COMPOSE:
            self._compose_item(zone_id, item_id)
        elif zone_id == "actions":
            self.act(item_id)
        elif self.builder is not None:
            self._pick(item_id)
        self.refresh()

    def _pick(self, part: Hashable) -> None:
        assert self.builder is not None
        pick = self.builder.pick(part)
        if not pick.accepted:
            self.refuse(pick.reason or self.app.t("voice.ui.not_a_target"))
            return
        action = pick.complete
        remaining = self.builder.remaining()
        if action is None and self.builder.picks and len(remaining) == 1 and isinstance(remaining[0], A.ElderTrade):
            action = remaining[0]  # the only group holding this card: no need to click the other two
        if action is not None:
            self.act(action)

    def refuse(self, refusal: IllegalAction | str) -> None:
        text = refusal if isinstance(refusal, str) else message(self.app.t, refusal.key, refusal.params)
        if self.entry is not None and self._composing(self.view()):
            self.problem = text  # in the panel over the entry, not a passing toast
            self.shake = 0.3
            self.app.sound.play("error")
            self.dirty = True
            return
        super().refuse(text)

    def refusal_text(self, refusal: IllegalAction) -> str:
        return message(self.app.t, refusal.key, refusal.params)

    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        done = super().act(action, holds)
        if done:
            self.app.sound.play("chime" if isinstance(action, (A.Compose, A.NoWord)) else "card")
        return done

    def pass_screen_args(self, seat: int) -> dict[str, Any]:
        return {"button_key": "voice.ui.pass_ready"}  # no hand to show: the next person is at the screen

    # -- keys -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.confirm_quiet(event):  # the press that closed a hold: the kit eats it, nothing here sees it
            super().handle(event)
            return
        if self.used.handle(event):
            self.dirty = True
            return
        if not self.flow.holds and self.flow.waiting_pass is None:
            if self._typing() and self._typing_event(event):
                self.dirty = True
                return
            if (
                event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and self.zone("start").items
                and self.focus_zone is None
            ):
                self.click_target("start", self.zone("start").items[0].id)
                return
        super().handle(event)

    # -- panels ---------------------------------------------------------------------------------
    def prompt(self, view: VoiceView) -> str:
        t = self.app.t
        if self.problem and self.entry is not None:
            return ""  # the refusal panel stands in the prompt's place
        seat = view.to_move
        if seat is None:
            return t(f"voice.phase.{view.phase}")
        name = self.name_of(seat)
        if view.phase == COMPOSE:
            if self.pending is not None:
                return t("voice.ui.checking")
            if self._composing(view):
                if self._table_minute_running(view):
                    return t("voice.ui.table_minute_running")
                if self._hidden(view):
                    return t("voice.ui.your_word", name=name)
                return t("voice.ui.typing", name=name)
            return t("voice.ui.composing", name=name)
        if not self.my_turn():
            return t("voice.ui.thinking", name=name)
        return self._move_prompt(view, name)

    def _move_prompt(self, view: VoiceView, name: str) -> str:
        t = self.app.t
        legal = self.builder.legal if self.builder is not None else []
        placing = view.placing
        if view.phase == PLACE and placing is not None:
            if placing.penalty:
                return t("voice.ui.prompt_penalty", name=name)
            if any(isinstance(a, A.MoveCube) for a in legal):
                return t("voice.ui.prompt_move", name=name) + " " + t("voice.ui.legend_move")
            return t("voice.ui.prompt_place", name=name, left=len(placing.todo))
        if any(isinstance(a, A.LeaderCube) for a in legal):
            return t("voice.ui.prompt_leader", name=name)
        if any(isinstance(a, A.ElderTrade) for a in legal):
            return t("voice.ui.prompt_elder", name=name)
        if any(isinstance(a, A.RefreshPlace) for a in legal):
            picked = self.builder is not None and any(_kind(p) == "drawn" for p in self.builder.picks)
            return t("voice.ui.prompt_refresh_place" if picked else "voice.ui.prompt_refresh_pick", name=name)
        if any(isinstance(a, (A.RemoveLine, A.RemoveCard)) for a in legal):
            return t("voice.ui.prompt_remove", name=name)
        return t(f"voice.phase.{view.phase}")

    def scoreboard(self, view: VoiceView) -> Scoreboard | None:
        if self._board is not None and self._board[0] is view:
            return self._board[1]
        t = self.app.t
        advanced = self.unit_key(view) == UNIT_POINTS  # letter points are counted, cards break ties
        columns = [
            Column(t("voice.ui.col_cubes"), legend=t("voice.ui.legend_cubes")),
            Column(
                t("voice.ui.col_cards"), legend=t("voice.ui.legend_cards_tie" if advanced else "voice.ui.legend_cards")
            ),
        ]
        if advanced:
            columns.append(Column(t("voice.ui.col_points"), legend=t("voice.ui.legend_points")))
        rows = []
        for i in range(view.seats):
            s = view.standings[i]
            values: list[Any] = [view.supply[i], s.cards] + ([s.points] if advanced else [])
            rows.append(Row(self.name_of(i), self.marker(i), values, view.to_move == i, self._note(view, i)))
        board = Scoreboard(columns, rows)
        self._board = (view, board)
        return board

    def unit_key(self, view: VoiceView) -> str:
        """What the game is won on, as `Outcome.unit_key` will say (rules.scoring): cards or letter points."""
        return UNIT_POINTS if view.variant == "advanced" else UNIT_CARDS

    def _note(self, view: VoiceView, seat: int) -> str:
        t = self.app.t
        if view.phase == COMPOSE and not view.composed[seat]:
            return t("voice.ui.writing") if view.to_move == seat else ""
        word = view.words[seat]  # the viewer's own word while composing; everyone's once revealed
        if word is None:
            return t("voice.ui.done") if view.phase == COMPOSE else ""
        if word.kind == "word":
            return word.word
        if word.reason in A.NOWORD_REASONS:
            return t(word.reason)
        return t(A.NOWORD_REFUSED)  # the judge's full reason is in the log; the row says it short

    def log_line(self, event: dict[str, Any]) -> str | None:
        return event_text(self.app.t, self._names(), event)

    # -- holds ----------------------------------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """Who takes which card after the last cube, and the field refreshed by someone else: kept in view
        until skipped, so the table never jumps straight to the next minute; with a person to act next
        they wait for that person's click (their Enter then closes the hold, never lands on what is next)."""
        kinds = {e.get("type") for e in events}
        holds = []
        if kinds & set(CONTROL_EVENTS):
            lines = [
                (e.get("seat"), text) for e in events if e.get("type") in CONTROL_LINES and (text := self.log_line(e))
            ]
            holds.append(
                Hold("control", (self.app.t("voice.ui.control_title"), lines), seconds=5.0, wait_for_person=True)
            )
        if "round_end" in kinds:
            first = next((e.get("seat") for e in events if e.get("type") == "refresh_place"), None)
            if first is not None and self.session.person_of(first) is None:
                lines = [
                    (e.get("seat"), text)
                    for e in events
                    if e.get("type") in REFRESH_LINES and (text := self.log_line(e))
                ]
                title = self.app.t("voice.ui.refresh_title")
                holds.append(Hold("refresh", (title, lines), seconds=4.0, wait_for_person=True))
        return holds

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        title, body = hold.data
        if hold.kind == "refused":
            lines = [(None, body), (None, self.app.t("voice.ui.refused_cost"))]
        else:
            lines = [(self.marker(seat) if isinstance(seat, int) else None, text) for seat, text in body]
        P.draw_hold_panel(surface, self.app, self.rect("field"), title, lines, self.app.t("voice.ui.hold_skip"))

    # -- drawing what the zones do not ------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: VoiceView) -> None:
        app = self.app
        t = app.t
        top = self.rect("top")
        half = top.h * 3 // 5
        draw_text(
            surface,
            app,
            t("voice.ui.round", round=view.round, name=self.name_of(view.first)),
            pygame.Rect(top.x, top.y, top.w, half),
            app.px(theme.TYPE_LEAD),
            theme.PARCHMENT,
            "bold",
            max_lines=1,
        )
        info = t(f"voice.phase.{view.phase}") + " · " + t("voice.ui.deck", deck=view.deck, discard=view.discard)
        draw_text(
            surface,
            app,
            info,
            pygame.Rect(top.x, top.y + half, top.w, top.h - half),
            app.px(theme.TYPE_SMALL),
            theme.PARCHMENT_SHADE,
            max_lines=1,
        )
        minute = self._shown_minute(view)
        if minute is not None:
            ring = self.rect("ring")
            draw_countdown(surface, app, minute, ring.center, ring.h // 2 - app.px(2))
        self.used.draw(surface, app, self.rect("used"))
        if self.zone("word").items or self.zone("keys").items:
            tray = self.rect("word").union(self.rect("keys")).union(self.rect("own")).inflate(app.px(12), app.px(8))
            P.draw_tray(surface, app, tray)
            if self.zone("own").items:
                P.draw_label(surface, app, self.rect("own_label"), t("voice.ui.your_cards"))
                pygame.draw.line(
                    surface,
                    theme.PARCHMENT_SHADE,
                    (self.rect("keys").x - app.px(6), self.rect("own").y),
                    (self.rect("keys").x - app.px(6), self.rect("own").bottom),
                    1,
                )
        if self.zone("drawn").items:
            P.draw_tray(surface, app, self.rect("drawn_label").union(self.rect("drawn")).inflate(app.px(12), app.px(8)))
            P.draw_label(surface, app, self.rect("drawn_label"), t("voice.ui.drawn_cards"))
        if self.zone("start").items:
            P.draw_dialog(surface, app, self._dialog(view), self._dialog_text(view))
        elif not self._field_shown(view) and self.flow.current_hold() is None:
            self._draw_covered(surface, view)
        if self.problem and self.entry is not None:
            P.draw_refusal(surface, app, self.rect("prompt").move(self._shake_offset(), 0), self.problem)

    def _draw_covered(self, surface: pygame.Surface, view: VoiceView) -> None:
        """The field under a cloth while somebody else writes, and why the cards are hidden."""
        t = self.app.t
        title = t("voice.ui.field_covered")  # who is writing: the prompt under the field says it
        note = t("voice.ui.field_covered_note") if self._mode() == "private" else ""
        P.draw_covered(surface, self.app, self.rect("field"), title, note)

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        style = "primary" if choice.id in ("submit", "start") else "secondary"
        P.draw_choice(surface, self.app, choice.label, rect, style, marks if choice.enabled else marks | {DIMMED})

    # -- bench and screenshots ----------------------------------------------------------------------
    @classmethod
    def bench_positions(cls) -> dict[str, Any]:
        from woods_desktop.games.voice import bench_table

        return bench_table.positions()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session

        return {"session": demo_session("voice", seed, seats=3, kinds=["human", "easy", "easy"], steps=3 + seed % 5)}


VoiceScene = VoiceTable  # the name the shell knew

__all__ = ["VoiceTable", "VoiceScene", "parts"]
