"""Per-user files: the current game, settings and statistics.

Every write is atomic (temp file + rename) so a crash mid-write never leaves a
half file. A file that does not load is moved aside with a timestamp (never
deleted) and reported, and the program goes on with defaults.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

HOME_OVERRIDE = "WOODS_DESKTOP_HOME"


def data_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("woods-desktop", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def atomic_write_json(path: Path, data: Any) -> None:
    import json  # here, as below: a first launch's window shows its menu without parsing any JSON
    import tempfile  # here: the window's first frame reads files, and tempfile brings shutil, random, bz2...

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class BrokenFile(Exception):
    """A per-user file that could not be read; `moved_to` is where it went."""

    def __init__(self, path: Path, moved_to: Path | None, reason: str) -> None:
        self.path = path
        self.moved_to = moved_to
        self.reason = reason
        super().__init__(f"{path.name}: {reason}")


def quarantine(path: Path) -> Path | None:
    """Move a broken file aside as NAME.broken-YYYYmmdd-HHMMSS; never delete it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read_json(path: Path) -> Any:
    """Parsed JSON, None if the file does not exist; BrokenFile (already moved aside) if unreadable."""
    if not path.exists():
        return None
    import json

    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        reason = f"{type(exc).__name__}: {exc}"
        raise BrokenFile(path, quarantine(path), reason) from exc


def check_broken(path: Path, reason: str) -> BrokenFile:
    """For files that parse but fail validation: move aside and describe."""
    return BrokenFile(path, quarantine(path), reason)
