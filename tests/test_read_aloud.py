"""Reading aloud (issue #20): off by default, the Wolf's task card spoken once as it comes up, the guided
steps' `speak(text)`, and a computer without a speech engine told so in a disabled settings row. A fake
engine stands in for pyttsx3: nothing here depends on real audio."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from woods_desktop.app import speech
from woods_desktop.app.settings import Settings
from woods_desktop.games.wolf import bench_table


class FakeEngine:
    """pyttsx3's engine as far as app/speech.py uses it; `runAndWait` takes as long as `seconds`."""

    def __init__(self, seconds: float = 0.0) -> None:
        self.said: list[str] = []
        self.voice = None
        self.seconds = seconds
        self.thread: str | None = None
        self.word = None
        self.stopped = threading.Event()
        self.gate: threading.Event | None = None  # set up: speaking waits until it opens (a long sentence)
        self.durations: dict[str, float] = {}  # how long a text speaks, when not `seconds`

    def connect(self, name, fn):
        self.word = fn

    def getProperty(self, name):
        assert name == "voices"

        class V:
            def __init__(self, vid, langs):
                self.id, self.languages = vid, langs

        return [V("gmw/en-029", ["en-029"]), V("gmw/en", ["en-gb"]), V("zle/ru", ["ru"]), V("zle/ru-lv", ["ru-lv"])]

    def setProperty(self, name, value):
        self.voice = value

    def say(self, text):
        self.said.append(text)
        self.thread = threading.current_thread().name

    def runAndWait(self):
        if self.gate is not None:
            self.gate.wait(10)
        end = time.monotonic() + self.durations.get(self.said[-1] if self.said else "", self.seconds)
        self.stopped.clear()
        while time.monotonic() < end and not self.stopped.is_set():
            if self.word is not None:
                self.word("word", 0, 1)
            time.sleep(0.005)

    def stop(self):
        self.stopped.set()


@pytest.fixture
def fake():
    """A Speech with a fake engine made the one `speak` and the App use, the real one put back after."""
    engine = FakeEngine()
    s = speech.Speech(lambda: engine)
    old = speech.use(s)
    yield s, engine
    speech.use(old)


def _no_engine():
    raise RuntimeError("no speech engine")


def _wolf_task(app):
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("wolf", **bench_table.positions()["task"](app, 1))
    for _ in range(3):
        app.step(0.05)
        app.render()
    return app.scene


def test_reading_aloud_is_off_by_default_and_speaks_nothing(headless_app, fake):
    s, engine = fake
    assert Settings().read_aloud is False and Settings.from_dict({}).read_aloud is False
    app = headless_app()
    scene = _wolf_task(app)
    assert scene.zone("task").card is not None
    speech.speak("a guided step")
    s.wait_idle(2)
    assert engine.said == [] and s.spoken == []


def test_with_reading_aloud_on_a_task_card_is_spoken_exactly_once_off_the_window_thread(headless_app, fake):
    s, engine = fake
    app = headless_app()
    app.settings.read_aloud = True
    app.sync_speech()
    scene = _wolf_task(app)
    card = scene.zone("task").card
    assert card is not None
    for _ in range(5):  # more refreshes and frames of the same card: no second reading
        scene.refresh()
        app.step(0.05)
        app.render()
    assert s.wait_idle(3)
    assert engine.said == [f"{card.ribbon}. {card.text}"]
    assert engine.thread == "speech" and engine.thread != threading.current_thread().name
    assert engine.voice == "gmw/en"  # the window's language picks the engine's voice


def test_the_card_is_read_in_the_windows_language(headless_app, fake):
    s, engine = fake
    app = headless_app(lang="ru")
    app.settings.read_aloud = True
    scene = _wolf_task(app)
    assert s.wait_idle(3)
    card = scene.zone("task").card
    assert engine.said == [f"{card.ribbon}. {card.text}"] and engine.voice == "zle/ru"


def test_a_newer_text_replaces_an_older_one(fake):
    s, engine = fake
    engine.durations = {"one": 60.0}  # the first would speak for a minute: only its stop lets speech go idle
    s.enabled = True
    s.say("one")
    deadline = time.monotonic() + 2
    while engine.said != ["one"] and time.monotonic() < deadline:
        time.sleep(0.005)
    s.say("two")
    s.say("three")  # "two" never got to the engine: "three" took its place
    assert s.wait_idle(5), "the newer text waited for the older one to end"
    assert engine.said == ["one", "three"]


