"""`woods-desktop check-word WORD... [--lang en|ru] [--json]`: the judge on the command line.

People playing the physical game can ask the program's dictionary about a
word without opening the window. Any input at all gets a verdict (empty,
digits, Latin, emoji, 10,000 characters, bytes that are not UTF-8): the
judge refuses what it cannot use, and the output never fails to encode.

Exit code: 0 when every word is valid, 1 when any is refused, 2 when the
dictionary itself could not be opened.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, Iterable, TextIO

from woods_desktop.data.strings import LANGUAGES, Strings, system_language

if TYPE_CHECKING:  # the verb is registered at every start-up: the dictionary loads only when it runs
    from woods_desktop.words.verdict import Verdict

LOAD_TIMEOUT_S = 120.0


def _t(strings: Strings, key: str, **params: Any) -> str:
    try:
        return strings.t(key, **params)
    except Exception:  # missing assets must not stop a verdict from printing
        return key


def _clean(text: str) -> str:
    """Lone surrogates (undecodable argv bytes) become U+FFFD so output always encodes."""
    return text.encode("utf-8", "replace").decode("utf-8") if isinstance(text, str) else str(text)


def register(subparsers: Any) -> None:
    strings = Strings(system_language())
    parser = subparsers.add_parser(
        "check-word", help=_t(strings, "voice.word.cli.help"), description=_t(strings, "voice.word.cli.help")
    )
    parser.add_argument("words", nargs="*", metavar="WORD", help=_t(strings, "voice.word.cli.help_words"))
    # SUPPRESS keeps a global `woods-desktop --lang ru check-word ...` from being reset
    parser.add_argument(
        "--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=_t(strings, "voice.word.cli.help_lang")
    )
    parser.add_argument("--json", action="store_true", help=_t(strings, "voice.word.cli.help_json"))
    parser.set_defaults(func=run)


def _stdin_words(stream: TextIO | None) -> Iterable[str]:
    if stream is None:
        return
    source = getattr(stream, "buffer", None)
    for line in source if source is not None else stream:
        if isinstance(line, bytes):
            line = line.decode("utf-8", "replace")
        line = line.strip()
        if line:
            yield line


def _words(args: argparse.Namespace) -> Iterable[str]:
    if args.words:
        yield from args.words
        return
    any_line = False
    for word in _stdin_words(sys.stdin):
        any_line = True
        yield word
    if not any_line:
        yield ""  # no input at all is judged as an empty word


def _output() -> TextIO:
    out = sys.stdout
    reconfigure = getattr(out, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(errors="backslashreplace")  # a cp1252 console still gets valid lines
        except (ValueError, OSError):
            pass
    return out


def _params(verdict: Verdict, strings: Strings) -> dict[str, Any]:
    from woods_desktop.words.verdict import localized

    return localized(verdict.params, strings.lang)


def verdict_record(raw: str, verdict: Verdict, strings: Strings) -> dict[str, Any]:
    """The --json object for one word; `sense`, in the output's language, when the verdict names a meaning
    (КОТЫ: old soft shoes); `params` keeps every language's gloss."""
    record = {
        "word": raw,
        "normalized": verdict.word,
        "valid": verdict.valid,
        "reason": verdict.reason,
        "message": _t(strings, verdict.reason, **_params(verdict, strings)),
        "params": dict(verdict.params),
    }
    if "sense" in verdict.params:
        record["sense"] = _params(verdict, strings)["sense"]
    return record


def verdict_line(verdict: Verdict, strings: Strings) -> str:
    """The plain-text line for one word."""
    shown = verdict.params.get("word") or '""'
    outcome = _t(strings, "voice.word.cli.accepted" if verdict.valid else "voice.word.cli.refused")
    return _t(
        strings,
        "voice.word.cli.line",
        word=shown,
        verdict=outcome,
        reason=_t(strings, verdict.reason, **_params(verdict, strings)),
    )


def run(args: argparse.Namespace) -> int:
    lang = getattr(args, "lang", None) or system_language()
    strings = Strings(lang)
    as_json = bool(getattr(args, "json", False))
    out = _output()
    from woods_desktop.words.judge import shared_service

    service = shared_service()
    service.start()
    if not service.wait(LOAD_TIMEOUT_S):
        error = service.error or TimeoutError(f"not ready after {LOAD_TIMEOUT_S:.0f} s")
        print(_t(strings, "voice.word.load_failed", error=_clean(str(error))), file=sys.stderr)
        return 2
    judge = service.judge()
    assert judge is not None
    all_valid = True
    records: list[dict[str, Any]] = []
    for raw in _words(args):
        raw = _clean(raw)
        verdict = judge.verdict(raw)
        all_valid = all_valid and verdict.valid
        if as_json:
            records.append(verdict_record(raw, verdict, strings))
        else:
            print(verdict_line(verdict, strings), file=out, flush=True)
    if as_json:
        print(json.dumps(records, ensure_ascii=False, indent=2), file=out, flush=True)
    return 0 if all_valid else 1
