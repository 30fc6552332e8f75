"""A message said again while it is still shown is shown once: clicking a hand card three times while the Wardens
were being chosen stacked three red "That move does not belong…" messages over the Warden cards."""

from __future__ import annotations

from window_events import click, frame

from woods_desktop.games.woodlanders.bench_table import positions


def test_the_same_refusal_three_times_is_one_message(headless_app):
    app = headless_app((1280, 720), "en")
    app.settings.animation_speed = 0.0
    app.push("woodlanders", **positions()["wardens"](app, 1))
    frame(app)
    hand = app.scene.zone("hand")
    assert hand.items, "the person's hand is shown"
    for _ in range(3):
        click(app, hand.items[0].rect.center)
        frame(app)
    errors = [t.text for t in app.toasts if t.kind == "error"]
    assert len(errors) == 1, errors


def test_different_messages_are_all_shown(headless_app):
    app = headless_app((1280, 720), "en")
    app.toast("one", "info")
    app.toast("two", "info")
    app.toast("one", "info")
    assert [t.text for t in app.toasts] == ["two", "one"]
