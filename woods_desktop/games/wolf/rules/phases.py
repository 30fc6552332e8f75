"""The rules of a turn as a phase table: move, token, task.

Heroes exchange things from the start of the mover's turn until the Wolf moves: the rulebook puts
"Exchanging Items" in step 2 with the forest tokens, so hand-overs are offered in the move and in
the token phase alike (a present just found can go to the friend next to the finder).

Each phase gives the legal actions of the seat to move, the check that says
in the rulebook's words why an action is refused (raising `IllegalAction`,
changing nothing) and the move itself. `WolfState.legal_actions`, `refusal`
and `apply` go through `PHASES`; bots and the table key their choices on the
same phase names (`view.MOVE`, `view.TOKEN`, `view.TASK`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.phases import Phase, PhaseTable
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START, adjacent, neighbours
from woods_desktop.games.wolf.rules.paths import blocking_cells, is_blocked
from woods_desktop.games.wolf.rules.tokens import HELP_KINDS, PRESENT, SCOOTER, SLEEPING_WOLF
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN

if TYPE_CHECKING:
    from woods_desktop.games.wolf.rules.state import WolfState

REFUSED = "wolf.refused."

_HERO_ACTIONS = (Step, Give, EndMove, TakeToken, PlayHelp, SkipMove, ClearBlock, FinishTurn)


def token_key(kind: str) -> str:
    """Token kinds travel in refusals as message keys so the UI can name them."""
    return f"wolf.token.{kind}"


def _elsewhere(st: "WolfState", action: Any) -> IllegalAction:
    """A move of another moment of the turn, or no move of this game at all."""
    if isinstance(action, TaskAnswer):
        return IllegalAction("wolf.refused.no_task")
    if isinstance(action, _HERO_ACTIONS):
        if st.phase == TASK:
            return IllegalAction("wolf.refused.task_first")
        return IllegalAction("wolf.refused.wrong_phase")
    return IllegalAction("wolf.refused.unknown_action", action=type(action).__name__)


def _may_stay(st: "WolfState", seat: int) -> bool:
    """Before the first step a turn may end without moving when the hero is at home in the
    Wolf's house (waiting is no skip), when the move is the Scooter's extra one (it may go
    unused), or when no step is possible at all."""
    if st.steps_taken:
        return False
    return st.pos[seat] == HOUSE or st.extra or (not st.steps_left or not st.steps(seat))


def _before_moving(st: "WolfState") -> bool:
    """Skipping the move, or clearing the way, comes before the hero's first step of the turn."""
    return not st.steps_taken and not st.extra and not st.cleared


# ---------------------------------------------------------------- move


def _move_legal(st: "WolfState", seat: int) -> list[Any]:
    out: list[Any] = []
    if st.steps_left:
        out.extend(Step(c) for c in st.steps(seat))
    if st.steps_taken:
        out.append(EndMove())
    elif _before_moving(st):
        out.append(SkipMove())
        stopped = st.stopped_mask(seat)
        if stopped and is_blocked(st.pos[seat], stopped):
            out.extend(ClearBlock(c) for c in blocking_cells(st.pos[seat], stopped))
    out.extend(_gives(st, seat))
    out.extend(_helps(st, seat, in_move=True))
    if _may_stay(st, seat):
        out.append(FinishTurn())
    return out


def _gives(st: "WolfState", seat: int) -> list[Any]:
    """Every hand-over from the start of the turn until the Wolf moves: the mover's presents (into
    a friend's free basket) and help tokens to each friend next to it, and each such friend's to
    the mover."""
    here = st.pos[seat]
    if here == START:
        return []
    out: list[Any] = []
    for friend in range(st.n):
        if friend == seat or not adjacent(here, st.pos[friend]):
            continue
        for giver, to in ((seat, friend), (friend, seat)):
            if st.free_baskets(to) > 0:
                out.extend(Give(to, p, giver) for p in st.carried[giver])
            out.extend(Give(to, k, giver) for k in sorted(set(st.help[giver])))
    return out


def _helps(st: "WolfState", seat: int, in_move: bool) -> list[Any]:
    out: list[Any] = []
    for kind in sorted(set(st.help[seat])):
        if kind == SLEEPING_WOLF and st.asleep:
            continue
        if kind == SCOOTER and in_move:
            continue
        out.append(PlayHelp(kind))
    return out


