"""A game's table as a declaration: its areas, action slots, holds and wording, handed to the one
table scene.

A declaration is not a scene and cannot reach one: it reads its seat through `TableContext` (the
seat port, the app's words and drawing services, what is picked so far) and answers the kit's
questions: which recipe and sizes place its areas, what each area shows of the view, what clicking an
item means as a part of a legal action, what each action slot can do now, what the prompt and the log
say. Input, focus, holds, computers, undo, pass screens, toasts and the result hand-off are the kit's,
written once; no declaration overrides them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Generic, Hashable, Iterable, Mapping, Protocol, Sequence, TypeVar

import pygame

from woods_desktop.app.tween import Tweens
from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.action_bar import Slot, SlotState
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.pacing import Pacing
from woods_desktop.table.port import SeatInfo, TablePort
from woods_desktop.table.recipes import Sizes
from woods_desktop.table.scoreboard import Scoreboard
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.services import AppServices


@dataclass(frozen=True)
class Part:
    """A click that picks one part of a legal action (a card, a step of a path). `toggle=False` adds
    another copy of a part already picked (a second Fox 1) instead of taking the first back."""

    part: Hashable
    toggle: bool = True


@dataclass(frozen=True)
class Refuse:
    """A click that cannot do anything now, with the words saying why."""

    text: str


class Handled:
    """A click the table answered itself (a pick kept in its own state, another forest shown, a letter
    typed): the kit adds nothing. Its one value is `HANDLED`."""

    def __repr__(self) -> str:
        return "HANDLED"


HANDLED = Handled()

ViewT = TypeVar("ViewT")  # the game's own view (`WoodlandersView`): every hook of its declaration reads it typed
ViewT_co = TypeVar("ViewT_co", covariant=True)

# Part | Refuse | an action from the legal list (a game's own frozen dataclass) | HANDLED | None (the part takes
# no click now: the kit says so, so no click on the table goes unanswered)
Click = Part | Refuse | Handled | object | None
Fill = Callable[[ViewT, "ActionBuilder[object] | None"], Iterable[Item]]


@dataclass
class Area(Generic[ViewT]):
    """One area of the table: where it sits (a recipe place, or a place the declaration cuts from one),
    its zone (the kind of area and its art), how the view fills it, and what a click on an item means."""

    id: str
    place: str
    zone: Zone
    fill: Fill[ViewT] | None = None
    click: Callable[[Hashable], Click] | None = None
    enter_confirms: bool = False  # Enter on this area presses the default slot (Space still picks)
    anytime: bool = False  # looking, not playing (another player's forest tab): clicks work on any turn and
    # during a hold, which they leave in place (the final position can be looked over before the result)

    def __post_init__(self) -> None:
        if self.zone.id != self.id:
            raise ValueError(f"area {self.id!r} holds a zone named {self.zone.id!r}")


def _no_parts(action: object) -> tuple[Hashable, ...]:
    return ()


def _never(x: object) -> bool:
    return False


def _no_slot(action: object) -> str | None:
    return None


@dataclass(frozen=True)
class Picking(Generic[ViewT]):
    """How a table's clicks make legal actions, as data the kit's `ActionBuilder` reads: the common case of
    every game (parts picked one by one; the actions themselves say which, as `voice/moves.py` does)."""

    parts: Callable[[object], tuple[Hashable, ...]] = _no_parts  # what a player picks to make an action
    ordered: Callable[[ViewT], bool] = _never  # parts picked in order (a path, the pain Warden then trump)
    # why these picks cannot make one legal action (the engine's words); None: no reason given
    explain: Callable[[tuple[Hashable, ...]], IllegalAction | None] | None = None
    confirm: tuple[type, ...] = ()  # the actions (by type) a complete pick does not play: they wait for Play
    slot_of: Callable[[object], str | None] = _no_slot  # the action slot that makes an action (the hint marks it)
    # the kit's hint (H) asks the game's `GameHint` unless the toolbar has a "hint" slot of the game's own;
    # True: the hint marks an item whose id is one of its action's parts, without calling the area's click (a
    # click that does something besides naming a part: Voice's field adds a card to the word being written)
    marks_ids: bool = False
    # a guided step: the area its action's first click is in now (a display tile to take before its place;
    # None: the step's own area), and the items the action is made from when the clicks make no parts
    guide_area: Callable[[object], str | None] = _no_slot
    guide_marks: Callable[[object], tuple[Hashable, ...]] | None = None

    def guided_parts(self, action: object) -> tuple[Hashable, ...]:
        """What a guided step's action is made of on the table (its items carry the step's mark)."""
        return (self.guide_marks or self.parts)(action)


@dataclass(frozen=True)
class Turn:
    """What the table is after a change, as `TableDeclaration.on_change` says it: the kit reads it and never
    asks again in between, so no hook's answer depends on which was asked first."""

    layout: Hashable = None  # when this changes the places are cut again (the centre shows the Wardens)
    sizes: Sizes = field(default_factory=Sizes)  # the recipe's sizes for this layout
    slots: Mapping[str, SlotState] = field(default_factory=dict)  # each action slot's state; left out: hidden
    tools: Mapping[str, SlotState] = field(default_factory=dict)  # the game's toolbar buttons' states


