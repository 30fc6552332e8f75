"""Phase 3, checking control: deadlocks, Leaders, then Elders.

Each field card is checked once, in reading order (row by row), against the
field as it was when the phase began: first "5 cubes of two or more
players" (all cubes home, the card turns face down), then the Leader test
(5 cubes, or 2 or more above every other player). A Leader takes the card,
a face-down card from the deck (or the discard pile) fills the place, and
the Leader decides about a cube on it before the walk goes on.

Elders come after all Leaders, seat by seat in turn order. A trade takes the
seat's cubes off the three cards, so no card can serve two trades; a seat
with another qualifying group (disjoint from the first, since the traded
cards hold none of its cubes any more) is asked again. A decline stands for
this round only: while the group still qualifies it is offered again in a
later round, as it would be at the table. A trade is offered only while
a card can be drawn for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.actions import ElderDecline, ElderTrade, LeaderCube

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def start(st: "VoiceState") -> None:
    st.control_queue = st.field.reading_order()
    _walk(st)


def find_leader(counts: list[int], leader_cubes: int, margin: int) -> int | None:
    """The seat that controls a card with these cubes, if any."""
    best = max(range(len(counts)), key=lambda s: counts[s])
    top = counts[best]
    if top <= 0:
        return None
    if top >= leader_cubes:
        return best
    if all(top - counts[o] >= margin for o in range(len(counts)) if o != best):
        return best
    return None


def is_deadlock(counts: list[int], deadlock_cubes: int) -> bool:
    return sum(1 for n in counts if n >= deadlock_cubes) >= 2


def _walk(st: "VoiceState") -> None:
    from woods_desktop.games.voice.rules.state import LEADER

    rules = st.rules
    field = st.field
    while st.control_queue:
        card = st.control_queue.pop(0)
        if card not in field:
            continue
        counts = field.cubes[card]
        if not any(counts):
            continue
        if is_deadlock(counts, rules.deadlock_cubes):
            for s, n in enumerate(counts):
                st.supply[s] += n
            field.cubes[card] = [0] * st.seats
            field.face_up.discard(card)
            st.emit("deadlock", card=card, letter=st.face(card).label, cubes=list(counts))
            continue
        seat = find_leader(counts, rules.leader_cubes, rules.leader_margin)
        if seat is None:
            continue
        (row, col), cubes = field.take(card)
        for s, n in enumerate(cubes):
            st.supply[s] += n
        st.pile_up[seat].append(card)
        st.emit(
            "leader", seat=seat, card=card, letter=st.face(card).label, points=st.face(card).points, cubes=list(cubes)
        )
        source = "deck" if st.deck else "discard"
        new = st.draw_replacement()
        if new is None:
            st.emit("hole", row=row, col=col)
            continue
        field.put(new, row, col, face_up=False)
        st.emit("replace", card=new, row=row, col=col, source=source)
        if st.supply[seat] > 0:
            st.leader = {"seat": seat, "card": new}
            st.phase = LEADER
            return
    st.leader = None
    start_elders(st)


def legal_leader(st: "VoiceState", seat: int) -> list[Any]:
    assert st.leader is not None
    card = st.leader["card"]
    return [LeaderCube(card, True), LeaderCube(card, False)]


def check_leader(st: "VoiceState", seat: int, action: Any) -> None:
    assert st.leader is not None
    if not isinstance(action, LeaderCube):
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if action.card != st.leader["card"]:
        raise IllegalAction("voice.err.not_new_card")


def do_leader(st: "VoiceState", seat: int, action: Any) -> None:
    if action.place:
        st.supply[seat] -= 1
        st.field.cubes[action.card][seat] += 1
    st.emit("leader_cube", seat=seat, card=action.card, placed=action.place)
    st.leader = None
    _walk(st)


# -- Elders ------------------------------------------------------------------------


def elder_groups(st: "VoiceState", seat: int) -> list[tuple[int, ...]]:
    """Every set of orthogonally connected face-down field cards, each holding the seat's cubes."""
    field = st.field
    size = st.rules.elder_group
    eligible = {c for c in field.pos if c not in field.face_up and field.cubes[c][seat] > 0}
    if len(eligible) < size:
        return []
    found: set[frozenset[int]] = set()
    frontier: set[frozenset[int]] = {frozenset([c]) for c in eligible}
    for _ in range(size - 1):
        grown: set[frozenset[int]] = set()
        for group in frontier:
            for c in group:
                for n in field.neighbours(c):
                    if n in eligible and n not in group:
                        grown.add(group | {n})
        frontier = grown
    found = frontier
    return sorted(tuple(sorted(g)) for g in found)


def start_elders(st: "VoiceState") -> None:
    st.elder_queue = st.order()
    _next_elder(st)


def _can_draw(st: "VoiceState") -> bool:
    return bool(st.deck or st.discard)


def _next_elder(st: "VoiceState") -> None:
    from woods_desktop.games.voice.rules import refresh
    from woods_desktop.games.voice.rules.state import ELDER

    while st.elder_queue:
        if _can_draw(st) and elder_groups(st, st.elder_queue[0]):
            st.phase = ELDER
            return
        st.elder_queue.pop(0)
    refresh.start(st)


def legal_elder(st: "VoiceState", seat: int) -> list[Any]:
    out: list[Any] = [ElderTrade(g) for g in elder_groups(st, seat)]
    out.append(ElderDecline())
    return out


def check_elder(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, ElderDecline):
        return
    if not isinstance(action, ElderTrade):
        raise IllegalAction("voice.err.wrong_phase", phase=st.phase)
    if tuple(sorted(action.cards)) not in elder_groups(st, seat):
        raise IllegalAction("voice.err.not_elder_group", size=st.rules.elder_group)


def do_elder(st: "VoiceState", seat: int, action: Any) -> None:
    if isinstance(action, ElderDecline):
        st.emit("elder_decline", seat=seat)
        st.elder_queue.pop(0)
    else:
        returned = 0
        for c in action.cards:
            returned += st.field.cubes[c][seat]
            st.field.cubes[c][seat] = 0
        st.supply[seat] += returned
        source = "deck" if st.deck else "discard"
        card = st.draw_replacement()
        assert card is not None  # offered only while a card can be drawn
        st.pile_down[seat].append(card)
        st.emit("elder", seat=seat, cards=sorted(action.cards), cubes=returned, source=source)
    _next_elder(st)
