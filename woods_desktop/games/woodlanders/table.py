"""The Woodlanders table, declared: Wardens, the trick, D4-ST8's open hand, your hand, one Play slot.

What may be clicked comes from the legal actions through the kit's picking (a 4 played alone, one
suit at a time, following suit all fall out of the legal list); why not comes from the engine. A
finished trick and a finished round are holds that keep the finished round on the table (from the log
and the round history, never the next deal); "Last trick" is a held toolbar slot.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Sequence, cast

import pygame

from woods_desktop.app import theme
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.woodlanders.art import CARD_RATIO, WARDEN_RATIO, CardArt, card_face
from woods_desktop.games.woodlanders.pacing import WoodlandersPacing
from woods_desktop.games.woodlanders.plates import Shown, draw_header, draw_plate, draw_strip, draw_trump
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.view import RoundSummary, WoodlandersView
from woods_desktop.games.woodlanders.seating import SIZES, ZOOM, cut_places, display_app
from woods_desktop.games.woodlanders.summary import draw_summary, summary_rect
from woods_desktop.games.woodlanders.text import event_text, refusal_text, suit_name
from woods_desktop.games.woodlanders.trick import TRICK_S, Held, TrickZone, draw_totals
from woods_desktop.games.woodlanders.wording import caption_text, prompt, scoreboard, summary_go_on
from woods_desktop.table.action_bar import Slot, SlotState
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, WINNER
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.declaration import Area, Part, Picking, TableContext, TableDeclaration, Turn
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import seat_ring
from woods_desktop.table.register import register_table
from woods_desktop.table.scoreboard import Scoreboard
from woods_desktop.table.text import draw_text
from woods_desktop.table.zone_kinds import HandZone, RowZone
from woods_desktop.table.zones import Item
from woods_desktop.ui.draw import DRAW_MARGIN, darken, in_clip, panel

PLAY_GAP_S = 0.25  # two computers' cards never land within the same quarter second, at any animation speed
FINISHED = ("trick", "summary", "last")  # holds that show a finished trick


def parts(action: object) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`: Wardens in order (pain, then trump), or cards."""
    if isinstance(action, ChooseWarden):
        return (("warden", action.suit),)
    if isinstance(action, DealerChoose):
        return (("warden", action.pain), ("warden", action.trump))
    if isinstance(action, Play):
        return tuple((c[0], c[1]) for c in action.cards)
    return ()


def _choosing(view: WoodlandersView) -> bool:
    return view.phase in ("wardens", "dealer_choice")


