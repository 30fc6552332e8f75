"""The table flow on a toy game: whose eyes, computers on the runner, holds, undo visibility."""

from __future__ import annotations

import time
from dataclasses import dataclass

from woods_desktop.app.session import Seat
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.port import SeatPort
from woods_desktop.core.views import owner, project, public
from woods_desktop.table import flow as F
from woods_desktop.table.flow import Hold, TableFlow
from woods_desktop.table.turn_state import TurnState


@dataclass(frozen=True)
class ToyView:
    me: int | None = public()
    turn: int = public()
    hands: tuple[tuple[int, ...] | None, ...] = owner()
    names: tuple[str, ...] = public()


class Toy:
    """Three seats take turns; each holds a private number; a turn plays it."""

    def __init__(self, private: bool = True) -> None:
        self.turn = 0
        self.played = 0
        self.private = private

    def to_move(self):
        return None if self.played >= 6 else self.turn

    def legal_actions(self, seat):
        return ["play"] if seat == self.to_move() else []

    def refusal(self, action):
        return None if action == "play" else IllegalAction("toy.err")

    def apply(self, action):
        if action != "play":
            raise IllegalAction("toy.err")
        self.played += 1
        self.turn = (self.turn + 1) % 3

    def view(self, seat):
        hands = [(i,) for i in range(3)] if self.private else [None, None, None]
        return project(ToyView, {"me": seat, "turn": self.turn, "hands": hands, "names": ["A", "B", "C"]}, seat)

    def events(self, seat):
        return [{"type": "play"}] * self.played

    def is_over(self):
        return self.played >= 6


class Bot:
    def choose(self, view, legal):
        return legal[0]


class Session:
    """A `table.session.TableSession` over the toy: played here, no network, no lesson."""

    network = None
    lesson = None
    local = None

    def __init__(self, seats, private=True) -> None:
        self.state = Toy(private)
        self.seats = seats
        self.actions = []
        self.bots = {i: Bot() for i, s in enumerate(seats) if s.kind not in ("human", "robot")}

    @property
    def to_move(self):
        return self.state.to_move()

    def port(self, seat):
        return SeatPort(self.state, seat)

    def person_of(self, seat):
        if seat is None or self.seats[seat].kind != "human":
            return None
        return seat if self.seats[seat].person is None else self.seats[seat].person

    def apply(self, action):
        try:
            self.state.apply(action)
        except IllegalAction as e:
            return e
        self.actions.append(action)
        return None

    def can_undo(self):
        return True


def _run(flow: TableFlow, until: str, limit: float = 30.0) -> str:
    """Waits for the computer's worker, bounded (a loaded machine is slow, not wrong: no figure here)."""
    deadline = time.monotonic() + limit
    status = flow.update(0.0)
    while status != until and time.monotonic() < deadline:
        time.sleep(0.002)
        status = flow.update(0.05)
    return status


