"""Campaign progress per profile: tries, best score, passed; passing a level opens the next; a broken
progress file is named, moved aside and rebuilt from the history and statistics; the app goes on."""

from __future__ import annotations

import json

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.outcome import Outcome
from woods_desktop.saves.campaign import (
    campaign_path,
    campaign_progress,
    last_profile,
    load_campaign,
    record_mission,
)
from woods_desktop.saves.history import archive
from woods_desktop.saves.stats import empty_stats, record_outcome, save_stats


def won(score: float) -> dict:
    return Outcome.solo(score, True).to_dict()


def lost(score: float) -> dict:
    return Outcome.solo(score, False).to_dict()


def test_missions_list_their_objectives_and_only_the_first_is_open_at_first():
    progress = campaign_progress("Anna")
    assert [m.level for m in progress] == [1, 2, 3, 4, 5, 6]
    assert [m.open for m in progress] == [True, False, False, False, False, False]
    assert [m.min_score for m in progress] == [60, 70, 75, 80, 85, 95]
    assert [m.refresh_cost for m in progress] == [1, 1, 1, 1, 2, 3]
    assert [m.turns for m in progress] == [13, 14, 15, 15, 15, 15]
    assert progress[0].objectives == (("whispering.campaign.objective.each_animal", {"tasks": 1}),)
    assert progress[2].objectives[0] == ("whispering.campaign.objective.distinct_animals", {})
    assert all(m.best is None and m.tries == 0 and not m.passed for m in progress)


def test_passing_a_level_opens_the_next_and_the_best_score_is_kept():
    record_mission("whispering", 1, lost(52), "Anna")
    record_mission("whispering", 1, won(64), "Anna")
    record_mission("whispering", 1, lost(58), " anna ")
    first, second, third = campaign_progress("ANNA")[:3]
    assert (first.tries, first.best, first.passed) == (3, 64.0, True)
    assert second.open and not third.open
    assert campaign_progress("Boris")[1].open is False  # progress is per profile
    assert last_profile() == "Anna"
    assert campaign_progress()[1].open  # None: the last profile that played


def test_the_setting_open_all_missions_opens_every_mission():
    assert all(m.open for m in campaign_progress("Anna", open_all=True))


def test_only_solo_outcomes_with_a_mission_are_recorded():
    record_mission("whispering", None, won(70), "Anna")
    record_mission("whispering", 2, Outcome.ranked([3, 1], [1, 2]).to_dict(), "Anna")
    assert not campaign_path().exists()


def test_a_broken_progress_file_is_moved_aside_and_rebuilt_from_history_and_statistics():
    path = campaign_path()
    # the history keeps Boris's passed level 1; the statistics count a passed level 2 as well
    record = {
        "game": "whispering",
        "config": {"variant": "solo", "seats": 1, "options": {"mission": 1}},
        "meta": {"seats": [{"name": "Boris", "kind": "human"}]},
    }
    archive(record, won(66))
    stats = empty_stats()
    record_outcome(stats, "whispering", [{"kind": "human"}], won(66), mission="1")
    record_outcome(stats, "whispering", [{"kind": "human"}], won(73), mission="2")
    record_outcome(stats, "whispering", [{"kind": "human"}], lost(40), mission="3")
    save_stats(stats)
    path.write_text("{ not json", encoding="utf-8")
    data, broken = load_campaign()
    assert broken is not None and broken.moved_to is not None and broken.moved_to.exists()
    assert broken.moved_to.read_text(encoding="utf-8") == "{ not json"
    assert broken.path == path and path.exists()  # the rebuilt progress is saved in its place
    levels = campaign_progress("Boris", data=data)
    assert [(m.level, m.passed, m.tries, m.best) for m in levels[:4]] == [
        (1, True, 1, 66.0),
        (2, True, 1, 73.0),
        (3, False, 1, 40.0),
        (4, False, 0, None),
    ]
    assert levels[2].open and not levels[3].open
    assert json.loads(path.read_text(encoding="utf-8"))["last_profile"] == "boris"


def test_a_progress_file_of_an_unknown_shape_is_moved_aside_too():
    campaign_path().write_text(json.dumps({"version": 1, "profiles": {"anna": {"games": []}}}), encoding="utf-8")
    data, broken = load_campaign()
    assert broken is not None and "format" in broken.reason and broken.moved_to.exists()
    assert data["profiles"] == {}
    assert campaign_progress("Anna")[0].open  # the app goes on


def test_a_finished_solo_game_is_recorded_by_the_session():
    from woods_desktop.games import definition

    d = definition("whispering")
    config = make_config(d, 1, "solo", {"mission": 2}, ["Clara"])
    session = GameSession.start(d, config, 3, [Seat("Clara", "human")], autosave=True)
    from .helpers import play_quietly

    play_quietly(session.state)
    session.save()
    mission = campaign_progress("Clara")[1]
    assert mission.tries == 1 and not mission.passed and mission.best is not None
