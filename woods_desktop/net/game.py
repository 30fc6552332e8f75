"""The one engine of a network game, on the host: its seats, turns and minute, free of sockets.

An action is played only for the seat that sent it and only when that seat is to move; a refusal comes back
as the engine's key and parameters. The rest of the host's game lives beside it, each part where its one
concern is decided: who takes a seat (`claims`), what each seat is sent, built from the engine's own
projection for that seat and nothing else (`game_messages`), a joined computer's word judged again by the
host's own dictionary, since that computer may run anything (`game_words`), the moves the host makes for its
own computers, the rules' seats and absent people (`host_moves`), and the game saved after every action and
every seat taken, so a restarted host goes on with the same game, codes and seat tokens (`game_save`).
"""

from __future__ import annotations

import logging
import secrets
from typing import Any, Callable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.core.port import SeatPort
from woods_desktop.core.replay import make_record, replay
from woods_desktop.data.seat_words import seat_names
from woods_desktop.net.codes import CodeGate
from woods_desktop.net.game_save import resume_game, save_game
from woods_desktop.net.game_words import load_dictionary, needs_dictionary, word_refusal
from woods_desktop.net.minute import TABLE_MODE, HostMinute, timed
from woods_desktop.net.seating import (
    COMPUTER,
    HOST_PERSON,
    PHONE,
    REMOTE,
    ROBOT_COLOUR,
    RemoteSeat,
    rules_seats,
    seat_controller,
)
from woods_desktop.words.judge import DictionaryService, shared_service

LOG = logging.getLogger("woods_desktop.net.host")
LOG_KEPT = 5000

Chooser = Callable[[Any, list[Any]], Any]  # (view, legal) -> action
BotMaker = Callable[[str, int], Any]  # (level, seat) -> a bot with choose(view, legal)


