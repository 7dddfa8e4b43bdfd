"""The status line: whose turn it is and what that player may still do this turn (R-5).

Worked out from the viewer's observation alone, so it can never tell more than the board shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: The once-per-turn things (R-5), as the status line names them, by turn flag.
ONCE_PER_TURN = (
    ("energy_attached", "Energy attached", "attach an Energy"),
    ("supporter_played", "Supporter played", "play a Supporter"),
    ("retreated", "retreated", "retreat"),
)


def status_line(
    observation: Mapping[str, Any],
    name: Callable[[int], str],
    blocked: Mapping[str, str] | None = None,
) -> str:
    """One line for the viewer: the turn, who is to act, and what they may still do.

    ``blocked`` gives, by turn flag, why a once-per-turn thing not yet done can't be done now
    (a Paralyzed Active can't retreat): it is then said instead of offered."""
    blocked = blocked or {}
    viewer = observation["viewer"]
    winner = observation["winner"]
    if winner is not None:
        return f"Game over: {observation['end_reason']}"
    awaiting = observation["awaiting"]
    choice = observation["choice"]
    turn = observation["turn"]
    prefix = "Setting up" if observation["phase"] == "setup" else f"Turn {turn}"
    if awaiting is None:
        return prefix
    if awaiting != viewer:
        if choice is not None:
            return f"{prefix} · waiting for {name(awaiting)}: {choice['prompt']}"
        return f"{prefix} · {name(awaiting)}'s turn"
    if choice is not None:
        return f"{prefix} · {choice['prompt']}"
    flags = observation["turn_flags"]
    done = [label for flag, label, _ in ONCE_PER_TURN if flags[flag]]
    left = [verb for flag, _, verb in ONCE_PER_TURN if not flags[flag] and flag not in blocked]
    parts = [f"{prefix} · your turn"]
    if left:
        parts.append("you may still " + _join(left))
    if done:
        parts.append(_join(done))
    parts += [reason for flag, reason in blocked.items() if not flags[flag]]
    return " · ".join(parts)


def _join(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]
