"""The status line: whose turn it is and what that player may still do this turn (R-5).

Worked out from the viewer's observation alone, so it can never tell more than the board shows,
and said as a message (``status.*``) for the view to word in the reader's language.
"""

from __future__ import annotations

from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.observation import Observation
from playmat.rules.state import Phase

#: The once-per-turn things (R-5) the status line tells of, by turn flag.
ONCE_PER_TURN = ("energy_attached", "supporter_played", "retreated")


def status_line(observation: Observation) -> Message:
    """One line for the viewer: the turn, who is to act, and what they may still do.

    What the engine refuses now (the observation's ``turn_flags.refused``: no Supporter on
    the first player's first turn, R-4; no retreat for a Paralyzed Active) is said instead of
    offered: the line never offers what the rules forbid."""
    if observation.winner is not None:
        return msg("status.game_over", reason=observation.end_reason or msg("end.tie"))
    awaiting = observation.awaiting
    setting_up = observation.phase is Phase.SETUP
    when = msg("status.setup") if setting_up else msg("status.turn", turn=observation.turn)
    if awaiting is None:
        return when
    if awaiting != observation.viewer:
        purpose = observation.purpose
        if purpose is not None:
            doing = Term(f"purpose.{purpose.value}")
            return msg("status.waiting_for_choice", when=when, player=Seat(awaiting), doing=doing)
        return msg("status.their_turn", when=when, player=Seat(awaiting))
    if observation.choice is not None:
        return msg("status.choosing", when=when, prompt=observation.choice.prompt)
    flags = observation.turn_flags
    refused = dict(flags.refused)
    done = tuple(Term(f"done.{flag}") for flag in ONCE_PER_TURN if getattr(flags, flag))
    left = tuple(
        Term(f"may.{flag}")
        for flag in ONCE_PER_TURN
        if not getattr(flags, flag) and flag not in refused
    )
    reasons = tuple(reason for flag, reason in refused.items() if not getattr(flags, flag))
    return msg("status.your_turn", when=when, left=left, done=done, blocked=reasons)
