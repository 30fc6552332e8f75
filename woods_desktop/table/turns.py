"""The turn as the table scene lives it: advance the flow, show the pass screen, keep the last move in
view before the result, open the result over the table and come back to it.

After any change (an action, a hold ended) what comes next is decided at once (whose eyes, the pass
screen), so no frame shows one person's hand while another person's turn is up. What the turn is now
(the flow's word, the pass screen up, the result opened) is the scene's `TurnState`, changed here through
its commands only.
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
    from woods_desktop.table.seams import TurnTable


class TurnKeeper:
    def __init__(self, scene: "TurnTable") -> None:
        self.scene = scene
        self.flow, self.turn, self.app, self.session = scene.flow, scene.turn_state, scene.app, scene.session
        # actions the table has taken in: a network game's moves arrive between frames, not in `flow.update`
        self.known = len(self.session.actions)
        self.presence = PresenceCards(scene)  # a network game's missing computers, said on the table
        # the result screen's module is imported now: importing it when the game ends made a 24 ms frame
        scene_class("result")

    def settle(self, dt: float) -> None:
        """Advance the flow, and when that changed the game or ended a hold, decide at once what comes
        next (whose eyes, the pass screen), so no frame shows one person's hand in another's turn. When a
        computer or the engine moves next, nobody's eyes change: its move waits for the next frame (at
        animation speed 0 eight moves in one frame made a 33 ms frame)."""
        flow = self.flow
        for step in range(8):
            actions_before = len(self.session.actions)
            holding = self.turn.holding
            self._advance(dt if step == 0 else 0.0)
            moved = len(self.session.actions) != actions_before or (holding and not self.turn.holding)
            if not moved or self.turn.holding or not self._on_top():
                break
            if flow.controller(self.session.to_move) in (COMPUTER, ENGINE):
                break

    def _on_top(self) -> bool:
        """Whether the table is the screen shown (a pass screen or the result pushed over it stops its steps)."""
        table: object = self.scene  # the scene, seen as this keeper's seam
        return self.app.scene is table

    def _advance(self, dt: float) -> None:
        scene, flow, turn = self.scene, self.flow, self.turn
        self._take_in()  # moves played elsewhere since the last frame (a network game's other seats)
        holding = turn.holding
        hold_before = turn.hold
        viewer_before = flow.viewer
        status = flow.update(dt)
        if hold_before is not None and turn.hold is not hold_before:
            scene.input.drop_focus()  # what it uncovers starts with nothing chosen
            # and it is drawn: a hold that waits for a click after a timed one (the Wolf's last page after his
            # walk) asks for no frame of its own, and the window kept the walk's last frame until a click
            scene.dirty = True
        self._take_in()
        if holding and not turn.holding:
            scene.refresh()
        if turn.said(status) or flow.viewer != viewer_before:
            if status == F.PERSON_TURN:
                scene.input.drop_focus()  # a turn starts with nothing chosen
            scene.refresh()
        if status == F.PASS:
            if turn.show_pass():
                self._push_pass()
        elif status == F.OVER and turn.hand_off():
            # people play here, or watch a game shown to them: its final position stays until a click
            watched = flow.people() or flow.shown()
            if watched and not turn.over_shown:
                # the last move stays on the table until a click: the winner's last turn is seen
                turn.keep_table()
                flow.hold_final(Hold(OVER, None, seconds=None))
                scene.refresh()
                return
            game = finished_session(self.app, self.session)
            if watched:
                self.app.push("result", game=game, on_table=True)  # the table stays beneath it
            else:
                self.app.replace("result", game=game)

    def _take_in(self) -> None:
        """When the game has moved on since the table last looked: its new events (and holds) and a refresh."""
        network = self.session.network
        if network is not None:  # a network game: what the host says now, read as one moment
            network.sync()
            self._say_trouble()
        count = len(self.session.actions)
        if count != self.known:
            self.known = count
            self.scene.after_change()

    def _say_trouble(self) -> None:
        """A network table shows who is missing (a seat's computer, or the host's game) as a card that stays
        (`presence`), and says once when the host is back."""
        gone_before = self.presence.host_gone()
        self.presence.follow()
        if gone_before and not self.presence.host_gone():
            self.app.toast(self.app.t("net.back"), "info")

    def _push_pass(self) -> None:
        seat = self.turn.waiting_pass
        if seat is None:
            return
        info = self.scene.seats()[seat]

        def reveal(seat: int = seat) -> None:
            self.flow.reveal(seat)  # whose eyes, and the turn state's pass screen answered
            self.scene.refresh()

        self.app.push(
            "pass", name=info.name, colour=info.colour, on_reveal=reveal, **self.scene.decl.pass_screen_args(seat)
        )

    def resumed(self) -> None:
        """Back from the result ("Look at the table"): the final table, and a click for the result again."""
        if self.turn.handed_off and self.turn.hold is None and self.turn.port.is_over():
            self.turn.keep_table()
            self.flow.hold([Hold(OVER, None, seconds=None)])
        self.scene.refresh()
