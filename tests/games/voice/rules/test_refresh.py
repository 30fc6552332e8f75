"""Phase 4, refresh: the end of the game, the new face-up card, removing uncovered
face-down cards with the close-up, and the timer passing clockwise."""

from __future__ import annotations

from woods_desktop.games.voice.rules import KeepField, PlaceCube, RefreshPlace, RemoveCard, RemoveLine

from .helpers import all_cards, at, compose_all, cube, fresh, lay, letters_of, refused

FIELD = ["Л Е/Ё С А", "К О Т Н", "И/Й Ъ/Ь Ж О"]


def _to_refresh(st, targets=None):
    """Both seats without a word; their penalty cubes make no Leader."""
    compose_all(st, {0: None, 1: None})
    for card in targets or [at(st, 0, 0), at(st, 0, 1)]:
        st.apply(PlaceCube(card))


def test_game_ends_when_the_deck_has_run_out():
    """End of game: the tree deck has run out."""
    st = fresh(2, seed=12)
    lay(st, FIELD)
    st.box.extend(st.deck)
    st.deck.clear()
    _to_refresh(st)
    assert st.is_over() and st.end_reason == "voice.end.deck" and st.to_move() is None
    assert st.legal_actions(0) == [] and st.events(None)[-1]["type"] == "game_end"
    assert refused(st, KeepField()).key == "voice.err.game_over"


def test_game_ends_with_fewer_face_up_cards_than_twice_the_players():
    """End of game: fewer than 4 face-up cards for two players at the start of the refresh."""
    st = fresh(2, seed=12)
    lay(st, ["Л Е/Ё С #А", "#К #О #Т #Н", "#И/Й #Ъ/Ь #Ж #О"])
    _to_refresh(st, [at(st, 0, 0), at(st, 0, 1)])
    assert st.is_over() and st.end_reason == "voice.end.field"


def test_game_goes_on_with_exactly_twice_the_players_face_up():
    """Exactly 4 face-up cards with two players is not fewer than 4: the game goes on."""
    st = fresh(2, seed=12)
    lay(st, ["Л Е/Ё С А", "#К #О #Т #Н", "#И/Й #Ъ/Ь #Ж #О"])
    _to_refresh(st, [at(st, 0, 0), at(st, 0, 1)])
    assert st.phase == "refresh_place" and len(st.drawn) == 3


def test_first_player_draws_three_lays_one_and_discards_the_rest():
    """The first player takes 3 cards (or all if fewer remain), lays one face up so that
    one side borders a card of the field; the others are discarded face down."""
    st = fresh(2, seed=12)
    lay(st, FIELD)
    _to_refresh(st)
    assert st.phase == "refresh_place" and st.to_move() == 0 and len(st.drawn) == 3
    drawn = list(st.drawn)
    legal = st.legal_actions(0)
    places = {(a.row, a.col) for a in legal}
    assert (0, 4) in places and (-1, 0) in places and (3, 3) in places
    assert (-1, -1) not in places and (0, 0) not in places
    assert len(legal) == 3 * len(places)
    assert refused(st, RefreshPlace(drawn[0], -1, -1)).key == "voice.err.bad_place"
    assert refused(st, RefreshPlace(drawn[0], 1, 1)).key == "voice.err.bad_place"
    assert refused(st, RefreshPlace(at(st, 0, 0), 0, 4)).key == "voice.err.not_drawn"
    st.apply(RefreshPlace(drawn[1], -1, 2))  # above the field: rows shift down by one
    assert at(st, 0, 2) == drawn[1] and drawn[1] in st.field.face_up
    assert st.field.bounds() == (4, 4) and at(st, 1, 0) is not None
    assert st.discard == [drawn[0], drawn[2]]
    assert sorted(all_cards(st)) == list(range(110))


def test_fewer_than_three_cards_left_are_all_drawn():
    """If fewer than 3 cards remain in the deck, the first player takes all of them."""
    st = fresh(2, seed=12)
    lay(st, FIELD)
    st.box.extend(st.deck[:-2])
    del st.deck[:-2]
    _to_refresh(st)
    assert len(st.drawn) == 2 and not st.deck


def test_drawn_cards_are_seen_by_the_first_player_only():
    st = fresh(2, seed=12)
    lay(st, FIELD)
    _to_refresh(st)
    mine, theirs = st.view(0), st.view(1)
    assert [c.id for c in mine.my_drawn] == st.drawn and mine.drawn[1] is None
    assert theirs.drawn == (None, ()) and theirs.my_drawn == () and theirs.pending.drawn_count == 3
    assert st.view(None).drawn == (None, None)
    draws = [e for e in st.events(1) if e["type"] == "refresh_draw"]
    assert draws and all("secret" not in e for e in draws) and draws[-1]["count"] == 3
    assert [e["secret"]["cards"] for e in st.events(0) if e["type"] == "refresh_draw"][-1] == st.drawn