def _move_check(st: "WolfState", seat: int, action: Any) -> None:
    """A turn: move the hero, act on the token, move the Wolf; or skip moving for a task card."""
    if isinstance(action, Step):
        _check_step(st, seat, action.cell)
    elif isinstance(action, Give):
        _check_give(st, seat, action)
    elif isinstance(action, PlayHelp):
        _check_help(st, seat, action.token, in_move=True)
    elif isinstance(action, EndMove):
        if not st.steps_taken:
            raise IllegalAction("wolf.refused.no_step_yet")
    elif isinstance(action, SkipMove):
        if not _before_moving(st):
            raise IllegalAction("wolf.refused.already_moving")
    elif isinstance(action, ClearBlock):
        _check_clear(st, seat, action.cell)
    elif isinstance(action, FinishTurn):
        if not _may_stay(st, seat):
            raise IllegalAction("wolf.refused.end_move_first" if st.steps_taken else "wolf.refused.cannot_stay")
    else:
        raise _elsewhere(st, action)


def _check_step(st: "WolfState", seat: int, cell: Any) -> None:
    """A step goes onto any neighbouring cell; the first move enters the first row; a hero
    passes closed tokens, empty cells, open presents and help tokens and open terrain that does
    not stop it, never a cell with another hero (the house holds everyone) nor open terrain
    that stops it; the steps of a move are the footprints on the hero's card."""
    if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell <= HOUSE:
        raise IllegalAction("wolf.refused.not_a_cell", cell=repr(cell))
    if not st.steps_left:
        raise IllegalAction("wolf.refused.no_steps_left", steps=st.heroes[seat].steps)
    here = st.pos[seat]
    if cell not in neighbours(here):
        raise IllegalAction("wolf.refused.enter_first_row" if here == START else "wolf.refused.not_a_neighbour")
    if cell == HOUSE:
        return
    kind = st.kinds[cell]
    if st.opened[cell] and kind in st.stops[seat]:
        assert kind is not None
        raise IllegalAction("wolf.refused.impassable", terrain=token_key(kind))
    if cell in st.pos:
        raise IllegalAction("wolf.refused.occupied", name=st.names[st.pos.index(cell)])


