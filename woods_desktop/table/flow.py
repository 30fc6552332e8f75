"""The turn as every table runs it: whose eyes, computers, holds, undo, refusals, the end.

`TableFlow` holds no pygame state: it decides, each update, whether the
table is showing a hold (a finished trick, a round summary), waiting for the
pass screen, letting a computer or the engine act, waiting for the table's
joint decision, waiting for a person, waiting for a seat played elsewhere
(another computer of a network game, the host's computers), or finished.
The scene draws what it decides.

Whose eyes: the screen shows one seat's private view (`viewer`). It changes
when a person's seat is to move; the pass screen appears only when the
person at the screen changes *and* the new seat's view shows something
private (an owner field the spectator does not see), never otherwise.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from woods_desktop.core.controllers import COMPUTER, ELSEWHERE, ENGINE, PERSON, TABLE
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.views import owner_fields
from woods_desktop.table.runner import ComputerRunner

if TYPE_CHECKING:
    from woods_desktop.table.session import TableSession

THINK_S = 0.7  # a computer's move is shown no sooner than this (at animation speed 1)
UNWATCHED_HOLD_S = 3.0  # a hold that waits for a person goes on by itself when nobody plays at this screen
# a table display (nobody plays at this screen, people watch it from their phones or computers) keeps a hold
# at least this long (real seconds), and no longer once the game has moved on past it: it never lags behind
GLIMPSE_S = 1.5

HOLD = "hold"
PASS = "pass"
COMPUTER_TURN = "computer"
ENGINE_TURN = "engine"
TABLE_TURN = "table"
PERSON_TURN = "person"
ELSEWHERE_TURN = "elsewhere"
OVER = "over"


def _shown(value: Any) -> Any:
    """What a value puts on screen: None and empty containers alike show nothing (per seat, recursively)."""
    if isinstance(value, (tuple, list)):
        parts = tuple(_shown(v) for v in value)
        return None if all(p is None for p in parts) else parts
    if isinstance(value, (dict, set, frozenset, str)) and not value:
        return None
    return value


@dataclass
class Hold:
    """Something kept in view before play goes on; a click or a key skips it.
    `seconds` None waits for the person; the time runs at the animation speed.
    `least`: while people sit at the table it stays at least this many real seconds, whatever the
    animation speed (a finished trick must be seen, even with animations fast or off).
    `wait_for_person`: when a person is to act next it waits for their click instead of going on by
    itself (so their own key press is never the one that lands on what it uncovers).
    `final`: the table's own page for the end of the game (the Wolf's picture-book page): the kit's hold
    on the final position does not follow it, so one click goes from that page to the result."""

    kind: str
    data: Any = None
    seconds: float | None = 2.0
    left: float = field(default=0.0)
    least: float = 0.0
    wait_for_person: bool = False
    final: bool = False
    shown: float = field(default=0.0)  # real seconds on screen so far
    at: int = field(default=-1)  # how many actions the game had when the hold was queued (`TableFlow.hold`)

    def __post_init__(self) -> None:
        self.left = self.seconds if self.seconds is not None else 0.0

    @property
    def progress(self) -> float:
        """How far a timed hold has run, 0 to 1 (an animation drawn through it); 1 for one that waits."""
        return min(1.0, max(0.0, 1.0 - self.left / self.seconds)) if self.seconds else 1.0


class TableFlow:
    def __init__(
        self,
        session: "TableSession",
        speed: Callable[[], float] = lambda: 1.0,
        delay: Callable[[Any], float] | None = None,
        gap: float = 0.0,
    ) -> None:
        self.session = session
        self.speed = speed
        # real seconds at least between two actions of computers or the engine while people watch, whatever
        # the animation speed (two computers' cards never land in the same glance)
        self.gap = gap
        # seconds (at animation speed 1) from the start of a computer's turn before its chosen action
        # may be shown: a move that carries its own moment (a word written 40 s into the minute)
        self.delay = delay
        self.runner = ComputerRunner()
        if session.bots:  # the computers' process is up and holds the bots before the first computer's turn
            ComputerRunner.warm(session.bots.values())
        self.holds: deque[Hold] = deque()
        self.waiting_pass: int | None = None
        self.thought = 0.0
        # seconds until the flow's next change it can foresee (a hold's end, a computer's answer shown at its
        # moment), as of the last update; None when it waits on what it cannot time (a computer thinking)
        self.wait_s: float | None = None
        self.undone = 0  # undos so far: the log is read afresh after one
        self.over_shown = False  # the final position was kept in view before the result
        self.viewer: int | None = self._first_viewer()
        self.seen_events = len(self.session.port(self.viewer).events())

    # whose eyes ------------------------------------------------------------------
    def _people(self) -> set[int]:
        return {p for i in range(len(self.session.seats)) if (p := self.session.person_of(i)) is not None}

    def people(self) -> bool:
        """Whether anybody at the screen plays (computers alone need nobody to click on)."""
        return bool(self._people())

    def watched(self) -> bool:
        """Whether people look at this screen: its own players, or a network game's (phones, joined computers)
        watching it as the table display, whose holds then stay on screen for real seconds."""
        # a game shown to people (a lost mission's winning line) is watched too
        return (
            self.people()
            or self.session.network is not None
            or self.session.local is not None
            and bool(self.session.local.shown)
        )

    def shared_screen(self) -> bool:
        """Two or more people take turns at this screen: what it shows for everyone (the log) is public."""
        return len(self._people()) >= 2

    def _first_viewer(self) -> int | None:
        seat: int | None = self.session.to_move
        if seat is not None and self.session.person_of(seat) is not None and len(self._people()) < 2:
            return seat
        for i in range(len(self.session.seats)):
            if self.session.person_of(i) is not None:
                return i if len(self._people()) < 2 else None
        return None

    def viewers_turn(self) -> bool:
        """The seat to move is the one on screen and a person's, with no pass screen or hold before it:
        the table's clicks are theirs to make."""
        seat = self.session.to_move
        if seat is None or seat != self.viewer or self.controller(seat) != PERSON:
            return False
        return self.waiting_pass is None and not self.holds

    def person_at_screen(self) -> int | None:
        person: int | None = self.session.person_of(self.viewer)
        return person

    def shows_private(self, seat: int) -> bool:
        """Does `seat`'s view show something a spectator does not see? An owner field that holds
        nothing for the seat (None or empty, where the spectator reads None) shows nothing."""
        view = self.session.port(seat).view()
        spectator = self.session.port(None).view()
        return any(_shown(getattr(view, f)) != _shown(getattr(spectator, f)) for f in owner_fields(type(view)))

    def controller(self, seat: int | None) -> str:
        if seat is None:
            return ENGINE
        if seat >= len(self.session.seats):
            return ENGINE
        return str(self.session.seats[seat].controller)

    def reveal(self, seat: int) -> None:
        """The pass screen was answered: show `seat`'s view."""
        self.viewer = seat
        self.waiting_pass = None

    # the turn ------------------------------------------------------------------------
    def update(self, dt: float) -> str:
        speed = self.speed()
        self.wait_s = None
        if self.holds:
            hold = self.holds[0]
            people, watched = bool(self._people()), self.watched()
            if hold.seconds is None and not people:
                hold.seconds = hold.left = UNWATCHED_HOLD_S  # nobody at this screen to click "next"
                hold.least = max(hold.least, UNWATCHED_HOLD_S if watched else 0.0)  # read from phones: real seconds
            waits = hold.wait_for_person and people and self.controller(self.session.to_move) == PERSON
            # a lesson's step waits to be read (its Next): what it explains stays in view meanwhile
            waits = waits or ((lesson := self.session.lesson) is not None and lesson.unread is not None)
            if hold.seconds is not None and not waits:
                hold.left -= dt * (speed if speed > 0 else 1e9)
                hold.shown += dt
                # the table display: the phones played on (the next trick's lead): what it holds gives way
                passed = not people and 0 <= hold.at < len(self.session.actions)
                late = hold.least - hold.shown if watched else 0.0
                due, done = max(hold.left / speed if speed > 0 else 0.0, late), hold.left <= 0 and late <= 0
                if passed:
                    glimpse = min(GLIMPSE_S, hold.least or GLIMPSE_S) - hold.shown
                    due, done = min(due, glimpse), done or glimpse <= 0
                if done:
                    self.holds.popleft()
                else:
                    self.wait_s = due
            return HOLD
        if self.waiting_pass is not None:
            return PASS
        if self.session.port(None).is_over():
            return OVER
        seat = self.session.to_move
        kind = self.controller(seat)  # a seat of None is the engine's
        if kind == PERSON and seat is not None:
            if self.session.person_of(seat) != self.person_at_screen():
                if len(self._people()) >= 2 and self.shows_private(seat):
                    self.waiting_pass = seat
                    return PASS
                self.viewer = seat
            elif self.viewer != seat:
                self.viewer = seat  # the same person's other seat: no pass screen
            return PERSON_TURN
        if kind == TABLE:
            return TABLE_TURN
        if kind == ELSEWHERE:  # another computer (or the host) plays it: its move arrives through the port
            return ELSEWHERE_TURN
        pace = THINK_S / speed if speed > 0 else 0.0
        if self.gap and self._people():
            pace = max(pace, self.gap)
        self.thought += dt
        if kind == COMPUTER and seat is not None:
            key = (len(self.session.actions), seat)
            port = self.session.port(seat)
            bot = self.session.bots.get(seat)
            if bot is None:
                return COMPUTER_TURN
            if not self.runner.started(key):  # the view is built once per decision, not every frame
                self.runner.start(key, bot, port.view(), port.legal_actions())
            done, action = self.runner.poll(key)
            if done and self.thought >= max(pace, self.due(action, speed)):
                self.apply(action)
            elif done:
                self.wait_s = max(pace, self.due(action, speed)) - self.thought
            return COMPUTER_TURN
        legal = self.session.port(seat).legal_actions()
        if legal and self.thought >= pace:
            self.apply(legal[0])
        else:
            self.wait_s = pace - self.thought
        return ENGINE_TURN

    def due(self, action: Any, speed: float) -> float:
        """Seconds into the computer's turn at which `action` is shown (its own moment, at the speed)."""
        if self.delay is None or speed <= 0:
            return 0.0
        return max(0.0, self.delay(action)) / speed

    def turn_seconds(self) -> float:
        """How long the computer or engine to move has had its turn (at the real clock)."""
        return self.thought

    def busy_thinking(self) -> bool:
        return self.runner.busy()

    # actions -------------------------------------------------------------------------
    def apply(self, action: Any) -> IllegalAction | None:
        """A computer's or the engine's action (a person's goes through the table's port, then `acted`)."""
        return self.acted(self.session.apply(action))

    def acted(self, refusal: IllegalAction | None) -> IllegalAction | None:
        """An action was tried (its refusal, or None once played): a played one starts the next turn's clock."""
        if refusal is None:
            self.thought = 0.0
            self.runner.cancel()
        return refusal

    def new_events(self) -> list[dict[str, Any]]:
        """Events the viewer may see that arrived since the last call."""
        events = self.session.port(self.viewer).events()
        new = events[self.seen_events :]
        self.seen_events = len(events)
        return new

    def hold(self, holds: Sequence[Hold]) -> None:
        for h in holds:
            h.at = len(self.session.actions) if h.at < 0 else h.at
        self.holds.extend(holds)
        if any(h.final for h in holds):
            self.over_shown = True

    def hold_final(self, hold: Hold) -> None:
        """The final position kept in view before the result (once), until `hold` is clicked away."""
        self.over_shown = True
        self.hold([hold])

    def pause_anew(self) -> None:
        """The next computer's or the engine's move is shown after its own pause, counted from now."""
        self.thought = 0.0

    def skip_hold(self) -> bool:
        if self.holds:
            self.holds.popleft()
            return True
        return False

    def current_hold(self) -> Hold | None:
        return self.holds[0] if self.holds else None

    def can_undo(self) -> bool:
        """Undo is offered only to the person at the screen, on their own turn, when the
        session's policy allows it (never across another player, a reveal or a draw)."""
        seat = self.session.to_move
        if self.holds or self.waiting_pass is not None or seat is None:
            return False
        if self.controller(seat) != PERSON or self.session.person_of(seat) != self.person_at_screen():
            return False
        return bool(self.session.can_undo())

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        done = bool(self.session.undo())
        if done:
            self.undone += 1
            self.runner.cancel()
            self.seen_events = len(self.session.port(self.viewer).events())
        return done

    def restarted(self) -> None:
        self.undone += 1
        self.over_shown = False
        self.runner.cancel()
        self.holds.clear()
        self.waiting_pass = None
        self.thought = 0.0
        self.viewer = self._first_viewer()
        self.seen_events = len(self.session.port(self.viewer).events())
