"""The tutorial verb: `woods-desktop tutorial GAME --auto [--lang ru] --json` plays a game's guided first game
headlessly with the script's right actions and prints `{"game", "steps", "completed"}`.

It uses only the pure part of the guide (the script loaded from the game's data and `core.guide`), so a
script that no longer fits the rules, or a step whose text is missing in the language, shows here.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    p = sub.add_parser("tutorial", help="play a game's guided first game (--auto: headlessly, the right actions)")
    p.add_argument("game")
    p.add_argument("--auto", action="store_true", help="play the script's right actions without a window")
    p.add_argument("--lang", choices=("en", "ru"), default=None, help="the language of the steps' texts (default en)")
    p.add_argument("--json", action="store_true", help='print {"game", "steps", "completed"} as one JSON object')
    p.set_defaults(func=tutorial_verb)


def run_guide(game_id: str, lang: str) -> dict[str, Any]:
    """Play the guide on the engine; the figures, with `problem` saying what broke when it did not complete."""
    from woods_desktop.core.guide import GuideBroken, GuideStep, play_through
    from woods_desktop.data.guide import guide_config, load_guide
    from woods_desktop.data.loader import DataError
    from woods_desktop.data.strings import Strings
    from woods_desktop.games import definition

    strings = Strings(lang)
    out: dict[str, Any] = {"game": game_id, "steps": 0, "completed": False, "lang": lang}
    try:
        guide = load_guide(game_id)
    except DataError as exc:
        out["problem"] = str(exc)
        return out
    d = definition(game_id)
    missing: list[str] = []

    def said(i: int, step: GuideStep) -> None:
        for key in (step.text, step.refusal_key):
            if not strings.has(key):
                missing.append(key)

    config = guide_config(guide, strings.t)
    fixed = type(guide)(guide.game, guide.seed, config, guide.seats, guide.steps, guide.done_text, guide.source)
    try:
        _, done = play_through(fixed, d.new_game, d.decode_action, d.encode_action, said)
    except GuideBroken as exc:
        out["steps"] = exc.index
        out["problem"] = str(exc)
        return out
    out["steps"] = done
    if missing:
        out["problem"] = f"missing {lang} strings: {', '.join(sorted(set(missing)))}"
        return out
    out["completed"] = done == len(guide.steps)
    return out


def tutorial_verb(args: argparse.Namespace) -> int:
    from woods_desktop.games import playable_ids

    if args.game not in playable_ids():
        print(f"unknown game {args.game!r}; playable: {', '.join(playable_ids())}", file=sys.stderr)
        return 2
    lang = args.lang or "en"
    if not args.auto:  # the window's lesson: the window opens on it
        from woods_desktop.verbs.window import WindowArgs, play

        window = WindowArgs()
        window.lang, window.guide, window.size = lang, args.game, getattr(args, "size", None)
        return play(window)
    figures = run_guide(args.game, lang)
    if args.json:
        print(json.dumps({k: figures[k] for k in ("game", "steps", "completed")} | _problem(figures)))
    else:
        state = "completed" if figures["completed"] else f"stopped: {figures.get('problem')}"
        print(f"{figures['game']} ({lang}): {figures['steps']} steps, {state}")
    return 0 if figures["completed"] else 1


def _problem(figures: dict[str, Any]) -> dict[str, Any]:
    return {"problem": figures["problem"]} if "problem" in figures else {}
