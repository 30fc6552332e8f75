"""The Woodlanders table, declared on the table kit: Wardens, the trick, D4-ST8's open hand, your hand.

What may be clicked comes from the legal actions through `ActionBuilder` (a 4 played alone, one suit at a
time, following suit all fall out of the legal list); why not, and why a pick replaced the selection,
comes from the engine's refusal. A finished trick and a finished round are holds that keep the finished
round on the table (from the log and the round history, never the next deal); "Last trick" is a hold
too, shown while the button or L is held down, or for a few seconds. The kit carries whose eyes,
computers, undo, the log and the result.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.woodlanders.art import CARD_RATIO, WARDEN_RATIO, CardArt, card_face
from woods_desktop.games.woodlanders.buttons import draw_button
from woods_desktop.games.woodlanders.plates import Shown, draw_header, draw_plate, draw_strip, draw_trump
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.view import LastTrick, RoundSummary, WoodlandersView
from woods_desktop.games.woodlanders.summary import draw_summary
from woods_desktop.games.woodlanders.text import cards_text, event_text, refusal_text, suit_name
from woods_desktop.games.woodlanders.trick import TrickZone, finished_trick
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, WINNER
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.layout import Layout, Region, seat_ring
from woods_desktop.table.panels import Column, Row, Scoreboard
from woods_desktop.table.scene import TableScene
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Choice, ChoiceBar, HandZone, Item, RowZone, Zone
from woods_desktop.ui.draw import darken, panel

TRICK_S = 2.5  # a finished trick nobody at the screen plays next to stays at least this long (real seconds)
PLAY_GAP_S = 0.25  # two computers' cards never land within the same quarter second, at any animation speed
PEEK_S = 3.0  # "Last trick" clicked: shown this long (real seconds); held down: until released
HELD_S = 0.35  # pressed longer than this counts as held down
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
FINISHED = ("trick", "summary", "last")  # holds that show a finished trick


@dataclass(frozen=True)
class Held:
    """What a hold keeps on the table: a finished trick, and the round it ended (if it ended one)."""

    trick: LastTrick | None
    summary: RoundSummary | None = None


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`: Wardens in order (pain, then trump), or cards."""
    if isinstance(action, ChooseWarden):
        return (("warden", action.suit),)
    if isinstance(action, DealerChoose):
        return (("warden", action.pain), ("warden", action.trump))
    if isinstance(action, Play):
        return tuple((c[0], c[1]) for c in action.cards)
    return ()


