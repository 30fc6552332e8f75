"""Whispering Woods in words: the log, tile and task descriptions, refusals and the hint.

The log says only what happened, from the engine's events. Where a tile went is worded by its
neighbours at that moment ("next to Water and the starting tile"), so `ForestLog` follows the
forests through the events; it is rebuilt from the start only when the log got shorter (undo).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.hexgrid import neighbours

T = Callable[..., str]
ANIMALS = ("deer", "frog", "bird", "hare")
P = "whispering."
MANY_PATHS = 6  # more paths than this: the map shows only their ends, an end's paths under the mouse


def element_name(t: T, element: str | None) -> str:
    return t(P + "element." + element) if element else t(P + "ui.start_tile")


def animal_name(t: T, animal: int | None) -> str:
    return t(P + "animal." + ANIMALS[animal % len(ANIMALS)]) if animal is not None else ""


def task_words(t: T, task: Sequence[str], short: bool = False) -> str:
    """A task's sequence ("Water – Water – Leaves"), or the starting tile's special task (in full, or
    by name where the full rule would be too long)."""
    if not task:
        return t(P + ("ui.start_task_short" if short else "ui.start_task"))
    return " – ".join(element_name(t, e) for e in task)


def tile_tip(t: T, tile: Any, task_side: bool = False) -> str:
    """What a tile is, for its tooltip: its element and the task on its other side."""
    if tile.element is None:
        return t(P + "ui.tip_start", task=task_words(t, ()), points=tile.points)
    key = "ui.tip_task" if task_side else "ui.tip_forest"
    return t(P + key, element=element_name(t, tile.element), task=task_words(t, tile.task), points=tile.points)


def refusal_text(t: T, refusal: IllegalAction) -> str:
    return t(refusal.key, **{k: _param(t, v) for k, v in refusal.params.items()})


def _param(t: T, value: Any) -> Any:
    if isinstance(value, str) and "." in value and t(value) != value:
        return t(value)
    return value


TASK_SIDE = "task side"
"""A forest's tile showing its task: named as a task, the way the player sees it, not by the element
of the forest side underneath."""


def neighbours_words(t: T, element: Mapping[tuple[int, int], str | None], at: tuple[int, int]) -> str:
    """The distinct elements around `at` ("Water and Leaves"), the starting tile by name, a task side
    as "a task"."""
    names: list[str] = []
    for h in neighbours(at):
        if h in element:
            name = t(P + "log.a_task") if element[h] == TASK_SIDE else element_name(t, element[h])
            if name not in names:
                names.append(name)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return t(P + "log.and", first=", ".join(names[:-1]), last=names[-1])


class ForestLog:
    """Log lines for the events, with each forest followed through them (for where a tile went).

    The kit asks for the lines one event at a time, from the first event on, after every change:
    `next_line` answers from what it worded before while the events are the same, and words anew
    from the first event that differs (after an undo)."""

    def __init__(self, t: T, names: Sequence[str], tiles: Mapping[int, Any], solo: "SoloWords | None" = None) -> None:
        self.t = t
        self.names = list(names)
        self.tiles = tiles  # tile id -> Tile
        self.solo = solo
        self._events: list[dict[str, Any]] = []
        self._lines: list[str | None] = []
        self._next = 0
        self._forests: list[dict[tuple[int, int], str | None]] = []

    def next_line(self, e: Mapping[str, Any]) -> str | None:
        if e.get("type") == "setup":
            self._next = 0
        i = self._next
        self._next += 1
        if i < len(self._events) and self._events[i] == e:
            return self._lines[i]
        if i < len(self._events):
            kept = self._events[:i]
            self._events, self._lines, self._forests = [], [], []
            for old in kept:
                self._events.append(old)
                self._lines.append(self.line(old))
        self._events.append(dict(e))
        line = self.line(e)
        self._lines.append(line)
        return line

    def lines(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        """All the events' lines in order (for tests and the result)."""
        return [line for e in events if (line := self.next_line(e))]

    def _forest(self, seat: int) -> dict[tuple[int, int], str | None]:
        while len(self._forests) <= seat:
            self._forests.append({(0, 0): None})
        return self._forests[seat]

    def line(self, e: Mapping[str, Any]) -> str | None:
        """The event in words, keeping the forests up to date."""
        kind = e.get("type")
        seat = e.get("seat")
        if kind in ("place_forest", "place_task") and isinstance(seat, int):
            forest = self._forest(seat)
            at = (int(e["q"]), int(e["r"]))
            where = neighbours_words(self.t, forest, at)
            forest[at] = TASK_SIDE if kind == "place_task" else self.tiles[e["tile"]].element
            return event_text(self.t, self.names, e, self.tiles, where)
        walked = ""
        if kind == "complete" and isinstance(seat, int):
            forest = self._forest(seat)
            forest.pop((int(e["q"]), int(e["r"])), None)
            path = [(int(h[0]), int(h[1])) for h in e.get("path") or ()]
            # the elements in the order the animal walked them (not the task as printed)
            walked = " – ".join(element_name(self.t, forest.get(h)) for h in path if forest.get(h) != TASK_SIDE)
            if path:  # the tile the animal reached turns to its task side
                forest[path[-1]] = TASK_SIDE
        if self.solo is not None:
            line = solo_event_text(self.t, self.names, e, self.tiles, self.solo)
            if line is not None:
                return line
        return event_text(self.t, self.names, e, self.tiles, walked)