def test_say_never_blocks_the_caller(fake):
    """Twenty sentences asked while the engine is still speaking the first: every call returns (the
    window's thread never waits for speech). No clock: the engine speaks until the test lets it stop."""
    s, engine = fake
    engine.gate = threading.Event()
    s.enabled = True
    caller = threading.Thread(target=lambda: [s.say(f"step {i}") for i in range(20)])
    caller.start()
    caller.join(10)
    speaking = not engine.gate.is_set()
    engine.gate.set()
    assert not caller.is_alive() and speaking
    s.wait_idle(5)


def test_pick_voice_prefers_the_plain_voice_of_the_language():
    v = FakeEngine().getProperty("voices")
    assert speech.pick_voice(v, "en").id == "gmw/en"
    assert speech.pick_voice(v, "ru").id == "zle/ru"
    assert speech.pick_voice(v, "de") is None


def _settings_row(app):
    app.reset_to("menu")
    app.push("settings")
    scene = app.scene
    for _ in range(50):  # the engine is looked for off the window's thread
        app.step(0.02)
        if scene._speech_known is not None:
            break
        time.sleep(0.02)
    app.render()
    return scene, dict(scene.rows)["settings.read_aloud"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_without_a_speech_engine_the_row_says_so_and_is_disabled(headless_app, shot, lang):
    s = speech.Speech(_no_engine)
    old = speech.use(s)
    try:
        app = headless_app(lang=lang)
        scene, row = _settings_row(app)
        assert s.available() is False
        assert row.enabled is False and row.labels == [app.t("settings.no_speech")]
        shot(app, f"settings-no-speech-engine-{lang}")
        assert row not in [w for w in scene.focus.widgets if w.enabled]
        before = app.settings.to_dict()
        row.step(1)  # a click or a key on it changes nothing
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.rect.center))
        assert app.settings.to_dict() == before
        app.settings.read_aloud = True  # and even a saved "on" speaks nothing, never raises
        app.read_aloud("hello")
        assert s.spoken == []
    finally:
        speech.use(old)


def test_with_an_engine_the_row_turns_reading_aloud_on_and_off(headless_app, fake):
    s, engine = fake
    app = headless_app()
    scene, row = _settings_row(app)
    assert row.enabled and row.value is False and row.labels == [app.t("common.state_off"), app.t("common.state_on")]
    row.step(1)
    assert app.settings.read_aloud is True and s.enabled is True
    assert s.wait_idle(2) and engine.said == [app.t("speech.turned_on")]  # said at once: the player hears it works
    speech.speak("the first guided step")
    assert s.wait_idle(2) and engine.said == [app.t("speech.turned_on"), "the first guided step"]
    row.step(1)
    assert app.settings.read_aloud is False and s.enabled is False


# --- an engine that speaks but makes no sound (issue 34: espeak-ng without `aplay`) ----------------------


class SoundlessEngine(FakeEngine):
    """An engine that exists and takes every text, but whose every utterance makes no sound: espeak-ng on a
    computer without an audio player."""

    def runAndWait(self):
        super().runAndWait()
        raise speech.SpeechFailed(speech.NO_PLAYER)


@pytest.fixture
def soundless():
    engine = SoundlessEngine()
    s = speech.Speech(lambda: engine)
    old = speech.use(s)
    yield s, engine
    speech.use(old)


def _click(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 10, pos[1] - 10), rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(10, 10), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _frames(app, n=3):
    for _ in range(n):
        app.step(0.05)
        app.render()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_that_makes_no_sound_says_why_on_the_card_and_in_settings(headless_app, soundless, shot, lang):
    from woods_desktop.games.wolf.items import AGAIN

    s, engine = soundless
    app = headless_app(lang=lang)
    app.settings.read_aloud = True
    scene = _wolf_task(app)
    assert s.wait_idle(3) and s.trouble == speech.NO_PLAYER
    _frames(app)
    zone = scene.zone("task")
    why = app.t("speech.trouble.no_player")
    assert zone.voice is not None and zone.voice.line == why and zone.voice.trouble
    shot(app, f"wolf-card-no-audio-player-{lang}")
    # "Read again" is on the card, and a click on it hands the card to the engine once more
    again = zone.item(AGAIN)
    assert again is not None and zone.rect.contains(again.rect)
    text = engine.said[0]
    app.toasts.clear()
    _click(app, again.rect.center)
    assert s.wait_idle(3) and engine.said == [text, text]
    # answered, not refused: the play-through heard "That cannot be used now." and saw the table shake; and
    # seen: the click changed nothing on the screen while the card's line already said why (the play-tester's
    # "Read again does nothing"), so a toast says it again
    assert [t.text for t in app.toasts if t.kind == "error"] == [why] and not scene.shake
    # Settings says it under the sheet, while reading aloud stays on
    app.push("settings")
    _frames(app)
    assert app.scene.read_aloud_trouble() == why and app.scene._trouble_drawn == why
    shot(app, f"settings-no-audio-player-{lang}")


