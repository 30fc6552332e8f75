"""A guided first game as a pure script: which step we are on, which action it accepts, the computers' moves.

A guide is a fixed deal (config + seed) and a list of steps. Each step points at one area of the
game's table by id and says, in the rulebook's words, what to do and why. A person's step waits for
one action (given as the action's JSON dict, or a matcher: the fields it must have); a computer's
step carries the scripted actions the computers play while its text is shown. The engine still
enforces every rule: a guide only narrows which of the legal actions it accepts.

Where a guided game stands is read from the number of actions played so far (the steps' actions laid
end to end), so a guided game saved as its action log resumes at the same step with nothing else kept.
Nothing here draws, reads files or translates: the loader (`data/guide.py`) builds a `Guide`, the
window and the `tutorial` verb drive a `GuideRun`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

PERSON_STEP = "person"
COMPUTER_STEP = "computer"


@dataclass(frozen=True)
class GuideSeat:
    """A seat of the guided game: its kind ("human", a computer level, "table", "robot") and the
    string key of its name (names are translated, so a guide in Russian has Russian names)."""

    kind: str
    name_key: str
    colour: int = 0


@dataclass(frozen=True)
class GuideStep:
    """One step: the area it points at, its text key, who acts and what.

    `actions`: the moves of the step, in order: for a person's step the actions they must play one after
    another while the step's text is shown (placing the cubes of a word), for a computer's step its
    scripted moves. `exact`: the person's action must equal the next of `actions` field by field;
    otherwise `actions[0]` (the only one) is a matcher (the fields named must agree) and `play` is the action
    the `--auto` run plays for it (a word written at some moment of the minute).
    """

    id: str
    area: str
    text: str
    who: str
    actions: tuple[Mapping[str, Any], ...]
    exact: bool = True
    play: Mapping[str, Any] | None = None
    picture: str | None = None
    refuse: str | None = None  # a text key said when another action is tried (default: the step's own text)
    # a step that explains the computers' moves stays, with a Next button, once its moves are played, and
    # nothing further is played until the person goes on (three cards landing in two seconds were unread)
    wait: bool = False

    @property
    def person(self) -> bool:
        return self.who == PERSON_STEP

    @property
    def refusal_key(self) -> str:
        return self.refuse or self.text

    def accepts(self, action: Mapping[str, Any], offset: int = 0) -> bool:
        """Whether a person's action (as its JSON dict) is the one this step waits for, `offset` actions
        into the step."""
        if not self.person or offset >= len(self.actions):
            return False
        want = self.actions[offset]
        if self.exact:
            return dict(action) == dict(want)
        return all(action.get(k) == v for k, v in want.items())

    def scripted(self) -> tuple[Mapping[str, Any], ...]:
        """The actions a headless run plays for this step (a person's: the expected one)."""
        if self.person and not self.exact:
            return (self.play if self.play is not None else self.actions[0],)
        return self.actions


@dataclass(frozen=True)
class Guide:
    game: str
    seed: int
    config: Mapping[str, Any]
    seats: tuple[GuideSeat, ...]
    steps: tuple[GuideStep, ...]
    done_text: str = "guide.done"
    source: str = ""  # the file it came from, for error messages
    # a lesson a child reads along with a parent (the Wolf's): big bold words and a picture on each step
    for_children: bool = False
    done_picture: str | None = None  # the picture beside the lesson's last words (an image name)

    def step_actions(self) -> list[int]:
        """How many actions each step plays."""
        return [len(s.scripted()) for s in self.steps]


@dataclass
class GuideRun:
    """Where a guided game stands, from the count of actions played (a pure function of the log)."""

    guide: Guide
    played: int = 0  # actions played so far
    _starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        total = 0
        self._starts = []
        for n in self.guide.step_actions():
            self._starts.append(total)
            total += n
        self._total = total

    @property
    def total_actions(self) -> int:
        return self._total

    def index(self) -> int:
        """The step under way (len(steps) once the guide is done)."""
        for i, start in enumerate(self._starts):
            if self.played < start + self.guide.step_actions()[i]:
                return i
        return len(self.guide.steps)

    @property
    def done(self) -> bool:
        return self.played >= self._total

    def step(self) -> GuideStep | None:
        i = self.index()
        return self.guide.steps[i] if i < len(self.guide.steps) else None

    def offset(self) -> int:
        """Actions played so far within the step under way."""
        i = self.index()
        return self.played - self._starts[i] if i < len(self._starts) else 0

    def next_scripted(self) -> Mapping[str, Any] | None:
        """The computer's next scripted action, when the step under way is a computer's."""
        step = self.step()
        if step is None or step.person:
            return None
        return step.actions[self.offset()]

    def expected(self) -> Mapping[str, Any] | None:
        """The person's next action exactly (None: a computer's step, a matcher's, or the guide is done)."""
        step = self.step()
        if step is None or not step.person or not step.exact:
            return None
        return step.actions[self.offset()]

    def accepts(self, action: Mapping[str, Any]) -> bool:
        """Whether the person may play `action` now (a computer's step or a finished guide accept nothing)."""
        step = self.step()
        return step is not None and step.accepts(action, self.offset())

    def advance(self) -> None:
        self.played += 1


def normalized(
    guide: Guide, decode: Callable[[Mapping[str, Any]], Any], encode: Callable[[Any], Mapping[str, Any]]
) -> Guide:
    """The guide with every exact action written out in full (each action decoded and encoded again), so a
    script may leave out the fields an action has by default and still compare equal to the action played.
    Matchers stay as written: they name only the fields that must agree."""
    from dataclasses import replace

    def full(data: Mapping[str, Any]) -> Mapping[str, Any]:
        return dict(encode(decode(data)))

    steps = []
    for step in guide.steps:
        if step.exact:
            steps.append(replace(step, actions=tuple(full(a) for a in step.actions)))
        else:
            steps.append(replace(step, play=full(step.play) if step.play is not None else None))
    return replace(guide, steps=tuple(steps))


def play_through(
    guide: Guide,
    new_game: Callable[[Mapping[str, Any], int], Any],
    decode: Callable[[Mapping[str, Any]], Any],
    encode: Callable[[Any], Mapping[str, Any]],
    on_step: Callable[[int, GuideStep], None] | None = None,
) -> tuple[Any, int]:
    """Play the whole script on the engine from its fixed deal: every scripted action must be legal for the
    seat to move (a person's must also be accepted by its own step). Returns (final state, steps done);
    raises `GuideBroken` naming the step whose action the engine refuses."""
    try:
        guide = normalized(guide, decode, encode)
    except (TypeError, ValueError, KeyError) as exc:
        raise GuideBroken(0, guide.steps[0].id if guide.steps else "", 0, f"not an action of this game: {exc}") from exc
    state = new_game(guide.config, guide.seed)
    run = GuideRun(guide)
    for i, step in enumerate(guide.steps):
        if on_step is not None:
            on_step(i, step)
        for j, data in enumerate(step.scripted()):
            try:
                action = decode(data)
            except (TypeError, ValueError) as exc:
                raise GuideBroken(i, step.id, j, f"not an action of this game: {exc}") from exc
            if step.person and not step.accepts(encode(action), j):
                raise GuideBroken(i, step.id, j, "the step does not accept its own scripted action")
            seat = state.to_move()
            if seat is None or not is_legal(state, seat, action):
                refusal = state.refusal(action)
                why = refusal.key if refusal is not None else "not among the legal actions"
                raise GuideBroken(i, step.id, j, f"the engine refuses {dict(data)}: {why}")
            state.apply(action)
            run.advance()
    return state, len(guide.steps) if run.done else run.index()


def is_legal(state: Any, seat: int, action: Any) -> bool:
    """Among the seat's legal actions, or (an action no list can hold, like a word written) not refused."""
    return action in state.legal_actions(seat) or state.refusal(action) is None


class GuideBroken(ValueError):
    """A scripted action the engine does not take at its point: the script no longer fits the rules."""

    def __init__(self, index: int, step_id: str, action_index: int, problem: str) -> None:
        self.index = index
        self.step_id = step_id
        self.action_index = action_index
        self.problem = problem
        super().__init__(f"step {index + 1} ({step_id}), action {action_index + 1}: {problem}")
