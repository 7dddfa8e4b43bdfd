"""Where a card on the table lies and whose it is, worked out from the viewer's observation:
the card panel's caption, and whether the card gets buttons there."""

from __future__ import annotations

from typing import Any

from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.observation import Observation

Key = tuple[Any, ...]


def owner(observation: Observation, key: Key) -> int | None:
    """The player the card ``key`` belongs to, if the table shows whose it is."""
    if key[0] == "hand":
        return observation.viewer
    if key[0] in ("prize", "pile", "back"):
        return int(key[1])
    if key[0] == "pokemon":
        return observation.owner_of(key[1])
    return None


def is_active(observation: Observation, key: Key) -> bool:
    if key[0] != "pokemon":
        return False
    return observation.is_active(key[1])


def describe(observation: Observation, key: Key) -> Message:
    """Where the card is: "your Active Pokémon", "the computer's Prize card", "the top of
    your discard pile"."""
    player = owner(observation, key)
    if key[0] == "stadium" or player is None:
        return msg("place.stadium")
    if key[0] in ("hand", "back"):
        return msg("place.in_hand", player=Seat(player))
    if key[0] == "pile":
        whose = msg("board.zone_of", player=Seat(player), zone=Term(f"zone.{key[2]}"))
        return msg("place.top_of", pile=whose)
    if key[0] == "prize":
        spot = "spot.prize_card"
    else:
        spot = "spot.active_pokemon" if is_active(observation, key) else "spot.benched_pokemon"
    return msg("board.zone_of", player=Seat(player), zone=Term(spot))
