"""What the Voice table's areas show: the field, the word being written, your own cards, the letter
keys, the drawn cards and the used words, filled from the view (and the composer while a word is written).

Three small zones add what the kit's zones do not: the field shows a hovered card large inside the
field only (never over the round's title or the prompt), the word row takes the typing, and the used
words are a scrolling list that is an area like any other.
"""

from __future__ import annotations

from typing import Callable, Hashable, Iterable

import pygame

from woods_desktop.games.voice.art import BACKSPACE, cubes_face
from woods_desktop.games.voice.composing import Composer
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import REFRESH_PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, TARGET
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.panels import ScrollList
from woods_desktop.table.zone_kinds import ChoiceBar, GridZone, RowZone
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.services import AppServices

Listener = Callable[[pygame.event.Event], bool]


def kind(part: Hashable) -> str:
    """What a picked part is: "card", "drawn" or "place"."""
    return str(part[0]) if isinstance(part, tuple) and part else ""


class FieldZone(GridZone):
    """The field; a card drawn small shows large under the pointer, kept inside the field."""

    magnified: pygame.Rect | None = None  # where the large card went last (tests read it)

    def draw_magnified(self, surface: pygame.Surface, bounds: pygame.Rect) -> None:
        self.magnified = None
        if not self.magnify or self.hover is None or self.art is None:
            return
        it = self.item(self.hover)
        if it is None:
            return
        w = min(round(it.rect.w * self.magnify), self.rect.w, int(self.rect.h / self.item_ratio))
        big = pygame.Rect(0, 0, w, round(w * self.item_ratio))
        big.midbottom = (it.rect.centerx, it.rect.top - self.scale_px(8))
        if big.top < self.rect.top:
            big.midtop = (it.rect.centerx, it.rect.bottom + self.scale_px(8))
        big.clamp_ip(self.rect)
        self.magnified = big
        self.art.draw(surface, it.face, big, frozenset())


class Listened:
    """A zone that hears every event before the kit's keys (the kit offers each to every zone first)."""

    listener: Listener | None = None

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        return self.listener(event) if self.listener is not None else False


class TypingRow(Listened, RowZone):
    """The word's letter tiles; typed text, Backspace, Delete and Enter reach the composer through it."""


TEXT_KEYS = (pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DELETE)


def typing_event(composer: Composer, event: pygame.event.Event) -> bool:
    """Typed text, Backspace, Delete and Enter while the word may be typed; True when it was the word's."""
    if composer.entry is None or not composer.typing():
        return False
    if event.type == pygame.TEXTINPUT:
        composer.typed(event.text)
    elif event.type == pygame.KEYDOWN and event.key in TEXT_KEYS:
        if event.key == pygame.K_BACKSPACE:
            composer.backspace()
        elif event.key == pygame.K_DELETE:
            composer.clear()
        else:
            composer.submit()
    elif event.type == pygame.KEYDOWN:
        text = event.dict.get("unicode", "")
        # a typed character arrives as TEXTINPUT; it must not also move focus or press a card
        return isinstance(text, str) and bool(text) and text.isprintable()
    else:
        return False
    return True


def text_input(on: bool, rect: pygame.Rect | None = None) -> None:
    """The system's text input (and where its input-method window goes) while a word may be typed."""
    try:
        if on:
            pygame.key.start_text_input()
            if rect is not None:
                pygame.key.set_text_input_rect(rect)
        else:
            pygame.key.stop_text_input()
    except pygame.error:
        pass


class StartBar(Listened, ChoiceBar):
    """The button that starts the minute; Enter or Space starts it too."""


class UsedWords(Zone):
    """The words used so far, newest first; the wheel (or Shift+Page Up / Down) scrolls it when it overflows."""

    kind = "list"

    def __init__(self, zone_id: str, app: AppServices) -> None:
        super().__init__(zone_id, None, focusable=False)
        self.app = app
        self.list = ScrollList("", "icon-log", newest_last=False, page_keys=True, page_shift=True)

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        return self.list.handle(event)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        if self.rect.w > 1:
            self.list.draw(surface, self.app, self.rect)


