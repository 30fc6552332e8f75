"""The Wolf's hint in words a child's parent reads out: where the friends would walk this hero, and why.

Pure code (no pygame, no files): `hint_claims(view, answer)` says what the friends' plan (bots/hint.py: the
hard friend's whole move, or its one action) does now, as message keys with parameters: the place the
walk ends on and what lies there (the house, a present, a closed token, a help token), what is carried
home, how far home is from there and how far the Wolf still has to go; `hint_reason(t, view, answer)` words
them in the player's language, in short sentences. `hint_marks(answer)` names what the table marks, by item
id (the cells of the walk, the slot to press, the thing to hand over and the friend), because the Wolf's
clicks change its selection and must not be asked; `hint_rest(answer)` keeps the hint up while the person
walks it step by step. `HINT` gathers them as the one hint protocol (`core/hint.py`), named in the game's
plugin: the kit's hint asks its thinker (`hint_bot`) and follows the plan's actions.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from woods_desktop.core.hint import Hint, Thinker
from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.bots.hint import Plan, hint_actions, hint_bot
from woods_desktop.games.wolf.bots.sense import moves_from, own_turns
from woods_desktop.games.wolf.data import load_wolf_data
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
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE
from woods_desktop.games.wolf.rules.paths import FAR, house_distances
from woods_desktop.games.wolf.rules.tokens import HELP_KINDS, PRESENT
from woods_desktop.games.wolf.rules.view import MOVE, WolfView

K = "wolf.hint."
Claim = tuple[str, dict[str, Any]]
# the action bar's slot for each action that is a button (prompts.ACTIONS, which draws; a test keeps them equal)
SLOT_OF: dict[Any, str] = {
    EndMove(): "stop",
    SkipMove(): "skip",
    TakeToken(): "take",
    PlayHelp("sleeping_wolf"): "sleep",
    PlayHelp("scooter"): "scooter",
    PlayHelp("basket"): "basket",
    FinishTurn(): "finish",
}


def _plan(answer: Any) -> Plan:
    return answer if isinstance(answer, Plan) else Plan(tuple(hint_actions(answer)))


def hint_rest(answer: Any) -> Plan | None:
    """The plan once its first action is made (the walk goes on), None when nothing is left: a hint the
    person follows stays up, step by step, until the move's stop."""
    actions = _plan(answer).actions
    return Plan(actions[1:]) if len(actions) > 1 else None


def hint_marks(answer: Any) -> tuple[Hashable, ...]:
    """The ids of the items the hint marks: the cells of the walk (the next one first: the one to click),
    the slot, the thing handed over and its new holder (on the board and on the cards), the blocking token
    and its slot, the task card's answer."""
    plan = _plan(answer)
    action = plan.action
    if isinstance(action, Step):
        return tuple(("cell", c) for c in plan.route)
    if isinstance(action, Give):
        return (("bag", action.giver, action.token), ("hero", action.to))
    if isinstance(action, ClearBlock):
        return ("clear", ("cell", action.cell))
    if isinstance(action, TaskAnswer):
        return (("answer", action.done),)
    slot = SLOT_OF.get(action)
    return (slot,) if slot is not None else ()


def _stopped(view: WolfView, seat: int) -> frozenset[int]:
    impassable = view.cards[seat].impassable
    return frozenset(c for c, t in enumerate(view.cells) if t is not None and t.open and t.kind in impassable)


