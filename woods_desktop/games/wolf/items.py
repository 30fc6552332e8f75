"""What the Wolf's areas show of the view: the forest's cells, house and heroes, and the heroes' cards
with the things they hold, each item marked from the kit's picking (`ActionBuilder`).

Every card says which hero a seat plays and who plays it, named as on every screen
(`data.seat_words`: "Computer (normal)" for a computer nobody named, in the window's language).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.rules.actions import ClearBlock, Give, Step
from woods_desktop.games.wolf.rules.board import HOUSE, START
from woods_desktop.games.wolf.rules.view import MOVE, OVER, WolfView
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED, TARGET
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.port import SeatInfo, TablePort
from woods_desktop.table.zones import Item

T = Callable[..., str]


def seat_names(t: T, seats: Sequence[SeatInfo], count: int) -> list[str]:
    """The heroes' players as the table names them (`TableScene.seats` names every seat as all the
    screens do: a person's name, or "Computer (normal)" for a computer nobody named)."""
    return [seats[i].name if i < len(seats) else "" for i in range(count)]


class Words:
    """The game's own words in the window's language: presents, task cards, who plays which hero."""

    def __init__(self, app: Any, data: Any) -> None:
        self.app = app
        self.tasks = {c.id: c for c in data.tasks}
        self.presents = tuple(data.presents)
        self.drawings = {p.id: p.picture for p in data.presents}  # present id -> its picture, everywhere
        self._presents: dict[str, X.PresentWords] = {}
        self._tasks: tuple[str, dict[str, str]] | None = None

    def lang(self) -> str:
        return str(self.app.strings.lang)

    def present_words(self) -> X.PresentWords:
        lang = self.lang()
        if lang not in self._presents:
            self._presents[lang] = X.present_words(self.presents, lang)
        return self._presents[lang]

    def task_words(self) -> dict[str, str]:
        lang = self.lang()
        if self._tasks is None or self._tasks[0] != lang:
            self._tasks = (lang, {cid: X.task_text(self.app.t, lang, c) for cid, c in self.tasks.items()})
        return self._tasks[1]

    def drawing(self, present: str | None) -> str | None:
        return self.drawings.get(present) if present is not None else None


def explain(port: TablePort, view: WolfView, picks: tuple[Hashable, ...], clear: Hashable) -> IllegalAction | None:
    """The engine's reason picks cannot stand (or cannot join the selection): a step, a hand-over with
    its missing half guessed as a person would mean it, or clearing the way."""
    cell = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "cell"), None)
    item = next((p[1:] for p in picks if isinstance(p, tuple) and p[0] == "item"), None)
    hero = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "hero"), None)
    if clear in picks:
        return port.refusal(ClearBlock(cell if cell is not None else 0))
    if cell is not None:  # a step (or, with a thing held picked, simply a change of mind)
        return port.refusal(Step(cell)) if item is None and hero is None else None
    if item is None and hero is None:
        return None
    me = view.hero_to_move if view.hero_to_move is not None else 0
    other = next((s for s in range(view.seats) if s != me), 0)
    if item is None:  # a hero first: the mover's first thing to a friend, a friend's first to the mover
        holder = me if hero != me else other
        held = (*view.carried_presents[holder], *view.help[holder])
        item = (holder, held[0] if held else "present")
    holder, token = item
    if hero is None:
        hero = me if holder != me else other
    return port.refusal(Give(hero, token, holder))


@dataclass
class Picking:
    """What is picked so far, as the marks read it."""

    builder: ActionBuilder[object] | None
    mover: int | None
    picked_bag: Hashable | None

    def marks(self, part: Hashable) -> frozenset[str]:
        b = self.builder
        if b is None:
            return frozenset()
        if part in b.picks:
            return frozenset({SELECTED})
        if part in b.pickable():
            return frozenset({LEGAL})
        return frozenset({DIMMED})

    def _picked(self, mine: bool) -> bool:
        b = self.builder
        return b is not None and any(
            isinstance(p, tuple) and p[0] == "item" and (p[1] == self.mover) == mine for p in b.picks
        )

    def giving(self) -> bool:
        """The mover's own thing is picked: a click on a friend names whom it goes to."""
        return self._picked(True)

    def taking(self) -> bool:
        """A friend's thing is picked: a click on the mover's own hero takes it."""
        return self._picked(False)

    def hero(self, seat: int) -> frozenset[str]:
        """A hero glows when clicking it would hand something over; the mover itself only once a friend's
        thing is picked (before that a click on it clears the selection)."""
        marks = self.marks(("hero", seat))
        if seat == self.mover and LEGAL in marks and not self.taking():
            return frozenset({DIMMED})
        return marks


