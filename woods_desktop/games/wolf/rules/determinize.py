"""A full state consistent with one seat's view, for a search that plays on.

Everyone sees everything in this game except two things, which are dealt at
random here: the kinds of the face-down forest tokens (the token mix less
every token whose kind is known: face up on the board, carried, kept or
played, in the house, or cleared out of the game), which present each
face-down present is (those nobody has seen yet), and the order of the task
deck (the cards not left out, not drawn since the last reshuffle and not on
the table). The log is not rebuilt: a search reads the state, not its history.
"""

from __future__ import annotations

from collections import Counter

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules.pieces import WolfData
from woods_desktop.games.wolf.rules.state import WolfState
from woods_desktop.games.wolf.rules.tokens import PRESENT
from woods_desktop.games.wolf.rules.view import WolfView


def unseen_kinds(view: WolfView, data: WolfData) -> Counter[str]:
    """How many tokens of each kind lie face down in the forest, as far as anyone can tell."""
    unseen = Counter(data.token_pool())
    known: Counter[str] = Counter()
    for token in view.cells:
        if token is not None and token.open and token.kind is not None:
            known[token.kind] += 1
    known[PRESENT] += sum(view.carried) + view.house_presents
    for kept in (*view.help, *view.played_help):
        known.update(kept)
    known.update(view.removed)
    unseen.subtract(known)
    if min(unseen.values(), default=0) < 0:
        raise ValueError("wolf: the view shows more tokens of a kind than the game has")
    return +unseen


def unseen_presents(view: WolfView, data: WolfData) -> list[str]:
    """The presents nobody has seen yet (face down somewhere in the forest), in data order."""
    seen = {t.present for t in view.cells if t is not None and t.present is not None}
    seen.update(p for bag in view.carried_presents for p in bag)
    seen.update(view.presents_in_house)
    return [p for p in data.present_ids() if p not in seen]


def determinize(view: WolfView, rng: Rng, data: WolfData) -> WolfState:
    heroes = [data.hero(h) for h in view.heroes]
    left_out, names = list(view.left_out), list(view.names)
    st = WolfState.blank(data, heroes, view.difficulty, view.wolf_path, left_out, names, rng.fork())
    closed = [c for c, token in enumerate(view.cells) if token is not None and not token.open]
    pool = sorted(unseen_kinds(view, data).elements())
    if len(pool) != len(closed):
        raise ValueError(f"wolf: {len(pool)} unseen tokens for {len(closed)} face-down cells")
    rng.shuffle(pool)
    kinds: list[str | None] = [None if t is None else t.kind for t in view.cells]
    named: list[str | None] = [None if t is None else t.present for t in view.cells]
    hidden = unseen_presents(view, data)
    rng.shuffle(hidden)
    for cell, kind in zip(closed, pool):
        kinds[cell] = kind
        if kind == PRESENT:
            named[cell] = hidden.pop()
    st.kinds = kinds
    st.present_at = named
    st.opened = [t is not None and t.open for t in view.cells]
    st.pos = list(view.positions)
    st.carried = [list(c) for c in view.carried_presents]
    st.baskets = list(view.baskets)
    st.help = [list(h) for h in view.help]
    st.played = [list(p) for p in view.played_help]
    st.home = list(view.presents_in_house)
    st.removed = list(view.removed)
    st.wolf_left = view.wolf_steps_left
    st.turn = view.turn
    st.turns = view.turns_played
    st.phase = view.phase
    st.steps_left = view.steps_left
    st.steps_taken = view.steps_taken
    st.extra = view.extra_move
    st.cleared = view.cleared
    st.asleep = view.wolf_asleep
    st.result = view.result
    index = data.task_index()
    st.used = [index[c] for c in view.used_tasks]
    shown = view.task
    st.task = None if shown is None else (index[shown.id], shown.seat, shown.reason, shown.cell)
    out = set(st.used) | {index[c] for c in view.left_out} | ({st.task[0]} if st.task else set())
    st.deck = [i for i in range(len(data.tasks)) if i not in out]
    if len(st.deck) != view.deck_count:
        raise ValueError(f"wolf: {len(st.deck)} task cards unaccounted for, the view shows a deck of {view.deck_count}")
    rng.shuffle(st.deck)
    return st
