"""What a part of a screen asks of the app, typed: the window's services, not the whole `App`.

A table's helpers, its declaration and the widgets draw and speak through the app (sizes `px`, words `t`,
fonts, pictures, sounds, toasts) and open screens through its scene stack. They were handed the app as `Any`,
so a misspelt service or a wrong argument passed mypy and failed in the window. `AppServices` names what they
may use; `App` has all of it (mypy checks that wherever an `App` is passed as one), and a test may hand in a
smaller stand-in. `Drawing` is the part a painter needs: no scene stack, no sound.

It lives in ui/ (DESIGN.md section 2: scenes -> table -> ui -> app): the table and the widgets may name it,
and it names only what app/ and data/ define.
"""

from __future__ import annotations

from typing import Protocol

from woods_desktop.app.fonts import Fonts
from woods_desktop.app.images import Images
from woods_desktop.app.scene import Scene
from woods_desktop.app.settings import Settings
from woods_desktop.app.sound import SoundPlayer
from woods_desktop.data.strings import Strings


class Drawing(Protocol):
    """What drawing and wording need: the window's size and scale, the words, fonts and pictures."""

    settings: Settings
    fonts: Fonts
    images: Images
    strings: Strings

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def scale(self) -> float: ...

    def px(self, v: float, /) -> int:
        """A design pixel (at 1280x720) in window pixels."""
        ...

    def t(self, key: str, /, **params: object) -> str:
        """The words for `key` in the window's language."""
        ...


class AppServices(Drawing, Protocol):
    """Everything a table (and a screen's part) asks of the app: drawing, sounds, toasts, reading aloud and the
    scene stack (push a screen over it, replace it, go back)."""

    sound: SoundPlayer

    @property
    def scene(self) -> Scene | None:
        """The screen on top (a table checks it is still the one shown before it moves on)."""
        ...

    def toast(self, text: str, kind: str = "info") -> None: ...

    def read_aloud(self, text: str) -> None: ...

    def sync_speech(self) -> None: ...

    def push(self, name: str, /, **kwargs: object) -> Scene: ...

    def replace(self, name: str, /, **kwargs: object) -> Scene: ...

    def reset_to(self, name: str, /, **kwargs: object) -> Scene: ...

    def pop(self) -> None: ...
