"""The guided first games (issue #20): every game's script fits its engine, in both languages, and the guide
accepts only its step's action, refusing others with the step's own explanation."""

from __future__ import annotations

import json

import pytest

from woods_desktop.cli import main
from woods_desktop.core.guide import GuideRun
from woods_desktop.data.assets import asset_path
from woods_desktop.data.guide import has_guide, load_guide
from woods_desktop.data.strings import Strings
from woods_desktop.games import definition, playable_ids

GUIDED = [g for g in playable_ids() if has_guide(g)]


def test_every_finished_guide_is_listed() -> None:
    assert "wolf" in GUIDED


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GUIDED)
def test_the_verb_plays_each_guide_to_its_end(game: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`woods-desktop tutorial GAME --auto --lang L --json` completes, in 8-20 steps."""
    assert main(["tutorial", game, "--auto", "--lang", lang, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == game and out["completed"] is True, out
    assert 8 <= out["steps"] <= 20


@pytest.mark.parametrize("game", GUIDED)
def test_each_step_is_said_in_both_languages_and_its_picture_exists(game: str) -> None:
    guide = load_guide(game)
    for lang in ("en", "ru"):
        s = Strings(lang)
        for step in guide.steps:
            assert s.has(step.text), f"{lang}: {step.text}"
        assert s.has(guide.done_text)
        for seat in guide.seats:
            assert s.has(seat.name_key)
    for step in guide.steps:
        if step.picture:
            assert asset_path("images", f"{step.picture}.svg").is_file(), step.picture


def test_a_wrong_action_is_not_accepted_and_the_run_follows_the_log() -> None:
    guide = load_guide("wolf")
    d = definition("wolf")
    run = GuideRun(guide)
    first = guide.steps[0]
    assert run.step() is first and first.person
    wrong = d.encode_action(d.decode_action({"type": "Step", "cell": 0}))
    assert not run.accepts(wrong)
    assert run.accepts(dict(first.actions[0]))
    # where the guide stands is read from the number of actions played: resuming continues at the same step
    total = sum(guide.step_actions()[:7])
    resumed = GuideRun(guide, played=total)
    assert resumed.step() is guide.steps[7]
    computer = GuideRun(guide, played=sum(guide.step_actions()[:6]))
    assert computer.step() is guide.steps[6] and not computer.accepts(dict(first.actions[0]))
    assert computer.next_scripted() == guide.steps[6].actions[0]
    assert GuideRun(guide, played=run.total_actions).done