def test_the_card_shows_it_is_being_read_and_then_that_it_was(headless_app, fake):
    s, engine = fake
    engine.gate = threading.Event()  # the engine speaks until the test lets it end
    app = headless_app()
    app.settings.read_aloud = True
    scene = _wolf_task(app)
    zone = scene.zone("task")
    deadline = time.monotonic() + 3
    while not engine.said and time.monotonic() < deadline:
        time.sleep(0.005)
    _frames(app)
    assert zone.voice is not None and zone.voice.line == app.t("speech.reading")
    engine.gate.set()
    assert s.wait_idle(3)
    _frames(app)
    assert zone.voice is not None and zone.voice.line == "" and s.trouble is None


def test_with_reading_aloud_off_the_card_has_no_read_again(headless_app, fake):
    from woods_desktop.games.wolf.items import AGAIN

    app = headless_app()
    scene = _wolf_task(app)
    assert scene.zone("task").voice is None and scene.zone("task").item(AGAIN) is None


def test_turning_reading_aloud_on_in_settings_says_so_or_shows_why_it_cannot(headless_app, soundless):
    s, engine = soundless
    app = headless_app()
    scene, row = _settings_row(app)
    assert row.enabled and app.settings.read_aloud is False
    _click(app, (row.rect.right - row.rect.h // 2, row.rect.centery))  # the row's right arrow: On
    assert app.settings.read_aloud is True
    assert s.wait_idle(3) and engine.said == [app.t("speech.turned_on")]
    _frames(app)
    assert scene._trouble_drawn == app.t("speech.trouble.no_player")


class _Writer:
    """pyttsx3's engine as FilePlayback uses it: it writes the text's sound to the file it is given."""

    def __init__(self):
        self.files: list[str] = []
        self.stopped = False

    def save_to_file(self, text, path):
        self.files.append(path)

    def runAndWait(self):
        with open(self.files[-1], "wb") as f:
            f.write(b"RIFF")

    def stop(self):
        self.stopped = True


def test_file_playback_hears_a_missing_or_failing_player():
    writer = _Writer()
    missing = speech.FilePlayback(writer, which=lambda name: None)
    missing.say("hello")
    with pytest.raises(speech.SpeechFailed) as e:
        missing.runAndWait()
    assert e.value.reason == speech.NO_PLAYER and writer.files == []  # nothing made for nobody to play
    failing = speech.FilePlayback(writer, players=[("false",)])
    failing.say("hello")
    with pytest.raises(speech.SpeechFailed) as e:
        failing.runAndWait()
    assert e.value.reason == speech.PLAYER_FAILED
    playing = speech.FilePlayback(writer, players=[("true",)])
    playing.say("hello")
    playing.runAndWait()
    import os

    assert len(writer.files) == 2 and not any(os.path.exists(f) for f in writer.files)  # no sound file left behind


def test_the_speech_engine_starts_only_when_reading_aloud_is_on():
    """Issue 34: the engine (a thread and 5 MiB) started at every launch though reading aloud is off by
    default. A window's start-up with it off starts nothing; with it on, the engine is made at once."""
    from woods_desktop.app.app import App

    made: list[int] = []
    s = speech.Speech(lambda: made.append(1) or FakeEngine())
    old = speech.use(s)
    try:
        App(settings=Settings(lang="en"))  # the window's own start-up (not an off-screen app)
        assert s._thread is None and made == []
        App(settings=Settings(lang="en", read_aloud=True))
        assert s.wait_known(2) is True and made == [1]
    finally:
        speech.use(old)
