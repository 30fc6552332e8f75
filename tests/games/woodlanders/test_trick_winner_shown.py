"""A finished trick marks the play that won it once its last card has landed (issue 34 play-through): the
table was filled while that card still slid in, when the play before it was winning, and was not filled
again when it landed, so "Last trick, won by Mila" stood over Oleg's card marked as the winner (the lesson's
step 8: Mila's Fox 4 beats the two Fox 3s). Time is simulated by explicit update(dt) steps."""

from __future__ import annotations

import random

from table.drive import click as _click
from table.drive import wait_while_a_computer_thinks as _wait_for_computer

from woods_desktop.games.woodlanders import bench_table
from woods_desktop.table.art import WINNER

DT = 0.05


def test_the_held_trick_marks_its_winner_after_the_last_card_lands(headless_app) -> None:
    app = headless_app()
    session = bench_table.session(["human", "easy", "easy", "easy"], 5)
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    scene = app.scene
    rng = random.Random(5)
    checked = 0  # tricks whose last play took them from the play winning before it
    while checked < 3 and not session.state.is_over():
        hold = scene.hold
        if hold is not None and hold.kind == "trick":
            for _ in range(40):  # two seconds: the last card lands (a hold between computers lasts 2.5 s)
                app.step(DT)
            trick = hold.data.trick
            if scene.hold is hold and trick.plays[-1].seat == trick.winner:
                marked = {item.id[1] for item in scene.zone("trick").items if WINNER in item.marks}
                assert marked == {trick.winner}, f"won by seat {trick.winner}, marked {marked}"
                checked += 1
            while scene.hold is hold:
                _click(app, (5, 5))
                app.step(DT)
            continue
        if hold is not None:
            _click(app, (5, 5))
            app.step(DT)
            continue
        if scene.my_turn():
            scene.act(rng.choice(scene.legal()))
            continue
        _wait_for_computer(scene)
        app.step(DT)
    assert checked, "no trick was won by its last play: choose another seed"
