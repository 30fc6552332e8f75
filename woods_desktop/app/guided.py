"""A guided first game in the window: a `GameSession` that follows its script.

The engine still decides what is legal; the guide narrows it. A person's action that is not the step's
is refused with the step's own explanation (`GUIDE_REFUSED`, its text key as a parameter), and the
computers play exactly their scripted moves: their seats are driven as the engine's (`ScriptedSeat`),
whose port offers only the next scripted action. The lesson saves into its own slot
(`saves/guides.py`), never the game's normal one, and nothing of it reaches the statistics or the
history of finished games. Where the lesson stands is the number of actions played, so resuming it is
replaying its log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.controllers import COMPUTER, ENGINE, controller_of
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition
from woods_desktop.core.guide import Guide, GuideRun, GuideStep, normalized
from woods_desktop.core.port import SeatPort
from woods_desktop.core.replay import ReplayError, make_record, replay
from woods_desktop.data.guide import guide_config, load_guide
from woods_desktop.games import definition as game_definition
from woods_desktop.saves.guides import delete_guide, load_guide_record, save_guide

GUIDE_REFUSED = "guide.refused"  # IllegalAction key: params {"text": the step's text key}
GUIDE_WATCH = "guide.watch"
GUIDE_FINISHED = "guide.finished"
GUIDE_READ = "guide.read_first"  # a step waits to be read: its Next goes on


@dataclass
class ScriptedSeat(Seat):
    """A computer of the lesson: shown as the computer level it names, played as the engine would play a
    seat (its one offered action), which is the script's next move."""

    @property
    def controller(self) -> str:
        base = controller_of(self.kind)
        return ENGINE if base == COMPUTER else base


class GuidedPort(SeatPort):
    """A seat's port in a lesson: a scripted computer is offered only its next scripted move (nothing once
    the lesson is over); everyone else sees the game as it is."""

    __slots__ = ("_session",)

    def __init__(self, session: "GuidedSession", seat: int | None) -> None:
        super().__init__(session.state, seat)
        self._session = session

    def legal_actions(self) -> list[Any]:
        s = self._session
        if s.finished or s.unread is not None:
            return []  # the lesson is over, or a step waits to be read: nothing to play until Next
        legal = super().legal_actions()
        if self.seat is None or self.seat >= len(s.seats) or not isinstance(s.seats[self.seat], ScriptedSeat):
            return legal
        nxt = s.run().next_scripted()
        if nxt is None:
            return []
        action = s.definition.decode_action(nxt)
        seat = self.seat
        return [action] if action in legal or (s.state.to_move() == seat and s.state.refusal(action) is None) else []


@dataclass
class GuidedSession(GameSession):
    guide: Guide | None = None
    # the index of a `wait` step whose actions are all played and which the person has not yet gone on from
    # (Next): it stays shown, and nothing is played meanwhile. Not saved: a resumed lesson goes on.
    unread: int | None = None

    @property
    def lesson(self) -> "GuidedSession":
        return self

    # -- making one -------------------------------------------------------------------------------------
    @classmethod
    def begin(cls, game_id: str, t: Callable[..., str], fresh: bool = False) -> "GuidedSession":
        """The game's lesson: resumed where it was left unless `fresh` (or its record no longer fits)."""
        definition = game_definition(game_id)
        guide = normalized(load_guide(game_id), definition.decode_action, definition.encode_action)
        config = guide_config(guide, t)
        seats = [
            ScriptedSeat(t(s.name_key), s.kind, s.colour)
            if controller_of(s.kind) == COMPUTER
            else Seat(t(s.name_key), s.kind, s.colour)
            for s in guide.seats
        ]
        session = cls(definition, config, guide.seed, seats, guide=guide)
        record = None if fresh else load_guide_record(game_id)
        if record is not None and session._resume(record):
            return session
        session.state = definition.new_game(config, guide.seed)
        session.actions = []
        session.save()
        return session

    def _resume(self, record: dict[str, Any]) -> bool:
        """Replay a kept lesson; False (start afresh) when it is of another deal or no longer replays."""
        if record.get("game") != self.definition.id or record.get("seed") != self.seed:
            return False
        try:
            state, actions = replay({**record, "config": self.config}, {self.definition.id: self.definition})
        except (ReplayError, IllegalAction, KeyError, TypeError, ValueError):
            return False
        if len(actions) > self.run().total_actions:
            return False
        self.state, self.actions = state, list(actions)
        return True

    # -- where the lesson stands -------------------------------------------------------------------------
    @property
    def script(self) -> Guide:
        """The lesson's steps (a guided session always has them: `begin` reads them)."""
        assert self.guide is not None
        return self.guide

    def run(self) -> GuideRun:
        return GuideRun(self.script, len(self.actions))

    def step(self) -> GuideStep | None:
        """The step shown: the one under way, or a played one still waiting to be read."""
        if self.unread is not None:
            assert self.guide is not None
            return self.guide.steps[self.unread]
        return self.run().step()

    def step_number(self) -> int:
        return self.unread if self.unread is not None else self.run().index()

    def go_on(self) -> bool:
        """The person read the waiting step (its Next): the lesson goes on. False when no step waits."""
        if self.unread is None:
            return False
        self.unread = None
        return True

    @property
    def finished(self) -> bool:
        return self.run().done and self.unread is None

    def port(self, seat: int | None) -> SeatPort:
        return GuidedPort(self, seat)

    # -- playing ----------------------------------------------------------------------------------------
    def guide_refusal(self, action: Any) -> IllegalAction | None:
        """Why the lesson does not take `action` now (None: it is the step's)."""
        if self.unread is not None:
            return IllegalAction(GUIDE_READ)
        run = self.run()
        step = run.step()
        if step is None:
            return IllegalAction(GUIDE_FINISHED)
        encoded = self.definition.encode_action(action)
        if step.person:
            return None if run.accepts(encoded) else IllegalAction(GUIDE_REFUSED, text=step.refusal_key)
        return None if run.next_scripted() == encoded else IllegalAction(GUIDE_WATCH)

    def apply(self, action: Any) -> IllegalAction | None:
        refusal = self.guide_refusal(action)
        if refusal is not None:
            return refusal
        run = self.run()
        index, before = run.index(), run.step()
        refused = super().apply(action)
        if refused is None and before is not None and before.wait and self.run().index() != index:
            self.unread = index  # its last action played: it stays until Next
        return refused

    def can_undo(self) -> bool:
        return False  # a lesson goes forward only: Restart starts it again

    def undo(self) -> bool:
        return False

    # -- its own slot, never the statistics ---------------------------------------------------------------
    def save(self) -> None:
        if not self.autosave:
            return
        if self.finished or self.state.is_over():
            delete_guide(self.definition.id)  # a finished lesson starts afresh next time
            return
        save_guide(self.definition.id, make_record(self.definition, self.config, self.seed, self.actions, self.meta()))

    def _finish(self) -> None:
        self.recorded = True  # counted nowhere: a lesson is not a game of the statistics

    def restart(self) -> None:
        self.state = self.definition.new_game(self.config, self.seed)
        self.actions = []
        self.unread = None
        self.notes = {}
        self.save()


def is_guided(session: GameSession) -> bool:
    return session.lesson is not None


def skip_guide(game_id: str) -> None:
    """The person skipped the lesson: forget where it was."""
    delete_guide(game_id)


def guide_definition(game_id: str) -> GameDefinition:
    return game_definition(game_id)
