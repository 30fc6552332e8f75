"""What one seat may see, as a frozen typed view built by `core.views.project`.

Every field says who sees it. Public: the field (a face-down card shows no
letter), cubes, supplies, the cards won face up, used words, the standings.
Count-only: the deck, the discard pile and the box. Owner-only: the secret
words (each seat sees its own; all are opened once every seat has composed)
and the refresh cards the first player drew (only the first player's entry
holds cards). The cards won face down are shown as a number per seat: nobody
looks at them, their owner included.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Literal

from woods_desktop.core.views import count, owner, project, public
from woods_desktop.games.voice.rules.cards import VoiceRules, fold_word
from woods_desktop.games.voice.rules.letters import Source, Spelling

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


@dataclass(frozen=True)
class Card:
    """A face-up card as everyone sees it."""

    id: int
    label: str
    letters: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class Cell:
    """A field card; a face-down one shows no letter (label "", no letters, points None)."""

    id: int
    row: int
    col: int
    face_up: bool
    label: str
    letters: tuple[str, ...]
    points: int | None
    cubes: tuple[int, ...]  # per seat

    @property
    def place(self) -> tuple[int, int]:
        return (self.row, self.col)


@dataclass(frozen=True)
class Word:
    """A seat's composing: `kind` "word" (with its cards) or "noword" (with its reason)."""

    kind: str
    word: str
    cards: tuple[int, ...]
    reason: str
    at_ms: int
    hint: str = ""  # a refused word: the judge's suggestion, so its reason can be worded in full


@dataclass(frozen=True)
class UsedWord:
    word: str
    round: int
    seat: int


@dataclass(frozen=True)
class Standing:
    """Cards won (face up and face down), letter points, cubes still in supply."""

    seat: int
    cards: int
    face_up: int
    face_down: int
    points: int
    supply: int


@dataclass(frozen=True)
class Placing:
    """The seat placing cubes now: its word's field cards still to cover, or the penalty cube."""

    seat: int
    penalty: bool
    todo: tuple[int, ...]
    word_cards: tuple[int, ...]
    spare_cubes: int | None


@dataclass(frozen=True)
class LeaderChoice:
    """The Leader decides about a cube on the new face-down card; `queue` is the control walk left."""

    kind: Literal["leader_cube"]
    seat: int
    card: int
    queue: tuple[int, ...]


@dataclass(frozen=True)
class ElderChoice:
    """`seat` may trade one of `groups`; `queue` holds the seats still to be asked, `seat` first."""

    kind: Literal["elder"]
    seat: int
    groups: tuple[tuple[int, ...], ...]
    queue: tuple[int, ...]


@dataclass(frozen=True)
class RefreshPlacing:
    """The first player lays one of the drawn cards (their letters: `VoiceView.drawn`)."""

    kind: Literal["refresh_place"]
    seat: int
    drawn_count: int
    places: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class AxisLines:
    """Per line of an axis, the face-down cards without cubes that may be removed."""

    axis: str
    lines: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class RefreshAxis:
    kind: Literal["refresh_axis"]
    seat: int
    axes: tuple[str, ...]
    candidates: tuple[AxisLines, ...]


@dataclass(frozen=True)
class RefreshRemoval:
    """Removing along `axis`: `lines` still to pick from (the first is asked now), `picked` so far."""

    kind: Literal["refresh_remove"]
    seat: int
    axis: str
    lines: tuple[tuple[int, ...], ...]
    picked: tuple[int, ...]

    @property
    def line(self) -> tuple[int, ...]:
        return self.lines[0] if self.lines else ()


Pending = LeaderChoice | ElderChoice | RefreshPlacing | RefreshAxis | RefreshRemoval


@dataclass(frozen=True)
class VoiceView:
    """One seat's view of a game of Voice of the Woods (`me` None: a spectator)."""

    me: int | None = public()
    variant: str = public()
    minute: str = public()  # the minute option: "private" or "table"
    second_chance: bool = public()  # the option: a refused word may be corrected within the minute
    names: tuple[str, ...] = public()
    round: int = public()
    first: int = public()  # the first player, who holds the sand timer
    order: tuple[int, ...] = public()
    phase: str = public()
    to_move: int | None = public()
    field: tuple[Cell, ...] = public()  # in reading order
    deck: int = count()
    discard: int = count()
    box: int = count()
    supply: tuple[int, ...] = public()
    initial_cubes: int = public()
    pile_up: tuple[tuple[Card, ...], ...] = public()
    pile_down: tuple[int, ...] = public()  # how many cards each seat won face down
    used_words: tuple[UsedWord, ...] = public()
    composed: tuple[bool, ...] = public()
    # what everybody saw of a seat done writing with no word (its minute ran out, it passed): the reason, else ""
    # (its scoreboard row said "done" for a minute that ran out, as if a word were waiting to be read)
    blank: tuple[str, ...] = public()
    words: tuple[Word | None, ...] = owner()
    placing: Placing | None = public()
    pending: Pending | None = public()
    drawn: tuple[tuple[Card, ...] | None, ...] = owner()
    standings: tuple[Standing, ...] = public()
    rules: VoiceRules = public()
    end_reason: str | None = public()

    # -- read-only conveniences -------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return self.end_reason is not None

    @property
    def private_minute(self) -> bool:
        return self.minute == "private"

    @cached_property
    def cells(self) -> dict[int, Cell]:
        return {c.id: c for c in self.field}

    @property
    def face_up_cells(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.field if c.face_up)

    @property
    def bounds(self) -> tuple[int, int]:
        """(rows, cols) of the smallest rectangle holding the field."""
        if not self.field:
            return (0, 0)
        return (max(c.row for c in self.field) + 1, max(c.col for c in self.field) + 1)

    @property
    def my_pile(self) -> tuple[Card, ...]:
        return self.pile_up[self.me] if self.me is not None else ()

    @property
    def my_word(self) -> Word | None:
        return self.words[self.me] if self.me is not None else None

    @property
    def my_drawn(self) -> tuple[Card, ...]:
        """The refresh cards this seat drew and sees (empty unless it is the first player)."""
        return (self.drawn[self.me] or ()) if self.me is not None else ()

    @cached_property
    def sources(self) -> tuple[Source, ...]:
        """The cards this seat may spell with: face-up field cards in reading order, then its own."""
        if self.me is None:
            return ()
        me = self.me
        out = [
            Source(c.id, c.letters, False, c.cubes[me], i, c.label, c.points or 0)
            for i, c in enumerate(self.face_up_cells)
        ]
        base = len(out)
        out += [Source(c.id, c.letters, True, 0, base + i, c.label, c.points) for i, c in enumerate(self.my_pile)]
        return tuple(out)

    @cached_property
    def spelling(self) -> Spelling:
        """What this seat may spell with and pay, as the engine sees it (see rules.letters)."""
        used: dict[str, int] = {}
        for u in self.used_words:
            used.setdefault(fold_word(u.word), u.round)
        me = self.me
        if me is None:
            return Spelling((), self.rules.max_own_cards, used, 0, 0)
        return Spelling(
            self.sources, self.rules.max_own_cards, used, self.supply[me], sum(c.cubes[me] for c in self.field)
        )