def _seat(st: "WolfState", x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < st.n


def _check_give(st: "WolfState", seat: int, action: Give) -> tuple[int, int, str]:
    """Players may exchange the tokens carried by heroes (holiday or help tokens) when their
    figures stand on adjacent cells (diagonals too), at any moment of a hero's movement: the mover
    and a friend next to it, either way; a present needs a free basket. Returns (giver, to, what
    is handed: a present's id or a help kind)."""
    to, token, giver = action.to, action.token, action.giver
    if not _seat(st, to):
        raise IllegalAction("wolf.refused.no_such_hero")
    if giver == -1:  # a save from before heroes could take: the mover gave
        giver = seat
    elif not _seat(st, giver):
        raise IllegalAction("wolf.refused.no_such_hero")
    if to == giver:
        raise IllegalAction("wolf.refused.give_self")
    if seat not in (giver, to):
        raise IllegalAction("wolf.refused.walker_only", name=st.names[seat])
    bag = st.carried[giver]
    if token == PRESENT and action.giver == -1:  # a save from before presents had names: the first one
        if not bag:
            raise IllegalAction("wolf.refused.no_present", name=st.names[giver])
        thing = bag[0]
    elif token in HELP_KINDS:
        if token not in st.help[giver]:
            raise IllegalAction("wolf.refused.no_help", name=st.names[giver], token=token_key(token))
        thing = token
    elif isinstance(token, str) and token in st.data.present_ids():
        if token not in bag:
            raise IllegalAction("wolf.refused.not_carrying", name=st.names[giver], present=token)
        thing = token
    else:
        raise IllegalAction("wolf.refused.unknown_token", token=repr(token))
    if not adjacent(st.pos[giver], st.pos[to]):
        raise IllegalAction("wolf.refused.not_adjacent", name=st.names[to if giver == seat else giver])
    if thing not in HELP_KINDS and st.free_baskets(to) <= 0:
        raise IllegalAction("wolf.refused.receiver_full", name=st.names[to], baskets=st.baskets[to])
    return giver, to, thing


def _check_help(st: "WolfState", seat: int, token: Any, in_move: bool) -> None:
    """Help tokens are played on this or a later own turn: the Sleeping Wolf keeps the Wolf
    from his step this turn; a Basket carries one more present; the Scooter gives an extra
    move once this move has ended."""
    if token not in HELP_KINDS:
        raise IllegalAction("wolf.refused.unknown_token", token=repr(token))
    if token not in st.help[seat]:
        raise IllegalAction("wolf.refused.no_help", name=st.names[seat], token=token_key(token))
    if token == SLEEPING_WOLF and st.asleep:
        raise IllegalAction("wolf.refused.already_asleep")
    if token == SCOOTER and in_move:
        raise IllegalAction("wolf.refused.scooter_after_move")


def _check_clear(st: "WolfState", seat: int, cell: Any) -> None:
    """Special case: when the hero cannot get around an impassable obstacle at all, before it
    starts moving it may do a task card and then remove one of the blocking tokens."""
    if not _before_moving(st):
        raise IllegalAction("wolf.refused.cleared_already" if st.cleared else "wolf.refused.already_moving")
    if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < CELLS:
        raise IllegalAction("wolf.refused.not_a_cell", cell=repr(cell))
    stopped = st.stopped_mask(seat)
    if not is_blocked(st.pos[seat], stopped):
        raise IllegalAction("wolf.refused.not_blocked")
    if cell not in blocking_cells(st.pos[seat], stopped):
        raise IllegalAction("wolf.refused.not_blocking")


def _move_do(st: "WolfState", seat: int, action: Any) -> None:
    if isinstance(action, Step):
        st.do_step(action.cell)
    elif isinstance(action, Give):
        st.do_give(*_check_give(st, seat, action))
    elif isinstance(action, PlayHelp):
        st.do_play_help(action.token)
    elif isinstance(action, EndMove):
        st.do_end_move()
    elif isinstance(action, SkipMove):
        st.do_skip()
    elif isinstance(action, ClearBlock):
        st.do_clear(action.cell)
    else:
        st.finish_turn()


# ---------------------------------------------------------------- token


def _can_take(st: "WolfState", seat: int) -> bool:
    here = st.pos[seat]
    if here == HOUSE or here == START:
        return False
    kind = st.kinds[here]
    if kind is None or not st.opened[here]:
        return False
    if kind == PRESENT:
        return st.free_baskets(seat) > 0
    return kind in HELP_KINDS


def _token_legal(st: "WolfState", seat: int) -> list[Any]:
    out: list[Any] = [TakeToken()] if _can_take(st, seat) else []
    out.extend(_gives(st, seat))
    out.extend(_helps(st, seat, in_move=False))
    out.append(FinishTurn())
    return out


def _token_check(st: "WolfState", seat: int, action: Any) -> None:
    """Where the move ended: take the present into a free basket (none free: it stays face up)
    or keep the help token; hand things over with a friend next to the hero; play help tokens;
    then the Wolf's step ends the turn."""
    if isinstance(action, TakeToken):
        if not _can_take(st, seat):
            here = st.pos[seat]
            on_present = 0 <= here < CELLS and st.kinds[here] == PRESENT and st.opened[here]
            if on_present:
                raise IllegalAction("wolf.refused.no_free_basket", baskets=st.baskets[seat])
            raise IllegalAction("wolf.refused.nothing_to_take")
    elif isinstance(action, PlayHelp):
        _check_help(st, seat, action.token, in_move=False)
    elif isinstance(action, Give):  # "Exchanging Items" is part of step 2: until the Wolf moves
        _check_give(st, seat, action)
    elif not isinstance(action, FinishTurn):
        if isinstance(action, (Step, EndMove)):
            raise IllegalAction("wolf.refused.move_ended")
        raise _elsewhere(st, action)


def _token_do(st: "WolfState", seat: int, action: Any) -> None:
    if isinstance(action, TakeToken):
        st.do_take()
    elif isinstance(action, Give):
        st.do_give(*_check_give(st, seat, action))
    elif isinstance(action, PlayHelp):
        st.do_play_help(action.token)
    else:
        st.finish_turn()


# ---------------------------------------------------------------- task


def _task_legal(st: "WolfState", seat: int) -> list[Any]:
    return [TaskAnswer(True), TaskAnswer(False)]


def _task_check(st: "WolfState", seat: int, action: Any) -> None:
    """The table says whether the task was done: not done, the Wolf takes two extra steps."""
    if not isinstance(action, TaskAnswer):
        raise _elsewhere(st, action)
    if not isinstance(action.done, bool):
        raise IllegalAction("wolf.refused.unknown_action", action=repr(action.done))


def _task_do(st: "WolfState", seat: int, action: Any) -> None:
    st.do_answer(action.done)


PHASES: PhaseTable["WolfState"] = PhaseTable(
    lambda: {
        MOVE: Phase(_move_legal, _move_check, _move_do),
        TOKEN: Phase(_token_legal, _token_check, _token_do),
        TASK: Phase(_task_legal, _task_check, _task_do),
    }
)
