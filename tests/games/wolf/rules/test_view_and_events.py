"""What a seat sees: everything but closed tokens' kinds and the deck order; the log is public."""

from __future__ import annotations

from woods_desktop.core.views import view_from_json, view_to_json
from woods_desktop.games.wolf.rules import EndMove, SkipMove, WolfView
from woods_desktop.games.wolf.rules.board import CELLS, START
from woods_desktop.games.wolf.rules.view import Token

from .helpers import answer_task, cell, data, forest, legal, new, walk


def test_closed_tokens_show_no_kind_to_anyone():
    st = new(3)
    for seat in (None, 0, 1, 2, 3):
        view = st.view(seat)
        assert len(view.cells) == CELLS
        assert all(t == Token(None, False) for t in view.cells)


def test_an_open_token_shows_its_kind_and_an_empty_cell_is_none():
    st = forest(tokens={cell(1, 0): "present", cell(2, 0): "puddle"}, open_cells=(cell(2, 0),))
    view = st.view(0)
    assert view.cells[cell(1, 0)] == Token(None, False)
    assert view.cells[cell(2, 0)] == Token("puddle", True)
    assert view.cells[cell(3, 0)] is None


def test_the_view_carries_the_hero_cards_and_seats():
    view = new(3).view(1)
    assert view.heroes == ("squirrel", "magpie", "badger") and view.seats == 3 and view.table_seat == 3
    assert [(c.steps, c.baskets) for c in view.cards] == [(3, 2), (4, 1), (2, 3)]
    assert view.cards[2].impassable == ("ravine", "windfall")
    assert view.me == 1 and view.to_move == 0 and view.hero_to_move == 0
    assert view.positions == (START, START, START) and view.baskets == (2, 1, 3)
    assert view.presents_total == 10 and view.presents_needed == 5
    assert view.wolf_path == data().difficulty("normal").path_for(3)


def test_the_deck_is_seen_as_a_count_and_the_task_shown_in_both_languages():
    st = new(2, left_out=["hop_five"])
    assert st.view(0).deck_count == 29 and st.view(0).left_out == ("hop_five",)
    legal(st, SkipMove())
    view = st.view(2)
    assert view.deck_count == 28 and view.task is not None and view.hero_to_move is None
    answer_task(st)
    assert st.view(0).used_tasks == (view.task.id,)


def test_views_round_trip_through_json():
    st = forest(tokens={cell(1, 0): "puddle"}, positions=(cell(0, 0), START))
    walk(st, cell(1, 0))
    legal(st, EndMove())
    view = st.view(0)
    assert view_from_json(WolfView, view_to_json(view)) == view


def test_every_event_is_public_and_the_same_for_every_seat():
    st = forest(tokens={cell(1, 0): "present"}, positions=(cell(0, 0), START))
    walk(st, cell(1, 0))
    legal(st, EndMove())
    events = st.events(0)
    assert events == st.events(1) == st.events(None) == st.events(2)
    assert not any(e.get("redacted") for e in events)
    kinds = [e["type"] for e in events]
    assert kinds[-3:] == ["step", "end_move", "reveal"]


def test_the_log_names_everything_that_happens():
    st = new(2, seed=3)
    legal(st, SkipMove())
    answer_task(st, done=False)
    kinds = [e["type"] for e in st.events(0)]
    assert kinds == ["setup", "turn", "skip", "task", "answer", "wolf", "finish", "wolf", "turn"]