def _card(st: "VoiceState", card: int) -> Card:
    face = st.face(card)
    return Card(card, face.label, face.letters, face.points)


def _cell(st: "VoiceState", card: int) -> Cell:
    field = st.field
    row, col = field.pos[card]
    cubes = tuple(field.cubes[card])
    if card in field.face_up:
        face = st.face(card)
        return Cell(card, row, col, True, face.label, face.letters, face.points, cubes)
    return Cell(card, row, col, False, "", (), None, cubes)


def _pending(st: "VoiceState") -> Pending | None:
    from woods_desktop.games.voice.rules import control, refresh
    from woods_desktop.games.voice.rules.state import ELDER, LEADER, REFRESH_AXIS, REFRESH_PLACE, REFRESH_REMOVE

    if st.phase == LEADER and st.leader is not None:
        return LeaderChoice("leader_cube", st.leader["seat"], st.leader["card"], tuple(st.control_queue))
    if st.phase == ELDER:
        seat = st.elder_queue[0]
        return ElderChoice("elder", seat, tuple(control.elder_groups(st, seat)), tuple(st.elder_queue))
    if st.phase == REFRESH_PLACE:
        return RefreshPlacing("refresh_place", st.first, len(st.drawn), tuple(st.field.free_places()))
    if st.phase == REFRESH_AXIS:
        axes = refresh.removable_axes(st)
        return RefreshAxis(
            "refresh_axis",
            st.first,
            tuple(axes),
            tuple(AxisLines(a, tuple(tuple(x) for x in refresh.candidates(st, a) or ())) for a in axes),
        )
    if st.phase == REFRESH_REMOVE:
        return RefreshRemoval(
            "refresh_remove",
            st.first,
            st.remove_axis or "",
            tuple(tuple(x) for x in st.remove_todo),
            tuple(st.remove_picks),
        )
    return None


def build_view(st: "VoiceState", seat: int | None) -> VoiceView:
    from woods_desktop.games.voice.rules import placing, scoring
    from woods_desktop.games.voice.rules.state import COMPOSE, PLACE, REFRESH_PLACE

    placing_now = None
    if st.phase == PLACE:
        placer = st.order()[st.placer]
        placing_now = Placing(
            placer,
            st.penalty,
            tuple(st.place_todo),
            tuple(st.place_word),
            None if st.penalty else placing.slack(st, placer),
        )
    drawn = [
        tuple(_card(st, c) for c in st.drawn) if s == st.first and st.phase == REFRESH_PLACE else ()
        for s in range(st.seats)
    ]
    source = {
        "me": seat,
        "variant": st.variant,
        "minute": str(st.options.get("minute", "private")),
        "second_chance": bool(st.options.get("second_chance", False)),
        "names": tuple(st.names),
        "round": st.round,
        "first": st.first,
        "order": tuple(st.order()),
        "phase": st.phase,
        "to_move": st.to_move(),
        "field": tuple(_cell(st, c) for c in st.field.reading_order()),
        "deck": st.deck,
        "discard": st.discard,
        "box": st.box,
        "supply": tuple(st.supply),
        "initial_cubes": st.initial_cubes,
        "pile_up": tuple(tuple(_card(st, c) for c in pile) for pile in st.pile_up),
        "pile_down": tuple(len(pile) for pile in st.pile_down),
        "used_words": tuple(UsedWord(u["word"], u["round"], u["seat"]) for u in st.used),
        "composed": tuple(w is not None for w in st.words),
        "blank": tuple(w.reason if w is not None and w.kind == "noword" and not w.word else "" for w in st.words),
        "words": st.words,
        "placing": placing_now,
        "pending": _pending(st),
        "drawn": drawn,
        "standings": tuple(scoring.standings(st)),
        "rules": st.rules,
        "end_reason": st.end_reason,
    }
    opened = {} if st.phase == COMPOSE else {"words": range(st.seats)}
    return project(VoiceView, source, seat, opened)
