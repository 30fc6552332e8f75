"""The turn as every table runs it: whose eyes, computers, holds, undo, refusals, the end.

`TableFlow` holds no pygame state: it decides, each update, whether the
table is showing a hold (a finished trick, a round summary), waiting for the
pass screen, letting a computer or the engine act, waiting for the table's
joint decision, waiting for a person, waiting for a seat played elsewhere
(another computer of a network game, the host's computers), or finished.
The scene draws what it decides. What the turn holds (the holds, the pass screen awaited) is the scene's
`TurnState` (turn_state.py), which the flow reads and changes through its commands.

Whose eyes: the screen shows one seat's private view (`viewer`). It changes
when a person's seat is to move; the pass screen appears only when the
person at the screen changes *and* the new seat's view shows something
private (an owner field the spectator does not see), never otherwise. Where
two or more people share the screen, a seat no person plays (a computer's,
the table's) is watched through the spectator's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from woods_desktop.core.controllers import COMPUTER, ELSEWHERE, ENGINE, PERSON, TABLE
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.views import owner_fields
from woods_desktop.table.runner import ComputerRunner
from woods_desktop.table.turn_state import Hold as Hold  # the games name it from here
from woods_desktop.table.turn_state import TurnState

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


def _shown(value: object) -> object:
    """What a value puts on screen: None and empty containers alike show nothing (per seat, recursively)."""
    if isinstance(value, (tuple, list)):
        parts = tuple(_shown(v) for v in value)
        return None if all(p is None for p in parts) else parts
    if isinstance(value, (dict, set, frozenset, str)) and not value:
        return None
    return value


def _people(session: "TableSession") -> set[int]:
    """The people who play at this screen (each by the number `person_of` gives)."""
    return {p for i in range(len(session.seats)) if (p := session.person_of(i)) is not None}


def first_viewer(session: "TableSession") -> int | None:
    """Whose eyes the table opens with: the one person's (their seat to move, else their first), or nobody's
    when two or more people share the screen (the pass screen comes before the first private view)."""
    alone = len(_people(session)) < 2
    seat: int | None = session.to_move
    if seat is not None and session.person_of(seat) is not None and alone:
        return seat
    for i in range(len(session.seats)):
        if session.person_of(i) is not None:
            return i if alone else None
    return None


class TableFlow:
    def __init__(
        self,
        session: "TableSession",
        turn: TurnState,
        speed: Callable[[], float] = lambda: 1.0,
        delay: Callable[[object], float] | None = None,
        gap: float = 0.0,
    ) -> None:
        self.session = session
        self.turn = turn  # the holds and the pass screen awaited live there; the flow decides when they change
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
        self.thought = 0.0
        # seconds until the flow's next change it can foresee (a hold's end, a computer's answer shown at its
        # moment), as of the last update; None when it waits on what it cannot time (a computer thinking)
        self.wait_s: float | None = None
        self.undone = 0  # undos so far: the log is read afresh after one
        self.viewer: int | None = first_viewer(session)
        self.seen_events = len(self.session.port(self.viewer).events())

    # whose eyes ------------------------------------------------------------------
    def _people(self) -> set[int]:
        return _people(self.session)

    def people(self) -> bool:
        """Whether anybody at the screen plays (computers alone need nobody to click on)."""
        return bool(self._people())

    def watched(self) -> bool:
        """Whether people look at this screen: its own players, or a network game's (phones, joined computers)
        watching it as the table display, whose holds then stay on screen for real seconds."""
        # a game shown to people (a lost mission's winning line) is watched too
        return self.people() or self.session.network is not None or self.shown()

    def shown(self) -> bool:
        """A game the computer plays for the person at this screen to watch (a lost mission's winning line)."""
        return self.session.local is not None and bool(self.session.local.shown)

    def shared_screen(self) -> bool:
        """Two or more people take turns at this screen: what it shows for everyone (the log) is public."""
        return len(self._people()) >= 2

    def viewers_turn(self) -> bool:
        """The seat to move is the one on screen and a person's, with no pass screen or hold before it:
        the table's clicks are theirs to make."""
        seat = self.session.to_move
        if seat is None or seat != self.viewer or self.controller(seat) != PERSON:
            return False
        return self.turn.waiting_pass is None and not self.turn.holding

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
        self.turn.revealed()

    # the turn ------------------------------------------------------------------------
    def update(self, dt: float) -> str:
        speed = self.speed()
        self.wait_s = None
        hold = self.turn.hold
        if hold is not None:
            people, watched = bool(self._people()), self.watched()
            # a game shown to a person (a mission's winning line) plays on by itself, but its final table waits
            # for their click, as after their own game ("Look at the table" came back to the result at once)
            kept = hold.kind == OVER and self.shown()
            if hold.seconds is None and not people and not kept:
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
                    self.turn.end_hold()
                else:
                    self.wait_s = due
            return HOLD
        if self.turn.waiting_pass is not None:
            return PASS
        if self.session.port(None).is_over():
            return OVER
        seat = self.session.to_move
        kind = self.controller(seat)  # a seat of None is the engine's
        if kind == PERSON and seat is not None:
            if self.session.person_of(seat) != self.person_at_screen():
                if len(self._people()) >= 2 and self.shows_private(seat):
                    self.turn.wait_pass(seat)
                    return PASS
                self.viewer = seat
            elif self.viewer != seat:
                self.viewer = seat  # the same person's other seat: no pass screen
            return PERSON_TURN
        if self.viewer is not None and self.shared_screen():
            # people share the screen and no one of them is to move: the last one's private view (their hand,
            # their word in Voice's private minute) is not left for the next to read while a computer plays
            self.viewer = None
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

    def due(self, action: object, speed: float) -> float:
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
    def apply(self, action: object) -> IllegalAction | None:
        """A computer's or the engine's action (a person's goes through the table's port, then `acted`)."""
        return self.acted(self.session.apply(action))

    def acted(self, refusal: IllegalAction | None) -> IllegalAction | None:
        """An action was tried (its refusal, or None once played): a played one starts the next turn's clock."""
        if refusal is None:
            self.thought = 0.0
            self.runner.cancel()
        return refusal

    def new_events(self) -> list[dict[str, object]]:
        """Events the viewer may see that arrived since the last call."""
        events = self.session.port(self.viewer).events()
        new = events[self.seen_events :]
        self.seen_events = len(events)
        return new

    def hold(self, holds: Sequence[Hold]) -> None:
        """Keep `holds` in view after those queued, each stamped with the game's moves so far."""
        self.turn.queue(holds, len(self.session.actions))

    def hold_final(self, hold: Hold) -> None:
        """The final position kept in view before the result (once), until `hold` is clicked away."""
        self.turn.hold_final(hold, len(self.session.actions))

    def pause_anew(self) -> None:
        """The next computer's or the engine's move is shown after its own pause, counted from now."""
        self.thought = 0.0

    def can_undo(self) -> bool:
        """Undo is offered only to the person at the screen, on their own turn, when the
        session's policy allows it (never across another player, a reveal or a draw)."""
        seat = self.session.to_move
        if self.turn.holding or self.turn.waiting_pass is not None or seat is None:
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
        self.runner.cancel()
        self.turn.restarted()
        self.thought = 0.0
        self.viewer = first_viewer(self.session)
        self.seen_events = len(self.session.port(self.viewer).events())
