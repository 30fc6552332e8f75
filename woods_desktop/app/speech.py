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

The guided games call `speak(text)` for each step; the Wolf's table speaks each task card as it comes up.
The App keeps `SPEECH.enabled` and `SPEECH.lang` in step with the settings.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Sequence

EngineFactory = Callable[[], Any]
UNKNOWN, READY, MISSING = "unknown", "ready", "missing"


def pyttsx3_engine() -> Any:
    """The system's speech engine (raises when there is none)."""
    import pyttsx3

    return pyttsx3.init()


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
            self._pending = text
            self._cond.notify_all()

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
            try:
                self._choose_voice(engine, lang)
                self.spoken.append(text)
                engine.say(text)
                engine.runAndWait()
            except Exception:
                pass  # an engine that fails on one text is tried again on the next; the window never hears of it
            finally:
                with self._cond:
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
