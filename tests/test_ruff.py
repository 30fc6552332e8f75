"""Ruff, with the project's configuration in pyproject.toml, passes on the shell's code and tests."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHELL = ["woods_desktop/cli.py", "woods_desktop/app/app.py", "woods_desktop/app/settings.py",
         "woods_desktop/app/launch.py", "woods_desktop/app/session.py", "woods_desktop/saves",
         "woods_desktop/core/replay.py", "woods_desktop/data/strings.py", "woods_desktop/ui/textfield.py",
         "woods_desktop/scenes/menu.py", "woods_desktop/scenes/setup.py", "woods_desktop/scenes/settings.py",
         "woods_desktop/scenes/statistics.py", "woods_desktop/scenes/result.py", "woods_desktop/scenes/dialogs.py",
         "woods_desktop/scenes/saved_games.py", "tests/shell_game.py", "tests/test_saved_games.py",
         "tests/test_strings.py", "tests/test_cli.py", "tests/test_window.py", "tests/test_layout.py",
         "tests/test_result_and_statistics.py", "tests/test_kill_and_resume.py", "tests/test_ruff.py"]


def test_ruff_check_passes_on_the_shell():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert ruff is not None, "ruff is a test dependency: pip install -e '.[test]'"
    proc = subprocess.run([ruff, "check", *SHELL], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
