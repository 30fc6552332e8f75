"""The shipped assets the rules reference, the text and the sound depend on.

The rules texts are written by hand in two languages, so these tests hold the
two in step (same sections, same icons) and keep them renderable: every
character must exist in the UI font, or the in-app reference would show boxes.
"""

from __future__ import annotations

import importlib.util
import os
import wave
from pathlib import Path

import pytest
import yaml

from woods_desktop.data.assets import asset_path

GAMES = ("whispering", "woodlanders", "voice", "wolf")
LANGUAGES = ("en", "ru")
ICONS = {"goal", "setup", "turn", "cards", "score", "end", "variant", "tip", "timer", "robot", "solo", "words"}
MIN_SECTIONS, MAX_SECTIONS = 6, 10
ROOT = Path(__file__).resolve().parent.parent


def _rules(game: str) -> dict:
    with open(asset_path("rules", f"{game}.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def _sections(game: str, lang: str) -> list[dict]:
    return _rules(game)[lang]["sections"]


@pytest.mark.parametrize("game", GAMES)
def test_rules_file_loads_with_both_languages(game: str) -> None:
    data = _rules(game)
    assert isinstance(data, dict)
    for lang in LANGUAGES:
        assert lang in data, f"{game}: no {lang!r} text"
        assert isinstance(data[lang].get("title"), str) and data[lang]["title"].strip()
        assert isinstance(data[lang].get("sections"), list)


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_sections_and_icons(game: str) -> None:
    en = [s["icon"] for s in _sections(game, "en")]
    ru = [s["icon"] for s in _sections(game, "ru")]
    assert MIN_SECTIONS <= len(en) <= MAX_SECTIONS, f"{game}: {len(en)} sections"
    assert en == ru


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_has_a_heading_a_known_icon_and_a_body(game: str, lang: str) -> None:
    for i, section in enumerate(_sections(game, lang)):
        where = f"{game}.{lang}.sections[{i}]"
        assert set(section) == {"heading", "icon", "body"}, where
        assert isinstance(section["heading"], str) and section["heading"].strip(), where
        assert section["icon"] in ICONS, f"{where}: icon {section['icon']!r}"
        assert isinstance(section["body"], str) and section["body"].strip(), where


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_bodies_are_plain_text_with_dash_bullets_only(game: str, lang: str) -> None:
    """The rules scene draws plain lines and "- " bullets; anything else would show raw."""
    for section in _sections(game, lang):
        for line in section["body"].splitlines():
            text = line.strip()
            assert line == line.rstrip(), f"{game}.{lang}: trailing space in {line!r}"
            assert not text.startswith(("#", "* ", "> ", "|")), f"{game}.{lang}: {line!r}"
            assert "**" not in text and "`" not in text and "](" not in text, f"{game}.{lang}: {line!r}"
            if text.startswith("-"):
                assert text.startswith("- ") and line.startswith("- "), f"{game}.{lang}: {line!r}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_program_loader_accepts_the_rules(game: str, lang: str) -> None:
    from woods_desktop.data.rules import load_rules

    rules = load_rules(game, lang)
    assert rules.title == _rules(game)[lang]["title"]
    assert len(rules.sections) == len(_sections(game, lang))


@pytest.mark.parametrize("game", GAMES)
def test_russian_text_is_russian(game: str) -> None:
    def cyrillic_share(text: str) -> float:
        letters = [c for c in text if c.isalpha()]
        return sum("\u0400" <= c <= "\u04ff" for c in letters) / max(1, len(letters))

    for section in _sections(game, "ru"):
        assert cyrillic_share(section["heading"] + section["body"]) > 0.8, section["heading"]
    for section in _sections(game, "en"):
        # English text may quote Russian letters (Voice of the Woods, the board's sections).
        assert cyrillic_share(section["heading"] + section["body"]) < 0.3, section["heading"]


# --- fonts ---------------------------------------------------------------

FONT_FILES = ("ui-regular.ttf", "ui-bold.ttf")


@pytest.fixture(scope="module")
def pygame_font():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame = pytest.importorskip("pygame")
    pygame.font.init()
    return pygame


def _missing_glyphs(pygame, path: Path, chars: set[str]) -> list[str]:
    """Characters the font draws as its missing-glyph box.

    SDL_ttf reports metrics even for absent glyphs (those of the .notdef box),
    so a glyph counts as missing when it renders exactly like a private-use
    code point that no UI font defines.
    """
    font = pygame.font.Font(str(path), 24)

    def picture(ch: str) -> tuple:
        surf = font.render(ch, True, (0, 0, 0), (255, 255, 255))
        return surf.get_size(), pygame.image.tobytes(surf, "RGB")

    notdef = picture("\ue000")
    return sorted(c for c in chars if not c.isspace() and picture(c) == notdef)


def test_font_files_and_licence_are_present() -> None:
    for name in (*FONT_FILES, "OFL.txt", "README.md"):
        assert asset_path("fonts", name).is_file(), name
    assert "SIL Open Font License" in asset_path("fonts", "OFL.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FONT_FILES)
def test_font_covers_the_russian_alphabet(pygame_font, name: str) -> None:
    pygame = pygame_font
    path = asset_path("fonts", name)
    font = pygame.font.Font(str(path), 32)
    sample = "Лесной стол ЁёЙй"
    assert all(m is not None for m in font.metrics(sample))
    assert font.size(sample)[0] > 0
    alphabet = set("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ") | set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
    assert _missing_glyphs(pygame, path, alphabet | set("«»№—–…×−")) == []


@pytest.mark.parametrize("name", FONT_FILES)
def test_font_draws_every_character_of_the_rules_texts(pygame_font, name: str) -> None:
    chars: set[str] = set()
    for game in GAMES:
        for lang in LANGUAGES:
            data = _rules(game)[lang]
            chars |= set(data["title"])
            for section in data["sections"]:
                chars |= set(section["heading"]) | set(section["body"])
    assert _missing_glyphs(pygame_font, asset_path("fonts", name), chars) == []


# --- sounds --------------------------------------------------------------

# name -> (shortest, longest) length in milliseconds
SOUNDS = {"click": (30, 60), "card": (90, 160), "chime": (450, 800), "tick": (40, 90), "error": (110, 200)}


@pytest.mark.parametrize("name", sorted(SOUNDS))
def test_sound_is_short_16_bit_mono_44k_and_soft(name: str) -> None:
    path = asset_path("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44_100)
        frames = w.getnframes()
        raw = w.readframes(frames)
    low, high = SOUNDS[name]
    assert low <= frames / 44.1 <= high
    samples = memoryview(raw).cast("h")
    peak = max(abs(s) for s in samples)
    assert 0.1 * 32767 < peak < 0.7 * 32767, "audible but well below full scale"
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, "starts and ends without a click"
    assert path.stat().st_size < 100_000


def test_make_sounds_rebuilds_the_committed_files_byte_for_byte(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "build" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(tmp_path)
    for name in SOUNDS:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == asset_path("sounds", f"{name}.wav").read_bytes(), name
