"""`woods-desktop hint GAME --positions N --seed S --json` (issue 20): every hint asked at random positions
of random games is a legal action, and the figures come as one JSON object."""

from __future__ import annotations

import json

import pytest

from woods_desktop import cli


@pytest.mark.parametrize("game, positions", [("woodlanders", 20), ("whispering", 6), ("voice", 12)])
def test_every_hint_is_legal(capsys, game, positions):
    code = cli.main(["hint", game, "--positions", str(positions), "--seed", "3", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(out) == {"game", "positions", "legal", "median_ms", "p95_ms"}
    assert out["game"] == game and out["positions"] == positions and out["legal"] == positions
    assert 0 < out["median_ms"] <= out["p95_ms"]


def test_every_wolf_hint_is_legal(capsys):
    """The Wolf's hint is the hard friend's plan: every step of the move it plans and the stop at its end are
    accepted in turn (`legal` counts the whole plan), at positions of every phase (the table's task cards too)."""
    code = cli.main(["hint", "wolf", "--positions", "30", "--seed", "3", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["game"] == "wolf" and out["positions"] == 30 and out["legal"] == 30
    assert 0 <= out["median_ms"] <= out["p95_ms"]  # how quick: `bench`, not a test
