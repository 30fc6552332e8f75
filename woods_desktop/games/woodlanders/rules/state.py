"""A game of Woodlanders in progress: three rounds of wardens, tricks and scoring.

Seats are numbered clockwise (play passes seat i -> i+1). The 3-player
variant seats D4-ST8 as the last engine seat; it has no pain suit, never
deals and its single legal action is always its rulebook play, so callers
treat it like any other seat. Rounds follow one another automatically: the
last trick of a round scores it, records a summary in `history` and deals
the next round.

The turn structure is the phase table in `phases.py`; this module holds the
state, its moves and what it shows. Suits are numbers inside (the rulebook's
order, Deer = 0) and hands are signatures (see `cards.Tables`): the hard
player plays thousands of rounds a decision on copies of this state.
"""

from __future__ import annotations

from typing import Any, Mapping

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import events_for
from woods_desktop.core.outcome import Outcome
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import project, view_to_json
from woods_desktop.games.woodlanders.rules.actions import Play
from woods_desktop.games.woodlanders.rules.cards import Card, Tables, WoodlandersRules, full_deck, tables_for
from woods_desktop.games.woodlanders.rules.phases import DEALER_CHOICE, OVER, PHASES, PLAY, WARDENS
from woods_desktop.games.woodlanders.rules.robot import robot_choice
from woods_desktop.games.woodlanders.rules.rules import ERR, beats, playable_suits, split_trick
from woods_desktop.games.woodlanders.rules.scoring import game_ranking, next_dealer, pile_score, rank_round
from woods_desktop.games.woodlanders.rules.view import LastTrick, RoundSummary, TrickPlay, WoodlandersView

GAME_ID = "woodlanders"
STANDARD = "standard"
THREE_PLAYER = "three-player"
VARIANTS = (STANDARD, THREE_PLAYER)

TrickEntry = tuple[int, tuple[Card, ...], int]  # (seat, cards highest first, total)
# A finished trick as the engine keeps it: (plays, winner, collected, discarded). The view's
# `LastTrick` is built from it only when asked, so playouts do not pay for it every trick.
TrickRecord = tuple[list[TrickEntry], int, list[Card], list[Card]]


def human_seats(variant: str, rules: WoodlandersRules) -> int:
    """How many people sit at the table in a variant (D4-ST8 fills the last seat)."""
    return rules.seats - 1 if variant == THREE_PLAYER else rules.seats


def new_game(config: Mapping[str, Any], seed: int, rules: WoodlandersRules) -> "WoodlandersState":
    """Start a game from a `core.game.make_config` config; all chance comes from `seed`."""
    variant = config.get("variant") or STANDARD
    if variant not in VARIANTS:
        raise ValueError(f"woodlanders: unknown variant {variant!r}")
    expected = human_seats(variant, rules)
    seats = int(config.get("seats", expected))
    if seats != expected:
        raise ValueError(f"woodlanders/{variant}: {seats} seats, expected {expected}")
    names = [str(x) for x in (config.get("names") or [f"P{i + 1}" for i in range(seats)])]
    if len(names) != seats:
        raise ValueError(f"woodlanders: {len(names)} names for {seats} seats")
    return WoodlandersState.new(rules, variant, names, seed)


def _cards(cards: Any) -> list[list[Any]]:
    return [[c[0], c[1]] for c in cards]


