"""The window family: `woods-desktop` with no verb opens the window (or says in two lines why it
cannot), `screenshot` renders a scene to a PNG without a display; both build the App the same way
as tests and benchmarks do (`make_headless_app`, `open_demo`)."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def window_size(text: str) -> tuple[int, int]:
    """An argparse type: WIDTHxHEIGHT within what a window can be."""
    import argparse

    try:
        w, h = text.lower().split("x")
        size = (int(w), int(h))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x720, got {text!r}") from None
    if not (320 <= size[0] <= 8192 and 240 <= size[1] <= 8192):
        raise argparse.ArgumentTypeError("size out of range (320x240 to 8192x8192)")
    return size


def register(sub: Any) -> None:
    import argparse

    p = sub.add_parser("screenshot", help="render a scene to a PNG without a display")
    p.add_argument("scene", help="scene name, e.g. menu, setup, settings, rules, or a game's id")
    # given before the verb or after it (`woods-desktop --lang ru screenshot menu` too): no default here, which
    # would override the one given before
    p.add_argument("--size", type=window_size, default=argparse.SUPPRESS, help="default 1280x720")
    p.add_argument("--lang", choices=("en", "ru"), default=argparse.SUPPRESS, help="default en")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--text-size", type=int, choices=(100, 125, 150), default=100, help="the text size setting in %% (default 100)"
    )
    p.add_argument("--out", required=True, help="PNG file to write")
    p.set_defaults(func=screenshot)


class WindowArgs:
    """The arguments of a plain `woods-desktop` (no verb, no options)."""

    size: tuple[int, int] | None = None
    lang: str | None = None
    guide: str | None = None  # `tutorial GAME`: open on that game's guided first game


def display_available() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def program_command() -> str:
    """The command that started this program, as a person can type it again from anywhere.

    `xvfb-run woods-desktop` only works where the venv's bin folder is on PATH; the hint must name the
    very program that was run (the venv's script, or the bundle's executable), so it works pasted as it is.
    """
    argv0 = (sys.argv[0] if sys.argv else "") or "woods-desktop"
    if argv0.endswith(".py") or argv0 in ("-c", "-m"):
        return f"{sys.executable} -m woods_desktop"
    name = os.path.basename(argv0)
    import shutil  # only for this message: the window's start-up does not need it

    on_path = shutil.which(name)
    if on_path and os.path.exists(argv0) and os.path.samefile(on_path, argv0):
        return name
    return os.path.abspath(argv0) if os.path.exists(argv0) else argv0


def no_display_message(lang: str | None) -> int:
    from woods_desktop.data.strings import Strings, system_language

    s = Strings(lang or system_language())
    print(s.t("app.no_display"), file=sys.stderr)
    print(s.t("app.no_display_hint", program=program_command()), file=sys.stderr)
    return 2


def play(args: "argparse.Namespace | WindowArgs") -> int:
    if not display_available():
        return no_display_message(args.lang)
    import gc

    gc.disable()  # until the first frame is shown (app.app first_frame_shown says why)
    from woods_desktop.app.app import configure_sdl

    configure_sdl()
    import pygame

    from woods_desktop.app.app import App
    from woods_desktop.scenes import register_lazy

    register_lazy()
    try:
        app = App(size=args.size)
    except pygame.error:
        return no_display_message(args.lang)
    if args.lang:
        run_in_language(app, args.lang)
    try:
        guide = getattr(args, "guide", None)
        if guide:
            app.run("guide_start", game=guide)
        else:
            app.run("menu")
    finally:
        from woods_desktop.table.runner import stop_worker

        stop_worker()  # the computers' process ends with the window (bounded waits, no zombie)
    pygame.quit()
    return 0


def run_in_language(app: Any, lang: str) -> None:
    """`--lang`: this run's words, the window's title and reading aloud in `lang`; the saved setting stays as it is
    (the title bar said "Woods Desktop" over «Лесной стол»)."""
    import pygame

    app.strings = type(app.strings)(lang)
    pygame.display.set_caption(app.strings.t("app.title"))
    app.sync_speech()


def make_headless_app(size: tuple[int, int], lang: str, text_size: float = 1.0) -> Any:
    """An App drawing into an off-screen surface: screenshots, tests, benchmarks."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from woods_desktop.app.app import App, configure_sdl

    configure_sdl()
    from woods_desktop.app.settings import Settings
    from woods_desktop.scenes import load_all

    load_all()
    return App(size=size, headless=True, settings=Settings(lang=lang, text_size=text_size))


def open_demo(app: Any, scene: str, seed: int) -> None:
    from woods_desktop.app.scene import scene_class

    cls = scene_class(scene)
    if cls.overlay:
        app.push("menu")
    app.push(scene, **cls.demo(app, seed))


def screenshot(args: argparse.Namespace) -> int:
    app = make_headless_app(
        getattr(args, "size", None) or (1280, 720), getattr(args, "lang", None) or "en", text_size=args.text_size / 100
    )
    import pygame

    from woods_desktop.app.scene import SCENES

    if args.scene not in SCENES:
        print(f"unknown scene {args.scene!r}; known: {', '.join(sorted(SCENES))}", file=sys.stderr)
        return 2
    open_demo(app, args.scene, args.seed)
    app.step(0.0)  # one update, as the window makes before its second frame: a table knows whose turn it is
    app.render()
    pygame.image.save(app.screen, args.out)
    stop = getattr(sys.modules.get("woods_desktop.table.runner"), "stop_worker", None)
    if stop is not None:  # a computer asked to think by that update: its process goes with the verb
        stop()
    print(args.out)
    return 0
