"""Which of Babel's data files the bundle carries: those the program's languages read, nothing else.

Babel ships CLDR data for every locale (about 35 MiB in 1,100 files); the
program asks it only for the plural rule of each language it has strings for
(woods_desktop/data/strings.py). The languages are the string tables in
assets/strings/*.yaml, so a new table brings its locale data into the bundle
without anyone editing the spec. Which files a language needs (its own, the
CLDR parents it inherits from, root, the global table) is not worked out here:
a fresh Python runs the program's own plural code for every language and
records the Babel data files it opens.

woods-desktop.spec calls `keep_datas`; tests/test_bundle.py checks it without
building a bundle.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path, PurePath
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# Files that are not data Babel reads but travel with it: the CLDR licence.
BABEL_KEEP_ALWAYS = frozenset({"locale-data/LICENSE.unicode"})

_PROBE = r"""
import importlib.util, json, os, sys

base = os.path.realpath(importlib.util.find_spec("babel").submodule_search_locations[0])
seen = set()


def hook(event, args):
    if event == "open" and isinstance(args[0], (str, bytes, os.PathLike)):
        path = os.path.realpath(os.fsdecode(args[0]))
        if path.startswith(base + os.sep) and path.endswith(".dat"):
            seen.add(os.path.relpath(path, base).replace(os.sep, "/"))


sys.addaudithook(hook)
from woods_desktop.data.strings import plural_category, plural_forms

for lang in sys.argv[1:]:
    plural_forms(lang)
    for n in (0, 1, 2, 5, 21, 1.5):
        plural_category(lang, n)
print(json.dumps(sorted(seen)))
"""


def app_languages(root: Path = ROOT) -> tuple[str, ...]:
    """The languages the program has strings for: one assets/strings/<lang>.yaml each."""
    return tuple(sorted(p.stem for p in (root / "assets" / "strings").glob("*.yaml")))


def babel_files_read(languages: Sequence[str], root: Path = ROOT) -> frozenset[str]:
    """The Babel data files (relative to the babel package, '/'-separated) the program opens for these languages."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]))
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE, *languages], cwd=root, env=env, capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        raise RuntimeError(f"probing Babel's data for {list(languages)} failed:\n{proc.stderr}")
    return frozenset(json.loads(proc.stdout))


def babel_relative(dest: str) -> str | None:
    """'locale-data/ru.dat' for a bundle destination 'babel/locale-data/ru.dat'; None outside babel/."""
    parts = PurePath(dest.replace("\\", "/")).parts
    if len(parts) < 2 or parts[0] != "babel":
        return None
    return "/".join(parts[1:])


def keep_datas(datas: Iterable[Any], languages: Sequence[str] | None = None, root: Path = ROOT) -> list[Any]:
    """PyInstaller's data entries (dest, src, typecode) without the Babel data files the program never reads.

    Babel's code files and anything outside babel/ pass untouched; of its .dat
    files only those the probe saw opened stay.
    """
    keep = babel_files_read(app_languages(root) if languages is None else languages, root) | BABEL_KEEP_ALWAYS
    out = []
    for entry in datas:
        rel = babel_relative(entry[0])
        if rel is None or not (rel.endswith(".dat") or rel.startswith("locale-data/")) or rel in keep:
            out.append(entry)
    return out


# The X client libraries: app/window.py asks the X server for the window's real size through the
# system's libX11 (the one SDL itself opens), so PyInstaller's ctypes scan picks it and its helpers
# up (about 1.5 MB). They must come from the system the X server runs on, never from the bundle.
X_LIBRARIES = ("libX11.so", "libX11-xcb.so", "libXau.so", "libXdmcp.so", "libxcb.so", "libbsd.so", "libmd.so")
# Libraries every system that can run the bundle has (7.6 MB of the bundle, issue 34: network play brought
# OpenSSL back): the C++ runtime, which manylinux wheels such as pygame-ce's never carry (only its MIDI
# synthesizer, fluidsynth, needs it), and OpenSSL 3 (websockets imports `ssl`; the program never speaks
# TLS). The bundle needs the glibc it was built with (2.36 on Debian 12) and every distribution with that
# glibc or newer ships OpenSSL 3.
RUNTIME_LIBRARIES = ("libstdc++.so", "libgcc_s.so", "libssl.so", "libcrypto.so")
SYSTEM_LIBRARIES = X_LIBRARIES + RUNTIME_LIBRARIES


def drop_system_libraries(binaries: Iterable[Any]) -> list[Any]:
    """PyInstaller's binary entries (dest, src, typecode) without the system's own libraries (the X client
    libraries, the C++ runtime, OpenSSL)."""
    return [entry for entry in binaries if not Path(entry[0]).name.startswith(SYSTEM_LIBRARIES)]


# Modules of the program no player runs: the colour check (woods_desktop/colour_check.py, the tables' markers
# it looks at) and the word-list builders. What only they import (Pillow, daltonlens, numpy, wordfreq) stays
# out of the bundle: woods-desktop.spec excludes it, and tests/test_bundle_modules.py checks both ways that
# the excludes leave out exactly that (nothing a player reaches, everything only these reach).
DEV_ONLY_MODULES = (
    "woods_desktop.colour_check",
    "woods_desktop.table.markers",
    "woods_desktop.games.*.markers",
    "woods_desktop.words.make_noun_list",
    "woods_desktop.words.make_plural_senses",
)