def test_two_people_get_a_pass_screen_between_their_private_hands():
    s = Session([Seat("A", "human"), Seat("B", "human"), Seat("C", "normal")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PASS and flow.turn.waiting_pass == 0
    flow.reveal(0)
    assert flow.update(0) == F.PERSON_TURN and flow.viewer == 0
    flow.apply("play")
    assert flow.update(0) == F.PASS and flow.turn.waiting_pass == 1


def test_while_a_computer_plays_between_two_people_the_screen_shows_no_ones_private_view():
    """Voice, two people and a computer: the first person's accepted word stayed beside their name through the
    computer's minute, before the second person had written. Where people share the screen, a computer's turn
    is watched through the spectator's view, and the next person's private view comes after the pass screen."""
    s = Session([Seat("A", "human"), Seat("B", "normal"), Seat("C", "human")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PASS
    flow.reveal(0)
    assert flow.update(0) == F.PERSON_TURN and flow.viewer == 0
    flow.apply("play")
    assert flow.update(0) == F.COMPUTER_TURN and flow.viewer is None  # A's hand is not left on the screen
    assert _run(flow, F.PASS) == F.PASS and flow.turn.waiting_pass == 2 and flow.viewer is None


def test_one_person_with_computers_keeps_their_view_through_the_computers_turns():
    s = Session([Seat("A", "human"), Seat("B", "normal"), Seat("C", "normal")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PERSON_TURN
    flow.apply("play")
    assert flow.update(0) == F.COMPUTER_TURN and flow.viewer == 0


def test_one_person_playing_two_seats_sees_no_pass_screen_between_them():
    s = Session([Seat("A", "human", person=0), Seat("A2", "human", person=0), Seat("C", "normal")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PERSON_TURN
    flow.apply("play")
    assert flow.update(0) == F.PERSON_TURN and flow.viewer == 1


def test_no_pass_screen_when_the_next_view_shows_nothing_private():
    s = Session([Seat("A", "human"), Seat("B", "human"), Seat("C", "normal")], private=False)
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PERSON_TURN
    flow.apply("play")
    assert flow.update(0) == F.PERSON_TURN and flow.viewer == 1


def test_a_computer_moves_from_the_runner_and_a_hold_comes_first():
    s = Session([Seat("A", "human"), Seat("B", "easy"), Seat("C", "easy")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    flow.apply("play")
    flow.hold([Hold("trick", seconds=None)])
    assert flow.update(1.0) == F.HOLD  # a hold waits for the person
    assert flow.turn.end_hold()
    assert _run(flow, F.PERSON_TURN) == F.PERSON_TURN
    assert len(s.actions) == 3


def test_undo_is_offered_only_to_the_person_whose_turn_it_is():
    s = Session([Seat("A", "human"), Seat("B", "easy"), Seat("C", "easy")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    assert flow.update(0) == F.PERSON_TURN
    assert flow.can_undo()
    flow.apply("play")
    flow.update(0)
    assert not flow.can_undo()  # a computer is to move


def test_a_computer_action_waits_for_its_own_moment():
    """`delay`: an action that carries its moment (a word at 40 s into the minute) is shown only then,
    scaled by the animation speed."""
    s = Session([Seat("A", "human"), Seat("B", "easy"), Seat("C", "easy")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 2.0, delay=lambda action: 4.0)
    flow.apply("play")
    deadline = time.monotonic() + 30.0  # bounded wait for the worker, not a figure
    while not flow.runner.poll((1, 1))[0] and time.monotonic() < deadline:
        flow.update(0.0)
        time.sleep(0.002)
    flow.update(1.9)
    assert len(s.actions) == 1 and flow.turn_seconds() >= 1.9  # 4 s at speed 2 is 2 s
    flow.update(0.2)
    assert len(s.actions) == 2
    assert flow.due("play", 0) == 0.0  # speed 0: at once


def test_an_owner_field_that_holds_nothing_needs_no_pass_screen():
    """Empty for the seat (a refresh not drawn yet) and None for the spectator show the same: nothing."""
    s = Session([Seat("A", "human"), Seat("B", "human"), Seat("C", "normal")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 0)
    s.state.view = lambda seat: project(
        ToyView, {"me": seat, "turn": s.state.turn, "hands": [(), (), ()], "names": ["A", "B", "C"]}, seat
    )
    assert not flow.shows_private(0)
    assert flow.update(0) == F.PERSON_TURN
    flow.apply("play")
    assert flow.update(0) == F.PERSON_TURN and flow.viewer == 1


def test_a_hold_waiting_for_a_person_goes_on_by_itself_when_only_computers_play():
    s = Session([Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")])
    flow = TableFlow(s, TurnState(s.port(None)), speed=lambda: 1.0)
    flow.hold([Hold("summary", seconds=None)])
    assert flow.update(1.0) == F.HOLD
    assert flow.update(2.5) != F.HOLD or not flow.turn.holds
