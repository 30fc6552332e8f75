"""One name for each seat (issue 34, item 13): a computer seat setup left as "Player 2" was "computer" on
its card, "Player 2" on the result, in Continue and the last games, and "Normal" in the statistics. Now
every screen asks `data.seat_words` and says "Computer (normal)" (or «Компьютер (средний)»); the
statistics dots are the seats' colours and shapes, a lost team game is not drawn in the win's colour,
and the last games say their date."""

from __future__ import annotations

import re

import pygame
import pytest
import shell_game
from shell_game import play, rendered_texts

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.outcome import Outcome
from woods_desktop.data.seat_words import seat_name, seat_names
from woods_desktop.data.strings import Strings
from woods_desktop.games.woodlanders import bench_table
from woods_desktop.saves.games import latest_save
from woods_desktop.saves.stats import load_stats, record_outcome, save_stats
from woods_desktop.scenes.saved_games import describe_save

LEVEL = {"en": "Computer (normal)", "ru": "Компьютер (средний)"}
PERSON = {"en": "Player 1", "ru": "Игрок 1"}


def test_a_seat_is_named_by_one_function_in_either_language():
    en, ru = Strings("en").t, Strings("ru").t
    assert seat_name(en, "Player 3", "normal") == "Computer (normal)"
    assert seat_name(ru, "Player 3", "hard") == "Компьютер (сильный)"
    assert seat_name(ru, "Player 1", "human") == "Игрок 1"  # a made-up name in the window's language
    assert seat_name(en, "Игрок 4", "human") == "Player 4"
    assert seat_name(en, "Robo", "easy") == "Robo" and seat_name(en, "Anna", "human") == "Anna"
    assert seat_name(en, "Компьютер (средний)", "normal") == "Computer (normal)"
    two = seat_names(en, [("Anna", "human"), ("Player 2", "normal"), ("Player 3", "normal"), ("P", "hard")])
    assert two == ["Anna", "Computer 1 (normal)", "Computer 2 (normal)", "P"]


def _finished_with_a_computer(monkeypatch, outcome: Outcome | None = None) -> GameSession:
    d = shell_game.install(monkeypatch)
    monkeypatch.setattr("woods_desktop.app.session.make_bot", lambda *a: None)  # the test plays its moves
    seats = [Seat("Player 1", "human", 2), Seat("Player 2", "normal", 1)]
    s = GameSession.start(d, make_config(d, 2, names=["Player 1", "Player 2"]), 1, seats)
    play(s, 3)
    s.save()  # an unfinished game: what Continue describes
    return s


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_computer_is_named_alike_on_continue_the_result_and_the_statistics(headless_app, monkeypatch, lang):
    s = _finished_with_a_computer(monkeypatch)
    app = headless_app(lang=lang)
    info = latest_save()
    assert info is not None
    continue_line = describe_save(app, info)
    assert LEVEL[lang] in continue_line and PERSON[lang] in continue_line, continue_line
    assert "Player 2" not in continue_line and "Игрок 2" not in continue_line

    play(s, 40)
    assert s.state.is_over()
    s.save()  # archived and counted
    app.push("result", session=s)
    texts = rendered_texts(app)
    assert LEVEL[lang] in texts and not any("Player 2" in t or "Игрок 2" in t for t in texts), texts

    scene = app.push("statistics")
    scene._choose((shell_game.GAME_ID, "ranked"))
    texts = rendered_texts(app)
    assert LEVEL[lang] in texts, texts  # the level's row: not "Normal"
    assert scene.row_label("kind:normal", {}) == LEVEL[lang] and "Normal" not in texts
    assert scene.row_label("person:player 1", {"name": "Player 1"}) == PERSON[lang]
    last = scene.recent_lines()
    assert last and LEVEL[lang] in last[0] and PERSON[lang] in last[0], last
    assert re.search(r"\d{4}-\d{2}-\d{2}\D+\d{2}:\d{2}", last[0]), f"the last games show the date: {last}"


