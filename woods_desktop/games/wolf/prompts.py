"""What the Wolf's prompt and action slots say: whose turn, what may be clicked, and each slot's action.

Each of the eight slots keeps one action for the whole game ("Stop here", "Skip: draw a task card",
"Finish turn" never take each other's place), so a double click never lands on the next step of the turn. The
prompt offers only what the legal actions allow, and says what the Wolf will do when the turn ends:
after a Sleeping Wolf he sleeps, he does not take a step; with one in hand, that he sleeps if it is used.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.art import slot_picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
)
from woods_desktop.games.wolf.rules.board import START
from woods_desktop.games.wolf.rules.view import MOVE, OVER, TOKEN, WolfView
from woods_desktop.table.action_bar import SlotState

CLEAR = "clear"
SLEEPING_WOLF, SCOOTER, BASKET = "sleeping_wolf", "scooter", "basket"
# the action bar's slots in their fixed order: (id, label, keyboard shortcut)
SLOTS = (
    ("stop", "wolf.ui.end_move", "s"),
    ("skip", "wolf.ui.skip", None),
    (CLEAR, "wolf.ui.clear", None),
    ("take", "wolf.ui.take_slot", "t"),
    ("sleep", "wolf.ui.play_sleeping_wolf", None),
    ("scooter", "wolf.ui.play_scooter", None),
    ("basket", "wolf.ui.play_basket", None),
    ("finish", "wolf.ui.finish", "f"),
)
ACTIONS: dict[str, Any] = {
    "stop": EndMove(),
    "skip": SkipMove(),
    "take": TakeToken(),
    "sleep": PlayHelp(SLEEPING_WOLF),
    "scooter": PlayHelp(SCOOTER),
    "basket": PlayHelp(BASKET),
    "finish": FinishTurn(),
}
PICTURES = {
    "stop": "steps",
    "skip": "closed",
    CLEAR: "closed",
    "sleep": SLEEPING_WOLF,
    "scooter": SCOOTER,
    "basket": BASKET,
}


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`: a cell; a thing held (on whose card) and the hero to hand
    it to; the "clear the way" slot and the blocking token; () for the actions that are a slot."""
    if isinstance(action, Step):
        return (("cell", action.cell),)
    if isinstance(action, Give):
        return (("item", action.giver, action.token), ("hero", action.to))
    if isinstance(action, ClearBlock):
        return ((CLEAR,), ("cell", action.cell))
    return ()


def here_token(view: WolfView) -> Any:
    here = view.positions[view.turn] if view.seats else START
    return view.cells[here] if 0 <= here < 30 else None


def slot_states(t: X.T, view: WolfView, legal: list[Any], picks: list[Any], words: X.PresentWords,
                drawing: Callable[[str | None], str | None]) -> dict[str, SlotState]:  # fmt: skip
    """A slot shows while its action is legal; the rest leave their places empty."""
    out: dict[str, SlotState] = {}
    for slot_id, action in ACTIONS.items():
        if action in legal:
            out[slot_id] = SlotState(True, picture=slot_picture(PICTURES.get(slot_id, "wolf")))
    if "take" in out:
        token = here_token(view)
        kind = token.kind if token is not None else None
        if kind == "present":
            label = t("wolf.ui.take_present", present=X.present_object(t, words, token.present))
            name = present_bare(drawing(token.present) or "") if drawing(token.present) else "present"
        else:
            label, name = t("wolf.ui.take", token=X.token_name(t, kind)), kind or "closed"
        out["take"] = SlotState(True, label, picture=slot_picture(name))
    if "finish" in out and view.wolf_asleep:
        out["finish"] = SlotState(True, t("wolf.ui.finish_asleep"), picture=slot_picture(SLEEPING_WOLF))
    if any(isinstance(a, ClearBlock) for a in legal):
        out[CLEAR] = SlotState(True, picture=slot_picture("closed"), pressed=(CLEAR,) in picks)
    return out


def prompt(t: X.T, view: WolfView, hold: Any, my_turn: bool, who: Callable[[int], str], legal: list[Any],
           picks: list[Any], words: X.PresentWords) -> str:  # fmt: skip
    if view.phase == OVER:  # said at once, while the Wolf still walks into his house too (a click there ends the walk)
        end = t(f"wolf.end.{view.result}").replace("\n", " ")
        return end if hold is not None and hold.kind == "wolf" else t("wolf.ui.end_prompt", end=end)
    if hold is not None:
        return t("wolf.ui.wolf_walking") if hold.kind == "wolf" else t("wolf.ui.hold_skip")
    if view.task is not None:
        key = "wolf.ui.task_prompt_orange" if view.task.frame == "orange" else "wolf.ui.task_prompt"
        return t(key, name=who(view.task.seat))
    seat = view.hero_to_move
    if seat is None:
        return ""
    name = who(seat)
    if not my_turn:
        return t("wolf.ui.thinking", name=name)
    return _move_prompt(t, view, seat, name, legal, picks, words)


def _move_prompt(t: X.T, view: WolfView, seat: int, name: str, legal: list[Any], picks: list[Any],
                 words: X.PresentWords) -> str:  # fmt: skip
    kinds = {p[0] for p in picks if isinstance(p, tuple) and p}
    if (CLEAR,) in picks:
        return t("wolf.ui.prompt_clear_pick")
    if "cell" in kinds:
        return t("wolf.ui.prompt_clear_confirm")
    if "item" in kinds:
        mine = any(p[0] == "item" and p[1] == seat for p in picks if isinstance(p, tuple))
        return t("wolf.ui.prompt_give_to" if mine else "wolf.ui.prompt_take_to")
    if "hero" in kinds:
        return t("wolf.ui.prompt_give_what")
    tail = " " + t("wolf.ui.prompt_give") if any(isinstance(a, Give) for a in legal) else ""
    if view.phase == MOVE:
        if any(isinstance(a, ClearBlock) for a in legal):
            return t("wolf.ui.prompt_blocked", name=name)
        steps = any(isinstance(a, Step) for a in legal)
        if view.positions[seat] == START and not view.steps_taken:
            return t("wolf.ui.prompt_enter", name=name, n=view.steps_left)
        if view.extra_move and not view.steps_taken:
            return t("wolf.ui.prompt_scooter", name=name, n=view.steps_left) + tail
        if steps and view.steps_taken:
            return t("wolf.ui.prompt_more", name=name, n=view.steps_left) + tail
        if steps:
            key = "wolf.ui.prompt_move" if SkipMove() in legal else "wolf.ui.prompt_move_only"
            return t(key, name=name, n=view.steps_left) + tail
        if view.steps_taken:
            return t("wolf.ui.prompt_stop", name=name) + tail
        return t("wolf.ui.prompt_wait", name=name) + tail
    if view.phase == TOKEN:
        if TakeToken() in legal:
            here = here_token(view)
            if here is not None and here.kind == "present":
                present = X.present_object(t, words, here.present)
                return t("wolf.ui.prompt_take_present", name=name, present=present) + tail
            return t("wolf.ui.prompt_take_help", name=name, token=X.token_name(t, here.kind if here else None)) + tail
        if view.wolf_asleep:
            key = "wolf.ui.prompt_finish_asleep"
        elif PlayHelp(SLEEPING_WOLF) in legal:  # the Wolf steps only if it is not used (the lesson's step 15)
            key = "wolf.ui.prompt_finish_or_sleep"
        else:
            key = "wolf.ui.prompt_finish"
        return t(key, name=name) + tail
    return ""


__all__ = ["ACTIONS", "CLEAR", "SLOTS", "parts", "prompt", "slot_states"]
