"""Reading aloud (off by default): the Wolf's task cards and the guided steps spoken by the computer's own
speech engine through pyttsx3 (SAPI5 on Windows, NSSpeechSynthesizer on macOS, espeak-ng on Linux), for
children who cannot read yet.

Why a thread: an engine's `runAndWait` blocks for as long as the words last, and the window must never miss
a frame, so one background thread owns the engine (pyttsx3 engines are not safe to share between threads)
and speaks one utterance at a time. A newer text replaces an older one still waiting, and stops the one being
spoken where the engine allows it (from its own word callback, the one place pyttsx3 lets it stop).

Where no engine exists (no pyttsx3, or it cannot start: no espeak-ng, no SAPI5) `available()` says so, the
settings row says "no speech engine on this computer" and is disabled, and nothing else changes: `speak`
does nothing, and nothing here ever raises into the window.

An engine that exists may still fail to make a sound: pyttsx3's espeak driver hands its sound to `aplay`
through the shell and never hears that there is no `aplay` (it printed `sh: aplay: not found` for every
card, and the setting stayed On with nothing said). So on Linux the engine only writes the sound to a file
and `FilePlayback` plays it, hearing the player's answer; an utterance that fails is kept in `trouble` (a
reason: "no_player", "player_failed", "failed") until one succeeds, and Settings and the Wolf's task card
say it. `reading()` says an utterance is waiting or being spoken, and `again()` says the last text again.

The guided games call `speak(text)` for each step; the Wolf's table speaks each task card as it comes up.
The App keeps `SPEECH.enabled` and `SPEECH.lang` in step with the settings.
"""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, Any, Callable, Sequence

if TYPE_CHECKING:
    import subprocess

EngineFactory = Callable[[], Any]
UNKNOWN, READY, MISSING = "unknown", "ready", "missing"
NO_PLAYER, PLAYER_FAILED, FAILED = "no_player", "player_failed", "failed"  # why an utterance made no sound
# The sound players FilePlayback tries, in order: ALSA's, PulseAudio's, PipeWire's (each plays a WAV file).
PLAYERS: tuple[tuple[str, ...], ...] = (("aplay", "-q"), ("paplay",), ("pw-play",))


class SpeechFailed(Exception):
    """An utterance made no sound; `reason` is one of NO_PLAYER, PLAYER_FAILED, FAILED."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def pyttsx3_engine() -> Any:
    """The system's speech engine (raises when there is none); on Linux wrapped in `FilePlayback`, which
    plays the sound itself so that a missing or failing player is heard of."""
    import pyttsx3

    engine = pyttsx3.init()
    if sys.platform.startswith("linux") and hasattr(engine, "save_to_file"):
        return FilePlayback(engine)
    return engine


def _quiet(*args: Any, **kwargs: Any) -> None:
    """Stands in for `print` in pyttsx3's espeak driver, which prints "Audio saved to ..." for each file."""


