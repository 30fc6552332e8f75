"""The PyInstaller bundle: what it carries of Babel's data (always checked), and, when one has been built
(build/make_bundle.sh), that it starts, renders, words a Russian plural and stays within its size."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest
from spec_run import run_spec

from woods_desktop.benchmarks import bundle_size
from woods_desktop.data.strings import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist" / "woods-desktop"
EXE = DIST / ("woods-desktop.exe" if os.name == "nt" else "woods-desktop")
MAX_BUNDLE_MIB = 50
built = pytest.mark.skipif(not EXE.exists(), reason="no bundle built (run build/make_bundle.sh)")


def _bundle_data() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("bundle_data", ROOT / "build" / "bundle_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _babel_dir() -> Path:
    return Path(importlib.util.find_spec("babel").submodule_search_locations[0])


def _babel_toc() -> list[tuple[str, str, str]]:
    """Babel's files as PyInstaller's Analysis lists them: (destination, source, typecode)."""
    base = _babel_dir()
    return [
        (f"babel/{p.relative_to(base).as_posix()}", str(p), "DATA")
        for p in sorted(base.rglob("*"))
        if p.is_file() and p.suffix not in (".py", ".pyc")
    ]


def _kept_babel(entries) -> set[str]:
    return {dest.removeprefix("babel/") for dest, _src, _kind in entries if dest.startswith("babel/")}


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", WOODS_DESKTOP_HOME=str(tmp_path))


# --- without a bundle -------------------------------------------------------


def test_the_bundle_languages_are_the_string_tables():
    """The filter's languages are assets/strings/*.yaml, which must be the program's own list."""
    langs = _bundle_data().app_languages()
    assert langs == tuple(sorted(LANGUAGES))
    assert all((ROOT / "assets" / "strings" / f"{lang}.yaml").is_file() for lang in langs)


def test_the_babel_filter_keeps_what_the_languages_read_and_nothing_else():
    bundle_data = _bundle_data()
    toc = _babel_toc()
    assert len(toc) > 1000, "babel ships data for every locale"
    kept = _kept_babel(bundle_data.keep_datas(toc))
    assert kept == {
        "global.dat",
        "locale-data/root.dat",
        "locale-data/en.dat",
        "locale-data/ru.dat",
        "locale-data/LICENSE.unicode",
        "py.typed",
    }
    # Another language brings its own file and its CLDR parents, not a fixed list: en_GB inherits from en_001.
    more = _kept_babel(bundle_data.keep_datas(toc, languages=("en", "ru", "uk", "en_GB")))
    assert more - kept == {"locale-data/uk.dat", "locale-data/en_GB.dat", "locale-data/en_001.dat"}
    # Entries outside babel/ pass untouched.
    other = [("assets/strings/ru.yaml", "x", "DATA"), ("pymorphy3_dicts_ru/data/words.dawg", "y", "DATA")]
    assert bundle_data.keep_datas(other) == other


def _pruned_babel(tmp_path: Path, languages: tuple[str, ...]) -> Path:
    """A copy of the babel package holding only the data files the filter keeps for `languages`."""
    bundle_data = _bundle_data()
    src = _babel_dir()
    site = tmp_path / f"site-{'-'.join(languages)}"
    shutil.copytree(src, site / "babel", ignore=shutil.ignore_patterns("*.dat", "__pycache__"))
    for dest, source, _kind in bundle_data.keep_datas(_babel_toc(), languages=languages):
        target = site / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return site


_RENDER = """
import sys, babel
from woods_desktop.data.strings import plural_category, plural_forms
assert babel.__file__.startswith(sys.argv[1]), babel.__file__
for lang in sys.argv[2:]:
    print(lang, sorted(plural_forms(lang)), *(plural_category(lang, n) for n in (0, 1, 2, 3, 5, 11, 21, 22, 1.5)))
"""


def _render_with(site: Path, languages) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]))
    return subprocess.run(
        [sys.executable, "-c", _RENDER, str(site), *languages], env=env, capture_output=True, text=True, timeout=120
    )


def test_the_kept_babel_data_words_every_language_as_the_full_data_does(tmp_path):
    langs = _bundle_data().app_languages()
    site = _pruned_babel(tmp_path, langs)
    pruned = _render_with(site, langs)
    assert pruned.returncode == 0, pruned.stderr
    full = _render_with(_babel_dir().parent, langs)
    assert full.returncode == 0, full.stderr
    assert pruned.stdout == full.stdout
    assert "ru ['few', 'many', 'one', 'other'] many one few few many many one few other" in pruned.stdout
    # ...and the check has teeth: a language the filter was not told about is missing.
    missing = _render_with(site, ("uk",))
    assert missing.returncode != 0


def test_the_spec_passes_babel_through_the_filter(monkeypatch):
    """Run build/woods-desktop.spec with PyInstaller's build steps stubbed: COLLECT gets the filtered data."""
    collected: list = []

    class Analysis:
        def __init__(self, scripts, datas, **kw):
            # what PyInstaller's own hook for babel adds: every file of the package
            self.datas = [(dest, str(src), "DATA") for src, dest in datas] + _babel_toc()
            self.pure, self.scripts = [], []
            # what PyInstaller's ctypes scan adds for app/window.py: the system's X client libraries
            self.binaries = [
                ("libX11.so.6", "/usr/lib/libX11.so.6", "BINARY"),
                ("libSDL2.so", "/x/libSDL2.so", "BINARY"),
            ]

    def collect(*args, **kw):
        collected.extend(args)

    namespace = run_spec(monkeypatch, Analysis, collect)
    datas = namespace["a"].datas
    assert any(entry is datas for entry in collected)
    dat = {k for k in _kept_babel(datas) if k.endswith(".dat")}
    assert dat == {"global.dat", "locale-data/root.dat", "locale-data/en.dat", "locale-data/ru.dat"}
    assert any(dest == "assets" for dest, _src, _kind in datas)
    binaries = namespace["a"].binaries
    assert [dest for dest, _src, _kind in binaries] == ["libSDL2.so"], "the X client libraries come from the system"


