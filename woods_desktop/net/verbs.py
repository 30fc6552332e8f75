"""`woods-desktop host` and `woods-desktop join`: a network game without a window, for tests and for people
without a display.

Both print JSON lines with `--json` (`listening`, `joined`, `over`) and exit
0 when the game is over; a refused join (a wrong code, a waiting address, a
full table) exits 3 with one line naming why. Every wait is bounded: the host
gives up after `--timeout` seconds, a joined computer after `--timeout` too,
and a dropped one tries to come back for `--reconnect` seconds.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any, Callable

from woods_desktop.net.client import JoinClient, JoinRefused, Seen

REFUSED_EXIT = 3
TIMEOUT_EXIT = 4
HOME_NETWORK = "0.0.0.0"
THIS_COMPUTER = "127.0.0.1"
LISTEN = {"this-computer": THIS_COMPUTER, "home-network": HOME_NETWORK}


def run_stopping(coro: Any) -> int:
    """`asyncio.run(coro)`, stopped cleanly by Ctrl-C or SIGTERM: the signal cancels the verb's task
    (closing its server and connections), then reaches the program's own handler as if just sent."""
    got: list[int] = []

    async def main() -> int:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()

        def stop(signum: int) -> None:
            got.append(signum)
            if task is not None:
                task.cancel()

        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(signum, stop, signum)
            except (NotImplementedError, RuntimeError, ValueError):  # Windows: Python's own handler stays
                pass
        try:
            result: int = await coro
            return result
        except asyncio.CancelledError:
            if got:
                return 128 + got[0]
            raise

    before = {signum: signal.getsignal(signum) for signum in (signal.SIGINT, signal.SIGTERM)}
    try:
        code = asyncio.run(main())
    finally:
        for signum, handler in before.items():  # the loop leaves the default handlers behind
            signal.signal(signum, handler)
    if got:
        signal.raise_signal(got[0])
    return code


def _say(as_json: bool, event: str, **fields: Any) -> None:
    if as_json:
        print(json.dumps({"event": event, **fields}, ensure_ascii=False), flush=True)
    else:
        print(f"{event}: " + ", ".join(f"{k}={v}" for k, v in fields.items()), flush=True)


def _log_to_stderr() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("host: %(message)s"))
    log = logging.getLogger("woods_desktop.net.host")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    logging.getLogger("woods_desktop.net.host.websockets").setLevel(logging.CRITICAL)


def table_chooser(game_id: str, task_success: float, seed: int) -> Callable[[Any, list[Any]], Any] | None:
    """The table's answers where nobody sits at it (the Wolf's task cards, as `simulate` answers them):
    the game's bots module offers `TaskChance` for a game with a table seat."""
    from woods_desktop.core.plugin import resolve
    from woods_desktop.games import plugin

    p = plugin(game_id)
    if not p.definition().extras.get("table_seat") or not p.bots_ref:
        return None
    chance = resolve(p.bots_ref.partition(":")[0] + ":TaskChance")(task_success, seed * 7919 + 17)
    chooser: Callable[[Any, list[Any]], Any] = chance.choose
    return chooser


def host_parts(
    game_id: str, seed: int, t: Callable[..., str], minute_seconds: float = 60.0, task_success: float = 0.8
) -> dict[str, Any]:
    """What a `HostGame` needs besides its seats, for the headless host and the window's alike: the host's
    computers, the table's answers where nobody sits at it, the minute, and names in the host's language."""
    from woods_desktop.games import make_bot

    return {
        "minute_ms": int(minute_seconds * 1000),
        "make_bot": lambda level, seat: make_bot(game_id, level, seat, seed * 31 + seat),
        "table_chooser": table_chooser(game_id, task_success, seed),
        "default_name": lambda i: t("setup.default_name", number=i + 1),
        "table_name": t("setup.table_seat"),
    }


def build_game(args: Any) -> Any:
    """The host's game: its autosave when `--resume` finds one, else a new one from the arguments."""
    import secrets

    from woods_desktop.data.strings import Strings
    from woods_desktop.games import definition as game_definition
    from woods_desktop.games import plugin
    from woods_desktop.net import autosave
    from woods_desktop.net.game import HostGame
    from woods_desktop.net.seating import parse_seats

    definition = game_definition(args.game)
    levels = ("random", *plugin(args.game).bot_levels())
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    options: dict[str, Any] = {}
    for item in args.option or []:
        key, _, value = item.partition("=")
        try:
            options[key] = json.loads(value)  # numbers, true/false, lists
        except ValueError:
            options[key] = value
    common = host_parts(args.game, seed, Strings(args.lang or "en").t, args.minute_seconds, args.task_success)
    if args.resume:
        found = autosave.load(definition)
        if found is not None:
            return HostGame.resume(definition, found, **common), True
    kinds = parse_seats(args.seats, levels)
    code = args.code
    if code is None:
        from woods_desktop.net.codes import new_code

        code = new_code()
    game = HostGame(definition, kinds, code, seed, args.variant, options, **common)
    game.name_seats(Strings(args.lang or "en").t, list(game.names))
    return game, False


def run_host(args: Any) -> int:
    from woods_desktop.games import playable_ids

    if args.game not in playable_ids():
        print(f"host: unknown game {args.game!r}; playable: {', '.join(playable_ids())}", file=sys.stderr)
        return 2
    if args.code is not None and not (len(args.code) == 4 and args.code.isdigit()):
        print("host: --code must be 4 digits", file=sys.stderr)
        return 2
    try:
        game, resumed = build_game(args)
    except (ValueError, KeyError) as exc:
        print(f"host: {exc}", file=sys.stderr)
        return 2
    _log_to_stderr()
    return run_stopping(_host_main(args, game, resumed))


