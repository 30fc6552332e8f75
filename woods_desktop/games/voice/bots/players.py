"""The three computer players of Voice of the Woods.

easy: a beginner who writes short everyday words (3-5 letters), spells them
with whatever cards come to hand, places cubes on a whim and now and then
runs out of time. normal: searches every noun the cards allow and takes the
word whose cubes bring it closest to leading cards, skips cubes that would be
wasted, blocks an opponent one cube from leading, and makes sensible Leader,
Elder and refresh choices. hard: the same search judged by a finer model
(how likely each opponent is to touch a card this round, who is ahead, letter
points in the advanced variant, how many rounds are left), and it reads the
revealed words before deciding an optional cube.

Every choice depends only on the view, the legal actions and the bot's own
`Rng(seed)`, so a game replays exactly. The word search has a fixed amount
of work (the number of words judged in full), not a clock, for the same
reason.
"""

from __future__ import annotations

import zlib
from abc import ABC, abstractmethod
from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.bots import field_choices
from woods_desktop.games.voice.bots.judgement import Model, Style
from woods_desktop.games.voice.bots.position import Position
from woods_desktop.games.voice.bots.wording import CardChooser, find_words, noun_index
from woods_desktop.games.voice.rules.actions import (
    NOWORD_PASS,
    NOWORD_TIME,
    Compose,
    ElderDecline,
    ElderTrade,
    LeaderCube,
    MoveCube,
    NoWord,
    PlaceCube,
    SkipCube,
)
from woods_desktop.games.voice.rules.compose import refusal_from_view
from woods_desktop.games.voice.rules.state import (
    COMPOSE,
    ELDER,
    LEADER,
    PLACE,
    REFRESH_AXIS,
    REFRESH_PLACE,
    REFRESH_REMOVE,
)
from woods_desktop.games.voice.rules.view import LeaderChoice, VoiceView


class VoiceBot(ABC):
    """Dispatches on the phase; the levels fill in the choices."""

    level = "base"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view: VoiceView, legal: list[Any]) -> Any:
        phase = view.phase
        if phase != COMPOSE and len(legal) == 1:
            return legal[0]
        pos = Position(view)
        if phase == COMPOSE:
            return self.compose(pos, legal)
        if phase == PLACE:
            return self.place(pos, legal)
        if phase == LEADER:
            return self.leader(pos, legal)
        if phase == ELDER:
            return self.elder(pos, legal)
        if phase == REFRESH_PLACE:
            return self.refresh_place(pos, legal)
        if phase == REFRESH_AXIS:
            return self.refresh_axis(pos, legal)
        if phase == REFRESH_REMOVE:
            return self.refresh_remove(pos, legal)
        return legal[0]

    # -- shared helpers ------------------------------------------------------------
    def think_ms(self, word: str) -> int:
        """When the word was written: longer words take longer (recorded only, never timed)."""
        return min(55000, 15000 + 1800 * len(word) + self.rng.randrange(12000))

    def pass_word(self, pos: Position) -> NoWord:
        return NoWord(NOWORD_PASS, min(pos.minute_ms, 40000 + self.rng.randrange(15000)))

    @abstractmethod
    def compose(self, pos: Position, legal: list[Any]) -> Any:
        """Each level decides this its own way."""

    @abstractmethod
    def place(self, pos: Position, legal: list[Any]) -> Any:
        """Each level decides this its own way."""

    @abstractmethod
    def leader(self, pos: Position, legal: list[Any]) -> Any:
        """Each level decides this its own way."""

    def elder(self, pos: Position, legal: list[Any]) -> Any:
        return field_choices.best_elder_trade(pos, legal)

    def refresh_place(self, pos: Position, legal: list[Any]) -> Any:
        return field_choices.refresh_place(pos, legal, toward_elders=False)

    def refresh_axis(self, pos: Position, legal: list[Any]) -> Any:
        return field_choices.refresh_axis(pos, legal)

    def refresh_remove(self, pos: Position, legal: list[Any]) -> Any:
        return field_choices.refresh_remove(pos, legal)


