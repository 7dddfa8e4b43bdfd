"""The status line says whose turn it is and what the player may still do this turn."""

from __future__ import annotations

from typing import Any

from playmat.play.status import status_line


def _observation(**changes: Any) -> dict[str, Any]:
    observation: dict[str, Any] = {
        "viewer": 0,
        "winner": None,
        "end_reason": "",
        "awaiting": 0,
        "choice": None,
        "turn": 3,
        "phase": "turn",
        "turn_flags": {
            "energy_attached": False,
            "supporter_played": False,
            "stadium_played": False,
            "retreated": False,
        },
    }
    observation.update(changes)
    return observation


def name(player: int) -> str:
    return ("You", "Computer")[player]


def test_at_the_start_of_a_turn_everything_once_per_turn_is_still_to_do() -> None:
    assert status_line(_observation(), name) == (
        "Turn 3 · your turn · you may still attach an Energy, play a Supporter and retreat"
    )


def test_what_was_done_is_said_too() -> None:
    flags = {
        "energy_attached": True,
        "supporter_played": False,
        "stadium_played": False,
        "retreated": True,
    }
    assert status_line(_observation(turn_flags=flags), name) == (
        "Turn 3 · your turn · you may still play a Supporter · Energy attached and retreated"
    )


def test_the_other_player_s_turn_and_their_choices() -> None:
    assert status_line(_observation(awaiting=1), name) == "Turn 3 · Computer's turn"
    choice = {"prompt": "Choose your new Active Pokémon."}
    assert status_line(_observation(awaiting=1, choice=choice), name) == (
        "Turn 3 · waiting for Computer: Choose your new Active Pokémon."
    )
    assert status_line(_observation(choice=choice, phase="setup"), name) == (
        "Setting up · Choose your new Active Pokémon."
    )


def test_the_end_of_the_game() -> None:
    over = _observation(winner=1, end_reason="Player 2 wins: took their last Prize card.")
    assert status_line(over, name) == "Game over: Player 2 wins: took their last Prize card."


def test_a_once_per_turn_thing_that_can_t_be_done_now_says_why() -> None:
    blocked = {"retreated": "Spearow is Paralyzed and can't retreat (EN I-A-03)."}
    assert status_line(_observation(), name, blocked) == (
        "Turn 3 · your turn · you may still attach an Energy and play a Supporter · "
        "Spearow is Paralyzed and can't retreat (EN I-A-03)."
    )