def test_the_bundle_size_counts_a_linked_library_once(tmp_path):
    (tmp_path / "libs").mkdir()
    (tmp_path / "libs" / "libSDL2.so").write_bytes(b"x" * 1000)
    (tmp_path / "libSDL2.so").symlink_to(tmp_path / "libs" / "libSDL2.so")
    (tmp_path / "woods-desktop").write_bytes(b"y" * 10)
    assert bundle_size(tmp_path) == (1010, 2)


# --- with a built bundle ----------------------------------------------------


@built
def test_bundled_screenshot_menu_and_check_word(tmp_path):
    env = _env(tmp_path)
    out = tmp_path / "menu.png"
    proc = subprocess.run(
        [str(EXE), "screenshot", "menu", "--out", str(out)], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000
    proc = subprocess.run(
        [str(EXE), "check-word", "ёж", "--json"], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0 and '"valid": true' in proc.stdout


def _bundled(tmp_path: Path, name: str, *args: str) -> subprocess.Popen:
    """A bundled verb running, its stdout and stderr in files under tmp_path."""
    out, err = open(tmp_path / f"{name}.out", "w"), open(tmp_path / f"{name}.err", "w")
    return subprocess.Popen([str(EXE), *args], stdout=out, stderr=err, env=_env(tmp_path), start_new_session=True)


def _listening(tmp_path: Path, proc: subprocess.Popen) -> int:
    import json
    import time

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        for line in (tmp_path / "host.out").read_text(encoding="utf-8").splitlines():
            if line.startswith("{") and json.loads(line).get("event") == "listening":
                return int(json.loads(line)["port"])
        time.sleep(0.1)
    raise AssertionError((tmp_path / "host.err").read_text()[-2000:])


@built
def test_bundled_network_play_opens_and_a_game_is_hosted_and_played(tmp_path):
    """Issue 34: the bundle excluded asyncio, so "Play on this network" and `host` died at their first import.
    The screen opens, and a bundled host and a bundled joined computer play a whole game on 127.0.0.1."""
    out = tmp_path / "net.png"
    proc = subprocess.run(
        [str(EXE), "screenshot", "net_choice", "--out", str(out)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000
    host = _bundled(
        tmp_path, "host", "host", "wolf", "--seats", "remote,easy", "--port", "0", "--code", "4821", "--json",
        "--seed", "5", "--task-success", "0.8", "--timeout", "120", "--where", "this-computer",
    )  # fmt: skip
    try:
        port = _listening(tmp_path, host)
        join = _bundled(
            tmp_path, "join", "join", f"127.0.0.1:{port}", "--code", "4821", "--bot", "easy", "--json",
            "--timeout", "120",
        )  # fmt: skip
        assert join.wait(180) == 0, (tmp_path / "join.err").read_text()[-2000:]
        assert host.wait(60) == 0, (tmp_path / "host.err").read_text()[-2000:]
    finally:
        for p in (host, locals().get("join")):
            if p is not None and p.poll() is None:
                p.kill()
    assert '"event": "over"' in (tmp_path / "host.out").read_text(encoding="utf-8")


@built
@pytest.mark.parametrize(
    "n, text", [(1, "1 очко"), (3, "3 очка"), (5, "5 очков"), (11, "11 очков"), (21, "21 очко"), (22, "22 очка")]
)
def test_bundled_russian_plural(tmp_path, n, text):
    proc = subprocess.run(
        [str(EXE), "strings", "show", "result.points", "--lang", "ru", "--n", str(n)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == text


@built
def test_bundle_carries_only_what_it_uses():
    size, files = bundle_size(DIST)
    assert size <= MAX_BUNDLE_MIB * 2**20, f"{size / 2**20:.1f} MiB in {files} files"
    babel = DIST / "_internal" / "babel" / "locale-data"
    assert sorted(p.name for p in babel.iterdir()) == ["LICENSE.unicode", "en.dat", "root.dat", "ru.dat"]
