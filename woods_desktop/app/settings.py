"""Player settings, kept across restarts in the per-user folder (the window's size, place and
fullscreen state among them)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from woods_desktop.data.strings import LANGUAGES, system_language
from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

SETTINGS = "settings.json"
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5)
# where a hosted network game listens: the home network (for play), or this computer alone (tests, trying it out)
NETWORK_LISTEN: tuple[str, ...] = ("home-network", "this-computer")
# how large text is drawn, over the type scale at the window's size (issue #20: 100 / 125 / 150 %)
TEXT_SIZES: tuple[float, ...] = (1.0, 1.25, 1.5)


@dataclass
class Settings:
    lang: str = "en"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    window_pos: tuple[int, int] | None = None  # where the window was last placed (None: let the system choose)
    volume: float = 0.75  # one of the volume row's steps (muted, 25, 50, 75, 100)
    muted: bool = False
    animation_speed: float = 1.0  # 0 = animations off; larger is faster
    referee_overrule: bool = True
    open_all_missions: bool = False  # solo campaigns: every mission open, not only the next after a pass
    any_shuffle: bool = False  # solo missions dealt any shuffle (the physical game's chance), not only winnable ones
    network_listen: str = NETWORK_LISTEN[0]  # one of NETWORK_LISTEN
    read_aloud: bool = False  # task cards and guided steps spoken by the computer's speech engine (app/speech.py)
    text_size: float = 1.0  # one of TEXT_SIZES: every text drawn this much larger (app/fonts.py)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        d["window_pos"] = list(self.window_pos) if self.window_pos is not None else None
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        """Unknown keys are ignored and bad values fall back to defaults, key by key."""
        s = cls(lang=system_language())
        if data.get("lang") in LANGUAGES:
            s.lang = data["lang"]
        if isinstance(data.get("fullscreen"), bool):
            s.fullscreen = data["fullscreen"]
        ws = data.get("window_size")
        if isinstance(ws, list) and len(ws) == 2 and all(isinstance(v, int) and 320 <= v <= 8192 for v in ws):
            s.window_size = (ws[0], ws[1])
        wp = data.get("window_pos")
        if isinstance(wp, list) and len(wp) == 2 and all(isinstance(v, int) and -16384 <= v <= 16384 for v in wp):
            s.window_pos = (wp[0], wp[1])
        if isinstance(data.get("volume"), (int, float)) and 0 <= data["volume"] <= 1:
            s.volume = float(data["volume"])
        if isinstance(data.get("muted"), bool):
            s.muted = data["muted"]
        if isinstance(data.get("animation_speed"), (int, float)) and 0 <= data["animation_speed"] <= 4:
            s.animation_speed = float(data["animation_speed"])
        if isinstance(data.get("referee_overrule"), bool):
            s.referee_overrule = data["referee_overrule"]
        if isinstance(data.get("open_all_missions"), bool):
            s.open_all_missions = data["open_all_missions"]
        if isinstance(data.get("any_shuffle"), bool):
            s.any_shuffle = data["any_shuffle"]
        if data.get("network_listen") in NETWORK_LISTEN:
            s.network_listen = data["network_listen"]
        if isinstance(data.get("read_aloud"), bool):
            s.read_aloud = data["read_aloud"]
        if isinstance(data.get("text_size"), (int, float)) and not isinstance(data["text_size"], bool):
            if float(data["text_size"]) in TEXT_SIZES:
                s.text_size = float(data["text_size"])
        return s


def fitting_sizes(
    display: tuple[int, int] | None, sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES
) -> list[tuple[int, int]]:
    """The window sizes that fit on a display of size `display` (all of them when it is unknown);
    never empty: the smallest is kept so there is always a choice."""
    if display is None:
        return list(sizes)
    fit = [s for s in sizes if s[0] <= display[0] and s[1] <= display[1]]
    return fit or [min(sizes)]


def settings_path() -> Path:
    return data_dir() / SETTINGS


def load_settings() -> tuple[Settings, BrokenFile | None]:
    path = settings_path()
    try:
        data = read_json(path)
    except BrokenFile as broken:
        return Settings(lang=system_language()), broken
    if data is None:
        return Settings(lang=system_language()), None
    if not isinstance(data, dict):
        return Settings(lang=system_language()), check_broken(path, "settings are not a JSON object")
    return Settings.from_dict(data), None


def save_settings(settings: Settings) -> None:
    atomic_write_json(settings_path(), settings.to_dict())


SETTING_NAMES = tuple(f.name for f in fields(Settings))
