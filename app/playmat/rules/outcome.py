"""Win, lose and tie (R-12, EN/JA I-E, P-16).

The EN I-E table is equivalent to counting: a player's win conditions (took all their Prizes;
the opponent can't put out an Active Pokémon) against their loss conditions (the opponent took
all theirs; they can't put out an Active Pokémon). More wins than losses wins; equal is a tie.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.i18n.message import Message, Seat, msg

TIE = -1


class GameOver(Exception):
    """Raised inside the game flow when the game has been decided."""


@dataclass(frozen=True)
class Standing:
    """The end conditions met by one player at one moment."""

    took_all_prizes: bool = False
    cannot_promote: bool = False


def decide(first: Standing, second: Standing) -> int | None:
    """The winner (0 or 1), :data:`TIE`, or ``None`` if the game goes on."""
    wins = first.took_all_prizes + second.cannot_promote
    losses = second.took_all_prizes + first.cannot_promote
    if wins == 0 and losses == 0:
        return None
    if wins > losses:
        return 0
    if wins < losses:
        return 1
    return TIE


def reason(first: Standing, second: Standing, result: int) -> Message:
    """Why the game ended (``end.*``): who won, and which conditions they met."""
    if result == TIE:
        return msg("end.tie")
    winner, loser = (first, second) if result == 0 else (second, first)
    return msg(
        "end.won",
        winner=Seat(result),
        loser=Seat(1 - result),
        took_all_prizes=winner.took_all_prizes,
        no_active=loser.cannot_promote,
    )
