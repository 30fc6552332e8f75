"""A per-user cache of derived files (parsed strings, rasterised art).

Only ever a speed-up: every entry is keyed by its source file's size and
modification time, any failure to read or write is ignored, and deleting the
folder loses nothing.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

HOME_OVERRIDE = "WOODS_DESKTOP_HOME"


def cache_dir() -> Path | None:
    try:
        override = os.environ.get(HOME_OVERRIDE)
        if override:
            path = Path(override) / "cache"
        else:
            import platformdirs

            path = Path(platformdirs.user_cache_dir("woods-desktop", appauthor=False))
        path.mkdir(parents=True, exist_ok=True)
        return path
    except OSError:
        return None


def cache_file(source: Path, variant: str, suffix: str) -> Path | None:
    """Where the cached form of `source` (for `variant`, e.g. a size) lives, or None."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        st = source.stat()
    except OSError:
        return None
    where = zlib.crc32(str(source.resolve()).encode("utf-8"))
    return folder / f"{source.stem}-{variant}-{st.st_size}-{st.st_mtime_ns}-{where:08x}{suffix}"