def _moves_home(view: WolfView, seat: int, place: int) -> int:
    """Moves of this hero from `place` to the house (FAR: no way leads there now)."""
    dist = house_distances(_stopped(view, seat))[place]
    return FAR if dist >= FAR else -(-dist // view.cards[seat].steps)


def hint_claims(view: WolfView, answer: Any) -> list[Claim]:
    """What the plan does for the hero whose turn it is, as (message key, parameters)."""
    plan = _plan(answer)
    action = plan.action
    me = view.turn
    wolf = view.wolf_steps_left
    if isinstance(action, TaskAnswer):
        return [(K + "task", {"steps": load_wolf_data().task_penalty})]
    if isinstance(action, Step):
        return _walk(view, me, plan.route)
    if isinstance(action, EndMove):
        return _stop(view, me)
    if isinstance(action, TakeToken):
        token = view.cells[view.positions[me]]
        if token is not None and token.kind == PRESENT:
            return [(K + "take_present", {"present": token.present})]
        kind = token.kind if token is not None else None
        return [(K + f"keep_{kind}" if kind in HELP_KINDS else K + "take", {"token": kind})]
    if isinstance(action, PlayHelp):
        return [(K + f"play_{action.token}", {"n": wolf})]
    if isinstance(action, Give):
        return [_give(view, me, action)]
    if isinstance(action, ClearBlock):
        token = view.cells[action.cell]
        return [(K + "clear", {"token": token.kind if token is not None else None})]
    if isinstance(action, FinishTurn):
        if view.phase == MOVE and view.positions[me] == HOUSE:
            return [(K + "stay_home", {"n": wolf})]
        if view.phase == MOVE:  # the Scooter's move left unused, or no step possible at all
            return [(K + ("stay" if view.extra_move else "stay_stuck"), {})]
        return [(K + ("finish_asleep" if view.wolf_asleep else "finish"), {"n": wolf})]
    if isinstance(action, SkipMove):
        return [(K + "skip", {})]
    return []


def _walk(view: WolfView, me: int, route: tuple[int, ...]) -> list[Claim]:
    """A walk of `len(route)` steps: where it ends, what for, and (out in the forest) how far home is from there."""
    end, k, wolf = route[-1], len(route), view.wolf_steps_left
    if end == HOUSE:
        carried = view.carried_presents[me]
        if not carried:  # going home with nothing: time is running out (the friends go out while there is time)
            later = _turns_after(view)
            return [(K + "go_home", {"k": k, "n": wolf}), *([(K + "turns_left", {"t": later})] if later <= 2 else [])]
        full = len(carried) >= view.baskets[me]
        params = {"k": k, "presents": carried, "n": wolf, "b": view.baskets[me]}
        return [(K + ("go_home_full" if full else "go_home_with"), params)]
    token = view.cells[end] if 0 <= end < CELLS else None
    if token is None:
        claim: Claim = _on_the_way(view, me, end, k)
    elif not token.open:
        claim = (K + "go_closed", {"k": k})
    elif token.kind == PRESENT:
        claim = (K + "go_present", {"k": k, "present": token.present})
    elif token.kind in HELP_KINDS:
        claim = (K + "go_help", {"k": k, "token": token.kind})
    else:
        claim = _on_the_way(view, me, end, k)
    m = _moves_home(view, me, end)
    return [claim, (K + "time", {"m": m, "n": wolf})] if m < FAR else [claim]


def _turns_after(view: WolfView) -> int:
    """The turns the hero to move still gets after this one before the Wolf is home (one step a turn; a
    Sleeping Wolf played this turn keeps him where he is)."""
    return own_turns(view.wolf_steps_left + (1 if view.wolf_asleep else 0), view.seats, 0) - 1


def _on_the_way(view: WolfView, me: int, end: int, k: int) -> Claim:
    """A walk to a place with nothing to take: nearer the house, or to where the next move reaches closed tokens."""
    home = house_distances(_stopped(view, me))
    if home[end] < home[view.positions[me]]:
        return (K + "go_on_home", {"k": k})
    others = frozenset(p for s, p in enumerate(view.positions) if s != me and 0 <= p < CELLS)
    reach = moves_from(end, view.cards[me].steps, _stopped(view, me) | others)
    closed = sum(1 for c in reach if 0 <= c < CELLS and (t := view.cells[c]) is not None and not t.open)
    return (K + "go_on", {"k": k, "c": closed}) if closed else (K + "go_on_best", {"k": k})


def _stop(view: WolfView, me: int) -> list[Claim]:
    here = view.positions[me]
    if here == HOUSE:
        carried = view.carried_presents[me]
        return [(K + "stop_home_with", {"presents": carried})] if carried else [(K + "stop_home", {})]
    token = view.cells[here] if 0 <= here < CELLS else None
    if token is not None and not token.open:
        return [(K + "stop_closed", {})]
    if token is not None and token.kind == PRESENT:
        return [(K + "stop_present", {"present": token.present})]
    if token is not None and token.kind in HELP_KINDS:
        return [(K + "stop_help", {"token": token.kind})]
    return [(K + "stop", {})]


def _give(view: WolfView, me: int, g: Give) -> Claim:
    """A hand-over: into the house at once, to a friend nearer home, or taken along on the way home."""
    if g.token in HELP_KINDS:
        return (K + "give_help", {"token": g.token, "friend": g.to})
    if g.giver != me:
        return (K + "take_along", {"present": g.token, "friend": g.giver})
    if view.positions[g.to] == HOUSE:
        return (K + "give_home", {"present": g.token, "friend": g.to})
    return (K + "give_nearer", {"present": g.token, "friend": g.to, "b": view.baskets[me]})


def hint_reason(t: Callable[..., str], view: WolfView, answer: Any) -> str:
    """The claims in words: presents, tokens and friends named in the player's language."""
    words = X.present_words(load_wolf_data().presents, _lang(t))
    out = []
    for key, params in hint_claims(view, answer):
        shown = {name: _shown(t, view, words, name, value) for name, value in params.items()}
        out.append(str(t(key, **shown)))
    return " ".join(out)


def _shown(t: Callable[..., str], view: WolfView, words: X.PresentWords, name: str, value: Any) -> Any:
    if name == "present":
        return X.present_object(t, words, value)
    if name == "presents":
        return X.present_list(t, words, value)
    if name == "token":
        return X.token_name(t, value)
    if name == "friend":
        return X.hero_name(t, view.heroes[value])
    return value


def _lang(t: Callable[..., str]) -> str:
    """The language `t` speaks: a present's name comes from the game's data in that language. `t` is the
    window's (`app.t`: its strings) or a `Strings.t`; either way its owner knows."""
    owner = getattr(t, "__self__", None)
    strings = getattr(owner, "strings", owner)
    return "ru" if getattr(strings, "lang", "en") == "ru" else "en"


class WolfHint(Hint):
    """The Wolf's hint: the friends' plan for this hero, marked by item id, followed step by step."""

    def bot(self, seat: int) -> Thinker:
        return hint_bot(seat)

    def actions(self, answer: Any) -> tuple[Any, ...]:
        return tuple(hint_actions(answer))

    def rest(self, answer: Any) -> Any | None:
        return hint_rest(answer)

    def marks(self, answer: Any) -> tuple[Hashable, ...] | None:
        return hint_marks(answer)

    def reason(self, t: Callable[..., str], view: Any, answer: Any) -> str:
        return hint_reason(t, view, answer)


HINT = WolfHint()

__all__ = ["HINT", "WolfHint", "hint_actions", "hint_bot", "hint_claims", "hint_marks", "hint_reason", "hint_rest"]
