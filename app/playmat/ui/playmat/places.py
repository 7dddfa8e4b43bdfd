"""Where a card on the table lies and whose it is, worked out from the viewer's observation:
the card panel's caption, and whether the card gets buttons there."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

Key = tuple[Any, ...]
ZONE_NAMES = {"discard": "discard pile", "lost_zone": "Lost Zone", "deck": "deck"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Places", text)


def find_pokemon(
    observation: Mapping[str, Any], pokemon_id: int
) -> tuple[int, Mapping[str, Any], bool] | None:
    """The Pokémon in play with this id: (its owner, its observation, whether it is Active)."""
    for player in observation["players"]:
        active = player["active"]
        if active is not None and active["id"] == pokemon_id:
            return int(player["index"]), active, True
        for benched in player["bench"]:
            if benched["id"] == pokemon_id:
                return int(player["index"]), benched, False
    return None


def owner(observation: Mapping[str, Any], key: Key) -> int | None:
    """The player the card ``key`` belongs to, if the table shows whose it is."""
    if key[0] == "hand":
        return int(observation["viewer"])
    if key[0] in ("prize", "pile", "back"):
        return int(key[1])
    if key[0] == "pokemon":
        found = find_pokemon(observation, key[1])
        return found[0] if found else None
    return None


def is_active(observation: Mapping[str, Any], key: Key) -> bool:
    if key[0] != "pokemon":
        return False
    found = find_pokemon(observation, key[1])
    return found is not None and found[2]


def describe(observation: Mapping[str, Any], key: Key, name: Callable[[int], str]) -> str:
    """Where the card is, in words: "Your Active Pokémon", "Computer's Prize card"."""
    player = owner(observation, key)
    if player == observation["viewer"]:
        whose = _tr("Your")
    else:
        whose = _tr("{0}'s").format(name(player or 0))
    if key[0] == "hand":
        return _tr("In your hand")
    if key[0] == "pokemon":
        spot = _tr("Active Pokémon") if is_active(observation, key) else _tr("Benched Pokémon")
        return f"{whose} {spot}"
    if key[0] == "prize":
        return _tr("{0} Prize card").format(whose)
    if key[0] == "pile":
        return _tr("Top of {0} {1}").format(whose.lower(), ZONE_NAMES.get(key[2], key[2]))
    if key[0] == "stadium":
        return _tr("The Stadium in play")
    return ""