class EasyBot(VoiceBot):
    """Short everyday words, cards as they come, cubes on a whim."""

    level = "easy"
    MIN_LEN = 3
    MAX_LEN = 5
    TIME_UP = 0.08  # how often the minute runs out on it

    def compose(self, pos: Position, legal: list[Any]) -> Any:
        if self.rng.random() < self.TIME_UP:
            return NoWord(NOWORD_TIME, pos.minute_ms)
        index = noun_index()
        if index is None:
            return self.pass_word(pos)
        words = find_words(pos, index, min_len=self.MIN_LEN, max_len=self.MAX_LEN)
        tiers = [[w for w in words if (index.entry(w) or _NO_ENTRY).common >= level]
                 for level in (2, 1, 0)]
        pool = next((t for t in tiers if t), [])
        if not pool:
            return self.pass_word(pos)
        jitter = {c.id: self.rng.random() for c in pos.face_up()}
        me = pos.me
        cubes = pos.supply[me] + pos.my_cubes_on_field()
        chooser = CardChooser(pos, lambda c: 0.5 * (c.cubes[me] > 0) + jitter[c.id], [0.0] * cubes)
        for word in self.rng.sample(pool, min(8, len(pool))):
            plan = chooser.plan(word)
            if plan is None:
                continue
            action = Compose(word, plan.cards, self.think_ms(word))
            if refusal_from_view(pos.view, action) is None:
                return action
        return self.pass_word(pos)

    def place(self, pos: Position, legal: list[Any]) -> Any:
        skips = [a for a in legal if isinstance(a, SkipCube)]
        if skips and self.rng.random() < 0.5:
            return skips[0]
        adds = [a for a in legal if not isinstance(a, SkipCube)]
        return self.rng.choice(adds or legal)

    def leader(self, pos: Position, legal: list[Any]) -> Any:
        return self.rng.choice(legal)

    def elder(self, pos: Position, legal: list[Any]) -> Any:
        trades = [a for a in legal if isinstance(a, ElderTrade)]
        if trades and self.rng.random() < 0.75:
            return self.rng.choice(trades)
        return next((a for a in legal if isinstance(a, ElderDecline)), legal[0])

    def refresh_place(self, pos: Position, legal: list[Any]) -> Any:
        return self.rng.choice(legal)

    def refresh_axis(self, pos: Position, legal: list[Any]) -> Any:
        return self.rng.choice(legal)

    def refresh_remove(self, pos: Position, legal: list[Any]) -> Any:
        return self.rng.choice(legal)


class _NoEntry:
    common = 0


_NO_ENTRY = _NoEntry()