class TableContext(Protocol[ViewT_co]):
    """What a declaration may read and ask of the table it is shown on (`TableContext[WoodlandersView]`: its
    views are the game's own)."""

    @property
    def app(self) -> AppServices:
        """Words (t), sizes (px), fonts, images, sound, toast."""
        ...

    options: dict[str, Any]  # what the table was opened with besides the session (a test's clock)

    @property
    def port(self) -> TablePort: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def builder(self) -> ActionBuilder[object] | None: ...

    @property
    def hold(self) -> Hold | None: ...

    @property
    def tweens(self) -> Tweens: ...

    def seats(self) -> tuple[SeatInfo, ...]: ...

    def view(self) -> ViewT_co:
        """The viewer's view, built once per change of the game or of the person at the screen."""

    def shown_view(self) -> ViewT_co:
        """The view as far as the table has shown it (`log_until`): the scoreboard's, and a caption's."""

    def name_of(self, seat: int | None) -> str: ...

    def short_name(self, seat: int | None) -> str:
        """The seat's name alone, for narrow columns (a scoreboard): the plates say where it is played."""
        ...

    def marker(self, seat: int) -> Callable[[pygame.Surface, tuple[int, int], int], None]: ...

    def rect(self, place: str) -> pygame.Rect: ...

    def score_place(self) -> tuple[pygame.Rect, bool]:
        """Where the scoreboard is drawn now, and whether with its legend (a lesson's panel may cover its foot)."""
        ...

    def zone(self, zone_id: str) -> Zone: ...

    def my_turn(self) -> bool: ...

    def table_display(self) -> bool:
        """Nobody plays at this screen (every hand is on a phone or another computer, or computers play alone):
        it is the table display, read from across the table; its holds go on by themselves, asking no click."""

    def act(self, action: object) -> bool: ...

    def refuse(self, refusal: IllegalAction | str) -> None: ...

    def push_hold(self, hold: Hold) -> None: ...

    def relayout(self) -> None: ...

    def refresh(self) -> None: ...

    def guided(self) -> object:
        """The action a lesson's step waits for from the person (None outside a lesson, or while no action of
        theirs is wanted): a table may show its order (a path's steps numbered) and read clicks toward it."""


