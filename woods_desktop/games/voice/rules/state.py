"""The game state of Voice of the Woods and the protocol every engine follows.

The phase modules (compose, placing, control, refresh) hold the rules as
`(legal, check, do)` handlers in one `PhaseTable`; this module holds the
data and the bookkeeping (turn order, events, copying). Every `check`
validates fully before its `do` changes anything, so a refused action leaves
the state untouched.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import events_for, private
from woods_desktop.core.outcome import Outcome
from woods_desktop.core.phases import Phase, PhaseTable
from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.cards import Face, VoiceData
from woods_desktop.games.voice.rules.field import Field
from woods_desktop.games.voice.rules.view import VoiceView, Word, build_view

VARIANTS: tuple[str, ...] = ("standard", "advanced")
MINUTE_MODES: tuple[str, ...] = ("private", "table")

COMPOSE = "compose"
PLACE = "place"
LEADER = "leader"
ELDER = "elder"
REFRESH_PLACE = "refresh_place"
REFRESH_AXIS = "refresh_axis"
REFRESH_REMOVE = "refresh_remove"
OVER = "over"


class VoiceState:
    """One game in progress. Only `apply` changes it."""

    def __init__(
        self, data: VoiceData, seats: int, variant: str, options: Mapping[str, Any], names: list[str], rng: Rng
    ) -> None:
        self.data = data
        self.rules = data.rules
        self.seats = seats
        self.variant = variant
        self.options = dict(options)
        self.names = list(names)
        self.rng = rng
        self.card_face: list[int] = []
        self.field = Field(seats)
        self.deck: list[int] = []  # top is the end of the list
        self.discard: list[int] = []  # top is the end of the list
        self.box: list[int] = []
        self.pile_up: list[list[int]] = [[] for _ in range(seats)]
        self.pile_down: list[list[int]] = [[] for _ in range(seats)]
        self.initial_cubes = data.players[seats].cubes
        self.supply: list[int] = [self.initial_cubes] * seats
        self.round = 1
        self.first = 0
        self.phase = COMPOSE
        # composing
        self.words: list[Word | None] = [None] * seats
        self.compose_at = 0
        self.used: list[dict[str, Any]] = []  # {"word", "key", "round", "seat"}
        self.used_keys: dict[str, int] = {}  # folded word -> round it was used
        # placing
        self.placer = 0
        self.place_todo: list[int] = []
        self.place_word: list[int] = []
        self.penalty = False
        # control
        self.control_queue: list[int] = []
        self.leader: dict[str, int] | None = None
        self.elder_queue: list[int] = []
        # refresh
        self.drawn: list[int] = []
        self.remove_axis: str | None = None
        self.remove_todo: list[list[int]] = []
        self.remove_picks: list[int] = []
        self.end_reason: str | None = None
        self.log: list[dict[str, Any]] = []

    # -- turn order --------------------------------------------------------
    def order(self) -> list[int]:
        """Seats in turn order this round, from the first player clockwise."""
        return [(self.first + i) % self.seats for i in range(self.seats)]

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == COMPOSE:
            return self.order()[self.compose_at]
        if self.phase == PLACE:
            return self.order()[self.placer]
        if self.phase == LEADER:
            assert self.leader is not None
            return self.leader["seat"]
        if self.phase == ELDER:
            return self.elder_queue[0]
        return self.first

    # -- protocol ------------------------------------------------------------
    def legal_actions(self, seat: int | None) -> list[Any]:
        if seat is None or seat != self.to_move():
            return []
        return PHASES.legal(self, self.phase, seat)

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why the seat to move would be refused `action` now (None: it is legal); changes nothing."""
        seat = self.to_move()
        if seat is None:
            return IllegalAction("voice.err.game_over")
        err = _type_error(action)
        if err is not None:
            return err
        return PHASES.refusal(self, self.phase, seat, action)

    def apply(self, action: Any) -> None:
        seat = self.to_move()
        if seat is None:
            raise IllegalAction("voice.err.game_over")
        err = _type_error(action)
        if err is not None:
            raise err
        PHASES.apply(self, self.phase, seat, action)

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        from woods_desktop.games.voice.rules.scoring import outcome

        return outcome(self)

    def view(self, seat: int | None) -> VoiceView:
        return build_view(self, seat)

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        return events_for(self.log, seat)

    # -- shared bookkeeping ----------------------------------------------------
    def emit(self, kind: str, **fields: Any) -> None:
        """Log what happened; fields must be plain JSON data (lists, not tuples) and never change."""
        event: dict[str, Any] = {"type": kind, "round": self.round}
        event.update(fields)
        self.log.append(event)

    def emit_private(self, kind: str, owner: int, secret: Mapping[str, Any], **fields: Any) -> None:
        """Log what happened where part of it (`secret`) only `owner` may read."""
        self.log.append(private(owner, secret, type=kind, round=self.round, **fields))

    def face(self, card: int) -> Face:
        return self.data.faces[self.card_face[card]]

    def draw_replacement(self) -> int | None:
        """The top of the deck, or of the discard pile once the deck is empty."""
        if self.deck:
            return self.deck.pop()
        if self.discard:
            return self.discard.pop()
        return None

    def copy(self) -> "VoiceState":
        other = VoiceState.__new__(VoiceState)
        for name, value in self.__dict__.items():
            setattr(other, name, value)
        other.rng = self.rng.copy()
        other.options = dict(self.options)
        other.names = list(self.names)
        other.card_face = self.card_face  # never changes after setup
        other.field = self.field.copy()
        for name in (
            "deck",
            "discard",
            "box",
            "supply",
            "place_todo",
            "place_word",
            "control_queue",
            "elder_queue",
            "drawn",
            "remove_picks",
            "used",
        ):
            setattr(other, name, list(getattr(self, name)))
        other.pile_up = [list(p) for p in self.pile_up]
        other.pile_down = [list(p) for p in self.pile_down]
        other.words = list(self.words)  # Word values never change
        other.used_keys = dict(self.used_keys)
        other.leader = dict(self.leader) if self.leader is not None else None
        other.remove_todo = [list(x) for x in self.remove_todo]
        other.log = list(self.log)  # events are never changed once logged
        return other

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "voice",
            "seats": self.seats,
            "variant": self.variant,
            "options": dict(self.options),
            "names": list(self.names),
            "rng": self.rng.to_dict(),
            "card_face": list(self.card_face),
            "field": self.field.to_dict(),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "box": list(self.box),
            "pile_up": [list(p) for p in self.pile_up],
            "pile_down": [list(p) for p in self.pile_down],
            "supply": list(self.supply),
            "initial_cubes": self.initial_cubes,
            "round": self.round,
            "first": self.first,
            "phase": self.phase,
            "words": [_word_dict(w) for w in self.words],
            "compose_at": self.compose_at,
            "used": [dict(u) for u in self.used],
            "placer": self.placer,
            "place_todo": list(self.place_todo),
            "place_word": list(self.place_word),
            "penalty": self.penalty,
            "control_queue": list(self.control_queue),
            "leader": dict(self.leader) if self.leader else None,
            "elder_queue": list(self.elder_queue),
            "drawn": list(self.drawn),
            "remove_axis": self.remove_axis,
            "remove_todo": [list(x) for x in self.remove_todo],
            "remove_picks": list(self.remove_picks),
            "end_reason": self.end_reason,
            # events are plain data that never change once logged, so they are shared, not copied
            "events": list(self.log),
        }


