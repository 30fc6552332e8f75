"""The host's dictionary on the words joined computers write: which word of an action it must judge, whether
it must load first, and its refusal, worded by the dictionary's own reason.

Kept apart from the host's game because a joined computer may run anything: its screen's own check is a
convenience, and this is the check that counts, the same judge a game at one computer asks. A game names
the word of an action in its definition (`extras["judged_word"]`); the host's own people and computers are
judged on this computer before they act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction

if TYPE_CHECKING:
    from woods_desktop.net.game import HostGame

JUDGE_WAIT_S = 60.0  # the longest a joined computer's word waits for the host's dictionary to load


def judged_word(game: HostGame, seat: int, action: Any) -> str | None:
    """The word in `action` the host's dictionary must judge: one a joined computer wrote (the host's own
    people and computers are judged on this computer before they act), else None."""
    pick = game.definition.extras.get("judged_word")
    if pick is None or seat not in game.remote_seats() or seat in game.stand_ins:
        return None
    word = pick(action)
    return word if isinstance(word, str) else None


def needs_dictionary(game: HostGame, seat: int, action: Any) -> bool:
    """The dictionary must load before `action` can be judged (the server waits for it off its loop)."""
    return judged_word(game, seat, action) is not None and not game.dictionary.ready()


def word_refusal(game: HostGame, seat: int, action: Any) -> IllegalAction | None:
    """The host's dictionary on a joined computer's word: its reason (key and params) when it refuses."""
    word = judged_word(game, seat, action)
    if word is None:
        return None
    game.dictionary.start()
    verdict = game.dictionary.verdict(word)
    if verdict is None and game.dictionary.wait(JUDGE_WAIT_S):
        verdict = game.dictionary.verdict(word)
    if verdict is None:
        game.note(f"seat {seat}: no dictionary to judge {word!r}: {game.dictionary.error!r}")
        return IllegalAction("net.err.no_dictionary")
    if verdict.valid:
        return None
    game.note(f"seat {seat}: the dictionary refuses {word!r}: {verdict.reason}")
    return IllegalAction(verdict.reason, **dict(verdict.params))


def load_dictionary(game: HostGame) -> None:
    """A game whose joined computers write words loads the judge ahead, so their first word waits not."""
    if "judged_word" in game.definition.extras and game.remote_seats():
        game.dictionary.start()