async def _host_main(args: Any, game: Any, resumed: bool) -> int:
    from woods_desktop.net.host import Host

    host = Host(game, LISTEN[args.where], args.port, args.absent_after, args.absent_level)
    try:
        port = await host.start()
    except OSError as exc:
        print(f"host: cannot listen on {LISTEN[args.where]}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    advert = None
    if args.advertise:
        from woods_desktop.net.discovery import Advert

        advert = Advert(game.definition.id, port, LISTEN[args.where])
        await asyncio.to_thread(advert.start)
    fields: dict[str, Any] = {"port": port, "code": game.code, "game": game.definition.id, "address": host.address}
    if resumed:
        fields["resumed"] = len(game.actions)
    _say(args.json, "listening", **fields)
    try:
        finished = await host.run_until_over(args.timeout)
    finally:
        await host.close()
        if advert is not None:
            await asyncio.to_thread(advert.stop)
    if not finished:
        print(f"host: no end within {args.timeout:.0f} s", file=sys.stderr)
        return TIMEOUT_EXIT
    _say(args.json, "over", outcome=game.state.outcome().to_dict(), actions=len(game.actions))
    return 0


def _token_from(path: Path | None) -> str | None:
    if path is None or not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    token = data.get("token") if isinstance(data, dict) else None
    return token if isinstance(token, str) else None


def _keep_token(path: Path | None, token: str | None) -> None:
    if path is None or token is None:
        return
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"token": token}), encoding="utf-8")
    os.replace(tmp, path)


def run_join(args: Any) -> int:
    from woods_desktop.data.strings import Strings

    host, _, port = args.address.rpartition(":")
    if not host or not port.isdigit():
        print("join: give the host as HOST:PORT, e.g. 127.0.0.1:8765", file=sys.stderr)
        return 2
    if not (len(args.code) == 4 and args.code.isdigit()):
        print("join: --code is the 4 digits the host shows", file=sys.stderr)
        return 2
    strings = Strings(args.lang or "en")
    try:
        return run_stopping(_join_main(args, f"ws://{host}:{port}"))
    except JoinRefused as exc:
        message = strings.t(exc.key, **exc.params) if strings.has(exc.key) else exc.key
        # with --json a script reads every outcome on stdout, the refusal too; a person reads stderr
        if args.json:
            _say(True, "refused", key=exc.key, params=dict(exc.params), message=message)
        print(f"join: {message}", file=sys.stderr)
        return REFUSED_EXIT


async def _join_main(args: Any, url: str) -> int:
    token_file = Path(args.token_file) if args.token_file else None
    capture = open(args.capture, "a", encoding="utf-8") if args.capture else None  # noqa: SIM115
    deadline = time.monotonic() + args.timeout

    def keep(message: dict[str, Any]) -> None:
        if message.get("type") == "welcome":  # a restarted host may hand out a new token
            _keep_token(token_file, str(message["token"]))
        if capture is not None:
            capture.write(json.dumps(message, ensure_ascii=False) + "\n")
            capture.flush()

    token = _token_from(token_file)
    client = JoinClient(url, args.code, args.name, token, args.reconnect, on_message=keep, person=False)
    try:
        await client.connect()
        from woods_desktop.games import plugin

        levels = ("random", *plugin(client.seen.game).bot_levels())
        if args.bot not in levels:
            print(
                f"join: no computer level {args.bot!r} for {client.seen.game}; one of {', '.join(levels)}",
                file=sys.stderr,
            )
            await client.close()
            return 2
        _say(args.json, "joined", seat=client.seen.seat, game=client.seen.game, rejoined=token == client.token)
        player = asyncio.create_task(_play(client, args))
        try:
            finished = await client.run(deadline)
        finally:
            player.cancel()
            await client.close()
    finally:
        if capture is not None:
            capture.close()
    if not finished:
        print(f"join: no end within the time given ({args.timeout:.0f} s) or the host is gone", file=sys.stderr)
        return TIMEOUT_EXIT
    _say(args.json, "over", outcome=client.seen.outcome, seat=client.seen.seat)
    return 0


async def _play(client: JoinClient, args: Any) -> None:
    """The seat's computer: plays from the seat's own view whenever it is the seat's turn."""
    from woods_desktop.games import make_bot

    bot: Any = None
    tried = -1
    while True:
        await client.changed.wait()
        client.changed.clear()
        seen: Seen = client.seen
        if seen.over or seen.to_move != seen.seat or seen.version == tried or not seen.legal:
            continue
        if bot is None:
            bot = make_bot(seen.game, args.bot, int(seen.seat or 0), args.seed * 31 + int(seen.seat or 0))
        tried = seen.version
        if args.delay:
            await asyncio.sleep(args.delay)  # a person's pace (tests kill a joined computer mid-game)
        view, legal = seen.view, list(seen.legal)
        try:
            action = await asyncio.to_thread(bot.choose, {} if args.bot == "random" else view, legal)
        except Exception as exc:  # a computer that trips still moves: the first legal action
            print(
                f"join: the {args.bot} computer failed ({type(exc).__name__}: {exc}); it plays its first move",
                file=sys.stderr,
            )
            action = legal[0]
        refusal = await client.act(action)
        if refusal is not None and refusal.key != "net.err.dropped" and action != legal[0]:
            refusal = await client.act(legal[0])  # a choice the host refused: the first legal action instead
        if refusal is not None:
            tried = -1  # dropped or refused: try again on the next view the host sends (after a rejoin)