@dataclass(frozen=True)
class SoloWords:
    """What the solo log needs beyond the events: the mission's level, minimum score and its
    objectives in words (without their progress), in the table's language."""

    level: int
    min_score: int
    objectives: tuple[str, ...]


def objective_words(t: T, key: str, params: Mapping[str, Any]) -> str:
    """An objective's rule without its progress ("Complete 2 tasks with each animal"), for the campaign,
    the log and the hint's aim (the engine's own key words it with the count so far)."""
    kind = key.rsplit(".", 1)[-1]
    return t(P + "campaign.objective." + kind, **dict(params))


def mission_header(t: T, view: Any) -> str:
    """The solo banner: the mission's level, the score against its minimum and the turns left."""
    me = view.me if view.me is not None else 0
    turns = view.turns_left if view.turns_left is not None else 0
    return t(P + "solo.header", level=view.mission, score=view.scores[me], min=view.min_score, turns=turns)


def board_words(t: T, view: Any) -> str:
    """The scoring board's caption: spaces used of those open, and how many objectives still lock."""
    locked = sum(1 for s in view.board if not s.open)
    key = "solo.board_locked" if locked else "solo.board"
    return t(P + key, used=view.spaces_filled(), open=view.spaces_open(), locked=locked)


def mission_status(t: T, m: Any) -> tuple[str, str]:
    """A campaign card's last line and its tone ("locked", "new" or "played"): what opens the mission, not
    played yet (and the tries), or its best score and tries."""
    c = P + "campaign."
    if not m.open:
        return t(c + "locked", level=m.level - 1), "locked"
    if m.best is None:
        return t(c + "not_played") + (" · " + t(c + "tries", n=m.tries) if m.tries else ""), "new"
    best = int(m.best) if float(m.best).is_integer() else m.best
    return t(c + "best", n=best) + " · " + t(c + "tries", n=m.tries), "played"


def removed_words(t: T, tiles: Mapping[int, Any], removed: Sequence[int]) -> str:
    """The display tiles step 4 sent away, by element ("Water, Water")."""
    return ", ".join(element_name(t, tiles[r].element) for r in removed if r in tiles)


def end_words(t: T, name_of: Callable[[Any], str], event: Mapping[str, Any], target: int) -> str:
    """The end's announcement: who reached the task target (and whether that was the last turn), or that
    the display could not be refilled; who plays the last turn."""
    last = name_of(event.get("last_seat"))
    if event.get("reason") == "target" and event.get("seat") == event.get("last_seat"):
        return t(P + "ui.end_target_last", name=name_of(event.get("seat")), n=target)
    if event.get("reason") == "target":
        return t(P + "ui.end_target", name=name_of(event.get("seat")), n=target, last=last)
    return t(P + "ui.end_display", last=last)


