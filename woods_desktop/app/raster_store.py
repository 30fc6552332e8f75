"""Rasterised art kept on disk between runs, written behind the window's back.

A large SVG drawn at a new size costs a few milliseconds; keeping it as a PNG cost five times that
again (6-27 ms for one picture, measured), on the window's thread, in the very frame that first
showed it: a stall mid-game. The store keeps raw pixels instead, compressed by zlib on a background
thread (zlib lets go of the interpreter lock while it works), and reads them back in well under a
millisecond. Only ever a speed-up: a file that cannot be read or written is ignored (see
data/cache.py), and a write lost when the program ends is drawn again next time.
"""

from __future__ import annotations

import os
import queue
import struct
import threading
import zlib
from pathlib import Path

import pygame

HEADER = struct.Struct("<4sII")  # magic, width, height
MAGIC = b"WDR1"
QUEUED_MAX = 64  # writes waiting beyond this are dropped (a cache, not a store of record)

_writes: "queue.Queue[tuple[Path, int, int, bytes]]" = queue.Queue(QUEUED_MAX)
_writer: threading.Thread | None = None
_writer_lock = threading.Lock()


def read(path: Path) -> pygame.Surface | None:
    """The kept pixels, or None when there are none (or they cannot be read)."""
    try:
        data = path.read_bytes()
        magic, w, h = HEADER.unpack_from(data)
        if magic != MAGIC:
            return None
        pixels = zlib.decompress(data[HEADER.size :])
        if len(pixels) != w * h * 4:
            return None
        return pygame.image.frombytes(pixels, (w, h), "RGBA")
    except (OSError, ValueError, struct.error, zlib.error, pygame.error):
        return None


def keep(path: Path, surface: pygame.Surface) -> None:
    """Write `surface` to `path` later, off the window's thread (its pixels are copied now)."""
    w, h = surface.get_size()
    try:
        _writes.put_nowait((path, w, h, pygame.image.tobytes(surface, "RGBA")))
    except queue.Full:
        return
    _start_writer()


def flush(timeout: float = 5.0) -> None:
    """Wait (bounded) until the queued writes are on disk (tests, and leaving the program)."""
    done = threading.Event()

    def waiter() -> None:
        _writes.join()
        done.set()

    threading.Thread(target=waiter, daemon=True).start()
    done.wait(timeout)


def _start_writer() -> None:
    global _writer
    with _writer_lock:
        if _writer is None or not _writer.is_alive():
            _writer = threading.Thread(target=_write_forever, daemon=True, name="woods-art-cache")
            _writer.start()


def _write_forever() -> None:
    while True:
        path, w, h, pixels = _writes.get()
        try:
            data = HEADER.pack(MAGIC, w, h) + zlib.compress(pixels, 1)
            tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)
        except OSError:
            pass
        finally:
            _writes.task_done()
