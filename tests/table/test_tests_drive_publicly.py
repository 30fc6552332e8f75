"""Issue 19: "Scene tests drive every table through the kit's public targets only". A game's table tests
click, press keys and read `scene.targets()`, `scene.hold`, `scene.status`, zones and the seat port; they
never reach into the kit's own machinery (its flow of turns, its input state, its painter) or a private
attribute of the scene, which a test could use to put the table where no person could."""

from __future__ import annotations

import re
from pathlib import Path

GAMES_TESTS = Path(__file__).resolve().parents[1] / "games"
FORBIDDEN = re.compile(r"\bscene\.(flow|input|painter|turns)\b|\bscene\._[a-z]")


def test_no_game_table_test_reaches_into_the_kit():
    files = sorted(GAMES_TESTS.rglob("test_*.py"))
    assert len(files) > 10
    found = [
        f"{path.relative_to(GAMES_TESTS)}:{n}: {line.strip()}"
        for path in files
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if FORBIDDEN.search(line)
    ]
    assert not found, "\n".join(found)
