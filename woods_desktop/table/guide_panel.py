"""The lesson's panel on the table: where it stands (over the log, grown up its column until the step's
words fit at the one size every step is read at), its buttons kept from one layout to the next, and how it
is drawn (title, step count, progress, picture, words, buttons, the arrow to the step's area).

`GuideOverlay` (table/guiding.py) is the panel with the lesson's logic: what the step wants, what a click
does, Next and Skip; this base holds only the panel's geometry and drawing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.data.guide import load_guide
from woods_desktop.table.guide_arrow import GuideArrow, draw_ring, obstacles
from woods_desktop.table.guide_words import fit_words, word_sizes
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from woods_desktop.table.seams import GuidedTable
    from woods_desktop.table.session import LessonPart

ICONS = {"guide.next": "icon-continue"}  # the panel buttons that carry a picture beside their words


class GuidePanel(ABC):
    """The panel's half of the lesson overlay; what it needs of the lesson, `GuideOverlay` gives."""

    app: AppServices
    scene: "GuidedTable"
    buttons: list[Button]
    panel_rect: pygame.Rect
    pointer: GuideArrow
    text_size: float
    left_out: int

    # what the lesson says (GuideOverlay)
    @property
    @abstractmethod
    def active(self) -> bool: ...

    @property
    @abstractmethod
    def session(self) -> "LessonPart": ...

    @property
    @abstractmethod
    def finished(self) -> bool: ...

    @property
    @abstractmethod
    def waiting(self) -> bool: ...

    @abstractmethod
    def target_rect(self) -> pygame.Rect | None: ...

    @abstractmethod
    def spot(self) -> tuple[pygame.Rect, Sequence[pygame.Rect]] | None: ...

    @abstractmethod
    def go_on(self) -> None: ...

    @abstractmethod
    def skip(self) -> None: ...

    @abstractmethod
    def play_real(self) -> None: ...

    @abstractmethod
    def leave(self) -> None: ...

    @property
    def big(self) -> bool:
        """A lesson a child reads along with a parent (its guide's `for_children`: the Wolf's): big bold words
        and a picture on each step (read from the game's guide file, loaded once, as the lesson was)."""
        return self.active and load_guide(self.scene.game_id).for_children

    def layout(self) -> None:
        """The panel over the log, its buttons along its foot."""
        app = self.app
        log = self._log_column()
        if log is None or log.h < app.px(300) or log.w < app.px(240):
            log = self._floating()
        self.panel_rect = self._clear_of_lists(self._room_for_words(pygame.Rect(log)))
        pad = app.px(12)
        bh = app.px(40)
        y = self.panel_rect.bottom - pad - bh
        x, w = self.panel_rect.x + pad, self.panel_rect.w - 2 * pad
        if self.finished:
            half = (w - app.px(8)) // 2
            wanted = [
                ("guide.play_real", self.play_real, pygame.Rect(x, y, half, bh), "primary"),
                ("guide.leave", self.leave, pygame.Rect(x + half + app.px(8), y, half, bh), "secondary"),
            ]
        else:  # Skip stands in one place whether Next is there or not (a click aimed at it landed in a gap)
            half = (w - app.px(8)) // 2
            wanted = [("guide.skip", self.skip, pygame.Rect(x + half + app.px(8), y, half, bh), "secondary")]
            if self.waiting:
                wanted.insert(0, ("guide.next", self.go_on, pygame.Rect(x, y, half, bh), "primary"))
        self._keep_buttons(wanted)

    def _floating(self) -> pygame.Rect:
        """The panel as a card of its own above the prompt, the log being hidden (the Wolf's task card takes its
        column): beside the area the step points at, on its roomier side (the middle of the table, the rail,
        rather than the board's edge where the heroes stand), and never over what the table keeps clear (the
        task card a waiting step asks to read: Wolf step 7 covered the friend's card). Where no place beside
        the area is clear of it, the panel stands beside the kept part instead, over as little of the area as
        may be (the board's far side, not the cells the friend walked)."""
        app = self.app
        w, h = app.size
        prompt = self.scene.rects.get("prompt")
        bottom = (prompt.top if prompt is not None and prompt.h else h) - app.px(8)
        pw, ph, gap = app.px(360), min(app.px(400), bottom - app.px(80)), app.px(12)
        target = self.target_rect()
        if target is None or target.centerx > w // 2:
            xs = [(target.left if target is not None else pw + 2 * gap) - gap - pw]
        else:
            xs = [target.right + gap]
        keep = [pygame.Rect(r) for r in self.scene.kept_clear()]
        for r in keep:
            xs += [r.left - gap - pw, r.right + gap]
        places = [pygame.Rect(min(max(gap, x), w - gap - pw), bottom - ph, pw, ph) for x in xs]

        def covered(r: pygame.Rect) -> tuple[int, int]:
            kept = sum(r.clip(k).w * r.clip(k).h for k in keep)
            over = r.clip(target) if target is not None else pygame.Rect(0, 0, 0, 0)
            return kept, over.w * over.h

        return min(places, key=covered)  # the first of the least covered: the roomier side when both are clear

    def _keep_buttons(self, wanted: list[tuple[str, Callable[[], None], pygame.Rect, str]]) -> None:
        """The panel's buttons, kept from one layout to the next: a button made anew on every event forgot
        its press before the release came, so no click ever reached it. Only a new set of buttons (the
        lesson finished, another language) makes new ones; otherwise each keeps its state and moves."""
        app = self.app
        texts = [app.t(key) for key, _, _, _ in wanted]
        if [b.text for b in self.buttons] != texts or [b.on_click for b in self.buttons] != [
            fn for _, fn, _, _ in wanted
        ]:
            self.buttons = [
                Button(app, text, fn, rect, style, icon=ICONS.get(key), size=theme.TYPE_SMALL)
                for text, (key, fn, rect, style) in zip(texts, wanted)
            ]
            return
        for b, (_, _, rect, _) in zip(self.buttons, wanted):
            b.rect = rect

    def _sizes(self) -> tuple[int, ...]:
        """The step's text sizes, the first the one every step is read at: a child's big letters, else body."""
        return (theme.TYPE_LEAD, theme.TYPE_BODY, theme.TYPE_SMALL) if self.big else (theme.TYPE_BODY, theme.TYPE_SMALL)

    def words(self) -> str:
        """What the panel says: the step's text (and that it waits for Next, or that the computers move)."""
        app = self.app
        step = self.session.step()
        if step is None:
            return str(app.t(self.session.script.done_text))
        text = str(app.t(step.text))
        if self.waiting:
            return f"{text} {app.t('guide.read_next')}"
        if not step.person:
            return f"{text} {app.t('guide.watch')}"
        return text

    def _head(self, w: int) -> tuple[list[str], str, bool]:
        """The title's lines, the step count, and whether the count stands at the end of the title's one line
        (a line the step's words keep at a larger text) rather than on a line of its own."""
        app = self.app
        size = app.px(theme.TYPE_SMALL)
        lines = app.fonts.wrap(app.t("guide.title", game=app.t(f"{self.scene.game_id}.title")), size, w, "bold")[:2]
        total = len(self.session.script.steps)
        count = str(app.t("guide.step", n=min(self.session.step_number() + 1, total), total=total))
        font = app.fonts.font(size, "bold")
        beside = len(lines) == 1 and font.size(lines[0])[0] + app.px(16) + font.size(count)[0] <= w
        return lines, count, beside

    def _head_height(self, w: int) -> int:
        """The title, the step count and the progress bar above the words."""
        app = self.app
        lines, _, beside = self._head(w)
        line_h = app.fonts.render("Ag", app.px(theme.TYPE_SMALL), theme.INK, "bold").get_height()
        if beside:  # the count at the title's end, the bar under them
            return int(len(lines) * line_h + app.px(4) + app.px(6) + app.px(10))
        return int((len(lines) + 1) * line_h + app.px(4) + app.px(10))  # the bar beside the count

    def _room_for_words(self, rect: pygame.Rect) -> pygame.Rect:
        """The panel grown up the screen until the step's words fit at the size every step uses: shrinking them
        to fit made the text size jump between steps at 150 % (Voice step 1, Woodlanders 7 and 11). It stops
        below the toolbar; only a step longer than that goes down a size."""
        app = self.app
        need = self._need(rect.w)
        if need <= rect.h:
            return rect
        top = app.px(8)
        # never over the toolbar nor a part of the table above the panel (the Wolf's hero cards, Voice's seats)
        # nor the ring of what the step points at, nor the scoreboard's rows (closed up above the panel)
        above = [self.scene.rects.get("toolbar"), self.target_rect(), self.scene.score_least()]
        if self.big:
            above += [a.zone.rect for a in self.scene.areas]  # the hero cards a child plays from stay in view
        for r in above:
            if r is not None and r.h and r.left < rect.right and rect.left < r.right and r.top < rect.top:
                top = max(top, r.bottom + app.px(8))
        grown = pygame.Rect(rect.x, max(top, rect.bottom - need), rect.w, 0)
        grown.h = rect.bottom - grown.y
        return grown if grown.h > rect.h else rect

    def _need(self, width: int) -> int:
        """The panel's height for the step's words at the size every step uses, with its head and buttons."""
        app = self.app
        pad = app.px(12)
        w = width - 2 * pad
        size = app.px(self._sizes()[0])
        weight = "bold" if self.big else "regular"
        lines = len(app.fonts.wrap(self.words(), size, w, weight))
        line_h: int = app.fonts.font(size).get_linesize()
        return int(2 * pad + self._head_height(w) + lines * line_h + 2 * app.px(8) + app.px(40))

    def _clear_of_lists(self, rect: pygame.Rect) -> pygame.Rect:
        """The panel's top never cuts a list above it through a line (Voice's used words lost half of their
        third line): it stops under the list when the words still fit, else it covers the list whole."""
        gap = self.app.px(8)
        for area in self.scene.areas:
            r = area.zone.rect
            if not (r.h and r.left < rect.right and rect.left < r.right and r.top < rect.top < r.bottom):
                continue
            if rect.bottom - (r.bottom + gap) >= self._need(rect.w):
                return pygame.Rect(rect.x, r.bottom + gap, rect.w, rect.bottom - r.bottom - gap)
            if not self.big:  # a child's hero cards stay in view (_room_for_words)
                return pygame.Rect(rect.x, r.top, rect.w, rect.bottom - r.top)
        return rect

    def _picture(self) -> str | None:
        """The step's picture (the lesson's own when it is done), if it has one."""
        step = self.session.step()
        return step.picture if step is not None else load_guide(self.scene.game_id).done_picture

    def _draw_head(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The title, the step count and the progress bar from (x, y) in `w` pixels; where the words start."""
        app = self.app
        title, counted, beside = self._head(w)
        for line in title:
            t = app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold")
            surface.blit(t, (x, y))
            y += t.get_height()
        count = app.fonts.render(counted, app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
        total = len(self.session.script.steps)
        if beside:
            surface.blit(count, count.get_rect(bottomright=(x + w, y)))
            y += app.px(4)
            bar = pygame.Rect(x, y, w, app.px(6))
        else:  # the count on its own line, the bar beside it (a line's height saved for the step's words)
            surface.blit(count, (x, y))
            left = count.get_width() + app.px(12)
            bar = pygame.Rect(x + left, y + (count.get_height() - app.px(6)) // 2, max(0, w - left), app.px(6))
            y += count.get_height() + app.px(4)
        pygame.draw.rect(surface, theme.PARCHMENT_SHADE, bar, border_radius=app.px(3))
        done = self.session.step_number() / total if total else 1.0
        pygame.draw.rect(
            surface, theme.MOSS, (bar.x, bar.y, int(bar.w * min(1.0, done)), bar.h), border_radius=app.px(3)
        )
        return int(max(y, bar.bottom) + app.px(10))

    @property
    def next_button(self) -> Button | None:
        """The Next of a step that waits to be read (kept across events like every panel button)."""
        return next((b for b in self.buttons if b.on_click == self.go_on), None)

    def _log_column(self) -> pygame.Rect | None:
        """The log's place, grown up its column to the panel's height when the log is short (at a larger
        text size; floated over the table instead, the panel covered the rail and half the log)."""
        log = self.scene.rects.get("log")
        app = self.app
        # the step's words at 150 %: a child's big letters with a small picture (clear of the hero cards above),
        # or the other games' longer texts at body size (over the top of the list above, not needed in a lesson)
        tall = app.px(340 if self.big else 390)
        if log is None or not log.h or log.h >= tall or log.w < app.px(240):
            return log
        h = min(tall, log.bottom - app.px(80))
        return pygame.Rect(log.x, log.bottom - h, log.w, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        app = self.app
        self.layout()
        big = self.big
        target = self.target_rect()
        if target is not None:
            draw_ring(surface, app, target)
        r = self.panel_rect
        panel(surface, r, theme.PARCHMENT, app.px(theme.RADIUS), app.px(4), theme.AMBER, max(2, app.px(3)))
        pad = app.px(12)
        x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
        picture = self._picture()
        text = self.words()
        bottom = self.buttons[0].rect.top - app.px(8) if self.buttons else r.bottom - pad
        weight = "bold" if big else "regular"
        side = app.px(96 if big else 64) if picture else 0
        sizes = self._sizes()
        # a child's picture beside the title and the step count, whole, when the words fit under it at a size
        # that reads at least at 100 % (issue 34 item 7: at 150 % the picture on top shrank to 70 px, or none)
        by_head, fit = 0, None
        if big and side:
            first = fit_words(app, text, w, bottom - y - self._head_height(w), side, sizes, big, give_way=False)
            if first is None or first[0] != word_sizes(app, sizes, big)[0]:  # the big letters go down under it
                by_head = side + app.px(12)
                top = max(y + self._head_height(w - by_head), y + side + app.px(10))
                fit = fit_words(app, text, w, bottom - top, 0, sizes, big, give_way=False)
                by_head = by_head if fit is not None else 0
        y = self._draw_head(surface, x + by_head, y, w - by_head)
        if fit is not None and picture:
            sized, lines, line_h, _ = fit
            img = app.images.get(picture, side, side)
            surface.blit(img, (x, r.y + pad))
            y = max(y, r.y + pad + side + app.px(10))
        else:  # on top of the words: the words first, the picture shrinks (down to none)
            fit = fit_words(app, text, w, bottom - y, side, sizes, big)
            assert fit is not None  # the picture may give way: a size is always found
            sized, lines, line_h, side = fit
            if picture and side >= app.px(32):
                img = app.images.get(picture, side, side)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += side + app.px(8)
        real, size = sized
        self.text_size = size  # the size the words were drawn at (a test reads it: the same on every step)
        self.left_out = 0  # lines that found no room (a test reads it: none at any text size)
        for i, line in enumerate(lines):
            if y + line_h > bottom:
                self.left_out = len(lines) - i
                break
            t = app.fonts.render(line, real, theme.INK, weight, scaled=False)
            surface.blit(t, (x, y))
            y += line_h
        for b in self.buttons:
            b.draw(surface)
        self.pointer.points = ()
        if target is not None:
            self.pointer.draw(surface, app, r, target, lambda ring: obstacles(self.scene, ring), self.spot())