def draw_words(t: T, tiles: Mapping[int, Any], event: Mapping[str, Any], over: bool) -> str:
    """Solo step 4 in words: the element drawn onto which space, the display tiles it sends away (and, when
    it was the last, that the game ends)."""
    element, n = element_name(t, event.get("element")), int(event.get("space", 0)) + 1
    if any(r in tiles for r in event.get("removed", ())):
        removed = removed_words(t, tiles, event.get("removed", ()))
        text = t(P + "solo.draw_text", element=element, space=n, removed=removed)
    else:
        text = t(P + "solo.draw_text_none", element=element, space=n)
    return text + (" " + t(P + "solo.draw_last") if over else "")


def solo_event_text(
    t: T, names: Sequence[str], e: Mapping[str, Any], tiles: Mapping[int, Any], solo: SoloWords
) -> str | None:
    """The solo mode's own events in words (None: worded as in the game for 2-4 players)."""
    kind = e.get("type")
    name = names[0] if names else "?"
    if kind == "setup":
        return t(P + "solo.log_setup", name=name, level=solo.level, n=len(solo.objectives), min=solo.min_score)
    if kind == "start_animal":
        return t(P + "solo.log_start", name=name, animal=animal_name(t, e.get("animal")))
    if kind == "board_draw":
        element = element_name(t, e.get("element"))
        removed = list(e.get("removed", ()))
        n = int(e.get("space", 0)) + 1
        if removed:
            return t(P + "solo.log_draw", element=element, space=n, removed=removed_words(t, tiles, removed))
        return t(P + "solo.log_draw_none", element=element, space=n)
    if kind == "objective_met":
        i = int(e.get("index", 0))
        words = solo.objectives[i] if 0 <= i < len(solo.objectives) else str(e.get("key", ""))
        return t(P + "solo.log_met", objective=words, space=int(e.get("space", 0)) + 1)
    if kind == "board_empty":
        return t(P + "solo.log_empty")
    if kind == "end_turn":
        return t(P + "solo.log_end_turn", name=name, n=int(e.get("tasks", 0)))
    if kind == "game_end":
        scores = list(e.get("scores", ()))
        n = scores[0] if scores else 0
        return t(P + ("solo.log_end_passed" if e.get("passed") else "solo.log_end_failed"), n=n)
    return None


def event_text(
    t: T, names: Sequence[str], e: Mapping[str, Any], tiles: Mapping[int, Any], where: str = ""
) -> str | None:
    """One engine event in words; None for an event that changes nothing a player follows."""
    kind = e.get("type")

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    who = name(e.get("seat"))
    if kind == "setup":
        return t(P + "log.setup", name=name(e.get("bear", 0)))
    if kind == "refresh":
        tile = tiles[e["tile"]]
        return t(P + "log.refresh", name=who, task=task_words(t, tile.task), points=tile.points)
    if kind == "place_forest":
        element = element_name(t, tiles[e["tile"]].element)
        key = "log.place_forest_next" if where else "log.place_forest"
        return t(P + key, name=who, element=element, where=where)
    if kind == "place_task":
        tile = tiles[e["tile"]]
        key = "log.place_task_next" if where else "log.place_task"
        return t(
            P + key,
            name=who,
            task=task_words(t, tile.task),
            points=tile.points,
            animal=animal_name(t, e.get("animal")),
            where=where,
        )
    if kind == "complete":
        tile = tiles[e["tile"]]
        end = tiles.get(e.get("end_tile", -1))
        return t(
            P + "log.complete",
            name=who,
            animal=animal_name(t, e.get("animal")),
            task=where or task_words(t, tile.task, short=True),
            steps=len(e.get("path", ())),
            points=e.get("points", tile.points),
            element=element_name(t, end.element) if end is not None else "",
            n=e.get("tasks", 0),
        )
    if kind == "end_triggered":
        last = name(e.get("last_seat"))
        if e.get("reason") == "target":
            return t(P + "log.end_target", name=who, last=last)
        return t(P + "log.end_display", last=last)
    if kind == "end_turn":
        tasks = int(e.get("tasks", 0))
        if e.get("bonus"):
            return t(P + "log.end_turn_bonus", name=who, n=tasks, size=e["bonus"], points=e.get("bonus_points", 0))
        if tasks >= 2:
            return t(P + "log.end_turn_no_bonus", name=who, n=tasks)
        return t(P + ("log.end_turn" if tasks else "log.end_turn_none"), name=who, n=tasks)
    if kind == "game_end":
        scores = list(e.get("scores", ()))
        ranks = list(e.get("ranks", ()))
        best = [name(i) for i, r in enumerate(ranks) if r == 1]
        top = max(scores) if scores else 0
        return t(P + "log.game_end", names=", ".join(best), n=top)
    return None


