"""Ruff, with the project's configuration in pyproject.toml: lint and format check on the whole package
and its tests."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ["woods_desktop", "tests", "build"]


def _ruff() -> str:
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert ruff is not None, "ruff is a test dependency: pip install -e '.[test]'"
    return ruff


def test_ruff_check_passes_on_the_whole_package():
    proc = subprocess.run([_ruff(), "check", *TARGETS], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr


def test_ruff_format_check_passes_on_the_whole_package():
    proc = subprocess.run([_ruff(), "format", "--check", *TARGETS], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr
