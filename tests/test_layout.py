"""Setup and settings have room for their text at every window size: headers, labels and every
choice's label between its arrows, from 960x540 to 3840x2160, in both languages."""

from __future__ import annotations

import pytest

from woods_desktop.app import theme
from woods_desktop.games import playable
from woods_desktop.ui.widgets import Choice

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)]
ARROW_ROOM = 22  # design pixels at each end of a choice taken by its arrow


def _choice_labels_fit(app, widget: Choice) -> list[str]:
    bad = []
    room = widget.rect.w - 2 * app.px(ARROW_ROOM)
    for label in widget.labels:
        w = app.fonts.font(app.px(theme.TYPE_BODY), "bold").size(label)[0]
        if w > widget.rect.w - app.px(48):  # the choice shrinks it to the small size first
            w = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0]
        if w > room:
            bad.append(f"{label!r} ({w}px) in {room}px")
    return bad


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", [p.id for p in playable()])
def test_setup_text_fits_its_boxes(headless_app, game, size, lang):
    app = headless_app(size, lang)
    scene = app.push("setup", game=game)
    for variant in range(len(scene.definition.variants)):
        scene._set_variant(variant)
        while scene.add_button is not None:  # the most rows the game allows
            scene._add_seat()
        app.render()
        assert scene.text_boxes, "the setup drew no labels"
        for text, drawn, room in scene.text_boxes:
            assert drawn.w <= room.w and drawn.h <= room.h, f"{text!r} {drawn} does not fit {room}"
        widgets = [w for w in scene.widgets]
        for text, _, room in scene.text_boxes:
            for w in widgets:
                assert not room.colliderect(w.rect), f"{text!r} overlaps a control at {w.rect}"
        for w in widgets:
            if isinstance(w, Choice):
                assert _choice_labels_fit(app, w) == []
        bottom = max(w.rect.bottom for w in widgets if w is not scene.start and w is not scene.back)
        assert bottom <= scene.start.rect.top, "the rows run into the Start button"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_settings_choices_fit(headless_app, size, lang):
    app = headless_app(size, lang)
    scene = app.push("settings")
    app.render()
    for _, w in scene.rows:
        assert _choice_labels_fit(app, w) == []
