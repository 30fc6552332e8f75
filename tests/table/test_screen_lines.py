"""Issue 19's size figures, kept: each game's screen code (the files under `games/<id>/` that import pygame;
art data under assets/ not counted) at most 1,200 lines, its table declaration at most 350, and no UI file
anywhere over 400. A screen that grows past them has taken on what belongs in the kit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from woods_desktop.games import GAMES

ROOT = Path(__file__).resolve().parents[2] / "woods_desktop"
SCREEN_LINES, DECLARATION_LINES, UI_FILE_LINES = 1200, 350, 400
UI = ("table", "ui", "scenes", "app")
_PYGAME = re.compile(r"^\s*(import pygame|from pygame)", re.M)


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _screen_files(game: str) -> list[Path]:
    return [p for p in sorted((ROOT / "games" / game).glob("*.py")) if _PYGAME.search(p.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("game", [g.id for g in GAMES if (ROOT / "games" / g.id / "table.py").exists()])
def test_a_games_screen_code_stays_small(game):
    files = _screen_files(game)
    assert files, "no screen files found: the count would pass by finding nothing"
    total = sum(_lines(p) for p in files)
    assert total <= SCREEN_LINES, f"{game}: {total} lines of screen code " + str({p.name: _lines(p) for p in files})
    assert _lines(ROOT / "games" / game / "table.py") <= DECLARATION_LINES


def test_no_ui_file_is_over_400_lines():
    files = [p for folder in UI for p in (ROOT / folder).rglob("*.py")]
    files += [p for g in GAMES for p in _screen_files(g.id)]
    assert len(files) > 50
    long = {str(p.relative_to(ROOT)): _lines(p) for p in files if _lines(p) > UI_FILE_LINES}
    assert not long, long