def test_the_statistics_dots_are_the_seats_colours(headless_app, monkeypatch):
    _finished_with_a_computer(monkeypatch)
    s = GameSession.start(
        shell_game.definition(),
        make_config(shell_game.definition(), 2, names=["Anna", "Boris"]),
        1,
        [Seat("Anna", "human", 3), Seat("Player 2", "normal", 2)],
    )
    play(s, 50)
    s.save()
    app = headless_app()
    scene = app.push("statistics")
    scene._choose((shell_game.GAME_ID, "ranked"))
    assert scene.seat_colours.get("person:anna") == 3 and scene.seat_colours.get("kind:normal") == 2
    shapes = []
    real = pygame.draw.polygon

    def polygon(surface, colour, points, *args, **kwargs):
        shapes.append(tuple(colour)[:3])
        return real(surface, colour, points, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "polygon", polygon)
    app.render()
    purple, yellow = app_colour(3), app_colour(2)
    assert purple in shapes and yellow in shapes  # Anna's diamond, the computer's triangle: not the page's dots


def app_colour(i: int) -> tuple[int, int, int]:
    from woods_desktop.app import theme

    return tuple(theme.PLAYER_COLOURS[i][1])[:3]


def test_a_lost_team_game_is_not_drawn_as_a_win(headless_app, monkeypatch):
    stats, _ = load_stats()
    seats = [{"name": "Mum", "kind": "human", "colour": 0}]
    record_outcome(stats, "wolf", seats, Outcome.team(1, "wolf.result.defeat", won=False, score=1).to_dict())
    save_stats(stats)
    app = headless_app()
    scene = app.push("statistics")
    scene._choose(("wolf", "team"))
    from woods_desktop.app import theme

    bars = []
    real = pygame.draw.rect

    def rect(surface, colour, r, *args, **kwargs):
        bars.append(tuple(colour)[:3])
        return real(surface, colour, r, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    app.render()
    assert tuple(theme.BERRY)[:3] in bars and tuple(theme.MOSS)[:3] not in bars


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_table_names_a_computer_as_the_other_screens_do(headless_app, lang):
    app = headless_app(lang=lang)
    s = bench_table.session(["human", "normal", "normal", "hard"], 3)
    for i in (1, 2, 3):
        s.seats[i].name = f"Player {i + 1}"
    app.settings.animation_speed = 0.0
    table = app.push("woodlanders", session=s)
    level = Strings(lang).t
    assert table.name_of(3) == level("setup.kind.hard")
    assert table.name_of(1) == level("seat.computer_n", n=1, level=level("seat.level.normal"))
    texts = rendered_texts(app)
    assert not any("Player" in t or "Игрок" in t for t in texts), [t for t in texts if "Player" in t or "Игрок" in t]


def test_a_russian_setup_does_not_show_an_english_made_up_name(headless_app):
    """Setup remembers its rows: an English run left "Player 1" and "Player 2"; in Russian the person's
    row says «Игрок 1» and the computer's row its level, and starting names the engine's seats so."""
    app = headless_app(lang="ru")
    scene = app.push("setup", game="woodlanders")
    scene.seats[0].update(kind="human", name="Player 1")
    scene.seats[1].update(kind="normal", name="Player 2")
    for row in scene.seats[2:]:
        row.update(kind="hard", name="Robo")
    scene.layout()
    assert scene.seat_rows[0][1].text == "Игрок 1" and scene.seat_rows[1][1].text == "Компьютер (средний)"
    scene._set_kind(1, "human")  # a person is never called "Computer (normal)"
    assert scene.seat_rows[1][1].text == "Игрок 2"
    scene._set_kind(1, "hard")
    assert scene.seat_rows[1][1].text == "Компьютер (сильный)"
    assert scene._config()["names"][:2] == ["Игрок 1", "Компьютер (сильный)"]


def test_setup_numbers_computers_of_one_level_as_the_table_will(headless_app):
    app = headless_app()
    scene = app.push("setup", game="woodlanders")
    for i, row in enumerate(scene.seats):
        row.update(kind="human" if i == 0 else "normal", name=f"Player {i + 1}")
    scene.layout()
    shown = [r[1].text for r in scene.seat_rows]
    assert shown == ["Player 1", *(f"Computer {n} (normal)" for n in range(1, len(shown)))], shown
