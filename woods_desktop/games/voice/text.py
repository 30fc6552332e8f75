"""Voice of the Woods in words: refusals, verdicts and the log, in the player's language.

The log is rendered from `events(seat)` alone: an event names what happened
and carries every value its line needs (letters included), and a private
part (a secret word, the refresh cards drawn) is there only for the seat
allowed to read it, so a line can never tell a seat more than it may know.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from woods_desktop.core.events import SECRET


def message(t: Callable[..., str], key: str, params: Mapping[str, Any] | None = None) -> str:
    """Parameters that are message keys themselves are translated too."""
    out = {}
    for k, v in (params or {}).items():
        out[k] = t(v) if isinstance(v, str) and "." in v and t(v) != v else v
    return t(key, **out)


SENTENCE_ENDS = (".", "!", "?", "…", ".»", "!»", "?»", ".)", "!)", "?)")


def ended(text: str) -> str:
    """`text` as a sentence of its own: with its full stop when it has no stop of its own. The judge's
    reasons carry none (the log and the command line put them after a colon or in brackets), so wherever a
    sentence follows one, the screen gives it its stop here (issue 34 item 15)."""
    text = text.rstrip()
    return text if not text or text.endswith(SENTENCE_ENDS) else text + "."


def sentences(*parts: str) -> str:
    """Sentences said one after another, each ending with its stop: «УМНО — не существительное, а наречие.
    Исправьте слово…», never a reason running into the next sentence."""
    return " ".join(ended(p) for p in parts if p.strip())


def log_key(e: Mapping[str, Any]) -> str:
    """The line for this event: some events read differently by what happened or who may see more."""
    kind = e.get("type")
    secret = e.get(SECRET)
    if kind == "composed" and "reason" in e:  # nothing written: everyone saw the minute run out or the pass
        return "voice.log.composed_noword"
    if kind == "composed" and isinstance(secret, Mapping):
        return "voice.log.composed_noword" if "reason" in secret else "voice.log.composed_word"
    if kind == "refresh_draw" and isinstance(secret, Mapping):
        return "voice.log.refresh_draw_seen"
    if kind == "leader_cube" and not e.get("placed"):
        return "voice.log.leader_no_cube"
    if kind == "elder" and e.get("source") == "discard":
        return "voice.log.elder_from_discard"
    return f"voice.log.{kind}"


def event_text(t: Callable[..., str], names: Sequence[str], e: Mapping[str, Any]) -> str | None:
    """One log line, or None for an event the log does not show. A seat that wrote nothing was said when its
    minute ended or it passed, to everyone: read aloud again it stood twice, "Игрок 2: Без слова" then
    "Игрок 2: без слова". A written word the judge refused is said when the words are read, with its reason,
    to everyone: the writer's own line at the moment of the refusal said the same once more (the word's
    panel had already told the writer why)."""
    if e.get("type") == "noword" and not e.get("word"):
        return None
    secret = e.get(SECRET)
    if e.get("type") == "composed" and isinstance(secret, Mapping) and secret.get("reason") and secret.get("word"):
        return None
    key = log_key(e)
    if t(key) == key:
        return None
    params = {k: v for k, v in e.items() if k != SECRET}
    if isinstance(secret, Mapping):
        params.update(secret)
        if isinstance(secret.get("letters"), list):
            params["letters"] = ", ".join(str(x) for x in secret["letters"])
    seat = e.get("seat", e.get("first"))
    if isinstance(seat, int) and 0 <= seat < len(names):
        params["name"] = names[seat]
    if isinstance(params.get("reason"), str):  # a judge's reason names the word it refused
        params["reason"] = t(params["reason"], **{k: v for k, v in params.items() if k != "reason"})
    try:
        return t(key, **params)
    except Exception:  # a malformed event never breaks the table
        return t(key)


def written_word(e: Mapping[str, Any]) -> str | None:
    """The accepted word an event's line says, when it says one: the writer's own "has written" line, or
    the word read aloud to everyone."""
    kind, secret = e.get("type"), e.get(SECRET)
    if kind == "compose" and isinstance(e.get("word"), str):
        return str(e["word"])
    if kind == "composed" and isinstance(secret, Mapping) and "reason" not in secret and "reason" not in e:
        word = secret.get("word")
        return word if isinstance(word, str) and word else None
    return None


def with_note(t: Callable[..., str], line: str, note: str | None) -> str:
    """A log line with what it says of its word ("ТУРКА (found in the spelling dictionary)"); the line as it is
    for OpenCorpora's plain nouns (`note` None)."""
    return line if note is None else t("voice.log.with_source", line=line, source=note)


def sourced_line(
    t: Callable[..., str], ctx: Any, event: Mapping[str, Any], note: Callable[[str], str | None]
) -> str | None:
    """The event's line; a person's accepted word that is not OpenCorpora's says where the judge found it
    ("Player 1 has written ТУРКА (found in the spelling dictionary)"), where the word is said: the
    writer's own line at once, everyone's when the words are read aloud (issue 37). A joined computer's
    or a phone's word reads the same on the host, whose judge is the one that counts."""
    seats = ctx.seats()
    line = event_text(t, [ctx.name_of(i) for i in range(len(seats))], event)
    word, seat = written_word(event), event.get("seat")
    if line is None or word is None or not isinstance(seat, int) or not 0 <= seat < len(seats):
        return line
    return with_note(t, line, note(word) if seats[seat].human else None)
