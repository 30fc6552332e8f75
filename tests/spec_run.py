"""build/woods-desktop.spec run with PyInstaller's build steps stubbed, for tests that read what it asks for."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent


def run_spec(monkeypatch: Any, analysis: type, collect: Callable[..., None] | None = None) -> dict[str, Any]:
    """The spec's namespace after running it with `analysis` standing for PyInstaller's Analysis."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda *a, **k: []  # type: ignore[attr-defined]
    hooks.collect_submodules = lambda *a, **k: []  # type: ignore[attr-defined]
    hooks.copy_metadata = lambda *a, **k: []  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, sys.modules.get(name) or types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts the checkout on it
    namespace: dict[str, Any] = {
        "SPECPATH": str(ROOT / "build"),
        "Analysis": analysis,
        "PYZ": lambda *a, **k: None,
        "EXE": lambda *a, **k: None,
        "COLLECT": collect or (lambda *a, **k: None),
    }
    spec = ROOT / "build" / "woods-desktop.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return namespace