def cell_tip(t: T, view: WolfView, kind: str | None, words: X.PresentWords, gift: str | None) -> str | None:
    if kind is None:
        return None
    if kind == "closed":
        return t("wolf.ui.tip_closed")
    if kind == "present":
        return t("wolf.ui.tip_present", present=X.present_label(words, gift))
    stopped = [X.hero_name(t, c.id) for c in view.cards if kind in c.impassable]
    name = X.token_name(t, kind)
    if stopped:
        return t("wolf.ui.tip_terrain", token=name, heroes=", ".join(stopped))
    return t(f"wolf.ui.tip_{kind}", token=name)


def board_items(
    t: T, view: WolfView, pick: Picking, drawing: Callable[[str | None], str | None], words: X.PresentWords,
    who: Callable[[int], str], task_up: bool,
) -> Iterable[Item]:  # fmt: skip
    """The 30 cells, the house, then the heroes (on top: a hero is clicked as the friend to hand to).
    While a task card is up nothing is picked, and the cell its hero stepped on is ringed."""
    mover = view.hero_to_move if view.hero_to_move is not None else view.turn
    stops = set(view.cards[mover].impassable) if 0 <= mover < view.seats else set()
    occupied = set(view.positions)
    task = view.task
    stepped = view.positions[task.seat] if task is not None and 0 <= task.seat < view.seats else None
    for cell, token in enumerate(view.cells):
        kind = None if token is None else (token.kind if token.open else "closed")
        gift = token.present if token is not None else None
        face = ("cell", cell // 10, kind, cell, kind in stops, drawing(gift), cell in occupied)
        marks = (frozenset({TARGET}) if cell == stepped else frozenset()) if task_up else pick.marks(("cell", cell))
        yield Item(("cell", cell), face, marks, cell_tip(t, view, kind, words, gift))
    pictures = tuple(drawing(p) or "" for p in view.presents_in_house)
    house = ("house", pictures, view.presents_total, view.presents_needed)
    tip = t("wolf.ui.house_tip", needed=view.presents_needed, total=view.presents_total)
    yield Item(("cell", HOUSE), house, frozenset() if task_up else pick.marks(("cell", HOUSE)), tip)
    for s in range(view.seats):
        marks = frozenset({DIMMED}) if task_up else pick.hero(s)
        yield Item(("hero", s), ("figure", view.heroes[s]), marks, who(s))


@dataclass
class Figure:
    """A hero on the board: where it stands (START, a cell or HOUSE), its picture, its player's
    colour-and-shape marker, and whether it is the one moving now."""

    seat: int
    hero: str
    place: int
    colour: int
    current: bool = False


def figures(view: WolfView, colours: Sequence[int]) -> list[Figure]:
    current = view.phase != OVER
    return [
        Figure(s, view.heroes[s], view.positions[s], colours[s], current and s == view.turn) for s in range(view.seats)
    ]


def steps_label(t: T, view: WolfView, seat: int) -> str:
    """A hero's steps: "2 of 3" while it moves, its card's number otherwise."""
    if seat == view.turn and view.phase == MOVE and (view.steps_taken or view.extra_move):
        return t("wolf.ui.steps_left", left=view.steps_left, steps=view.cards[seat].steps)
    return str(view.cards[seat].steps)


def card_items(
    t: T, view: WolfView, pick: Picking, names: Sequence[str], colours: Sequence[int],
    drawing: Callable[[str | None], str | None], words: X.PresentWords, task_up: bool,
) -> Iterable[Item]:  # fmt: skip
    """Each hero's card (its hero named first, then who plays it), then the things held on the cards."""
    for s in range(view.seats):
        card = view.cards[s]
        hero = X.hero_name(t, card.id)
        current = s == view.turn and view.phase != OVER
        face = ("card", card.id, hero, names[s], current, colours[s], card.steps, view.baskets[s],
                tuple(card.impassable), len(view.help[s]), steps_label(t, view, s))  # fmt: skip
        stops = ", ".join(X.token_name(t, k) for k in card.impassable)
        tip = t("wolf.ui.card_tip", hero=hero, steps=card.steps, baskets=view.baskets[s], stops=stops)
        yield Item(("hero", s), face, frozenset({DIMMED}) if task_up else pick.hero(s), tip)
    giving = pick.giving()
    for s in range(view.seats):
        held = [(p, k, True) for k, p in enumerate(view.carried_presents[s])]
        held += [(kind, k, False) for k, kind in enumerate(view.help[s])]
        for token, k, present in held:
            iid = ("bag", s, token, k)
            marks: frozenset[str]
            if task_up:
                marks = frozenset({DIMMED})
            elif pick.builder is None or (giving and s != pick.mover):
                marks = frozenset()  # with the mover's own thing picked, a friend's card names the friend
            else:
                marks = pick.marks(("item", s, token))
                if SELECTED in marks and pick.picked_bag not in (None, iid):
                    marks = frozenset()
            if present:
                yield Item(iid, ("bag", "present", drawing(token)), marks, X.present_label(words, token))
            else:
                tip = t(f"wolf.ui.tip_{token}", token=X.token_name(t, token))
                yield Item(iid, ("bag", token, None), marks, tip)


DONE = ("answer", True)
NOT_YET = ("answer", False)
AGAIN = ("read_again",)  # the task card's "Read again" (reading aloud on)


def task_picture(card_id: str) -> str:
    """The image (under assets/images/) that shows a task card's task without words."""
    return f"wolf/task-{card_id}"


@dataclass(frozen=True)
class TaskFace:
    """What the card says: the ribbon (whose task), the task, the cost of "not yet", the frame, and
    the picture of the task."""

    ribbon: str
    text: str
    note: str
    orange: bool
    done: str
    not_yet: str
    picture: str = ""


def task_card(t: Callable[..., str], view: WolfView, names: Sequence[str], lang: str) -> TaskFace | None:
    """The card the view shows, in the window's language (None: no task card is up)."""
    task = view.task
    if task is None:
        return None
    orange = task.frame == "orange"
    hero = X.hero_name(t, view.heroes[task.seat]) if 0 <= task.seat < view.seats else ""
    # a name stays on one line of a two-line ribbon ("(Игрок" / "1)!" lost the number's sense)
    name = names[task.seat].replace(" ", "\u00a0") if len(names[task.seat]) <= 12 else names[task.seat]
    ribbon = t("wolf.ui.task_everyone") if orange else t("wolf.ui.task_for", hero=hero, name=name)
    text, note = X.task_text(t, lang, task), t("wolf.ui.task_note", steps=2)
    return TaskFace(ribbon, text, note, orange, t("wolf.ui.done"), t("wolf.ui.not_yet"), task_picture(task.id))


def place_on_card(view: WolfView, item_id: Hashable) -> tuple[int, int | None]:
    """Whose card an item of the heroes' cards lies on, and on which slot: the presents on the baskets
    in order, then the help tokens kept; None for the card itself (the kit's `SeatCardsZone`)."""
    assert isinstance(item_id, tuple)
    if item_id[0] == "hero":
        return item_id[1], None
    _, seat, token, k = item_id
    return seat, k if token in view.carried_presents[seat] else view.baskets[seat] + k


def trail(events: Sequence[dict[str, Any]], view: WolfView) -> list[int]:
    """The places of the move so far this turn, from where the hero stood when the turn began."""
    if view.phase == OVER:
        return []
    start = len(events)
    while start > 0 and events[start - 1].get("type") != "turn":
        start -= 1
    seat = view.turn
    before = START
    for e in events[: max(0, start - 1)]:
        if e.get("type") == "step" and e.get("seat") == seat:
            before = int(e["cell"])
    out = [before]
    for e in events[start:]:
        if e.get("type") == "step" and e.get("seat") == seat:
            out.append(int(e["cell"]))
    return out if len(out) > 1 else []


@dataclass(frozen=True)
class Ending:
    """What the last page of the picture book says and shows (status.draw_ending draws it): the result,
    the shout, what it came to, the heroes at the party and the drawings of the presents they brought."""

    result: str
    title: str
    lines: tuple[str, ...]
    heroes: tuple[str, ...]
    presents: tuple[str, ...]
    hint: str = ""


def ending(t: T, view: WolfView, result: str, drawing: Callable[[str], str | None]) -> Ending:
    home = sum(1 for p in view.positions if p == HOUSE)
    lines = (
        t("wolf.end.presents", n=view.house_presents, total=view.presents_total),
        t("wolf.end.home", home=home, total=view.seats),
    )
    presents = tuple(drawing(p) or "" for p in view.presents_in_house)
    return Ending(result, t(f"wolf.end.{result}"), lines, tuple(view.heroes), presents, t("wolf.ui.hold_skip"))
