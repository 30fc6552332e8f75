"""The three computer players of Voice of the Woods.

They write like people: each level knows the nouns people use most (easy
about the 3,000 most used, normal 10,000, hard 30,000, never informal,
slang, archaic or obscene ones), writes words of a person's length (easy
3-5 letters, normal 4-7, hard longer when it pays), has a taste of its own
(seeded per seat, so two computers write the same word only when the field
leaves little choice) and finishes writing at a moment of the minute that
fits its level and the word (`at_ms`).

easy: a beginner who writes short everyday words, spells them with whatever
cards come to hand, places cubes on a whim and now and then runs out of
time. normal: searches the words it knows and takes the one whose cubes
bring it closest to leading cards, skips cubes that would be wasted, blocks
an opponent one cube from leading, and makes sensible Leader, Elder and
refresh choices. hard: the same search judged by a finer model (how likely
each opponent is to touch a card this round, who is ahead, letter points in
the advanced variant, how many rounds are left), and it reads the revealed
words before deciding an optional cube.

Every choice depends only on the view, the legal actions and the bot's own
`Rng(seed)`, so a game replays exactly. The word search has a fixed amount
of work (the number of words judged in full), not a clock, for the same
reason.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.bots import field_choices
from woods_desktop.games.voice.bots.judgement import Model, Style
from woods_desktop.games.voice.bots.position import Position
from woods_desktop.games.voice.bots.wording import CardChooser, find_words, noun_index, rank, reach, taste
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
from woods_desktop.words.index import NounIndex


class VoiceBot(ABC):
    """Dispatches on the phase; the levels fill in the choices."""

    level = "base"
    vocabulary = 10_000  # the most used nouns this level knows
    # and none rarer than this on wordfreq's Zipf scale (the noun list's column, measured at build
    # time): past rank 20,000 or so the list holds words a person has never met (АЛАНИН, АМНИОН)
    min_zipf = 2.5
    # Everybody knows the `core` most used of them; past it each computer knows its own share
    # (`known`), as people do: two computers then rarely share the one long rare word a field allows.
    core = 3_000
    known = 1.0
    # when it is done writing: base + per letter + per Zipf step below 5 (rarer words take
    # longer to find) + a spread, in ms
    think = (15_000, 1_800, 2_000, 12_000)

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)
        self.salt = self.rng.randrange(1 << 32)  # this computer's taste in words
        self.lexicon = self.rng.randrange(1 << 32)  # which of the rarer words it knows

    @property
    def reach(self) -> int:
        """The most used nouns this level knows: `vocabulary`, none under `min_zipf`."""
        return reach(self.vocabulary, self.min_zipf)

    def knows(self, words: list[str]) -> list[str]:
        """The words this computer knows: the level's common core, and its own share of the rest."""
        if self.known >= 1.0:
            return words
        core, known, lexicon = self.core, self.known, self.lexicon
        return [w for w in words if rank(w) <= core or taste(w, lexicon) < known]

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
    def think_ms(self, pos: Position, word: str, zipf: float) -> int:
        """When the computer is done writing: later for a longer or rarer word and a lower level.

        The table shows the word as written only from then on; the engine records it.
        """
        base, per_letter, per_rarity, spread = self.think
        ms = base + per_letter * len(word) + per_rarity * max(0.0, 5.0 - zipf) + self.rng.randrange(spread)
        return max(3_000, min(pos.minute_ms - 500, int(ms)))

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
    vocabulary = 3_000
    min_zipf = 3.0
    think = (20_000, 2_500, 2_500, 16_000)
    MIN_LEN = 3
    MAX_LEN = 5
    TIME_UP = 0.08  # how often the minute runs out on it
    COMMON_WEIGHT = 0.1  # how much more it likes the commonest words (per Zipf step) than its taste

    def compose(self, pos: Position, legal: list[Any]) -> Any:
        if self.rng.random() < self.TIME_UP:
            return NoWord(NOWORD_TIME, pos.minute_ms)
        index = noun_index()
        if index is None:
            return self.pass_word(pos)
        words = find_words(pos, index, min_len=self.MIN_LEN, max_len=self.MAX_LEN, vocabulary=self.reach)
        if not words:
            return self.pass_word(pos)
        zipf = {w: _zipf(index, w) for w in words}
        moment = self.rng.randrange(1 << 32)  # what comes to mind this round

        def liking(word: str) -> float:
            return self.COMMON_WEIGHT * zipf[word] + taste(word, self.salt) + 0.5 * taste(word, moment)

        jitter = {c.id: self.rng.random() for c in pos.face_up()}
        me = pos.me
        cubes = pos.supply[me] + pos.my_cubes_on_field()
        chooser = CardChooser(pos, lambda c: 0.5 * (c.cubes[me] > 0) + jitter[c.id], [0.0] * cubes)
        for word in sorted(words, key=lambda w: (-liking(w), w))[:8]:
            plan = chooser.plan(word)
            if plan is None:
                continue
            action = Compose(word, plan.cards, self.think_ms(pos, word, zipf[word]))
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


