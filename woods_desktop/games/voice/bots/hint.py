"""The hint's thinker for Voice of the Woods: the hard computer, as if it sat in the person's seat.

Outside the minute (placing cubes, the Leader's cube, Elders, the refresh) it answers with the hard
computer's choice. At a seat's own compose turn it answers with the best word on the field for that
seat (`best_word`): the table never shows that during the minute, but asks it there (in the worker, while
the person writes) to say after the minute, in the round's summary, "you could have written ...".

It lives with the bots because it thinks in the computers' worker process, which never imports pygame.
Every choice depends on the view alone (no clock, a fixed seed), so the same position gets the same hint.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.voice.bots.players import HardBot
from woods_desktop.games.voice.bots.position import Position
from woods_desktop.games.voice.bots.wording import CardChooser, find_words, noun_index, reach
from woods_desktop.games.voice.rules.actions import Compose
from woods_desktop.games.voice.rules.compose import refusal_from_view
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import VoiceView

KEEP = 80  # words judged in full when looking for the best one (the hard computer judges 60 of those it noticed)
# the words suggested: the 10,000 nouns people use most, none rarer than Zipf 3 (words a person knows; the hard
# computer's own 30,000 hold МОНТЕКРИСТО and МАНУСКРИПТ)
VOCABULARY = (10_000, 3.0)


class HintBot:
    """The hard computer's choice outside the minute; the best word on the field at a compose turn."""

    def __init__(self, seat: int, seed: int) -> None:
        self.hard = HardBot(seat, seed)

    def choose(self, view: VoiceView, legal: list[Any]) -> Any:
        if view.phase == COMPOSE:
            word = best_word(view)
            return word if word is not None else legal[0]
        return self.hard.choose(view, legal)


def best_word(view: VoiceView) -> Compose | None:
    """The word that would have served this seat best this round, with the cards to spell it: every noun
    the hard computer knows (not only the share it happens to notice in a minute, and none of its whims),
    judged by its control model; a word the engine accepts from this view (None: the field spells none).

    `view` is the seat's own at its compose turn (the field and cubes as the minute found them)."""
    index = noun_index()
    if index is None or view.me is None:
        return None
    pos = Position(view)
    hard = HardBot(pos.me, 0)
    model = hard.model(pos)
    mine = [c for c in pos.cells.values() if c.cubes[pos.me] > 0]
    losses = [model.remove_loss(c) for c in mine for _ in range(c.cubes[pos.me])]
    chooser = CardChooser(pos, model.use_value, model.cube_costs(losses))
    found = find_words(pos, index, min_len=2, max_len=hard.max_len, vocabulary=reach(*VOCABULARY))
    words = [w for w in found if len(w) >= hard.min_len] or found

    def bonus(word: str) -> float:  # among words worth the same, the one people use more, and not too long
        entry = index.entry(word)
        zipf = float(entry.zipf) if entry is not None else 0.0
        return hard.common_bonus * (zipf - 4.0) - hard.long_cost * max(0, len(word) - hard.comfort_len)

    for plan in chooser.best(words, KEEP, bonus):
        action = Compose(plan.word, plan.cards, 0)
        if refusal_from_view(view, action) is None:
            return action
    return None


def hint_bot(seat: int, seed: int = 7919) -> HintBot:
    """The hint's thinker for `seat` (a fixed seed: the same position gets the same hint)."""
    return HintBot(seat, seed + seat)


def hint_actions(answer: Any) -> tuple[Any, ...]:
    """The actions a hint's answer suggests, in order: here the one move."""
    return (answer,)


__all__ = ["HintBot", "best_word", "hint_actions", "hint_bot"]
