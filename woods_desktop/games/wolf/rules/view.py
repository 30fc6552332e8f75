"""What one seat sees of a game of The Wolf is Coming, as a frozen typed view.

Nothing is secret between the players of this cooperative game: every field
is public. Two things nobody sees: the kind of a face-down forest token (the
view shows it closed with no kind, nor which present it is) and the order of
the task deck (only its size). Every present is named by its id from the data
wherever it is seen: face up on the board, in a basket, in the Wolf's house.
The view also carries each hero's card (steps, baskets, what stops them), so
bots and the table need nothing but the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.core.views import count, public

# Phases, as `WolfView.phase` and the phase table name them.
MOVE = "move"  # the hero to move steps, hands over, plays help; or skips / clears a block first
TOKEN = "token"  # the move has ended: take the token, play help, finish the turn
TASK = "task"  # the table answers the task card shown
OVER = "over"

# Why a task card was drawn (`TaskShown.reason`).
REASON_TERRAIN = "terrain"  # the move ended on terrain that stops the hero
REASON_SKIP = "skip"  # the hero skipped moving
REASON_CLEAR = "clear"  # the blocked case: the card clears a blocking token

# `WolfView.result` once the game is over.
BEST = "best"
SURPRISE = "surprise"
DEFEAT = "defeat"


@dataclass(frozen=True)
class Token:
    """A forest token on a cell: `kind` is None while it lies face down; `present` names the
    present (its id) once one lies face up."""

    kind: str | None
    open: bool
    present: str | None = None


@dataclass(frozen=True)
class HeroCard:
    """A hero's card: id ("squirrel"), steps per move, baskets printed on the card, and the
    terrain kinds that stop this hero."""

    id: str
    steps: int
    baskets: int
    impassable: tuple[str, ...]


@dataclass(frozen=True)
class TaskShown:
    """The task card on the table: green `frame` is for the hero's player (`seat`), orange for
    everyone; `reason` is "terrain", "skip" or "clear" (then `cell` is the token it clears)."""

    id: str
    frame: str
    en: str
    ru: str
    seat: int
    reason: str
    cell: int | None


@dataclass(frozen=True)
class WolfView:
    """One seat's view (`me` None: a spectator). Hero seats are 0..seats-1 in turn order;
    `table_seat` (= seats) answers task cards. Per-seat tuples have one entry per hero."""

    variant: str = public()
    difficulty: str = public()
    names: tuple[str, ...] = public()
    heroes: tuple[str, ...] = public()  # hero id per seat
    cards: tuple[HeroCard, ...] = public()  # each seat's hero card
    seats: int = public()  # hero seats
    table_seat: int = public()
    me: int | None = public()
    phase: str = public()  # MOVE, TOKEN, TASK or OVER
    to_move: int | None = public()
    turn: int = public()  # the hero whose turn it is (also while the table answers)
    turns_played: int = public()
    positions: tuple[int, ...] = public()  # START, a cell 0..29 or HOUSE
    steps_left: int = public()  # of the current move
    steps_taken: int = public()  # in the current move
    extra_move: bool = public()  # the current move is the Scooter's extra move
    cleared: bool = public()  # a blocking token was cleared this turn
    cells: tuple[Token | None, ...] = public()  # 30 entries; None = an empty cell
    carried: tuple[int, ...] = public()  # how many presents each seat carries
    carried_presents: tuple[tuple[str, ...], ...] = public()  # per seat: which presents, by id, basket by basket
    presents_in_house: tuple[str, ...] = public()  # which presents are in the Wolf's house, in arrival order
    baskets: tuple[int, ...] = public()  # per seat: the card's baskets plus Basket tokens played
    help: tuple[tuple[str, ...], ...] = public()  # kept (unplayed) help tokens per seat
    played_help: tuple[tuple[str, ...], ...] = public()  # help tokens each seat has played
    removed: tuple[str, ...] = public()  # tokens cleared out of the game
    house_presents: int = public()
    presents_total: int = public()  # presents in the game (10): all of them make the best birthday
    presents_needed: int = public()  # presents for a surprise (5)
    wolf_path: int = public()  # the Wolf's path length this game
    wolf_steps_left: int = public()  # steps the Wolf still has to reach his house
    wolf_asleep: bool = public()  # a Sleeping Wolf was played this turn
    task: TaskShown | None = public()
    deck_count: int = count()  # task cards left in the deck (their order is hidden)
    used_tasks: tuple[str, ...] = public()  # the task cards drawn since the last reshuffle
    left_out: tuple[str, ...] = public()  # task cards left out of this game
    result: str | None = public()  # BEST, SURPRISE or DEFEAT once over

    @property
    def hero_to_move(self) -> int | None:
        """The hero seat to act now (None while the table answers or once over)."""
        return self.to_move if self.to_move is not None and self.to_move < self.seats else None