def hint_text(
    t: T, why: str, params: Mapping[str, Any], expected: float, tiles: Mapping[int, Any], lay_first: bool = False
) -> str:
    """The hard computer's suggestion in words, with the points it expects this turn. `lay_first`: the
    plan lays tiles before the completions its reason names, which the words must not skip."""
    key = P + why if why.startswith("hint.") else P + "hint.end_turn"
    words = dict(params)
    tile = tiles.get(words.get("tile", -1)) if "tile" in words else None
    if tile is not None:
        words["tile"] = element_name(t, tile.element)
        words["task"] = task_words(t, tile.task)
    if "animal" in words:
        words["animal"] = animal_name(t, words["animal"])
    text = t(key, **words)
    if text == key:
        text = t(P + "hint.end_turn")
    elif lay_first and why in ("hint.complete", "hint.chain", "hint.solo_chain"):
        text = t(P + "hint.lay_first", text=text)
    points = round(expected)
    return t(P + "hint.frame", text=text, n=points) if points > 0 else t(P + "hint.frame_plain", text=text)


def move_prompt(t: T, view: Any, picks: Any, tiles: Mapping[int, Any]) -> str:
    """What to do now, for the person to move, from what is in hand (`picks.Picks`) and the phase."""
    me = view.me if view.me is not None else 0
    tile = tiles.get(picks.tile) if picks.tile is not None else None
    if view.phase == "start":
        return t(P + "solo.prompt_start")
    if view.phase == "place" and picks.refresh_mode:
        return t(P + "ui.prompt_refresh", n=view.refresh_cost)
    if view.phase in ("place", "second") and tile is not None:
        if picks.side == "task":
            key = "ui.prompt_place_task" if len(picks.animals()) > 1 else "ui.prompt_place_task_one"
            return t(P + key, animal=animal_name(t, picks.new_animal))
        key = "ui.prompt_place_second" if view.phase == "second" else "ui.prompt_place_forest"
        if view.phase == "place" and not picks.side_possible("task"):  # F would do nothing: not offered
            key = "ui.prompt_place_forest_only"
        return t(P + key, element=element_name(t, tile.element))
    if view.phase == "place":
        if view.animals_left[me] == 0:  # no task side can be laid: not offered
            return t(P + "ui.prompt_take_forest")
        return t(P + "ui.prompt_take", n=view.animals_left[me])
    if view.phase == "second":
        return t(P + "ui.prompt_second")
    if picks.animal is not None:
        if picks.end_pick is not None:
            return t(P + "ui.prompt_cycle", n=len(picks.to_end(picks.end_pick[0])), i=picks.end_pick[1] + 1)
        traced, remaining = picks.traced(), picks.remaining()
        if traced and remaining:  # how far the trace has got: "Frog: 3 of 5 tiles"
            cell = view.forest(me).get(picks.animal)
            animal = animal_name(t, cell.animal if cell is not None else None)
            animal = animal.capitalize()  # it opens the sentence
            return t(P + "ui.prompt_traced", animal=animal, traced=len(traced), of=len(remaining[0].path))
        many = len(picks.remaining()) > MANY_PATHS
        return t(P + ("ui.prompt_paths_many" if many else "ui.prompt_paths"), n=len(picks.remaining()))
    if picks.starts():
        return t(P + "ui.prompt_tasks", n=view.tasks_this_turn)
    return t(P + "ui.prompt_no_tasks")
