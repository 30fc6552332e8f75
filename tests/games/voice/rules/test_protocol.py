"""The engine protocol: complete legal lists, refusals that change nothing, views that
hide secrets, events for the log, copies, actions as JSON, saves that replay."""

from __future__ import annotations

import json

import pytest

from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import PRIVATE_TO, SECRET
from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_from_json, view_to_json
from woods_desktop.games.voice.rules import ACTION_TYPES, Compose, NoWord, compose
from woods_desktop.games.voice.rules.state import PHASES
from woods_desktop.games.voice.rules.testing import choose
from woods_desktop.games.voice.rules.view import VoiceView

from .helpers import config, definition, fresh
from .invariants import check_invariants
from .probes import accepted, candidates


def _play(st, seed, steps=None, chooser=choose):
    rng = Rng(seed)
    log = []
    while not st.is_over() and (steps is None or len(log) < steps):
        action = chooser(st, st.legal_actions(st.to_move()), rng)
        st.apply(action)
        log.append(action)
    return log


@pytest.mark.parametrize("seats, seed, limit", [(2, 1, 400), (3, 2, 150), (5, 3, 100)])
def test_legal_actions_are_complete_and_all_accepted(seats, seed, limit):
    """Outside composing, a move is accepted exactly when legal_actions lists it."""
    st = fresh(seats, seed=seed)
    rng = Rng(seed)
    steps = 0
    while not st.is_over() and steps < limit:
        seat = st.to_move()
        legal = st.legal_actions(seat)
        assert legal, "a game not over always has a legal move"
        if st.phase != "compose":
            for action in candidates(st):
                assert accepted(st, action) == (action in legal), (st.phase, action)
            for action in legal:
                assert accepted(st, action), action
        for other in range(st.seats):
            if other != seat:
                assert st.legal_actions(other) == []
        st.apply(choose(st, legal, rng))
        steps += 1


def test_refused_actions_leave_the_state_unchanged():
    """apply of an illegal action raises IllegalAction and the state is exactly as before."""
    st = fresh(4, seed=3)
    rng = Rng(3)
    checked = 0
    while not st.is_over():
        before = st.to_dict()
        pool = candidates(st)
        for action in rng.sample(pool, min(10, len(pool))):
            if st.phase == "compose" or action not in st.legal_actions(st.to_move()):
                if st.phase == "compose" and isinstance(action, (Compose, NoWord)):
                    continue
                reason = st.refusal(action)
                assert reason is not None and st.to_dict() == before
                with pytest.raises(IllegalAction) as refused:
                    st.apply(action)
                assert refused.value.key == reason.key and refused.value.params == reason.params
                assert st.to_dict() == before
                checked += 1
        st.apply(choose(st, st.legal_actions(st.to_move()), rng))
    assert checked > 500


def test_actions_round_trip_through_json():
    samples = [Compose("ЛЕС", (1, 2, 3), 1500), NoWord("voice.noword.refused", 9, "ЯСЕНЬ")]
    st = fresh(3, seed=5)
    samples += candidates(st)[:30]
    for action in samples:
        data = json.loads(json.dumps(action_to_dict(action), ensure_ascii=False))
        assert action_from_dict(data, ACTION_TYPES) == action


def test_save_and_replay_round_trip():
    """Saves are the replay: (config, seed, actions) rebuilds the game exactly."""
    d = definition()
    cfg = config(3, "advanced")
    for steps in (40, None):
        st = d.new_game(cfg, 21)
        log = _play(st, 21, steps)
        record = json.loads(json.dumps(make_record(d, cfg, 21, log), ensure_ascii=False))
        again, actions = replay(record, {"voice": d})
        assert again.to_dict() == st.to_dict() and actions == log
    assert st.is_over()


def test_copy_is_independent():
    st = fresh(4, seed=6)
    _play(st, 6, 60)
    twin = st.copy()
    assert twin.to_dict() == st.to_dict()
    _play(twin, 7)
    assert twin.is_over() and not st.is_over()
    assert st.to_dict() != twin.to_dict()
    check_invariants(st)


def test_phase_table_names_every_phase():
    """One (legal, check, do) table holds the rules of every phase, the end included."""
    assert set(PHASES.names()) == {
        "compose",
        "place",
        "leader",
        "elder",
        "refresh_place",
        "refresh_axis",
        "refresh_remove",
        "over",
    }


def test_view_is_typed_json_and_hides_secrets():
    """A seat's view never shows face-down letters, other seats' words while composing,
    or the refresh cards the first player drew; it round-trips through JSON."""
    st = fresh(3, seed=8)
    rng = Rng(8)
    phases = set()
    while not st.is_over():
        for me in (None, 0, 1, 2):
            v = st.view(me)
            again = view_from_json(VoiceView, json.loads(json.dumps(view_to_json(v), ensure_ascii=False)))
            assert again == v and v.phase == st.phase and v.me == me
            assert (v.deck, v.discard, v.box) == (len(st.deck), len(st.discard), len(st.box))
            for cell in v.field:
                if not cell.face_up:
                    assert cell.letters == () and cell.label == "" and cell.points is None
            for seat, w in enumerate(v.words):
                if st.phase == "compose" and seat != me:
                    assert w is None
                assert v.composed[seat] == (st.words[seat] is not None)
            for seat, drawn in enumerate(v.drawn):
                if seat != me:
                    assert drawn is None
            if st.phase == "refresh_place":
                assert bool(v.my_drawn) == (me == st.first)
            if me is not None:  # what the seat may spell with, from its view, is the engine's
                assert v.spelling == compose.spelling(st, me)
        phases.add(st.phase)
        st.apply(choose(st, st.legal_actions(st.to_move()), rng))
    assert {"compose", "place", "refresh_place"} <= phases
    assert st.outcome().winners and st.view(0).over


def test_events_are_plain_dicts_for_the_log():
    st = fresh(5, seed=9)
    _play(st, 9)
    events = st.events(None)
    json.dumps(events, ensure_ascii=False)
    kinds = {e["type"] for e in events}
    assert {
        "setup",
        "round_start",
        "composed",
        "compose",
        "cube",
        "leader",
        "refresh_draw",
        "refresh_place",
        "round_end",
        "game_end",
    } <= kinds
    assert all("type" in e and "round" in e for e in events)


def test_private_events_keep_their_secret_from_the_other_seats():
    """A composed word is private to its writer until the reveal; the refresh cards to the first player."""
    st = fresh(3, seed=10)
    _play(st, 10, 80)
    full = st.log
    private = [e for e in full if PRIVATE_TO in e]
    assert {e["type"] for e in private} >= {"composed", "refresh_draw"}
    for seat in (None, 0, 1, 2):
        seen = st.events(seat)
        assert len(seen) == len(full)
        for mine, e in zip(seen, full):
            if e.get(PRIVATE_TO) is None or e[PRIVATE_TO] == seat:
                assert mine == e
            else:
                assert SECRET not in mine and mine["redacted"] and mine["type"] == e["type"]
