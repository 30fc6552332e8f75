"""A game being played in the window: engine state, seats, bots, autosave, undo.

Every game scene drives its game through one `GameSession`, so autosave after
every action, resume, undo policy and computer turns work the same for all.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from woods_desktop.core.controllers import COMPUTER, PERSON, TABLE, controller_of
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition
from woods_desktop.core.port import SeatPort
from woods_desktop.core.replay import make_record, replay
from woods_desktop.games import make_bot
from woods_desktop.saves.campaign import record_mission
from woods_desktop.saves.games import delete_save, save_game, slot_id
from woods_desktop.saves.history import archive
from woods_desktop.saves.stats import load_stats, record_outcome, save_stats

if TYPE_CHECKING:
    from woods_desktop.app.guided import GuidedSession

HUMAN = "human"


@dataclass
class Seat:
    """Who plays a seat. `person` identifies the human at the screen: one person may
    play several seats, and the pass screen follows people, not seats."""

    name: str
    kind: str  # "human", "easy", "normal", "hard", "random", "robot", "table"
    colour: int = 0
    person: int | None = None  # for a human seat: which person (defaults to the seat's index)

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    @property
    def controller(self) -> str:
        """core.controllers: person, computer, engine (D4-ST8) or table."""
        return controller_of(self.kind)


@dataclass
class GameSession:
    definition: GameDefinition
    config: dict[str, Any]
    seed: int
    seats: list[Seat]
    state: Any = None
    actions: list[Any] = field(default_factory=list)
    autosave: bool = True
    bots: dict[int, Any] = field(default_factory=dict)
    recorded: bool = False  # statistics counted for this game
    notes: dict[str, Any] = field(default_factory=dict)  # what a table keeps beside the actions (a minute under way)
    # a game the computer plays for people to watch (a lost mission's winning line, shown): who plays the seats
    # in the next game its result starts (the same shuffle, a new one); None: an ordinary game
    shown: list[Seat] | None = None

    @classmethod
    def start(
        cls, definition: GameDefinition, config: dict[str, Any], seed: int, seats: list[Seat], autosave: bool = True
    ) -> "GameSession":
        s = cls(definition, config, seed, seats, autosave=autosave)
        s.state = definition.new_game(config, seed)
        s._make_bots()
        s.save()
        return s

    @classmethod
    def resume(
        cls, definition: GameDefinition, record: dict[str, Any], state: Any, actions: list[Any]
    ) -> "GameSession":
        meta = record.get("meta", {})
        seats = [
            Seat(d.get("name", f"P{i + 1}"), d.get("kind", HUMAN), d.get("colour", i), d.get("person"))
            for i, d in enumerate(meta.get("seats", []))
        ]
        s = cls(definition, dict(record["config"]), int(record["seed"]), seats, state, list(actions))
        s.notes = dict(meta.get("notes") or {})
        s._make_bots()
        return s

    def _make_bots(self) -> None:
        for i, seat in enumerate(self.seats):
            if seat.controller == COMPUTER:
                self.bots[i] = make_bot(self.definition.id, seat.kind, i, self.seed * 31 + i)

    # -- the table's optional parts (`table.session.TableSession`): a game kept here, no network, no lesson --
    @property
    def local(self) -> "GameSession":
        return self

    @property
    def network(self) -> None:
        return None

    @property
    def lesson(self) -> "GuidedSession | None":
        return None

    def port(self, seat: int | None) -> SeatPort:
        """The one handle a screen or a bot gets on the game: `seat`'s view, legal actions,
        refusals and events (None: a spectator's)."""
        return SeatPort(self.state, seat)

    def person_of(self, seat: int | None) -> int | None:
        """The person who plays `seat` (None for computers, the engine and spectators)."""
        if seat is None or seat >= len(self.seats) or self.seats[seat].controller != PERSON:
            return None
        person = self.seats[seat].person
        return seat if person is None else person

    # saving -------------------------------------------------------------------
    @property
    def slot(self) -> str:
        """The save slot: one unfinished game per game (per solo mission)."""
        return slot_id(self.definition.id, self.config)

    def round(self) -> int | None:
        """The round the game's view reports (a view may have none)."""
        try:
            view = self.state.view(None)
        except Exception:  # a game whose view needs a seat: no round to show
            return None
        value = view.get("round") if isinstance(view, Mapping) else getattr(view, "round", None)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def progress(self) -> tuple[str, dict[str, Any]] | None:
        """How far the game got, in its plugin's words: written into the save so that the menu's first
        frame names it without replaying the game (a replay there cost a tenth of a second at launch)."""
        from woods_desktop.games import GAMES

        plugin = next((g for g in GAMES if g.id == self.definition.id), None)
        try:
            return plugin.progress(self.state.view(None)) if plugin is not None else None
        except Exception:  # a game whose view needs a seat: nothing to say
            return None

    def meta(self) -> dict[str, Any]:
        progress = self.progress()
        return {
            "seats": [{"name": s.name, "kind": s.kind, "colour": s.colour, "person": s.person} for s in self.seats],
            "round": self.round(),
            **({"progress": [progress[0], dict(progress[1])]} if progress is not None else {}),
            **({"notes": dict(self.notes)} if self.notes else {}),
        }

    def record(self) -> dict[str, Any]:
        """This game as a replay record (the same function saves, undo and history use)."""
        return make_record(self.definition, self.config, self.seed, self.actions, self.meta())

    def save(self) -> None:
        """After every action: the slot file, or, once the game is over, its history and statistics."""
        if not self.autosave:
            return
        if self.state.is_over():
            self._finish()
        else:
            save_game(self.definition, self.config, self.seed, self.actions, self.meta())

    def _finish(self) -> None:
        if self.recorded:
            return
        outcome = self.state.outcome().to_dict()
        archive(self.record(), outcome)
        stats, _ = load_stats()
        seats = [{"name": s.name, "kind": s.kind, "colour": s.colour} for s in self.seats]
        mission = (self.config.get("options") or {}).get("mission")
        record_outcome(stats, self.definition.id, seats, outcome, str(mission) if mission else None)
        save_stats(stats)
        if outcome.get("kind") == "solo" and mission:  # the campaign's progress, per player name
            record_mission(self.definition.id, mission, outcome, self.seats[0].name if self.seats else None)
        delete_save(self.slot)
        self.recorded = True

    @property
    def to_move(self) -> int | None:
        seat: int | None = self.state.to_move()
        return seat

    def seat_kind(self, seat: int | None) -> str:
        if seat is None or seat >= len(self.seats):
            return "robot"
        return self.seats[seat].kind

    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.human)

    def apply(self, action: Any) -> IllegalAction | None:
        """Apply and autosave; a refusal is returned (state unchanged), never raised."""
        try:
            self.state.apply(action)
        except IllegalAction as refusal:
            return refusal
        self.actions.append(action)
        self.save()
        return None

    def bot_action(self) -> Any | None:
        """The computer's choice for the seat to move, if that seat is a computer or robot.

        A table seat (the Wolf's task cards) is answered by the people together, never by a computer."""
        seat = self.to_move
        if seat is None:
            return None
        kind = self.seat_kind(seat)
        if kind == HUMAN or controller_of(kind) == TABLE:
            return None
        legal = self.state.legal_actions(seat)
        if not legal:
            return None
        if kind == "robot" or seat not in self.bots:
            return legal[0]
        return self.bots[seat].choose(self.port(seat).view(), legal)

    def can_undo(self) -> bool:
        """BGA policy: only your own last action, never across a reveal or a random draw."""
        if not self.actions:
            return False
        undoable = self.definition.extras.get("undoable")
        if undoable is None:
            return False
        return bool(undoable(self.state, self.actions[-1]))

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        record = make_record(self.definition, self.config, self.seed, self.actions[:-1])
        self.state, self.actions = replay(record, {self.definition.id: self.definition})
        self.save()
        return True

    def restart(self) -> None:
        self.state = self.definition.new_game(self.config, self.seed)
        self.actions = []
        self.recorded = False
        self.notes = {}
        self.save()