class WoodlandersState:
    """The full state; see the module docstring. Only `apply` changes it."""

    __slots__ = (
        "rules",
        "t",
        "variant",
        "n",
        "robot",
        "names",
        "rng",
        "round",
        "dealer",
        "phase",
        "turn",
        "sigs",
        "sizes",
        "pain",
        "trump",
        "wardens_left",
        "warden_aside",
        "warden_queue",
        "aside",
        "leader",
        "order",
        "pos",
        "trick",
        "led",
        "win_seat",
        "win_total",
        "win_trump",
        "piles",
        "discard",
        "played",
        "gone",
        "voids",
        "game_points",
        "history",
        "last_trick",
        "log",
        "robot_memo",
    )

    rules: WoodlandersRules
    t: Tables
    variant: str
    n: int
    robot: int | None
    names: list[str]
    rng: Rng
    round: int
    dealer: int
    phase: str
    turn: int | None
    sigs: list[list[int]]  # per seat, per suit: the hand's signature
    sizes: list[int]
    pain: list[int | None]
    trump: int | None
    wardens_left: list[int]
    warden_aside: int | None
    warden_queue: list[int]
    aside: list[Card]
    leader: int
    order: list[int]  # the seats playing this trick, leader first
    pos: int  # index into `order` of the seat to play
    trick: list[TrickEntry]
    led: int | None
    win_seat: int | None
    win_total: int
    win_trump: bool
    piles: list[list[Card]]
    discard: list[Card]
    played: list[Card]  # this round, in order
    gone: list[int]  # per suit: the signature of the cards played this round
    voids: list[int]  # per seat: bit mask of the suits it has shown it lacks this round
    game_points: list[int]
    history: list[RoundSummary]
    last_trick: TrickRecord | None
    log: list[dict[str, Any]]
    robot_memo: tuple[int, int, Play] | None

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, rules: WoodlandersRules, variant: str, names: list[str], seed: int) -> "WoodlandersState":
        st = cls.blank(rules, variant, names)
        st.rng = Rng(seed)
        st.round = 1
        st.game_points = [0] * st.n
        st.history = []
        st.log = []
        humans = [i for i in range(st.n) if i != st.robot]
        st.dealer = humans[st.rng.randrange(len(humans))]
        st._start_round()
        return st

    @classmethod
    def blank(cls, rules: WoodlandersRules, variant: str, names: list[str]) -> "WoodlandersState":
        """A state with only the table set (rules, seats, names): `new` deals into it,
        `determinize` fills it from a view."""
        st = object.__new__(cls)
        st.rules = rules
        st.t = tables_for(rules)
        st.variant = variant
        st.n = rules.seats
        st.robot = rules.seats - 1 if variant == THREE_PLAYER else None
        st.names = list(names) + ([rules.robot_name] if st.robot is not None else [])
        st.robot_memo = None
        return st

    def warden_order(self) -> list[int]:
        """Counter-clockwise from the dealer's right, skipping D4-ST8; the dealer
        chooses last in the 4-player game and by `DealerChoose` in the 3-player one."""
        order = [(self.dealer - k) % self.n for k in range(1, self.n)]
        order = [s for s in order if s != self.robot]
        if self.robot is None:
            order.append(self.dealer)
        return order

    def _start_round(self) -> None:
        rules, t, n = self.rules, self.t, self.n
        deck = full_deck(rules)
        self.rng.shuffle(deck)
        h = rules.hand_size
        self.sigs = [t.sigs_of(deck[i * h : (i + 1) * h]) for i in range(n)]
        self.sizes = [h] * n
        self.aside = deck[n * h : n * h + rules.aside]
        self.pain = [None] * n
        self.trump = None
        self.wardens_left = list(range(t.nsuits))
        self.warden_aside = None
        self.warden_queue = self.warden_order()
        self.phase = WARDENS
        self.turn = self.warden_queue[0]
        self.leader = self.dealer
        self.order = []
        self.pos = 0
        self.trick = []
        self.led = None
        self.win_seat = None
        self.win_total = 0
        self.win_trump = False
        self.piles = [[] for _ in range(n)]
        self.discard = []
        self.played = []
        self.gone = [0] * t.nsuits
        self.voids = [0] * n
        self.last_trick = None
        self.log.append({"type": "deal", "round": self.round, "dealer": self.dealer})

    # -------------------------------------------------------------- protocol

    def to_move(self) -> int | None:
        return self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None) -> list[Any]:
        if seat is None or seat != self.turn:
            return []
        if self.phase == PLAY:  # the fast path: the engine's playouts ask this most
            return self.legal_plays(seat)
        return PHASES.legal(self, self.phase, seat)

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why `action` by the seat to move would be refused (None: it is legal)."""
        if self.turn is None:
            return IllegalAction(ERR + "game_over")
        return PHASES.refusal(self, self.phase, self.turn, action)

    def apply(self, action: Any) -> None:
        """Play `action` for the seat to move, or raise `IllegalAction` untouched."""
        if type(action) is Play and self.phase == PLAY:  # the fast path: a listed play
            play = self.canonical_play(action)
            if play is not None:
                self.do_play(play)
                return
        if self.turn is None:
            raise IllegalAction(ERR + "game_over")
        PHASES.apply(self, self.phase, self.turn, action)

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as `seat` sees it (Woodlanders logs nothing private: all of it)."""
        return events_for(self.log, seat)

    # ------------------------------------------------------------ plays

    def legal_plays(self, seat: int) -> list[Any]:
        """Every legal play of `seat`, the seat to move in the play phase."""
        if seat == self.robot:
            return [self.robot_action()]
        plays = self.t.plays
        sig = self.sigs[seat]
        out: list[Any] = []
        for s in playable_suits(sig, self.led if self.trick else None, self.pain[seat]):
            out.extend(plays[s][sig[s]])
        return out

    def canonical_play(self, action: Play) -> Play | None:
        """The listed legal play equal to `action` (cards in any order), or None (then
        the play phase's check says why)."""
        seat = self.turn
        if seat is None:
            return None
        cards: Any = action.cards  # from a person or a file: cards may come as lists
        key: tuple[Any, ...]
        try:
            if len(cards) == 1:
                key = (tuple(cards[0]),)
            elif len(cards) == 2:
                a, b = tuple(cards[0]), tuple(cards[1])
                key = (a, b) if a[1] >= b[1] else (b, a)
            else:
                return None
            s = self.t.suit_index[key[0][0]]
            sig = self.sigs[seat]
            play = self.t.by_cards[s][sig[s]].get(key)
        except (TypeError, KeyError, IndexError):
            return None
        if play is None:
            return None
        if self.trick:
            led = self.led
            assert led is not None
            if s != led and sig[led]:
                return None
        elif s == self.pain[seat] and any(x for i, x in enumerate(sig) if i != s):
            return None
        if seat == self.robot and play != self.robot_action():
            return None
        return play

    def robot_action(self) -> Play:
        """D4-ST8's one legal play now (it must be the seat to move)."""
        memo = self.robot_memo
        if memo is not None and memo[0] == self.round and memo[1] == len(self.played):
            return memo[2]
        robot = self.robot
        assert robot is not None
        s, vs = robot_choice(
            self.t,
            self.sigs[robot],
            self.led if self.trick else None,
            self.trump,
            self.win_seat,
            self.win_total,
            self.win_trump,
            self.pain,
        )
        play = self.t.play_of[s][vs]
        self.robot_memo = (self.round, len(self.played), play)
        return play

    # ---------------------------------------------------------------- moves

    def do_warden(self, s: int) -> None:
        seat = self.turn
        assert seat is not None
        self.pain[seat] = s
        self.wardens_left.remove(s)
        self.warden_queue.pop(0)
        trump = None
        if not self.warden_queue and self.robot is None:
            trump = self.wardens_left[0]
        suits = self.t.suits
        self.log.append(
            {"type": "warden", "seat": seat, "suit": suits[s], "trump": suits[trump] if trump is not None else None}
        )
        if self.warden_queue:
            self.turn = self.warden_queue[0]
        elif self.robot is None:
            self.trump = trump
            self.wardens_left = []
            self._new_trick(self.dealer)
        else:
            self.phase = DEALER_CHOICE
            self.turn = self.dealer

    def do_dealer_choice(self, pain: int, trump: int) -> None:
        seat = self.dealer
        self.pain[seat] = pain
        self.trump = trump
        rest = [s for s in self.wardens_left if s not in (pain, trump)]
        self.warden_aside = rest[0] if rest else None
        self.wardens_left = []
        suits = self.t.suits
        self.log.append(
            {
                "type": "dealer_choice",
                "seat": seat,
                "pain": suits[pain],
                "trump": suits[trump],
                "aside": (suits[self.warden_aside] if self.warden_aside is not None else None),
            }
        )
        self._new_trick(self.dealer)

    def _new_trick(self, leader: int) -> None:
        """The lead passes clockwise from a leader with no cards; empty hands are skipped."""
        n, sizes = self.n, self.sizes
        while not sizes[leader]:
            leader = (leader + 1) % n
        self.phase = PLAY
        self.leader = leader
        self.order = [s for s in ((leader + k) % n for k in range(n)) if sizes[s]]
        self.pos = 0
        self.turn = leader
        self.trick = []
        self.led = None
        self.win_seat = None
        self.win_total = 0
        self.win_trump = False

    def do_play(self, play: Play) -> None:
        """The seat to move plays `play`, a listed legal play (see `canonical_play`)."""
        seat = self.turn
        assert seat is not None
        cards = play.cards
        t = self.t
        s = t.suit_index[cards[0][0]]
        sig = self.sigs[seat]
        weights = t.weights
        total = 0
        for c in cards:
            w = weights[c[1]]
            sig[s] -= w
            self.gone[s] += w
            total += c[1]
        self.sizes[seat] -= len(cards)
        trick = self.trick
        led = self.led
        if trick and led is not None:
            if s != led:  # must follow if possible: it has none of the led suit
                self.voids[seat] |= 1 << led
        else:
            self.led = s
            if s == self.pain[seat]:  # it may lead its pain suit only when holding nothing else
                self.voids[seat] |= t.all_suits & ~(1 << s)
        trick.append((seat, cards, total))
        self.played.extend(cards)
        if beats(s, total, self.led, self.trump, self.win_total, self.win_trump):
            self.win_seat, self.win_total, self.win_trump = seat, total, s == self.trump
        self.log.append(
            {
                "type": "play",
                "seat": seat,
                "cards": _cards(cards),
                "total": total,
                "suit": cards[0][0],
                "robot": seat == self.robot,
            }
        )
        self.pos += 1
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        winner = self.win_seat
        assert winner is not None
        cards = [c for _, cs, _ in self.trick for c in cs]
        pain = self.pain[winner]
        collected, discarded = split_trick(cards, self.t.suits[pain] if pain is not None else None)
        self.piles[winner].extend(collected)
        self.discard.extend(discarded)
        self.last_trick = (self.trick, winner, collected, discarded)
        self.log.append(
            {"type": "trick", "winner": winner, "collected": _cards(collected), "discarded": _cards(discarded)}
        )
        if self.sizes.count(0) >= 2:
            self._end_round()
        else:
            self._new_trick(winner)

    def _end_round(self) -> None:
        t, n = self.t, self.n
        left_in_hands: list[tuple[Card, ...]] = []
        for seat in range(n):
            hand = self.hand(seat)
            left_in_hands.append(tuple(hand))
            if self.sizes[seat]:
                self.discard.extend(hand)
                self.sigs[seat] = [0] * t.nsuits
                self.sizes[seat] = 0
        self.trick = []
        self.led = None
        self.win_seat = None
        self.order = []
        self.pos = 0
        pains = [t.suits[p] if p is not None else None for p in self.pain]
        scores = [pile_score(self.piles[i], pains[i]) for i in range(n)]
        taken = [len(p) for p in self.piles]
        ranks, points, tiebreak = rank_round(scores, taken, self.rules.round_points, self.robot)
        for i in range(n):
            self.game_points[i] += points[i]
        summary = RoundSummary(
            round=self.round,
            dealer=self.dealer,
            pain=tuple(pains),
            trump=t.suits[self.trump] if self.trump is not None else None,
            scores=tuple(scores),
            cards_taken=tuple(taken),
            points=tuple(points),
            ranks=tuple(ranks),
            tiebreak=tiebreak,
            game_points=tuple(self.game_points),
            piles=tuple(tuple(p) for p in self.piles),
            discarded_hands=tuple(left_in_hands),
        )
        self.history.append(summary)
        self.log.append({"type": "round_end", **summary.to_json()})
        if self.round >= self.rules.rounds:
            self.phase = OVER
            self.turn = None
            final, tiebreak = game_ranking(self.game_points, ranks, self.robot)
            self.log.append(
                {"type": "game_end", "game_points": list(self.game_points), "ranks": final, "tiebreak": tiebreak}
            )
            return
        self.round += 1
        self.dealer = next_dealer(self.game_points, self.dealer, self.robot, lowest=self.robot is not None)
        self._start_round()

    # ---------------------------------------------------------------- reading

    def hand(self, seat: int) -> list[Card]:
        """A seat's cards, sorted by suit order then value (full state: no hiding)."""
        return self.t.hand_cards(self.sigs[seat])

    def last_trick_view(self) -> LastTrick | None:
        if self.last_trick is None:
            return None
        plays, winner, collected, discarded = self.last_trick
        return LastTrick(
            tuple(TrickPlay(s, cs, tot) for s, cs, tot in plays), winner, tuple(collected), tuple(discarded)
        )

    def round_scores(self) -> list[int]:
        """Each seat's score so far this round, from its pile."""
        suits = self.t.suits
        return [pile_score(self.piles[i], suits[p] if p is not None else None) for i, p in enumerate(self.pain)]

    def outcome(self) -> Outcome:
        """Game points, ranks and the deciding tie-break (provisional before the end)."""
        final_places = self.history[-1].ranks if self.history else tuple([1] * self.n)
        ranks, tiebreak = game_ranking(self.game_points, final_places, self.robot)
        return Outcome.ranked(
            self.game_points,
            ranks,
            tiebreak,
            unit_key="result.points",
            over=self.phase == OVER,
            details={
                "names": list(self.names),
                "robot_seat": self.robot,
                "rounds": [h.to_json() for h in self.history],
                "breakdown": self.breakdown(),
            },
        )

    def breakdown(self) -> dict[str, Any]:
        """Round points per seat, round by round, then the game points (the result screen's table;
        D4-ST8 scores no points: a dash)."""

        def cells(points: Any) -> list[Any]:
            return ["—" if seat == self.robot else int(p) for seat, p in enumerate(points)]

        rows = [cells(h.points) for h in self.history] + [cells(self.game_points)]
        return {"row_key": "woodlanders.result.round", "total_key": "woodlanders.result.total", "rows": rows}

    def view(self, seat: int | None) -> WoodlandersView:
        """What `seat` may see: own hand, D4-ST8's open hand, everything public."""
        if seat is not None and not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        t, n = self.t, self.n
        suits = t.suits
        over = self.phase == OVER
        opened = range(n) if over else ([self.robot] if self.robot is not None else [])
        source: dict[str, Any] = {
            "variant": self.variant,
            "names": self.names,
            "seats": n,
            "robot_seat": self.robot,
            "me": seat,
            "round": self.round,
            "rounds": self.rules.rounds,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.turn,
            "pain": [suits[p] if p is not None else None for p in self.pain],
            "trump": suits[self.trump] if self.trump is not None else None,
            "wardens_left": [suits[s] for s in self.wardens_left],
            "warden_aside": suits[self.warden_aside] if self.warden_aside is not None else None,
            "hands": [self.hand(i) for i in range(n)],
            "hand_sizes": self.sizes,
            "leader": self.leader,
            "trick": [TrickPlay(s, cs, tot) for s, cs, tot in self.trick],
            "led_suit": suits[self.led] if self.trick and self.led is not None else None,
            "winning": self.win_seat if self.trick else None,
            "piles": self.piles,
            "discard_count": self.discard,
            "aside_count": self.aside,
            "round_scores": self.round_scores(),
            "game_points": self.game_points,
            "round_history": self.history,
            "last_trick": self.last_trick_view(),
            "played": self.played,
            "voids": [[suits[s] for s in range(t.nsuits) if m >> s & 1] for m in self.voids],
        }
        return project(WoodlandersView, source, seat, {"hands": opened})

    def to_dict(self) -> dict[str, Any]:
        """Everything, JSON-able, for comparisons in tests (saves replay instead)."""
        suits = self.t.suits
        return {
            "variant": self.variant,
            "names": list(self.names),
            "robot": self.robot,
            "rng": self.rng.to_dict(),
            "round": self.round,
            "dealer": self.dealer,
            "phase": self.phase,
            "turn": self.turn,
            "hands": [_cards(self.hand(i)) for i in range(self.n)],
            "pain": [suits[p] if p is not None else None for p in self.pain],
            "trump": suits[self.trump] if self.trump is not None else None,
            "wardens_left": [suits[s] for s in self.wardens_left],
            "warden_aside": suits[self.warden_aside] if self.warden_aside is not None else None,
            "warden_queue": list(self.warden_queue),
            "aside": _cards(self.aside),
            "leader": self.leader,
            "order": list(self.order),
            "pos": self.pos,
            "trick": [[s, _cards(cs), tot] for s, cs, tot in self.trick],
            "led": suits[self.led] if self.led is not None else None,
            "winning": [self.win_seat, self.win_total, self.win_trump],
            "piles": [_cards(p) for p in self.piles],
            "discard": _cards(self.discard),
            "played": _cards(self.played),
            "voids": list(self.voids),
            "game_points": list(self.game_points),
            "history": [h.to_json() for h in self.history],
            "last_trick": view_to_json(self.last_trick_view()),
            # Logged events never change once recorded: shared, not copied.
            "log": list(self.log),
        }

    # ------------------------------------------------------------ simulation

    def copy(self) -> "WoodlandersState":
        """An independent copy, cheap enough for the hard player's playouts.

        Logged events, round summaries and the last trick are shared: they are
        never changed after being recorded.
        """
        c = object.__new__(WoodlandersState)
        c.rules, c.t, c.variant, c.n, c.robot = self.rules, self.t, self.variant, self.n, self.robot
        c.names = self.names
        c.rng = self.rng.copy()
        c.round, c.dealer, c.phase, c.turn = self.round, self.dealer, self.phase, self.turn
        c.sigs = [s[:] for s in self.sigs]
        c.sizes = self.sizes[:]
        c.pain = self.pain[:]
        c.trump = self.trump
        c.wardens_left = self.wardens_left[:]
        c.warden_aside = self.warden_aside
        c.warden_queue = self.warden_queue[:]
        c.aside = self.aside[:]
        c.leader = self.leader
        c.order = self.order[:]
        c.pos = self.pos
        c.trick = self.trick[:]
        c.led, c.win_seat = self.led, self.win_seat
        c.win_total, c.win_trump = self.win_total, self.win_trump
        c.piles = [p[:] for p in self.piles]
        c.discard = self.discard[:]
        c.played = self.played[:]
        c.gone = self.gone[:]
        c.voids = self.voids[:]
        c.game_points = self.game_points[:]
        c.history = self.history[:]
        c.last_trick = self.last_trick
        c.log = self.log[:]
        c.robot_memo = self.robot_memo
        return c