def field_items(
    view: VoiceView, composer: Composer, b: ActionBuilder[object] | None, colours: list[int]
) -> Iterable[Item]:
    """The field's cards (and, while a drawn card is laid, its empty places), marked for what may be done."""
    if not composer.field_shown(view):  # covered: nobody studies the field outside their own minute
        return []
    marks: dict[Hashable, set[str]] = {}
    entry = composer.entry
    if entry is not None and composer.composing(view):
        for c in entry.assignment():
            if c is not None:
                marks.setdefault(("card", c), set()).add(SELECTED)
        i = composer.selected_letter
        if i is not None and i < len(entry.letters):
            for c in entry.candidates(i):
                marks.setdefault(("card", c), set()).add(LEGAL)
    elif b is not None:
        for p in b.pickable():
            if kind(p) != "place" or b.picks:
                marks.setdefault(p, set()).add(LEGAL)
        for p in b.picks:
            marks.setdefault(p, set()).add(SELECTED)
        placing = view.placing
        if placing is not None and placing.todo and placing.seat == view.me and not placing.penalty:
            if any(isinstance(a, A.MoveCube) for a in b.legal):
                marks.setdefault(("card", placing.todo[0]), set()).add(TARGET)
    items = []
    for cell in view.field:
        cubes = cubes_face(cell.cubes, colours)
        face = ("cell", cell.label, cell.points, cubes) if cell.face_up else ("down", cubes)
        iid = ("card", cell.id)
        items.append(Item(iid, face, frozenset(marks.get(iid, ())), at=(cell.row, cell.col)))
    pending = view.pending
    places = getattr(pending, "places", None) if view.phase == REFRESH_PLACE else None
    for r, c in places or ():
        place = ("place", r, c)
        items.append(Item(place, ("place",), frozenset(marks.get(place, ())), at=(r, c)))
    return items


def word_items(composer: Composer) -> Iterable[Item]:
    entry = composer.entry
    if entry is None:
        return []
    assignment = entry.assignment()
    labels = {s.card: s.label for s in entry.sources}
    owned = {s.card for s in entry.sources if s.own}
    tiles = []
    for i, letter in enumerate(entry.letters):
        card = assignment[i]
        sub = ("• " if card in owned else "") + labels.get(card, "") if card is not None else "?"
        marks = frozenset({SELECTED}) if i == composer.selected_letter else frozenset()
        tiles.append(Item(("letter", i), ("tile", letter, sub, card is not None), marks))
    return tiles


def own_items(composer: Composer) -> Iterable[Item]:
    entry = composer.entry
    if entry is None:
        return []
    assignment = entry.assignment()
    return [
        Item(
            ("own", s.card), ("card", s.label, s.points), frozenset({SELECTED}) if s.card in assignment else frozenset()
        )
        for s in entry.sources
        if s.own
    ]


def key_items(composer: Composer) -> Iterable[Item]:
    entry = composer.entry
    if entry is None:
        return []
    # the erase key with nothing to erase is dimmed: a click on it would do nothing
    erase = frozenset() if entry.letters else frozenset({DIMMED})
    return [Item(("key", k), ("key", k)) for k in entry.keys()] + [Item(("key", BACKSPACE), ("key", BACKSPACE), erase)]


def drawn_items(view: VoiceView, b: ActionBuilder[object] | None) -> Iterable[Item]:
    """The cards the first player drew in the refresh: the chosen one glows, the others stay clickable."""
    if view.phase != REFRESH_PLACE or not view.my_drawn:
        return []
    picks = b.picks if b is not None else []
    chosen = any(("drawn", c.id) in picks for c in view.my_drawn)

    def marks(card: int) -> frozenset[str]:
        if ("drawn", card) in picks:
            return frozenset({SELECTED, LEGAL})
        return frozenset() if chosen else frozenset({LEGAL})

    return [Item(("drawn", c.id), ("card", c.label, c.points), marks(c.id)) for c in view.my_drawn]
