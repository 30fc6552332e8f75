"""What the Voice table's clicks and slots mean: the parts a player picks to make each action, the
fixed action slots and which legal action each stands for, the word entry's buttons and the words of
the dialog before a minute."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Hashable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.composing import Composer
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.table.action_bar import Slot, SlotState
from woods_desktop.table.zone_kinds import Choice

# each action keeps its own slot, top to bottom in the rail beside the field; "done" ends the table's minute
SLOTS = (
    Slot("done", "voice.ui.minute_done"),
    Slot("skip_cube", "voice.ui.skip_cube"),
    Slot("leader_cube", "voice.ui.leader_cube"),
    Slot("no_leader_cube", "voice.ui.no_leader_cube"),
    Slot("elder_decline", "voice.ui.elder_decline"),
    Slot("remove_rows", "voice.ui.remove_line"),
    Slot("remove_cols", "voice.ui.remove_line"),
    Slot("keep_field", "voice.ui.keep_field"),
)
SLOT_ACTIONS: dict[str, Callable[[Any], bool]] = {
    "skip_cube": lambda a: isinstance(a, A.SkipCube),
    "leader_cube": lambda a: isinstance(a, A.LeaderCube) and a.place,
    "no_leader_cube": lambda a: isinstance(a, A.LeaderCube) and not a.place,
    "elder_decline": lambda a: isinstance(a, A.ElderDecline),
    "remove_rows": lambda a: isinstance(a, A.RemoveLine) and a.axis == "rows",
    "remove_cols": lambda a: isinstance(a, A.RemoveLine) and a.axis == "cols",
    "keep_field": lambda a: isinstance(a, A.KeepField),
}


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player clicks to make `action`; () for the actions that are a slot."""
    if isinstance(action, (A.PlaceCube, A.RemoveCard)) or (isinstance(action, A.LeaderCube) and action.place):
        return (("card", action.card),)
    if isinstance(action, A.MoveCube):
        return (("card", action.src),)
    if isinstance(action, A.ElderTrade):
        return tuple(("card", c) for c in action.cards)
    if isinstance(action, A.RefreshPlace):
        return (("drawn", action.card), ("place", action.row, action.col))
    return ()


def why_not(port: Any, card: int) -> IllegalAction:
    """Why a click on `card` is no move now, in the rule's words: the engine's refusal of the move the legal
    ones make, made on this card instead ("the next cube goes on Т"); else that it is not a choice now."""
    for action in port.legal_actions():
        if isinstance(action, (A.PlaceCube, A.RemoveCard)) or (isinstance(action, A.LeaderCube) and action.place):
            tried: Any = replace(action, card=card)
        elif isinstance(action, A.MoveCube):
            tried = replace(action, src=card)
        else:
            continue
        refusal = port.refusal(tried)
        if refusal is not None:
            return refusal  # type: ignore[no-any-return]
    return IllegalAction("voice.ui.not_a_target")


def slot_states(t: Callable[..., str], legal: list[Any], table_minute: bool) -> dict[str, SlotState]:
    """The slots that stand for a legal action now (the others are hidden; their places stay empty)."""
    out: dict[str, SlotState] = {}
    if table_minute:
        out["done"] = SlotState(True)
    for slot_id, wanted in SLOT_ACTIONS.items():
        if any(wanted(a) for a in legal):
            axis = slot_id.removeprefix("remove_")
            label = t("voice.ui.remove_line", axis=t(f"voice.axis.{axis}")) if axis != slot_id else None
            out[slot_id] = SlotState(True, label)
    return out


def slot_action(slot_id: str, legal: list[Any]) -> Any:
    wanted = SLOT_ACTIONS.get(slot_id)
    return next((a for a in legal if wanted is not None and wanted(a)), None)


def entry_choices(t: Callable[..., str], c: Composer, held: bool) -> list[Choice]:
    """The word entry's buttons: the same ones all game, each in its place, dimmed when they cannot act."""
    typing = c.typing() and not held
    locked = c.word_locked()  # refused, to accept anyway or keep refused: "No word" keeps the refusal
    letters = typing and c.entry is not None and bool(c.entry.letters) and not locked
    choices = [Choice("submit", t("voice.ui.submit"), letters), Choice("clear", t("voice.ui.clear"), letters)]
    choices.append(Choice("noword", t("voice.ui.keep_refusal" if locked else "voice.ui.no_word"), typing))
    if c.overrule_allowed():
        choices.append(Choice("accept", t("voice.ui.accept_anyway"), typing and c.overrule is not None))
    return choices


def dialog_text(t: Callable[..., str], c: Composer, view: VoiceView, name: str) -> str:
    """Before a person's minute (or a minute saved under way): what happens when they press."""
    if c.minute.started:
        key = "voice.ui.ready_resume" if c.mode == "private" else "voice.ui.ready_resume_table"  # everyone's
        return str(t(key, name=name, s=-(-c.minute.remaining_ms() // 1000)))  # as the ring counts
    return str(t("voice.ui.ready_private" if c.mode == "private" else "voice.ui.ready_table", name=name))


def entry_button(c: Composer, iid: Hashable) -> Callable[[], None] | None:
    """What a click on the word entry's button (`entry_choices`) asks of the composer."""
    return {"submit": c.submit, "clear": c.clear, "noword": c.no_word, "accept": c.accept_anyway}.get(str(iid))


def event_sound(events: list[dict[str, Any]], viewer: int | None) -> str | None:
    """The sound of new events for the one at the screen: a chime for their own word, a card for their move."""
    mine = [e for e in events if e.get("seat") == viewer]
    if any(e.get("type") == "composed" for e in mine):
        return "chime"
    return "card" if mine else None
