"""The solo mode (rulebook "The Solo Mode"): one seat, a mission, the spaces around the scoring board.

Setup: the starting tile waits, in phase "start", for the animal the player
puts on it ("Place 1 Animal, of any color, on the Starting tile": a
`StartAnimal` action, the first of the game), the other three animals wait on
their animal tiles; no Bonus cards, the display of 6.
A turn is the base turn without bonus cards; step 4 comes with `EndTurn`:
the objectives are checked first (a newly met one stays met and unlocks its
own space at once), then a tile is drawn from the bag onto the next free open
space, and every display tile of that tile's element leaves the game (set
aside, logged). The game ends at once when the last open space is filled; if
the bag is empty when step 4 must draw, it ends there too. A refresh costs the
mission's refresh cost per flipped task; score = task points - cost x flips.

The state keeps the board as tile ids per space (the first `solo_spaces` open
from the start, then one per objective, unlocked by it), the tiles each drawn
tile removed, and the turn each objective was met in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from woods_desktop.core.outcome import Objective, Outcome
from woods_desktop.games.whispering.rules.objectives import MIN_SCORE_KEY, Mission, Task, progress
from woods_desktop.games.whispering.rules.tiles import WhisperingData
from woods_desktop.games.whispering.rules.view import START, SoloObjective, SoloSpace

if TYPE_CHECKING:
    from woods_desktop.games.whispering.rules.state import WhisperingState

SOLO = "solo"


def read_mission(config: Mapping[str, Any], data: WhisperingData) -> Mission:
    """The mission a solo config asks for (option "mission", a level; 1 when unset), checked."""
    options = config.get("options") or {}
    level = options.get("mission") if isinstance(options, Mapping) else None
    if level in (None, ""):
        level = 1
    try:
        number = int(level)
    except (TypeError, ValueError):
        raise ValueError(f"whispering: solo mission {level!r} is not a level number") from None
    return data.mission(number)


def set_up(st: "WhisperingState", mission: Mission) -> None:
    """The solo parts of a new (or determinized) state: no bonus cards, no task target, the board."""
    st.mission = mission
    st.refresh_cost = mission.refresh_cost
    st.target = 0
    st.bonus_sizes = ()
    st.bonus_values = ()
    st.bonus_left = []
    spaces = st.data.solo_spaces + len(mission.objectives)
    st.board = [None] * spaces
    st.removed = [[] for _ in range(spaces)]
    st.met = [None] * len(mission.objectives)


def await_start(st: "WhisperingState") -> None:
    """Setup B: nothing on the starting tile yet; the game opens in phase "start" for the player's choice."""
    h = (0, 0)
    tile, task_side, _ = st.forests[0][h]
    st.forests[0][h] = (tile, task_side, None)
    st.animals_left[0] = st.data.animals
    st.phase = START


def open_spaces(st: "WhisperingState") -> int:
    """Spaces open now: those open from the start and one per objective met."""
    return st.data.solo_spaces + sum(1 for m in st.met if m is not None)


def is_open(st: "WhisperingState", space: int) -> bool:
    base = st.data.solo_spaces
    return space < base or st.met[space - base] is not None


def turns_left(st: "WhisperingState") -> int:
    """Open spaces still free: the turns left, this one included."""
    return sum(1 for i, t in enumerate(st.board) if t is None and is_open(st, i))


def tasks(st: "WhisperingState") -> list[Task]:
    """The completed tasks as the objectives read them (flipped ones included: they stay completed)."""
    element, points = st.element, st.points
    return [(element[d[0]], points[d[0]], d[1], d[2]) for d in st.done[0]]


def check_objectives(st: "WhisperingState") -> None:
    """End of turn: every objective met by now stays met and unlocks its space at once."""
    assert st.mission is not None
    done = tasks(st)
    base = st.data.solo_spaces
    for i, spec in enumerate(st.mission.objectives):
        if st.met[i] is None and progress(spec, done, st.data.animals).met:
            st.met[i] = st.round
            st.log.append({"type": "objective_met", "index": i, "key": spec.key, "space": base + i, "turn": st.round})


