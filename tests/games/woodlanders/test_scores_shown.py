"""Issue 34 item 10, the scoreboard's half: it never runs ahead of the table either. While a card still slides
in, or a finished trick or a round's summary is held, the scoreboard (and the plates, and any "won by" words)
show the figures from before it; after the click that closes the hold, the new ones. Everything goes through
the app's own event loop (clicks and Enter as a window sends them, `app.step` / `app.render` for frames), and
what is checked is what was drawn last."""

from __future__ import annotations

import random
import time

import pytest
from table.drive import close_hold

from games.woodlanders.test_table import _take_turn
from woods_desktop.games.woodlanders import bench_table
from woods_desktop.table.scoreboard import Scoreboard

DT = 0.05


@pytest.fixture
def drawn(monkeypatch):
    """The figures of the scoreboard drawn last (round, game) per row: what the window shows."""
    seen: list[list[tuple]] = []
    real = Scoreboard.draw

    def draw(self, surface, app, rect, legend=True):
        seen.append([tuple(r.values) for r in self.rows])
        return real(self, surface, app, rect, legend)

    monkeypatch.setattr(Scoreboard, "draw", draw)
    return seen


@pytest.fixture
def captions(monkeypatch):
    """The words over the trick, as each frame drew them."""
    import woods_desktop.games.woodlanders.table as table_module

    said: list[str] = []
    real = table_module.caption_text

    def spy(ctx, view, held):
        said.append(real(ctx, view, held))
        return said[-1]

    monkeypatch.setattr(table_module, "caption_text", spy)
    return said


def _frame(app) -> None:
    app.step(DT)
    app.render()


def _open(app, session):
    app.settings.animation_speed = 1.0
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    scene = app.scene
    _frame(app)
    return scene


def _live(session) -> list[tuple]:
    v = session.port(None).view()
    return [(v.round_scores[i], v.game_points[i]) for i in range(v.seats)]


def test_a_trick_the_person_ends_scores_after_its_hold(headless_app, drawn, captions):
    """The person plays the trick's last card: while it slides in and while the trick is held, the old figures
    and no "won by"; after the click, the trick's points."""
    app = headless_app()
    for seed in range(1, 30):
        session = bench_table.session(
            ["human", "easy", "easy", "easy"], seed, until=lambda s: bench_table.person_to_play(s, 3)
        )
        scene = _open(app, session)
        before = drawn[-1]
        assert before == _live(session)
        _take_turn(app, scene, session, random.Random(seed), False)  # cards and Play clicked
        if _live(session) != before:
            break
    else:
        pytest.fail("no trick the person ended changed a score: choose other seeds")
    won_by = app.t("woodlanders.ui.last_trick_won", name=scene.name_of(scene.hold.data.trick.winner))
    _frame(app)
    assert scene.tweens.value("play-0") < 1.0, "the person's card already landed"
    assert drawn[-1] == before, "the scoreboard counted the trick while its last card was still on its way"
    assert captions[-1] != won_by, "'won by' while the winning card was still on its way"
    for _ in range(40):  # two seconds: the card lands, the trick stays until a click
        _frame(app)
    assert scene.hold is not None and scene.hold.kind == "trick"
    assert drawn[-1] == before, "the scoreboard counted the trick while it was held"
    assert captions[-1] == won_by
    close_hold(app)
    _frame(app)
    assert scene.hold is None
    assert drawn[-1] == _live(session) != before


def test_the_game_column_waits_for_the_round_summary(headless_app, drawn):
    """A round's last trick held: the Game column keeps the figures from before the round; the click that closes
    it brings the summary, and with it the round's points; after the summary, the same."""
    app = headless_app()
    session = bench_table.session(["human", "easy", "easy", "easy"], 5)
    scene = _open(app, session)
    rng = random.Random(5)
    checked = 0
    game_before = [g for _, g in drawn[-1]]
    for _ in range(20000):
        if checked >= 2 or app.scene is not scene:
            break
        hold = scene.hold
        if hold is not None and hold.kind == "trick" and hold.data.summary is not None:
            for _ in range(10):
                _frame(app)
                assert [g for _, g in drawn[-1]] == game_before, "the round's points before its last trick went"
            close_hold(app)
            _frame(app)
            assert scene.hold is not None and scene.hold.kind == "summary"
            game_after = list(hold.data.summary.game_points)
            assert [g for _, g in drawn[-1]] == game_after != game_before, "the summary is up, the points not"
            close_hold(app)
            _frame(app)
            assert [g for _, g in drawn[-1]] == game_after == list(session.port(None).view().game_points)
            game_before = game_after
            checked += 1
            continue
        if hold is not None:
            close_hold(app)
        elif scene.my_turn():
            _take_turn(app, scene, session, rng, False)
        else:
            time.sleep(0.001)  # a computer thinks on its own thread
        _frame(app)
    assert checked == 2, "two rounds' ends were not seen"
