"""determinize(view, rng): a full state that agrees with everything the seat sees, the rest
sampled from the cards it has not seen (deck order, face-down cards, the other piles)."""

from __future__ import annotations

from collections import Counter

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules import Compose, NoWord
from woods_desktop.games.voice.rules.actions import NOWORD_PASS
from woods_desktop.games.voice.rules.determinize import determinize
from woods_desktop.games.voice.rules.testing import choose, greedy_choose

from .helpers import at, fresh, lay
from .invariants import check_invariants


def _positions(seats, seed, chooser=choose):
    """(state, seat to move) before every action of one playout."""
    st = fresh(seats, seed=seed, variant="advanced" if seed % 2 else "standard")
    rng = Rng(seed)
    while not st.is_over():
        yield st, st.to_move()
        st.apply(chooser(st, st.legal_actions(st.to_move()), rng))


def test_the_sampled_state_shows_every_seat_its_own_view_and_keeps_every_card():
    """For the seat to move and for the others: the same view, the same legal moves, all 110
    cards in play with the game's faces, cubes conserved."""
    phases = set()
    for seats, seed in ((2, 1), (3, 2), (5, 3)):
        for step, (st, _) in enumerate(_positions(seats, seed, greedy_choose)):
            if step % 4 and st.phase not in ("leader", "elder"):  # rare phases every time
                continue
            phases.add(st.phase)
            for seat in range(seats):
                view = st.view(seat)
                other = determinize(view, Rng(step), st.data)
                assert other.view(seat) == view, (seats, seed, step, seat)
                assert other.legal_actions(seat) == st.legal_actions(seat)
                check_invariants(other)
                faces = Counter(other.card_face)
                assert faces == Counter(st.card_face)
    assert {"compose", "place", "leader", "elder", "refresh_place"} <= phases


def test_hidden_cards_are_sampled_and_seen_cards_kept():
    st = next(s for s, _ in _positions(3, 4) if s.phase == "place" and s.round > 2)
    view = st.view(0)
    one, two = determinize(view, Rng(1), st.data), determinize(view, Rng(2), st.data)
    assert one.deck != two.deck  # the order (and contents) of the deck are not known
    for s in (one, two):
        assert s.field.pos == st.field.pos and s.field.face_up == st.field.face_up
        assert s.pile_up == st.pile_up and [len(p) for p in s.pile_down] == [len(p) for p in st.pile_down]
        for card in st.field.face_up:
            assert s.card_face[card] == st.card_face[card]
        assert len(s.deck) == len(st.deck) and len(s.discard) == len(st.discard) and len(s.box) == len(st.box)


def test_two_players_the_marked_starting_cards_stay_in_the_box():
    """With 2 players the marked starting cards are left out: they are known to be in the box."""
    st = fresh(2, seed=6)
    other = determinize(st.view(0), Rng(3), st.data)
    marked = Counter(spec.face for spec in st.data.cards if spec.starting and spec.marked)
    in_box = Counter(other.card_face[c] for c in other.box)
    assert all(in_box[face] >= n for face, n in marked.items())


def test_other_seats_words_while_composing_are_filled_in_as_passes():
    """Another seat's secret word cannot be known: it is a word not played in the sampled state (with no
    reason, so the view does not say that seat wrote nothing); one's own word is kept; a seat that wrote
    nothing keeps the reason everyone was told; after the reveal every word is known."""
    st = fresh(3, seed=5)
    lay(st, ["Л Е/Ё С А", "К О Т Н", "И/Й Ъ/Ь Ж О"])
    st.apply(Compose("ЛЕС", (at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)), 900))
    st.apply(Compose("КОТ", (at(st, 1, 0), at(st, 1, 1), at(st, 1, 2)), 800))
    mine = determinize(st.view(1), Rng(1), st.data)
    assert mine.words[1] == st.words[1]
    assert mine.words[0].kind == "noword" and mine.words[0].reason == "" and not mine.words[0].word
    assert mine.view(1).blank == st.view(1).blank == ("", "", "")
    assert mine.words[2] is None and mine.to_move() == 2
    st.apply(NoWord(NOWORD_PASS, 100))
    known = determinize(st.view(2), Rng(1), st.data)
    assert known.words == st.words and known.place_todo == st.place_todo


def test_a_sampled_state_plays_on_to_the_end():
    """A search plays on from the sampled state with the engine's own rules."""
    for step, (st, seat) in enumerate(_positions(4, 7)):
        if step % 23 != 11:
            continue
        other = determinize(st.view(seat), Rng(step), st.data)
        rng = Rng(step)
        while not other.is_over():
            other.apply(choose(other, other.legal_actions(other.to_move()), rng))
            check_invariants(other)
        assert other.outcome().over
