"""A lesson says each thing once (issue 34 play-through): a step that explains the computers' moves gets
the panel's own "The computer plays now. Watch the table." after its text, so the step's text does not
say "Watch!" itself ("…walks into the forest. Watch! The computer plays now. Watch the table.")."""

from __future__ import annotations

import pytest

from woods_desktop.data.guide import load_guide

GAMES = ["wolf", "woodlanders", "whispering", "voice"]
WATCH = {"en": "watch", "ru": "смотр"}  # the word the panel's suffix already says


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_a_computers_step_does_not_say_watch_before_the_panel_does(headless_app, game: str, lang: str) -> None:
    app = headless_app((1280, 720), lang)
    assert WATCH[lang] in str(app.t("guide.watch")).lower()
    twice = [
        step.id for step in load_guide(game).steps if not step.person and WATCH[lang] in str(app.t(step.text)).lower()
    ]
    assert not twice, f"{game} ({lang}): steps {twice} say to watch before the panel says it"
