"""The trick in the middle of the table: each play lies on the side of the seat that made it.

`TrickZone` places items at `at=(place, k, n)` (the seat's place in the ring, the card's index in its
play, the play's size); `finished_trick` rebuilds a finished trick from the log, because the engine
clears `last_trick` when it deals the next round and the table still shows that trick for a moment.
`finish_holds` makes the holds that keep a finished trick and a round's summary in view, and `shown_until`
says how far the log may read while they stand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from woods_desktop.app.tween import Tweens
from woods_desktop.games.woodlanders.rules.view import LastTrick, RoundSummary, TrickPlay, WoodlandersView
from woods_desktop.table.art import FaceArt
from woods_desktop.table.flow import Hold
from woods_desktop.table.zones import Zone
from woods_desktop.ui.services import AppServices

TRICK_S = 2.5  # a finished trick only computers played to stays at least this long (real seconds)

# where each place's play lies in the zone (fractions of its width and height)
SPOTS = {
    "bottom": (0.5, 0.77),
    "top": (0.5, 0.23),
    "left": (0.2, 0.5),
    "right": (0.8, 0.5),
    "top-left": (0.3, 0.23),
    "top-right": (0.7, 0.23),
}
TRICK_ENDS = ("trick", "deal", "warden", "dealer_choice")


class TrickZone(Zone):
    kind = "trick"

    def __init__(self, zone_id: str, art: FaceArt, item_ratio: float = 1.4, max_item_w: float = 64) -> None:
        super().__init__(zone_id, art, item_ratio, focusable=False)
        self.max_item_w = max_item_w
        self.slide: Callable[[int], float] | None = None  # a seat's play: 0 at its plate .. 1 in the trick
        self.origins: dict[str, tuple[int, int]] = {}  # where each place's cards come from
        self.totals: list[tuple[str, int, bool]] = []  # (place, the play's total, winning so far)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """Cards of a play just made slide in from the plate of the seat that played them."""
        if self.art is None:
            return
        for i, it in enumerate(self.items):
            rect = it.rect
            seat = it.id[1] if isinstance(it.id, tuple) else -1
            done = self.slide(seat) if self.slide is not None else 1.0
            origin = self.origins.get(it.at[0])
            if done < 1.0 and origin is not None:
                rect = pygame.Rect(it.rect)
                rect.center = (
                    round(origin[0] + (it.rect.centerx - origin[0]) * done),
                    round(origin[1] + (it.rect.centery - origin[1]) * done),
                )
            self.art.draw(surface, it.face, rect, self.shown_marks(i, it, has_focus))

    def sliding_rects(self) -> list[pygame.Rect]:
        """Where the cards still sliding in go, each from its seat's plate to its place (with its shadow)."""
        out = []
        for it in self.items:
            seat = it.id[1] if isinstance(it.id, tuple) else -1
            origin = self.origins.get(it.at[0])
            if origin is not None and self.slide is not None and self.slide(seat) < 1.0:
                start = pygame.Rect(it.rect)
                start.center = origin
                out.append(start.union(it.rect).inflate(it.rect.w // 2, it.rect.h // 2))
        return out

    def card_size(self) -> tuple[int, int]:
        w = min(self.scale_px(self.max_item_w), int(self.rect.h * 0.4 / self.item_ratio), self.rect.w * 2 // 11)
        return w, int(w * self.item_ratio)

    def arrange(self) -> None:
        w, h = self.card_size()
        offset = max(4, w // 3)
        for it in self.items:
            place, k, n = it.at
            fx, fy = SPOTS.get(place, (0.5, 0.5))
            cx, cy = self.rect.x + fx * self.rect.w, self.rect.y + fy * self.rect.h
            x0 = cx - (w + offset * (n - 1)) / 2
            it.rect = pygame.Rect(round(x0 + k * offset), round(cy - h / 2), w, h)

    def play_rects(self) -> dict[str, pygame.Rect]:
        """Each place's cards together (for the total shown under them)."""
        out: dict[str, pygame.Rect] = {}
        for it in self.items:
            place = it.at[0]
            out[place] = out[place].union(it.rect) if place in out else pygame.Rect(it.rect)
        return out


def draw_totals(surface: pygame.Surface, app: AppServices, zone: Zone) -> None:
    """Each play's total beside its cards, amber for the play winning the trick."""
    if not isinstance(zone, TrickZone):
        return
    from woods_desktop.app import theme
    from woods_desktop.table.text import draw_text

    spots = zone.play_rects()
    for place, total, winner in zone.totals:
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
        draw_text(surface, app, str(total), box, app.px(theme.TYPE_BODY), theme.WHITE, "bold", "center", "middle", 1)


def finished_trick(events: Sequence[dict[str, Any]], index: int) -> LastTrick | None:
    """The trick that the `trick` event at `events[index]` finished, from the plays logged before it."""
    end = events[index]
    if end.get("type") != "trick":
        return None
    plays: list[TrickPlay] = []
    for e in reversed(events[:index]):
        kind = e.get("type")
        if kind in TRICK_ENDS:
            break
        if kind == "play":
            cards = tuple((str(c[0]), int(c[1])) for c in e["cards"])
            plays.append(TrickPlay(int(e["seat"]), cards, int(e["total"])))
    plays.reverse()
    return LastTrick(
        tuple(plays),
        int(end["winner"]),
        tuple((str(c[0]), int(c[1])) for c in end["collected"]),
        tuple((str(c[0]), int(c[1])) for c in end.get("discarded", ())),
    )


@dataclass(frozen=True)
class Held:
    """What a hold keeps on the table: a finished trick, and the round it ended (if it ended one)."""

    trick: LastTrick | None
    summary: RoundSummary | None = None
    upto: int | None = None  # how many of the game's events it shows (the log says no more while it stands)


def finish_holds(
    events: Sequence[dict[str, Any]], every: Sequence[dict[str, Any]], view: WoodlandersView, human: Sequence[bool]
) -> list[Hold]:
    """The holds for `events` (the newest of `every`): each finished trick, then the summary of a round they end.
    A trick waits for a click when a person played a card to it or plays next; one only computers played to
    stays at least TRICK_S, whatever the animation speed. Each says how far into the log it has shown (the
    round's end and the next deal wait behind the trick)."""
    base = len(every) - len(events)
    end = next((k for k, e in enumerate(events) if e.get("type") == "round_end"), None)
    summary = next((h for h in view.round_history if end is not None and h.round == events[end]["round"]), None)
    holds: list[Hold] = []
    trick = None
    for k, e in enumerate(events):
        if e.get("type") == "trick":
            trick = finished_trick(every, base + k)
            held = Held(trick, summary, base + k + 1)
            if trick is not None and any(p.seat < len(human) and human[p.seat] for p in trick.plays):
                holds.append(Hold("trick", held, seconds=None))
            else:
                holds.append(Hold("trick", held, seconds=TRICK_S, least=TRICK_S, wait_for_person=True))
    if summary is not None and end is not None:
        holds.append(Hold("summary", Held(trick, summary, base + end + 1), seconds=None))
    return holds


def shown_until(landing: dict[int, int], tweens: Tweens, hold: Hold | None) -> int | None:
    """How many events the table has shown: none from a play whose cards still slide in (`landing`: seat -> its
    last play's index), none past what the hold shows."""
    limits = [i for seat, i in landing.items() if tweens.value(f"play-{seat}") < 1.0]
    if hold is not None and isinstance(hold.data, Held) and hold.data.upto is not None:
        limits.append(hold.data.upto)
    return min(limits) if limits else None
