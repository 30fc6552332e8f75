"""Phase 3, checking control: two players with 5 cubes, Leaders (5 cubes, or 2 more than
everyone else), the new face-down card and the Leader's cube, and Elders."""

from __future__ import annotations

import pytest

from woods_desktop.games.voice.rules import ElderDecline, ElderTrade, LeaderCube, PlaceCube
from woods_desktop.games.voice.rules.control import find_leader

from .helpers import all_cards, at, compose_all, cube, cubes_on, fresh, lay, refused

FIELD = ["Л Е/Ё С А", "К О Т Н", "И/Й Ъ/Ь Ж О"]


@pytest.fixture
def st():
    s = fresh(2, seed=9)
    lay(s, FIELD)
    return s


def _penalties(st, cards):
    """Both seats without a word, placing their penalty cubes on the given cards in turn."""
    compose_all(st, {0: None, 1: None})
    for card in cards:
        st.apply(PlaceCube(card))


def test_leader_with_five_cubes_takes_the_card():
    """The number of cubes of one player is equal to 5: that player is the Leader, takes
    the card face up, and all the cubes on it return to the players' supplies."""
    st = fresh(2, seed=9)
    lay(st, FIELD)
    ell = at(st, 0, 0)
    cube(st, ell, 0, 4)
    cube(st, ell, 1, 4)
    deck_before = len(st.deck)
    compose_all(st, {0: "ЛЕС", 1: None})
    for card in (ell, at(st, 0, 1), at(st, 0, 2)):
        st.apply(PlaceCube(card))
    st.apply(PlaceCube(at(st, 2, 3)))  # seat 1's penalty cube elsewhere
    assert ell in st.pile_up[0] and ell not in st.field
    assert st.supply == [14 - 2, 14 - 1]  # Е and С keep seat 0's cubes; О keeps seat 1's
    new = at(st, 0, 0)
    assert new not in st.field.face_up and len(st.deck) == deck_before - 1
    assert st.phase == "leader" and st.to_move() == 0
    assert st.legal_actions(0) == [LeaderCube(new, True), LeaderCube(new, False)]
    assert refused(st, LeaderCube(at(st, 0, 1), True)).key == "voice.err.not_new_card"
    st.apply(LeaderCube(new, True))
    assert cubes_on(st, new) == [1, 0] and st.supply[0] == 11


def test_leader_may_decline_the_cube_on_the_new_card(st):
    """The Leader may place one of their cubes on the new card (or not)."""
    zh = at(st, 2, 2)
    cube(st, zh, 0, 1)
    _penalties(st, [zh, at(st, 0, 3)])
    assert st.phase == "leader"
    st.apply(LeaderCube(at(st, 2, 2), False))
    assert cubes_on(st, at(st, 2, 2)) == [0, 0] and st.phase.startswith("refresh")


@pytest.mark.parametrize(
    "counts, leader",
    [
        ([5, 4], 0),
        ([3, 1], 0),
        ([2, 0], 0),
        ([1, 3, 0], 1),
        ([3, 2], None),
        ([1, 0], None),
        ([0, 0], None),
        ([4, 3, 2], None),
        ([4, 1, 2], 0),
    ],
)
def test_leader_test(counts, leader):
    """5 cubes of one player, OR one player's cubes exceed each other player's by 2 or more."""
    assert find_leader(counts, 5, 2) == leader


def test_leader_by_two_more_than_every_other_player(st):
    """A player whose cubes exceed the cubes of each other player by 2 or more is the Leader."""
    zh, t = at(st, 2, 2), at(st, 1, 2)
    cube(st, zh, 0, 2)
    cube(st, zh, 1, 1)
    cube(st, t, 0, 2)
    cube(st, t, 1, 2)
    _penalties(st, [zh, t])  # Ж: 3 vs 1 -> Leader; Т: 2 vs 3 -> nobody
    assert zh in st.pile_up[0] and t in st.field and cubes_on(st, t) == [2, 3]


def test_two_players_with_five_cubes_turn_the_card_face_down(st):
    """If on any card there are simultaneously 5 cubes of at least two players, all the
    cubes return to the supplies and the card is turned face down; nobody places a cube."""
    ell = at(st, 0, 0)
    cube(st, ell, 0, 4)
    cube(st, ell, 1, 4)
    compose_all(st, {0: "ЛЕС", 1: "ЛОТ"})
    for card in (ell, at(st, 0, 1), at(st, 0, 2), ell, at(st, 1, 1), at(st, 1, 2)):
        st.apply(PlaceCube(card))
    assert ell in st.field and ell not in st.field.face_up and cubes_on(st, ell) == [0, 0]
    assert not st.pile_up[0] and not st.pile_up[1]
    assert st.phase != "leader"
    assert any(e["type"] == "deadlock" for e in st.events(None))


def test_control_walks_the_cards_in_reading_order(st):
    """For each of the cards on the field, row by row: the Leaders' decisions come in that order."""
    first, second = at(st, 2, 3), at(st, 0, 3)
    cube(st, first, 1, 1)
    cube(st, second, 0, 1)
    _penalties(st, [second, first])
    assert st.leader == {"seat": 0, "card": at(st, 0, 3)}
    st.apply(LeaderCube(at(st, 0, 3), False))
    assert st.leader == {"seat": 1, "card": at(st, 2, 3)}
    st.apply(LeaderCube(at(st, 2, 3), True))
    assert [e["seat"] for e in st.events(None) if e["type"] == "leader"] == [0, 1]


