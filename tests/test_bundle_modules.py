"""The bundle's excludes, checked without building it (issue 34: the spec excluded asyncio, so the bundle's
network play died with `No module named 'asyncio'`; and Pillow, which only the colour check reaches, made
it 66.6 MiB).

A fresh Python stands in for the bundle: every module the spec excludes is made unimportable, then every
module of the program a player can reach is imported, with every module its code names (imports inside
functions too: the network's, the speech engine's), except those inside `try: ... except ImportError`
(optional by design). Any import that then fails on an excluded module is a bundle that breaks. The other
way: whatever third-party package only the developer tools reach (build/bundle_data.py DEV_ONLY_MODULES:
the colour check, the word-list builders) must be excluded, or PyInstaller carries it for nobody."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

from spec_run import run_spec

ROOT = Path(__file__).resolve().parent.parent

_PROBE = r"""
import ast, fnmatch, importlib, importlib.abc, json, pkgutil, sys

blocked, dev, which = json.loads(sys.argv[1]), json.loads(sys.argv[2]), sys.argv[3]


def covered(name, names):
    return any(name == b or name.startswith(b + ".") for b in names)


class Excluded(importlib.abc.MetaPathFinder):
    # as in the bundle, an excluded module is not there: no finder finds it
    def __init__(self, finder):
        self.finder = finder

    def find_spec(self, name, path=None, target=None):
        if covered(name, blocked):
            return None
        find = getattr(self.finder, "find_spec", None)
        return find(name, path, target) if find is not None else None

    def invalidate_caches(self):
        getattr(self.finder, "invalidate_caches", lambda: None)()


sys.meta_path[:] = [Excluded(f) for f in sys.meta_path]


def is_dev(name):
    return any(fnmatch.fnmatchcase(name, d) or name.startswith(d + ".") for d in dev)


def optional(node, parents):
    # an import inside `try:` whose handler takes ImportError: the program goes on without it
    for p in parents:
        if isinstance(p, ast.Try) and any(
            h.type is None or "ImportError" in ast.unparse(h.type) or "ModuleNotFoundError" in ast.unparse(h.type)
            for h in p.handlers
        ) and any(node is n for stmt in p.body for n in ast.walk(stmt)):
            return True
    return False


def named(path):
    tree = ast.parse(open(path, encoding="utf-8").read())
    out = []

    def walk(node, parents):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and not optional(node, parents):
            if isinstance(node, ast.Import):
                out.extend(a.name for a in node.names)
            elif node.level == 0 and node.module:
                out.append(node.module)
        for child in ast.iter_child_nodes(node):
            walk(child, [*parents, node])

    walk(tree, [])
    return out


import woods_desktop

modules = [m.name for m in pkgutil.walk_packages(woods_desktop.__path__, "woods_desktop.")]
modules = [m for m in modules if not m.endswith("__main__") and is_dev(m) == (which == "dev")]
errors = []
names = set()
for m in modules:
    try:
        mod = importlib.import_module(m)
    except ImportError as e:
        errors.append([m, e.name or str(e)])
        continue
    names.update(named(mod.__file__))
for n in sorted(names):
    if n.startswith("woods_desktop") and is_dev(n) != (which == "dev"):
        continue
    try:
        importlib.import_module(n)
    except ImportError as e:
        if e.name is not None and covered(e.name, blocked):
            errors.append([n, e.name])
print(json.dumps({"errors": errors, "reached": sorted({m.split(".")[0] for m in sys.modules})}))
"""


def _bundle_data():
    spec = importlib.util.spec_from_file_location("bundle_data", ROOT / "build" / "bundle_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def spec_excludes(monkeypatch) -> list[str]:
    """The `excludes` build/woods-desktop.spec hands PyInstaller's Analysis."""
    seen: dict = {}

    class Analysis:
        def __init__(self, scripts, datas, **kw):
            seen.update(kw)
            self.datas, self.pure, self.scripts, self.binaries = [], [], [], []

    run_spec(monkeypatch, Analysis)
    return list(seen["excludes"])


def probe(which: str, blocked: list[str]) -> dict:
    """What a fresh Python reaches importing the player's modules (`which` "player") or the developer tools'
    ("dev"), with `blocked` unimportable."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    dev = list(_bundle_data().DEV_ONLY_MODULES)
    args = [sys.executable, "-c", _PROBE, json.dumps(blocked), json.dumps(dev), which]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_spec_excludes_nothing_a_player_reaches(monkeypatch):
    excludes = spec_excludes(monkeypatch)
    found = probe("player", excludes)
    broken = [f"{importer} needs {missing}" for importer, missing in found["errors"]]
    assert broken == [], "the bundle would fail: " + "; ".join(broken)
    assert {"asyncio", "websockets", "pyttsx3"} <= set(found["reached"])  # the probe reaches the lazy imports


def test_the_spec_leaves_out_what_only_the_developer_tools_reach(monkeypatch):
    excludes = spec_excludes(monkeypatch)
    player = set(probe("player", excludes)["reached"])
    dev = set(probe("dev", [])["reached"])
    only_dev = {m for m in dev - player if m not in sys.stdlib_module_names and not m.startswith("_")}
    only_dev -= {"woods_desktop"}
    assert {"PIL", "daltonlens", "numpy"} <= only_dev  # the check has teeth: the colour check's own
    carried = sorted(m for m in only_dev if not any(m == e or m.startswith(e + ".") for e in excludes))
    assert carried == [], f"the bundle would carry what no player reaches: {carried}"


def test_the_probe_finds_an_excluded_module_the_network_needs(monkeypatch):
    """asyncio excluded (as it was): the probe says who needs it."""
    found = probe("player", [*spec_excludes(monkeypatch), "asyncio"])
    assert any(missing == "asyncio" or missing.startswith("asyncio.") for _importer, missing in found["errors"])
