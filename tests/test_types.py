"""`mypy --strict` on the pure parts: core/ and every game's rules/ and bots/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from woods_desktop.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_passes_on_core_rules_and_bots():
    targets = ["woods_desktop/core"]
    for plugin in GAMES:
        for part in ("rules", "bots"):
            folder = ROOT / "woods_desktop" / "games" / plugin.id / part
            if folder.is_dir():
                targets.append(str(folder.relative_to(ROOT)))
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *targets],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
