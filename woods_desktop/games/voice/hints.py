"""The Voice table's hints: the kit's hint (H) outside the minute, and the best word after it.

`HintedTable` is the declaration's part of both (the hint itself, the hard computer, the reasons and no hint
during the minute, is `hint_words.HINT`, the game's `GameHint` named in its plugin): it marks field cards by
id (a field card's click adds it to the word being written), names the slot of a move no card makes, and
keeps the best words.

After the minute, the round's summary says for each person the best word the field held for them: "you could
have written КОРОВА" (issue 20). Never during the minute: the word is each person's own to find.

The word is asked while the person writes (their own compose turn, their own view: the field and cubes as the
minute found them), of the same hint's thinker (`HINT.bot`; `bots/hint.py`, `best_word`: the hard computer's
control model over the nouns people use most, a word the engine accepts from that view), in the computers'
worker process (the kit's `HintWorker`, one per seat), so the window never searches words. It is said once,
when the round's cubes are all placed: in the "who takes which card" hold, or in a hold of its own when nobody
takes a card. A guided game keeps its script and gets none.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from woods_desktop.core.controllers import PERSON
from woods_desktop.games.voice.hint_words import HINT
from woods_desktop.games.voice.moves import SLOT_ACTIONS
from woods_desktop.games.voice.rules.actions import Compose
from woods_desktop.games.voice.rules.cards import fold_word
from woods_desktop.games.voice.rules.state import COMPOSE, PLACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.table.flow import Hold
from woods_desktop.table.hint_worker import HintWorker

K = "voice.hint."
PLACED = ("place_done", "penalty_none")  # a seat is done placing; the last one of the round ends the placing


class BestWords:
    """The best word per (round, seat) of a person, asked at their compose turn, said after the placing."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.workers: dict[int, HintWorker] = {}  # one per seat: each person's search goes on beside the others'
        self.asked: dict[int, tuple[Any, ...]] = {}  # seat -> the key its worker thinks about
        self.said: set[int] = set()  # rounds whose summary was given

    def active(self) -> bool:
        guiding = getattr(self.ctx, "guiding", None)
        return not (guiding is not None and guiding.active)

    def follow(self, view: VoiceView) -> None:
        """At a person's own compose turn, ask for the best word on the field as they see it (once a round)."""
        me = view.me
        if view.phase != COMPOSE or me is None or view.to_move != me or not self.ctx.my_turn() or not self.active():
            return
        key = ("best_word", view.round, me)
        if self.asked.get(me) == key:
            return
        self.asked[me] = key
        if me not in self.workers:  # the seat's thinker, sent to the worker once
            self.workers[me] = HintWorker(HINT)
        self.workers[me].ask(key, me, view, list(self.ctx.port.legal_actions()))

    def found(self, round_no: int, seat: int) -> Compose | None:
        """The best word found for `seat` in that round (None: not asked, not yet found, or the field held none)."""
        worker = self.workers.get(seat)
        key = ("best_word", round_no, seat)
        if worker is None or self.asked.get(seat) != key:
            return None
        try:
            done, answer = worker.answer(key)
        except Exception:  # a search that failed leaves the summary without that line
            return None
        return answer if done and isinstance(answer, Compose) else None

    def lines(self, t: Callable[..., str], view: VoiceView, events: Sequence[dict[str, Any]]) -> list[tuple[int, str]]:
        """The summary's lines once the round's placing is over (each round once): per person, the best word, or
        that they wrote it."""
        rounds = {e.get("round") for e in events if e.get("type") in PLACED}
        due = [
            r for r in rounds if isinstance(r, int) and r not in self.said and (view.round, view.phase) != (r, PLACE)
        ]
        out: list[tuple[int, str]] = []
        seats = self.ctx.seats()
        people = [i for i, s in enumerate(seats) if s.controller == PERSON]
        for r in sorted(due):
            self.said.add(r)
            for seat in people:
                best = self.found(r, seat)
                if best is None:
                    continue
                written = view.words[seat] if seat < len(view.words) else None
                wrote = (
                    written is not None and written.kind == "word" and fold_word(written.word) == fold_word(best.word)
                )
                who = "you_" if len(people) == 1 else ""
                key = K + who + ("wrote_best" if wrote else "could_have")
                out.append((seat, str(t(key, name=self.ctx.name_of(seat), word=best.word))))
        return out

    def summary(self, events: Sequence[dict[str, Any]], holds: list[Hold]) -> list[Hold]:
        """`holds` with the summary's lines: added to the control hold, or in a hold of their own (the table's
        holds after these events)."""
        t = self.ctx.app.t
        lines = self.lines(t, self.ctx.port.view(), events)
        if not lines:
            return holds
        for i, hold in enumerate(holds):
            if hold.kind == "control":
                title, body, *rest = hold.data
                holds[i] = Hold("control", (title, [*body, *lines], *rest), hold.seconds, wait_for_person=True)
                return holds
        at = next((i for i, h in enumerate(holds) if h.kind == "refresh"), len(holds))  # before a computer's refresh
        return [*holds[:at], Hold("control", (t(K + "summary_title"), lines), 5.0, wait_for_person=True), *holds[at:]]


class HintedTable:
    """The Voice declaration's hints (a mixin before `TableDeclaration`)."""

    ctx: Any
    _best: BestWords | None = None

    @property
    def best_words(self) -> BestWords:
        if self._best is None:
            self._best = BestWords(self.ctx)
        return self._best


def slot_of(action: object) -> str | None:
    """The action slot that makes `action` (Skip, Keep), for the kit's hint to mark."""
    return next((slot for slot, wanted in SLOT_ACTIONS.items() if wanted(action)), None)


__all__ = ["BestWords", "HintedTable", "slot_of"]
