"""Settings: language, fullscreen, window size, sound, animation speed."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.app.settings import ANIMATION_SPEEDS, fitting_sizes, save_settings
from woods_desktop.data.strings import LANGUAGES
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Choice, FocusRing

VOLUMES = (0.0, 0.25, 0.5, 0.7, 1.0)


@register_scene("settings")
class SettingsScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app, s = self.app, self.app.settings
        sizes = fitting_sizes(app.display_size())  # only sizes that fit the display the window is on
        if s.window_size not in sizes:
            sizes = sorted({*sizes, s.window_size})
        rows: list[tuple[str, list[Any], list[str], Any, Any]] = [
            (
                "settings.language",
                list(LANGUAGES),
                [app.t(f"settings.lang.{x}") for x in LANGUAGES],
                s.lang,
                app.set_language,
            ),
            (
                "settings.fullscreen",
                [False, True],
                [app.t("common.state_off"), app.t("common.state_on")],
                s.fullscreen,
                app.set_fullscreen,
            ),
            ("settings.window_size", sizes, [f"{w} × {h}" for w, h in sizes], s.window_size, app.set_window_size),
            (
                "settings.volume",
                list(VOLUMES),
                [f"{int(v * 100)}%" for v in VOLUMES],
                min(VOLUMES, key=lambda v: abs(v - s.volume)),
                self._volume,
            ),
            ("settings.sound", [False, True], [app.t("common.state_on"), app.t("settings.muted")], s.muted, self._mute),
            (
                "settings.animation",
                list(ANIMATION_SPEEDS),
                [app.t(f"settings.anim.{i}") for i in range(len(ANIMATION_SPEEDS))],
                min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed)),
                self._anim,
            ),
            (
                "settings.overrule",
                [True, False],
                [app.t("common.answer_yes"), app.t("common.answer_no")],
                s.referee_overrule,
                self._overrule,
            ),
            (
                "settings.open_missions",
                [False, True],
                [app.t("common.state_off"), app.t("common.state_on")],
                bool(getattr(s, "open_all_missions", False)),
                self._open_missions,
            ),
        ]
        self.rows = []
        for i, (key, options, labels, value, fn) in enumerate(rows):
            pitch = min(64, 440 // max(1, len(rows) - 1))  # every row inside the sheet, above its hint
            w = Choice(app, options, labels, options.index(value), fn, design_rect(app, 640, 130 + i * pitch, 420, 48))
            self.rows.append((key, w))
        self.back = back_button(app, app.pop)
        self.focus.set([w for _, w in self.rows] + [self.back])

    def _volume(self, v: float) -> None:
        self.app.settings.volume = self.app.sound.volume = v
        save_settings(self.app.settings)
        self.app.sound.play("click")

    def _mute(self, v: bool) -> None:
        self.app.settings.muted = self.app.sound.muted = v
        save_settings(self.app.settings)

    def _anim(self, v: float) -> None:
        self.app.settings.animation_speed = v
        save_settings(self.app.settings)

    def _overrule(self, v: bool) -> None:
        self.app.settings.referee_overrule = v
        save_settings(self.app.settings)

    def _open_missions(self, v: bool) -> None:
        self.app.settings.open_all_missions = v
        save_settings(self.app.settings)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("settings.title"))
        sheet(surface, app, design_rect(app, 200, 104, 880, 500))
        for key, w in self.rows:
            t = app.fonts.render(app.t(key), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            if t.get_width() > w.rect.x - design_rect(app, 250, 0, 1, 1).x:
                t = app.fonts.render(app.t(key), app.px(theme.TYPE_BODY), theme.INK, "bold")
            surface.blit(t, (design_rect(app, 240, 0, 1, 1).x, w.rect.centery - t.get_height() // 2))
        hint = app.fonts.render(app.t("settings.hint"), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)
        r = design_rect(app, 200, 620, 880, 30)
        surface.blit(hint, hint.get_rect(midtop=r.midtop))
        self.focus.draw(surface)
