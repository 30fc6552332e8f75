"""`mypy --strict` on the pure parts (core/ and every game's rules/ and bots/) and on the whole UI: the
table kit (table/), the shell (app/, ui/, scenes/) and every game's screen files, so a type error in any
of them fails the test run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from woods_desktop.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHELL = ("woods_desktop/table", "woods_desktop/app", "woods_desktop/ui", "woods_desktop/scenes")


def strict_targets() -> list[str]:
    """What the test run type-checks strictly (pyproject.toml's [tool.mypy] says the same)."""
    targets = ["woods_desktop/core", *SHELL]
    for plugin in GAMES:  # each game whole: its rules, bots and screen files
        folder = ROOT / "woods_desktop" / "games" / plugin.id
        if folder.is_dir():
            targets.append(str(folder.relative_to(ROOT)))
    return targets


def test_the_shell_is_among_the_strictly_checked_packages():
    assert set(SHELL) <= set(strict_targets())
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for folder in ("core/", "table/", "app/", "ui/", "scenes/", "games/"):
        assert folder in text.split("[tool.mypy]", 1)[1], f"[tool.mypy] does not name {folder}"


def test_mypy_strict_passes_on_core_rules_bots_and_the_shell():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *strict_targets()],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
