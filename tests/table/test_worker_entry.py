"""The computers' process starts wherever the program runs: the bundle keeps multiprocessing, and the bundle's
executable runs the worker when it is started as one (freeze_support before anything else)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from spec_run import run_spec

ROOT = Path(__file__).resolve().parents[2]


def _spec_namespace(monkeypatch) -> dict:
    """build/woods-desktop.spec run with PyInstaller's build steps stubbed."""

    class Analysis:
        def __init__(self, scripts, datas, **kw):
            self.datas, self.binaries, self.pure, self.scripts = [], [], [], []

    return run_spec(monkeypatch, Analysis)


def test_the_bundle_keeps_multiprocessing_and_asyncio(monkeypatch):
    excludes = _spec_namespace(monkeypatch)["excludes"]
    kept = {"multiprocessing", "multiprocessing.connection", "multiprocessing.spawn", "_multiprocessing"}
    assert not kept & set(excludes)
    kept |= {"asyncio", "concurrent"}  # network play (websockets, zeroconf) runs on asyncio (issue 34 item 16)
    assert not kept & set(excludes)


def test_the_bundles_executable_runs_the_worker_before_anything_else(monkeypatch):
    import multiprocessing

    from woods_desktop import cli

    class Worker(SystemExit):
        pass

    def freeze_support() -> None:
        raise Worker(0)  # what it does in a bundle started as the worker: run it, then exit

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", freeze_support)
    monkeypatch.setattr(cli, "_play", lambda args: pytest.fail("the worker must not open the window"))
    with pytest.raises(Worker):
        cli.main([])
