"""Every test runs without a display or audio device, with a private data folder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Per-user files go to a fresh folder, never the developer's real one."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("WOODS_DESKTOP_HOME", str(home))
    return home


class _SilentEngine:
    """pyttsx3's engine as app/speech.py uses it, saying nothing."""

    def connect(self, name, fn):
        pass

    def getProperty(self, name):
        return []

    def setProperty(self, name, value):
        pass

    def say(self, text):
        pass

    def runAndWait(self):
        pass

    def stop(self):
        pass


_SILENT = None


@pytest.fixture(autouse=True)
def silent_speech():
    """Reading aloud never reaches the computer's real speech engine in a test (tests/test_read_aloud.py
    puts in its own fakes): a silent engine stands in, the same one for every test."""
    global _SILENT
    from woods_desktop.app import speech

    if _SILENT is None:
        _SILENT = speech.Speech(_SilentEngine)
    old = speech.use(_SILENT)
    yield _SILENT
    speech.use(old)


@pytest.fixture
def headless_app():
    """A factory for off-screen apps; each is torn down after the test."""
    from woods_desktop.cli import make_headless_app

    made = []

    def make(size=(1280, 720), lang="en", text_size=1.0):
        app = make_headless_app(size, lang, text_size)
        made.append(app)
        return app

    yield make
    for app in made:
        while app.stack:
            app.stack.pop().exit()


@pytest.fixture
def shot():
    """`shot(app, name)` keeps the app's frame as WOODS_SHOTS/<name>.png when that folder is set, and does
    nothing otherwise: a defect's test takes the picture at the moment it checks the fix, so
    `WOODS_SHOTS=/tmp/shots pytest -k defect` shows every fixed defect as a player sees it."""
    from pathlib import Path

    folder = os.environ.get("WOODS_SHOTS")

    def take(app, name: str) -> None:
        if not folder:
            return
        import pygame

        Path(folder).mkdir(parents=True, exist_ok=True)
        w, h = app.size
        pygame.image.save(app.render(), str(Path(folder) / f"{name}-{w}x{h}-{app.settings.lang}.png"))

    return take
