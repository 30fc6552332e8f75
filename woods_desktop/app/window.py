"""The window's real size, asked of the display server rather than of SDL.

SDL answers "how big is the window?" from its own record of what it last asked for. Without a
window manager (a kiosk, a bare X session) a fullscreen request is never answered, yet SDL records
the display's size, reports it, and even queues resize events saying so, while the window on the
screen keeps its old size. A layout made for SDL's figure then spills out of the window. So on X11
the size is asked of the X server itself (one round trip through libX11, already loaded by SDL);
on other systems SDL's own figure is the real one.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Sequence

import pygame

_x11: tuple[Any, int] | None = None  # (libX11, our own Display*) once opened
_x11_failed = False


def _errors_ignored(_display: int | None, _event: int | None) -> int:
    """An X error (the window gone) must not end the program, as Xlib's default handler would."""
    return 0


@cache
def _xlib_types() -> tuple[Any, Any, Any]:
    """ctypes, Xlib's XWindowAttributes and our error handler: made the first time the X server is asked
    (ctypes is not imported before the window's first frame, nor at all where the display is not X11)."""
    import ctypes

    class XWindowAttributes(ctypes.Structure):
        _fields_ = [
            ("x", ctypes.c_int),
            ("y", ctypes.c_int),
            ("width", ctypes.c_int),
            ("height", ctypes.c_int),
            ("border_width", ctypes.c_int),
            ("depth", ctypes.c_int),
            ("visual", ctypes.c_void_p),
            ("root", ctypes.c_ulong),
            ("c_class", ctypes.c_int),
            ("bit_gravity", ctypes.c_int),
            ("win_gravity", ctypes.c_int),
            ("backing_store", ctypes.c_int),
            ("backing_planes", ctypes.c_ulong),
            ("backing_pixel", ctypes.c_ulong),
            ("save_under", ctypes.c_int),
            ("colormap", ctypes.c_ulong),
            ("map_installed", ctypes.c_int),
            ("map_state", ctypes.c_int),
            ("all_event_masks", ctypes.c_long),
            ("your_event_mask", ctypes.c_long),
            ("do_not_propagate_mask", ctypes.c_long),
            ("override_redirect", ctypes.c_int),
            ("screen", ctypes.c_void_p),
        ]

    handler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(_errors_ignored)
    return ctypes, XWindowAttributes, handler


def _load_x11() -> Any:
    """libX11: by its usual name first (SDL has it loaded already, so this costs nothing), else wherever the
    system's linker cache says (`find_library` runs `ldconfig`, tens of milliseconds: only as a fallback)."""
    ctypes = _xlib_types()[0]
    try:
        return ctypes.CDLL("libX11.so.6")
    except OSError:
        import ctypes.util

        name = ctypes.util.find_library("X11")
        return ctypes.CDLL(name) if name else None


def _open_x11() -> tuple[Any, int] | None:
    """Our own connection to the X server (SDL's is not reachable from Python); None when there is none."""
    global _x11, _x11_failed
    if _x11 is not None or _x11_failed:
        return _x11
    _x11_failed = True
    ctypes, attributes, _handler = _xlib_types()
    try:
        lib = _load_x11()
    except OSError:
        return None
    if lib is None:
        return None
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XGetWindowAttributes.restype = ctypes.c_int
    lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(attributes)]
    lib.XSetErrorHandler.restype = ctypes.c_void_p
    lib.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    display = lib.XOpenDisplay(None)
    if not display:
        return None
    _x11, _x11_failed = (lib, display), False
    return _x11


def server_size() -> tuple[int, int] | None:
    """The window's size as the X server has it; None when that cannot be asked (no window, not X11)."""
    if pygame.display.get_surface() is None or pygame.display.get_driver() != "x11":
        return None
    xid = pygame.display.get_wm_info().get("window")
    x11 = _open_x11()
    if not isinstance(xid, int) or x11 is None:
        return None
    lib, display = x11
    ctypes, attributes, handler = _xlib_types()
    attrs = attributes()
    previous = lib.XSetErrorHandler(ctypes.cast(handler, ctypes.c_void_p))
    try:
        ok = lib.XGetWindowAttributes(display, xid, ctypes.byref(attrs))
    finally:
        lib.XSetErrorHandler(previous)
    if not ok or attrs.width <= 0 or attrs.height <= 0:
        return None
    return (int(attrs.width), int(attrs.height))


def real_window_size() -> tuple[int, int]:
    """The size the window really has on the screen: what every layout is made for."""
    size = server_size()
    if size is not None:
        return size
    w, h = pygame.display.get_window_size()
    return (int(w), int(h))


def fit_on_display(
    pos: tuple[int, int], size: tuple[int, int], desktops: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """Where a window of `size` remembered at `pos` goes so the whole of it is on a display.

    Displays lie side by side, left to right, as SDL reports them. The window goes onto the display its
    centre is over (the nearest one when it is over none), moved just enough to lie wholly on it; a window
    larger than the display starts at its top left corner. A place remembered under a window manager and
    reopened without one, or a larger `--size` than the last run's, would otherwise hang off the screen
    with its bottom or right edge cut. None when no display is known."""
    if not desktops:
        return None
    x, y = pos
    w, h = size
    centre = x + w // 2
    lefts = []
    left = 0
    for dw, _dh in desktops:
        lefts.append(left)
        left += dw

    def distance(i: int) -> int:
        start, end = lefts[i], lefts[i] + desktops[i][0]
        return 0 if start <= centre < end else min(abs(centre - start), abs(centre - end))

    i = min(range(len(desktops)), key=distance)
    dx, (dw, dh) = lefts[i], desktops[i]
    return (max(dx, min(x, dx + dw - w)), max(0, min(y, dh - h)))