class FilePlayback:
    """pyttsx3's engine, as far as `Speech` uses it, that writes each utterance to a WAV file with the engine
    and plays the file with the first sound player found (`PLAYERS`), raising `SpeechFailed` when there is
    none or it fails: the espeak driver's own playback (`os.system("aplay ...")`) cannot fail audibly.
    `which` and `run` are the system's (tests pass their own)."""

    def __init__(
        self,
        engine: Any,
        players: Sequence[Sequence[str]] = PLAYERS,
        which: Callable[[str], str | None] | None = None,
    ) -> None:
        import shutil  # here, not at the top: the window's first frame never needs it

        self.engine = engine
        self.players = players
        self.which = which or shutil.which
        self._text = ""
        self._stopped = False
        self._player: subprocess.Popen[bytes] | None = None
        driver = sys.modules.get("pyttsx3.drivers.espeak")
        if driver is not None:
            driver.print = _quiet  # type: ignore[attr-defined]  # its "Audio saved to" line, per card

    def connect(self, name: str, fn: Callable[..., Any]) -> Any:
        return self.engine.connect(name, fn)

    def getProperty(self, name: str) -> Any:
        return self.engine.getProperty(name)

    def setProperty(self, name: str, value: Any) -> None:
        self.engine.setProperty(name, value)

    def say(self, text: str) -> None:
        self._text = text

    def runAndWait(self) -> None:
        """Write the text's sound to a file, then play it; raises SpeechFailed when no sound came out."""
        import os
        import subprocess
        import tempfile

        self._stopped = False
        player = next(([found, *p[1:]] for p in self.players if (found := self.which(p[0]))), None)
        if player is None:
            raise SpeechFailed(NO_PLAYER)
        fd, path = tempfile.mkstemp(prefix="woods-speech-", suffix=".wav")
        os.close(fd)
        try:
            self.engine.save_to_file(self._text, path)
            self.engine.runAndWait()
            if self._stopped:
                return
            self._player = subprocess.Popen([*player, path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            _, err = self._player.communicate()
            if self._player.returncode != 0 and not self._stopped:
                raise SpeechFailed(PLAYER_FAILED, err.decode("utf-8", "replace").strip())
        except OSError as e:
            raise SpeechFailed(PLAYER_FAILED, str(e)) from e
        finally:
            self._player = None
            try:
                os.remove(path)
            except OSError:
                pass

    def stop(self) -> None:
        """Stop the words being made, or the sound being played."""
        self._stopped = True
        self.engine.stop()
        player = self._player
        if player is not None and player.poll() is None:
            player.terminate()


def pick_voice(voices: Sequence[Any], lang: str) -> Any | None:
    """The engine's voice for the UI language: one whose language is exactly `lang` first, then the plain
    voice of that language (espeak's "gmw/en"), then any regional one ("en-gb"); None when it has none."""
    best, best_score = None, 0
    for voice in voices:
        codes = []
        for code in getattr(voice, "languages", None) or ():
            if isinstance(code, bytes):
                code = code.decode("ascii", "ignore").lstrip("\x00\x01\x02\x03\x04\x05")
            codes.append(str(code).lower().replace("_", "-"))
        vid = str(getattr(voice, "id", "")).lower()
        score = 0
        if lang in codes:
            score = 4
        elif vid.endswith("/" + lang) or vid == lang:
            score = 3
        elif any(c.startswith(lang + "-") for c in codes):
            score = 2
        elif vid.split("/")[-1].startswith(lang + "-") or f"\\{lang}" in vid:
            score = 1
        if score > best_score:
            best, best_score = voice, score
    return best


class Speech:
    """One utterance at a time, on a background thread; `factory` makes the engine (tests pass a fake)."""

    def __init__(self, factory: EngineFactory = pyttsx3_engine) -> None:
        self.enabled = False
        self.lang = "en"
        self._factory = factory
        self._cond = threading.Condition()
        self._pending: str | None = None
        self._speaking = False
        self._state = UNKNOWN
        self._thread: threading.Thread | None = None
        self._engine: Any = None
        self._voice_lang: str | None = None
        self._last = ""
        self.trouble: str | None = None  # why the last utterance made no sound (NO_PLAYER, ...); None: it did
        self.spoken: list[str] = []  # every text handed to the engine, in order (tests read it)

    # -- what the window asks ----------------------------------------------------------------------------
    def available(self) -> bool | None:
        """Whether a speech engine works on this computer: None while it is still being found out (the
        check starts on the first question, off the window's thread)."""
        self._start()
        with self._cond:
            return None if self._state == UNKNOWN else self._state == READY

    def say(self, text: str) -> None:
        """Speak `text` when reading aloud is on (else nothing); replaces whatever is waiting or speaking."""
        text = " ".join(text.split())
        if not self.enabled or not text:
            return
        self._start()
        with self._cond:
            if self._state == MISSING:
                return
            self._pending = self._last = text
            self._cond.notify_all()

    def again(self) -> None:
        """Say the last text asked for once more (the task card's "Read again")."""
        if self._last:
            self.say(self._last)

    def reading(self) -> bool:
        """Whether a text waits or is being spoken now (the card says "Reading aloud…")."""
        with self._cond:
            return self._pending is not None or self._speaking

    def wait_known(self, timeout: float = 2.0) -> bool | None:
        """Wait (at most `timeout` seconds) until whether an engine works is known; then `available()`."""
        self._start()
        with self._cond:
            self._cond.wait_for(lambda: self._state != UNKNOWN, timeout)
        return self.available()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until nothing waits or is spoken (tests); False when `timeout` seconds pass first."""
        with self._cond:
            return self._cond.wait_for(
                lambda: self._state != UNKNOWN and self._pending is None and not self._speaking, timeout
            )

    # -- the thread ---------------------------------------------------------------------------------------
    def _start(self) -> None:
        with self._cond:
            if self._thread is not None:
                return
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            engine = self._factory()
        except Exception:  # no pyttsx3, no espeak-ng, no SAPI5: reading aloud cannot be had here
            engine = None
        with self._cond:
            self._state = READY if engine is not None else MISSING
            self._engine = engine
            if engine is None:
                self._pending = None
            self._cond.notify_all()
        if engine is None:
            return
        try:
            engine.connect("started-word", self._on_word)
        except Exception:
            pass  # an engine without callbacks still speaks; a newer text then waits for the older to end
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None)
                text, self._pending, self._speaking = self._pending or "", None, True
                lang = self.lang
            trouble: str | None = None
            try:
                self._choose_voice(engine, lang)
                self.spoken.append(text)
                engine.say(text)
                engine.runAndWait()
            except SpeechFailed as e:
                trouble = e.reason
            except Exception:
                trouble = FAILED  # tried again on the next text; the window says it, never raises
            finally:
                with self._cond:
                    self.trouble = trouble
                    self._speaking = False
                    self._cond.notify_all()

    def _on_word(self, *args: Any, **kwargs: Any) -> None:
        """Called by the engine between words: a newer text waiting stops this one."""
        if self._pending is not None and self._engine is not None:
            try:
                self._engine.stop()
            except Exception:
                pass

    def _choose_voice(self, engine: Any, lang: str) -> None:
        if lang == self._voice_lang:
            return
        self._voice_lang = lang
        voice = pick_voice(engine.getProperty("voices") or (), lang)
        if voice is not None:
            engine.setProperty("voice", voice.id)


SPEECH = Speech()


def speak(text: str) -> None:
    """Read `text` aloud when the player turned reading aloud on (the guided games' steps, the Wolf's task
    cards); does nothing otherwise, or where the computer has no speech engine. Never blocks."""
    SPEECH.say(text)


def use(speech: Speech) -> Speech:
    """Make `speech` the one `speak` uses (tests inject a fake engine this way); returns the old one."""
    global SPEECH
    old, SPEECH = SPEECH, speech
    return old
