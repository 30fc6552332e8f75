"""A game of Woodlanders in progress: three rounds of wardens, tricks and scoring.

Seats are numbered clockwise (play passes seat i -> i+1). The 3-player
variant seats D4-ST8 as the last engine seat; it has no pain suit, never
deals and its single legal action is always its rulebook play, so callers
treat it like any other seat. Rounds follow one another automatically: the
last trick of a round scores it, records a summary in `round_history` and
deals the next round.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Optional, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.result import Result
from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.cards import (
    Card,
    WoodlandersRules,
    full_deck,
    play_key,
    tables_for,
)
from woods_desktop.games.woodlanders.rules.robot import robot_play
from woods_desktop.games.woodlanders.rules.rules import (
    ERR,
    explain_card as _explain_card,
    play_refusal,
    split_trick,
    suit_key,
    trick_state,
)
from woods_desktop.games.woodlanders.rules.scoring import (
    game_ranking,
    next_dealer,
    pile_score,
    rank_round,
)

GAME_ID = "woodlanders"
STANDARD = "standard"
THREE_PLAYER = "three-player"
VARIANTS = (STANDARD, THREE_PLAYER)

WARDENS = "wardens"
DEALER_CHOICE = "dealer_choice"
PLAY = "play"
OVER = "over"


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
    names = list(config.get("names") or [f"P{i + 1}" for i in range(seats)])
    if len(names) != seats:
        raise ValueError(f"woodlanders: {len(names)} names for {seats} seats")
    return WoodlandersState._new(rules, variant, names, seed)


def _cards(cards: Sequence[Card]) -> list[list]:
    return [[c[0], c[1]] for c in cards]


def _plain_copy(x: Any) -> Any:
    """A deep copy of plain JSON-like data, several times faster than copy.deepcopy."""
    if isinstance(x, list):
        return [_plain_copy(v) for v in x]
    if isinstance(x, dict):
        return {k: _plain_copy(v) for k, v in x.items()}
    return x


class WoodlandersState:
    """The full state; see the module docstring. Only `apply` changes it."""

    __slots__ = (
        "rules", "t", "variant", "n", "robot", "names", "rng",
        "round", "dealer", "phase", "turn",
        "sigs", "sizes", "pain", "trump", "wardens_left", "warden_aside", "warden_queue",
        "aside", "leader", "order", "pos", "trick", "led",
        "win_seat", "win_total", "win_trump",
        "piles", "discard", "played", "voids", "game_points", "history", "last_trick", "log",
        "robot_memo",
    )

    # ------------------------------------------------------------------ setup

    @classmethod
    def _new(cls, rules: WoodlandersRules, variant: str, names: list[str], seed: int
             ) -> "WoodlandersState":
        st = object.__new__(cls)
        st.rules = rules
        st.t = tables_for(rules)
        st.variant = variant
        st.n = rules.seats
        st.robot = rules.seats - 1 if variant == THREE_PLAYER else None
        st.names = names + ([rules.robot_name] if st.robot is not None else [])
        st.rng = Rng(seed)
        st.round = 1
        st.game_points = [0] * st.n
        st.history = []
        st.log = []
        st.robot_memo = None
        humans = [i for i in range(st.n) if i != st.robot]
        st.dealer = humans[st.rng.randrange(len(humans))]
        st._start_round()
        return st

    def _warden_order(self) -> list[int]:
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
        self.sigs = [t.sigs_of(deck[i * h:(i + 1) * h]) for i in range(n)]
        self.sizes = [h] * n
        self.aside = deck[n * h:n * h + rules.aside]
        self.pain = [None] * n
        self.trump = None
        self.wardens_left = list(range(len(t.suits)))
        self.warden_aside = None
        self.warden_queue = self._warden_order()
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
        self.voids = [0] * n
        self.last_trick = None
        self.log.append({"type": "deal", "round": self.round, "dealer": self.dealer})

    # -------------------------------------------------------------- protocol

    def to_move(self) -> Optional[int]:
        return self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, player: Optional[int]) -> list[Any]:
        if player is None or player != self.turn:
            return []
        phase = self.phase
        if phase == PLAY:
            if player == self.robot:
                return [self._robot_action()]
            t = self.t
            sig = self.sigs[player]
            plays = t.plays
            if self.trick:
                led = self.led
                if sig[led]:
                    return list(plays[led][sig[led]])
                out: list[Any] = []
                for s, x in enumerate(sig):
                    if x:
                        out.extend(plays[s][x])
                return out
            pain = self.pain[player]
            out = []
            for s, x in enumerate(sig):
                if x and s != pain:
                    out.extend(plays[s][x])
            if not out:  # only the pain suit is left: then it may be led
                out.extend(plays[pain][sig[pain]])
            return out
        suits = self.t.suits
        if phase == WARDENS:
            return [ChooseWarden(suits[s]) for s in self.wardens_left]
        if phase == DEALER_CHOICE:
            left = self.wardens_left
            return [DealerChoose(suits[p], suits[q]) for p in left for q in left if p != q]
        return []

    def apply(self, action: Any) -> None:
        """Play `action` for the seat to move, or raise `IllegalAction` untouched."""
        if type(action) is Play and self.phase == PLAY:
            play = self._fast_play(action)
            if play is None:
                reason = self._refusal(action)
                if reason is not None:
                    raise reason
                # Legal but not in canonical form (cards as lists, say): normalise.
                play = self._fast_play(Play.of(action.cards))
                if play is None:  # pragma: no cover - _refusal and the tables agree
                    raise IllegalAction(ERR + "bad_card", card=repr(action.cards))
            self._do_play(play)
            return
        reason = self._refusal(action)
        if reason is not None:
            raise reason
        if type(action) is ChooseWarden:
            self._do_warden(self.t.suit_index[action.suit])
        elif type(action) is DealerChoose:
            self._do_dealer_choice(self.t.suit_index[action.pain], self.t.suit_index[action.trump])
        else:  # pragma: no cover - _refusal rejects everything else
            raise IllegalAction(ERR + "unknown_action", action=repr(action))

    def check(self, action: Any, seat: Optional[int] = None) -> Optional[IllegalAction]:
        """Why `action` would be refused (for `seat`, default: the seat to move), or None."""
        return self._refusal(action, seat)

    def events(self) -> list[dict[str, Any]]:
        """The log so far (plain dicts; read-only: they are shared with the state)."""
        return list(self.log)

    # ------------------------------------------------------------ validation

    def _fast_play(self, action: Play) -> Optional[Play]:
        """The canonical legal play equal to `action`, or None (then `_refusal` explains)."""
        seat = self.turn
        cards = action.cards
        try:
            if len(cards) == 1:
                key = cards
            elif len(cards) == 2:
                key = cards if cards[0][1] >= cards[1][1] else (cards[1], cards[0])
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
            if s != led and sig[led]:
                return None
        elif s == self.pain[seat] and any(x for i, x in enumerate(sig) if i != s):
            return None
        if seat == self.robot and play != self._robot_action():
            return None
        return play

    def _refusal(self, action: Any, seat: Optional[int] = None) -> Optional[IllegalAction]:
        if self.phase == OVER:
            return IllegalAction(ERR + "game_over")
        if seat is not None and seat != self.turn:
            return IllegalAction(ERR + "not_your_turn")
        t = self.t
        if isinstance(action, ChooseWarden):
            if self.phase != WARDENS:
                return IllegalAction(ERR + "wrong_phase")
            if not isinstance(action.suit, str) or action.suit not in t.suit_index:
                return IllegalAction(ERR + "unknown_suit", suit=repr(action.suit))
            if t.suit_index[action.suit] not in self.wardens_left:
                return IllegalAction(ERR + "warden_taken", suit=suit_key(action.suit))
            return None
        if isinstance(action, DealerChoose):
            if self.phase != DEALER_CHOICE:
                return IllegalAction(ERR + "wrong_phase")
            for suit in (action.pain, action.trump):
                if not isinstance(suit, str) or suit not in t.suit_index:
                    return IllegalAction(ERR + "unknown_suit", suit=repr(suit))
            if action.pain == action.trump:
                return IllegalAction(ERR + "pain_trump_same")
            for suit in (action.pain, action.trump):
                if t.suit_index[suit] not in self.wardens_left:
                    return IllegalAction(ERR + "warden_taken", suit=suit_key(suit))
            return None
        if isinstance(action, Play):
            if self.phase != PLAY:
                return IllegalAction(ERR + "wrong_phase")
            player = self.turn
            cards = action.cards
            if not isinstance(cards, (tuple, list)):
                return IllegalAction(ERR + "bad_card", card=repr(cards))
            led = t.suits[self.led] if self.trick else None
            pain = self.pain[player]
            reason = play_refusal(self.hand(player), cards, led,
                                  t.suits[pain] if pain is not None else None,
                                  t.suits, self.rules.play_alone)
            if reason is not None:
                return reason
            if player == self.robot and play_key(cards) != self._robot_action().cards:
                return IllegalAction(ERR + "robot_rule")
            return None
        return IllegalAction(ERR + "unknown_action", action=type(action).__name__)

    # ---------------------------------------------------------------- moves

    def _do_warden(self, s: int) -> None:
        seat = self.turn
        self.pain[seat] = s
        self.wardens_left.remove(s)
        self.warden_queue.pop(0)
        trump = None
        if not self.warden_queue and self.robot is None:
            trump = self.wardens_left[0]
        suits = self.t.suits
        self.log.append({"type": "warden", "seat": seat, "suit": suits[s],
                         "trump": suits[trump] if trump is not None else None})
        if self.warden_queue:
            self.turn = self.warden_queue[0]
        elif self.robot is None:
            self.trump = trump
            self.wardens_left = []
            self._new_trick(self.dealer)
        else:
            self.phase = DEALER_CHOICE
            self.turn = self.dealer

    def _do_dealer_choice(self, pain: int, trump: int) -> None:
        seat = self.dealer
        self.pain[seat] = pain
        self.trump = trump
        rest = [s for s in self.wardens_left if s not in (pain, trump)]
        self.warden_aside = rest[0] if rest else None
        self.wardens_left = []
        suits = self.t.suits
        self.log.append({"type": "dealer_choice", "seat": seat, "pain": suits[pain],
                         "trump": suits[trump],
                         "aside": (suits[self.warden_aside]
                                   if self.warden_aside is not None else None)})
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

    def _do_play(self, play: Play) -> None:
        seat = self.turn
        cards = play.cards
        t = self.t
        s = t.suit_index[cards[0][0]]
        sig = self.sigs[seat]
        weights = t.weights
        total = 0
        for c in cards:
            v = c[1]
            sig[s] -= weights[v]
            total += v
        self.sizes[seat] -= len(cards)
        trick = self.trick
        if trick:
            if s != self.led:
                self.voids[seat] |= 1 << self.led
        else:
            self.led = s
        trick.append((seat, cards, total))
        self.played.extend(cards)
        if s == self.trump:
            if not self.win_trump or total >= self.win_total:
                self.win_seat, self.win_total, self.win_trump = seat, total, True
        elif s == self.led and not self.win_trump and total >= self.win_total:
            self.win_seat, self.win_total = seat, total
        self.log.append({"type": "play", "seat": seat, "cards": _cards(cards), "total": total,
                         "suit": cards[0][0], "robot": seat == self.robot})
        self.pos += 1
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        winner = self.win_seat
        cards = [c for _, cs, _ in self.trick for c in cs]
        pain = self.pain[winner]
        collected, discarded = split_trick(cards, self.t.suits[pain] if pain is not None else None)
        self.piles[winner].extend(collected)
        self.discard.extend(discarded)
        self.last_trick = {
            "plays": [{"seat": s, "cards": _cards(cs), "total": tot} for s, cs, tot in self.trick],
            "winner": winner,
            "collected": _cards(collected),
            "discarded": _cards(discarded),
        }
        self.log.append({"type": "trick", "winner": winner, "collected": _cards(collected),
                         "discarded": _cards(discarded)})
        if self.sizes.count(0) >= 2:
            self._end_round()
        else:
            self._new_trick(winner)

    def _end_round(self) -> None:
        t, n = self.t, self.n
        left_in_hands: list[list] = []
        for seat in range(n):
            left_in_hands.append(_cards(self.hand(seat)))
            if self.sizes[seat]:
                self.discard.extend(self.hand(seat))
                self.sigs[seat] = [0] * len(t.suits)
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
        summary = {
            "round": self.round,
            "dealer": self.dealer,
            "pain": pains,
            "trump": t.suits[self.trump] if self.trump is not None else None,
            "scores": scores,
            "cards_taken": taken,
            "points": points,
            "ranks": ranks,
            "tiebreak": tiebreak,
            "game_points": list(self.game_points),
            "piles": [_cards(p) for p in self.piles],
            "discarded_hands": left_in_hands,
        }
        self.history.append(summary)
        self.log.append({"type": "round_end", **summary})
        if self.round >= self.rules.rounds:
            self.phase = OVER
            self.turn = None
            ranks, tiebreak = game_ranking(self.game_points, ranks, self.robot)
            self.log.append({"type": "game_end", "game_points": list(self.game_points),
                             "ranks": ranks, "tiebreak": tiebreak})
            return
        self.round += 1
        self.dealer = next_dealer(self.game_points, self.dealer, self.robot,
                                  lowest=self.robot is not None)
        self._start_round()

    def _robot_action(self) -> Play:
        memo = self.robot_memo
        if memo is not None and memo[0] == self.round and memo[1] == len(self.played):
            return memo[2]
        t = self.t
        suits = t.suits
        cards = robot_play(
            self.hand(self.robot),
            [(s, cs) for s, cs, _ in self.trick],
            suits[self.trump] if self.trump is not None else None,
            [suits[p] if p is not None else None for p in self.pain],
            suits,
            self.rules.play_alone,
        )
        s = t.suit_index[cards[0][0]]
        play = t.by_cards[s][self.sigs[self.robot][s]][cards]
        self.robot_memo = (self.round, len(self.played), play)
        return play

    # ---------------------------------------------------------------- reading

    def hand(self, seat: int) -> list[Card]:
        """A seat's cards, sorted by suit order then value (full state: no hiding)."""
        return self.t.hand_cards(self.sigs[seat])

    def explain_card(self, seat: int, card: Sequence) -> Optional[IllegalAction]:
        """Why `card` of `seat`'s hand cannot be part of any legal play now (None: it can)."""
        return _explain_card(self.view(seat), card, seat)

    def result(self) -> Result:
        """Game points, ranks and the deciding tie-break (provisional before the end)."""
        final_places = self.history[-1]["ranks"] if self.history else [1] * self.n
        ranks, tiebreak = game_ranking(self.game_points, final_places, self.robot)
        return Result(
            scores=tuple(float(p) for p in self.game_points),
            ranks=tuple(ranks),
            tiebreak=tiebreak,
            details={
                "over": self.phase == OVER,
                "names": list(self.names),
                "robot_seat": self.robot,
                "rounds": _plain_copy(self.history),
            },
        )

    def view(self, player: Optional[int]) -> dict[str, Any]:
        """What `player` may see: own hand, D4-ST8's open hand, everything public."""
        if player is not None and not 0 <= player < self.n:
            raise ValueError(f"no seat {player}")
        t, n = self.t, self.n
        suits = t.suits
        over = self.phase == OVER
        hands: list[Optional[list]] = []
        for i in range(n):
            visible = over or i == player or i == self.robot
            hands.append(_cards(self.hand(i)) if visible else None)
        pains = [suits[p] if p is not None else None for p in self.pain]
        return {
            "game": GAME_ID,
            "variant": self.variant,
            "names": list(self.names),
            "seats": n,
            "robot_seat": self.robot,
            "me": player,
            "round": self.round,
            "rounds": self.rules.rounds,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.turn,
            "pain": pains,
            "trump": suits[self.trump] if self.trump is not None else None,
            "wardens_left": [suits[s] for s in self.wardens_left],
            "warden_aside": suits[self.warden_aside] if self.warden_aside is not None else None,
            "hand": list(hands[player]) if player is not None else [],
            "hands": hands,
            "hand_sizes": list(self.sizes),
            "leader": self.leader,
            "trick": [{"seat": s, "cards": _cards(cs), "total": tot} for s, cs, tot in self.trick],
            "led_suit": suits[self.led] if self.trick else None,
            "winning": self.win_seat if self.trick else None,
            "piles": [_cards(p) for p in self.piles],
            "discard_count": len(self.discard),
            "aside_count": len(self.aside),
            "round_scores": [pile_score(self.piles[i], pains[i]) for i in range(n)],
            "game_points": list(self.game_points),
            "round_history": _plain_copy(self.history),
            "last_trick": _plain_copy(self.last_trick),
            "played": _cards(self.played),
            "voids": [[suits[s] for s in range(len(suits)) if m >> s & 1] for m in self.voids],
        }

    def to_dict(self) -> dict[str, Any]:
        """Everything, JSON-able, for comparisons in tests (saves replay instead).

        Round summaries, the last trick and events are shared with the state
        (they never change once recorded): treat the result as read-only.
        """
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
            # Recorded summaries and events never change once logged: shared, not copied.
            "history": list(self.history),
            "last_trick": self.last_trick,
            "log": list(self.log),
        }

    # ------------------------------------------------------------ simulation

    def copy(self) -> "WoodlandersState":
        """An independent copy, cheap enough for the hard bot's simulations.

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
        c.voids = self.voids[:]
        c.game_points = self.game_points[:]
        c.history = self.history[:]
        c.last_trick = self.last_trick
        c.log = self.log[:]
        c.robot_memo = self.robot_memo
        return c

    @classmethod
    def from_view(cls, view: Mapping[str, Any], hands: Sequence[Optional[Sequence]],
                  aside: Sequence, rng_seed: int, rules: WoodlandersRules) -> "WoodlandersState":
        """A full state consistent with `view`, hidden cards filled in by guesses.

        For determinized search (the hard bot): `hands[i]` is the guessed hand of
        seat i (None: take it from the view, which must show it), `aside` the
        guessed cards set aside; the discard pile is rebuilt from the public
        record (cards played this round minus piles minus the trick). Future
        deals come from `Rng(rng_seed)`. Events are not rebuilt (the log starts
        empty). Raises ValueError when the guesses do not add up to the deck.
        `rules` is the game's `WoodlandersRules` (GameDefinition.extras["rules"]).
        """
        if view["phase"] == OVER:
            raise ValueError("the game is over: nothing to simulate")
        t = tables_for(rules)
        suits = t.suits
        idx = t.suit_index
        st = object.__new__(cls)
        st.rules, st.t = rules, t
        st.variant = view["variant"]
        st.n = view["seats"]
        st.robot = view["robot_seat"]
        st.names = list(view["names"])
        st.rng = Rng(rng_seed)
        st.round, st.dealer, st.phase, st.turn = (view["round"], view["dealer"], view["phase"],
                                                  view["to_move"])
        full_hands: list[list[Card]] = []
        for i in range(st.n):
            h = hands[i] if i < len(hands) else None
            if h is None:
                h = view["hands"][i]
                if h is None:
                    raise ValueError(f"seat {i}: hand hidden in the view and not guessed")
            h = [(c[0], c[1]) for c in h]
            if len(h) != view["hand_sizes"][i]:
                raise ValueError(f"seat {i}: {len(h)} cards guessed, {view['hand_sizes'][i]} held")
            full_hands.append(h)
        st.sigs = [t.sigs_of(h) for h in full_hands]
        st.sizes = [len(h) for h in full_hands]
        st.pain = [idx[p] if p is not None else None for p in view["pain"]]
        st.trump = idx[view["trump"]] if view["trump"] is not None else None
        st.wardens_left = [idx[s] for s in view["wardens_left"]]
        st.warden_aside = idx[view["warden_aside"]] if view["warden_aside"] is not None else None
        st.warden_queue = ([s for s in st._warden_order() if st.pain[s] is None]
                           if st.phase == WARDENS else [])
        st.aside = [(c[0], c[1]) for c in aside]
        if len(st.aside) != view["aside_count"]:
            raise ValueError("wrong number of cards set aside")
        st.leader = view["leader"]
        st.trick = [(p["seat"], play_key(p["cards"]), p["total"]) for p in view["trick"]]
        in_trick = {s for s, _, _ in st.trick}
        if st.phase == PLAY:
            st.order = [s for s in ((st.leader + k) % st.n for k in range(st.n))
                        if st.sizes[s] or s in in_trick]
        else:
            st.order = []
        st.pos = len(st.trick)
        led, win, best, best_trump = trick_state([(s, cs) for s, cs, _ in st.trick],
                                                 suits[st.trump] if st.trump is not None else None)
        st.led = idx[led] if led is not None else None
        st.win_seat, st.win_total, st.win_trump = win, best, best_trump
        st.piles = [[(c[0], c[1]) for c in p] for p in view["piles"]]
        st.played = [(c[0], c[1]) for c in view["played"]]
        rest = Counter(st.played)
        rest.subtract(c for p in st.piles for c in p)
        rest.subtract(c for _, cs, _ in st.trick for c in cs)
        if any(v < 0 for v in rest.values()):
            raise ValueError("piles and trick hold cards never played")
        st.discard = sorted(rest.elements(), key=lambda c: (idx[c[0]], c[1]))
        st.voids = [sum(1 << idx[s] for s in v) for v in view["voids"]]
        st.game_points = list(view["game_points"])
        st.history = _plain_copy(list(view["round_history"]))
        st.last_trick = _plain_copy(view["last_trick"])
        st.log = []
        st.robot_memo = None
        everything = Counter(c for h in full_hands for c in h)
        everything.update(st.aside)
        everything.update(st.played)
        if everything != Counter(full_deck(rules)):
            raise ValueError("hands, aside and played cards do not make up the deck")
        return st
