"""`mypy --strict` on the whole package: the pure parts (core/, every game's rules/ and bots/), the UI
(table/, app/, ui/, scenes/, each game's screen files) and what joins them (net/, saves/, data/, words/,
verbs/ and the top-level modules), so a type error anywhere fails the test run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from woods_desktop.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHELL = ("woods_desktop/table", "woods_desktop/app", "woods_desktop/ui", "woods_desktop/scenes")


def strict_targets() -> list[str]:
    """What the test run type-checks strictly (pyproject.toml's [tool.mypy] says the same): the package
    whole, so a new folder or module is inside the check the day it is written."""
    return ["woods_desktop"]


def test_every_folder_of_the_package_is_checked():
    folders = {p.parent for p in (ROOT / "woods_desktop").rglob("*.py")}
    assert len(folders) > 10  # the count would pass by finding nothing
    for folder in folders:
        rel = str(folder.relative_to(ROOT))
        assert any(rel == t or rel.startswith(t + "/") for t in strict_targets()), rel
    assert all((ROOT / "woods_desktop" / "games" / g.id).is_dir() for g in GAMES)


def test_the_shell_is_among_the_strictly_checked_packages():
    assert all(any(s.startswith(t) for t in strict_targets()) for s in SHELL)
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for folder in ("core/", "table/", "app/", "ui/", "scenes/", "games/", "net/", "words/", "top-level"):
        assert folder in text.split("[tool.mypy]", 1)[1], f"[tool.mypy] does not name {folder}"


def test_mypy_strict_passes_on_core_rules_bots_and_the_shell():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *strict_targets()],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
