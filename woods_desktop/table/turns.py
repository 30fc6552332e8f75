"""The turn as the table scene lives it: advance the flow, show the pass screen, keep the last move in
view before the result, open the result over the table and come back to it.

After any change (an action, a hold ended) what comes next is decided at once (whose eyes, the pass
screen), so no frame shows one person's hand while another person's turn is up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.app.scene import scene_class
from woods_desktop.core.controllers import COMPUTER, ENGINE
from woods_desktop.table import flow as F
from woods_desktop.table.finished import finished_session
from woods_desktop.table.flow import Hold
from woods_desktop.table.painting import OVER
from woods_desktop.table.presence import PresenceCards

if TYPE_CHECKING:
    from woods_desktop.table.table_scene import TableScene


class TurnKeeper:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        # actions the table has taken in: a network game's moves arrive between frames, not in `flow.update`
        self.known = len(scene.session.actions)
        self.presence = PresenceCards(scene)  # a network game's missing computers, said on the table
        # the result screen's module is imported now: importing it when the game ends made a 24 ms frame
        scene_class("result")

    def settle(self, dt: float) -> None:
        """Advance the flow, and when that changed the game or ended a hold, decide at once what comes
        next (whose eyes, the pass screen), so no frame shows one person's hand in another's turn. When a
        computer or the engine moves next, nobody's eyes change: its move waits for the next frame (at
        animation speed 0 eight moves in one frame made a 33 ms frame)."""
        for step in range(8):
            actions_before = len(self.scene.session.actions)
            holding = bool(self.scene.flow.holds)
            self._advance(dt if step == 0 else 0.0)
            moved = len(self.scene.session.actions) != actions_before or (holding and not self.scene.flow.holds)
            if not moved or self.scene.flow.holds or self.scene.app.scene is not self.scene:
                break
            if self.scene.flow.controller(self.scene.session.to_move) in (COMPUTER, ENGINE):
                break

    def _advance(self, dt: float) -> None:
        self._take_in()  # moves played elsewhere since the last frame (a network game's other seats)
        holding = bool(self.scene.flow.holds)
        hold_before = self.scene.flow.current_hold()
        viewer_before = self.scene.flow.viewer
        status = self.scene.flow.update(dt)
        if hold_before is not None and self.scene.flow.current_hold() is not hold_before:
            self.scene.input.drop_focus()  # what it uncovers starts with nothing chosen
            # and it is drawn: a hold that waits for a click after a timed one (the Wolf's last page after his
            # walk) asks for no frame of its own, and the window kept the walk's last frame until a click
            self.scene.dirty = True
        self._take_in()
        if holding and not self.scene.flow.holds:
            self.scene.refresh()
        if status != self.scene.status or self.scene.flow.viewer != viewer_before:
            if status == F.PERSON_TURN:
                self.scene.input.drop_focus()  # a turn starts with nothing chosen
            self.scene.status = status
            self.scene.refresh()
        if status == F.PASS and not self.scene._pass_shown:
            self.scene._pass_shown = True
            self._push_pass()
        elif status == F.OVER and not self.scene._handed_off:
            self.scene._handed_off = True
            if self.scene.flow.people() and not self.scene.flow.over_shown:
                # the last move stays on the table until a click: the winner's last turn is seen
                self.scene.flow.over_shown = True
                self.scene._handed_off = False
                self.scene.flow.hold([Hold(OVER, None, seconds=None)])
                self.scene.refresh()
                return
            game = finished_session(self.scene.app, self.scene.session)
            if self.scene.flow.people():
                self.scene.app.push("result", game=game, on_table=True)  # the table stays beneath it
            else:
                self.scene.app.replace("result", game=game)

    def _take_in(self) -> None:
        """When the game has moved on since the table last looked: its new events (and holds) and a refresh."""
        network = self.scene.session.network
        if network is not None:  # a network game: what the host says now, read as one moment
            network.sync()
            self._say_trouble()
        count = len(self.scene.session.actions)
        if count != self.known:
            self.known = count
            self.scene._after_change()

    def _say_trouble(self) -> None:
        """A network table shows who is missing (a seat's computer, or the host's game) as a card that stays
        (`presence`), and says once when the host is back."""
        gone_before = self.presence.host_gone()
        self.presence.follow()
        if gone_before and not self.presence.host_gone():
            self.scene.app.toast(self.scene.app.t("net.back"), "info")

    def _push_pass(self) -> None:
        seat = self.scene.flow.waiting_pass
        if seat is None:
            return
        info = self.scene.seats()[seat]

        def reveal(seat: int = seat) -> None:
            self.scene.flow.reveal(seat)
            self.scene._pass_shown = False
            self.scene.refresh()

        self.scene.app.push(
            "pass", name=info.name, colour=info.colour, on_reveal=reveal, **self.scene.decl.pass_screen_args(seat)
        )

    def resumed(self) -> None:
        """Back from the result ("Look at the table"): the final table, and a click for the result again."""
        if self.scene._handed_off and self.scene.flow.current_hold() is None and self.scene._port.is_over():
            self.scene._handed_off = False
            self.scene.flow.hold([Hold(OVER, None, seconds=None)])
        self.scene.refresh()