REMOVABLE = ["#О Е/Ё С А", "К #О Т Н", "И/Й Ъ/Ь #Ж О"]


def test_remove_one_uncovered_face_down_card_from_every_row_and_close_up():
    """If in every horizontal row there is at least one face-down card without a cube, the
    first player may remove one such card from each row to the discard pile, and then
    close up the field so that no gaps remain."""
    st = fresh(2, seed=12)
    lay(st, REMOVABLE)
    gone = [at(st, 0, 0), at(st, 1, 1), at(st, 2, 2)]
    rows_before = [[at(st, r, c) for c in range(4)] for r in range(3)]
    _to_refresh(st, [at(st, 0, 1), at(st, 0, 2)])
    new = st.drawn[0]
    st.apply(RefreshPlace(new, 0, 4))
    assert st.phase == "refresh_axis"
    assert st.legal_actions(0) == [RemoveLine("rows"), KeepField()]
    assert refused(st, RemoveLine("cols")).key == "voice.err.axis_not_allowed"
    st.apply(RemoveLine("rows"))  # one candidate per row: taken without asking
    assert all(c in st.discard for c in gone)
    assert [at(st, 0, c) for c in range(4)] == rows_before[0][1:] + [new]
    assert [at(st, 1, c) for c in range(3)] == [rows_before[1][0]] + rows_before[1][2:]
    assert [at(st, 2, c) for c in range(3)] == rows_before[2][:2] + [rows_before[2][3]]
    assert st.phase == "compose" and st.first == 1 and st.round == 2


def test_face_down_cards_with_cubes_cannot_be_removed():
    """Only face-down cards without a cube may be removed."""
    st = fresh(2, seed=12)
    lay(st, REMOVABLE)
    cube(st, at(st, 1, 1), 1, 1)  # row 1's only face-down card has a cube
    _to_refresh(st, [at(st, 0, 1), at(st, 0, 2)])
    st.apply(RefreshPlace(st.drawn[0], 0, 4))
    assert st.phase == "compose"  # no axis qualifies: nothing to ask


def test_the_first_player_chooses_which_card_when_a_line_has_several():
    """One card per column; where a column holds two candidates the first player picks."""
    st = fresh(2, seed=12)
    lay(st, ["#О #Е/Ё #С #А", "#К О Т #Н", "И/Й Ъ/Ь Ж О"])
    _to_refresh(st, [at(st, 2, 0), at(st, 2, 1)])
    st.apply(RefreshPlace(st.drawn[0], 3, 3))
    assert st.legal_actions(0) == [RemoveLine("cols"), KeepField()]
    col0 = [at(st, 0, 0), at(st, 1, 0)]
    st.apply(RemoveLine("cols"))
    assert st.phase == "refresh_remove" and st.legal_actions(0) == [RemoveCard(c) for c in col0]
    assert refused(st, RemoveCard(at(st, 0, 3))).key == "voice.err.not_removable"
    keep = at(st, 0, 0)
    st.apply(RemoveCard(at(st, 1, 0)))
    # column 3 also has two candidates (#А and #Н)
    assert st.legal_actions(0) == [RemoveCard(at(st, 0, 3)), RemoveCard(at(st, 1, 3))]
    st.apply(RemoveCard(at(st, 0, 3)))
    assert st.phase == "compose"
    assert at(st, 0, 0) == keep and letters_of(st, [at(st, 1, 0)]) == ["И/Й"]
    assert (2, 0) not in st.field.grid  # column 0 closed up towards the top


def test_keep_field_removes_nothing():
    st = fresh(2, seed=12)
    lay(st, REMOVABLE)
    _to_refresh(st, [at(st, 0, 1), at(st, 0, 2)])
    st.apply(RefreshPlace(st.drawn[0], 0, 4))
    before = len(st.field)
    st.apply(KeepField())
    assert len(st.field) == before and st.round == 2


def test_the_timer_passes_clockwise_after_the_refresh():
    """The sand timer is passed to the next player clockwise, who becomes the new first player."""
    st = fresh(3, seed=12)
    for expected_first in (0, 1, 2, 0):
        assert st.first == expected_first
        start = st.round
        while st.round == start:
            legal = st.legal_actions(st.to_move())
            st.apply(legal[0])
