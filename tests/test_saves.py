"""Saves are the replay: round trip, broken files moved aside, settings kept across restarts."""

from __future__ import annotations

import json

import pytest

from woods_desktop.app.settings import Settings, load_settings, save_settings
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games import definitions as game_definitions
from woods_desktop.saves.games import load_record, save_game, slot_path
from woods_desktop.saves.stats import load_stats, record_game, save_stats
from woods_desktop.saves.store import BrokenFile, atomic_write_json


def current_path():
    """The Woodlanders slot: the save these tests write and read."""
    return slot_path("woodlanders")


def _played(game_id: str, seed: int, steps: int):
    d = game_definition(game_id)
    config = make_config(d, d.variants[0].max_seats if d.variants[0].max_seats <= 4 else 3)
    state = d.new_game(config, seed)
    rng = Rng(seed)
    actions = []
    for _ in range(steps):
        if state.is_over():
            break
        a = rng.choice(state.legal_actions(state.to_move()))
        state.apply(a)
        actions.append(a)
    return d, config, state, actions


def test_save_round_trip_resumes_exactly():
    d, config, state, actions = _played("woodlanders", 11, 40)
    save_game(d, config, 11, actions, {"seats": []})
    record, again, again_actions = load_record(current_path(), game_definitions())
    assert again.to_dict() == state.to_dict()
    assert again_actions == actions
    assert record["format_version"] == 1 and record["game"] == "woodlanders"
    assert record["rules_hash"] == d.rules_hash and record["app_version"]


def _write(text: str) -> None:
    current_path().parent.mkdir(parents=True, exist_ok=True)
    current_path().write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    "content, reason",
    [
        ('{"format_version": 1, "game": "woodlan', "truncated"),
        ("this is not json at all", "not JSON"),
        (json.dumps({"format_version": 7, "game": "woodlanders", "config": {}, "seed": 1, "actions": []}), "version"),
        (json.dumps({"format_version": 1, "game": "chess", "config": {}, "seed": 1, "actions": []}), "unknown game"),
    ],
)
def test_broken_save_is_named_and_moved_aside_never_deleted(content, reason):
    _write(content)
    with pytest.raises(BrokenFile) as info:
        load_record(current_path(), game_definitions())
    broken = info.value
    assert broken.path.name == current_path().name
    assert not current_path().exists()
    assert broken.moved_to is not None and broken.moved_to.exists()
    assert broken.moved_to.read_text(encoding="utf-8") == content
    assert ".broken-" in broken.moved_to.name


def test_save_with_an_illegal_action_is_refused():
    d, config, state, actions = _played("woodlanders", 12, 5)
    record = {
        "format_version": 1,
        "game": "woodlanders",
        "config": config,
        "seed": 12,
        "actions": [d.encode_action(a) for a in actions] * 3,
    }
    _write(json.dumps(record))
    with pytest.raises(BrokenFile):
        load_record(current_path(), game_definitions())


def test_no_save_means_nothing_to_continue():
    assert load_record(current_path(), game_definitions()) is None


def test_atomic_write_leaves_no_temp_files(private_home):
    target = private_home / "x.json"
    atomic_write_json(target, {"a": "ё"})
    atomic_write_json(target, {"a": "й"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"a": "й"}
    assert [p.name for p in private_home.iterdir()] == ["x.json"]


def test_settings_survive_a_restart():
    s = Settings(lang="ru", fullscreen=False, window_size=(1600, 900), volume=0.25, muted=True, animation_speed=1.5)
    save_settings(s)
    again, broken = load_settings()
    assert broken is None
    assert again == s


def test_broken_settings_fall_back_to_defaults_and_are_moved_aside(private_home):
    (private_home / "settings.json").write_text("{oops", encoding="utf-8")
    s, broken = load_settings()
    assert isinstance(s, Settings) and broken is not None
    assert broken.moved_to.exists()


def test_bad_setting_values_fall_back_key_by_key():
    s = Settings.from_dict({"lang": "klingon", "volume": 7, "muted": True, "window_size": [1, 2]})
    assert s.lang in ("en", "ru") and s.volume == Settings().volume and s.muted is True
    assert s.window_size == (1280, 720)


def test_statistics_count_games_and_wins_by_seat_kind():
    stats, _ = load_stats()
    record_game(stats, "woodlanders", ["human", "hard", "hard", "easy"], [1])
    record_game(stats, "woodlanders", ["human", "hard", "hard", "easy"], [0])
    save_stats(stats)
    again, broken = load_stats()
    entry = again["games"]["woodlanders"]
    assert broken is None and entry["played"] == 2
    rows = entry["modes"]["ranked"]["rows"]
    assert (rows["kind:hard"]["games"], rows["kind:hard"]["wins"]) == (4, 1)  # each computer seat counts
    assert (rows["person:player 1"]["games"], rows["person:player 1"]["wins"]) == (2, 1)


def test_a_damaged_game_data_file_is_named_and_the_menu_goes_on(headless_app, tmp_path, monkeypatch):
    import shutil

    from woods_desktop.core.plugin import clear_caches
    from woods_desktop.data import assets

    fake = tmp_path / "assets"
    shutil.copytree(assets.assets_root(), fake, symlinks=False)
    (fake / "data" / "woodlanders.yaml").write_text("suits: [deer\n", encoding="utf-8")
    monkeypatch.setenv(assets.ENV_OVERRIDE, str(fake))
    assets.assets_root.cache_clear()
    clear_caches()
    try:
        app = headless_app()
        menu = app.push("menu")
        tile = next(t for t in menu.tiles if t.game_id == "woodlanders")
        tile.activate()
        assert app.scene is menu
        assert "woodlanders.yaml" in app.toasts[-1].text and app.toasts[-1].kind == "error"
    finally:
        monkeypatch.delenv(assets.ENV_OVERRIDE)
        assets.assets_root.cache_clear()
        clear_caches()
