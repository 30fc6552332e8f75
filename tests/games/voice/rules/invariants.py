"""Checks that hold after every action of every game (used by the fuzz and replay tests)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from woods_desktop.games.voice.rules.scoring import standings


def check_invariants(st: Any) -> None:
    # all 110 cards accounted for: field, deck, discard, piles, box (and the refresh hand)
    zones = [list(st.field.pos), st.deck, st.discard, st.box, st.drawn]
    zones += st.pile_up + st.pile_down
    ids = [c for z in zones for c in z]
    assert len(ids) == len(st.data.cards), f"{len(ids)} cards accounted for"
    assert sorted(ids) == list(range(len(st.data.cards))), [c for c, n in Counter(ids).items() if n > 1]
    # each player's cubes conserved: supply + on cards = initial
    for seat in range(st.seats):
        on_field = sum(cubes[seat] for cubes in st.field.cubes.values())
        assert st.supply[seat] >= 0 and st.supply[seat] + on_field == st.initial_cubes, seat
        assert all(cubes[seat] >= 0 for cubes in st.field.cubes.values())
    # the field's two indexes agree and are normalised; every field card has cube counts
    assert {p: c for c, p in st.field.pos.items()} == st.field.grid
    assert set(st.field.cubes) == set(st.field.pos)
    assert st.field.face_up <= set(st.field.pos)
    if st.field.pos:
        assert min(r for r, _ in st.field.grid) == 0 and min(c for _, c in st.field.grid) == 0
    # face-down field cards never hold more than the Leader's single cube
    for card, cubes in st.field.cubes.items():
        if card not in st.field.face_up:
            assert sum(cubes) <= 1, (card, cubes)
    # scores recomputed from scratch agree with the standings and the result
    rows = standings(st)
    for seat, row in enumerate(rows):
        up, down = st.pile_up[seat], st.pile_down[seat]
        assert row.cards == len(up) + len(down)
        assert row.points == sum(st.data.faces[st.card_face[c]].points for c in up) + 2 * len(down)
    result = st.outcome()
    primary = [r.points if st.variant == "advanced" else r.cards for r in rows]
    assert list(result.scores) == [float(p) for p in primary]
    assert result.over == st.is_over()
    if st.is_over():
        assert [v.cards for v in st.view(None).standings] == [r.cards for r in rows]
