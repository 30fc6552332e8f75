"""Why the hint's move is good, in the rulebook's terms: claims read from the seat's view, then worded.

Pure code (no pygame, no files): `hint_claims(view, action)` says what the move does on the field as the
rules count it, as message keys with parameters (a test checks them against the engine's control rule);
`hint_reason(t, view, action)` words them in the player's language. A card goes to the seat with 5 cubes
on it, or 2 more than every other seat (`rules.control.find_leader`); three connected face-down cards
holding a seat's cubes make an Elder, traded for a card. `HINT` gathers them as the one hint protocol
(`core/hint.py`), named in the game's plugin: it hands the kit the thinker (`hint_bot`, bots/hint.py) and
says that there is no hint while the words are written (`hint_not_now`).
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.core.hint import Hint, Thinker
from woods_desktop.games.voice.bots.field_choices import refresh_card_score
from woods_desktop.games.voice.bots.hint import hint_bot
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.control import find_leader
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import Cell, VoiceView

K = "voice.hint."
Claim = tuple[str, dict[str, Any]]


def hint_not_now(view: VoiceView) -> str | None:
    """No hint while the words are written: the word is each person's own (the round's summary says after the
    minute which word the field held for them)."""
    return K + "not_now_minute" if view.phase == COMPOSE else None


def hint_claims(view: VoiceView, action: Any) -> list[Claim]:
    """What `action` does for the viewer (`view.me`) now, as (message key, parameters)."""
    me = view.me
    if me is None:
        return []
    cells = view.cells
    placing = view.placing
    penalty = placing is not None and placing.penalty
    if isinstance(action, A.PlaceCube) and action.card in cells:
        head: list[Claim] = [(K + "penalty", {})] if penalty else []
        if not penalty and cells[action.card].cubes[me] > 0:
            head = [(K + "extra", {"letter": cells[action.card].label})]
        return head + cube_claims(view, cells[action.card])
    if isinstance(action, A.MoveCube) and action.src in cells and action.dst in cells:
        src, dst = cells[action.src], cells[action.dst]
        moved: list[Claim] = [(K + "penalty", {})] if penalty else []
        return moved + [(K + "move", {"src": _letter(src), "dst": _letter(dst)})] + cube_claims(view, dst)
    if isinstance(action, A.SkipCube) and action.card in cells:
        return [(K + "skip", {"letter": cells[action.card].label, "n": view.supply[me]})]
    if isinstance(action, A.LeaderCube):
        near = _my_face_down_neighbours(view, action.card)
        if action.place:
            return [(K + ("leader_elder" if near else "leader_spare"), {"n": near, "left": view.supply[me] - 1})]
        return [(K + "leader_keep", {"n": view.supply[me]})]
    if isinstance(action, A.ElderTrade):
        return [(K + "elder_trade", {"n": sum(cells[c].cubes[me] for c in action.cards if c in cells)})]
    if isinstance(action, A.ElderDecline):
        return [(K + "elder_decline", {})]
    if isinstance(action, A.RefreshPlace):
        card = next((c for c in view.my_drawn if c.id == action.card), None)
        if card is None:
            return []
        share = refresh_card_score(card.letters)
        best = all(refresh_card_score(c.letters) <= share for c in view.my_drawn)
        return [
            (K + ("refresh_place" if best else "refresh_other"), {"letter": card.label, "n": max(1, round(share * 10))})
        ]
    if isinstance(action, A.RemoveLine):
        return [(K + "remove_line", {"axis": action.axis})]
    if isinstance(action, A.RemoveCard):
        return [(K + "remove_card", {})]
    if isinstance(action, A.KeepField):
        return [(K + "keep_field", {})]
    return []


def cube_claims(view: VoiceView, cell: Cell) -> list[Claim]:
    """What one more of the viewer's cubes on `cell` does, by the control rule: it takes the lead (the card
    is the viewer's at the control check as things stand), stops a seat that takes it (or would with one more
    cube) from doing so, brings the viewer one cube from leading, or builds towards it."""
    me = view.me
    assert me is not None
    rules = view.rules
    before = list(cell.cubes)
    after = before[:]
    after[me] += 1
    letter = _letter(cell)
    mine = after[me]
    others = max((n for s, n in enumerate(after) if s != me), default=0)
    if find_leader(after, rules.leader_cubes, rules.leader_margin) == me:
        return [(K + "lead", {"letter": letter, "mine": mine, "others": others})]
    # a seat that leads the card now, or would with one more cube, and no longer does either after this cube
    stopped = [s for s in range(view.seats) if s != me and _threat(before, s, rules) and not _threat(after, s, rules)]
    if stopped:
        s = max(stopped, key=lambda x: (before[x], -x))
        return [(K + "block", {"letter": letter, "name": view.names[s], "theirs": before[s]})]
    one_more = after[:]
    one_more[me] += 1
    if find_leader(one_more, rules.leader_cubes, rules.leader_margin) == me:
        return [(K + "close", {"letter": letter, "mine": mine})]
    return [(K + "build", {"letter": letter, "mine": mine, "others": others})]


def _threat(counts: list[int], seat: int, rules: Any) -> bool:
    """`seat` takes the card with these cubes, or would with one more cube of its own."""
    more = counts[:]
    more[seat] += 1
    lead = rules.leader_cubes, rules.leader_margin
    return find_leader(counts, *lead) == seat or find_leader(more, *lead) == seat


def _letter(cell: Cell) -> str:
    return cell.label or "?"


def _my_face_down_neighbours(view: VoiceView, card: int) -> int:
    cells = view.cells
    if card not in cells or view.me is None:
        return 0
    at = {c.place: c for c in view.field}
    r, c = cells[card].place
    near = (at.get((r + dr, c + dc)) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))
    return sum(1 for n in near if n is not None and not n.face_up and n.cubes[view.me] > 0)


def hint_reason(t: Callable[..., str], view: VoiceView, action: Any) -> str:
    """The claims in words, the axis named in the player's language."""
    words = []
    for key, params in hint_claims(view, action):
        shown = {k: (t(f"voice.axis.{v}") if k == "axis" else v) for k, v in params.items()}
        words.append(str(t(key, **shown)))
    return " ".join(words)


class VoiceHint(Hint):
    """Voice's hint: the hard computer's move outside the minute (and the best word, asked after it)."""

    def bot(self, seat: int) -> Thinker:
        return hint_bot(seat)

    def reason(self, t: Callable[..., str], view: Any, answer: Any) -> str:
        return hint_reason(t, view, answer)

    def not_now(self, view: Any) -> str | None:
        return hint_not_now(view)


HINT = VoiceHint()

__all__ = ["HINT", "VoiceHint", "cube_claims", "hint_bot", "hint_claims", "hint_not_now", "hint_reason"]