class WoodlandersTable(TableDeclaration[WoodlandersView]):
    game_id = "woodlanders"
    recipe = "board_hand"
    computer_gap_s = PLAY_GAP_S
    shake_area = "hand"
    display_zoom = ZOOM
    frame_positions = ("mid_trick", "wardens", "robot_trick")
    pacing: WoodlandersPacing
    drawn = ("header", "trump", "seat_bottom", "seat_top", "seat_left", "seat_right", "caption", "wardens_label")
    slots = (Slot("play", "woodlanders.ui.play", default=True),)
    toolbar = (Slot("last", "woodlanders.ui.last_trick", "icon-turn", key=pygame.K_l, held=True),)

    def __init__(self, ctx: TableContext[WoodlandersView]) -> None:
        super().__init__(ctx)
        self.art = CardArt(self.app)
        self.places_of: dict[int, str] = {}  # seat -> its place in the ring
        self._board: tuple[tuple[WoodlandersView, RoundSummary | None], Scoreboard] | None = None
        # the pain Warden, then trump, in order; a Warden (or the dealer's two) needs no Play button
        self.picking = Picking(parts, _choosing, self._explain, confirm=(Play,))
        self.pacing = WoodlandersPacing(self)

    def on_change(self, view: WoodlandersView, legal: list[object]) -> Turn:
        """Who sits where (the person at the screen at the bottom), and the Play and Last trick buttons."""
        bottom = self.ctx.viewer
        if bottom is None:
            bottom = next((i for i, s in enumerate(self.ctx.seats()) if s.human), 0)
        self.places_of = seat_ring(view.seats, bottom)
        robot = self.places_of.get(view.robot_seat) if view.robot_seat is not None else None
        layout = self._centre(view), robot, tuple(sorted(self.places_of.items()))
        return Turn(layout, SIZES, {"play": self._play_state(view)}, {"last": self._last_state(view)})

    # -- where things are ------------------------------------------------------------------------

    def _centre(self, view: WoodlandersView) -> str:
        return "wardens" if view.phase in ("wardens", "dealer_choice") and self.held() is None else "trick"

    def places(self, rects: dict[str, pygame.Rect], view: WoodlandersView) -> dict[str, pygame.Rect]:
        robot = self.places_of.get(view.robot_seat) if view.robot_seat is not None else None
        wardens, display = self._centre(view) == "wardens", self.ctx.table_display()
        return cut_places(rects, self.places_of, robot, wardens, self.app.px, self.app.fonts, display)

    def areas(self) -> Sequence[Area[WoodlandersView]]:
        art = self.art
        robot = RowZone(
            "robot", art, item_ratio=CARD_RATIO, max_item_w=56, rows=3, fit_rows=True, focusable=False, magnify=2.6
        )
        wardens = RowZone("wardens", art, item_ratio=WARDEN_RATIO, max_item_w=96, rows=2, fit_rows=True)
        hand = HandZone("hand", art, item_ratio=CARD_RATIO, max_item_w=84)
        return (
            Area("trick", "trick", TrickZone("trick", art, item_ratio=CARD_RATIO, max_item_w=64), self._fill_trick),
            Area("wardens", "wardens", wardens, self._fill_wardens, Part),  # a Warden's id is the part
            Area("robot", "robot", robot, self._fill_robot),
            Area("hand", "hand", hand, self._fill_hand, self._click_card, enter_confirms=True),
        )

    # -- reading the game --------------------------------------------------------------------------
    def held(self) -> Held | None:
        hold = self.ctx.hold
        if hold is not None and hold.kind == "over":  # the game's last trick stays on the table
            last = self.ctx.view().last_trick
            return Held(last) if last is not None else None
        return hold.data if hold is not None and hold.kind in FINISHED else None

    def shown(self, view: WoodlandersView) -> Shown:
        """The header and plates: the live round or the held one, its piles and scores as far as the table has
        shown them (a card still sliding in, a finished trick held: the figures from before it; the round's
        summary up: the round's own)."""
        held = self.held()
        summary = held.summary if held is not None else None
        shown = Shown.finished(view, summary) if summary is not None else Shown.live(view)
        return shown if self.summary_up() is not None else shown.scored(self.ctx.shown_view())

    def summary_up(self) -> RoundSummary | None:
        """The round summary the table shows now (its hold stands), else None."""
        hold = self.ctx.hold
        return hold.data.summary if hold is not None and hold.kind == "summary" else None

    def flying(self) -> bool:
        return self.pacing.flying()

    def names(self) -> list[str]:
        return [self.ctx.name_of(i) for i in range(len(self.ctx.seats()))]

    # -- what a click means -------------------------------------------------------------------------
    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        if picks and all(isinstance(p, tuple) and p and p[0] == "warden" for p in picks):
            return None
        return self.ctx.port.refusal(Play.of(p for p in picks if isinstance(p, tuple)))

    def _click_card(self, item_id: Hashable) -> Part | None:
        b = self.ctx.builder
        if b is None or not isinstance(item_id, tuple):
            return None
        suit, value, copy = item_id
        return Part((suit, value), toggle=copy < b.picks.count((suit, value)))

    def _play_state(self, view: WoodlandersView) -> SlotState:
        b = self.ctx.builder
        if view.phase != "play" or b is None:
            return SlotState(False, reason=self.app.t("woodlanders.ui.play_not_now"))
        play = b.complete()
        if not isinstance(play, Play):
            return SlotState(False, reason=self.app.t("woodlanders.err.no_cards"))
        return SlotState(True, self.app.t("woodlanders.ui.play_total", total=play.total))

    def on_slot(self, slot_id: str) -> None:
        b = self.ctx.builder
        play = b.complete() if b is not None else None
        if slot_id == "play" and play is not None and self.ctx.act(play):
            self.app.sound.play("card")

    def _last_state(self, view: WoodlandersView) -> SlotState:
        peeking = self.ctx.hold is not None and self.ctx.hold.kind == "last"
        reason = self.app.t("woodlanders.ui.no_last_trick")
        return SlotState(view.last_trick is not None or peeking, reason=reason, pressed=peeking)

    def peek(self, slot_id: str) -> Hold | None:
        view = self.ctx.view()
        return Hold("last", Held(view.last_trick), seconds=None) if view.last_trick is not None else None

    # -- filling the areas from the view --------------------------------------------------------------
    def _fill_trick(self, view: WoodlandersView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        held = self.held()
        if held is not None:
            plays, winner = (held.trick.plays, held.trick.winner) if held.trick is not None else ((), None)
        else:
            plays, winner = view.trick, view.winning
        if self.flying():
            winner = self.ctx.shown_view().winning  # the card still on its way wins nothing yet
        zone = self.ctx.zone("trick")
        if isinstance(zone, TrickZone):
            zone.slide = lambda seat: self.ctx.tweens.value(f"play-{seat}")
            zone.origins = {
                place: self.ctx.rect("seat_bottom" if place == "bottom" else f"seat_{place}").center
                for place in self.places_of.values()
            }
            zone.totals = [(self.places_of.get(p.seat, "bottom"), p.total, p.seat == winner) for p in plays]
        for play in plays:
            place = self.places_of.get(play.seat, "bottom")
            marks = frozenset({WINNER}) if play.seat == winner else frozenset()
            for k, card in enumerate(play.cards):
                yield Item(("trick", play.seat, k), card_face(card), marks, at=(place, k, len(play.cards)))

    def _fill_wardens(self, view: WoodlandersView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        if self._centre(view) != "wardens":
            return
        pickable = b.pickable() if b is not None else set()
        picks = b.picks if b is not None else []
        for suit in view.wardens_left:
            iid = ("warden", suit)
            marks: frozenset[str] = frozenset()
            if iid in picks:
                marks = frozenset({SELECTED})
            elif b is not None:
                marks = frozenset({LEGAL}) if iid in pickable else frozenset({DIMMED})
            yield Item(iid, ("warden", suit, suit_name(self.app.t, suit)), marks)

    def _fill_robot(self, view: WoodlandersView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        robot = view.robot_seat
        held = self.held()
        if robot is None or robot not in self.places_of or (held is not None and held.summary is not None):
            return
        zone = self.ctx.zone("robot")
        if isinstance(zone, RowZone):
            zone.rows = 2 if self.places_of[robot] == "top" else 3  # a wide strip above, a column beside
        t = self.app.t
        for i, c in enumerate(view.hands[robot] or ()):
            yield Item(("robot", i), card_face(c), tip=f"{suit_name(t, c[0])} {c[1]}")

    def _fill_hand(self, view: WoodlandersView, b: ActionBuilder[object] | None) -> Iterable[Item]:
        held = self.held()
        if self.ctx.viewer is None or (held is not None and held.summary is not None):
            return
        b = b if view.phase == "play" else None
        usable = b.usable() if b is not None else set()
        chosen = list(b.picks) if b is not None else []
        seen: dict[tuple[str, int], int] = {}
        for card in view.hand:
            part = (card[0], int(card[1]))
            copy = seen.get(part, 0)
            seen[part] = copy + 1
            marks: frozenset[str] = frozenset()
            tip = None
            if copy < chosen.count(part):
                marks = frozenset({SELECTED})
            elif b is not None and part not in usable:
                marks = frozenset({DIMMED})
                why = self.ctx.port.refusal(Play((part,)))
                tip = refusal_text(self.app.t, why) if why is not None else None
            yield Item((part[0], part[1], copy), card_face(card), marks, tip)

    def moving_rects(self) -> Sequence[pygame.Rect] | None:
        """Only the cards of a play slide (from the seat's plate into the trick); nothing else moves."""
        return cast(TrickZone, self.ctx.zone("trick")).sliding_rects()

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        if hold.kind != "summary":
            return  # a finished trick lies in the centre, captioned
        summary = hold.data.summary
        rect = summary_rect(self.ctx.rect("board"), self.ctx.rect("prompt"))
        n = len(summary.scores)
        names = [self.ctx.name_of(i) for i in range(n)]
        markers = [self.ctx.marker(i) for i in range(n)]
        last = self.ctx.port.is_over()  # the last round's summary leads to the game's end, not another round
        draw_summary(surface, self.app, self.art, rect, summary, names, markers, summary_go_on(self.ctx, last))

    # -- panels ----------------------------------------------------------------------------------------------
    def prompt(self, view: WoodlandersView) -> str:
        return prompt(self.ctx, view, self.held() is not None)

    def scoreboard(self, view: WoodlandersView) -> Scoreboard | None:
        """`view`: as far as the table has shown it (the kit's `shown_view`), so a trick's points wait for its
        cards to land and its hold to go, and the round's points (the Game column) for its summary."""
        summary = self.summary_up()
        if self._board is None or self._board[0][0] is not view or self._board[0][1] is not summary:
            shown = Shown.finished(view, summary) if summary is not None else Shown.live(view)
            self._board = ((view, summary), scoreboard(self.ctx, view, shown, summary))
        return self._board[1]

    def log_line(self, event: dict[str, Any]) -> str | None:
        return event_text(self.app.t, self.names(), event)

    def refusal_text(self, refusal: IllegalAction) -> str:
        return refusal_text(self.app.t, refusal)

    # -- drawing what the areas do not ---------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app, ctx = display_app(self.app, self.ctx), self.ctx
        shown, m = self.shown(view), app.px(DRAW_MARGIN)
        if in_clip(surface, ctx.rect("header"), m):  # (a frame drawn only where a card slides skips the rest)
            draw_header(surface, app, ctx.rect("header"), shown, ctx.name_of(shown.dealer))
        if in_clip(surface, ctx.rect("trump"), m):
            draw_trump(surface, app, ctx.rect("trump"), shown.trump)
        robot_place = self.places_of.get(view.robot_seat) if view.robot_seat is not None else None
        summary_up = ctx.hold is not None and ctx.hold.kind == "summary"  # it covers the plates (and the dealer's tab)
        for seat, place in self.places_of.items():
            if summary_up or not in_clip(surface, ctx.rect(f"seat_{place}"), m):
                continue
            name, marker = ctx.name_of(seat), ctx.marker(seat)
            if place == "bottom" and not ctx.table_display():
                draw_strip(surface, app, ctx.rect("seat_bottom"), shown, seat, name, marker)
            else:
                open_hand = seat == view.robot_seat and robot_place == place
                draw_plate(surface, app, self.art, ctx.rect(f"seat_{place}"), shown, seat, name, marker, open_hand)
        if self._centre(view) == "wardens":
            area = ctx.rect("wardens_label").union(ctx.rect("wardens")).inflate(app.px(8), app.px(8))
            panel(surface, area, darken(theme.FELT, 0.3), app.px(14), 0)
            key = "woodlanders.ui.wardens_three" if view.variant == "three-player" else "woodlanders.ui.wardens_rule"
            box = ctx.rect("wardens_label")
            size = app.px(theme.TYPE_SMALL)
            draw_text(surface, app, app.t(key), box, size, theme.PARCHMENT, "bold", "center", "middle", 3)
        if robot_place is not None and robot_place != "bottom":
            panel(surface, ctx.rect("robot"), darken(theme.FELT, 0.2), app.px(8), 0)
        flying = self.flying()  # a trick is not "won by" anyone while its last card is on its way
        caption = caption_text(self.ctx, ctx.shown_view() if flying else view, None if flying else self.held())
        if caption:
            box = ctx.rect("caption")
            size, lines = app.px(theme.TYPE_BODY), 1 if box.h < app.px(64) else 2  # in the status strip: two
            draw_text(surface, app, caption, box, size, theme.AMBER, "bold", "center", "middle", lines)
        draw_totals(surface, app, ctx.zone("trick"))


register_table("woodlanders", WoodlandersTable, "woods_desktop.games.woodlanders.bench_table")

__all__ = ["Held", "TRICK_S", "WoodlandersTable", "parts"]
