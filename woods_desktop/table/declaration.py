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

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Generic, Hashable, Iterable, Protocol, Sequence, TypeVar

import pygame

from woods_desktop.app.tween import Tweens
from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.action_bar import Slot, SlotState
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.flow import Hold
from woods_desktop.table.panels import Scoreboard
from woods_desktop.table.port import SeatInfo, TablePort
from woods_desktop.table.recipes import Sizes
from woods_desktop.table.zones import Item, Zone


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
Fill = Callable[[ViewT, "ActionBuilder | None"], Iterable[Item]]


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


class TableContext(Protocol[ViewT_co]):
    """What a declaration may read and ask of the table it is shown on (`TableContext[WoodlandersView]`: its
    views are the game's own)."""

    app: Any  # words (t), sizes (px), fonts, images, sound, toast
    options: dict[str, Any]  # what the table was opened with besides the session (a test's clock)

    @property
    def port(self) -> TablePort: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def builder(self) -> ActionBuilder | None: ...

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
    # the kit's hint (H) asks the game's `GameHint` (its plugin's `hint_ref`, core/hint.py) unless the toolbar
    # has a "hint" slot of the game's own (Whispering Woods'); True: the hint marks an item whose id is one of
    # its action's parts, without calling the area's click (a click that does something besides naming a
    # part: Voice's field adds a card to the word being written)
    hint_marks_ids: ClassVar[bool] = False

    def __init__(self, ctx: TableContext[ViewT]) -> None:
        self.ctx = ctx
        self.app = ctx.app

    def start(self, **options: Any) -> None:
        """The options the table was opened with (a bench position or a screenshot opening with something
        picked), after the first look at the game."""

    # -- where things are ------------------------------------------------------------------
    def sizes(self, view: ViewT) -> Sizes:
        return Sizes()

    def layout_key(self, view: ViewT) -> Hashable:
        """When this changes the places are cut again (D4-ST8 sits elsewhere, the centre shows the Wardens)."""
        return None

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

    def slots(self) -> Sequence[Slot]:
        """The action bar's slots, in their fixed order."""
        return ()

    def toolbar(self) -> Sequence[Slot]:
        """The game's own toolbar buttons (after Menu and Undo), in their fixed order."""
        return ()

    # -- what a click means ----------------------------------------------------------------
    def parts(self, action: object) -> tuple[Hashable, ...]:
        """What a player picks to make `action`; () for an action made by a slot or a click alone."""
        return ()

    def ordered(self, view: ViewT) -> bool:
        """Parts picked in order (a path, the pain Warden then trump)."""
        return False

    def explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        """Why these picks cannot make one legal action (the engine's words)."""
        return None

    def confirm(self, action: object) -> bool:
        """Whether a complete pick waits for the default slot (Play) instead of being played at once."""
        return False

    def slot_states(self, view: ViewT, legal: list[Any]) -> dict[str, SlotState]:
        """Each action slot's state now; a slot left out is hidden (its place stays empty)."""
        return {}

    def toolbar_states(self, view: ViewT) -> dict[str, SlotState]:
        return {}

    def on_slot(self, slot_id: str) -> None:
        """An action slot (or a toolbar button of the game's) was pressed."""

    def hint_slot(self, action: object) -> str | None:
        """The action slot that makes `action`, for the kit's hint to mark (an action no item makes)."""
        return None

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

    def log_line(self, event: dict[str, Any]) -> str | None:
        return None

    def refusal_text(self, refusal: IllegalAction) -> str:
        text: str = self.app.t(refusal.key, **refusal.params)  # a `Sentence`: after a colon, it goes on in lower case
        return text

    def pass_screen_args(self, seat: int) -> dict[str, Any]:
        return {}

    # -- time and holds --------------------------------------------------------------------
    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """Holds that keep what just happened in view (a finished trick, a round summary)."""
        return []

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        """Sounds and animations for what just happened."""

    def log_until(self, hold: Hold | None) -> int | None:
        """How many of the game's events the table has shown (None: all of them): the log says nothing the table
        has not shown yet (a card still on its way, a round's end behind its last trick). Asked every frame."""
        return None

    def computer_delay(self, action: object) -> float:
        """Seconds into a computer's turn (at animation speed 1) before `action` is shown."""
        return 0.0

    def tick(self, dt: float) -> bool:
        """The game's own clock each frame (the word game's minute); True while something moves."""
        return False

    def on_pause(self) -> None:
        """The in-game menu opens over the table: a game's own clock stops (the word game's minute)."""

    def on_resume(self) -> None:
        """The table is on top again (the menu or a pass screen closed): a stopped clock goes on."""

    def hold_moves(self, hold: Hold) -> bool:
        """Whether a timed hold animates (then it is redrawn while it runs)."""
        return False

    def moving_rects(self) -> Sequence[pygame.Rect] | None:
        """Where everything that moves this frame is drawn (a card sliding in from its seat, a figure hopping):
        while something moves only these are drawn again, and sent to the screen. None: the whole table (a
        declaration that cannot say, or something moving across all of it)."""
        return None

    # -- drawing what the areas and panels do not ------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: ViewT) -> None:
        """Under the areas: seat plates, captions, the felt's markings."""

    def draw_hold(self, surface: pygame.Surface, hold: Hold) -> None:
        """A hold on top of the table (a round summary)."""

    def guide_area(self, action: object) -> str | None:
        """Where a lesson's step points while it waits for `action`: the area its first click is in now (a
        display tile to take before the place it goes to). None: the step's own area."""
        return None

    def guide_spot(self, action: object) -> tuple[pygame.Rect, Sequence[pygame.Rect]] | None:
        """What on the step's area its words name, for `action` (the Wolf's house: the foot where the heroes
        gather), and the parts round it the arrow must not cross (the presents over that foot): the lesson's
        arrow ends there rather than at the area's edge. None: the area's edge, as for any step."""
        return None

    def keep_clear(self) -> Sequence[pygame.Rect]:
        """Rectangles a tooltip must not cover besides the item and the prompt (the targets it names)."""
        return ()