class SmartBot(VoiceBot):
    """The searching players: every playable noun, judged by the control model."""

    style = Style()
    keep = 30  # words judged in full per decision (the work budget)
    max_len: int | None = 10
    knows_words = False  # reads the revealed words when placing
    pass_margin = 0.05  # how much better a lone penalty cube must be than the best word
    card_taste = 0.12  # spread of the bot's own liking for each card, per round
    word_taste = 0.1  # spread of its liking for each word
    common_bonus = 0.03  # per step of the noun list's commonness hint (0-3)

    def model(self, pos: Position) -> Model:
        adds = self.known_adds(pos) if self.knows_words and pos.phase == PLACE else None
        return Model(pos, self.style, adds)

    # -- composing ------------------------------------------------------------------
    def compose(self, pos: Position, legal: list[Any]) -> Any:
        index = noun_index()
        if index is None:
            return self.pass_word(pos)
        model = self.model(pos)
        move_losses = [model.remove_loss(c) for c in pos.cells.values() if c.cubes[pos.me] > 0
                       for _ in range(c.cubes[pos.me])]
        # A little taste of its own, so two bots of one level at a table do not write
        # the same word on the same cards and cancel each other out.
        salt = self.rng.randrange(1 << 30)
        taste = {c.id: self.card_taste * (self.rng.random() - 0.5) for c in pos.face_up()}
        chooser = CardChooser(pos, lambda c: model.use_value(c) + taste[c.id],
                              model.cube_costs(move_losses))
        words = find_words(pos, index, min_len=2, max_len=self.max_len)

        def bonus(word: str) -> float:
            entry = index.entry(word)
            common = entry.common if entry is not None else 0
            whim = ((zlib.crc32(word.encode("utf-8")) ^ salt) & 1023) / 1024.0
            return self.common_bonus * common + self.word_taste * whim

        plans = chooser.best(words, self.keep, bonus)
        lone = self.penalty_value(pos, model)
        if not plans or plans[0].value < lone - self.pass_margin:
            return self.pass_word(pos)
        plan = plans[0]
        action = Compose(plan.word, plan.cards, self.think_ms(plan.word))
        if refusal_from_view(pos.view, action) is not None:  # never sent: the engine's own check
            return self.pass_word(pos)
        return action

    def penalty_value(self, pos: Position, model: Model) -> float:
        """The best a single penalty cube could do (what playing no word is worth)."""
        cells = pos.face_up()
        if not cells:
            return float("-inf")
        if pos.supply[pos.me] > 0:
            return max(model.add_gain(c) - model.cube_cost for c in cells)
        sources = [c for c in pos.cells.values() if c.cubes[pos.me] > 0]
        if not sources:
            return float("-inf")
        cheapest = min(model.remove_loss(c) for c in sources)
        return max(model.add_gain(c) for c in cells) - cheapest

    # -- placing --------------------------------------------------------------------
    def known_adds(self, pos: Position) -> dict[int, list[float]]:
        """Who still puts cubes where this round, from the revealed words (placing phase)."""
        adds: dict[int, list[float]] = {}
        face_up = [c.id for c in pos.face_up()]
        for seat, word in enumerate(pos.view.words):
            if seat == pos.me or word is None or not pos.later_in_order(seat):
                continue
            if word.kind == "word":
                for card in word.cards:
                    cell = pos.cells.get(card)
                    if cell is None:
                        continue
                    row = adds.setdefault(card, [0.0] * pos.seats)
                    row[seat] = 1.0 if cell.cubes[seat] == 0 else 0.5
            else:
                for card in face_up:
                    row = adds.setdefault(card, [0.0] * pos.seats)
                    row[seat] = max(row[seat], 0.15)
        return adds

    def place(self, pos: Position, legal: list[Any]) -> Any:
        model = self.model(pos)
        placing = pos.view.placing
        if placing is not None and placing.penalty:
            return max(legal, key=lambda a: (self._cube_value(pos, model, a), _tiebreak(a)))
        skips = [a for a in legal if isinstance(a, SkipCube)]
        adds = [a for a in legal if not isinstance(a, SkipCube)]
        if not adds:
            return skips[0]
        best = max(adds, key=lambda a: (self._cube_value(pos, model, a), _tiebreak(a)))
        if skips and self._cube_value(pos, model, best) <= 0.0:
            return skips[0]
        return best

    def _cube_value(self, pos: Position, model: Model, action: Any) -> float:
        if isinstance(action, PlaceCube):
            return model.add_gain(pos.cells[action.card]) - model.cube_cost
        if isinstance(action, MoveCube):
            src = pos.cells[action.src]
            dst = pos.cells[action.dst]
            if src.id == dst.id:
                return float("-inf")
            return model.add_gain(dst) - model.remove_loss(src)
        return 0.0

    # -- after the words --------------------------------------------------------------
    def leader(self, pos: Position, legal: list[Any]) -> Any:
        pending = pos.view.pending
        stake = field_choices.leader_cube_stake(pos, pending.card) if isinstance(pending, LeaderChoice) else 0
        place = stake > 0 or pos.supply[pos.me] >= self.leader_reserve(pos)
        return next((a for a in legal if isinstance(a, LeaderCube) and a.place == place), legal[0])

    def leader_reserve(self, pos: Position) -> int:
        """Supply kept back before parking a cube on a face-down card with no Elder prospects."""
        return 4


class NormalBot(SmartBot):
    level = "normal"


class HardBot(SmartBot):
    level = "hard"
    style = Style(hold=None, block_all=True, block_weight=0.45, letter_points=True, endgame=True,
                  cube_cost=0.05, short_cube_cost=0.12, return_bonus=0.02, contest=True,
                  appeal=3.0, progress=(1.0, 0.45, 0.12, 0.04, 0.015, 0.005))
    keep = 60
    max_len = 12
    knows_words = True
    card_taste = 0.06
    word_taste = 0.05
    common_bonus = 0.015

    def leader_reserve(self, pos: Position) -> int:
        model = Model(pos, self.style)
        return 1 if model.rounds_left <= 1 else 3

    def refresh_place(self, pos: Position, legal: list[Any]) -> Any:
        return field_choices.refresh_place(pos, legal, toward_elders=True)


def _tiebreak(action: Any) -> tuple[int, ...]:
    """A fixed order among equal moves (lower card ids first)."""
    if isinstance(action, MoveCube):
        return (-action.dst, -action.src)
    if isinstance(action, (PlaceCube, SkipCube)):
        return (-action.card,)
    return ()


def easy(seat: int, seed: int) -> EasyBot:
    return EasyBot(seat, seed)


def normal(seat: int, seed: int) -> NormalBot:
    return NormalBot(seat, seed)


def hard(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)


__all__ = ["EasyBot", "NormalBot", "HardBot", "VoiceBot", "easy", "normal", "hard"]