_FIELD_TYPES: dict[str, Any] = {
    "word": str,
    "reason": str,
    "hint": str,
    "axis": str,
    "place": bool,
    "cards": tuple,
    "at_ms": int,
    "card": int,
    "src": int,
    "dst": int,
    "row": int,
    "col": int,
}


def _type_error(action: Any) -> IllegalAction | None:
    """Refuse malformed actions (say, from a hand-edited save) before any rule looks at them."""
    from woods_desktop.games.voice.rules.actions import ACTION_TYPES

    if type(action) not in ACTION_TYPES.values():
        return IllegalAction("voice.err.bad_action")
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        kind = _FIELD_TYPES[f.name]
        if kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif kind is tuple:
            ok = isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        else:
            ok = isinstance(value, kind)
        if not ok:
            return IllegalAction("voice.err.bad_action")
    return None


def _word_dict(w: Word | None) -> dict[str, Any] | None:
    if w is None:
        return None
    if w.kind == "word":
        return {"kind": w.kind, "word": w.word, "cards": list(w.cards), "at_ms": w.at_ms}
    return {"kind": w.kind, "reason": w.reason, "word": w.word, "at_ms": w.at_ms}


def _phases() -> dict[str, Phase[VoiceState]]:
    """The rules per phase; imported late as the phase modules import this one."""
    from woods_desktop.games.voice.rules import compose, control, placing, refresh

    return {
        COMPOSE: Phase(compose.legal, compose.check, compose.do),
        PLACE: Phase(placing.legal, placing.check, placing.do),
        LEADER: Phase(control.legal_leader, control.check_leader, control.do_leader),
        ELDER: Phase(control.legal_elder, control.check_elder, control.do_elder),
        REFRESH_PLACE: Phase(refresh.legal_place, refresh.check_place, refresh.do_place),
        REFRESH_AXIS: Phase(refresh.legal_axis, refresh.check_axis, refresh.do_axis),
        REFRESH_REMOVE: Phase(refresh.legal_remove, refresh.check_remove, refresh.do_remove),
        OVER: Phase(_no_moves, _game_over, _game_over),
    }


