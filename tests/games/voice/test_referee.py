"""The referee for a physical table: the minute with its end, and the judge's verdicts with reasons."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.games.voice.referee import ACCEPTED, REFUSED, USED
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
    assert (ok1, ok2, ok3) == (ACCEPTED, REFUSED, USED)
    assert "ЧЕЛОВЕК" in why2  # the plural refusal names the singular
    assert "повторять" in why3  # a repeated word is flagged
    app.render()


def _marks_drawn(app, scene) -> list[str]:
    """The verdict icons one frame draws, newest verdict first."""
    got: list[str] = []
    real = app.images.get

    def spy(name, *args, **kwargs):
        if name in ("icon-check", "icon-cross") and args and args[0] == app.px(28):  # not the Check button's
            got.append(name)
        return real(name, *args, **kwargs)

    app.images.get = spy
    try:
        scene.draw(app.screen)
    finally:
        app.images.get = real
    return got


@pytest.mark.parametrize("lang,used", [("en", "is used up"), ("ru", "уже использовано")])
def test_a_repeated_word_gets_no_green_tick(headless_app, lang, used):
    """Issue 18 item 14: a word accepted earlier at this table is used up: a cross and 'used up', no tick."""
    shared_service().wait(60)
    app = headless_app(lang=lang)
    scene = app.push("referee")
    for word in ("кот", "КОТ"):
        scene.field.text = word
        scene.check.activate()
        scene.update(0.1)
    (_, first, _), (_, again, why) = scene.verdicts
    assert (first, again) == (ACCEPTED, USED)
    assert used in why and "КОТ" in why
    assert _marks_drawn(app, scene) == ["icon-cross", "icon-check"]  # the repeat (drawn first) has no tick


@pytest.mark.parametrize(
    "lang,sense", [("en", "accepted as the plural-only noun «коты» (old soft shoes)"), ("ru", "«коты» (старинная")]
)
def test_the_referee_names_the_sense_of_a_plural_only_noun(headless_app, lang, sense):
    """Issue 18 item 14: КОТЫ is accepted as «коты», old soft shoes, not as the plural of КОТ."""
    shared_service().wait(60)
    app = headless_app(lang=lang)
    scene = app.push("referee")
    scene.field.text = "коты"
    scene.check.activate()
    scene.update(0.1)
    word, state, why = scene.verdicts[-1]
    assert (word, state) == ("КОТЫ", ACCEPTED)
    assert sense in why and "КОТ" in why and "{" not in why
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


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_last_verdict_never_spills_past_the_judges_panel(headless_app, size):
    """Issue 19: with the list full, the oldest verdict shown ended below the judge's panel (drawn first,
    checked after). Nothing under the panel changes however many verdicts there are, and what is shown
    is whole: the newest first, each entry inside the panel."""
    from woods_desktop.ui.chrome import design_rect

    shared_service().wait(60)
    app = headless_app(size, "en")
    scene = app.push("referee")
    panel = design_rect(app, 580, 100, 660, 500)
    below = pygame.Rect(panel.x, panel.bottom + 1, panel.w, app.size[1] - panel.bottom - 1)
    app.render()
    empty = pygame.image.tobytes(app.screen.subsurface(below), "RGB")
    long_reason = "КОТЫ is accepted as the plural-only noun «коты» (old soft shoes), not as the plural of КОТ; " * 2
    scene.verdicts = [("КОТЫ", "accepted", long_reason)] * 3 + [("ЁЖ", "accepted", "a noun")] * 5
    app.render()
    assert pygame.image.tobytes(app.screen.subsurface(below), "RGB") == empty
    assert scene.rows and all(panel.contains(box) for _, box, _ in scene.rows)
    assert [v for v, _, _ in scene.rows] == list(reversed(scene.verdicts))[: len(scene.rows)]
