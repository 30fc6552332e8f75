"""One resolver finds assets from a checkout, an installed wheel and a PyInstaller bundle."""

from __future__ import annotations

import shutil
import sys

from woods_desktop.data import assets


def _fresh():
    assets.assets_root.cache_clear()


def test_checkout_finds_assets():
    _fresh()
    root = assets.assets_root()
    assert (root / "strings" / "en.yaml").is_file()


def test_bundle_prefers_meipass(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    (bundle / "assets" / "strings").mkdir(parents=True)
    (bundle / "assets" / "strings" / "en.yaml").write_text("app: {title: x}\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    _fresh()
    try:
        assert assets.assets_root() == bundle / "assets"
    finally:
        monkeypatch.delattr(sys, "_MEIPASS", raising=False)
        _fresh()


def test_wheel_layout_assets_inside_the_package(tmp_path, monkeypatch):
    """A wheel installs assets as woods_desktop/assets; the resolver looks there first."""
    fake_pkg = tmp_path / "site" / "woods_desktop"
    (fake_pkg / "data").mkdir(parents=True)
    shutil.copytree(assets.assets_root() / "strings", fake_pkg / "assets" / "strings")
    monkeypatch.setattr(assets, "__file__", str(fake_pkg / "data" / "assets.py"))
    _fresh()
    try:
        assert assets.assets_root() == fake_pkg / "assets"
    finally:
        _fresh()


def test_missing_assets_name_what_was_tried(tmp_path, monkeypatch):
    monkeypatch.setattr(assets, "__file__", str(tmp_path / "nowhere" / "woods_desktop" / "data" / "assets.py"))
    _fresh()
    try:
        try:
            assets.assets_root()
        except FileNotFoundError as exc:
            assert "tried" in str(exc)
        else:
            raise AssertionError("expected FileNotFoundError")
    finally:
        _fresh()
