"""Short sounds, loaded off the critical path; no audio device means silence.

`pygame.mixer.init()` can take 40-100 ms probing audio (DESIGN section 7), so
it runs in a background thread after the first frame. Any failure leaves the
player silent, never crashed.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from woods_desktop.data.assets import asset_path

SOUNDS = ("click", "card", "chime", "tick", "error")
# samples the device mixes at a time: 2048 (46 ms at 44.1 kHz) is late enough for a click nobody times,
# and the audio thread wakes a quarter as often as with pygame's 512 (measured: 0.3% of a core while the
# window waits for a person, 0.1% at 2048)
MIXER_BUFFER = 2048


class SoundPlayer:
    def __init__(self) -> None:
        self._sounds: dict[str, Any] = {}
        self._ready = False
        self._failed: str | None = None
        self.volume = 0.75
        self.muted = False
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._load, name="sound-init", daemon=True)
            self._thread.start()

    def _load(self) -> None:
        try:
            pygame.mixer.init(buffer=MIXER_BUFFER)
            for name in SOUNDS:
                path = asset_path("sounds", f"{name}.wav")
                if path.exists():
                    self._sounds[name] = pygame.mixer.Sound(str(path))
            self._ready = True
        except Exception as exc:  # no audio device, broken driver: play silently
            self._failed = f"{type(exc).__name__}: {exc}"

    @property
    def available(self) -> bool:
        return self._ready

    def play(self, name: str) -> None:
        if not self._ready or self.muted or self.volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except Exception:  # a device that vanished mid-game: stay silent
            self._ready = False
