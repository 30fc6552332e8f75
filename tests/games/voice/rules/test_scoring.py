"""Determining the winner: most cards, then fewer cubes in supply, then shared;
advanced variant: letter points and 2 per face-down card, then cards, then cubes."""

from __future__ import annotations

from woods_desktop.games.voice.rules.scoring import TIEBREAK_CARDS, TIEBREAK_CUBES, UNIT_CARDS, UNIT_POINTS, standings

from .helpers import fresh, give


def _over(st):
    st.phase = "over"
    return st.outcome()


def test_most_cards_face_up_and_face_down_wins():
    """Players count all the tree cards in front of them, including face-down ones;
    the most cards wins."""
    st = fresh(3)
    give(st, 0, "Щ")
    give(st, 1, "А")
    give(st, 1, "О", face_up=False)
    give(st, 2, "А")
    r = _over(st)
    assert r.scores == (1.0, 2.0, 1.0) and r.ranks == (2, 1, 2) and r.winners == (1,)
    assert r.kind == "ranked" and r.unit_key == UNIT_CARDS and r.over
    assert r.tiebreak is None  # seats 0 and 2 stay tied (same cubes): they share second place


def test_tie_on_cards_fewer_cubes_in_supply_wins():
    """If there are several such players, the winner is the one with fewer cubes left in supply."""
    st = fresh(2)
    give(st, 0, "А")
    give(st, 1, "Б")
    st.supply = [3, 5]
    r = _over(st)
    assert r.ranks == (1, 2) and r.tiebreak == TIEBREAK_CUBES
    st.supply = [5, 3]
    assert _over(st).ranks == (2, 1)


def test_a_full_tie_is_shared():
    """If the tie remains, the players win together."""
    st = fresh(2)
    give(st, 0, "А")
    give(st, 1, "Ю")
    r = _over(st)
    assert r.ranks == (1, 1) and r.winners == (0, 1) and r.tiebreak is None


def test_advanced_letter_points_and_two_per_face_down_card():
    """Advanced: each face-up card scores its letter value; each face-down card 2 points."""
    st = fresh(2, variant="advanced")
    give(st, 0, "Щ")  # 5
    give(st, 0, "А")  # 1
    give(st, 1, "О", face_up=False)  # 2
    give(st, 1, "Д")  # 2
    give(st, 1, "К")  # 1
    rows = standings(st)
    assert [r.points for r in rows] == [6, 5] and [r.cards for r in rows] == [2, 3]
    assert not st.outcome().over  # asked before the end: provisional
    r = _over(st)
    assert r.scores == (6.0, 5.0) and r.ranks == (1, 2) and r.unit_key == UNIT_POINTS


def test_advanced_tie_on_points_most_cards_then_fewer_cubes():
    """Same points: the most cards wins; then fewer cubes in supply; then shared."""
    st = fresh(3, variant="advanced")
    give(st, 0, "Ф")  # 5 points, 1 card
    give(st, 1, "С")
    give(st, 1, "Б")  # 5 points, 2 cards
    give(st, 2, "В")
    give(st, 2, "Я", face_up=False)
    give(st, 2, "Д", face_up=False)  # 1 + 2 + 2 = 5 points, 3 cards
    r = _over(st)
    assert r.scores == (5.0, 5.0, 5.0) and r.ranks == (3, 2, 1) and r.tiebreak == TIEBREAK_CARDS
    st2 = fresh(2, variant="advanced")
    give(st2, 0, "Ф")
    give(st2, 1, "Э")
    st2.supply = [10, 2]
    r2 = _over(st2)
    assert r2.ranks == (2, 1) and r2.tiebreak == TIEBREAK_CUBES
    st2.supply = [2, 2]
    assert _over(st2).ranks == (1, 1)


def test_view_shows_current_standings():
    st = fresh(2)
    give(st, 0, "Ж")
    v = st.view(1)
    assert v.standings[0].cards == 1 and v.standings[0].points == 4
    assert v.pile_up[0][0].label == "Ж"
