"""The contract's shared pieces: the view projection, per-seat events, phase tables, seat ports."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import events_for, private
from woods_desktop.core.phases import Phase, PhaseTable
from woods_desktop.core.port import SeatPort
from woods_desktop.core.views import count, owner, project, public, view_from_json, view_to_json


@dataclass(frozen=True)
class Cell:
    row: int
    letters: tuple[str, ...]


@dataclass(frozen=True)
class ToyView:
    me: int | None = public()
    hands: tuple[tuple[int, ...] | None, ...] = owner()
    deck: int = count()
    cells: tuple[Cell, ...] = public()
    scores: dict[int, float] = public()


def _source() -> dict:
    return {
        "me": 0,
        "hands": [[1, 2], [3], [4, 5, 6]],
        "deck": [9, 9, 9, 9],
        "cells": [Cell(0, ("А",)), Cell(1, ("Е", "Ё"))],
        "scores": {0: 1.0, 2: 3.5},
    }


def test_owner_fields_show_each_seat_only_its_own_entry():
    v = project(ToyView, _source(), 1)
    assert v.hands == (None, (3,), None)
    assert v.deck == 4
    spectator = project(ToyView, _source(), None)
    assert spectator.hands == (None, None, None)


def test_an_opened_owner_entry_is_shown_to_everyone():
    v = project(ToyView, _source(), 1, opened={"hands": {2}})
    assert v.hands == (None, (3,), (4, 5, 6))


def test_a_field_without_a_declared_visibility_is_an_error():
    @dataclass(frozen=True)
    class Leaky:
        me: int | None = public()
        secret: str = "x"

    with pytest.raises(TypeError, match="declares no visibility"):
        project(Leaky, {"me": 0, "secret": "y"}, 0)


def test_a_state_field_the_view_does_not_declare_is_an_error():
    src = _source()
    src["bag_order"] = [3, 1, 2]
    with pytest.raises(KeyError, match="undeclared"):
        project(ToyView, src, 0)


def test_views_round_trip_through_json():
    v = project(ToyView, _source(), 2)
    again = view_from_json(ToyView, json.loads(json.dumps(view_to_json(v))))
    assert again == v


def test_private_events_are_redacted_for_everyone_else():
    log = [{"type": "deal"}, private(1, {"cards": [3, 4]}, type="draw", seat=1, n=2)]
    mine = events_for(log, 1)
    theirs = events_for(log, 0)
    assert mine[1]["secret"] == {"cards": [3, 4]}
    assert "secret" not in theirs[1] and theirs[1]["redacted"] and theirs[1]["n"] == 2
    assert events_for(log, None)[1] == theirs[1]


class Counter:
    def __init__(self) -> None:
        self.n = 0
        self.phase = "count"


def _check(st: Counter, seat: int, action: int) -> None:
    if action not in (1, 2):
        raise IllegalAction("toy.err.step", n=action)


def _do(st: Counter, seat: int, action: int) -> None:
    st.n += action


TABLE: PhaseTable[Counter] = PhaseTable(lambda: {"count": Phase(lambda st, seat: [1, 2], _check, _do)})


def test_a_phase_table_refuses_without_changing_anything():
    st = Counter()
    assert TABLE.legal(st, "count", 0) == [1, 2]
    refused = TABLE.refusal(st, "count", 0, 5)
    assert refused is not None and refused.key == "toy.err.step"
    with pytest.raises(IllegalAction):
        TABLE.apply(st, "count", 0, 5)
    assert st.n == 0
    TABLE.apply(st, "count", 0, 2)
    assert st.n == 2


class _Toy:
    def to_move(self) -> int:
        return 0

    def legal_actions(self, seat: int) -> list[int]:
        return [1] if seat == 0 else []

    def refusal(self, action: int) -> IllegalAction | None:
        return None if action == 1 else IllegalAction("toy.err.step")

    def view(self, seat: int | None) -> str:
        return f"view of {seat}"

    def events(self, seat: int | None) -> list[dict]:
        return []

    def is_over(self) -> bool:
        return False


def test_a_seat_port_answers_for_its_own_seat_only():
    port = SeatPort(_Toy(), 1)
    assert port.view() == "view of 1"
    assert port.legal_actions() == []
    refused = port.refusal(1)
    assert refused is not None and refused.key == "game.err.not_your_turn"
    assert SeatPort(_Toy(), 0).refusal(1) is None
    assert SeatPort(_Toy(), None).refusal(1).key == "game.err.spectator"
    assert not hasattr(port, "state") and not hasattr(port, "__dict__")