@register_scene("woodlanders")
class WoodlandersTable(TableScene):
    game_id = "woodlanders"
    frame_positions = ("mid_trick", "wardens", "robot_trick")
    shake_zone = "hand"
    computer_gap_s = PLAY_GAP_S

    def enter(self, session: Any = None, **kwargs: Any) -> None:
        self.art = CardArt(self.app)
        self.builder: ActionBuilder | None = None
        self.mode: tuple[str, str | None] = ("play", None)
        self.note = ""  # why the last pick replaced the selection
        self.peek: tuple[float, bool] | None = None  # (pressed at, still held down) while "Last trick" shows
        self._board: tuple[Any, Scoreboard] | None = None
        self._hold_id = 0
        self._totals: list[tuple[str, int, bool]] = []
        self._places: dict[int, str] = {}
        super().enter(session)

    # -- the declaration: regions and zones ---------------------------------------------------
    def regions(self) -> Sequence[Region]:
        """The sidebar, the header, the seats' plates around the centre (the trick or the Wardens), the
        viewer's strip, prompt, Play button and hand; D4-ST8's open hand beside its plate."""
        centre, robot = self.mode
        out = [
            Region("toolbar", 900, 12, 364, 40, "right", "top"),
            Region("score", 900, 60, 364, 244, "right", "top"),
            Region("log", 900, 312, 364, 396, "right", "top", grow_h=1.0),
            Region("status", 16, 8, 200, 56, "left", "top"),
            Region("trump", 16, 70, 200, 56, "left", "top"),
            Region("caption", 224, 436, 452, 28, "left", "top"),
            Region("seat_bottom", 16, 472, 700, 40, "left", "bottom"),
            Region("prompt", 16, 516, 700, 48, "left", "bottom"),
            Region("actions", 724, 472, 160, 88, "left", "bottom"),
            Region("hand", 16, 570, 868, 142, "left", "bottom", grow_w=1.0),
        ]
        if centre == "wardens":
            out += [
                Region("wardens_label", 224, 196, 452, 34, "left", "top"),
                Region("wardens", 236, 236, 428, 112, "left", "top"),
            ]
        else:
            out.append(Region("trick", 224, 140, 452, 290, "left", "top"))
        plates = {"top": (352, 8, 196, 124), "left": (16, 140, 196, 150), "right": (688, 140, 196, 150)}
        if robot == "top":
            plates["top"] = (224, 8, 160, 124)
            out.append(Region("robot", 392, 8, 284, 124, "left", "top"))
        elif robot in ("left", "right"):
            x = plates[robot][0]
            plates[robot] = (x, 140, 196, 64)
            out.append(Region("robot", x, 210, 196, 220, "left", "top"))
        out += [Region(f"seat_{p}", *box, "left", "top") for p, box in plates.items()]  # type: ignore[arg-type]
        return out

    def build_zones(self) -> Sequence[Zone]:
        art = self.art
        return (
            TrickZone("trick", art, item_ratio=CARD_RATIO, max_item_w=64),
            RowZone("wardens", art, item_ratio=WARDEN_RATIO, max_item_w=96),
            RowZone("robot", art, item_ratio=CARD_RATIO, max_item_w=56, rows=3, focusable=False, magnify=2.6),
            HandZone("hand", art, item_ratio=CARD_RATIO, max_item_w=84),
            ChoiceBar("actions", self._draw_choice, max_w=160, vertical=True, max_h=52),
        )

    def layout(self) -> None:
        robot = self.zone("robot")
        assert isinstance(robot, RowZone)
        robot.rows = 2 if self.mode[1] == "top" else 3
        super().layout()

    # -- reading the game ---------------------------------------------------------------------
    def names(self) -> list[str]:
        return [self.name_of(i) for i in range(self.view().seats)]  # D4-ST8's seat included

    def held(self) -> Held | None:
        hold = self.flow.current_hold()
        return hold.data if hold is not None and hold.kind in FINISHED else None

    def shown(self, view: WoodlandersView) -> Shown:
        held = self.held()
        if held is not None and held.summary is not None:
            return Shown.finished(view, held.summary)
        return Shown.live(view)

    def _bottom(self) -> int:
        if self.viewer is not None:
            return self.viewer
        humans = [i for i, s in enumerate(self.session.seats) if s.human]
        return humans[0] if humans else 0

    def _mode_for(self, view: WoodlandersView) -> tuple[str, str | None]:
        self._places = seat_ring(view.seats, self._bottom())
        held = self.held()
        centre = "wardens" if view.phase in ("wardens", "dealer_choice") and held is None else "play"
        robot = self._places.get(view.robot_seat) if view.robot_seat is not None else None
        return centre, robot

    # -- filling the zones from the view --------------------------------------------------------
    def fill(self, view: WoodlandersView, legal: list[Any]) -> None:
        mode = self._mode_for(view)
        if mode != self.mode:  # regions follow the centre and where D4-ST8 sits (laid out again, then filled)
            self.mode = mode
            self.table_layout = Layout(self.regions())
            self.layout()
            return
        if legal != (self.builder.legal if self.builder is not None else None):
            ordered = view.phase in ("wardens", "dealer_choice")
            self.builder = ActionBuilder(legal, parts, self._explain, ordered=ordered) if legal else None
            self.note = ""
        held = self.held()
        self._fill_trick(view, held)
        self._fill_wardens(view)
        self._fill_robot(view, held)
        self._fill_hand(view, held)
        self._fill_actions(view)
        if "last" in self.buttons:
            self.buttons["last"].enabled = view.last_trick is not None or self.peek is not None
            self.buttons["last"].pressed = self.peek is not None  # looks held down while the last trick shows

    def _fill_trick(self, view: WoodlandersView, held: Held | None) -> None:
        zone = self.zone("trick")
        if held is not None:
            plays, winner = (held.trick.plays, held.trick.winner) if held.trick is not None else ((), None)
        else:
            plays, winner = view.trick, view.winning
        items = []
        self._totals = []
        for play in plays:
            place = self._places.get(play.seat, "bottom")
            marks = frozenset({WINNER}) if play.seat == winner else frozenset()
            for k, card in enumerate(play.cards):
                items.append(Item(("trick", play.seat, k), card_face(card), marks, at=(place, k, len(play.cards))))
            self._totals.append((place, play.total, play.seat == winner))
        zone.set_items(items)
        if isinstance(zone, TrickZone):
            zone.slide = lambda seat: self.tweens.value(f"play-{seat}")
            zone.origins = {
                place: self.rect("seat_bottom" if place == "bottom" else f"seat_{place}").center
                for place in self._places.values()
            }

    def _fill_wardens(self, view: WoodlandersView) -> None:
        zone = self.zone("wardens")
        if self.mode[0] != "wardens":
            zone.set_items([])
            return
        b = self.builder
        pickable = b.pickable() if b is not None else set()
        picks = b.picks if b is not None else []
        items = []
        for suit in view.wardens_left:
            iid = ("warden", suit)
            marks: frozenset[str] = frozenset()
            if iid in picks:
                marks = frozenset({SELECTED})
            elif b is not None:
                marks = frozenset({LEGAL}) if iid in pickable else frozenset({DIMMED})
            items.append(Item(iid, ("warden", suit, suit_name(self.app.t, suit)), marks))
        zone.set_items(items)
        self._keep_focus(zone)

    def _fill_robot(self, view: WoodlandersView, held: Held | None) -> None:
        zone = self.zone("robot")
        robot = view.robot_seat
        hand = view.hands[robot] if robot is not None and self.mode[1] is not None else None
        if not hand or (held is not None and held.summary is not None):
            zone.set_items([])
            return
        t = self.app.t
        zone.set_items(
            [Item(("robot", i), card_face(c), tip=f"{suit_name(t, c[0])} {c[1]}") for i, c in enumerate(hand)]
        )

    def _fill_hand(self, view: WoodlandersView, held: Held | None) -> None:
        zone = self.zone("hand")
        if self.viewer is None or (held is not None and held.summary is not None):
            zone.set_items([])
            return
        b = self.builder if view.phase == "play" else None
        usable = b.usable() if b is not None else set()
        chosen = list(b.picks) if b is not None else []
        seen: dict[tuple[str, int], int] = {}
        items = []
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
                why = self.session.port(self.viewer).refusal(Play((part,)))
                tip = refusal_text(self.app.t, why) if why is not None else None
            items.append(Item((part[0], part[1], copy), card_face(card), marks, tip))
        zone.set_items(items)
        self._keep_focus(zone)

    @staticmethod
    def _keep_focus(zone: Zone) -> None:
        """Keyboard focus never rests on a dimmed item."""
        if zone.focus is not None and zone.focus not in zone.focusable_indexes():
            zone.move_focus(0)

    def _fill_actions(self, view: WoodlandersView) -> None:
        bar = self.zone("actions")
        assert isinstance(bar, ChoiceBar)
        if view.phase != "play" or self.builder is None:
            bar.set_choices([])
            return
        play = self.builder.complete()
        label = self.app.t("woodlanders.ui.play")
        if play is not None:
            label = self.app.t("woodlanders.ui.play_total", total=play.total)
        bar.set_choices([Choice("play", label, play is not None)])

    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        if picks and all(isinstance(p, tuple) and p and p[0] == "warden" for p in picks):
            return None
        return self.session.port(self.viewer).refusal(Play.of(p for p in picks if isinstance(p, tuple)))

    # -- clicks and keys ------------------------------------------------------------------------
    def on_item(self, zone_id: str, item_id: Hashable) -> None:
        if self.builder is None:
            return
        if zone_id == "actions":
            play = self.builder.complete()
            if play is None:
                self.refuse(self.app.t("woodlanders.err.no_cards"))
            else:
                self.act(play)
            return
        if zone_id == "wardens":
            self._pick(item_id)
        elif zone_id == "hand" and isinstance(item_id, tuple):
            suit, value, copy = item_id
            part = (suit, value)
            self._pick(part, toggle=copy < self.builder.picks.count(part))
        self.refresh()

    def _pick(self, part: Hashable, toggle: bool = True) -> None:
        assert self.builder is not None
        pick = self.builder.pick(part, toggle=toggle)
        self.note = ""
        if not pick.accepted:
            self.refuse(pick.reason or self.app.t("woodlanders.err.no_cards"))
            return
        if pick.dropped and pick.reason is not None:
            self.note = self.app.t("woodlanders.ui.replaced", reason=self.refusal_text(pick.reason))
            self.app.toast(self.note, "info")
        if pick.complete is not None and not isinstance(pick.complete, Play):
            self.act(pick.complete)  # a Warden (or the dealer's two) needs no Play button
            return
        self.app.sound.play("click")

    def act(self, action: Any, holds: Sequence[Hold] = ()) -> bool:
        done = super().act(action, holds)
        if done:
            self.app.sound.play("card")
        return done

    def refusal_text(self, refusal: IllegalAction) -> str:
        return refusal_text(self.app.t, refusal)

    def handle(self, event: pygame.event.Event) -> None:
        if self._handle_peek(event):
            self.dirty = True
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in ENTER_KEYS
            and not self.flow.holds
            and not self.confirm_quiet(event)  # the Enter that closed a hold (even "Last trick") plays nothing
            and self.builder is not None
            and self.builder.complete() is not None
            and self.zone("actions").items
        ):
            focused = self.zones[self.focus_zone].id if self.focus_zone is not None else "hand"
            if focused in ("hand", "actions"):
                self.click_target("actions", "play")  # Enter plays a complete selection; Space picks a card
                return
        super().handle(event)

    def _handle_peek(self, event: pygame.event.Event) -> bool:
        """ "Last trick" is a hold: shown while the button or L is held down, or for a few seconds."""
        button = self.buttons.get("last")
        down = (event.type == pygame.KEYDOWN and event.key == pygame.K_l) or (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and button is not None
            and button.enabled
            and button.rect.collidepoint(event.pos)
        )
        up = (event.type == pygame.KEYUP and event.key == pygame.K_l) or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek is not None and self.peek[1]
        )
        if down:
            self.peek_last(held=True)
            return True
        if up:
            if self.peek is not None and time.monotonic() - self.peek[0] >= HELD_S:
                self.end_peek()
            elif self.peek is not None:
                self.peek = (self.peek[0], False)  # a click: it stays for a few seconds
            return True
        return False

    def peek_last(self, held: bool = False) -> None:
        view = self.view()
        if self.peek is not None or view.last_trick is None or self.flow.holds or self.flow.waiting_pass is not None:
            return
        self.peek = (time.monotonic(), held)
        self.flow.hold([Hold("last", Held(view.last_trick), seconds=None)])
        self.refresh()

    def end_peek(self) -> None:
        if self.peek is None:
            return
        self.peek = None
        hold = self.flow.current_hold()
        if hold is not None and hold.kind == "last":
            self.flow.skip_hold()
        self.refresh()

    def extra_buttons(self) -> Sequence[tuple[str, str, Any, str]]:
        return (("last", self.app.t("woodlanders.ui.last_trick"), self.peek_last, "icon-turn"),)

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        hold = self.flow.current_hold()
        if self.peek is not None:
            if hold is None or hold.kind != "last":
                self.peek = None
                self.refresh()
            elif not self.peek[1] and time.monotonic() - self.peek[0] >= PEEK_S:
                self.end_peek()
        hold = self.flow.current_hold()
        if id(hold) != self._hold_id:  # one hold gave way to the next (a trick, then the round summary)
            self._hold_id = id(hold)
            self.refresh()
        return moving

    # -- holds ----------------------------------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """A finished trick until it has been seen, then (when it ended the round) the round's summary until
        the person goes on; both show the finished round, not the next deal. The trick waits for a click when
        a person played its last card or plays next (hot-seat too); between computers alone it stays at least
        TRICK_S, whatever the animation speed."""
        every = self.session.port(self.viewer).events()
        base = len(every) - len(events)
        view = self.view()
        ended = next((e for e in events if e.get("type") == "round_end"), None)
        summary = next((h for h in view.round_history if ended is not None and h.round == ended["round"]), None)
        holds: list[Hold] = []
        trick = None
        for k, e in enumerate(events):
            if e.get("type") == "trick":
                trick = finished_trick(every, base + k)
                last = trick.plays[-1].seat if trick is not None and trick.plays else None
                if last is not None and self.session.person_of(last) is not None:
                    holds.append(Hold("trick", Held(trick, summary), seconds=None))
                else:
                    held = Held(trick, summary)
                    holds.append(Hold("trick", held, seconds=TRICK_S, least=TRICK_S, wait_for_person=True))
        if summary is not None:
            holds.append(Hold("summary", Held(trick, summary), seconds=None))
        return holds

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") == "play":
                self.tweens.start(f"play-{e['seat']}", 0.0, 1.0, theme.ANIM_MOVE + 0.1)
        if any(e.get("type") == "round_end" for e in events):
            self.app.sound.play("chime")

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        if hold.kind != "summary":
            return  # a finished trick lies in the centre, captioned
        summary = hold.data.summary
        rect = self.rect("seat_left").union(self.rect("seat_right")).union(self.rect("prompt"))
        n = len(summary.scores)
        draw_summary(
            surface,
            self.app,
            self.art,
            rect,
            summary,
            [self.name_of(i) for i in range(n)],
            [self.marker(i) for i in range(n)],
            self.app.t("woodlanders.ui.summary_next"),
        )

    # -- panels -----------------------------------------------------------------------------------
    def prompt(self, view: WoodlandersView) -> str:
        t = self.app.t
        hold = self.flow.current_hold()
        if hold is not None:
            return t("woodlanders.ui.hold_skip") if hold.kind != "last" else t("woodlanders.ui.last_hint")
        seat = view.to_move
        if view.phase == "over" or seat is None:
            return t("woodlanders.log.game_end")
        name = self.name_of(seat)
        if not self.my_turn():
            if self.viewer is None and not any(s.human for s in self.session.seats):
                return t("woodlanders.ui.watching")
            key = (
                "woodlanders.ui.waiting_warden"
                if view.phase in ("wardens", "dealer_choice")
                else "woodlanders.ui.waiting"
            )
            return t(key, name=name)
        if view.phase == "wardens":
            if view.variant == "three-player":
                return t("woodlanders.ui.choose_warden_three", name=name)
            last = len(view.wardens_left) == 2
            return t("woodlanders.ui.choose_warden_last" if last else "woodlanders.ui.choose_warden", name=name)
        if view.phase == "dealer_choice":
            picked = self.builder is not None and bool(self.builder.picks)
            if picked:
                suit = suit_name(t, self.builder.picks[0][1])  # type: ignore[union-attr, index]
                return t("woodlanders.ui.choose_trump", name=name, suit=suit)
            return t("woodlanders.ui.choose_pain_dealer", name=name)
        if self.note:
            return self.note
        play = self.builder.complete() if self.builder is not None else None
        if play is not None:
            return t("woodlanders.ui.ready_play", cards=cards_text(t, play.cards), total=play.total)
        return t("woodlanders.ui.hint_play")

    def scoreboard(self, view: WoodlandersView) -> Scoreboard | None:
        held = self.held()
        summary = held.summary if held is not None else None
        if self._board is not None and self._board[0][0] is view and self._board[0][1] is summary:
            return self._board[1]
        t = self.app.t
        columns = [
            Column(t("woodlanders.ui.col_round"), legend=t("woodlanders.ui.legend_round")),
            Column(t("woodlanders.ui.col_game"), legend=t("woodlanders.ui.legend_game")),
        ]
        shown = self.shown(view)  # a finished round while its trick or summary is held
        game = summary.game_points if summary is not None else view.game_points
        rows = []
        for i in range(view.seats):
            pain = shown.pain[i]
            note = (
                t("woodlanders.ui.pain", suit=suit_name(t, pain))
                if pain
                else (t("woodlanders.ui.no_pain") if i == view.robot_seat else "")
            )
            rows.append(Row(self.name_of(i), self.marker(i), [shown.scores[i], game[i]], shown.to_move == i, note))
        board = Scoreboard(columns, rows)
        self._board = ((view, summary), board)
        return board

    def log_line(self, event: dict[str, Any]) -> str | None:
        return event_text(self.app.t, self.names(), event)

    # -- drawing what the zones do not --------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        shown = self.shown(view)
        draw_header(surface, app, self.rect("status"), shown, self.name_of(shown.dealer))
        draw_trump(surface, app, self.rect("trump"), shown.trump)
        for seat, place in self._places.items():
            if place == "bottom":
                draw_strip(surface, app, self.rect("seat_bottom"), shown, seat, self.name_of(seat), self.marker(seat))
                continue
            draw_plate(
                surface,
                app,
                self.art,
                self.rect(f"seat_{place}"),
                shown,
                seat,
                self.name_of(seat),
                self.marker(seat),
                open_hand=seat == view.robot_seat and self.mode[1] == place,
            )
        if self.mode[0] == "wardens":
            area = self.rect("wardens_label").union(self.rect("wardens")).inflate(app.px(8), app.px(8))
            panel(surface, area, darken(theme.FELT, 0.3), app.px(14), 0)
            key = "woodlanders.ui.wardens_three" if view.variant == "three-player" else "woodlanders.ui.wardens_rule"
            draw_text(
                surface,
                app,
                app.t(key),
                self.rect("wardens_label"),
                app.px(theme.TYPE_SMALL),
                theme.PARCHMENT,
                "bold",
                align="center",
                valign="middle",
                max_lines=2,
            )
        if "robot" in self.table_layout.regions and self.zone("robot").items:
            area = self.rect("robot")
            panel(surface, area, darken(theme.FELT, 0.2), app.px(8), 0)
        self._draw_trick_text(surface, view)

    def _draw_trick_text(self, surface: pygame.Surface, view: WoodlandersView) -> None:
        app = self.app
        if "trick" not in self.table_layout.regions:
            return
        zone = self.zone("trick")
        assert isinstance(zone, TrickZone)
        spots = zone.play_rects()
        for place, total, winner in self._totals:
            cards = spots.get(place)
            if cards is None:
                continue
            box = pygame.Rect(0, 0, app.px(40), app.px(22))
            if place in ("left", "right"):
                box.midtop = (cards.centerx, cards.bottom + app.px(4))
            elif place == "top":
                box.midleft = (cards.right + app.px(6), cards.centery)
            else:
                box.midright = (cards.left - app.px(6), cards.centery)
            pygame.draw.rect(surface, theme.AMBER if winner else theme.FELT_DARK, box, border_radius=app.px(8))
            draw_text(
                surface,
                app,
                str(total),
                box,
                app.px(theme.TYPE_BODY),
                theme.WHITE,
                "bold",
                align="center",
                valign="middle",
                max_lines=1,
            )
        held = self.held()
        caption = ""
        if held is not None and held.trick is not None:
            caption = app.t("woodlanders.ui.last_trick_won", name=self.name_of(held.trick.winner))
        elif view.trick and view.winning is not None:
            caption = app.t("woodlanders.ui.winning", name=self.name_of(view.winning))
        elif view.phase == "play" and view.to_move is not None:
            caption = app.t("woodlanders.ui.to_lead", name=self.name_of(view.to_move))
        if caption:
            draw_text(
                surface,
                app,
                caption,
                self.rect("caption"),
                app.px(theme.TYPE_BODY),
                theme.AMBER,
                "bold",
                align="center",
                valign="middle",
                max_lines=1,
            )

    def _draw_choice(self, surface: pygame.Surface, choice: Choice, rect: pygame.Rect, marks: frozenset[str]) -> None:
        draw_button(surface, self.app, choice.label, rect, marks)

    # -- bench and screenshots ---------------------------------------------------------------------
    @classmethod
    def bench_positions(cls) -> dict[str, Any]:
        from woods_desktop.games.woodlanders import bench_table

        return bench_table.positions()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session

        # One person and three computers: with two or more people the table waits behind the pass screen.
        return {
            "session": demo_session("woodlanders", seed, kinds=["human", "easy", "normal", "hard"], steps=10 + seed % 7)
        }


WoodlandersScene = WoodlandersTable  # the name the shell knew

__all__ = ["WoodlandersTable", "WoodlandersScene", "parts"]
