"""`woods-desktop simulate`: per-seat lines name the level that sat there; unfinished games fail."""

from __future__ import annotations

from woods_desktop import simulate as sim


def test_rotated_seats_report_the_level_that_actually_sat_there():
    report = sim.simulate("woodlanders", ["random", "random", "easy", "easy"], games=4, seed=3, rotate=True)
    assert report["finished"] == 4
    lines = {(s["seat"], s["kind"]): s["games"] for s in report["seats"]}
    # game g shifts the seats by g: every seat is played twice by each level
    assert lines == {(i, k): 2 for i in range(4) for k in ("random", "easy")}
    assert sum(s["wins"] for s in report["seats"]) == sum(k["wins"] for k in report["kinds"])


def test_without_rotation_each_seat_has_one_level():
    report = sim.simulate("woodlanders", ["random", "easy", "random", "easy"], games=2, seed=3)
    assert [(s["seat"], s["kind"], s["games"]) for s in report["seats"]] == [
        (0, "random", 2),
        (1, "easy", 2),
        (2, "random", 2),
        (3, "easy", 2),
    ]


def test_unfinished_games_make_the_verb_exit_1(monkeypatch, capsys):
    from woods_desktop import cli

    def never_ends(*args, **kwargs):
        raise sim.NeverEnds("no end after 5 actions")

    monkeypatch.setattr(sim, "play_one", never_ends)
    code = cli.main(["simulate", "woodlanders", "--seats", "random,random,random,random", "--games", "2"])
    assert code == 1
    assert "2 unfinished" in capsys.readouterr().out
