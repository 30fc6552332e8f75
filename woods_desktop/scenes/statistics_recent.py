"""The statistics page's last games, a line each: when, who played and how it ended.

Kept apart from the page because these lines are read from the kept replays' records (their seats and
`Outcome`), not from the counts in the statistics file the rest of the page shows, and each kind of
outcome words its line its own way.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.data.seat_words import pairs_of, seat_names
from woods_desktop.saves.stats import SOLO, TEAM
from woods_desktop.scenes.result import score_text
from woods_desktop.scenes.saved_games import when_text


def recent_lines(app: Any, recent: list[dict[str, Any]], mode: str) -> list[str]:
    """The last finished games kept with their replay: when, then the players and their scores
    (winners first); a team game: the people once each and the shared result; a solo game: the
    player, passed or not, and the score."""
    lines = []
    for record in recent:
        outcome = record.get("outcome", {})
        seats = [s for s in (record.get("meta") or {}).get("seats") or [] if isinstance(s, dict)]
        scores = outcome.get("scores") or []
        unit = outcome.get("unit_key") or "result.points"
        when = when_text(app, float(record.get("finished_at", 0)), dated=True)
        players = [i for i, s in enumerate(seats) if s.get("kind") != "table"]
        named = seat_names(app.t, pairs_of(seats))  # as every screen names a seat
        if mode in (TEAM, SOLO):
            names: list[str] = []
            for i in players:
                name = named[i]
                if seats[i].get("kind") != "human" or name not in names:
                    names.append(name)
            if mode == TEAM:
                key = outcome.get("result_key")
                result = app.t(key) if isinstance(key, str) and app.strings.has(key) else ""
                result = result or app.t("result.team_won" if outcome.get("won") else "result.team_lost")
                lines.append(" · ".join([when, ", ".join(names), result]))
            else:
                passed = app.t("result.solo_passed" if outcome.get("won") else "result.solo_failed")
                parts = [when, ", ".join(names), passed]
                if scores:
                    parts.append(score_text(app, unit, scores[0]))
                lines.append(" · ".join(parts))
            continue
        ranks = outcome.get("ranks") or [1] * len(scores)
        order = sorted(
            (i for i in range(len(scores)) if i in players or i >= len(seats)),
            key=lambda i: ranks[i] if i < len(ranks) else 99,
        )
        parts = [f"{named[i] if i < len(seats) else '?'} {score_text(app, unit, scores[i])}" for i in order]
        lines.append(f"{when} · {', '.join(parts)}")
    return lines
