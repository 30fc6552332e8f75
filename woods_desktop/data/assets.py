"""One resolver for the assets folder, wherever the program runs from.

A checkout has `assets/` beside the package; an installed wheel carries it
inside the package as `woods_desktop/assets`; a PyInstaller bundle unpacks it
under `sys._MEIPASS`. Everything that opens an asset goes through here.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

ENV_OVERRIDE = "WOODS_DESKTOP_ASSETS"


def _candidates() -> list[Path]:
    out: list[Path] = []
    env = os.environ.get(ENV_OVERRIDE)
    if env:
        out.append(Path(env))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        out.append(Path(meipass) / "assets")
    package_dir = Path(__file__).resolve().parent.parent
    out.append(package_dir / "assets")  # wheel: assets shipped inside the package
    out.append(package_dir.parent / "assets")  # checkout / editable install
    return out


@lru_cache(maxsize=1)
def assets_root() -> Path:
    for candidate in _candidates():
        if (candidate / "strings" / "en.yaml").is_file():
            return candidate
    tried = ", ".join(str(c) for c in _candidates())
    raise FileNotFoundError(f"assets folder not found (tried: {tried})")


def asset_path(*parts: str) -> Path:
    return assets_root().joinpath(*parts)