def _zipf(index: NounIndex, word: str) -> float:
    entry = index.entry(word)
    return float(entry.zipf) if entry is not None else 0.0


class SmartBot(VoiceBot):
    """The searching players: every playable noun, judged by the control model."""

    style = Style()
    keep = 30  # words judged in full per decision (the work budget)
    min_len = 4  # shorter words only when the cards allow nothing longer it knows
    max_len: int | None = 7
    knows_words = False  # reads the revealed words when placing
    pass_margin = 0.05  # how much better a lone penalty cube must be than the best word
    card_taste = 0.12  # spread of the bot's own liking for each card, per round
    word_taste = 0.35  # spread of its own liking for each word (its taste, fixed per seat)
    common_bonus = 0.03  # per Zipf step: people reach for the words they use
    notice = 0.5  # the share of the possible words it comes upon in a round
    comfort_len = 5  # longer words are harder to find in a minute: each letter past this costs
    long_cost = 0.06

    def model(self, pos: Position) -> Model:
        adds = self.known_adds(pos) if self.knows_words and pos.phase == PLACE else None
        return Model(pos, self.style, adds)

    # -- composing ------------------------------------------------------------------
    def compose(self, pos: Position, legal: list[Any]) -> Any:
        index = noun_index()
        if index is None:
            return self.pass_word(pos)
        model = self.model(pos)
        move_losses = [
            model.remove_loss(c) for c in pos.cells.values() if c.cubes[pos.me] > 0 for _ in range(c.cubes[pos.me])
        ]
        # A taste of its own (fixed per seat) and of the moment (per round), so two computers of
        # one level at a table do not write the same word and cancel each other out.
        moment = self.rng.randrange(1 << 30)
        whim = {c.id: self.card_taste * (self.rng.random() - 0.5) for c in pos.face_up()}
        chooser = CardChooser(pos, lambda c: model.use_value(c) + whim[c.id], model.cube_costs(move_losses))
        found = self.knows(find_words(pos, index, min_len=2, max_len=self.max_len, vocabulary=self.reach))
        words = [w for w in found if len(w) >= self.min_len] or found
        # Within a minute a person comes upon only some of the words the cards allow.
        glance = moment ^ 0x9E3779B9
        words = [w for w in words if taste(w, glance) < self.notice] or words
        zipf = {w: _zipf(index, w) for w in words}

        def bonus(word: str) -> float:
            return (
                self.common_bonus * (zipf[word] - 4.0)
                + self.word_taste * taste(word, self.salt)
                + 0.3 * self.word_taste * taste(word, moment)
                - self.long_cost * max(0, len(word) - self.comfort_len)
            )

        plans = chooser.best(words, self.keep, bonus)
        lone = self.penalty_value(pos, model)
        if not plans or plans[0].value < lone - self.pass_margin:
            return self.pass_word(pos)
        plan = plans[0]
        action = Compose(plan.word, plan.cards, self.think_ms(pos, plan.word, zipf[plan.word]))
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
    vocabulary = 10_000
    known = 0.75


class HardBot(SmartBot):
    level = "hard"
    style = Style(
        hold=None,
        block_all=True,
        block_weight=0.45,
        letter_points=True,
        endgame=True,
        cube_cost=0.05,
        short_cube_cost=0.12,
        return_bonus=0.02,
        contest=True,
        appeal=3.0,
        progress=(1.0, 0.45, 0.12, 0.04, 0.015, 0.005),
    )
    keep = 60
    vocabulary = 30_000
    min_zipf = 2.0
    core = 5_000
    known = 0.6
    think = (10_000, 1_500, 1_500, 12_000)
    min_len = 3
    max_len = 11
    knows_words = True
    notice = 0.4
    comfort_len = 8
    long_cost = 0.04
    card_taste = 0.06
    word_taste = 0.3
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
