"""The referee for a physical table: the minute with its end, and the judge's verdicts with reasons."""

from __future__ import annotations

from woods_desktop.words.judge import shared_service


class Clock:
    def __init__(self) -> None:
        self.t = 5.0

    def __call__(self) -> float:
        return self.t


def test_referee_minute_and_judge(headless_app):
    shared_service().wait(60)
    app = headless_app(lang="ru")
    clock = Clock()
    scene = app.push("referee", clock=clock)
    scene.start.activate()
    clock.t += 30
    scene.update(0.1)
    assert scene.minute.remaining_ms() == 30000 and not scene.ended
    clock.t += 31
    scene.update(0.1)
    assert scene.ended
    for word in ("ёж", "люди", "ёж"):
        scene.field.text = word
        scene.check.activate()
        scene.update(0.1)
    (w1, ok1, _), (w2, ok2, why2), (w3, ok3, why3) = scene.verdicts
    assert ok1 and not ok2 and ok3
    assert "ЧЕЛОВЕК" in why2  # the plural refusal names the singular
    assert "повторять" in why3  # a repeated word is flagged
    app.render()


def test_referee_reads_latin_look_alikes_as_the_game_does(headless_app):
    """Defect 21: KOT typed with Latin letters is the Russian КОТ, as in the game's word entry."""
    shared_service().wait(60)
    app = headless_app(lang="en")
    scene = app.push("referee")
    scene.field.text = "KOT"
    scene.check.activate()
    scene.update(0.1)
    word, ok, _ = scene.verdicts[-1]
    assert word == "КОТ" and ok