class TableDeclaration(Generic[ViewT]):
    """Declare a table by setting the class fields and answering the questions below; `ViewT` is the game's
    view (`class WoodlandersTable(TableDeclaration[WoodlandersView])`), so every hook reads it typed."""

    game_id: ClassVar[str] = ""
    recipe: ClassVar[str] = "board_hand"
    # real seconds at least between two computers' (or the engine's) actions while people watch
    computer_gap_s: ClassVar[float] = 0.0
    shake_area: ClassVar[str | None] = None  # the area that shakes when a move is refused
    # the table display (nobody plays at this screen): the board's areas this many times larger, no hand, no
    # action bar (`recipes.for_display`); the declaration draws its own parts with `recipes.Zoomed`
    display_zoom: ClassVar[float] = 1.0
    frame_positions: ClassVar[tuple[str, ...]] = ()  # bench positions whose full redraw is timed
    drawn: ClassVar[tuple[str, ...]] = ()  # places the declaration draws itself (plates, captions)
    slots: ClassVar[Sequence[Slot]] = ()  # the action bar's slots, in their fixed order
    toolbar: ClassVar[Sequence[Slot]] = ()  # the game's own toolbar buttons (after Menu and Undo), in their order
    # places a tooltip must not cover besides the item and the prompt (the targets the prompt names)
    keep_clear: ClassVar[tuple[str, ...]] = ()
    picking: Picking[ViewT] = Picking()  # how clicks name parts of legal actions (set in `__init__` when it asks)
    pacing: Pacing = Pacing()  # holds, animations and a game's own clock (a table that animates sets its own)

    def __init__(self, ctx: TableContext[ViewT]) -> None:
        self.ctx = ctx
        self.app = ctx.app

    def toast_area(self) -> str | None:
        """The place toasts stand in now, or None: above the prompt (Voice: the log, while a word is written)."""
        return None

    def start(self, **options: object) -> None:
        """The options the table was opened with (a bench position or a screenshot opening with something
        picked), after the first look at the game."""

    # -- the one hook that changes the declaration's state ----------------------------------------
    def on_change(self, view: ViewT, legal: list[object]) -> Turn:
        """Asked first on every refresh (the game moved, another person at the screen, a pick, a hold came or
        went), before any area fills: the declaration follows the game here (what is in hand, the minute) and
        says what the table is now (`Turn`). Every other hook only reads."""
        return Turn()

    # -- where things are ------------------------------------------------------------------
    def places(self, rects: dict[str, pygame.Rect], view: ViewT) -> dict[str, pygame.Rect]:
        """Places cut from the recipe's (with `recipes.split_rows` and friends); merged over them."""
        return {}

    def art_ahead(self, view: ViewT) -> None:
        """After each layout: ask `ctx.app.images` (`warm`, `warm_icons`) for the pictures this layout will
        show later at the sizes it gives them (the task cards still in the deck), so the loop draws them in
        its spare time and the frame that first shows one does not stop to draw it."""

    def areas(self) -> Sequence[Area[ViewT]]:
        """Every area, bottom to top (hit-testing goes top-down). Built once per table."""
        return ()

    # -- what a slot does ------------------------------------------------------------------
    def on_slot(self, slot_id: str) -> None:
        """An action slot (or a toolbar button of the game's) was pressed."""

    def peek(self, slot_id: str) -> Hold | None:
        """A held slot pressed: the hold it shows while held (or for a few seconds after a click)."""
        return None

    # -- what the panels say ---------------------------------------------------------------
    def prompt(self, view: ViewT) -> str:
        return ""

    def scoreboard(self, view: ViewT) -> Scoreboard | None:
        """The scores as the table has shown them: the kit passes `ctx.shown_view()` (a card still sliding in,
        a finished trick or round held: the figures from before it)."""
        return None

    def log_line(self, event: dict[str, object]) -> str | None:
        return None

    def refusal_text(self, refusal: IllegalAction) -> str:
        text: str = self.app.t(refusal.key, **refusal.params)  # a `Sentence`: after a colon, it goes on in lower case
        return text

    def pass_screen_args(self, seat: int) -> dict[str, object]:
        return {}

    # -- drawing what the areas and panels do not ------------------------------------------
    def moving_rects(self) -> Sequence[pygame.Rect] | None:
        """Where everything that moves this frame is drawn (a card sliding in from its seat, a figure hopping):
        while something moves only these are drawn again, and sent to the screen. None: the whole table (a
        declaration that cannot say, or something moving across all of it)."""
        return None

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        """A hold on top of the table (a round summary)."""

    def draw_board(self, surface: pygame.Surface, view: ViewT) -> None:
        """Under the areas: seat plates, captions, the felt's markings."""

    def guide_spot(self, action: object) -> tuple[pygame.Rect, Sequence[pygame.Rect]] | None:
        """What on the step's area its words name, for `action` (the Wolf's house: the foot where the heroes
        gather), and the parts round it the arrow must not cross (the presents over that foot): the lesson's
        arrow ends there rather than at the area's edge. None: the area's edge, as for any step."""
        return None
