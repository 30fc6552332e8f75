"""The PyInstaller bundle, when one has been built (build/make_bundle.sh): its screenshot verb works."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

EXE = Path(__file__).resolve().parent.parent / "dist" / "woods-desktop" / "woods-desktop"


@pytest.mark.skipif(not EXE.exists(), reason="no bundle built (run build/make_bundle.sh)")
def test_bundled_screenshot_menu_and_check_word(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", WOODS_DESKTOP_HOME=str(tmp_path))
    out = tmp_path / "menu.png"
    proc = subprocess.run(
        [str(EXE), "screenshot", "menu", "--out", str(out)], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000
    proc = subprocess.run(
        [str(EXE), "check-word", "ёж", "--json"], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0 and '"valid": true' in proc.stdout
