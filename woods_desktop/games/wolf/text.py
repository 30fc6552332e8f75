"""The Wolf is Coming in words: the log, refusals and the names of heroes, tokens and presents, translated.

The log is read from the events alone; every event carries what its line needs (the hero's seat,
the token's kind, which present it is, the Wolf's steps left), so a line is the same on every screen
and in a replay. The presents' names come from the game's data (each in both languages, as a label
and as the object of a sentence: "finds the honey jar", «находит горшочек мёда»).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.data.strings import Sentence
from woods_desktop.games.wolf.rules.view import OVER, WolfView

T = Callable[..., str]
# present id -> (name, object): "honey jar", "the honey jar" / «горшочек мёда», «горшочек мёда»
PresentWords = Mapping[str, tuple[str, str]]
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


def present_words(presents: Iterable[Any], lang: str) -> dict[str, tuple[str, str]]:
    """Each present's (name, object) in `lang` (Russian for "ru", English otherwise), from the data."""
    return {p.id: (p.ru if lang == "ru" else p.en) for p in presents}


def present_label(words: PresentWords, present: str | None) -> str:
    """A present's name on its own, as a label or a tooltip starts: "Honey jar"."""
    name = words.get(present or "", ("", ""))[0]
    return name[:1].upper() + name[1:]


def present_object(t: T, words: PresentWords, present: str | None) -> str:
    """A present as the thing found, taken, handed or brought home ("the honey jar"); the word
    "present" when it is not told which."""
    if present is not None and present in words:
        return words[present][1]
    return t("wolf.token.present")


def present_list(t: T, words: PresentWords, presents: Sequence[str]) -> str:
    """Several presents in one line: "the honey jar, the kite and the cake"."""
    said = [present_object(t, words, p) for p in presents]
    if len(said) < 2:
        return said[0] if said else ""
    return t("wolf.log.and", first=", ".join(said[:-1]), last=said[-1])


def who(t: T, names: Sequence[str], heroes: Sequence[str], seat: int) -> str:
    """A hero with the name of the person (or computer) who plays it: "Little Squirrel (Anna)"."""
    if not 0 <= seat < len(heroes):
        return ""
    name = names[seat] if seat < len(names) else ""
    hero = hero_name(t, heroes[seat])
    if not name:
        return hero
    # "Little Squirrel, Computer (normal)": a name in brackets already is not put in brackets again
    return t("wolf.ui.who_computer" if name.endswith(")") else "wolf.ui.who", hero=hero, name=name)


def status_words(t: T, view: WolfView) -> tuple[str, str]:
    """The headline over the board (the Wolf's footprints left; the end's words once it is over) and the
    line under it (difficulty, path, presents home; that he sleeps first, while he does)."""
    over, left = view.phase == OVER, view.wolf_steps_left
    headline = t(f"wolf.end.{view.result}").replace("\n", " ") if over else t("wolf.ui.wolf_left", n=left)
    difficulty = t(f"wolf.difficulty.{view.difficulty}")
    sub = t("wolf.ui.status", difficulty=difficulty, path=view.wolf_path, presents=view.house_presents,
            total=view.presents_total)  # fmt: skip
    return headline, (t("wolf.ui.asleep") + " · " + sub if view.wolf_asleep else sub)


def refusal_text(t: T, refusal: IllegalAction, presents: PresentWords | None = None) -> str:
    """Token kinds, present ids, hero ids and message keys among the parameters are worded in the
    player's language."""
    words = presents or {}
    return t(refusal.key, **{k: _param(t, v, words) for k, v in refusal.params.items()})


def _param(t: T, value: Any, presents: PresentWords) -> Any:
    if not isinstance(value, str):
        return value
    if value in presents:
        return present_object(t, presents, value)
    if value in TOKEN_KINDS:
        return token_name(t, value)
    if value in HEROES:
        return hero_name(t, value)
    if "." in value and t(value) != value:
        return t(value)
    return value


def task_text(t: T, lang: str, task: Any) -> str:
    """A task card's words in the player's language (the card carries both): a sentence of its own,
    continued in lower case after a colon ("Task for Little Squirrel: hop like a frog")."""
    return Sentence(task.ru if lang == "ru" else task.en)


def event_text(
    t: T,
    names: Sequence[str],
    heroes: Sequence[str],
    e: Mapping[str, Any],
    tasks: Mapping[str, str],
    presents: PresentWords | None = None,
) -> str | None:
    """One log line, or None for an event the log leaves out (each single step, the end of a move).
    `tasks` words the task cards by id, `presents` the presents (`present_words`), in the player's
    language."""
    kind = e.get("type")
    seat = e.get("seat")
    hero = who(t, names, heroes, seat) if isinstance(seat, int) else ""
    words = presents or {}
    if kind == "give":
        return _give_text(t, names, heroes, e, words)
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
    if kind == "reveal":
        if e.get("kind") == "present":
            return t("wolf.log.find", hero=hero, present=present_object(t, words, e.get("present")))
        return t("wolf.log.reveal", hero=hero, token=token_name(t, e.get("kind")))
    if kind == "take":
        if e.get("kind") == "present":
            return t("wolf.log.take_present", hero=hero, present=present_object(t, words, e.get("present")))
        return t("wolf.log.take_help", hero=hero, token=token_name(t, e.get("kind")))
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
        brought = present_list(t, words, e.get("ids") or ())
        return t("wolf.log.deliver", hero=hero, presents=brought, house=e.get("house", 0))
    if kind == "wolf_home":
        return t("wolf.log.wolf_home")
    if kind == "reshuffle":
        return t("wolf.log.reshuffle")
    if kind == "end":
        return t(f"wolf.log.end_{e.get('result')}", n=e.get("house", 0))
    return None


def _give_text(t: T, names: Sequence[str], heroes: Sequence[str], e: Mapping[str, Any], words: PresentWords) -> str:
    """A hand-over as the mover did it: handed to a friend, or taken from one."""
    mover, to = e.get("seat"), e.get("to")
    giver = e.get("giver", mover)
    taking = isinstance(to, int) and to == mover and giver != mover
    actor, other = (to, giver) if taking else (giver, to)
    hero = who(t, names, heroes, actor) if isinstance(actor, int) else ""
    friend = who(t, names, heroes, other) if isinstance(other, int) else ""
    token = e.get("token")
    if token == "present":
        thing = present_object(t, words, e.get("present"))
        key = "wolf.log.take_from" if taking else "wolf.log.give_present"
        return t(key, hero=hero, present=thing, friend=friend)
    key = "wolf.log.take_help_from" if taking else "wolf.log.give"
    return t(key, hero=hero, token=token_name(t, token), friend=friend)
