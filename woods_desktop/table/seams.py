"""The table scene as each of its helpers sees it: one narrow Protocol per helper, naming only what it reads
and the commands it gives, never the whole scene.

The table scene (table_scene.py) is the one object that holds the table together; its helpers (the turn
keeper, the input, the painter, the kit's hint, the lesson's overlay, the held slots, the network presence
cards) were each handed the scene and could reach anything in it. Each now takes the scene as its own seam
below, so mypy says where a helper reaches further than its seam, and a reader sees at a glance what a
helper depends on. What the turn is (holds, pass screen, result) each reads through the turn state
(turn_state.py); tests/table/test_seams.py fails when a helper reaches into another object's private
fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable, Protocol, Sequence

import pygame

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.core.errors import IllegalAction
    from woods_desktop.table.action_bar import ActionBar
    from woods_desktop.table.declaration import TableDeclaration
    from woods_desktop.table.flow import TableFlow
    from woods_desktop.table.log_feed import LogFeed
    from woods_desktop.table.port import SeatInfo, TablePort
    from woods_desktop.table.presence import PresenceCards
    from woods_desktop.table.session import TableSession
    from woods_desktop.table.turn_state import Hold, HoldEnding, TurnReading, TurnState
    from woods_desktop.table.zones import Zone
    from woods_desktop.ui.services import AppServices

    Declaration = TableDeclaration[Any]  # the game's declaration, as the scene holds it (its view unknown here)

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


class AreaShown(Protocol):
    """An area (declaration.py's `Area`) as a helper reads it: where it is, its zone, how its clicks go."""

    @property
    def id(self) -> str: ...

    @property
    def zone(self) -> Zone: ...

    @property
    def click(self) -> Callable[[Hashable], object] | None: ...

    @property
    def anytime(self) -> bool: ...

    @property
    def enter_confirms(self) -> bool: ...


def looking_at(areas: Iterable[AreaShown], pos: tuple[int, int]) -> bool:
    """Whether `pos` is on an area for looking (`anytime`: another player's forest tab), which plays nothing and
    so answers whatever holds the table (a hold, a lesson's step waiting to be read)."""
    return any(a.anytime and a.zone.hit(pos) is not None for a in areas)


class FocusKeeper(Protocol):
    """The input as the turn keeper and the lesson use it: what a hold uncovers starts with nothing chosen."""

    def drop_focus(self) -> None: ...

    def close_hold(self) -> None: ...


class PointerShown(Protocol):
    """The input as the painter reads it: where the keyboard's focus and the pointer are."""

    @property
    def focus_zone(self) -> int | None: ...

    @property
    def pointer(self) -> tuple[int, int]: ...

    @property
    def tips_quiet(self) -> bool: ...


class HasPresence(Protocol):
    """The turn keeper as the input and the painter reach it: the network game's presence cards."""

    @property
    def presence(self) -> PresenceCards: ...


class GuideShown(Protocol):
    """The lesson's overlay as the painter reads it: its state and where its panel and target are."""

    @property
    def active(self) -> bool: ...

    @property
    def finished(self) -> bool: ...

    @property
    def waiting(self) -> bool: ...

    @property
    def panel_rect(self) -> pygame.Rect: ...

    def target_rect(self) -> pygame.Rect | None: ...


class HintShown(Protocol):
    """The kit's hint as the painter reads it: what the prompt says while a hint is asked."""

    def prompt(self) -> str | None: ...


class Redrawn(Protocol):
    """What every helper may ask of the table: its places, a redraw, reading the game again."""

    dirty: bool

    @property
    def rects(self) -> dict[str, pygame.Rect]: ...

    def refresh(self) -> None: ...


class PresenceTable(Redrawn, Protocol):
    """The table as the network presence cards (presence.py) see it."""

    @property
    def app(self) -> AppServices: ...

    @property
    def session(self) -> TableSession: ...

    @property
    def tools(self) -> ActionBar: ...

    def refuse(self, refusal: IllegalAction | str) -> None: ...

    def short_name(self, seat: int | None) -> str: ...

    def marker(self, seat: int) -> Marker: ...


class TurnTable(PresenceTable, Protocol):
    """The table as the turn keeper (turns.py) sees it: the flow and the turn state it advances, the focus it
    drops, the pass screen's words and the result it opens (through the App's scene stack)."""

    @property
    def app(self) -> App: ...

    @property
    def flow(self) -> TableFlow: ...

    @property
    def turn_state(self) -> TurnState: ...

    @property
    def input(self) -> FocusKeeper: ...

    @property
    def decl(self) -> Declaration: ...

    def after_change(self) -> None: ...

    def seats(self) -> Sequence[SeatInfo]: ...


class HeldTable(Redrawn, Protocol):
    """The table as the held slots (held_slots.py) see it: the bars, the turn (a hold put away), a hold to show."""

    @property
    def turn_state(self) -> HoldEnding: ...

    @property
    def bar(self) -> ActionBar: ...

    @property
    def tools(self) -> ActionBar: ...

    @property
    def decl(self) -> Declaration: ...

    def press(self, slot_id: str, held: bool = False) -> None: ...

    def push_hold(self, hold: Hold) -> None: ...


class InputTable(HeldTable, Protocol):
    """The table as its input (input.py) sees it: zones to hover, focus and click, the log to scroll, the
    presence cards that may refuse a press, and the commands a press gives."""

    @property
    def zones(self) -> Sequence[Zone]: ...

    @property
    def areas(self) -> Sequence[AreaShown]: ...

    @property
    def log(self) -> LogFeed: ...

    @property
    def turns(self) -> HasPresence: ...

    def click_target(self, zone_id: str, item_id: Hashable) -> None: ...

    def open_pause(self) -> None: ...


class PaintedTable(Redrawn, Protocol):
    """The table as its painter (painting.py) sees it: what it draws and what it draws from; the turn read
    only, the region it changed said back (`drawn_region`)."""

    drawn_region: pygame.Rect | None

    @property
    def app(self) -> AppServices: ...

    @property
    def decl(self) -> Declaration: ...

    @property
    def turn_state(self) -> TurnReading: ...

    @property
    def session(self) -> TableSession: ...

    @property
    def input(self) -> PointerShown: ...

    @property
    def zones(self) -> Sequence[Zone]: ...

    @property
    def bar(self) -> ActionBar: ...

    @property
    def tools(self) -> ActionBar: ...

    @property
    def log(self) -> LogFeed: ...

    @property
    def turns(self) -> HasPresence: ...

    @property
    def guiding(self) -> GuideShown: ...

    @property
    def hint(self) -> HintShown: ...

    @property
    def shake(self) -> float: ...

    @property
    def note(self) -> str: ...

    @property
    def viewer(self) -> int | None: ...

    def view(self) -> object: ...

    def shown_view(self) -> object: ...

    def my_turn(self) -> bool: ...

    def kept_clear(self) -> list[pygame.Rect]: ...

    def score_place(self) -> tuple[pygame.Rect, bool]: ...


class HintTable(Protocol):
    """The table as the kit's hint (hinting.py) sees it: whose turn and view, the seat port to ask, the
    declaration's parts to mark."""

    @property
    def app(self) -> AppServices: ...

    @property
    def decl(self) -> Declaration: ...

    @property
    def session(self) -> TableSession: ...

    @property
    def port(self) -> TablePort: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def game_id(self) -> str: ...

    def view(self) -> object: ...

    def my_turn(self) -> bool: ...

    def refresh(self) -> None: ...


class GuidedTable(Redrawn, Protocol):
    """The table as a lesson's overlay (guiding.py, guide_panel.py, guide_arrow.py) sees it: the areas and
    bars a step points at, the hold a step keeps, the flow's pause it restarts, a press it refuses."""

    @property
    def app(self) -> AppServices: ...

    @property
    def session(self) -> TableSession: ...

    @property
    def decl(self) -> Declaration: ...

    @property
    def game_id(self) -> str: ...

    @property
    def areas(self) -> Sequence[AreaShown]: ...

    @property
    def bar(self) -> ActionBar: ...

    @property
    def tools(self) -> ActionBar: ...

    @property
    def flow(self) -> TableFlow: ...

    @property
    def turn_state(self) -> HoldEnding: ...

    @property
    def input(self) -> FocusKeeper: ...

    def refuse(self, refusal: IllegalAction | str) -> None: ...

    def kept_clear(self) -> list[pygame.Rect]: ...

    def score_least(self) -> pygame.Rect | None: ...