def test_new_card_from_the_discard_pile_when_the_deck_is_empty(st):
    """If the deck is empty and you need to lay a card face down, take the top card from
    the discard pile; with neither, the place stays empty."""
    st.discard.extend(st.deck)
    st.deck.clear()
    top = st.discard[-1]
    zh = at(st, 2, 2)
    cube(st, zh, 0, 1)
    _penalties(st, [zh, at(st, 0, 3)])
    assert at(st, 2, 2) == top and top not in st.field.face_up
    st.apply(LeaderCube(top, False))
    st2 = fresh(2, seed=9)
    lay(st2, FIELD)
    st2.box.extend(st2.deck + st2.discard)
    st2.deck.clear()
    st2.discard.clear()
    zh2 = at(st2, 2, 2)
    cube(st2, zh2, 0, 1)
    _penalties(st2, [zh2, at(st2, 0, 3)])
    assert (2, 2) not in st2.field.grid and any(e["type"] == "hole" for e in st2.events(None))
    assert sorted(all_cards(st2)) == list(range(110))


ELDER_FIELD = ["#О #О #О А", "К О Т #Н", "И/Й #Ъ/Ь Ж О"]


def _elder_state(cubes_at):
    st = fresh(2, seed=9)
    lay(st, ELDER_FIELD)
    for r, c in cubes_at:
        cube(st, at(st, r, c), 0, 1)
    _penalties(st, [at(st, 0, 3), at(st, 1, 0)])
    return st


def test_elder_trades_three_connected_face_down_cards_for_a_card():
    """A group of 3 face-down cards with cubes of one player, adjacent vertically or
    horizontally: the Elder may return those cubes to take a card from the deck face down."""
    st = _elder_state([(0, 0), (0, 1), (0, 2)])
    assert st.phase == "elder" and st.to_move() == 0
    group = tuple(sorted((at(st, 0, 0), at(st, 0, 1), at(st, 0, 2))))
    assert st.legal_actions(0) == [ElderTrade(group), ElderDecline()]
    supply = st.supply[0]
    top = st.deck[-1]
    st.apply(ElderTrade(tuple(reversed(group))))  # any order names the group
    assert st.supply[0] == supply + 3 and st.pile_down[0] == [top]
    assert all(cubes_on(st, c) == [0, 0] for c in group)
    assert st.phase.startswith("refresh")
    assert top not in [s.card for s in st.view(0).sources]
    assert st.view(0).pile_down == (1, 0) and st.view(0).standings[0].face_down == 1


def test_elder_group_must_be_orthogonally_connected():
    """Cards touching only at a corner do not form a group."""
    st = _elder_state([(0, 0), (0, 2), (2, 1)])
    assert st.phase.startswith("refresh")  # nobody is an Elder
    st = _elder_state([(0, 0), (0, 1), (0, 2), (1, 3)])
    assert st.phase == "elder"
    bad = (at(st, 0, 0), at(st, 0, 1), at(st, 1, 3))
    assert refused(st, ElderTrade(bad)).key == "voice.err.not_elder_group"


def test_an_l_shaped_group_makes_an_elder():
    """The rulebook: the three cards must be adjacent vertically or horizontally, not in one line: an L counts
    (the lesson once said "in a row or column")."""
    st = fresh(2, seed=9)
    lay(st, ["#О #О А А", "К #О Т #Н", "И/Й Ъ/Ь Ж О"])
    for r, c in [(0, 0), (0, 1), (1, 1)]:
        cube(st, at(st, r, c), 0, 1)
    _penalties(st, [at(st, 0, 3), at(st, 1, 0)])
    assert st.phase == "elder" and st.to_move() == 0
    group = tuple(sorted((at(st, 0, 0), at(st, 0, 1), at(st, 1, 1))))
    assert ElderTrade(group) in st.legal_actions(0)
    st.apply(ElderTrade(group))
    assert len(st.pile_down[0]) == 1


def test_elder_may_decline(st):
    """The Elder may return their cubes (a choice)."""
    s = _elder_state([(0, 0), (0, 1), (0, 2)])
    s.apply(ElderDecline())
    assert s.phase.startswith("refresh") and not s.pile_down[0]
    assert all(cubes_on(s, at(s, 0, c)) == [1, 0] for c in range(3))


def test_each_card_serves_one_elder_trade():
    """Each group of 3 only once: a trade takes the cubes home, so a card cannot be
    part of a second trade; a second disjoint group is offered again."""
    st = fresh(2, seed=9)
    lay(st, ["#О #О #О #А", "#К #О #Т #Н", "И/Й Ъ/Ь Ж О"])
    for r in range(2):
        for c in range(3):
            cube(st, at(st, r, c), 0, 1)
    _penalties(st, [at(st, 2, 0), at(st, 2, 1)])
    assert st.phase == "elder"
    st.apply(ElderTrade(tuple(sorted(at(st, 0, c) for c in range(3)))))
    assert st.phase == "elder"
    legal = st.legal_actions(0)
    assert legal == [ElderTrade(tuple(sorted(at(st, 1, c) for c in range(3)))), ElderDecline()]
    st.apply(legal[0])
    assert len(st.pile_down[0]) == 2 and st.phase.startswith("refresh")
