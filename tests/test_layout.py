"""Setup and settings have room for their text at every window size: headers, labels and every
choice's label between its arrows, from 960x540 to 3840x2160, in both languages; and at the larger
text sizes (issue #20) every shell screen fits its text too (150 % at 1280x720 and 2560x1440 for
every screen, 125 % at both for every table and setup and a few other screens)."""

from __future__ import annotations

import pytest
from frame_probe import measure
from test_shell_fit import RULES, SETUPS, SHELL, WITH_SAVES, problems
from test_shell_fit import _open as open_screen

from woods_desktop.app import theme
from woods_desktop.games import playable
from woods_desktop.table import text as T
from woods_desktop.table.layout import overlaps
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import design_rect

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
    _setup_fits(headless_app(size, lang), game)


def _setup_fits(app, game: str):
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
    return scene


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_settings_choices_fit(headless_app, size, lang):
    app = headless_app(size, lang)
    scene = app.push("settings")
    app.render()
    for _, w in scene.rows:
        assert _choice_labels_fit(app, w) == []


# The text-size setting (issue #20): every shell screen measured on its frame (tests/test_shell_fit.py's
# checks) at 150 % at 1280x720 and 2560x1440 in both languages, and at 125 % for a few screens at
# both; setup and settings' own boxes at both.
TEXT_SIZED = [(1.5, (1280, 720)), (1.5, (2560, 1440))]
AT_125 = [(1.25, (1280, 720)), (1.25, (2560, 1440))]  # each text size at both window sizes
IDS = ["150%-720p", "150%-1440p", "125%-720p", "125%-1440p"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("factor,size", TEXT_SIZED + AT_125, ids=IDS)
@pytest.mark.parametrize("game", [p.id for p in playable()])
def test_setup_text_fits_at_every_text_size(headless_app, game, factor, size, lang):
    app = headless_app(size, lang, factor)
    scene = _setup_fits(app, game)
    sheet = design_rect(app, 40, 96, 1200, 500)  # the parchment every row sits on, the most rows there
    for w in scene.widgets:
        if w is not scene.start and w is not scene.back:
            assert sheet.contains(w.rect), f"{w.rect} runs off the sheet {sheet}"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("factor,size", TEXT_SIZED + AT_125, ids=IDS)
def test_settings_choices_fit_at_every_text_size(headless_app, factor, size, lang):
    app = headless_app(size, lang, factor)
    scene = app.push("settings")
    app.render()
    for _, w in scene.rows:
        assert _choice_labels_fit(app, w) == []


SHELL_125 = ["menu", "settings", "result", "pause", "setup:wolf", "rules:voice"]  # a few at 125 %
# screens test_shell_fit.py does not open (the solo campaign: three missions a page at a larger text).
# Left out, as they still shrink text at 150 %: the Referee's Start button and the Wolf's left-out task
# cards (their words fitted to the card).
MORE = ["net_choice", "net_join", "net_lobby", "guide_offer", "whispering_campaign"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    "name,factor,size",
    [
        pytest.param(n, f, s, id=f"{n}-{round(f * 100)}%-{s[0]}x{s[1]}")
        for f, s in TEXT_SIZED + AT_125
        for n in (SHELL + SETUPS + RULES + WITH_SAVES + MORE if f == 1.5 else SHELL_125)
    ],
)
def test_shell_screen_fits_at_every_text_size(headless_app, monkeypatch, name, factor, size, lang, shot):
    """Every shell screen measured on its frame as tests/test_shell_fit.py does, at a larger text size."""
    app = headless_app(size, lang, factor)
    open_screen(app, name)
    app.render()
    if size == (1280, 720) and factor == 1.5:
        shot(app, f"text150-{name.replace(':', '-')}")
    frame = measure(app, monkeypatch)
    assert frame.texts, "the probe saw no text"
    found = problems(app, frame, list(getattr(getattr(app.scene, "focus", None), "widgets", [])))
    if name == "net_lobby":  # the join code is a sign for the room, off the type scale at every text size
        found = [f for f in found if not (f.startswith("'") and f[1:].split("'")[0].replace(" ", "").isdigit())]
    assert not found, "\n".join(found)


TABLES = [p.id for p in playable()]


def _table(app, game: str):
    from woods_desktop.verbs.window import open_demo

    open_demo(app, game, 1)
    app.step(0.0)  # as the screenshot verb does: the table knows whose turn it is
    T.OVERFLOWS.clear()
    T.SHRUNK.clear()
    app.render()
    return app.scene


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("factor,size", TEXT_SIZED + AT_125, ids=IDS)
@pytest.mark.parametrize("game", TABLES)
def test_a_table_fits_its_text_at_every_text_size(headless_app, game, factor, size, lang, shot):
    """Every game's table (its demo position) at a larger text size: no text cut short with … (the kit's
    `fit` records it), and no two places overlapping that do not overlap at 100 %."""
    plain = _table(headless_app(size, lang), game)
    before = set(overlaps(plain.layout_rects()))
    app = headless_app(size, lang, factor)
    scene = _table(app, game)
    if size == (1280, 720) and factor == 1.5:
        shot(app, f"text150-table-{game}")
    assert T.OVERFLOWS == [], T.OVERFLOWS[:4]
    assert set(overlaps(scene.layout_rects())) <= before
    from woods_desktop.table.runner import stop_worker

    stop_worker()
