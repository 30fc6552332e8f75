"""The computers' own process: the side of `runner` that runs in the child.

It imports nothing but the standard library; the bots it receives bring their
own modules (bots and rules, never pygame). It keeps every bot it is sent
(one per session and seat, so a bot's random choices go on from one decision
to the next exactly as they would in the window's process) until the window
says it is gone.

Messages are pickled tuples, one per `send_bytes`, whose payloads are pickled
on their own (a bot or a view that does not unpickle here fails its decision,
not the worker): ("bot", token, bot bytes), ("forget", token), ("think",
request, token, (view, legal) bytes), ("prepare", tasks bytes: functions the
worker calls before its next decision, such as loading a word index), ("drop",
request: the window no longer wants it), and an empty message to stop. Answers:
(request, cpu_seconds, "ok", action), (request, cpu_seconds, "error", exception)
or (request, 0, "dropped", None) for a decision skipped.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import time
import traceback
from collections import deque
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from woods_desktop.core.hint import Thinker


def _failure(exc: BaseException) -> BaseException:
    """The exception as the window can receive it, with the worker's traceback as a note."""
    note = "in the computers' process:\n" + "".join(traceback.format_exception(exc)).rstrip()
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # an exception that does not travel: its type and words do
        exc = RuntimeError(f"{type(exc).__name__}: {exc}")
    add_note = getattr(exc, "add_note", None)  # Python 3.11 on
    if add_note is not None:
        add_note(note)
    return exc


class _Unreadable:
    """A bot that did not unpickle here: each of its decisions fails with the reason."""

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc

    def choose(self, view: object, legal: list[object]) -> object:
        raise self.exc


def _load_bot(blob: bytes) -> Thinker:
    try:
        bot: Thinker = pickle.loads(blob)  # what the window pickled: a thinker (`runner.ComputerRunner.start`)
    except Exception as exc:
        return _Unreadable(exc)
    return bot


def _prepare(blob: bytes) -> None:
    """Run the window's preparations; one that fails shows again in the decision that needs it."""
    try:
        tasks = pickle.loads(blob)
    except Exception:
        return
    for task in tasks:
        try:
            task()
        except Exception:
            continue


def _think(bots: dict[int, Thinker], token: int, blob: bytes) -> tuple[str, object]:
    try:
        view, legal = pickle.loads(blob)
        return "ok", bots[token].choose(view, legal)
    except BaseException as exc:  # reported to the window, which names it instead of freezing
        return "error", _failure(exc)


NICE = 10  # how much lower than the window the computers run (POSIX niceness)


def lower_priority() -> None:
    """Think at a lower priority than the window: on a busy machine the window's wake-ups come first."""
    try:
        if sys.platform == "win32":
            import ctypes

            below_normal = 0x4000
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
        elif hasattr(os, "nice"):
            os.nice(NICE)
    except (OSError, AttributeError):  # not allowed here: think at the window's priority
        pass


def serve(requests: Connection, answers: Connection) -> None:
    """The worker's loop: one decision at a time, until the window stops it or goes away. Every message
    already waiting is read before a decision starts, so a decision the window has dropped since it asked
    (after undo, a new game, a hint asked again) is skipped, not thought about."""
    if hasattr(signal, "SIGINT"):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the window's to handle; it stops us
    lower_priority()
    bots: dict[int, Thinker] = {}
    waiting: deque[tuple[Any, ...]] = deque()  # messages as unpickled off the pipe: (kind, ...)
    dropped: set[int] = set()
    while True:
        try:
            while not waiting or requests.poll():
                data = requests.recv_bytes()
                if not data:
                    return
                message = pickle.loads(data)
                if message[0] == "drop":
                    dropped.add(message[1])
                else:
                    waiting.append(message)
        except (EOFError, OSError):  # the window is gone
            return
        message = waiting.popleft()
        kind = message[0]
        if kind == "bot":
            bots[message[1]] = _load_bot(message[2])
        elif kind == "forget":
            bots.pop(message[1], None)
        elif kind == "prepare":
            _prepare(message[1])
        elif kind == "think":
            _, request, token, blob = message
            if request in dropped:
                dropped.discard(request)
                status, value, cpu = "dropped", None, 0.0
            else:
                cpu0 = time.thread_time()
                status, value = _think(bots, token, blob)
                cpu = time.thread_time() - cpu0
            try:
                answer = pickle.dumps((request, cpu, status, value))
            except Exception as exc:  # an action that does not pickle
                answer = pickle.dumps((request, cpu, "error", _failure(exc)))
            try:
                answers.send_bytes(answer)
            except (EOFError, OSError):
                return