def end_turn(st: "WhisperingState") -> bool:
    """Step 4 after the objectives: draw onto the board and clear the display of that element.
    Returns True when the game ends here (the last open space filled, or no tile left to draw)."""
    check_objectives(st)
    free = [i for i, t in enumerate(st.board) if t is None and is_open(st, i)]
    if not st.bag:
        st.log.append({"type": "board_empty", "turn": st.round})
        return True
    space = free[0]
    tile = st.bag.pop()
    element = st.element[tile]
    removed = [t for t in st.display if t is not None and st.element[t] == element]
    st.display = [None if t is not None and st.element[t] == element else t for t in st.display]
    st.board[space] = tile
    st.removed[space] = removed
    st.log.append(
        {"type": "board_draw", "tile": tile, "space": space, "element": element, "removed": removed, "turn": st.round}
    )
    return len(free) == 1


def score_ok(st: "WhisperingState") -> bool:
    assert st.mission is not None
    return st.score(0) >= st.mission.min_score


def objectives(st: "WhisperingState") -> list[SoloObjective]:
    """The checklist: each objective's progress by the tasks completed so far, met once met."""
    assert st.mission is not None
    done = tasks(st)
    base = st.data.solo_spaces
    out: list[SoloObjective] = []
    for i, spec in enumerate(st.mission.objectives):
        p = progress(spec, done, st.data.animals)
        met_turn = st.met[i]
        params = p.params(spec)
        out.append(
            SoloObjective(
                spec.key,
                spec.kind,
                spec.amount,
                met_turn is not None,
                met_turn,
                p.n,
                p.of,
                base + i,
                tuple(sorted(params.items())),
            )
        )
    return out


def view_fields(st: "WhisperingState") -> dict[str, Any]:
    """The solo fields of the view (None and empty in the game for 2-4 players)."""
    if st.mission is None:
        return {"mission": None, "min_score": None, "board": [], "turns_left": None, "objectives": []}
    tiles = st.data.tiles
    base = st.data.solo_spaces
    board = [
        SoloSpace(
            i,
            tiles[t] if t is not None else None,
            tuple(tiles[r] for r in st.removed[i]),
            None if i < base else i - base,
            is_open(st, i),
        )
        for i, t in enumerate(st.board)
    ]
    return {
        "mission": st.mission.level,
        "min_score": st.mission.min_score,
        "board": board,
        "turns_left": turns_left(st),
        "objectives": objectives(st),
    }


def outcome(st: "WhisperingState", over: bool) -> Outcome:
    """Passed when every objective was met and the score reaches the minimum when the game ends."""
    assert st.mission is not None
    checklist = objectives(st)
    score = st.score(0)
    items = [Objective(o.key, o.met, o.params) for o in checklist]
    items.append(Objective(MIN_SCORE_KEY, score >= st.mission.min_score, {"n": score, "of": st.mission.min_score}))
    passed = all(o.met for o in items)
    return Outcome.solo(
        score,
        passed,
        items,
        over=over,
        details={
            "names": list(st.names),
            "mission": st.mission.level,
            "min_score": st.mission.min_score,
            "tasks": [len(st.done[0])],
            "task_points": [st.task_points(0)],
            "flips": [st.flips(0)],
            "refresh_cost": st.refresh_cost,
            "forest_tiles": [len(st.forests[0])],
            "turns": list(st.turns_taken),
            "spaces_open": open_spaces(st),
            "by_animal": [
                [sum(1 for d in st.done[0] if d[1] == a), sum(st.points[d[0]] for d in st.done[0] if d[1] == a)]
                for a in range(st.data.animals)
            ],
            "breakdown": {
                "row_key": "whispering.solo.result.row",
                "total_key": "whispering.result.total",
                "rows": [[len(st.done[0])], [st.task_points(0)], [-st.refresh_cost * st.flips(0)], [score]],
            },
        },
    )