class HostGame:
    """A network game's engine and seats, free of sockets (the `Host` carries it over the wire)."""

    def __init__(
        self,
        definition: GameDefinition,
        kinds: list[str],
        code: str,
        seed: int | None = None,
        variant: str | None = None,
        options: dict[str, Any] | None = None,
        minute_ms: int = 60_000,
        make_bot: BotMaker | None = None,
        table_chooser: Chooser | None = None,
        default_name: Callable[[int], str] = lambda i: f"P{i + 1}",
        table_name: str = "table",
        save: bool = True,
        dictionary: DictionaryService | None = None,
    ) -> None:
        self.definition = definition
        # a phone seat is a remote seat that only a phone's page takes (net/phone.py): the same checks
        self.phones = {i for i, k in enumerate(kinds) if k == PHONE}
        self.kinds = [REMOTE if k == PHONE else k for k in kinds]
        self.variant = definition.variant(variant).id
        self.options = dict(options or {})
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        self.gate = CodeGate(code)
        self.tokens: dict[int, str] = {}
        self.names = [default_name(i) for i in range(len(kinds))]
        self.colours = list(range(len(kinds)))  # each seat's colour (the window's setup chooses them)
        self.stand_ins: dict[int, str] = {}  # absent remote seat -> the computer level playing it
        self.connected: set[int] = set()
        self.persons: set[int] = set()  # remote seats whose computer said a person plays there (not `join --bot`)
        self.here: dict[int, int] = {}  # the host's own people: seat -> person (a window host sets it)
        self.listen_port: int | None = None  # where it listened: a restarted host listens there again
        self.make_bot = make_bot
        self.table_chooser = table_chooser
        self.bots: dict[int, Any] = {}
        self.save_enabled = save
        self.table_name = table_name
        self.config: dict[str, Any] | None = None
        self.state: Any = None
        self.actions: list[Any] = []
        self.game_id = secrets.token_hex(6)
        self.log: list[str] = []  # every refusal and arrival, as the host's log shows it
        self.minute = HostMinute(minute_ms, str(self.options.get("minute", "private")))
        self.dictionary = dictionary or shared_service()  # judges the joined computers' words
        make_config(definition, len(kinds), self.variant, self.options)  # a seat count the rules refuse fails here

    # -- seats --------------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.gate.code

    def remote_seats(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == REMOTE]

    def note(self, line: str) -> None:
        self.log.append(line)
        if len(self.log) > LOG_KEPT:  # a computer sending nonsense without end does not fill the memory
            del self.log[: LOG_KEPT // 5]
        LOG.info(line)

    def host_person(self) -> str:
        """The name of the first person who plays at the host (a joining page lists the game by it); ""."""
        return next((self.names[i] for i, kind in enumerate(self.kinds) if kind == HOST_PERSON), "")

    def release(self, seat: int) -> None:
        """A seat left before the game began: free for the next computer that joins."""
        if self.state is None:
            self.tokens.pop(seat, None)

    def ready(self) -> bool:
        """Every remote seat has its computer here (the game starts then, with everyone's names)."""
        return not self.waiting_for()

    def start(self) -> None:
        if self.state is not None:
            return
        self.config = make_config(self.definition, len(self.kinds), self.variant, self.options, self.names)
        self.state = self.definition.new_game(self.config, self.seed)
        load_dictionary(self)
        self.make_bots()
        self.follow_minute()
        self.save()

    def make_bots(self) -> None:
        if self.make_bot is None:
            return
        for i, kind in enumerate(self.kinds):
            if kind not in (REMOTE, HOST_PERSON):
                self.bots[i] = self.make_bot(kind, i)

    def seat_kinds(self) -> list[str]:
        """Every engine seat's kind: the players' seats, then the rules' own."""
        return self.kinds + rules_seats(self.definition, self.variant)

    def seats(self) -> list[RemoteSeat]:
        out = []
        for i, kind in enumerate(self.seat_kinds()):
            if i < len(self.kinds):
                name, colour = self.names[i], self.colours[i]
            else:
                name, colour = ("D4-ST8" if kind == "robot" else self.names_extra(kind)), ROBOT_COLOUR
            remote = kind == REMOTE
            controller = seat_controller(kind)
            if kind == "table" and self.host_plays(i):
                controller = COMPUTER  # nobody sits at the table: the host answers its cards
            out.append(
                RemoteSeat(
                    name,
                    colour,
                    "human" if remote else kind,
                    controller,
                    i if kind in (REMOTE, HOST_PERSON) else None,
                    remote,
                    i in self.connected,
                    self.stand_ins.get(i),
                    i in self.phones,
                )
            )
        return out

    def next_game(self, seed: int, **kw: Any) -> "HostGame":
        """The same table again, after the end: the same seats, people, names, colours, code and seat tokens
        (each joined computer takes its own seat back), a new shuffle; it begins when they are all back.
        `kw`: the host's parts for the new shuffle (its computers, the table's answers, the minute)."""
        game = HostGame(self.definition, self.kinds, self.code, seed, self.variant, self.options, **kw)
        game.save_enabled = self.save_enabled
        game.names, game.colours = list(self.names), list(self.colours)
        game.phones = set(self.phones)
        game.tokens = {s: t for s, t in self.tokens.items() if s in game.remote_seats()}
        game.here, game.listen_port = dict(self.here), self.listen_port
        return game

    def name_seats(self, t: Callable[..., str], names: list[str]) -> None:
        """Name each seat played here (a computer, a person at the host) as every screen names it, so a
        phone's page or a joined computer shows "Computer 1 (normal)" as a game at one computer does, not
        setup's made-up "Player 3"; a seat taken from another computer or a phone keeps the name it brings."""
        named = seat_names(t, [(name.strip(), kind) for name, kind in zip(names, self.kinds)])
        for i, kind in enumerate(self.kinds):
            if kind != REMOTE:
                self.names[i] = named[i]

    def names_extra(self, kind: str) -> str:
        return self.table_name if kind == "table" else kind

    def seat_to_computer(self, seat: int, level: str) -> None:
        """Before the game begins: a remote seat nobody has taken is played by the host's computer of
        `level` for the whole game (the game then begins when the other remote seats are taken)."""
        if self.state is not None or seat not in self.waiting_for():
            raise ValueError(f"seat {seat} is not a remote seat waiting for its computer")
        self.kinds[seat] = level
        self.phones.discard(seat)
        self.tokens.pop(seat, None)  # a token kept from the last game no longer takes this seat
        self.note(f"seat {seat} is given to a {level} computer before the game")

    def hand_over(self, seat: int, level: str) -> None:
        """An absent joined computer's seat to a computer player of `level`, until taken back."""
        if seat not in self.remote_seats():
            raise ValueError(f"seat {seat} is not a remote seat")
        self.stand_ins[seat] = level
        self.note(f"seat {seat} is played by a {level} computer while its person is away")
        self.save()  # kept in the save: after Save and quit (or a crash) and Continue, the stand-in plays on

    def take_back(self, seat: int) -> None:
        if self.stand_ins.pop(seat, None) is not None:
            self.note(f"seat {seat} is its person's again")
            self.save()

    # -- turns ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state is not None and bool(self.state.is_over())

    def to_move(self) -> int | None:
        return None if self.state is None else self.state.to_move()

    def follow_minute(self) -> None:
        seat = self.to_move()
        legal = self.state.legal_actions(seat) if seat is not None else []
        try:
            round_no = getattr(self.state.view(None), "round", None)
        except Exception:  # a game whose view needs a seat has no round to read
            round_no = None
        # a person's private minute waits for them to press "Start my minute" on their own screen, as at one
        # computer (a writer at the host may also sit behind a pass screen); a computer's starts with its turn
        self.minute.follow(round_no, seat, legal, wait=self.minute_waits_for(seat))

    def minute_waits_for(self, seat: int | None) -> bool:
        """The minute of `seat` starts only when its person says so: a person at the host, or a joined person
        (not a `join --bot` computer, nor a seat a computer plays while its person is away). The table minute
        waits only for the host's screen, which shows the field to the round's first writer."""
        if seat is None or seat >= len(self.kinds):
            return False
        if self.kinds[seat] == HOST_PERSON:
            return True
        private = self.minute.mode != TABLE_MODE
        return private and self.kinds[seat] == REMOTE and seat in self.persons and seat not in self.stand_ins

    def start_minute(self, seat: int) -> bool:
        """The person of `seat` pressed "Start my minute": their waiting minute starts now on the host's clock
        (True); anyone else's, or a minute already running, is left as it is."""
        if self.state is None or self.over or self.to_move() != seat or not self.minute.waiting:
            return False
        if not self.minute.start():
            return False
        self.note(f"seat {seat} started the minute")
        self.save()  # a restarted host goes on with the minute under way
        return True

    def table_seat(self) -> int | None:
        """The seat of the decisions the people answer together (the Wolf's task cards), if the game has one."""
        kinds = self.seat_kinds()
        return kinds.index("table") if "table" in kinds else None

    def people_at_table(self) -> bool:
        """Somebody sits at a screen to answer the table's cards: a person at the host, or a joined person's
        computer that is connected now and not played by a stand-in (a `join --bot` computer is no person)."""
        if HOST_PERSON in self.kinds:
            return True
        return any(s in self.persons and s not in self.stand_ins for s in self.connected)

    def acting_seat(self, seat: int) -> int:
        """The seat an action sent from `seat` plays: the table's, while the table is to move and the people
        answer it (any person may answer, as at a real table), else `seat` itself."""
        table = self.table_seat()
        if table is None or self.to_move() != table or self.host_plays(table) or seat >= len(self.kinds):
            return seat
        kind = self.kinds[seat]
        person = kind == HOST_PERSON or (kind == REMOTE and seat in self.persons and seat not in self.stand_ins)
        return table if person else seat

    def refusal(self, seat: int, action: Any) -> IllegalAction | None:
        """Why `seat` may not play `action` now (None: it may); the engine's own answer, its state untouched."""
        if self.state is None:
            return IllegalAction("net.err.not_started")
        try:
            refusal = SeatPort(self.state, self.acting_seat(seat)).refusal(action)
        except Exception as exc:  # an engine that trips over a strange action refuses it, the game goes on
            self.note(f"seat {seat}: the engine could not judge {action!r}: {type(exc).__name__}: {exc}")
            return IllegalAction("net.err.bad_action")
        return refusal if refusal is not None else word_refusal(self, seat, action)

    def needs_dictionary(self, seat: int, action: Any) -> bool:
        return needs_dictionary(self, seat, action)

    def submit(self, seat: int, action: Any, stamp: bool = True) -> IllegalAction | None:
        """Play `action` for `seat` (a word stamped with the host's `at_ms`), or say why not."""
        if stamp:
            if self.minute.waiting and timed(action) and self.minute_waits_for(seat):
                return IllegalAction("net.err.minute_waits")  # nobody writes before their minute starts
            action = self.minute.stamped(action)
        refusal = self.refusal(seat, action)
        if refusal is not None:
            return refusal
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            return exc
        except Exception as exc:  # the state may be half changed: rebuild it from the actions
            self.note(f"seat {seat}: the engine failed on {action!r}: {type(exc).__name__}: {exc}")
            self._rebuild()
            return IllegalAction("net.err.bad_action")
        self.actions.append(action)
        self.follow_minute()
        self.save()
        return None

    def _rebuild(self) -> None:
        record = make_record(self.definition, self.config or {}, self.seed, self.actions)
        self.state, self.actions = replay(record, {self.definition.id: self.definition})

    def host_plays(self, seat: int | None) -> bool:
        """The host answers for this seat: its own computers, the rules' seats, an absent seat's stand-in."""
        if seat is None:
            return False
        kinds = self.seat_kinds()
        if seat < len(kinds) and kinds[seat] == "table":
            return not self.people_at_table()
        return seat >= len(kinds) or kinds[seat] not in (REMOTE, HOST_PERSON) or seat in self.stand_ins

    def time_up(self) -> tuple[int, Any] | None:
        """The host's answer for a writer whose private minute has run out."""
        seat = self.to_move()
        if seat is None or self.minute.expires_in() != 0.0:
            return None
        action = self.minute.time_up(self.state.legal_actions(seat))
        return None if action is None else (seat, action)

    def waiting_for(self) -> list[int]:
        """The remote seats the game waits for: nobody has taken them, or (before the game, in a game played
        again with the last game's seat tokens) their computer has not come back yet."""
        return [
            s for s in self.remote_seats() if s not in self.tokens or (self.state is None and s not in self.connected)
        ]

    # -- autosave (game_save.py) ---------------------------------------------------------------
    def save(self) -> None:
        save_game(self)

    @classmethod
    def resume(cls, definition: GameDefinition, found: tuple[dict[str, Any], Any, list[Any]], **kw: Any) -> "HostGame":
        """The game a crashed host had: its state replayed, its code, tokens, names and minute."""
        return resume_game(cls, definition, found, **kw)