def _no_moves(st: VoiceState, seat: int) -> list[Any]:
    return []


def _game_over(st: VoiceState, seat: int, action: Any) -> None:
    raise IllegalAction("voice.err.game_over")


PHASES: PhaseTable[VoiceState] = PhaseTable(_phases)


# -- setup -----------------------------------------------------------------------


def read_config(config: Mapping[str, Any], data: VoiceData) -> tuple[int, str, dict[str, Any], list[str]]:
    """Validate the config from core.game.make_config; a bad one is a programming error."""
    seats = config.get("seats")
    if not isinstance(seats, int) or seats not in data.players:
        raise ValueError(f"voice: seats must be one of {sorted(data.players)}, got {seats!r}")
    variant = config.get("variant") or "standard"
    if variant not in VARIANTS:
        raise ValueError(f"voice: unknown variant {variant!r}")
    options = dict(config.get("options") or {})
    options.setdefault("minute", "private")
    if options["minute"] not in MINUTE_MODES:
        raise ValueError(f"voice: option minute must be one of {MINUTE_MODES}, got {options['minute']!r}")
    # recorded only: whether a refused word may be corrected within the minute is the table's to decide
    options.setdefault("second_chance", False)
    if not isinstance(options["second_chance"], bool):
        raise ValueError(f"voice: option second_chance must be true or false, got {options['second_chance']!r}")
    names = list(config.get("names") or [f"P{i + 1}" for i in range(seats)])
    if len(names) != seats:
        raise ValueError(f"voice: {seats} seats but {len(names)} names")
    return seats, variant, options, names


def new_game(config: Mapping[str, Any], seed: int, data: VoiceData) -> VoiceState:
    """Set up the field, the druid-staff deck and the cubes; seat 0 starts with the timer."""
    seats, variant, options, names = read_config(config, data)
    st = VoiceState(data, seats, variant, options, names, Rng(seed))
    setup = data.players[seats]
    specs = list(data.cards)
    st.rng.shuffle(specs)  # card ids are positions in this order, so an id hides its face
    st.card_face = [s.face for s in specs]
    starting = [i for i, s in enumerate(specs) if s.starting and (setup.use_marked or not s.marked)]
    left_out = [i for i, s in enumerate(specs) if s.starting and s.marked and not setup.use_marked]
    ordinary = [i for i, s in enumerate(specs) if not s.starting]
    st.rng.shuffle(ordinary)
    laid = starting + ordinary[: setup.extra_cards]
    rest = ordinary[setup.extra_cards :]
    st.rng.shuffle(laid)
    for i, card in enumerate(laid):
        st.field.put(card, i // setup.cols, i % setup.cols, face_up=True)
    st.rng.shuffle(rest)
    st.deck = rest[: setup.deck]
    st.box = rest[setup.deck :] + left_out
    st.emit(
        "setup",
        seats=seats,
        rows=setup.rows,
        cols=setup.cols,
        deck=len(st.deck),
        cubes=st.initial_cubes,
        first=st.first,
    )
    st.emit("round_start", seat=st.first, first=st.first)
    return st
