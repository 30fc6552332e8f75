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


def test_while_a_word_is_written_a_toast_stands_over_the_log_not_over_the_letter_keys(headless_app):
    """The hint refused during the minute stood over the letter keys and the No word button while the minute ran."""
    from woods_desktop.games.voice.bench_table import positions as voice_positions

    for size, text_size in (((1280, 720), 1.0), ((1280, 720), 1.5), ((2560, 1440), 1.5)):
        app = headless_app(size, "ru", text_size)
        app.push("voice", **voice_positions()["minute"](app, 1))
        for _ in range(3):
            frame(app)
        table = app.scene
        assert table.zone("keys").items, "the minute runs: the letter keys are shown"
        hint = next(o for o in table.tools.items if o.id == "hint")
        click(app, hint.rect.center)
        frame(app)
        assert app.toast_rects, "the hint is refused with a toast"
        covered = [table.rects[p] for p in ("keys", "entry_buttons", "word", "field")]
        for rect in app.toast_rects:
            assert table.rects["log"].contains(rect), (size, text_size, rect)
            assert not any(rect.colliderect(c) for c in covered), (size, text_size, rect)
