"""Driving a table the way a person does: clicks, keys and Tab-and-arrows to a public target."""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from woods_desktop.table.art import DIMMED


def click(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app: Any, k: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click_item(app: Any, scene: Any, zone: str, item: Hashable) -> None:
    click(app, scene.item(zone, item).rect.center)


def use_by_keys(app: Any, scene: Any, zone_id: str, item: Hashable, then: int = pygame.K_RETURN) -> None:
    """Tab to the zone, arrows to the item (keyboard focus never rests on a dimmed item), then `then`."""
    index = [z.id for z in scene.zones].index(zone_id)
    for _ in range(len(scene.zones) + 1):
        if scene.focus_zone == index:
            break
        key(app, pygame.K_TAB)
    assert scene.focus_zone == index
    zone = scene.zone(zone_id)
    for k in _arrow_path(zone, zone.items.index(zone.item(item))):
        key(app, k)
    assert zone.focused().id == item
    assert DIMMED not in zone.focused().marks
    key(app, then)


def _arrow_path(zone: Any, goal: int) -> list[int]:
    """The arrow keys that take the zone's focus to item `goal`, found as the kit moves it (by position)."""
    from collections import deque

    from woods_desktop.table.input import ARROWS, nearest

    start, keep = zone.focus, zone.focus
    paths: dict[Any, list[int]] = {start: []}
    todo = deque([start])
    while todo and goal not in paths:
        here = todo.popleft()
        for k, step in ARROWS.items():
            zone.focus = here
            there = nearest(zone, step)
            if there is not None and there not in paths:
                paths[there] = [*paths[here], k]
                todo.append(there)
    zone.focus = keep
    return paths.get(goal, [])


def wait_while_a_computer_thinks(scene: Any, limit_s: float = 30.0) -> None:
    """A person waits while a computer thinks: so does the monkey, on the real clock (the worker's answer
    comes in real time, and a loaded machine would otherwise let every event pass before its first answer)."""
    import time

    flow = getattr(scene, "flow", None)
    if flow is None or not hasattr(flow, "busy_thinking"):
        return
    end = time.monotonic() + limit_s
    hint = getattr(scene, "hint", None)  # the kit's hint thinks in the same worker
    while (flow.busy_thinking() or (hint is not None and hint.busy())) and time.monotonic() < end:
        time.sleep(0.002)


def monkey(
    app: Any,
    start: Any,
    *,
    events: int,
    keys: list[int],
    sizes: tuple[tuple[int, int], ...],
    seed: int,
    dt: float,
    text: str = "",
    key_up: bool = False,
    first: int | None = None,
    tick: Any = None,
) -> tuple[Any, int]:
    """Random clicks, keys (sometimes with Ctrl, released too when `key_up`), typed `text`, wheel, resizes and
    motion on the table `start(seed)` opened; a finished game starts another. Returns the last
    session and how many events were played before anything other than a table, pause, confirm,
    pass or result screen came up."""
    import random

    rng = random.Random(seed)
    session, scene = start(seed if first is None else first)
    done = 0
    for i in range(events):
        if app.scene is not scene:
            if app.scene.name in ("pause", "confirm"):
                app.pop()
            elif app.scene.name == "pass":
                click(app, (10, 10))
            elif app.scene.name == "result":  # the monkey finished a game: another one
                session, scene = start(seed + i)
            else:
                break
            continue
        w, h = app.size
        roll = rng.random()
        if roll < 0.45:
            click(app, (rng.randrange(w), rng.randrange(h)))
        elif roll < 0.6:
            k = rng.choice(keys)
            key(app, k, pygame.KMOD_CTRL if rng.random() < 0.05 else 0)
            if key_up and rng.random() < 0.5:
                app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        elif roll < 0.75 and text:
            app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(text)))
        elif roll < 0.85:
            pygame.mouse.set_pos((rng.randrange(w), rng.randrange(h)))
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        elif roll < 0.88:
            app.resize_to(rng.choice(sizes))
        else:
            pos = (rng.randrange(w), rng.randrange(h))
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        if tick is not None:
            tick(rng)
        app.step(dt)
        wait_while_a_computer_thinks(scene)
        done += 1
        if i % 10 == 0:
            app.render()
    return session, done


def close_hold(app: Any) -> None:
    """What a person does to go on from a hold: Enter, pressed and let go (the hold owns the press)."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
