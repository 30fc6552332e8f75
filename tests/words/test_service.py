"""The dictionary loads in the background: the word scene never waits on it."""

from __future__ import annotations

import threading

from woods_desktop.words import verdict as V
from woods_desktop.words.background import Background
from woods_desktop.words.judge import DictionaryService, shared_service


def test_verdict_is_none_while_loading_and_never_blocks():
    release = threading.Event()
    built = []

    def slow():
        release.wait(10)
        built.append(1)
        return "judge"

    loader = Background(slow)
    assert loader.get() is None  # starts the load, returns at once
    assert not loader.ready()
    assert loader.get() is None
    release.set()
    assert loader.wait(10) == "judge"
    assert loader.ready() and loader.get() == "judge"
    assert built == [1]  # built once, however often asked


def test_a_failed_load_is_reported_not_raised():
    def broken():
        raise RuntimeError("no dictionary")

    loader = Background(broken)
    assert loader.wait(10) is None
    assert not loader.ready()
    assert isinstance(loader.error, RuntimeError)
    assert loader.get() is None


def test_the_service_answers_after_the_first_request():
    service = DictionaryService()
    assert not service.ready()
    service.request()
    assert service.wait(30)
    assert service.ready()
    v = service.verdict("ёлка")
    assert v is not None and v.valid and v.reason == V.OK
    assert service.verdict("МОСКВА").reason == V.PROPER
    assert service.judge() is service.judge()


def test_the_program_shares_one_service():
    assert shared_service() is shared_service()
