"""The Wolf is Coming in words: the log, refusals and the names of heroes and tokens, translated.

The log is read from the events alone; every event carries what its line needs (the hero's seat,
the token's kind, the Wolf's steps left), so a line is the same on every screen and in a replay.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from woods_desktop.core.errors import IllegalAction

T = Callable[..., str]
TOKEN_KINDS = (
    "present",
    "sleeping_wolf",
    "basket",
    "scooter",
    "puddle",
    "thorn_bush",
    "windfall",
    "ravine",
    "beehive",
)
HEROES = ("squirrel", "magpie", "badger", "fawn")


def hero_name(t: T, hero: str) -> str:
    return t(f"wolf.hero.{hero}")


def token_name(t: T, kind: str | None) -> str:
    return t(f"wolf.token.{kind}") if kind else t("wolf.token.closed")


def who(t: T, names: Sequence[str], heroes: Sequence[str], seat: int) -> str:
    """A hero with the name of the person (or computer) who plays it: "Little Squirrel (Anna)"."""
    if not 0 <= seat < len(heroes):
        return ""
    name = names[seat] if seat < len(names) else ""
    hero = hero_name(t, heroes[seat])
    return t("wolf.ui.who", hero=hero, name=name) if name else hero


def refusal_text(t: T, refusal: IllegalAction) -> str:
    """Token kinds, hero ids and message keys among the parameters are worded in the player's language."""
    return t(refusal.key, **{k: _param(t, v) for k, v in refusal.params.items()})


def _param(t: T, value: Any) -> Any:
    if not isinstance(value, str):
        return value
    if value in TOKEN_KINDS:
        return token_name(t, value)
    if value in HEROES:
        return hero_name(t, value)
    if "." in value and t(value) != value:
        return t(value)
    return value


def task_text(t: T, lang: str, task: Any) -> str:
    """A task card's words in the player's language (the card carries both)."""
    return str(task.ru if lang == "ru" else task.en)


def event_text(
    t: T, names: Sequence[str], heroes: Sequence[str], e: Mapping[str, Any], tasks: Mapping[str, str]
) -> str | None:
    """One log line, or None for an event the log leaves out (each single step, the end of a move).
    `tasks` words the task cards by id in the player's language."""
    kind = e.get("type")
    seat = e.get("seat")
    hero = who(t, names, heroes, seat) if isinstance(seat, int) else ""
    if kind == "setup":
        chosen = ", ".join(hero_name(t, h) for h in e.get("heroes", ()))
        return t(
            "wolf.log.setup",
            heroes=chosen,
            n=e.get("wolf_steps_left", 0),
            difficulty=t(f"wolf.difficulty.{e.get('difficulty')}"),
        )
    if kind == "turn":
        return t("wolf.log.turn", hero=hero)
    if kind == "step":
        return t("wolf.log.home", hero=hero) if e.get("cell") == 30 else None
    if kind == "give":
        to = e.get("to")
        friend = who(t, names, heroes, to) if isinstance(to, int) else ""
        return t("wolf.log.give", hero=hero, token=token_name(t, e.get("token")), friend=friend)
    if kind == "reveal":
        return t("wolf.log.reveal", hero=hero, token=token_name(t, e.get("kind")))
    if kind == "take":
        key = "wolf.log.take_present" if e.get("kind") == "present" else "wolf.log.take_help"
        return t(key, hero=hero, token=token_name(t, e.get("kind")))
    if kind == "help":
        return t(f"wolf.log.help_{e.get('token')}", hero=hero)
    if kind == "skip":
        return t("wolf.log.skip", hero=hero)
    if kind == "clear_block":
        return t("wolf.log.clear_block", hero=hero)
    if kind == "task":
        frame = "wolf.log.task_orange" if e.get("frame") == "orange" else "wolf.log.task_green"
        return t(frame, hero=hero, text=tasks.get(str(e.get("card")), ""))
    if kind == "answer":
        return t("wolf.log.done" if e.get("done") else "wolf.log.not_done")
    if kind == "removed":
        return t("wolf.log.removed", token=token_name(t, e.get("kind")))
    if kind == "wolf":
        left = e.get("wolf_steps_left", 0)
        if e.get("why") == "task":
            return t("wolf.log.wolf_extra", steps=e.get("steps", 0), n=left)
        return t("wolf.log.wolf_step", n=left) if left else t("wolf.log.wolf_arrives")
    if kind == "wolf_sleeps":
        return t("wolf.log.wolf_sleeps", n=e.get("wolf_steps_left", 0))
    if kind == "deliver":
        return t("wolf.log.deliver", hero=hero, n=e.get("presents", 0), house=e.get("house", 0))
    if kind == "wolf_home":
        return t("wolf.log.wolf_home")
    if kind == "reshuffle":
        return t("wolf.log.reshuffle")
    if kind == "end":
        return t(f"wolf.log.end_{e.get('result')}", n=e.get("house", 0))
    return None
