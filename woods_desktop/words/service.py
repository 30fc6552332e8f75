"""The one judge the program shares, loaded in a background thread so a window never waits for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.words import verdict as V
from woods_desktop.words.background import Background

if TYPE_CHECKING:  # pragma: no cover
    from woods_desktop.words.judge import WordJudge


def _build_judge() -> "WordJudge":
    from woods_desktop.words.judge import WordJudge  # the judge imports this module: no cycle at import

    return WordJudge()


class DictionaryService:
    """The judge, loaded in a background thread on first use.

    `verdict()` never blocks: it answers None until the dictionary is ready
    (the word scene shows "checking..." meanwhile). `wait()` is for the CLI,
    bots and tests, which may block.
    """

    def __init__(self) -> None:
        self._loader: Background[WordJudge] = Background(_build_judge, "woods-dictionary")

    def start(self) -> None:
        self._loader.start()

    def request(self) -> None:
        """Same as start(): the first request starts loading."""
        self._loader.start()

    def ready(self) -> bool:
        return self._loader.ready()

    @property
    def error(self) -> BaseException | None:
        return self._loader.error

    def judge(self) -> "WordJudge | None":
        return self._loader.get()

    def verdict(self, word: str) -> V.Verdict | None:
        judge = self._loader.get()
        return None if judge is None else judge.verdict(word)

    def wait(self, timeout: float | None = None) -> bool:
        return self._loader.wait(timeout) is not None


_SHARED = DictionaryService()


def shared_service() -> DictionaryService:
    """The one service the whole program shares, so the dictionary loads once."""
    return _SHARED
